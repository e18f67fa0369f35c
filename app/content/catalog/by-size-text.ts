import type { Lang } from "../../i18n/lang";
import type { Localized } from "../../i18n/localized";
import { dnText, grouped } from "./figures-text";

// Figures by size (issue 73) are written by the registry alone: apart from figures-text.ts,
// whose chunk the finder's and compare's pages load at start.

/** A figure by size (figure-schema.ts, `bySize`) as pairs of a DN and its value, smallest first. */
export const sizePairs = (figure: { dn: number[]; values: number[] }) =>
  figure.dn.map((dn, i) => ({ dn, value: figure.values[i]! })).sort((a, b) => a.dn - b.dn);

/**
 * A figure by size on one line, each size with its value: "DN 20 (20A): 1.2 kg, DN 25 (25A):
 * 1.9 kg", "DN 20: 1.2 kg, DN 25: 1.9 kg" (issue 73).
 */
export const bySizeText = (figure: { dn: number[]; values: number[] }, unit: string): Localized => {
  const line = (lang: Lang) =>
    sizePairs(figure)
      .map(({ dn, value }) => `${dnText(dn)[lang]}: ${grouped(value)} ${unit}`)
      .join(", ");
  return { ko: line("ko"), en: line("en") };
};
