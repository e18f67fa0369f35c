import type { Block, SectionItem } from "../../content/schemas";
import type { InLang } from "../../i18n/localized";
import { assertNever } from "../../lib/assert-never";
import { useLang } from "../../i18n/use-lang";
import { codeText } from "../../i18n/code-text";
import { DataTable, SpecTable } from "./DataTable";
import { ElastomerTable } from "./ElastomerTable";
import { Figure } from "./Figure";

type SectionBlockData = InLang<Extract<Block, { type: "section" }>>;
type Item = InLang<SectionItem>;

/** A titled section of a catalogue page, with its items (a `section` block). */
export function SectionBlock({ block }: { block: SectionBlockData }) {
  return (
    <section className="catalog-section">
      <h3>{block.title}</h3>
      {block.content.map((item, index) => (
        <SectionItemView key={index} item={item} />
      ))}
    </section>
  );
}

function SectionItemView({ item }: { item: Item }) {
  switch (item.type) {
    case "image-text":
      return <ImageText item={item} />;
    case "table":
    case "dimension-table":
      return <DataTable table={item.table} />;
    case "elastomer-table":
      return <ElastomerTable caption={item.caption} rows={item.rows} />;
    case "overview-text":
      return <p className="lead">{item.textContent}</p>;
    case "features-list":
      return <FeatureList items={item.features} />;
    case "product-series":
      return <ProductSeries series={item.series} />;
    case "technical-specs":
      return <SpecTable rows={item.specs} />;
    default:
      return assertNever(item);
  }
}

/** Image beside text, in either order, with optional key-data rows and dimension table. */
function ImageText({ item }: { item: Extract<Item, { type: "image-text" }> }) {
  return (
    <div className={`image-text image-text--${item.layout}`}>
      <Figure image={item.image} />
      <div className="image-text__text">
        <p>{item.text}</p>
        {item.table && <SpecTable rows={item.table} />}
        {item.dimensionTable && <DataTable table={item.dimensionTable} />}
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
}: {
  series: Extract<Item, { type: "product-series" }>["series"];
}) {
  const lang = useLang();
  return (
    <dl className="product-series">
      {series.map((entry) => (
        <div key={entry.code} className="product-series__item">
          <dt>
            <span className="badge">{codeText(entry.code, lang)}</span> {entry.name}
          </dt>
          <dd>{entry.description}</dd>
        </div>
      ))}
    </dl>
  );
}
