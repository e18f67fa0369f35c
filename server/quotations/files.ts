import type { Lang } from "../../app/i18n/lang";
import { work } from "../work/pool";
import type { SentQuotation } from "./documents";

/**
 * A quotation's PDF or .xlsx, made in the work pool (server/work/): its lines and notes are what
 * staff and the buyer typed, so their layout runs off the thread that answers requests, with a
 * time limit; a quotation that cannot be made in it throws a `WorkError`.
 */
export async function quotationFile(
  quotation: SentQuotation,
  lang: Lang,
  kind: "pdf" | "xlsx",
): Promise<Buffer> {
  const bytes = await work().run("quotation-file", { quotation, lang, kind });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
}
