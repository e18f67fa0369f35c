import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import { contentDisposition } from "../../server/content/files";

/** The name for Content-Disposition: the site's one way (RFC 6266, 5987; names cleaned). */
export const disposition = (name: string) => contentDisposition(name);

/**
 * A stored file as a staff download: bytes, never shown by the browser (a sandboxing CSP, no
 * type sniffing) and never cached. The type a sender declared is never trusted to serve. Opened
 * before answering: a row whose file is gone (a restore names it) answers 404, not a cut 200.
 */
export async function fileDownload(file: { path: string; name: string; size: number }) {
  const handle = await open(file.path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (!handle) {
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const body = Readable.toWeb(handle.createReadStream()) as ReadableStream;
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
