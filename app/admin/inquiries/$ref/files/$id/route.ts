import type { Route } from "./+types/route";
import { fileDownload } from "../../../../download.server";
import { requireStaff } from "../../../../guard.server";
import { inquiriesContext } from "../../../../frame/inquiries.server";

/**
 * A file kept with an inquiry (a reply's attachment, a buyer's purchase order), to signed-in
 * staff only, of that inquiry only: a download, never shown by the browser, never cached.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context);
  const { store } = inquiriesContext(context);
  const id = Number(params.id);
  const file = Number.isSafeInteger(id) && id > 0 ? store.files.file(id) : undefined;
  if (!file || file.inquiryId !== store.idOf(params.ref)) {
    throw new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  return fileDownload(file);
}
