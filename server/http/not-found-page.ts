import { escapeHtml } from "../platform/html";
import type { ServerBuild } from "react-router";
import { langFromPath, otherLang, switchLangPath, type Lang } from "../../app/i18n/lang";
import { suggestLinks, type Suggestion } from "../../app/site/suggestions";
import { readQuery } from "../../app/site/page-query";
import { readableUrl } from "../../app/site/url";
import { decodePath } from "../platform/decode-path";

/** The catch-all route of app/routes.ts: a URL that only it matches is a 404 page. */
const NOT_FOUND_ROUTE = "not-found";
/** Stands for the asked path in the rendered template; no route or keyword contains it. */
const TOKEN = "__hanbit_not_found__";

/** What the 404 view shows that depends on the URL's path, beside the URL itself. */
const KEYWORD: Record<Exclude<Suggestion, "home">, string> = {
  "sirca-valves": "valve",
  products: "product",
  about: "about",
  contact: "contact",
};

type Slot = "switch-link" | "shown-url";
interface Template {
  /**
   * The page's bytes around the slots: parts[i], slot i, parts[i + 1], ...; kept encoded, so
   * an answer copies them instead of encoding the whole page again.
   */
  parts: Buffer[];
  slots: Slot[];
  headers: Record<string, string>;
}

/**
 * A test per route of the build, as React Router matches paths (case-insensitive, optional
 * trailing slash, ":param" one segment, "segment?" optional), compiled once: React Router's `matchRoutes` ranks the
 * whole route tree on every call, which would make each unknown URL cost more than a file.
 * tests/server/not-found-page.test.ts holds it to `matchRoutes` over thousands of paths.
 */
function routePatterns(build: ServerBuild): RegExp[] {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const fullPath = (id: string | undefined): string => {
    const route = id === undefined ? undefined : build.routes[id];
    if (!route) return "";
    return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  return routes
    .filter((route) => route.id !== NOT_FOUND_ROUTE && (route.path !== undefined || route.index))
    .map((route) => {
      const source = fullPath(route.id)
        .split("/")
        .filter(Boolean)
        .map((segment) => {
          const optional = segment.endsWith("?");
          const name = optional ? segment.slice(0, -1) : segment;
          const one = name.startsWith(":")
            ? "/[^/]+"
            : `/${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
          return optional ? `(?:${one})?` : one;
        })
        .join("");
      return new RegExp(`^${source}/*$`, route.caseSensitive ? "" : "i");
    });
}

/**
 * The 404 page, rendered once per language and set of suggestions, with the asked URL put in
 * where the page shows it: an unknown URL costs a string join, not a render, so a flood of
 * random paths cannot tie up the server. tests/server/not-found-page.test.ts checks that every
 * filled page equals React Router's own render of that URL, byte for byte.
 */
export function notFoundPages(build: ServerBuild, render: (request: Request) => Promise<Response>) {
  // Made on first use: the receiver's tests run the app without a page build.
  let patterns: RegExp[] | undefined;
  const templates = new Map<string, Promise<Template>>();

  async function template(lang: Lang, suggestions: Suggestion[]): Promise<Template> {
    const keywords = suggestions.flatMap((s) => (s === "home" ? [] : [KEYWORD[s]]));
    const path = `${lang === "en" ? "/en" : ""}/${[TOKEN, ...keywords].join("-")}`;
    const response = await render(new Request(`http://localhost${path}`));
    const html = await response.text();
    if (response.status !== 404)
      throw new Error(`404 template: ${path} answered ${response.status}`);
    const tail = [TOKEN, ...keywords].join("-");
    const parts: string[] = [];
    const slots: Slot[] = [];
    const at = new RegExp(`(href="|<code>)(?:/en)?/${tail}`, "g");
    let last = 0;
    for (const match of html.matchAll(at)) {
      parts.push(html.slice(last, match.index + match[1]!.length));
      slots.push(match[1] === "<code>" ? "shown-url" : "switch-link");
      last = match.index + match[0].length;
    }
    parts.push(html.slice(last));
    // The asked URL anywhere else (a script, an attribute) could not be escaped for its place.
    if (parts.some((part) => part.includes(TOKEN))) {
      throw new Error("404 template: the page shows the URL where it cannot be filled in safely");
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    return { parts: parts.map((part) => Buffer.from(part)), slots, headers };
  }

  return {
    /** True when no route but the catch-all claims the path. */
    matches(pathname: string): boolean {
      if (pathname === "/__manifest") return false;
      const decoded = decodePath(pathname);
      patterns ??= routePatterns(build);
      return !patterns.some((pattern) => pattern.test(decoded));
    },

    /** The 404 page for `pathname` and `search` as they came in the request URL. */
    async page(
      pathname: string,
      search: string,
    ): Promise<{ html: Buffer; headers: Record<string, string> }> {
      const lang = langFromPath(pathname);
      const suggestions = suggestLinks(pathname);
      const key = `${lang}:${suggestions.join()}`;
      let made = templates.get(key);
      if (!made) {
        made = template(lang, suggestions);
        templates.set(key, made);
        made.catch(() => templates.delete(key));
      }
      const { parts, slots, headers } = await made;
      const fill: Record<Slot, string> = {
        "switch-link": escapeHtml(
          switchLangPath(pathname, otherLang(lang)) + readQuery(pathname, search),
        ),
        "shown-url": escapeHtml(readableUrl(pathname, search)),
      };
      const pieces = [parts[0]!];
      slots.forEach((slot, i) => pieces.push(Buffer.from(fill[slot]), parts[i + 1]!));
      return { html: Buffer.concat(pieces), headers };
    },
  };
}
