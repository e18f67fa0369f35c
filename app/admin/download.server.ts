import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { contentDisposition } from "../../server/content/files";

/** The name for Content-Disposition: the site's one way (RFC 6266, 5987; names cleaned). */
export const disposition = (name: string) => contentDisposition(name);

/**
 * A stored file as a staff download: bytes, never shown by the browser (a sandboxing CSP, no
 * type sniffing) and never cached. The type a sender declared is never trusted to serve.
 */
export function fileDownload(file: { path: string; name: string; size: number }) {
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
