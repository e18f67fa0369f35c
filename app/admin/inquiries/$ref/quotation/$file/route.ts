import type { Route } from "./+types/route";
import { asSent } from "../../../../../../server/quotations/documents";
import { quotationFile } from "../../../../../../server/quotations/files";
import { WorkError } from "../../../../../../server/work/pool";
import { disposition } from "../../../../download.server";
import { requireStaff } from "../../../../guard.server";
import { inquiriesContext } from "../../../../frame/inquiries.server";

/**
 * A sent quotation's PDF or .xlsx, to signed-in staff only: made from the stored version as
 * the buyer got it (the buyer's language), never cached.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context);
  const { store } = inquiriesContext(context);
  const match = /^([1-9]\d{0,9})\.(pdf|xlsx)$/.exec(params.file);
  const inquiry = store.idOf(params.ref);
  const quotation = match && inquiry ? asSent(store.quotations.byId(Number(match[1]))) : undefined;
  if (!match || !quotation || quotation.inquiryId !== inquiry) {
    throw new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const lang = store.byId(quotation.inquiryId)?.lang ?? "ko";
  const file = await quotationFile(quotation, lang, match[2] as "pdf" | "xlsx").catch((error) => {
    // Past the work pool's time or memory limit, or the pool full: said, never a 500.
    if (!(error instanceof WorkError) || error.reason === "failed") throw error;
    throw new Response(
      "The file could not be made now (파일을 지금 만들 수 없습니다). Please try again in a moment.\n",
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "5" } },
    );
  });
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.content.length),
      "Content-Disposition": disposition(file.filename),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
