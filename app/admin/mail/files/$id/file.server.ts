import type { AppLoadContext } from "react-router";
import { fileDownload } from "../../../download.server";
import { requireStaff } from "../../../guard.server";
import { inquiriesContext } from "../../../frame/inquiries.server";

/**
 * One attachment of a buyer's mail, to signed-in staff only (a visitor goes to the sign-in):
 * always a download, never shown by the browser (a sandboxing CSP, no type sniffing), never
 * cached.
 */
export function mailFile(request: Request, context: AppLoadContext, params: { id: string }) {
  requireStaff(request, context);
  const { store } = inquiriesContext(context);
  const id = Number(params.id);
  const file = Number.isSafeInteger(id) && id > 0 ? store.messages.file(id) : undefined;
  if (!file) {
    throw new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  return fileDownload(file);
}
