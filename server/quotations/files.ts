import type { Lang } from "../../app/i18n/lang";
import { work } from "../work/pool";
import { quotationFileName, type SentQuotation } from "./documents";

/** A file made to be handed on as it is: its bytes, its name and its type. */
export interface MadeFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

const TYPES = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/**
 * A quotation's PDF or .xlsx, made in the work pool (server/work/): its lines and notes are what
 * staff and the buyer typed, so their layout runs off the thread that answers requests, with a
 * time limit; a quotation that cannot be made in it throws a `WorkError`.
 */
export async function quotationFile(
  quotation: SentQuotation,
  lang: Lang,
  kind: "pdf" | "xlsx",
): Promise<MadeFile> {
  const bytes = await work().run("quotation-file", { quotation, lang, kind });
  return {
    filename: quotationFileName(quotation, kind),
    contentType: TYPES[kind],
    content: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
  };
}

/**
 * The files a sent quotation's mail carries, PDF then .xlsx, made from its stored figures each
 * time it is sent: the mail room gets them ready, and knows nothing of quotations.
 */
export async function quotationFiles(quotation: SentQuotation, lang: Lang): Promise<MadeFile[]> {
  return [
    await quotationFile(quotation, lang, "pdf"),
    await quotationFile(quotation, lang, "xlsx"),
  ];
}
