import { isLang, stripLang } from "../app/i18n/lang";

/**
 * The query parameters each page reads. Every other parameter (utm_*, gclid, fbclid, Naver's
 * n_*, anything a link or a crawler adds) leaves the page as it is, so it never costs a render.
 * Kept beside the server because it decides which file answers; the routes named here are the
 * only ones that read `request.url`'s query (tests/server/page-query.test.ts holds each case).
 */
function paramsReadAt(pathname: string): readonly string[] {
  const path = stripLang(pathname);
  // Catalogue listings: /products/{category} and /products/{category}/{subcategory}.
  if (/^\/products\/[^/]+(\/[^/]+)?$/.test(path)) return ["page"];
  if (path === "/contact" || path === "/support") return ["product"];
  if (path === "/contact/thanks") return ["ref"];
  return [];
}

/** The values a page treats as "no value": page 1 is the listing itself, an empty id names nothing. */
function meaningful(name: string, value: string): boolean {
  if (name === "page") return /^[1-9][0-9]*$/.test(value) && value !== "1";
  return value !== "";
}

/**
 * The URL a GET really asks for: its path with only the query parameters that page reads, in
 * one canonical form ("/products/a/b?page=2"), or undefined when the request must reach React
 * Router as it came: `?lang=ko|en` redirects keep every parameter, and route data requests
 * (`.data`) carry the router's own.
 */
export function pageUrl(pathname: string, search: string): string | undefined {
  if (search === "") return pathname;
  const params = new URLSearchParams(search);
  if (isLang(params.get("lang")) || pathname.endsWith(".data")) return undefined;
  const kept = new URLSearchParams();
  for (const name of paramsReadAt(pathname)) {
    const value = params.get(name);
    if (value !== null && meaningful(name, value)) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
