import type { CSSProperties, ReactEventHandler, Ref } from "react";
import { photoSrcSet, photoUrl, type PublicPhoto } from "../content/uploaded-photo";

/**
 * A photo staff uploaded: AVIF where the browser takes it, else WebP, at the width `sizes` asks
 * for; width and height so nothing moves when it arrives; lazy unless it is in the first view;
 * its dominant colour behind it while it loads. Markup only: no code of its own runs.
 */
export function UploadedPhoto(props: {
  photo: PublicPhoto;
  alt: string;
  /** The `sizes` attribute: how wide the photo is shown, for the browser to pick a file. */
  sizes: string;
  /** In the first view: loaded at once rather than when scrolled near. */
  eager?: boolean;
  className?: string;
  style?: CSSProperties;
  draggable?: boolean;
  ref?: Ref<HTMLImageElement>;
  onError?: ReactEventHandler<HTMLImageElement>;
}) {
  const { photo, sizes, eager = false, style, ...img } = props;
  const widest = photo.widths[photo.widths.length - 1]!;
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, "avif")} sizes={sizes} />
      <img
        {...img}
        src={photoUrl(photo.id, widest, "webp")}
        srcSet={photoSrcSet(photo, "webp")}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        style={{ backgroundColor: photo.placeholder, ...style }}
      />
    </picture>
  );
}
