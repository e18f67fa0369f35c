import type { ImageEntry } from "../../content/schemas";
import type { Lang } from "../../i18n/lang";
import { ViewerThumbnails } from "../../viewer/ViewerThumbnails";

const PLACEHOLDER = "/images/products/placeholder.svg";

/** SPEC section 8: a detail image that fails to load falls back to the placeholder drawing. */
function showPlaceholder(img: HTMLImageElement) {
  if (!img.src.endsWith(PLACEHOLDER)) img.src = PLACEHOLDER;
}

/** The product's drawings: each opens the full-screen viewer (SPEC section 2, product detail). */
export function ProductDrawings(props: { images: ImageEntry[]; lang: Lang; label: string }) {
  return (
    <ViewerThumbnails
      {...props}
      className="product-drawings"
      eagerFirst
      onBrokenImage={showPlaceholder}
    />
  );
}
