import { data } from "react-router";
import type { Route } from "./+types/route";
import { catalogueMessages, PRODUCT_PAGE_ONLY } from "../../i18n/translate.server";
import { requestLang } from "../../i18n/lang";
import { metaFromLoader } from "../../site/meta";
import { pageStatus } from "../../site/status";
import { categoryPage, pageRequest } from "../../catalogue/category-data";
import { CategoryView } from "../../catalogue/CategoryView";
import { LazyNotFoundView } from "../../chrome/LazyNotFoundView";

export function loader({ params, request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const page = categoryPage(
    lang,
    pageRequest(request, params.page),
    params.category,
    params.subcategory,
  );
  return data(
    { ...page, messages: catalogueMessages(lang, page, PRODUCT_PAGE_ONLY) },
    { status: pageStatus(page) },
  );
}

export const meta = metaFromLoader;

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "not-found") return <LazyNotFoundView />;
  return <CategoryView data={loaderData} />;
}
