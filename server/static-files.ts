import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { inlineScriptHashes } from "./csp";

export interface PrerenderedFile {
  file: string;
  /** For HTML pages: the hashes of the page's inline scripts, for its Content-Security-Policy. */
  scriptHashes?: string[];
}

export interface StaticFiles {
  /** URL path -> file, for hashed assets and public files. */
  assets: Map<string, string>;
  /**
   * URL path -> prerendered response: HTML ("/products" -> products/index.html) and the
   * route data React Router fetches on client navigation ("/products.data").
   */
  prerendered: Map<string, PrerenderedFile>;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/**
 * Indexes the client build once at start. Requests are matched against this table by exact
 * path, so no request path ever reaches the file system.
 */
export function indexStaticFiles(clientDir: string): StaticFiles {
  const assets = new Map<string, string>();
  const prerendered = new Map<string, PrerenderedFile>();
  const page = (file: string) => ({
    file,
    scriptHashes: inlineScriptHashes(readFileSync(file, "utf8")),
  });
  for (const file of walk(clientDir)) {
    const urlPath = `/${relative(clientDir, file).split(sep).join("/")}`;
    if (urlPath === "/index.html") prerendered.set("/", page(file));
    else if (urlPath.endsWith("/index.html")) {
      prerendered.set(urlPath.slice(0, -"/index.html".length), page(file));
    } else if (urlPath.endsWith(".data")) prerendered.set(urlPath, { file });
    else assets.set(urlPath, file);
  }
  return { assets, prerendered };
}
