import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { Route } from "./+types/file";
import { requireStaff } from "../guard.server";
import { inquiriesContext } from "../inbox/context.server";

/** The name for Content-Disposition: an ASCII fallback and the UTF-8 name (RFC 6266, 5987). */
function disposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

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
  const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream;
  return new Response(body, {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Length": String(file.size),
      "Content-Disposition": disposition(file.name),
      "Content-Security-Policy": "sandbox",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
