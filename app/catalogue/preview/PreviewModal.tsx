import { useId, useRef } from "react";
import { closeHandlers, trapFocus, useModalDialog } from "../../ui/modal-dialog";
import { useLang, useT } from "../../i18n/use-lang";
import { localePath } from "../../i18n/lang";
import type { ProductCard } from "../category-data";
import { SpecTable } from "../blocks/DataTable";
import { FeatureList } from "../blocks/Section";
import type { ProductData } from "../product-data";
import { AddToQuote } from "../../quote/AddToQuote";
import { ZoomImage } from "./ZoomImage";
import "./preview.css";

type FoundProduct = Extract<ProductData, { kind: "found" }>;

/**
 * The catalogue's product preview: a modal <dialog> labelled by the product's
 * name with its code, description, key features, specifications and zoomable drawings, and a
 * link to the product page. Escape, the close button or a backdrop click close it; page
 * scrolling is locked while it is open. Until the product's data arrives it shows what the card
 * knows and a loading state. Zoom and pan live in this component, so closing resets them.
 */
export default function PreviewModal(props: {
  card: ProductCard;
  /** The product page's data, once fetched; absent while it loads. */
  data: FoundProduct | undefined;
  onClose: () => void;
}) {
  const { card, data, onClose } = props;
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useModalDialog(dialogRef, closeRef);

  return (
    <dialog
      ref={dialogRef}
      className="preview"
      aria-labelledby={titleId}
      aria-busy={data ? undefined : true}
      {...closeHandlers(onClose)}
      onKeyDown={(event) => {
        if (event.key === "Tab") trapFocus(event.nativeEvent, event.currentTarget);
      }}
    >
      <div className="preview__frame">
        <header className="preview__header">
          <p className="badge">{card.code}</p>
          <h2 id={titleId} className="preview__title">
            {card.name}
          </h2>
          <button ref={closeRef} type="button" className="preview__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t("viewer.close")}</span>
          </button>
        </header>
        {data ? (
          <PreviewBody data={data} path={card.path} />
        ) : (
          <p className="preview__loading" role="status">
            <span className="preview__spinner" aria-hidden="true" />
            {t("products.loading")}
          </p>
        )}
      </div>
    </dialog>
  );
}

function PreviewBody({ data, path }: { data: FoundProduct; path: string }) {
  const t = useT();
  const lang = useLang();
  const { product, photos, drawings } = data;
  return (
    <div className="preview__body">
      <p className="preview__description">{product.description}</p>
      <section
        className="preview__drawings"
        aria-label={t(photos.length ? "products.photosAndDrawings" : "products.drawings")}
      >
        <p className="preview__hint">{t("preview.zoomHint")}</p>
        {[...photos, ...drawings].map((image) => (
          <ZoomImage key={image.src} image={image} />
        ))}
      </section>
      <div className="preview__text">
        <h3>{t("blocks.features")}</h3>
        <FeatureList items={product.features} />
        <h3>{t("products.specifications")}</h3>
        <SpecTable rows={product.specifications} />
        <a className="button" href={localePath(lang, path)}>
          {t("preview.openPage")}
        </a>
        {data.datasheet && (
          <a className="button button--ghost" href={data.datasheet.href} type="application/pdf">
            {data.datasheet.label}
          </a>
        )}
        <AddToQuote id={product.id} className="button button--ghost" />
      </div>
    </div>
  );
}
