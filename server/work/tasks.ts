import { quotePackTask } from "../../app/documents/quote-pack.server";
import { parseMail } from "../mail/parse-task";
import { quotationFileTask } from "../quotations/documents";

/**
 * The task kinds of the site's pool (server/work/pool.ts): a line each, the kind's name and the
 * function the worker runs. `work().run(kind, input)` takes its input and output types from here.
 * A task gets plain data (structured clone) and answers plain data; it may be cut at any moment.
 */
export const tasks = {
  /** `/quote.pdf`: the buyer's list and notes, laid out (app/documents/quote-pack.server.ts). */
  "quote-pack": quotePackTask,
  /** A sent quotation's PDF or .xlsx, for its mail or staff's download (server/quotations/). */
  "quotation-file": quotationFileTask,
  /** A mail from the mailbox read: raw bytes in, the parsed mail out (server/mail/read.ts). */
  "mail-parse": parseMail,
};

export type Tasks = typeof tasks;
