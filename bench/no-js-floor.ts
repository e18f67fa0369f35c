import { once } from "node:events";
import { createServer, request, type IncomingHttpHeaders } from "node:http";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from "node:zlib";
import type { RunningSite } from "./site";

/**
 * A page's HTML without any script: every `<script>` element goes, inline or not, JSON-LD and
 * the islands' data blocks included (none of them runs without JavaScript either), and so does
 * any `<link rel="modulepreload">`. What is left is what a browser with JavaScript off renders.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel="?modulepreload"?[^>]*>/gi, "");
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

function encode(body: Buffer, encoding: string | undefined): Buffer {
  // At the levels the build precompresses pages with (scripts/precompress.ts).
  if (encoding === "br") {
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  }
  if (encoding === "gzip") return gzipSync(body, { level: 9 });
  return body;
}

/**
 * The no-JS floor of a built site: a proxy on loopback in front of `upstream` that answers
 * every request as the site does, except that an HTML answer comes without its scripts
 * (`withoutScripts`), compressed again as it came. Each stripped answer is kept, so the proxy
 * costs a page nothing after its first request.
 */
export async function startNoJsFloor(
  upstream: string,
  port: number,
  /** What becomes of each HTML answer: by default, it loses its scripts. */
  rewrite: (html: string) => string = withoutScripts,
): Promise<RunningSite> {
  const target = new URL(upstream);
  const kept = new Map<string, { status: number; headers: IncomingHttpHeaders; body: Buffer }>();
  const server = createServer((incoming, outgoing) => {
    const key = `${incoming.url} ${incoming.headers["accept-encoding"] ?? ""}`;
    const hit = incoming.method === "GET" ? kept.get(key) : undefined;
    if (hit) {
      outgoing.writeHead(hit.status, hit.headers).end(hit.body);
      return;
    }
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (!String(headers["content-type"]).startsWith("text/html")) {
          outgoing.writeHead(answer.statusCode!, headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const encoding = headers["content-encoding"];
          const html = decode(Buffer.concat(chunks), encoding).toString("utf8");
          const body = encode(Buffer.from(rewrite(html)), encoding);
          headers["content-length"] = String(body.length);
          delete headers.etag;
          const status = answer.statusCode!;
          if (incoming.method === "GET") kept.set(key, { status, headers, body });
          outgoing.writeHead(status, headers).end(body);
        });
      },
    );
    forward.on("error", (error) => outgoing.destroy(error));
    incoming.pipe(forward);
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
