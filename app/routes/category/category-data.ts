import { findProductsByIds, findSection, productPath } from "../../content/catalog/catalog.server";
import { findCategory, resolveSubcategory } from "../../content/catalog/categories";
import type { Lang } from "../../i18n/lang";
import type { Seo } from "../../site/seo";
import { parsePageParam } from "./pagination";

/**
 * A category page (SPEC section 2): no subcategory means the first; an unknown one falls back or
 * is "not found", as the group's rule says; unknown categories are 404s. Only the requested page
 * of the section and the products it shows are returned, never the whole catalogue.
 */
export function categoryPage(lang: Lang, url: URL, categoryId: string, subcategoryId?: string) {
  const category = findCategory(categoryId);
  if (!category) return { kind: "not-found" as const };
  const lookup = resolveSubcategory(category, subcategoryId);
  if (lookup.kind === "not-found") return { kind: "subcategory-not-found" as const, category };

  const { subcategory } = lookup;
  const section = findSection(subcategory.section)!;
  const pageNumber = parsePageParam(url.searchParams.get("page"), section.totalPages);
  const page = section.pages[pageNumber - 1]!;
  const productIds = page.content.flatMap((block) =>
    block.type === "product-catalog" ? block.products : [],
  );
  const products = findProductsByIds(productIds).map((product) => ({
    id: product.id,
    code: product.code,
    name: product.name,
    image: product.image,
    path: productPath(product),
  }));

  const basePath =
    subcategoryId === undefined
      ? `/products/${category.id}`
      : `/products/${category.id}/${subcategory.id}`;
  const seo: Seo = {
    lang,
    path: basePath + (pageNumber > 1 ? `?page=${pageNumber}` : ""),
    title: {
      ko: `${subcategory.name.ko} - ${category.name.ko}`,
      en: `${subcategory.name.en} - ${category.name.en}`,
    },
    description: section.description ?? category.description,
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
    section: { id: section.id, name: section.name, totalPages: section.totalPages },
    pageNumber,
    page,
    products,
  };
}

export type CategoryData = ReturnType<typeof categoryPage>;
export type ProductCard = Extract<CategoryData, { kind: "found" }>["products"][number];
