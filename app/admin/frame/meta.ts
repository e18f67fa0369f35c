import type { MetaDescriptor } from "react-router";
import { langFromPath, type Lang } from "../../i18n/lang";
import { word, type WordKey } from "../words";

/** Every admin page: its title with the panel's, and never in a search index. */
export function adminMeta(lang: Lang, title?: WordKey): MetaDescriptor[] {
  return title ? adminPageMeta(lang, word(lang, title)) : noindex(word(lang, "panel"));
}

/** A page whose title its loader makes (an item's name, a filled word), with the panel's. */
export function adminPageMeta(lang: Lang, title: string): MetaDescriptor[] {
  return noindex(`${title} | ${word(lang, "panel")}`);
}

function noindex(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}

/**
 * The `meta` export of every admin route: the tags its loader made, or, when the page is an
 * error (403) and no loader data came, the panel's title and noindex all the same.
 */
export function adminRouteMeta({
  loaderData,
  location,
}: {
  loaderData?: unknown;
  location: { pathname: string };
}): MetaDescriptor[] {
  const meta = (loaderData as { meta?: MetaDescriptor[] } | undefined)?.meta;
  return meta ?? adminMeta(langFromPath(location.pathname));
}
