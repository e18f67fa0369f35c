import { INDUSTRIES } from "../content/industries";
import { stripLang } from "../i18n/lang";

/** The product finder's inputs: the finder page's URL interface (app/finder/finder.ts). */
export const FINDER_PARAMS = [
  "kind",
  "type",
  "dn",
  "pn",
  "temp",
  "class",
  "torque",
  "margin",
  "flange",
  "supply",
  "time",
] as const;

/**
 * The query parameters each page reads. Every other parameter (utm_*, gclid, fbclid, Naver's
 * n_*, anything a link or a crawler adds) leaves the page as it is: the server answers with the
 * prerendered page (docs/decisions/003-prerendering-and-query-strings.md). The routes named here
 * are the only ones that read their URL's query; a route that starts reading one is added here.
 */
function paramsReadAt(pathname: string): readonly string[] {
  const path = stripLang(pathname);
  if (path === "/products/finder") return FINDER_PARAMS;
  if (path === "/products/compare") return ["ids", "add", "diff"];
  // Catalogue listings: /products/{category} and /products/{category}/{subcategory}.
  if (/^\/products\/[^/]+(\/[^/]+)?$/.test(path)) return ["page"];
  if (path === "/contact" || path === "/support") return ["product", "duty", "items"];
  if (path === "/quote") return ["items"];
  if (path === "/contact/thanks") return ["ref"];
  if (path === "/search") return ["q", "group", "page", "kind", "family"];
  if (path === "/references") return ["industry"];
  return [];
}

/** Values a page treats as "no value": page 1 is the listing itself, an empty id names nothing. */
function meaningful(name: string, value: string): boolean {
  if (name === "page") return /^[1-9][0-9]*$/.test(value) && value !== "1";
  // An industry the references do not know is the whole page (app/references/).
  if (name === "industry") return (INDUSTRIES as readonly string[]).includes(value);
  return value !== "";
}

/** The part of a query string the page at `pathname` reads, in one canonical form ("?page=2"). */
export function readQuery(pathname: string, search: string): string {
  if (search === "") return "";
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of paramsReadAt(pathname)) {
    const value = params.get(name);
    if (value !== null && meaningful(name, value)) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}
