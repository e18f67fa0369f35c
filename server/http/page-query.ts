import { isLang } from "../../app/i18n/lang";
import { readQuery } from "../../app/site/page-query";

/**
 * The URL a GET really asks for: its path with only the query parameters that page reads
 * ("/products/a/b?page=2"), or undefined when the request must reach React Router as it came:
 * `?lang=ko|en` redirects keep every parameter, and the router's own requests (route data,
 * `/__manifest`) carry parameters of their own.
 */
export function pageUrl(pathname: string, search: string): string | undefined {
  if (search === "") return pathname;
  if (pathname.endsWith(".data") || pathname === "/__manifest") return undefined;
  if (isLang(new URLSearchParams(search).get("lang"))) return undefined;
  return pathname + readQuery(pathname, search);
}
