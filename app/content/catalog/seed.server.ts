import type { CatalogSection, Product, ProductFigures, ProductItem } from "../schemas";
import type { FigureLookup, MarkedRow } from "./build";
import { categories } from "./categories";
import { electric } from "./electric.server";
import { productFigures } from "./figures.server";
import { pinchValve } from "./pinch-valve.server";
import { pneumatic } from "./pneumatic.server";
import { sircaValves } from "./sirca-valves.server";
import { special } from "./special.server";

/**
 * The repository's catalogue: the state of a fresh install, not the truth at run time
 * (docs/decisions/018-live-catalogue.md). The groups are functions of the figures, so the live
 * content (app/content/live.server.ts) builds them again with the figures staff published: every
 * table, specification row and text made from a figure follows it.
 */
const GROUPS = [electric, pneumatic, special, sircaValves, pinchValve];

export interface BuiltCatalog {
  sections: CatalogSection[];
  /** Specification rows made from figures carry their `figure` mark. */
  products: Product[];
}

export function buildCatalog(figuresOf: FigureLookup): BuiltCatalog {
  const groups = GROUPS.map((group) => group(figuresOf));
  return {
    sections: groups.flatMap((group) => group.sections),
    products: groups.flatMap((group) => group.products),
  };
}

/** A product's figures as the repository gives them; every product has an entry. */
export function seedFigures(productId: string): ProductFigures {
  const figures = productFigures[productId];
  if (!figures) throw new Error(`No figures for product ${productId}`);
  return figures;
}

let seed: BuiltCatalog | undefined;

/** The repository's catalogue, built once when first asked for. */
export function seedCatalog(): BuiltCatalog {
  return (seed ??= buildCatalog(seedFigures));
}

/**
 * A product as staff edit it, from the repository: its rows made from figures name their figure
 * instead of holding a text, and its figures and place in its grid come along.
 */
export function toProductItem(product: Product, figures: ProductFigures): ProductItem {
  const place = seedPlace(product.id);
  return {
    ...product,
    specifications: product.specifications.map(({ label, value, figure }: MarkedRow) =>
      figure === undefined ? { label, value } : { label, figure },
    ),
    figures,
    ...(place === undefined ? {} : { place }),
  };
}

/** The repository's product `id` as an item of the content store, or undefined. */
export function seedProductItem(id: string): ProductItem | undefined {
  const product = seedCatalog().products.find((p) => p.id === id);
  return product && toProductItem(product, seedFigures(id));
}

let seedIds: Set<string> | undefined;

/** Whether `id` is one of the repository's products. */
export function isSeedProduct(id: string): boolean {
  seedIds ??= new Set(seedCatalog().products.map((p) => p.id));
  return seedIds.has(id);
}

/** A subcategory whose section lists products in a grid (`product-catalog`). */
export interface GridPlace {
  category: string;
  subcategory: string;
  section: string;
}

/**
 * The subcategories a product can be placed in: those whose section has a `product-catalog`
 * grid, and the series whose products are to come (`productsToCome`: their grid comes with the
 * first, live.server.ts), in the menu's order.
 */
export function gridSubcategories(): GridPlace[] {
  const withGrid = new Set(
    seedCatalog()
      .sections.filter((section) =>
        section.pages.some((page) => page.content.some((b) => b.type === "product-catalog")),
      )
      .map((section) => section.id),
  );
  return categories.flatMap((category) =>
    category.subcategories
      .filter((sub) => withGrid.has(sub.section) || sub.productsToCome)
      .map((sub) => ({ category: category.id, subcategory: sub.id, section: sub.section })),
  );
}

/** Places are numbers, lower first; the repository's grids count in tens, leaving room between. */
export const PLACE_STEP = 10;

let seedPlaces: Map<string, number> | undefined;

/** A repository product's place in its repository grid: 10, 20, 30, ... */
export function seedPlace(id: string): number | undefined {
  seedPlaces ??= new Map(
    seedCatalog().sections.flatMap((section) =>
      section.pages.flatMap((page) =>
        page.content.flatMap((block) =>
          block.type === "product-catalog"
            ? block.products.map((productId, i) => [productId, (i + 1) * PLACE_STEP] as const)
            : [],
        ),
      ),
    ),
  );
  return seedPlaces.get(id);
}
