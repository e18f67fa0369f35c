import { productLabel, productPath, products } from "../content/catalog/catalog.server";
import type { Lang } from "../i18n/lang";
import { parseList, type QuoteLine } from "./quote-list";

/** A product as a quote line shows it: code and name said once, and its page. */
export interface QuoteProductInfo {
  id: string;
  label: string;
  path: string;
}

export function quoteCatalogue(lang: Lang): QuoteProductInfo[] {
  return products.map((product) => ({
    id: product.id,
    label: productLabel(product, lang),
    path: productPath(product),
  }));
}

export interface ResolvedList {
  lines: (QuoteLine & { label: string; path: string })[];
  /** What was left out: unknown products, repeats, malformed parts (as typed, shortened). */
  dropped: string[];
  tooMany: boolean;
}

/** The `items` of a URL checked against the catalogue: unknown ids are dropped with a note. */
export function resolveList(lang: Lang, raw: string | null): ResolvedList {
  const parsed = parseList(raw);
  const catalogue = new Map(quoteCatalogue(lang).map((p) => [p.id, p]));
  const dropped = [...parsed.dropped];
  const lines: ResolvedList["lines"] = [];
  for (const line of parsed.lines) {
    const product = catalogue.get(line.id);
    if (product) lines.push({ ...line, label: product.label, path: product.path });
    else dropped.push(line.id);
  }
  return { lines, dropped: dropped.filter(Boolean).slice(0, 10), tooMany: parsed.tooMany };
}
