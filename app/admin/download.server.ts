import { createReadStream } from "node:fs";
import { Readable } from "node:stream";

/** The name for Content-Disposition: an ASCII fallback and the UTF-8 name (RFC 6266, 5987). */
export function disposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

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
