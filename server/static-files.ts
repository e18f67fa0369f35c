import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { inlineScriptHashes } from "./csp";

export type Encoding = "br" | "gzip";

/** A file and its size, read once at start: the build does not change under a running server. */
export interface SizedFile {
  file: string;
  size: number;
}

export interface ServedFile extends SizedFile {
  /** Last-Modified of the file itself, whichever copy is sent. */
  modified: string;
  /** The copies `npm run build` compressed beforehand (scripts/precompress.ts), by encoding. */
  encoded: Partial<Record<Encoding, SizedFile>>;
}

export interface PrerenderedFile extends ServedFile {
  /** For HTML pages: the hashes of the page's inline scripts, for its Content-Security-Policy. */
  scriptHashes?: string[];
}

export interface StaticFiles {
  /** URL path -> file, for hashed assets and public files. */
  assets: Map<string, ServedFile>;
  /**
   * URL path -> prerendered response: HTML ("/products" -> products/index.html) and the
   * route data React Router fetches on client navigation ("/products.data").
   */
  prerendered: Map<string, PrerenderedFile>;
}

/** Every file under `dir`, at any depth (also used by the build scripts). */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Indexes the client build once at start. Requests are matched against this table by exact
 * path, so no request path ever reaches the file system.
 */
export function indexStaticFiles(clientDir: string): StaticFiles {
  const assets = new Map<string, ServedFile>();
  const prerendered = new Map<string, PrerenderedFile>();
  const all = filesUnder(clientDir);
  const copies = new Set(all.filter((file) => /\.(br|gz)$/.test(file)));
  const sized = (file: string): SizedFile => ({ file, size: statSync(file).size });
  const served = (file: string): ServedFile => {
    const encoded: ServedFile["encoded"] = {};
    if (copies.has(`${file}.br`)) encoded.br = sized(`${file}.br`);
    if (copies.has(`${file}.gz`)) encoded.gzip = sized(`${file}.gz`);
    return { ...sized(file), modified: statSync(file).mtime.toUTCString(), encoded };
  };
  const page = (file: string) => ({
    ...served(file),
    scriptHashes: inlineScriptHashes(readFileSync(file, "utf8")),
  });
  for (const file of all) {
    if (copies.has(file)) continue;
    const urlPath = `/${relative(clientDir, file).split(sep).join("/")}`;
    if (urlPath === "/index.html") prerendered.set("/", page(file));
    else if (urlPath.endsWith("/index.html")) {
      prerendered.set(urlPath.slice(0, -"/index.html".length), page(file));
    } else if (urlPath.endsWith(".data")) prerendered.set(urlPath, served(file));
    else assets.set(urlPath, served(file));
  }
  return { assets, prerendered };
}
