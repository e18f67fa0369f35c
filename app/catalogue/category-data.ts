import { redirect } from "react-router";
import {
  figuresOf,
  findProductsByIds,
  findSection,
  productPath,
} from "../content/catalog/catalog.server";
import { findCategory, resolveSubcategory } from "../content/catalog/categories";
import { withDrawingRanges } from "../content/catalog/images";
import { categoryDescriptions } from "../content/catalog/category-descriptions.server";
import { emptyProductPages } from "../content/product-groups.server";
import { joinFigures, keyFigures } from "../content/catalog/figures-text";
import { productPhotosOf } from "../content/live.server";
import { inLang } from "../i18n/in-lang.server";
import type { Lang } from "../i18n/lang";
import { translate } from "../i18n/translate.server";
import { notFoundMeta, seoMeta, type Seo } from "../site/seo.server";
import { itemListLd } from "../site/structured-data.server";
import { photoImage } from "../viewer/photo-image";
import { cataloguePageUrl, parsePageParam } from "../site/pagination";

/** The page number a request asks for: `?page=N`, or `/page/N` (the static export's form). */
export interface PageRequest {
  raw: string | null;
  inPath: boolean;
}

/**
 * Reads the page number of a catalogue request. On the server, the path form answers with a
 * permanent redirect to `?page=N`, so each page keeps one URL in each build.
 */
export function pageRequest(request: Request, pathPage?: string): PageRequest {
  const url = new URL(request.url);
  if (pathPage === undefined) return { raw: url.searchParams.get("page"), inPath: false };
  if (__CATALOGUE_PAGE_URLS__ === "query") {
    url.pathname = url.pathname.replace(/\/page\/[^/]*$/, "");
    url.searchParams.set("page", pathPage);
    throw redirect(url.pathname + url.search, 301);
  }
  return { raw: pathPage, inPath: true };
}

/**
 * A category page (docs/product.md, Catalogue): no subcategory means the first; an unknown one
 * falls back or is "not found", as the group's rule says; unknown categories are 404s, and so
 * are pages that list products while they have none. Only the
 * requested page of the section and the products it shows are returned, never the whole
 * catalogue.
 */
export function categoryPage(
  lang: Lang,
  pageAsked: PageRequest,
  categoryId: string,
  subcategoryId?: string,
) {
  const found = findCategory(categoryId);
  const empty = new Set(emptyProductPages());
  // A page that lists products and has none is the site's 404, as an unknown one
  // (app/content/product-groups.server.ts); the side menu leaves it out.
  if (
    !found ||
    empty.has(`/products/${found.id}`) ||
    empty.has(`/products/${found.id}/${subcategoryId}`)
  ) {
    return { kind: "not-found" as const, meta: notFoundMeta(lang) };
  }
  const category = {
    ...found,
    subcategories: found.subcategories.filter(
      (sub) => !empty.has(`/products/${found.id}/${sub.id}`),
    ),
    description: categoryDescriptions[found.id]!,
  };
  const lookup = resolveSubcategory(category, subcategoryId);
  if (lookup.kind === "not-found")
    return {
      kind: "subcategory-not-found" as const,
      ...inLang(lang, { category }),
      meta: notFoundMeta(lang),
    };

  const { subcategory } = lookup;
  const section = findSection(subcategory.section)!;
  const pageNumber = parsePageParam(pageAsked.raw, section.totalPages);
  // `/page/1` and out-of-range path forms name no page: unlike `?page`, a path is not ignored.
  if (pageAsked.inPath && String(pageNumber) !== pageAsked.raw)
    return { kind: "not-found" as const, meta: notFoundMeta(lang) };
  const page = withDrawingRanges(section.pages[pageNumber - 1]!);
  const productIds = page.content.flatMap((block) =>
    block.type === "product-catalog" ? block.products : [],
  );
  const products = findProductsByIds(productIds).map((product) => {
    const photo = productPhotosOf(product.id)[0];
    return {
      id: product.id,
      code: product.code,
      name: product.name,
      image: product.image,
      /** The first published photo stands for the product instead of its drawing. */
      ...(photo ? { photo: photoImage(photo, photo.alt) } : {}),
      path: productPath(product),
      /** Key figures under the name ("DN 50~300 (50~300A) · PN16 · -10~+200 °C"), from figures.server.ts. */
      figures: joinFigures(keyFigures(figuresOf(product.id))),
    };
  });

  // `/products/{category}` shows its first subcategory: that subcategory's URL is canonical,
  // and its page links lead there, so each catalogue page has one URL.
  const basePath = `/products/${category.id}/${subcategory.id}`;
  // Catalogue pages after the first say which page they are, so every title stays unique.
  const suffix = (l: Lang) =>
    pageNumber > 1 ? translate(l, "seo.pageSuffix", { n: pageNumber }) : "";
  const title = {
    ko: `${subcategory.name.ko} - ${category.name.ko}${suffix("ko")}`,
    en: `${subcategory.name.en} – ${category.name.en}${suffix("en")}`,
  };
  const description = section.description ?? category.description;
  const seo: Seo = {
    lang,
    path: cataloguePageUrl(basePath, pageNumber),
    title,
    description: { ko: description.ko + suffix("ko"), en: description.en + suffix("en") },
    keywords: {
      ko: `${category.name.ko}, ${subcategory.name.ko}, 액추에이터, 밸브`,
      en: `${category.name.en}, ${subcategory.name.en}, actuators, valves`,
    },
    share: "products",
    crumbs: [{ name: category.name, path: `/products/${category.id}` }, { name: subcategory.name }],
    structuredData: products.length
      ? [
          itemListLd(
            lang,
            title,
            products.map((p) => ({ name: p.name, path: p.path })),
          ),
        ]
      : [],
  };
  return {
    kind: "found" as const,
    meta: seoMeta(seo),
    basePath,
    ...inLang(lang, {
      category,
      subcategory,
      section: { id: section.id, name: section.name, totalPages: section.totalPages },
      page,
      products,
    }),
    pageNumber,
  };
}

export type CategoryData = ReturnType<typeof categoryPage>;
export type ProductCard = Extract<CategoryData, { kind: "found" }>["products"][number];
