import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { inlineScriptHashes } from "./csp";

export type Encoding = "br" | "gzip";

/** One copy of a file: in memory when small, else read from disk for each request. */
export interface FileCopy {
  file: string;
  size: number;
  bytes?: Buffer;
}

export interface ServedFile extends FileCopy {
  /** Last-Modified of the file itself, whichever copy is sent. */
  modified: string;
  /** The copies `npm run build` compressed beforehand (scripts/precompress.ts), by encoding. */
  encoded: Partial<Record<Encoding, FileCopy>>;
  /**
   * A strong validator for the PDFs (app/documents/): they keep their URL from one edition to
   * the next, so that links to them stay good, and a client revalidates with this.
   */
  etag?: string;
}

export interface PrerenderedFile extends ServedFile {
  /** For HTML pages: the hashes of the page's inline scripts, for its Content-Security-Policy. */
  scriptHashes?: string[];
}

export interface StaticFiles {
  /** URL path -> file, for hashed assets and public files. */
  assets: Map<string, ServedFile>;
  /**
   * URL -> prerendered response: HTML ("/products" -> products/index.html; catalogue page N,
   * "/products/a/b?page=N" -> products/a/b/index.page-N.html) and the route data React Router
   * fetches on client navigation ("/products.data").
   */
  prerendered: Map<string, PrerenderedFile>;
}

/**
 * Files up to this size are kept in memory: every page, route data, script, stylesheet and
 * drawing of the site (the whole client build is about 20 MB with its compressed copies).
 */
const IN_MEMORY_MAX_BYTES = 512 * 1024;

/** Every file under `dir`, at any depth (also used by the build scripts). */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The strong ETag of a PDF: the SHA-256 of its bytes (base64url, 132 bits). */
export function pdfEtag(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`;
}

/**
 * A PDF the server made (server/documents/), with its ETag; never precompressed. Always from
 * memory (they are at most a few hundred KB): its file may be removed while it is being sent.
 */
export function servedPdf(file: string): ServedFile {
  const bytes = readFileSync(file);
  const { mtime, size } = statSync(file);
  return {
    file,
    size,
    bytes,
    modified: mtime.toUTCString(),
    encoded: {},
    etag: pdfEtag(bytes),
  };
}

/** Catalogue page N of a listing, prerendered beside its page 1 (scripts/prerender-pages.ts). */
export const queryPageFile = (page: number) => `index.page-${page}.html`;
const QUERY_PAGE_FILE = /\/index\.page-([1-9][0-9]*)\.html$/;

/**
 * Indexes the client build once at start. Requests are matched against this table by exact
 * URL, so no request path ever reaches the file system.
 */
export function indexStaticFiles(clientDir: string): StaticFiles {
  const assets = new Map<string, ServedFile>();
  const prerendered = new Map<string, PrerenderedFile>();
  const all = filesUnder(clientDir);
  const copies = new Set(all.filter((file) => /\.(br|gz)$/.test(file)));
  const copy = (file: string): FileCopy => {
    const size = statSync(file).size;
    return { file, size, bytes: size <= IN_MEMORY_MAX_BYTES ? readFileSync(file) : undefined };
  };
  const served = (file: string): ServedFile => {
    const encoded: ServedFile["encoded"] = {};
    if (copies.has(`${file}.br`)) encoded.br = copy(`${file}.br`);
    if (copies.has(`${file}.gz`)) encoded.gzip = copy(`${file}.gz`);
    return { ...copy(file), modified: statSync(file).mtime.toUTCString(), encoded };
  };
  const page = (file: string) => ({
    ...served(file),
    scriptHashes: inlineScriptHashes(readFileSync(file, "utf8")),
  });
  for (const file of all) {
    if (copies.has(file)) continue;
    const urlPath = `/${relative(clientDir, file).split(sep).join("/")}`;
    const queryPage = urlPath.match(QUERY_PAGE_FILE);
    if (urlPath === "/index.html") prerendered.set("/", page(file));
    else if (queryPage) {
      const listing = urlPath.slice(0, -queryPage[0].length) || "/";
      prerendered.set(`${listing}?page=${queryPage[1]}`, page(file));
    } else if (urlPath.endsWith("/index.html")) {
      prerendered.set(urlPath.slice(0, -"/index.html".length), page(file));
    } else if (urlPath.endsWith(".data")) prerendered.set(urlPath, served(file));
    else if (urlPath.endsWith(".pdf")) {
      assets.set(urlPath, { ...served(file), etag: pdfEtag(readFileSync(file)) });
    } else assets.set(urlPath, served(file));
  }
  return { assets, prerendered };
}
