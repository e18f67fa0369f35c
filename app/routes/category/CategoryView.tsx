import type { CSSProperties } from "react";
import { LangLink } from "../../chrome/LangLink";
import { PageHeader } from "../../chrome/PageHeader";
import { menuThemes, themeStyle } from "../../content/themes";
import { pick } from "../../i18n/localized";
import { useLang, useT } from "../../i18n/use-lang";
import { NotFoundView } from "../not-found/NotFoundView";
import type { CategoryData } from "./category-data";

/** A product group page: breadcrumb, themed subcategory sidebar, then the subcategory's content. */
export function CategoryView({ data }: { data: CategoryData }) {
  const lang = useLang();
  const t = useT();
  if (data.kind === "not-found") return <NotFoundView />;

  const { category } = data;
  const subcategory = data.kind === "found" ? data.subcategory : undefined;
  const style = themeStyle(menuThemes[category.theme]) as CSSProperties;
  const categoryName = pick(category.name, lang);
  const title = subcategory ? pick(subcategory.name, lang) : t("products.subcategoryNotFound");

  return (
    <div style={style}>
      <PageHeader
        title={title}
        crumbs={[{ label: categoryName, to: `/products/${category.id}` }, { label: title }]}
        intro={pick(category.description, lang)}
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
                  {pick(sub.name, lang)}
                </LangLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="with-sidebar__main">
          {data.kind === "subcategory-not-found" ? (
            <p className="notice" role="status">
              {t("products.subcategoryNotFound")}
            </p>
          ) : data.products.length === 0 ? (
            <p className="notice">{t("products.empty")}</p>
          ) : (
            <ul className="card-grid">
              {data.products.map((product) => (
                <li key={product.id} className="card">
                  <LangLink to={product.path} className="card__link">
                    <span className="badge">{product.code}</span>
                    <h2 className="card__title">{pick(product.name, lang)}</h2>
                    <span className="card__more">{t("common.viewMore")}</span>
                  </LangLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
