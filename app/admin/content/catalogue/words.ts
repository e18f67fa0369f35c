import { fieldName, figureField, generalPath } from "../../../content/catalog/figure-registry";
import type { Lang } from "../../../i18n/lang";
import { createTranslation } from "../../../i18n/words";
import words from "./words.json" with { type: "json" };

export type CatalogueWordKey = keyof typeof words.ko;

/** The product editor's own words in both languages (the frame's are in ../words.ts). */
export const catalogueWord = createTranslation(words);

/** The word for a figure's field by its path in the product ("figures.tempC.max"). */
/** The figures' groups, by their path (each field's own name is the figure registry's). */
const FIGURE_GROUPS: Record<string, CatalogueWordKey> = {
  size: "fig_size",
  ratings: "fig_ratings",
  "ratings.#.system": "fig_figures",
  series: "fig_series",
  supply: "fig_supply",
  "": "fig_figures",
};

/**
 * What a person calls a product field's error path that the frame's words do not name: a
 * figure ("figures.tempC.max" is "Maximum temperature (°C)"), rows of the specification table.
 */
export function productFieldLabel(lang: Lang, path: string): string | undefined {
  const w = (key: CatalogueWordKey, vars?: Record<string, number>) =>
    catalogueWord(lang, key, vars);
  if (path === "figures" || path.startsWith("figures.")) {
    const inner = path.replace(/^figures\.?/, "");
    const rating = /^ratings\.(\d+)/.exec(inner);
    const general = generalPath(inner).replace(/\.#$/, "");
    // A rating's values without their system are named as a PN rating's.
    const field = figureField(general) ?? figureField(general, "PN");
    const word = field
      ? fieldName(field, lang)
      : FIGURE_GROUPS[general] && w(FIGURE_GROUPS[general]);
    if (!word) return undefined;
    return rating ? `${w("rating", { n: Number(rating[1]) + 1 })} · ${word}` : word;
  }
  const spec = /^specifications\.(\d+)\.(label|value)$/.exec(path.replace(/\.(ko|en)$/, ""));
  if (spec)
    return `${w("specRow", { n: Number(spec[1]) + 1 })} · ${w(spec[2] === "label" ? "specLabel" : "specValue")}`;
  const bare = path.replace(/\.(ko|en)$/, "");
  const top: Record<string, CatalogueWordKey> = {
    specifications: "fig_specifications",
    features: "fig_features",
    detailDescription: "fig_detailDescription",
    code: "fig_code",
    category: "fig_subcategory",
    subcategory: "fig_subcategory",
    place: "fig_place",
    image: "fig_image",
    detailImages: "fig_detailImages",
    kind: "fig_kind",
  };
  return top[bare] && w(top[bare]);
}

const TEXT_WORDS: Record<string, CatalogueWordKey> = {
  name: "productName",
  description: "description",
  detailDescription: "detailDescription",
  features: "features",
};

/** A product's text by its path without the language, as its editor names it ("Product name"). */
export const textLabel = (lang: "ko" | "en", bare: string) =>
  TEXT_WORDS[bare] ? catalogueWord(lang, TEXT_WORDS[bare]) : undefined;
