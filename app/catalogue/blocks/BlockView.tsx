import type { Block } from "../../content/schemas";
import type { Lang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { useT } from "../../i18n/use-lang";
import type { ProductCard } from "../category-data";
import { ContactBlock } from "./ContactBlock";
import { SpecTable } from "./DataTable";
import { Figure } from "./Figure";
import { ProductGrid } from "./ProductGrid";
import { FeatureList, SectionBlock } from "./Section";

/** Renders one content block of a catalogue page (every block type of SPEC sections 2 and 3). */
export function BlockView(props: { block: Block; lang: Lang; products: ProductCard[] }) {
  const { block, lang } = props;
  switch (block.type) {
    case "overview":
      return <Overview block={block} lang={lang} />;
    case "title":
      return <h3 className="block-title">{pick(block.text, lang)}</h3>;
    case "title-with-image":
      return (
        <div className="title-with-image">
          <h3 className="block-title">{pick(block.text, lang)}</h3>
          <Figure image={block.image} lang={lang} />
        </div>
      );
    case "text":
    case "raw-html":
      // Trusted content from this repository, verified clean at build (content/html.ts).
      return <div className="prose" dangerouslySetInnerHTML={{ __html: pick(block.html, lang) }} />;
    case "highlight":
      return <p className="highlight">{pick(block.text, lang)}</p>;
    case "image":
      return <Figure image={block.image} lang={lang} />;
    case "section":
      return <SectionBlock block={block} lang={lang} />;
    case "contact":
      return <ContactBlock text={block.text} pdf={block.pdf} lang={lang} />;
    case "product-images":
      return (
        <section className="product-images">
          <h3 className="block-title">{pick(block.title, lang)}</h3>
          <div className="product-images__grid">
            {block.images.map((image) => (
              <Figure key={image.src + pick(image.alt, lang)} image={image} lang={lang} />
            ))}
          </div>
        </section>
      );
    case "product-catalog":
      return (
        <ProductGrid
          products={props.products.filter((p) => block.products.includes(p.id))}
          lang={lang}
        />
      );
    case "features-list":
      return <FeatureList items={block.features[lang]} />;
  }
}

function Overview({ block, lang }: { block: Extract<Block, { type: "overview" }>; lang: Lang }) {
  const t = useT();
  return (
    <div className="overview">
      <section>
        <h3 className="block-title">{t("blocks.features")}</h3>
        <FeatureList items={block.features[lang]} />
      </section>
      <section>
        <h3 className="block-title">{t("blocks.specifications")}</h3>
        <SpecTable rows={block.specifications} lang={lang} />
      </section>
      <section>
        <h3 className="block-title">{t("blocks.applications")}</h3>
        <FeatureList items={block.applications[lang]} />
      </section>
    </div>
  );
}
