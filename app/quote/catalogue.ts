import { parseList, type QuoteLine } from "./quote-list";

/**
 * A product as a quote shows it, in one language: code and name said once (`label`), its page
 * and its group. Made on the server (catalogue.server.ts); the static export's browser reads the
 * same list from `/quote-catalogue-{lang}.json`.
 */
export interface CatalogueEntry {
  id: string;
  code: string;
  name: string;
  label: string;
  path: string;
  category: { id: string; name: string };
}

/** A product no longer offered: what a list that names it says when it drops it. */
export interface RetiredEntry {
  id: string;
  code: string;
}

export interface ResolvedList {
  lines: (QuoteLine & { label: string; path: string })[];
  /** What was left out: unknown products, repeats, malformed parts (as typed, shortened). */
  dropped: string[];
  /** The codes of retired products left out, each with its own note. */
  retired: string[];
  tooMany: boolean;
}

/**
 * The `items` of a URL checked against the catalogue: unknown ids are dropped with a note, and
 * retired products with a note that says so.
 */
export function resolveList(
  catalogue: readonly CatalogueEntry[],
  raw: string | null,
  retiredEntries: readonly RetiredEntry[] = [],
): ResolvedList {
  const parsed = parseList(raw);
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const retiredById = new Map(retiredEntries.map((p) => [p.id, p.code]));
  const dropped = [...parsed.dropped];
  const retired: string[] = [];
  const lines: ResolvedList["lines"] = [];
  for (const line of parsed.lines) {
    const product = byId.get(line.id);
    const code = retiredById.get(line.id);
    if (product) lines.push({ ...line, label: product.label, path: product.path });
    else if (code) retired.push(code);
    else dropped.push(line.id);
  }
  return {
    lines,
    dropped: dropped.filter(Boolean).slice(0, 10),
    retired: retired.slice(0, 10),
    tooMany: parsed.tooMany,
  };
}

/**
 * Request Quote links to /contact?product={id}: a plain URL works without JS, in a new tab and
 * as a bookmark. Anything that is not a product id (a typo, an old link, a hostile value) is
 * ignored and the page shows the plain form.
 */
export function findEntry(
  catalogue: readonly CatalogueEntry[],
  productId: string | null,
): CatalogueEntry | null {
  // Product ids are short slugs; a long value is not worth a lookup.
  if (!productId || productId.length > 100) return null;
  const id = productId.toLowerCase();
  return catalogue.find((p) => p.id === id) ?? null;
}
