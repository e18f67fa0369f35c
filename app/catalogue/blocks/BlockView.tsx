import type { Block } from "../../content/schemas";
import type { Lang } from "../../i18n/lang";
import type { InLang } from "../../i18n/localized";
import { assertNever } from "../../lib/assert-never";
import { useT } from "../../i18n/use-lang";
import type { ProductCard } from "../category-data";
import { ContactBlock } from "./ContactBlock";
import { SpecTable } from "./DataTable";
import { Figure } from "./Figure";
import { Island } from "../../ui/Island";
import { PRODUCT_GRID_WORDS, ProductGrid } from "./ProductGrid";
import { FeatureList, SectionBlock } from "./Section";

type BlockData = InLang<Block>;

/**
 * Renders one content block of a catalogue page (every block type of docs/product.md).
 * `lang` is the page's language, for the product cards' links.
 */
export function BlockView(props: { block: BlockData; lang: Lang; products: ProductCard[] }) {
  const { block, lang } = props;
  switch (block.type) {
    case "overview":
      return <Overview block={block} />;
    case "title":
      return <h3 className="block-title">{block.text}</h3>;
    case "title-with-image":
      return (
        <div className="title-with-image">
          <h3 className="block-title">{block.text}</h3>
          <Figure image={block.image} />
        </div>
      );
    case "text":
    case "raw-html":
      // Trusted content from this repository, verified clean at build (content/html.ts).
      return <div className="prose" dangerouslySetInnerHTML={{ __html: block.html }} />;
    case "highlight":
      return <p className="highlight">{block.text}</p>;
    case "image":
      return <Figure image={block.image} />;
    case "section":
      return <SectionBlock block={block} />;
    case "contact":
      return <ContactBlock text={block.text} pdf={block.pdf} />;
    case "product-images":
      return (
        <section className="product-images">
          <h3 className="block-title">{block.title}</h3>
          <div className="product-images__grid">
            {block.images.map((image) => (
              <Figure key={image.src + image.alt} image={image} />
            ))}
          </div>
        </section>
      );
    case "product-catalog":
      return (
        // Wakes at the first interaction: a card's click opens the preview (decision 042).
        <Island
          name="product-grid"
          wake="interaction"
          words={PRODUCT_GRID_WORDS}
          of={ProductGrid}
          props={{
            products: props.products.filter((p) => block.products.includes(p.id)),
            lang,
          }}
        />
      );
    case "features-list":
      return <FeatureList items={block.features} />;
    default:
      return assertNever(block);
  }
}

function Overview({ block }: { block: Extract<BlockData, { type: "overview" }> }) {
  const t = useT();
  return (
    <div className="overview">
      <section>
        <h3 className="block-title">{t("blocks.features")}</h3>
        <FeatureList items={block.features} />
      </section>
      <section>
        <h3 className="block-title">{t("blocks.specifications")}</h3>
        <SpecTable rows={block.specifications} />
      </section>
      <section>
        <h3 className="block-title">{t("blocks.applications")}</h3>
        <FeatureList items={block.applications} />
      </section>
    </div>
  );
}
