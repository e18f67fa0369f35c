import { createReadStream, statSync } from "node:fs";
import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { getMimeType } from "hono/utils/mime";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { StaticFiles } from "./static-files";
import { vitalsRoutes } from "./vitals";

const IMMUTABLE = "public, max-age=31536000, immutable";

function sendFile(c: Context, file: string, cacheControl: string, type?: string) {
  const { size, mtime } = statSync(file);
  c.header("Content-Type", type ?? getMimeType(file) ?? "application/octet-stream");
  c.header("Content-Length", String(size));
  c.header("Last-Modified", mtime.toUTCString());
  c.header("Cache-Control", cacheControl);
  if (c.req.method === "HEAD") return c.body(null, 200);
  return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200);
}

/** The whole site: static files, prerendered pages, server rendering, health. */
export function createApp(build: ServerBuild, files: StaticFiles) {
  const handleRequest = createRequestHandler(build, "production");
  const app = new Hono();

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // React Router's hydration data and the language script are inline; issue 8 moves these
        // to hashes.
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    }),
  );
  app.use(compress());

  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" });
  });

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
      return sendFile(c, prerendered, "no-cache", type);
    }
    return next();
  });

  app.all("*", (c) => handleRequest(c.req.raw));

  app.onError((error, c) => {
    console.error(error);
    return c.text("Internal Server Error", 500);
  });

  return app;
}
