import { useBrokenImage } from "../../../chrome/broken-image";
import { LangLink } from "../../../chrome/LangLink";
import type { Lang } from "../../../i18n/lang";
import { pick } from "../../../i18n/localized";
import { useT } from "../../../i18n/use-lang";
import type { ProductCard } from "../category-data";

/** SPEC section 2: cards with code, name, image and a Details action; 3/2/1 columns. */
export function ProductGrid({ products, lang }: { products: ProductCard[]; lang: Lang }) {
  const t = useT();
  if (products.length === 0) return <p className="notice">{t("products.empty")}</p>;
  return (
    <ul className="card-grid product-grid">
      {products.map((product) => (
        <li key={product.id} className="card product-card">
          <LangLink to={product.path} className="card__link">
            <CardImage product={product} />
            <span className="badge">{product.code}</span>
            <h3 className="card__title">{pick(product.name, lang)}</h3>
            <span className="card__more" aria-hidden="true">
              {t("common.viewMore")} →
            </span>
          </LangLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC section 8: a card image that fails to load is hidden, not shown broken. It is decorative
 * (alt=""): the link already names the product.
 */
function CardImage({ product }: { product: ProductCard }) {
  const broken = useBrokenImage(hideImage);
  return (
    <img
      {...broken}
      className="card__image"
      src={product.image.src}
      width={product.image.width}
      height={product.image.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

function hideImage(img: HTMLImageElement) {
  img.hidden = true;
}
