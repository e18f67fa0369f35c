import { readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The page's first paint needs nothing but its HTML (docs/decisions/001-first-view-inline-css.md):
 *
 * - Its stylesheets are inlined where React Router links them, each `<style>` marked with the
 *   link's href so that the browser entry (`app/entry.client.tsx`) can drop the same links from
 *   the route manifest and hydrate against the same `<head>`.
 * - Its module preloads are dropped. They would start 110 KB of script at the top of the page,
 *   competing with the HTML and the pictures on a slow link; the module script at the end of the
 *   body fetches the same modules once the page is parsed. React inserts the preload links again
 *   as it hydrates, which is harmless then.
 */
const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)(#?)"\/>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;

/** React Router builds `{dir}/client` beside `{dir}/server`, where this module is bundled. */
const here = fileURLToPath(import.meta.url);
const serverDir = here.lastIndexOf(`${sep}server${sep}`);
const CLIENT_DIR = serverDir < 0 ? null : join(here.slice(0, serverDir), "client");

const sheets = new Map<string, string | null>();

/** The stylesheet's text, or null where it cannot be inlined as it is. */
function sheet(href: string): string | null {
  let css = sheets.get(href);
  if (css === undefined) {
    try {
      if (CLIENT_DIR === null) throw new Error("not a build");
      css = readFileSync(join(CLIENT_DIR, href), "utf8");
      // Relative url()s would resolve against the page instead of /assets/.
      if (css.includes("</") || /url\((?!\s*["']?(?:data:|\/))/.test(css)) css = null;
    } catch {
      css = null;
    }
    sheets.set(href, css);
  }
  return css;
}

export function firstViewHtml(html: string): string {
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(STYLESHEET, (link, href: string, hash: string) => {
      const css = sheet(href);
      return css === null ? link : `<style data-href="${href}${hash}">${css}</style>`;
    });
}
