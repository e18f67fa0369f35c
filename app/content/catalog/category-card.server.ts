import type { ImageEntry, Localized } from "../schemas";
import { findCategory } from "./categories";
import { categoryDescriptions } from "./category-descriptions.server";
import { categoryImages } from "./images";

/** A card that leads to a product group: its page, name, description and drawing. */
export interface CategoryCard {
  path: string;
  name: Localized;
  description: Localized;
  image: ImageEntry;
}

/** The card of a first-level category, by its id (one of the catalogue's). */
export function categoryCard(id: string): CategoryCard {
  const category = findCategory(id)!;
  return {
    path: `/products/${id}`,
    name: category.name,
    description: categoryDescriptions[id]!,
    image: categoryImages[id]!,
  };
}
