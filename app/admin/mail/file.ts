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
 * One attachment of a buyer's mail, to signed-in staff only (a visitor goes to the sign-in):
 * always a download, never shown by the browser (a sandboxing CSP, no type sniffing), never
 * cached.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context);
  const { store } = inquiriesContext(context);
  const id = Number(params.id);
  const file = Number.isSafeInteger(id) && id > 0 ? store.messages.file(id) : undefined;
  if (!file) {
    throw new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream;
  return new Response(body, {
    headers: {
      // The sender's declared type is never trusted to serve: a download of bytes.
      "Content-Type": "application/octet-stream",
      "Content-Length": String(file.size),
      "Content-Disposition": disposition(file.name),
      "Content-Security-Policy": "sandbox",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
