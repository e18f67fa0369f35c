import { liveContent } from "../../../content/live.server";
import { PLACE_STEP } from "../../../content/catalog/seed.server";
import type { ProductItem } from "../../../content/schemas";

/**
 * A product's place in its subcategory's grid (docs/decisions/018-live-catalogue.md): a number,
 * lower first. Staff choose "first" or "after {code}" among the products the grid shows now; the
 * choice is a number between its neighbours', so no other product is rewritten.
 */

export interface PlaceChoice {
  /** The place to store. */
  value: number;
  /** The product it comes after, or none (first). */
  after?: string;
  /** Where the product is now. */
  current: boolean;
}

/** A number between two places; before the first or after the last by a step. */
function between(before: number | undefined, after: number | undefined): number {
  if (before === undefined) return after === undefined ? PLACE_STEP : after - PLACE_STEP;
  if (after === undefined) return before + PLACE_STEP;
  return (before + after) / 2;
}

/** The grid's other products, in their order, with their places, as visitors see it now. */
function neighbours(item: Pick<ProductItem, "id" | "category" | "subcategory">) {
  const { products, places } = liveContent();
  return products
    .filter(
      (p) => p.category === item.category && p.subcategory === item.subcategory && p.id !== item.id,
    )
    .map((p) => ({ code: p.code, place: places.get(p.id)! }));
}

/** The places `item` can take in its grid: first, then after each of the others. */
export function placeChoices(item: ProductItem): PlaceChoice[] {
  const others = neighbours(item);
  const own = item.place ?? liveContent().places.get(item.id);
  const found = own === undefined ? -1 : others.findIndex((other) => other.place > own);
  const at = found === -1 ? others.length : found;
  return Array.from({ length: others.length + 1 }, (_, i) => ({
    value: i === at && own !== undefined ? own : between(others[i - 1]?.place, others[i]?.place),
    ...(i > 0 && { after: others[i - 1]!.code }),
    current: i === at,
  }));
}

/** The place after every product the grid of `item` shows now. */
export function lastPlace(item: Pick<ProductItem, "id" | "category" | "subcategory">): number {
  return between(neighbours(item).at(-1)?.place, undefined);
}
