import type { CSSProperties } from "react";
import { LangLink } from "../ui/LangLink";
import { PageHeader } from "../ui/PageHeader";
import { menuThemes, themeStyle } from "../content/themes";
import { useLang, useT } from "../i18n/use-lang";
import type { Lang } from "../i18n/lang";
import { pages } from "../site/pages";
import { BlockView } from "./blocks/BlockView";
import type { CategoryData } from "./category-data";
import { Pagination } from "./Pagination";
import "./catalog.css";

/**
 * A product group page: breadcrumb, themed subcategory sidebar, then the subcategory's content.
 * An unknown group or page is the route's 404 view (the frame's, app/chrome), not this one.
 */
export function CategoryView({ data }: { data: Exclude<CategoryData, { kind: "not-found" }> }) {
  const lang = useLang();
  const t = useT();
  const { category } = data;
  const subcategory = data.kind === "found" ? data.subcategory : undefined;
  const style = themeStyle(menuThemes[category.theme]) as CSSProperties;
  const categoryName = category.name;
  const title = subcategory ? subcategory.name : t("missing.subcategory");

  return (
    <div style={style}>
      <PageHeader
        title={title}
        crumbs={[{ label: categoryName, to: `/products/${category.id}` }, { label: title }]}
        intro={category.description}
      />
      <div className="container with-sidebar section">
        <nav className="side-menu" aria-labelledby="side-menu-title">
          <h2 id="side-menu-title" className="side-menu__title">
            {categoryName}
          </h2>
          <ul>
            {category.subcategories.map((sub) => (
              <li key={sub.id}>
                <LangLink
                  to={`/products/${category.id}/${sub.id}`}
                  aria-current={sub.id === subcategory?.id ? "page" : undefined}
                >
                  {sub.name}
                </LangLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="with-sidebar__main">
          <LangLink to="/products/finder">{pages.finder.title[lang]}</LangLink>
          {data.kind === "subcategory-not-found" ? (
            <p className="notice" role="status">
              {t("missing.subcategory")}
            </p>
          ) : (
            <CatalogPageView data={data} lang={lang} />
          )}
        </div>
      </div>
    </div>
  );
}

/** One page of the subcategory's catalogue section, between two identical page controls. */
function CatalogPageView({
  data,
  lang,
}: {
  data: Extract<CategoryData, { kind: "found" }>;
  lang: Lang;
}) {
  const { basePath, page, pageNumber, section } = data;
  return (
    <article className="catalog-page">
      <Pagination
        basePath={basePath}
        current={pageNumber}
        total={section.totalPages}
        position="top"
      />
      <h2 className="catalog-page__title">{page.title}</h2>
      {page.content.map((block, index) => (
        <BlockView key={index} block={block} lang={lang} products={data.products} />
      ))}
      <Pagination
        basePath={basePath}
        current={pageNumber}
        total={section.totalPages}
        position="bottom"
      />
    </article>
  );
}
