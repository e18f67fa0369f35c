import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

export interface StaticFiles {
  /** URL path -> file, for assets and public files. */
  assets: Map<string, string>;
  /** URL path -> prerendered HTML file ("/products" -> products/index.html). */
  pages: Map<string, string>;
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
  const pages = new Map<string, string>();
  for (const file of walk(clientDir)) {
    const urlPath = `/${relative(clientDir, file).split(sep).join("/")}`;
    if (urlPath === "/index.html") pages.set("/", file);
    else if (urlPath.endsWith("/index.html"))
      pages.set(urlPath.slice(0, -"/index.html".length), file);
    else assets.set(urlPath, file);
  }
  return { assets, pages };
}
