import { data } from "react-router";
import type { Route } from "./+types/route";
import { requestLang } from "../../i18n/lang";
import { metaFromLoader } from "../../site/meta";
import { pageStatus } from "../../site/status";
import { categoryPage, pageRequest } from "./category-data";
import { CategoryView } from "./CategoryView";

export function loader({ params, request }: Route.LoaderArgs) {
  const page = categoryPage(
    requestLang(request),
    pageRequest(request, params.page),
    params.category,
    params.subcategory,
  );
  return data(page, { status: pageStatus(page) });
}

export const meta = metaFromLoader;

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return <CategoryView data={loaderData} />;
}
