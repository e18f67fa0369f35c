import { LangLink } from "../../chrome/LangLink";
import { PageHeader } from "../../chrome/PageHeader";
import { pick } from "../../i18n/localized";
import { useLang, useT } from "../../i18n/use-lang";
import type { ProductData } from "./product-data";

/** Product detail: badge, name, description, specifications, quote request and a way back. */
export function ProductView({ data }: { data: ProductData }) {
  const lang = useLang();
  const t = useT();
  if (data.kind === "product_not_found") {
    return (
      <>
        <PageHeader
          title={t("products.notFoundTitle")}
          crumbs={[
            { label: t("nav.products"), to: "/products" },
            { label: t("products.notFoundTitle") },
          ]}
        />
        <div className="container section">
          <p>{t("products.notFoundText")}</p>
          <LangLink className="button" to="/products">
            {t("common.backToList")}
          </LangLink>
        </div>
      </>
    );
  }
  const { product, category, subcategory } = data;
  const listPath = `/products/${category.id}/${subcategory.id}`;
  return (
    <>
      <PageHeader
        title={pick(product.name, lang)}
        eyebrow={<p className="badge page-header__badge">{product.code}</p>}
        crumbs={[
          { label: pick(category.name, lang), to: `/products/${category.id}` },
          { label: pick(subcategory.name, lang), to: listPath },
          { label: product.code },
        ]}
        intro={pick(product.description, lang)}
      />
      <div className="container section">
        <h2>{t("products.specifications")}</h2>
        <table className="spec-table">
          <tbody>
            {product.specifications.map((row) => (
              <tr key={row.label.en}>
                <th scope="row">{pick(row.label, lang)}</th>
                <td>{pick(row.value, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="button-row">
          <LangLink
            className="button"
            to="/contact"
            state={{
              productCode: product.code,
              productName: pick(product.name, lang),
              category: category.id,
            }}
          >
            {t("products.requestQuote")}
          </LangLink>
          <LangLink className="button button--ghost" to={listPath}>
            {t("common.backToList")}
          </LangLink>
        </div>
      </div>
    </>
  );
}
