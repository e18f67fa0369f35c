import { showPlaceholder } from "../chrome/broken-image";
import { ViewerThumbnails, type ViewerImage } from "../viewer/ViewerThumbnails";

/** The first spans the column (half the page from 768 px), the others half of it. */
const thumbnailSizes = (index: number) =>
  index === 0 ? "(min-width: 768px) 50vw, 100vw" : "(min-width: 768px) 25vw, 50vw";

/**
 * The product's published photos, then its drawings: each opens the full-screen viewer
 * (docs/product.md, product detail).
 */
export function ProductDrawings(props: { images: ViewerImage[]; label: string }) {
  return (
    <ViewerThumbnails
      {...props}
      className="product-drawings"
      eagerFirst
      onBrokenImage={showPlaceholder}
      photoSizes={thumbnailSizes}
    />
  );
}
