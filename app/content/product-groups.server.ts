import { categories } from "./catalog/categories";
import { liveProducts } from "./catalog/catalog.server";
import { gridSubcategories } from "./catalog/seed.server";
import { liveContent, type LiveContent } from "./live.server";

/**
 * The catalogue pages that list products and have none now (issue 66, item 5): a subcategory
 * whose grid lost its last product to retirement, or a series whose products are still to come
 * (`productsToCome`, as the 400·410 series, whose page would only say "준비 중"). Such a page is
 * left out of the menus, the sitemap and search, and answers 404 until a product is published in
 * it; a group whose every subcategory is so goes too. Language-neutral paths, in menu order.
 */
let kept: { content: LiveContent; empty: string[] } | undefined;

export function emptyProductPages(): string[] {
  const content = liveContent();
  if (kept?.content === content) return kept.empty;
  const listing = new Set(gridSubcategories().map((g) => `${g.category}/${g.subcategory}`));
  const stocked = new Set(liveProducts().map((p) => `${p.category}/${p.subcategory}`));
  const empty = categories.flatMap((category) => {
    const subs = category.subcategories
      .map((sub) => `${category.id}/${sub.id}`)
      .filter((key) => listing.has(key) && !stocked.has(key));
    const whole = subs.length === category.subcategories.length;
    return [
      ...(whole ? [`/products/${category.id}`] : []),
      ...subs.map((key) => `/products/${key}`),
    ];
  });
  kept = { content, empty };
  return empty;
}
