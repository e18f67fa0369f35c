import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import {
  findProduct,
  findRetiredProduct,
  movedProductPath,
} from "../../content/catalog/catalog.server";
import { catalogueMessages } from "../../i18n/translate.server";
import { localePath, requestLang } from "../../i18n/lang";
import { metaFromLoader } from "../../site/meta";
import { pageStatus } from "../../site/status";
import { productPage } from "../../catalogue/product-data";
import { ProductView } from "../../catalogue/ProductView";

export function loader({ params, request }: Route.LoaderArgs) {
  const product = findProduct(params.category, params.subcategory, params.code);
  const lang = requestLang(request);
  // A product whose code or group changed: its old URL leads to the new one, for good.
  const moved = product
    ? undefined
    : movedProductPath(params.category, params.subcategory, params.code);
  if (moved) throw redirect(localePath(lang, moved), 301);
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
