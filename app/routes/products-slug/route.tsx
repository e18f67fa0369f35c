import { data } from "react-router";
import type { Route } from "./+types/route";
import { findCategory } from "../../content/catalog/categories";
import { findProductById } from "../../content/catalog/catalog.server";
import { CATALOGUE_NAMESPACES, messagesFor } from "../../i18n/translate.server";
import { requestLang } from "../../i18n/lang";
import { notFoundMeta } from "../../site/seo.server";
import { pageStatus } from "../../site/status";
import { categoryPage, pageRequest } from "../../catalogue/category-data";
import { CategoryView } from "../../catalogue/CategoryView";
import { LazyNotFoundView } from "../../chrome/LazyNotFoundView";
import { productPage } from "../../catalogue/product-data";
import { ProductView } from "../../catalogue/ProductView";

/**
 * `/products/{x}` is a category page when x names a category, otherwise the alternative product
 * detail form `/products/{productId}`, otherwise a 404.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const messages = messagesFor(lang, CATALOGUE_NAMESPACES);
  if (findCategory(params.slug)) {
    const page = categoryPage(lang, pageRequest(request), params.slug);
    return data({ view: "category" as const, page, messages }, { status: pageStatus(page) });
  }
  const product = findProductById(params.slug);
  if (product) {
    return data({ view: "product" as const, page: productPage(lang, product), messages });
  }
  return data({ view: "none" as const, meta: notFoundMeta(lang) }, { status: 404 });
}

/** The tags come from the server, like every route's (app/site/meta.ts), from the page shown. */
export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return loaderData.view === "none" ? loaderData.meta : loaderData.page.meta;
}

export default function ProductsSlug({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "category") return <CategoryView data={loaderData.page} />;
  if (loaderData.view === "product") return <ProductView data={loaderData.page} />;
  return <LazyNotFoundView />;
}
