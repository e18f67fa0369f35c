import { Island } from "../ui/Island";
import { VIEWER_WORDS, ViewerThumbnails } from "../viewer/ViewerThumbnails";
import type { ShownImage } from "../viewer/shown-image";

/**
 * The product's published photos, then its drawings: each opens the full-screen viewer
 * (docs/product.md, product detail).
 */
export function ProductDrawings(props: { images: ShownImage<string>[]; label: string }) {
  // Wakes at the first interaction: a thumbnail's click opens the viewer (decision 042).
  return (
    <Island
      name="viewer-thumbnails"
      wake="interaction"
      words={VIEWER_WORDS}
      of={ViewerThumbnails}
      props={{
        ...props,
        className: "product-drawings",
        // The first spans the column, half the page from 768 px; a photo's copy is picked for that.
        sizes: "(min-width: 768px) 50vw, 100vw",
        eagerFirst: true,
        brokenImage: "placeholder",
      }}
    />
  );
}
