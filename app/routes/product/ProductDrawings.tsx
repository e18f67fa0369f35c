import { lazy, Suspense, useRef, useState } from "react";
import { useBrokenImage } from "../../chrome/broken-image";
import { flushSync } from "react-dom";
import type { ImageEntry } from "../../content/schemas";
import type { Lang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { useT } from "../../i18n/use-lang";

// The viewer's code loads when a visitor first opens a drawing.
const ImageViewer = lazy(() => import("../../viewer/ImageViewer"));

const PLACEHOLDER = "/images/products/placeholder.svg";

/** SPEC section 8: a detail image that fails to load falls back to the placeholder drawing. */
function showPlaceholder(img: HTMLImageElement) {
  if (!img.src.endsWith(PLACEHOLDER)) img.src = PLACEHOLDER;
}

function Drawing({ image, lang, eager }: { image: ImageEntry; lang: Lang; eager: boolean }) {
  const broken = useBrokenImage(showPlaceholder);
  return (
    <img
      {...broken}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={pick(image.alt, lang)}
      loading={eager ? "eager" : "lazy"}
    />
  );
}

/** The product's drawings: each opens the full-screen viewer (SPEC section 2, product detail). */
export function ProductDrawings(props: { images: ImageEntry[]; lang: Lang; label: string }) {
  const { images, lang } = props;
  const t = useT();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const close = () => {
    // The dialog must be gone (the page no longer inert) before focus can go back.
    flushSync(() => setOpenAt(null));
    opener.current?.focus();
  };

  return (
    <>
      <ul className="product-drawings">
        {images.map((image, index) => (
          <li key={image.src + index}>
            <a
              href={image.src}
              onClick={(event) => {
                event.preventDefault();
                opener.current = event.currentTarget;
                setOpenAt(index);
              }}
            >
              <Drawing image={image} lang={lang} eager={index === 0} />
              <span className="sr-only"> ({t("gallery.enlarge")})</span>
            </a>
          </li>
        ))}
      </ul>
      {openAt !== null && (
        <Suspense fallback={null}>
          <ImageViewer
            images={images}
            startIndex={openAt}
            lang={lang}
            label={props.label}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
