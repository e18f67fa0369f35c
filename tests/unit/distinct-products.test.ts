import { describe, expect, it } from "vitest";
import { liveProducts, productLabel } from "../../app/content/catalog/catalog.server";
import type { Lang } from "../../app/i18n/lang";
import { pick } from "../../app/i18n/localized";

/*
 * Products that say what makes each one different (issue 73, item 5): S70 and S80 had one name
 * and one specification table, so a buyer could not tell why there were two. No two live products
 * share a name or a whole specification table, in either language; where the sources give no
 * difference, the table says which model it equals and that the difference is asked.
 */
const LANGS: Lang[] = ["ko", "en"];

/** The products that share `key`'s value, as "S70 = S80" lines. */
function shared(key: (product: ReturnType<typeof liveProducts>[number]) => string): string[] {
  const byKey = new Map<string, string[]>();
  for (const product of liveProducts())
    byKey.set(key(product), [...(byKey.get(key(product)) ?? []), product.code]);
  return [...byKey.entries()]
    .filter(([, codes]) => codes.length > 1)
    .map(([value, codes]) => `${codes.join(" = ")}: ${value.slice(0, 120)}`);
}

describe("every live product says what makes it different", () => {
  it.each(LANGS)("no two share a name (%s)", (lang) => {
    expect(liveProducts().length).toBeGreaterThan(20);
    expect(shared((product) => pick(product.name, lang))).toEqual([]);
    expect(shared((product) => productLabel(product, lang))).toEqual([]);
  });

  it.each(LANGS)("no two share a whole specification table (%s)", (lang) => {
    const table = (product: ReturnType<typeof liveProducts>[number]) =>
      product.specifications.map((row) => `${pick(row.label, lang)}: ${pick(row.value, lang)}`);
    expect(liveProducts().every((product) => table(product).length > 0)).toBe(true);
    expect(shared((product) => table(product).join(" | "))).toEqual([]);
  });
});
