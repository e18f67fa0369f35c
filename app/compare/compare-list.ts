import { localePath, type Lang } from "../i18n/lang";

/**
 * The products being compared: one comma list of product ids, the same in the URL
 * (`/products/compare?ids=480-025,480-035`), in localStorage (the tray, app/compare/tray.ts) and in
 * the links that rewrite it. Which ids exist is the caller's to check (the catalogue or its JSON).
 */
export const MAX_COMPARE = 4;
export const COMPARE_KEY = "hf-compare";

export interface ParsedIds {
  ids: string[];
  /** Parts left out: malformed or repeated. */
  dropped: string[];
}

/** `ids` and then `add` (the no-JS "add a product" form), lower-case, each product once. */
export function parseIds(...lists: (string | null | undefined)[]): ParsedIds {
  const result: ParsedIds = { ids: [], dropped: [] };
  for (const part of lists.join(",").slice(0, 2000).split(",")) {
    const id = part.trim().toLowerCase();
    if (id === "") continue;
    if (/^[a-z0-9][a-z0-9-]{0,63}$/.test(id) && !result.ids.includes(id)) result.ids.push(id);
    else result.dropped.push(part.trim().slice(0, 64));
  }
  return result;
}

/** The comparison of these ids; `diff` keeps "differences only". Commas stay readable. */
export function compareHref(lang: Lang, ids: readonly string[], diff = false): string {
  const query = [
    ids.length ? `ids=${ids.map(encodeURIComponent).join(",")}` : "",
    diff ? "diff=1" : "",
  ]
    .filter(Boolean)
    .join("&");
  return localePath(lang, `/products/compare${query ? `?${query}` : ""}`);
}

export const COMPARE_EVENT = "hf-compare";

/** The stored selection (the tray's), as a comma list; "" when none or storage is off. */
export function readIds(): string {
  try {
    return localStorage.getItem(COMPARE_KEY) ?? "";
  } catch {
    return "";
  }
}

export function writeIds(ids: readonly string[]) {
  try {
    localStorage.setItem(COMPARE_KEY, ids.join(","));
  } catch {
    // Storage off (private mode): the selection lasts as long as the page.
  }
  dispatchEvent(new Event(COMPARE_EVENT));
}
