import type { MetaDescriptor } from "react-router";
import type { Lang } from "../../i18n/lang";
import { word, type WordKey } from "../words";

/** Every admin page: its title with the panel's, and never in a search index. */
export function adminMeta(lang: Lang, title?: WordKey): MetaDescriptor[] {
  const panel = word(lang, "panel");
  return [
    { title: title ? `${word(lang, title)} | ${panel}` : panel },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
