import { lazy, type MouseEvent, Suspense, useState } from "react";
import { useDialogOpener } from "../../ui/dialog-opener";
import { localePath, type Lang } from "../../i18n/lang";
import type { MessageKey } from "../../i18n/messages";
import { useT } from "../../i18n/use-lang";
import { AddToQuote, CompareToggle } from "../../quote/AddToQuote";
import { Picture } from "../../viewer/Picture";
import type { ProductCard } from "../category-data";
import type { ProductData } from "../product-data";

type FoundProduct = Extract<ProductData, { kind: "found" }>;

// The preview's code loads when a visitor first opens a card.
const PreviewModal = lazy(() => import("../preview/PreviewModal"));
const fetchProduct = (path: string) =>
  import("../preview/fetch-product").then((module) => module.fetchProduct(path));

/** What the grid and the preview it opens say (app/ui/Island.tsx). */
export const PRODUCT_GRID_WORDS = [
  "common.viewMore",
  "products.empty",
  "products.loading",
  "products.specifications",
  "products.photosAndDrawings",
  "products.drawings",
  "nav.addToQuote",
  "nav.compare",
  "blocks.features",
  "blocks.material",
  "blocks.description",
  "blocks.maxTemperature",
  "preview.openPage",
  "preview.zoomHint",
  "preview.zoom",
  "viewer.close",
] as const satisfies readonly MessageKey[];

/** A plain left click opens the preview; other clicks keep the link's own behaviour (new tab). */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Cards with code, name, image and a Details action; 3/2/1 columns. Each card is
 * a link to the product page (all there is without JavaScript); with JavaScript a click opens the
 * preview modal instead. The modal's data is the product page's own loader data, fetched when the
 * card is opened, in parallel with the modal's code: the page itself carries only the cards.
 * On a content page the grid is an island that wakes on interaction (BlockView.tsx).
 */
export function ProductGrid({ products, lang }: { products: ProductCard[]; lang: Lang }) {
  const t = useT();
  const preview = useDialogOpener<ProductCard>();
  const [loaded, setLoaded] = useState<FoundProduct>();
  if (products.length === 0) return <p className="notice">{t("products.empty")}</p>;

  const open = preview.openFor;
  return (
    <>
      <ul className="card-grid product-grid">
        {products.map((product) => (
          <li key={product.id} className="card product-card">
            <a
              href={localePath(lang, product.path)}
              className="card__link"
              aria-haspopup="dialog"
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                preview.open(event.currentTarget, product);
                const href = event.currentTarget.href;
                // A product that cannot be previewed (gone, offline) is its page instead.
                if (loaded?.product.id !== product.id)
                  void fetchProduct(href).then((data) =>
                    data ? setLoaded(data) : location.assign(href),
                  );
              }}
            >
              <CardImage product={product} />
              <span className="badge">{product.code}</span>
              <h3 className="card__title">{product.name}</h3>
              <p>{product.figures}</p>
              <span className="card__more" aria-hidden="true">
                {t("common.viewMore")} →
              </span>
            </a>
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
  return (
    <Picture
      data-broken="hide"
      className="card__image"
      image={{ ...(product.photo ?? product.image), alt: "" }}
      sizes={CARD_SIZES}
    />
  );
}
