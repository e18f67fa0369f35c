import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { parseAccept } from "hono/utils/accept";
import { getMimeType } from "hono/utils/mime";
import { createRequestHandler, type ServerBuild } from "react-router";
import { contentSecurityPolicy, inlineScriptHashes, type ThirdParties } from "./csp";
import type { HealthCheck } from "./inquiries/health";
import type { Encoding, ServedFile, StaticFiles } from "./static-files";
import { vitalsRoutes } from "./vitals";

const IMMUTABLE = "public, max-age=31536000, immutable";

const CSP = "Content-Security-Policy";
const HSTS = "max-age=63072000; includeSubDomains";

/** Brotli if the client takes it, else gzip, of the copies there are; none if it takes neither. */
function pickEncoding(header: string | undefined, served: ServedFile): Encoding | undefined {
  if (!header) return undefined;
  const accepts = parseAccept(header);
  const q = (name: string) =>
    accepts.find((a) => a.type.toLowerCase() === name)?.q ?? accepts.find((a) => a.type === "*")?.q;
  return (["br", "gzip"] as const).find((encoding) => served.encoded[encoding] && q(encoding));
}

function sendFile(
  c: Context,
  served: ServedFile,
  cacheControl: string,
  type?: string,
  csp?: string,
) {
  const encoding = pickEncoding(c.req.header("Accept-Encoding"), served);
  const { file, size } = encoding ? served.encoded[encoding]! : served;
  if (csp) c.header(CSP, csp);
  c.header("Content-Type", type ?? getMimeType(served.file) ?? "application/octet-stream");
  if (Object.keys(served.encoded).length > 0) c.header("Vary", "Accept-Encoding");
  // Set here, the compress middleware leaves the response alone.
  if (encoding) c.header("Content-Encoding", encoding);
  c.header("Content-Length", String(size));
  c.header("Last-Modified", served.modified);
  c.header("Cache-Control", cacheControl);
  if (c.req.method === "HEAD") return c.body(null, 200);
  return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200);
}

/** The whole site: static files, prerendered pages, server rendering, health, inquiries. */
export function createApp(
  build: ServerBuild,
  files: StaticFiles,
  inquiries: MiddlewareHandler,
  thirdParties: ThirdParties = {},
  health: HealthCheck = () => ({ ok: true, body: { status: "ok" } }),
) {
  const policy = (hashes?: string[]) => contentSecurityPolicy(hashes, thirdParties);
  const handleRequest = createRequestHandler(build, "production");
  const app = new Hono();

  app.use(
    secureHeaders({
      // Set below: each HTML page gets a policy with its own inline scripts' hashes.
      contentSecurityPolicy: undefined,
      // HSTS only where the request came over TLS (below); over plain HTTP it means nothing.
      strictTransportSecurity: false,
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    }),
  );
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has(CSP)) c.res.headers.set(CSP, policy());
    const proto = c.req.header("X-Forwarded-Proto") ?? new URL(c.req.url).protocol.slice(0, -1);
    if (proto === "https") c.res.headers.set("Strict-Transport-Security", HSTS);
  });
  app.use(compress());

  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    const { ok, body } = health();
    return c.json(body, ok ? 200 : 503);
  });

  // POST and OPTIONS on /f/:formKey and /p/:project/f/:formKey (server/inquiries/).
  app.on(["POST", "OPTIONS"], "*", inquiries);
  app.route("/vitals", vitalsRoutes());

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const url = new URL(c.req.url);
    const path = url.pathname;

    // One URL per page: "/about/" -> "/about". Leading slashes are collapsed so that
    // "//evil.example/" can never become a redirect to another host.
    if (path.length > 1 && path.endsWith("/")) {
      const target = `/${path.replace(/^\/+|\/+$/g, "")}`;
      return c.redirect(target + url.search, 301);
    }

    const asset = files.assets.get(path);
    if (asset) {
      return sendFile(c, asset, path.startsWith("/assets/") ? IMMUTABLE : "no-cache");
    }
    // Prerendered pages and their data answer only the bare URL: "?page=2" and any other query
    // string is rendered on demand.
    const prerendered = url.search === "" ? files.prerendered.get(path) : undefined;
    if (prerendered) {
      const type = path.endsWith(".data") ? "text/x-script" : "text/html; charset=utf-8";
      return sendFile(
        c,
        prerendered,
        "no-cache",
        type,
        prerendered.scriptHashes && policy(prerendered.scriptHashes),
      );
    }
    return next();
  });

  app.all("*", async (c) => {
    const response = await handleRequest(c.req.raw);
    if (!response.body || !response.headers.get("Content-Type")?.startsWith("text/html")) {
      return response;
    }
    // Pages are small and their loaders synchronous, so nothing is lost by reading the whole page
    // before answering: its policy must name the hashes of the scripts it carries.
    const html = await response.text();
    const headers = new Headers(response.headers);
    headers.set(CSP, policy(inlineScriptHashes(html)));
    return new Response(html, { status: response.status, headers });
  });

  app.onError((error, c) => {
    console.error(error);
    return c.text("Internal Server Error", 500);
  });

  return app;
}
