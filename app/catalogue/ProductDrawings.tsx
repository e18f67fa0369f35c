import { showPlaceholder } from "../chrome/broken-image";
import type { ImageEntry } from "../content/schemas";
import type { InLang } from "../i18n/localized";
import { ViewerThumbnails } from "../viewer/ViewerThumbnails";

/** The product's drawings: each opens the full-screen viewer (docs/product.md, product detail). */
export function ProductDrawings(props: { images: InLang<ImageEntry>[]; label: string }) {
  return (
    <ViewerThumbnails
      {...props}
      className="product-drawings"
      eagerFirst
      onBrokenImage={showPlaceholder}
    />
  );
}
