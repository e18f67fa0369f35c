import type { Item, Kind } from "../../../server/content/store";
import type { Lang } from "../../i18n/lang";
import type { Company } from "../../content/schemas";
import type { ContentWordKey } from "./words";

/** A kind of content on the list page: its heading, each item's title and editor path. */
export interface KindEntry {
  kind: Kind;
  label: ContentWordKey;
  /** The item's title in `lang`, as staff recognise it. */
  title: (item: Item, lang: Lang) => string;
  /** The item's editor under /admin. */
  edit: (id: string) => string;
  /** The editor of a new item, for kinds that have more than one. */
  add?: string;
}

export const KIND_ENTRIES: KindEntry[] = [
  {
    kind: "company",
    label: "companyTitle",
    title: (item, lang) => (item.draft as Company).name[lang],
    edit: () => "/content/company",
  },
];
