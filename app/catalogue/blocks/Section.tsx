import type { Block, SectionItem } from "../../content/schemas";
import type { Lang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { DataTable, SpecTable } from "./DataTable";
import { ElastomerTable } from "./ElastomerTable";
import { Figure } from "./Figure";

type SectionBlockData = Extract<Block, { type: "section" }>;

/** A titled section of a catalogue page, with its items (SPEC section 2, "section"). */
export function SectionBlock({ block, lang }: { block: SectionBlockData; lang: Lang }) {
  return (
    <section className="catalog-section">
      <h3>{pick(block.title, lang)}</h3>
      {block.content.map((item, index) => (
        <SectionItemView key={index} item={item} lang={lang} />
      ))}
    </section>
  );
}

function SectionItemView({ item, lang }: { item: SectionItem; lang: Lang }) {
  switch (item.type) {
    case "image-text":
      return <ImageText item={item} lang={lang} />;
    case "table":
    case "dimension-table":
      return <DataTable table={item.table} lang={lang} />;
    case "elastomer-table":
      return <ElastomerTable caption={item.caption} rows={item.rows} lang={lang} />;
    case "overview-text":
      return <p className="lead">{pick(item.textContent, lang)}</p>;
    case "features-list":
      return <FeatureList items={item.features[lang]} />;
    case "product-series":
      return <ProductSeries series={item.series} lang={lang} />;
    case "technical-specs":
      return <SpecTable rows={item.specs} lang={lang} />;
  }
}

/** Image beside text, in either order, with optional key-data rows and dimension table. */
function ImageText({
  item,
  lang,
}: {
  item: Extract<SectionItem, { type: "image-text" }>;
  lang: Lang;
}) {
  return (
    <div className={`image-text image-text--${item.layout}`}>
      <Figure image={item.image} lang={lang} />
      <div className="image-text__text">
        <p>{pick(item.text, lang)}</p>
        {item.table && <SpecTable rows={item.table} lang={lang} />}
        {item.dimensionTable && <DataTable table={item.dimensionTable} lang={lang} />}
      </div>
    </div>
  );
}

export function FeatureList({ items }: { items: string[] }) {
  return (
    <ul className="feature-list">
      {items.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}

function ProductSeries({
  series,
  lang,
}: {
  series: Extract<SectionItem, { type: "product-series" }>["series"];
  lang: Lang;
}) {
  return (
    <dl className="product-series">
      {series.map((entry) => (
        <div key={entry.code} className="product-series__item">
          <dt>
            <span className="badge">{entry.code}</span> {pick(entry.name, lang)}
          </dt>
          <dd>{pick(entry.description, lang)}</dd>
        </div>
      ))}
    </dl>
  );
}
