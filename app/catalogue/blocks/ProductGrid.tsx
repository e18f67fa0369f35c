import { lazy, type MouseEvent, Suspense } from "react";
import { useFetcher } from "react-router";
import { useBrokenImage } from "../../ui/broken-image";
import { useDialogOpener } from "../../ui/dialog-opener";
import { LangLink } from "../../ui/LangLink";
import { localePath, type Lang } from "../../i18n/lang";
import { useT } from "../../i18n/use-lang";
import { AddToQuote, CompareToggle } from "../../quote/AddToQuote";
import { Picture } from "../../viewer/Picture";
import type { ProductCard } from "../category-data";
import type { ProductData } from "../product-data";

// The preview's code loads when a visitor first opens a card.
const PreviewModal = lazy(() => import("../preview/PreviewModal"));

/** A plain left click opens the preview; other clicks keep the link's own behaviour (new tab). */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Cards with code, name, image and a Details action; 3/2/1 columns. Each card is
 * a link to the product page (all there is without JavaScript); with JavaScript a click opens the
 * preview modal instead. The modal's data is the product page's own loader data, fetched when the
 * card is opened, in parallel with the modal's code: the page itself carries only the cards.
 */
export function ProductGrid({ products, lang }: { products: ProductCard[]; lang: Lang }) {
  const t = useT();
  const preview = useDialogOpener<ProductCard>();
  const fetcher = useFetcher<ProductData>();
  if (products.length === 0) return <p className="notice">{t("products.empty")}</p>;

  const open = preview.openFor;
  const loaded = fetcher.data?.kind === "found" ? fetcher.data : undefined;
  return (
    <>
      <ul className="card-grid product-grid">
        {products.map((product) => (
          <li key={product.id} className="card product-card">
            <LangLink
              to={product.path}
              className="card__link"
              aria-haspopup="dialog"
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                preview.open(event.currentTarget, product);
                if (loaded?.product.id !== product.id) fetcher.load(localePath(lang, product.path));
              }}
            >
              <CardImage product={product} />
              <span className="badge">{product.code}</span>
              <h3 className="card__title">{product.name}</h3>
              <p>{product.figures}</p>
              <span className="card__more" aria-hidden="true">
                {t("common.viewMore")} →
              </span>
            </LangLink>
            <AddToQuote id={product.id} />
            <CompareToggle id={product.id} />
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <PreviewModal
            card={open}
            data={loaded?.product.id === open.id ? loaded : undefined}
            onClose={preview.close}
          />
        </Suspense>
      )}
    </>
  );
}

/** Cards are 3, 2 or 1 to a row (app/styles/base.css, .card-grid). */
const CARD_SIZES = "(min-width:1024px) 33vw,(min-width:768px) 50vw,100vw";

/**
 * The product's first published photo, else its drawing. An image that fails to load is hidden,
 * not shown broken. It is decorative (alt=""): the link already names the product.
 */
function CardImage({ product }: { product: ProductCard }) {
  const broken = useBrokenImage(hideImage);
  return (
    <Picture
      {...broken}
      className="card__image"
      image={{ ...(product.photo ?? product.image), alt: "" }}
      sizes={CARD_SIZES}
    />
  );
}

function hideImage(img: HTMLImageElement) {
  img.hidden = true;
}
