import { LangLink } from "../ui/LangLink";
import { LinkButtonRow } from "../ui/LinkButtonRow";
import { PageHeader } from "../ui/PageHeader";
import { useT } from "../i18n/use-lang";
import { SpecTable } from "./blocks/DataTable";
import { FeatureList } from "./blocks/Section";
import type { ProductData } from "./product-data";
import { ProductDrawings } from "./ProductDrawings";
import { AddToQuote, CompareToggle } from "../quote/AddToQuote";
import { CertificateCards } from "../certificates/CertificateCards";
import "./product.css";

/**
 * Product detail: code badge, name and description; drawings that open the viewer; overview,
 * key features and specifications; the quote request and a way back to the list.
 */
export function ProductView({ data }: { data: ProductData }) {
  const t = useT();
  if (data.kind === "product_not_found") {
    return (
      <>
        <PageHeader
          title={t("missing.productTitle")}
          crumbs={[
            { label: t("nav.products"), to: "/products" },
            { label: t("missing.productTitle") },
          ]}
        />
        <div className="container section">
          <p>{t("missing.productText")}</p>
          <LangLink className="button" to="/products">
            {t("common.backToList")}
          </LangLink>
        </div>
      </>
    );
  }
  if (data.kind === "product_retired") return <RetiredProduct data={data} />;
  const { product, category, subcategory, photos, drawings } = data;
  const listPath = `/products/${category.id}/${subcategory.id}`;
  return (
    <>
      <PageHeader
        title={product.name}
        eyebrow={<p className="badge page-header__badge">{product.code}</p>}
        crumbs={[
          { label: category.name, to: `/products/${category.id}` },
          { label: subcategory.name, to: listPath },
          { label: product.code },
        ]}
        intro={product.description}
      />
      <div className="container section product-detail">
        <section className="product-detail__drawings" aria-labelledby="product-drawings">
          <h2 id="product-drawings">
            {t(photos.length ? "products.photosAndDrawings" : "products.drawings")}
          </h2>
          <ProductDrawings images={[...photos, ...drawings]} label={product.name} />
        </section>
        <div className="product-detail__text">
          <section aria-labelledby="product-overview">
            <h2 id="product-overview">{t("products.overview")}</h2>
            <p>{product.detailDescription}</p>
          </section>
          <section aria-labelledby="product-features">
            <h2 id="product-features">{t("blocks.features")}</h2>
            <FeatureList items={product.features} />
          </section>
        </div>
      </div>
      <div className="container product-detail__specs">
        <h2>{t("products.specifications")}</h2>
        <SpecTable rows={product.specifications} />
        <div className="button-row">
          {/* The contact page looks the product up by id: a plain URL, so it works without JS,
              in a new tab and as a bookmark. */}
          <LangLink className="button" to={`/contact?product=${product.id}`}>
            {t("products.requestQuote")}
          </LangLink>
          <AddToQuote id={product.id} className="button button--ghost" />
          <CompareToggle id={product.id} className="button button--ghost" />
          {data.datasheet && (
            <a className="button button--ghost" href={data.datasheet.href} type="application/pdf">
              {data.datasheet.label}
            </a>
          )}
          <LangLink className="button button--ghost" to={listPath}>
            {t("common.backToList")}
          </LangLink>
        </div>
      </div>
      {data.certificates && (
        <section
          className="container product-detail__certificates"
          aria-labelledby="product-certificates"
        >
          <h2 id="product-certificates">{data.certificates.words.title}</h2>
          <DatedText text={data.certificates.words.text} day={data.certificates.day} />
          <CertificateCards
            cards={data.certificates.cards}
            words={data.certificates.words}
            level={3}
          />
          <p>
            <LangLink to="/certificates">{data.certificates.words.all}</LangLink>
          </p>
        </section>
      )}
    </>
  );
}

/**
 * A retired (discontinued) product's page, answered with 410: the product-not-found page that
 * names the product and leads to the other models of its group.
 */
function RetiredProduct({ data }: { data: Extract<ProductData, { kind: "product_retired" }> }) {
  const t = useT();
  const { category, subcategory, label, back } = data;
  const listPath = `/products/${category.id}/${subcategory.id}`;
  return (
    <>
      <PageHeader
        title={t("missing.retiredTitle")}
        crumbs={[
          // A crumb links only to a page that still lists products.
          {
            label: category.name,
            to: back.path === "/products" ? undefined : `/products/${category.id}`,
          },
          { label: subcategory.name, to: back.path === listPath ? listPath : undefined },
          { label: t("missing.retiredTitle") },
        ]}
      />
      <div className="container section">
        <p>{t("missing.retiredText", { product: label })}</p>
        <LinkButtonRow
          links={[
            { to: back.path, label: t("missing.retiredGroup", { group: back.name }) },
            { to: "/contact", label: t("nav.contact") },
          ]}
        />
      </div>
    </>
  );
}

/** A sentence with the day in it, the day never broken at its hyphens. */
function DatedText({ text, day }: { text: string; day: string }) {
  const at = text.indexOf(day);
  if (at < 0) return <p>{text}</p>;
  return (
    <p>
      {text.slice(0, at)}
      <time dateTime={day} className="certificate-day">
        {day}
      </time>
      {text.slice(at + day.length)}
    </p>
  );
}
