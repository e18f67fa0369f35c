import { useRef, useState } from "react";
import { closeHandlers, trapFocus, useModalDialog } from "../ui/modal-dialog";
import { useT } from "../i18n/use-lang";
import { Picture } from "./Picture";
import type { ShownImage } from "./shown-image";
import "./viewer.css";

/**
 * Full-screen image viewer (lightbox): a modal <dialog>, so focus stays inside and the page
 * behind is inert. Previous and next wrap around; Escape, the close button or a click on the
 * backdrop close it; page scrolling is locked while it is open.
 */
export default function ImageViewer(props: {
  images: ShownImage<string>[];
  startIndex: number;
  label: string;
  onClose: () => void;
}) {
  const { images, onClose } = props;
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(props.startIndex);
  const total = images.length;
  const image = images[index]!;
  const go = (step: number) => setIndex((current) => (current + step + total) % total);

  useModalDialog(dialogRef, closeRef);

  return (
    <dialog
      ref={dialogRef}
      className="viewer"
      aria-label={props.label}
      {...closeHandlers(onClose)}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") go(-1);
        if (event.key === "ArrowRight") go(1);
        if (event.key === "Tab") trapFocus(event.nativeEvent, event.currentTarget);
      }}
    >
      <div className="viewer__frame">
        <figure className="viewer__figure">
          <Picture key={index} image={image} sizes="100vw" priority />
          {image.caption && <figcaption>{image.caption}</figcaption>}
        </figure>
        <p className="viewer__counter" aria-live="polite">
          {index + 1} / {total}
        </p>
        {total > 1 && (
          <>
            <button type="button" className="viewer__nav viewer__nav--prev" onClick={() => go(-1)}>
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{t("viewer.previous")}</span>
            </button>
            <button type="button" className="viewer__nav viewer__nav--next" onClick={() => go(1)}>
              <span aria-hidden="true">›</span>
              <span className="sr-only">{t("viewer.next")}</span>
            </button>
          </>
        )}
        <button ref={closeRef} type="button" className="viewer__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="sr-only">{t("viewer.close")}</span>
        </button>
      </div>
    </dialog>
  );
}
