import type { Route } from "./+types/route";
import { requireStaff } from "../../../../guard.server";
import { inquiriesContext } from "../../../../frame/inquiries.server";

/**
 * A photo of a unit's service request, to signed-in staff only, of that inquiry only: personal
 * data, so never cached (`private, no-store`), shown inline as the JPEG the work pool made
 * (no metadata), in a sandbox.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context);
  const { store } = inquiriesContext(context);
  const id = Number(params.id);
  const photo = Number.isSafeInteger(id) && id > 0 ? store.photos.read(id) : undefined;
  if (!photo || photo.inquiryId !== store.idOf(params.ref)) {
    throw new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(photo.bytes.length),
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
