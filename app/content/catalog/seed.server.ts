import type { CatalogSection, Product, ProductFigures, ProductItem } from "../schemas";
import type { FigureLookup, MarkedRow } from "./build";
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
 * instead of holding a text, and its figures come along.
 */
export function toProductItem(product: Product, figures: ProductFigures): ProductItem {
  return {
    ...product,
    specifications: product.specifications.map(({ label, value, figure }: MarkedRow) =>
      figure === undefined ? { label, value } : { label, figure },
    ),
    figures,
  };
}

/** The repository's product `id` as an item of the content store, or undefined. */
export function seedProductItem(id: string): ProductItem | undefined {
  const product = seedCatalog().products.find((p) => p.id === id);
  return product && toProductItem(product, seedFigures(id));
}
