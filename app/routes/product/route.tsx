import { data } from "react-router";
import type { Route } from "./+types/route";
import { findProduct, findRetiredProduct } from "../../content/catalog/catalog.server";
import { catalogueMessages } from "../../i18n/translate.server";
import { requestLang } from "../../i18n/lang";
import { metaFromLoader } from "../../site/meta";
import { pageStatus } from "../../site/status";
import { productPage } from "../../catalogue/product-data";
import { ProductView } from "../../catalogue/ProductView";

export function loader({ params, request }: Route.LoaderArgs) {
  const product = findProduct(params.category, params.subcategory, params.code);
  const lang = requestLang(request);
  const retired = product
    ? undefined
    : findRetiredProduct(params.category, params.subcategory, params.code);
  const page = productPage(lang, product, retired);
  return data({ ...page, messages: catalogueMessages(lang, page) }, { status: pageStatus(page) });
}

export const meta = metaFromLoader;

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <ProductView data={loaderData} />;
}
