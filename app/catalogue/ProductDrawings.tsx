import { showPlaceholder } from "../chrome/broken-image";
import type { ImageEntry } from "../content/schemas";
import type { Lang } from "../i18n/lang";
import { ViewerThumbnails } from "../viewer/ViewerThumbnails";

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
