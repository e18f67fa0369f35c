import { gzipSync } from "node:zlib";

/**
 * What a first visit to one page costs, gzip-compressed: the HTML, its stylesheets (inlined in
 * the HTML or linked; inlined ones count in both figures, since they travel inside the HTML), and
 * its initial JavaScript (the scripts it loads or preloads, the entry module React Router's inline
 * script imports, with everything they import statically; other code behind a dynamic import()
 * is not initial). Shared by the benchmark and the budget tests, so both measure the same thing.
 */
export interface PageBytes {
  html: number;
  /**
   * What the first round trip of a slow connection carries: the head with its styles, the header
   * and the opening of the page's main content (its first 2,000 characters); null without <main>.
   */
  firstView: number | null;
  css: number;
  js: number;
  /** Initial JS files with their gzip size, largest first. */
  scripts: { file: string; gzip: number }[];
}

/** Size after gzip at level 9, as every byte figure of the bench and the budgets is measured. */
export const gzipSize = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

/** Script and stylesheet URLs a page names in its HTML. */
function references(html: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
    const href = /\b(?:href|src)="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/rel="stylesheet"/.test(tag)) styles.add(href);
    else if (/rel="modulepreload"/.test(tag) || tag.startsWith("<script")) scripts.add(href);
  }
  // React Router's inline module script imports the route modules and then the entry.
  for (const [, url] of html.matchAll(
    /import(?:\s*\*\s*as\s+\w+\s+from)?\s*\(?\s*"([^"]+\.js)"/g,
  )) {
    scripts.add(url!);
  }
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
    ([, css]) => css!,
  );
  return { scripts, styles, inlineStyles };
}

/** Static imports of a built chunk ("./x.js" relative to it), never dynamic import(). */
function staticImports(code: string, from: string): string[] {
  const found = new Set<string>();
  for (const [, spec] of code.matchAll(
    /(?:^|[;}\s])import\s*(?:[\w$*{][^"']*?from\s*)?["']([^"']+)["']/g,
  )) {
    found.add(new URL(spec!, new URL(from, "http://x/")).pathname);
  }
  return [...found];
}

export async function pageBytes(
  url: string,
  fetchText: (url: string) => Promise<string>,
): Promise<PageBytes> {
  const html = await fetchText(url);
  const { scripts, styles, inlineStyles } = references(html);
  const seen = new Map<string, number>();
  const queue = [...scripts];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const code = await fetchText(new URL(file, url).href);
    seen.set(file, gzipSize(code));
    queue.push(...staticImports(code, file));
  }
  let css = inlineStyles.length ? gzipSize(inlineStyles.join("")) : 0;
  for (const file of styles) css += gzipSize(await fetchText(new URL(file, url).href));
  const list = [...seen].map(([file, size]) => ({ file, gzip: size }));
  const main = html.indexOf("<main");
  return {
    html: gzipSize(html),
    firstView: main < 0 ? null : gzipSize(html.slice(0, main + 2000)),
    css,
    js: list.reduce((sum, s) => sum + s.gzip, 0),
    scripts: list.sort((a, b) => b.gzip - a.gzip),
  };
}
