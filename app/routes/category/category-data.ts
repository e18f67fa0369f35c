import { findCategory, resolveSubcategory } from "../../content/catalog/categories";
import { productPath, products } from "../../content/catalog/catalog.server";
import type { Seo } from "../../site/seo";
import type { Lang } from "../../i18n/lang";

/**
 * Loads a category page (SPEC section 2): no subcategory means the first; an unknown one falls
 * back or is "not found", as the group's rule says. Unknown categories are 404s.
 */
export function categoryPage(lang: Lang, categoryId: string, subcategoryId?: string) {
  const category = findCategory(categoryId);
  if (!category) return { kind: "not-found" as const };
  const lookup = resolveSubcategory(category, subcategoryId);
  if (lookup.kind === "not-found") {
    return { kind: "subcategory-not-found" as const, category };
  }
  const { subcategory } = lookup;
  const path =
    subcategoryId === undefined
      ? `/products/${category.id}`
      : `/products/${category.id}/${subcategory.id}`;
  const seo: Seo = {
    lang,
    path,
    title: {
      ko: `${subcategory.name.ko} - ${category.name.ko}`,
      en: `${subcategory.name.en} - ${category.name.en}`,
    },
    description: category.description,
    keywords: {
      ko: `${category.name.ko}, ${subcategory.name.ko}, 액추에이터, 밸브`,
      en: `${category.name.en}, ${subcategory.name.en}, actuators, valves`,
    },
  };
  return {
    kind: "found" as const,
    seo,
    category,
    subcategory,
    products: products
      .filter((p) => p.category === category.id && p.subcategory === subcategory.id)
      .map((p) => ({ id: p.id, code: p.code, name: p.name, path: productPath(p) })),
  };
}

export type CategoryData = ReturnType<typeof categoryPage>;
