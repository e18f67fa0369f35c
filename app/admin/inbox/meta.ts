import type { MetaDescriptor } from "react-router";
import type { Lang } from "../../i18n/lang";
import { word } from "../words";

/** An inbox page's title with the panel's, never in a search index (as adminMeta). */
export function inboxMeta(lang: Lang, title: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${word(lang, "panel")}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
