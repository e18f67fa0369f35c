import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { findCategory } from "../../content/catalog/categories";
import {
  findProductBySlug,
  findRetiredById,
  productPath,
} from "../../content/catalog/catalog.server";
import { catalogueMessages, messagesFor } from "../../i18n/translate.server";
import { localePath, requestLang } from "../../i18n/lang";
import { notFoundMeta } from "../../site/seo.server";
import { pageStatus } from "../../site/status";
import { categoryPage, pageRequest } from "../../catalogue/category-data";
import { CategoryView } from "../../catalogue/CategoryView";
import { LazyNotFoundView } from "../../chrome/LazyNotFoundView";
import { productPage } from "../../catalogue/product-data";
import { ProductView } from "../../catalogue/ProductView";

/**
 * `/products/{x}` is a category page when x names a category, otherwise the alternative product
 * detail form `/products/{code}`, otherwise a 404. A product's id or former code answers 301 to
 * its page (its code changed).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  if (findCategory(params.slug)) {
    const page = categoryPage(lang, pageRequest(request), params.slug);
    const messages = catalogueMessages(lang, page);
    return data({ view: "category" as const, page, messages }, { status: pageStatus(page) });
  }
  const found = findProductBySlug(params.slug);
  if (found?.moved) throw redirect(localePath(lang, productPath(found.product)), 301);
  const product = found?.product;
  const retired = product ? undefined : findRetiredById(params.slug);
  if (product || retired) {
    const page = productPage(lang, product, retired);
    return data(
      { view: "product" as const, page, messages: catalogueMessages(lang, page) },
      { status: pageStatus(page) },
    );
  }
  const messages = messagesFor(lang, ["notFound"]);
  return data({ view: "none" as const, meta: notFoundMeta(lang), messages }, { status: 404 });
}

/** The tags come from the server, like every route's (app/site/meta.ts), from the page shown. */
export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return loaderData.view === "none" ? loaderData.meta : loaderData.page.meta;
}

export default function ProductsSlug({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "category" && loaderData.page.kind !== "not-found")
    return <CategoryView data={loaderData.page} />;
  if (loaderData.view === "product") return <ProductView data={loaderData.page} />;
  return <LazyNotFoundView />;
}
