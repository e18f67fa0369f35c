import { catalogueSheetTask } from "../app/admin/content/catalogue/xlsx.server";
import { unitSheetTask } from "../app/admin/units/sheet.server";
import { packingListTask } from "../app/admin/orders/packing-list.server";
import { quotePackTask } from "../app/documents/quote-pack.server";
import { photoTask } from "./content/photo-files";
import { sealTask } from "./content/seal-file";
import { parseMail } from "./mail/parse-task";
import { requestPhotoTask } from "./inquiries/request-photo-task";
import { orderFileTask } from "./orders/documents";
import { quotationFileTask } from "./quotations/documents";

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
  /** An order's confirmation or a delivery's 거래명세서 (server/orders/). */
  "order-file": orderFileTask,
  /** An uploaded photo checked, decoded and encoded at each width (server/content/photos.ts). */
  photo: photoTask,
  /** The catalogue's .xlsx as staff upload it, unpacked and read (app/admin/content/catalogue/). */
  "catalogue-sheet": catalogueSheetTask,
  /** Delivered units' .xlsx as staff upload it, read into rows (app/admin/units/). */
  "unit-sheet": unitSheetTask,
  /** A maker's packing list (.xlsx), read for a delivery's serials (app/admin/orders/). */
  "packing-list": packingListTask,
  /** A service request's photo from a unit's page, made again without metadata (server/units/). */
  "request-photo": requestPhotoTask,
  /** The company's seal, checked and made a PNG (server/content/seal.ts). */
  seal: sealTask,
  /** A mail from the mailbox read: raw bytes in, the parsed mail out (server/mail/read.ts). */
  "mail-parse": parseMail,
};

export type Tasks = typeof tasks;

declare module "./work/registry" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the table's kinds
  interface WorkTasks extends Tasks {}
}
