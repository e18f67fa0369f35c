import { createReadStream, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { parseAccept } from "hono/utils/accept";
import { getMimeType } from "hono/utils/mime";
import { createRequestHandler, type ServerBuild } from "react-router";
import { contentSecurityPolicy, inlineScriptHashes, type ThirdParties } from "./http/csp";
import {
  contentDisposition,
  publishedFiles,
  readStoredPdf,
  UPLOADED_FILE_POLICY,
  uploadedFileId,
} from "./content/files";
import type { ContentPart } from "./content/live";
import { previewHtml } from "./content/preview";
import { liveContent, withPreviewContent, type LiveContent } from "../app/content/live.server";
import type { DocumentsSource } from "./documents/keeper";
import type { LaunchSettings } from "./platform/launch";
import type { Restart } from "./platform/restarts";
import type { HealthCheck } from "./inquiries/health";
import { notFoundPages } from "./http/not-found-page";
import { pageUrl } from "./http/page-query";
import {
  compressedCopy,
  createRenderCache,
  DEFAULT_RENDER_LIMITS,
  isCached,
  toResponse,
  type CachedAnswer,
  type RenderLimits,
} from "./http/render-cache";
import { QUOTE_PACK_PATHS, quotePackRoutes, type PackRateLimit } from "./documents/quote-pack";
import { requestLog, setAnswerHeader, type LogWriter } from "./http/request-log";
import { adminHandler, adminPathKind, guardManifest, signedInAccount } from "./admin/http";
import type { StaffServices } from "./admin/services";
import type { InquiriesContext } from "./inquiries/inbox";
import type { Encoding, ServedFile, StaticFiles } from "./http/static-files";
import { countRequests, type Stats } from "./stats/counter";
import { pageKeys } from "./edge/keys";
import type { Edge } from "./edge/runner";
import type { Replica } from "./backup/replica";
import { vitalsRoutes } from "./http/vitals";
import { noteSockets } from "./platform/body";
import { answeringDiskFull } from "./http/disk-full";
import { DISK_FULL_RETRY_SECONDS, DISK_FULL_WORDS, isDiskFull } from "./platform/durable-file";
import type { UnitsPart } from "./units/setup";
import { UNSUBSCRIBE_PATH, unsubscribePages } from "./plants/unsubscribe";
import type { ReferencesSource } from "../app/references/references.server";
import { datedState } from "../app/dated-state.server";
import { REQUEST_PATH, unitRequestHandler, type UnitRequestOptions } from "./units/requests";
import { PLANT_REQUEST_PATH, plantRequestHandler } from "./plants/requests";
import { createRateLimit } from "./platform/rate-limit";
import { clientAddress } from "./platform/client-address";
import { seoulToday } from "../app/lib/site-clock";

/**
 * Cache-Control, written for a CDN in front as much as for browsers (docs/deploy.md). Hashed
 * assets never change. Public pages and files keep their URL across deploys: a browser asks
 * again each time (a 304 with the ETag), a shared cache may answer for 5 minutes. Whatever is
 * made for one visitor (the receiver's answers, /quote.pdf, the thanks page, /healthz, the back
 * office, any answer that sets a cookie) is no-store, as is every answer that does not say.
 */
const IMMUTABLE = "public, max-age=31536000, immutable";
/**
 * A shared cache may also answer with its copy while it asks again (a minute), and for a day while
 * the server fails or is down (docs/deploy.md section 10): a publish purges what it changed.
 */
const PUBLIC_PAGE =
  "public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400";
const NO_STORE = "no-store";
/** Paths whose pages are made for one visitor, whatever they render. */
const PRIVATE_PATH = /^\/(?:en\/)?(?:contact\/thanks|admin)(?:\/|$)/i;
/**
 * A delivered unit's public page and its papers (app/routes/unit/): whoever holds the token
 * sees it, so no shared cache may keep it, nor a browser's disk; a rotated token must stop at
 * once, so neither the render cache nor the edge ever answers for it (decision 033).
 */
const UNIT_PATH = /^\/(?:en\/)?u\/[^/]+(?:\/papers\/[^/]+|\/service|\/parts)?$/i;
/**
 * Of those, the ones a unit could have (server/units/store.ts TOKEN), with the token; the others,
 * and a token no unit has, are the 404 page.
 */
const UNIT_TOKEN_PATH =
  /^\/(?:en\/)?u\/([A-Za-z0-9_-]{16})(?:\/papers\/\d{1,12}|\/service|\/parts)?$/;
const UNIT_PAGE = "private, no-store";
/**
 * A plant's desk and its files and request (app/routes/plant/, decision 046): as a unit's page,
 * whoever holds the token sees it, so nothing keeps it and a revoked link stops at once.
 */
const PLANT_PATH =
  /^\/(?:en\/)?plant\/[^/]+(?:\/plan\.xlsx|\/sheet\.pdf|\/calendar\.ics|\/request)?$/i;
/**
 * Every path under a token (a unit's, a plant's, an opt-out's, a quotation's link), whatever
 * follows it and whatever the answer (the 404 page too): whoever holds the URL holds the token,
 * so no cache keeps it and no search engine lists it (issue 81).
 */
const TOKEN_PATH = /^\/(?:en\/)?(?:u|plant|unsubscribe|quotation)\/[^/]+(?:\/|$)/i;
/** Of those, the ones a plant could have (server/units/plant-store.ts PLANT_TOKEN): prefix, token, rest. */
const PLANT_TOKEN_PATH =
  /^(\/(?:en\/)?plant\/)([A-Za-z0-9_-]{16})((?:\/plan\.xlsx|\/sheet\.pdf|\/calendar\.ics)?)$/;
/** How many plant pages and files one address may ask for in a minute: guesses end there. */
const PLANT_LOOKUPS_PER_MINUTE = 60;
/** A served copy of an uploaded photo (server/content/photos.ts): id, width, format. */
const UPLOADED_PHOTO =
  /^\/uploads\/photos\/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}-\d{1,5}\.(?:avif|webp)$/;
const HSTS = "max-age=63072000; includeSubDomains";
/** GET paths the server answers itself, which no route of the pages claims. */
const SERVER_PATHS = new Set(["/healthz", ...QUOTE_PACK_PATHS]);
/** The buyer's page of a quotation (server/inquiries/quotation-page.ts), answered by the server. */
const QUOTATION_PATH = /^\/(?:en\/)?quotation\/[^/]+$/;
/** The buyer's page of an order and its statements (server/orders/page.ts). */
const ORDER_PATH = /^\/(?:en\/)?order\/[^/]+(?:\/statements\/[^/]+)?$/;
const gzipped = promisify(gzip);
/** The receiver's endpoints (docs/form-protocol.md). */
const RECEIVER_PATHS = ["/f/:formKey", "/p/:project/f/:formKey"];
/** A %-escape of a letter, a digit, "-", ".", "_" or "~". */
const ESCAPED_UNRESERVED = /%(?:3[0-9]|4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a]|2[de]|5f|7e)/i;
/** A delivered unit's service and parts requests (server/units/requests.ts). */
const UNIT_REQUEST_PATHS = ["/u/:unitToken/:kind", "/en/u/:unitToken/:kind"];
/** A plant's request for several units (server/plants/requests.ts). */
const PLANT_REQUEST_PATHS = ["/plant/:plantToken/request", "/en/plant/:plantToken/request"];

/** The path a route is matched on: "//f/key/" as "/f/key", as the receiver always took it. */
export function routedPath(request: Request): string {
  const url = request.url;
  const start = url.indexOf("/", url.indexOf("://") + 3);
  const end = url.indexOf("?", start);
  const path = url.slice(start, end < 0 ? undefined : end).replace(/\/{2,}/g, "/");
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** The routes that take a body, as the route table holds them: method and pattern. */
export function bodyRoutes(app: Hono): { method: string; path: string }[] {
  const taking = new Set(["POST", "PUT", "PATCH", "DELETE", "ALL"]);
  const seen = new Set<string>();
  return (
    app.routes
      // Middleware and React Router's catch-all are ALL on "*"; a route that takes a body on "*"
      // stays in the table, where the corpus's test refuses it (it could not be sent the corpus).
      .filter(
        (route) =>
          taking.has(route.method) &&
          !(route.method === "ALL" && (route.path === "/*" || route.path === "*")),
      )
      .map(({ method, path }) => ({ method, path }))
      .filter(({ method, path }) => !seen.has(`${method} ${path}`) && seen.add(`${method} ${path}`))
  );
}

/** Sent with every answer; HTML pages add their own Content-Security-Policy. */
const SECURITY_HEADERS: Record<string, string> = {
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Origin-Agent-Cluster": "?1",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  "X-DNS-Prefetch-Control": "off",
  "X-Download-Options": "noopen",
  "X-Frame-Options": "DENY",
  "X-Permitted-Cross-Domain-Policies": "none",
  "X-XSS-Protection": "0",
};

/** HSTS only where the request came over TLS (through a proxy); over plain HTTP it means nothing. */
function overTls(request: Request): boolean {
  const proto = request.headers.get("X-Forwarded-Proto") ?? new URL(request.url).protocol;
  return proto.replace(/:$/, "") === "https";
}

/** Brotli if the client takes it, else gzip, of the encodings offered; none if it takes neither. */
function pickEncoding(header: string | null, offered: Encoding[]): Encoding | undefined {
  if (!header) return undefined;
  const accepts = parseAccept(header);
  const q = (name: string) =>
    accepts.find((a) => a.type.toLowerCase() === name)?.q ?? accepts.find((a) => a.type === "*")?.q;
  return (["br", "gzip"] as const).find((encoding) => offered.includes(encoding) && q(encoding));
}

/** One answer from bytes in hand: headers as a plain object, so Node writes them directly. */
function answer(
  request: Request,
  status: number,
  headers: Record<string, string>,
  body: Buffer | ReadableStream | null,
) {
  const all: Record<string, string> = { ...SECURITY_HEADERS, ...headers };
  if (overTls(request)) all["Strict-Transport-Security"] = HSTS;
  // A view of the buffer, not a copy.
  const bytes = (b: Buffer) => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength);
  const sent = request.method === "HEAD" ? null : body;
  return new Response(sent === null || sent instanceof ReadableStream ? sent : bytes(sent), {
    status,
    headers: all,
  });
}

/** A file of the build, from memory when it is there, in the encoding the client takes. */
function sendFile(
  request: Request,
  served: ServedFile,
  cacheControl: string,
  type: string,
  csp: string,
) {
  const offered = Object.keys(served.encoded) as Encoding[];
  const encoding = pickEncoding(request.headers.get("Accept-Encoding"), offered);
  const copy = encoding ? served.encoded[encoding]! : served;
  const headers: Record<string, string> = {
    "Content-Type": type,
    "Content-Length": String(copy.size),
    "Last-Modified": served.modified,
    "Cache-Control": cacheControl,
    "Content-Security-Policy": csp,
  };
  if (served.etag) {
    headers["ETag"] = served.etag;
    const match = request.headers.get("If-None-Match");
    if (match?.split(/\s*,\s*/).includes(served.etag)) {
      delete headers["Content-Length"];
      return answer(request, 304, headers, null);
    }
  }
  if (offered.length > 0) headers["Vary"] = "Accept-Encoding";
  // Set here, the compress middleware leaves the response alone.
  if (encoding) headers["Content-Encoding"] = encoding;
  const body =
    copy.bytes ?? (Readable.toWeb(createReadStream(copy.file)) as unknown as ReadableStream);
  return answer(request, 200, headers, body);
}

/** A rendered answer kept by the render cache, compressed as the client takes it. */
function sendCached(request: Request, cached: CachedAnswer) {
  const compressible =
    cached.body.length >= 1024 &&
    /^text\/|javascript|json/.test(cached.headers["content-type"] ?? "");
  const encoding = compressible
    ? pickEncoding(request.headers.get("Accept-Encoding"), ["br", "gzip"])
    : undefined;
  const body = encoding ? compressedCopy(cached, encoding) : cached.body;
  const headers: Record<string, string> = {
    "cache-control": PUBLIC_PAGE,
    ...cached.headers,
    "content-length": String(body.length),
  };
  if (compressible) headers["vary"] = "Accept-Encoding";
  if (encoding) headers["content-encoding"] = encoding;
  return answer(request, cached.status, headers, body);
}

/** The files the build rendered from routes ("/sitemap.xml", "/search-index-ko.json"). */
function contentFiles(build: ServerBuild): Set<string> {
  return new Set(
    // The receiver's tests run the app without a page build.
    Object.values(build.routes ?? {})
      .filter((route) => route?.parentId === "root" && /\.\w+$/.test(route.path ?? ""))
      .map((route) => `/${route!.path}`),
  );
}

/** What a server may add to the site: each part left out is off (tests start only what they test). */
export interface ServerParts {
  limits?: RenderLimits;
  /** Where the request log goes (stdout when unset). */
  log?: LogWriter;
  /** The back office's accounts and sessions. */
  staff?: StaffServices;
  /**
   * What staff published, where uploaded photos are, and the documents made again after a
   * change of the company facts.
   */
  content?: ContentPart & { documents?: DocumentsSource };
  /** The inquiries as the back office reads them. */
  inbox?: InquiriesContext;
  /**
   * False when a start setting the pages state (config/settings.ts, `shown`) is not the default
   * the build's prerendered pages state: then they are rendered instead, as after a publish.
   */
  pagesAsBuilt?: boolean;
  /**
   * What the build's prerendered pages state by the day (app/dated-state.server.ts); on a
   * day whose state differs they are rendered instead. Unset: the state when the app starts.
   */
  datedAsBuilt?: string;
  /** What the owner's launch checklist reads of the server's settings. */
  launch?: LaunchSettings;
  /** The counts of page views and searches that found nothing (server/stats/); off when unset. */
  stats?: Stats;
  /**
   * The IndexNow key the site serves at `/{key}.txt`, the edge's state for the owner's home, and
   * where the pages the edge keeps are noted (asked again after a purge).
   */
  edge?: Pick<Edge, "key" | "health"> & Partial<Pick<Edge, "seen">>;
  /** The replica's state (REPLICA_URL), for the owner's home; off when unset. */
  replica?: Pick<Replica, "status">;
  /** Delivered units: their staff pages and their public pages at /u/{token} (server/units/). */
  units?: UnitsPart;
  /**
   * Service and parts requests from a unit's page (server/units/requests.ts): the inquiry store
   * with its mail switches, and the receiver's rate limit and proxy setting.
   */
  unitRequests?: Omit<UnitRequestOptions, "units" | "render" | "notFound">;
  /** Plant pages and files one address may ask for a minute (`PLANT_LOOKUPS_PER_MINUTE`). */
  plantLookupsPerMinute?: number;
  /** How often one address may ask for `/quote.pdf` (server/documents/quote-pack.ts); unset: no limit. */
  quotePack?: PackRateLimit;
  /** The server's unexpected ends of the last days, for the owner's home (server/platform/restarts.ts). */
  restarts?: (now: number) => Restart[];
}

/**
 * The whole site: static files, prerendered pages, server rendering, health, inquiries.
 *
 * `build` is a loader only in development (`npm run dev`, server/dev-server.ts): Vite reloads the
 * build on each request, so every page is rendered for its request, without the 404 template or
 * the render cache, and edits show at once.
 */
export function createApp(
  build: ServerBuild | (() => Promise<ServerBuild>),
  files: StaticFiles,
  inquiries: MiddlewareHandler,
  thirdParties: ThirdParties = {},
  health: HealthCheck = () => ({ ok: true, body: { status: "ok" } }),
  {
    limits = DEFAULT_RENDER_LIMITS,
    log,
    staff,
    content,
    inbox,
    pagesAsBuilt = true,
    datedAsBuilt,
    launch,
    stats,
    edge,
    units,
    unitRequests,
    plantLookupsPerMinute = PLANT_LOOKUPS_PER_MINUTE,
    quotePack,
    replica,
    restarts,
  }: ServerParts = {},
) {
  const live = content?.live;
  const policy = (hashes?: string[]) => contentSecurityPolicy(hashes, thirdParties);
  const plainPolicy = policy();
  const development = typeof build === "function";
  const handleRequest = createRequestHandler(
    typeof build === "function"
      ? async () => answeringDiskFull(await build())
      : answeringDiskFull(build),
    development ? "development" : "production",
  );

  /** React Router's answer, with the policy an HTML page needs for its inline scripts. */
  async function render(request: Request, context?: Record<string, unknown>) {
    const response = await handleRequest(request, context);
    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    const html = headers.get("Content-Type")?.startsWith("text/html");
    // A download that asks for a sandbox (a buyer's attachment, app/admin/mail/files/$id/route.ts) keeps it.
    const sandbox = /(^|;)\s*sandbox\s*(;|$)/.test(headers.get("Content-Security-Policy") ?? "");
    headers.set(
      "Content-Security-Policy",
      html
        ? policy(inlineScriptHashes(body.toString("utf8")))
        : sandbox
          ? `${plainPolicy}; sandbox`
          : plainPolicy,
    );
    return { response: new Response(null, { status: response.status, headers }), body };
  }
  // Public renders get the references' rows from the units store (app/references/): the only
  // part of it a public page other than a unit's own may read (decision 036).
  const publicContext = units && {
    references: {
      deliveries: () => units.store.deliveries(),
      edition: () => units.store.edition(),
    } satisfies ReferencesSource,
  };
  const rendered = createRenderCache((request) => render(request, publicContext), limits);
  const makeNotFound = (made: ServerBuild) =>
    notFoundPages(made, async (request) => toResponse(await render(request, publicContext)));
  let notFound = development ? undefined : makeNotFound(build);

  // Published content (docs/decisions/012-published-content.md): once staff have published,
  // the build's prerendered pages and files made from content (sitemap.xml, the search index)
  // are out of date, so they are rendered instead, and a publish forgets what was rendered.
  // The pages that list the documents' sizes render again when the documents change too. So
  // are they when a start setting they state differs from the build's (docs/decisions/016).
  const fromContent = development ? new Set<string>() : contentFiles(build);
  const documents = content?.documents;
  let shownRevision = 0;
  let shownEdition = 0;
  // Pages that state something by the day (the privacy policy in force) change at midnight in
  // Seoul without a publish: kept renders go then, and prerendered pages of another day's state.
  let shownDated = datedState(seoulToday(), publicContext);
  // The references change with the units, without a publish: kept renders go when they do.
  let shownUnits = units?.store.edition() ?? 0;
  const builtDated = datedAsBuilt ?? shownDated;
  const builtContentShown = () => {
    const revision = live?.revision() ?? 0;
    const edition = documents?.edition() ?? 0;
    const dated = datedState(seoulToday(), publicContext);
    const unitsEdition = units?.store.edition() ?? 0;
    if (
      revision !== shownRevision ||
      edition !== shownEdition ||
      dated !== shownDated ||
      unitsEdition !== shownUnits
    ) {
      shownRevision = revision;
      shownEdition = edition;
      shownDated = dated;
      shownUnits = unitsEdition;
      rendered.clear();
      if (!development) notFound = makeNotFound(build);
    }
    return revision === 0 && pagesAsBuilt && dated === builtDated;
  };

  /** The 404 page from its template, answered as a file is; gzip as the compress middleware gives. */
  async function notFoundPage(request: Request, path: string, search: string, status: 404 | 410) {
    const { html, headers } = await notFound!.page(path, search);
    const all = { ...headers, "cache-control": PUBLIC_PAGE, vary: "Accept-Encoding" };
    if (!pickEncoding(request.headers.get("Accept-Encoding"), ["gzip"])) {
      return answer(request, status, all, html);
    }
    const body = await gzipped(html);
    return answer(request, status, { ...all, "content-encoding": "gzip" }, body);
  }

  /** The answer when every render slot is taken and the queue is full. */
  const busy = () =>
    new Response("Busy: please try again in a moment.\n", {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=UTF-8",
        "Retry-After": "1",
        "Cache-Control": "no-store",
      },
    });

  // Routes are matched on the path with runs of slashes as one and no closing slash, so that
  // each route that takes a body is one pattern of the route table, which the hostile corpus
  // reads (issue 71); the handlers read the path as sent from the URL.
  const app = new Hono({ getPath: routedPath });

  // Before everything, the files too: every answer gets its log line and request id, and a
  // Cache-Control that fits it.
  app.use(noteSockets);
  app.use(requestLog(log));
  app.use(async (c, next) => {
    await next();
    const headers = c.res.headers;
    const url = new URL(c.req.url);
    const path = url.pathname;
    const bare = path.replace(/\.data$/, "");
    if (TOKEN_PATH.test(bare)) {
      const kept = headers.get("Cache-Control") ?? "";
      if (UNIT_PATH.test(bare) || PLANT_PATH.test(bare) || !/no-store/.test(kept)) {
        setAnswerHeader(c, "Cache-Control", UNIT_PAGE);
      }
      if (!headers.has("X-Robots-Tag")) setAnswerHeader(c, "X-Robots-Tag", "noindex, nofollow");
    } else if (
      !headers.has("Cache-Control") ||
      headers.has("Set-Cookie") ||
      PRIVATE_PATH.test(path) ||
      // An uploaded file refused now (a draft's) may be published in a minute: a cache must ask.
      (c.res.status === 404 && uploadedFileId(path) !== undefined)
    ) {
      setAnswerHeader(c, "Cache-Control", NO_STORE);
    }
    // What a shared cache may keep names what it shows, for a publish's purge (server/edge/).
    const cache = c.res.headers.get("Cache-Control") ?? "";
    if (cache.includes("public") && !/no-store|private/.test(cache)) {
      const html = /^text\/html/.test(c.res.headers.get("Content-Type") ?? "");
      const keys = pageKeys(path, c.res.status, html);
      setAnswerHeader(c, "Surrogate-Key", keys.join(" "));
      setAnswerHeader(c, "Cache-Tag", keys.join(","));
      edge?.seen?.(c.req.method, url, c.res.status, keys);
    }
  });
  // Counted after the answer is made, in memory (docs/decisions/021).
  app.use(countRequests(stats));

  // A path spelling a letter, digit or "-._~" as a %-escape is no browser's (RFC 3986 2.3), and
  // the routers would read it apart ("/%75/{token}": Hono's "/%75", React Router's "/u"): the
  // 404 page, before any of them (issue 71), and kept by no cache (it may name the back office).
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    if (!ESCAPED_UNRESERVED.test(url.pathname)) return next();
    if (!notFound) return c.text("Not Found", 404, { "Cache-Control": NO_STORE });
    const page = await notFoundPage(c.req.raw, url.pathname, url.search, 404);
    page.headers.set("Cache-Control", NO_STORE);
    return page;
  });

  // Files and prerendered pages next, before the other middleware: they are most requests,
  // and their headers are all known in advance.
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const path = url.pathname;

    // One URL per page: "/about/" -> "/about". Leading slashes are collapsed so that
    // "//evil.example/" can never become a redirect to another host.
    if (path.length > 1 && path.endsWith("/")) {
      const target = `/${path.replace(/^\/+|\/+$/g, "")}`;
      return answer(
        request,
        301,
        { Location: target + url.search, "Content-Security-Policy": plainPolicy },
        null,
      );
    }

    // The IndexNow key file: a search engine fetches it to trust the site's pings.
    if (edge && path === `/${edge.key}.txt`) {
      return answer(
        request,
        200,
        {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": PUBLIC_PAGE,
          "Content-Security-Policy": plainPolicy,
        },
        Buffer.from(edge.key),
      );
    }

    // Hashed files never depend on content: no look at the store for them.
    const built = path.startsWith("/assets/") || builtContentShown();
    // Uploaded photos: named by a random id, so cached like hashed assets; nothing else under
    // DATA_DIR is ever served (the originals stay private).
    if (content && UPLOADED_PHOTO.test(path)) {
      const bytes = await readFile(join(content.uploadsDir, path.slice("/uploads/".length))).catch(
        () => undefined,
      );
      if (bytes) {
        const type = path.endsWith(".avif") ? "image/avif" : "image/webp";
        return answer(
          request,
          200,
          {
            "Content-Type": type,
            "Content-Length": String(bytes.length),
            "Cache-Control": IMMUTABLE,
            "Content-Security-Policy": plainPolicy,
          },
          bytes,
        );
      }
    }

    // Uploaded PDFs (server/content/files.ts), as downloads that nothing in them can run from:
    // to everyone those published content links to, the others (drafts', removed ones) only to
    // signed-in staff. Public ones are revalidated, so a removed file is gone within minutes.
    const fileId = content ? uploadedFileId(path) : undefined;
    if (content && fileId) {
      const published = publishedFiles(liveContent()).has(fileId);
      const allowed =
        published || (staff !== undefined && signedInAccount(staff, request) !== undefined);
      const pdf = allowed && (await readStoredPdf(join(content.uploadsDir, "files"), path));
      if (pdf) {
        const headers: Record<string, string> = {
          "Content-Type": "application/pdf",
          "Content-Disposition": contentDisposition(pdf.name),
          "Cache-Control": published ? PUBLIC_PAGE : NO_STORE,
          "Content-Security-Policy": UPLOADED_FILE_POLICY,
          ETag: pdf.etag,
        };
        const match = request.headers.get("If-None-Match");
        if (match?.split(/\s*,\s*/).includes(pdf.etag)) {
          return answer(request, 304, headers, null);
        }
        headers["Content-Length"] = String(pdf.bytes.length);
        return answer(request, 200, headers, pdf.bytes);
      }
    }

    // The datasheets and catalogues as the live content wants them (server/documents/): one no
    // longer made (a retired product's) answers 410, as the product's page does.
    const remade = documents && path.startsWith("/documents/") ? documents.file(path) : undefined;
    if (remade === "gone" && notFound) return notFoundPage(request, path, url.search, 410);
    if (remade && remade !== "gone") {
      return sendFile(request, remade, PUBLIC_PAGE, "application/pdf", plainPolicy);
    }

    const asset = built || !fromContent.has(path) ? files.assets.get(path) : undefined;
    if (asset) {
      const cacheControl = path.startsWith("/assets/") ? IMMUTABLE : PUBLIC_PAGE;
      const type = getMimeType(asset.file) ?? "application/octet-stream";
      return sendFile(request, asset, cacheControl, type, plainPolicy);
    }

    // A query string the page does not read (utm_*, gclid, ...) gets the prerendered page.
    const wanted = pageUrl(path, url.search);
    const prerendered = wanted === undefined || !built ? undefined : files.prerendered.get(wanted);
    if (prerendered) {
      const data = path.endsWith(".data");
      return sendFile(
        request,
        prerendered,
        PUBLIC_PAGE,
        data ? "text/x-script" : "text/html; charset=utf-8",
        prerendered.scriptHashes ? policy(prerendered.scriptHashes) : plainPolicy,
      );
    }

    // An unknown path: the 404 page from its template, answered here as a file is, so a flood
    // of made-up URLs costs what files cost (server/http/not-found-page.ts). Gzip as the compress
    // middleware below would give it. The server's own routes and the back office go on, and
    // so does route data ("/x.data"): once prerendered copies are stale, React Router's to answer.
    if (
      notFound &&
      wanted !== undefined &&
      !path.endsWith(".data") &&
      !SERVER_PATHS.has(path) &&
      !(inbox?.quotationAnswers && QUOTATION_PATH.test(path)) &&
      !(inbox?.orderPages && ORDER_PATH.test(path)) &&
      !(units && inbox && UNSUBSCRIBE_PATH.test(path)) &&
      !adminPathKind(path) &&
      notFound.matches(path)
    ) {
      return notFoundPage(request, path, url.search, 404);
    }

    return next();
  });

  app.use(async (c, next) => {
    await next();
    // A route's own word wins, as in `answer` (the buyer's quotation page: no Referer at all).
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", plainPolicy);
    }
    if (overTls(c.req.raw)) c.res.headers.set("Strict-Transport-Security", HSTS);
  });
  app.use(compress());

  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    const { ok, body } = health();
    return c.json(body, ok ? 200 : 503);
  });

  // The buyer's quotation page: GET and POST, never cached (server/inquiries/quotation-page.ts).
  if (inbox?.quotationAnswers) app.route("/", inbox.quotationAnswers);
  // The buyer's order page, never cached (server/orders/page.ts).
  if (inbox?.orderPages) app.route("/", inbox.orderPages);
  // A plant contact's opt-out, GET and POST, RFC 8058's one-click (server/plants/unsubscribe.ts).
  if (units && inbox) {
    app.route(
      "/",
      unsubscribePages({
        plants: () => units.store.plants,
        outbox: () => inbox.store.outbox,
        trustProxy: unitRequests?.trustProxy ?? false,
      }),
    );
  }
  // The inquiry receiver's endpoints (server/inquiries/), in both shapes of its URL.
  app.on(["POST", "OPTIONS"], RECEIVER_PATHS, inquiries);
  app.route("/vitals", vitalsRoutes());
  // The quote pack's drawings: the build's files; in development nothing is built, so public/.
  app.route(
    "/",
    quotePackRoutes((src) => {
      const file = files.assets.get(src);
      return (
        file?.bytes?.toString("utf8") ?? readFileSync(file?.file ?? join("public", src), "utf8")
      );
    }, quotePack),
  );

  // Lazy route discovery's patches: what one may name of the back office depends on the
  // session (server/admin/http.ts), so they never go through the render cache.
  app.get("/__manifest", async (c) =>
    guardManifest(staff, c.req.raw, await handleRequest(c.req.raw)),
  );

  // The back office: every method, its own checks, never the render cache (server/admin/).
  if (staff) {
    // A draft's preview: the real public page, rendered with `shown` as the content, never cached.
    const preview = async (url: string, shown: LiveContent) => {
      const page = await withPreviewContent(shown, () => render(new Request(url)));
      const lang = new URL(url).pathname.startsWith("/en") ? "en" : "ko";
      const html = previewHtml(page.body.toString("utf8"), lang);
      const headers = new Headers(page.response.headers);
      headers.delete("Content-Length");
      headers.set("Content-Security-Policy", plainPolicy);
      return new Response(html, { status: page.response.status, headers });
    };
    const publishing = content && { store: content.store, dataDir: content.dataDir, preview };
    const admin = adminHandler(staff, async (request, context) =>
      toResponse(
        await render(request, {
          ...context,
          inquiries: inbox,
          mailboxStatus: inbox?.mailboxStatus,
          publishing,
          launch,
          stats,
          edgeHealth: edge?.health,
          replicaStatus: replica?.status,
          serverRestarts: restarts,
          units,
        }),
      ),
    );
    app.use(async (c, next) => {
      const url = new URL(c.req.url);
      const path = adminPathKind(url.pathname);
      if (!path) return next();
      if (path.kind === "door") return admin(c);
      // Other spellings of an admin path, which React Router would match without the door.
      c.header("Cache-Control", NO_STORE);
      const read = c.req.method === "GET" || c.req.method === "HEAD";
      if (path.kind === "moved" && read) return c.redirect(path.to + url.search, 301);
      return c.text("Not Found\n", 404);
    });
  }

  // A unit's public page and papers: rendered for each request with the units store, never
  // kept by the render cache (a rotated token stops at once) but within its bound of renders
  // at once; no units, the 404 page below.
  if (units) {
    // A service or parts request from the unit's page: its own body limit, counted as it
    // arrives, and the form rendered again on a refusal (server/units/requests.ts). That render
    // waits for a slot rather than be refused: the visitor's words come back in it.
    const requests =
      unitRequests &&
      unitRequestHandler({
        ...unitRequests,
        units,
        render: async (request, context) => {
          const page = await rendered.uncached(() => render(request, context), { wait: true });
          return page === "busy" ? busy() : toResponse(page);
        },
        notFound: async (request) => {
          const url = new URL(request.url);
          if (notFound) return notFoundPage(request, url.pathname, url.search, 404);
          return toResponse(await render(request, { units }));
        },
      });
    for (const path of UNIT_REQUEST_PATHS) {
      app.post(path, async (c, next) => {
        if (!requests || !REQUEST_PATH.test(new URL(c.req.url).pathname)) return next();
        return requests(c);
      });
    }
    // A plant's desk: one request for several units, with the unit request's limits.
    const plantRequests =
      unitRequests &&
      plantRequestHandler({
        ...unitRequests,
        units,
        render: async (request, context) => {
          const page = await rendered.uncached(() => render(request, context), { wait: true });
          return page === "busy" ? busy() : toResponse(page);
        },
        notFound: async (request, status) => {
          const url = new URL(request.url);
          if (notFound) return notFoundPage(request, url.pathname, url.search, status);
          return toResponse(await render(request, { units }));
        },
      });
    for (const path of PLANT_REQUEST_PATHS) {
      app.post(path, async (c, next) => {
        if (!plantRequests || !PLANT_REQUEST_PATH.test(new URL(c.req.url).pathname)) return next();
        return plantRequests(c);
      });
    }
    // A plant's page and files: a guess costs the 404 page, and one address's lookups are
    // limited, so guessing 96 random bits is slower still; a revoked link is 410, a merged
    // plant's old link leads to the plant it joined.
    const plantLookups = createRateLimit(plantLookupsPerMinute);
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      const url = new URL(c.req.url);
      const path = url.pathname.replace(/\.data$/, "");
      if (!PLANT_PATH.test(path) || path.endsWith("/request")) return next();
      const limit = plantLookups(clientAddress(c, unitRequests?.trustProxy ?? false));
      if (!limit.ok) {
        return c.text("Too many requests: please try again in a minute.\n", 429, {
          "Retry-After": String(limit.retryAfterSeconds),
        });
      }
      const [, prefix, token, rest] = PLANT_TOKEN_PATH.exec(path) ?? [];
      const found = token !== undefined ? units.store.plants.byToken(token) : undefined;
      const data = url.pathname.endsWith(".data");
      if (notFound && !data) {
        if (!found) return notFoundPage(c.req.raw, url.pathname, url.search, 404);
        if (found.state === "gone") return notFoundPage(c.req.raw, url.pathname, url.search, 410);
      }
      if (found?.state === "live" && !found.current && !data) {
        return c.redirect(`${prefix}${found.plant.token}${rest}${url.search}`, 301);
      }
      const page = await rendered.uncached(() => render(c.req.raw, { units }));
      return page === "busy" ? busy() : toResponse(page);
    });
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      const url = new URL(c.req.url);
      const path = url.pathname.replace(/\.data$/, "");
      if (!UNIT_PATH.test(path)) return next();
      // A token no unit has (a made-up one, a rotated one) costs what the 404 page costs, not a
      // render; route data (".data") stays React Router's to answer, within the bound below.
      const token = UNIT_TOKEN_PATH.exec(path)?.[1];
      const known = token !== undefined && units.store.byToken(token) !== undefined;
      if (notFound && (token === undefined || (!known && !url.pathname.endsWith(".data")))) {
        return notFoundPage(c.req.raw, url.pathname, url.search, 404);
      }
      const page = await rendered.uncached(() => render(c.req.raw, { units }));
      return page === "busy" ? busy() : toResponse(page);
    });
  }

  // Pages that were not prerendered: the 404 page, and what renders on demand.
  app.all("*", async (c) => {
    const request = c.req.raw;
    // No page takes another method (forms post to the receiver): stop here, before React Router,
    // which would log a stack trace for each ("no action for route").
    if (request.method !== "GET" && request.method !== "HEAD") {
      c.header("Allow", "GET, HEAD");
      return c.text("Method Not Allowed", 405);
    }
    // Development renders every request as it comes (no 404 template, no cache).
    if (!notFound) return toResponse(await render(request, publicContext));
    const url = new URL(request.url);
    const wanted = pageUrl(url.pathname, url.search);
    // Rendered as the page is with only the parameters it reads, and always as GET: the cache
    // keeps the body for the GETs that follow a HEAD.
    const key = wanted ?? url.pathname + url.search;
    const result = await rendered.get(
      key,
      new Request(url.origin + key, { headers: request.headers }),
    );
    if (result === "busy") return busy();
    if (isCached(result)) return sendCached(request, result);
    const made = request.method === "HEAD" ? new Response(null, result) : result;
    // A rendered page that does not say otherwise is a public page; so are a page not found
    // and a retired product's 410, which a publish's purge of their keys renews (server/edge/).
    if (
      (made.ok || made.status === 404 || made.status === 410) &&
      !made.headers.has("Cache-Control")
    )
      made.headers.set("Cache-Control", PUBLIC_PAGE);
    return made;
  });

  app.onError((error, c) => {
    console.error(error);
    // A write the disk refused is said as such, in both languages, and may be tried again.
    if (isDiskFull(error)) {
      c.header("Retry-After", String(DISK_FULL_RETRY_SECONDS));
      c.header("Cache-Control", "no-store");
      return c.text(`${DISK_FULL_WORDS.ko}\n${DISK_FULL_WORDS.en}\n`, 503);
    }
    return c.text("Internal Server Error", 500);
  });

  return app;
}
