import type { ContentStore, Item } from "../../../../server/content/store";
import { seedProductItem } from "../../../content/catalog/seed.server";
import type { ProductItem } from "../../../content/schemas";
import type { Lang } from "../../../i18n/lang";
import { staleTexts, type StaleText } from "./stale-texts";
import { catalogueWord, productFieldLabel, type CatalogueWordKey } from "./words";

/**
 * Which texts contradict a product's figures, for the editor and the spreadsheet
 * (docs/decisions/025-texts-that-state-a-figure.md). A publish asks about the values it changes
 * (against what is live and the draft it replaces); the editor lists, at any time, every text
 * stating a value the product once published and states no more.
 */

/** A stale text as a page shows it: a link to its field, the words around, old and new. */
export interface StaleTextView {
  /** The field's input id in the editor (`f-detailDescription-ko`). */
  anchor: string;
  label: string;
  excerpt: string;
  figure: string;
}

/** How many published versions back the editor looks: old enough for any recent change. */
const HISTORY = 20;

/** One entry per text and old value, whichever comparison found it first. */
function merged(lists: StaleText[][]): StaleText[] {
  const seen = new Set<string>();
  return lists.flat().filter((text) => {
    const key = `${text.field}\n${text.figure.kind}:${text.figure.old}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What a publish of `value` asks about: values it changes from the live product or the draft. */
export function askBeforePublish(item: Item | undefined, value: ProductItem): StaleText[] {
  const before = [item?.published, item?.draft].filter(Boolean) as ProductItem[];
  return merged(before.map((old) => staleTexts(old, value)));
}

/**
 * Every text of `draft` that states a value the product published before (or the repository
 * had) and no longer states: a contradiction confirmed at a publish stays listed until fixed.
 */
export function contradictions(store: ContentStore, id: string, draft: ProductItem): StaleText[] {
  const published = store
    .history("product", id)
    .filter((entry) => entry.action === "publish")
    .slice(0, HISTORY)
    .map((entry) => entry.value as ProductItem);
  const seed = seedProductItem(id);
  return merged([...published, ...(seed ? [seed] : [])].map((old) => staleTexts(old, draft)));
}

/** "Detailed description (Korean)": a text's field, named as its editor names it. */
function fieldLabel(lang: Lang, field: string): string {
  const bare = field.replace(/\.(ko|en)$/, "");
  const keys: Record<string, CatalogueWordKey> = {
    name: "productName",
    description: "description",
    detailDescription: "detailDescription",
    features: "features",
  };
  const name = keys[bare] ? catalogueWord(lang, keys[bare]) : productFieldLabel(lang, bare);
  const language = catalogueWord(lang, field.endsWith(".ko") ? "inKorean" : "inEnglish");
  return `${name ?? bare} (${language})`;
}

/** The texts as the page shows them, in the page's language. */
export function staleViews(lang: Lang, texts: StaleText[]): StaleTextView[] {
  return texts.map(({ field, excerpt, figure }) => {
    // A list's value ("figures.flanges.2") is named by its list.
    const path = figure.path.replace(/\.\d+$/, "");
    const name = productFieldLabel(lang, path) ?? path;
    const now = figure.now ?? catalogueWord(lang, "staleEmptied");
    return {
      anchor: `f-${field.replaceAll(".", "-")}`,
      label: fieldLabel(lang, field),
      excerpt,
      figure: `${name}: ${figure.old} → ${now}`,
    };
  });
}
