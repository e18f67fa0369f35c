import type { ComponentProps } from "react";
import { photoSrcset, type ShownImage } from "./shown-image";

type Props = Omit<ComponentProps<"img">, "src" | "width" | "height" | "alt" | "loading"> & {
  image: ShownImage<string>;
  /** How wide the image is drawn, for the browser to pick a copy from `srcset`. */
  sizes: string;
  /** The first view's main image: fetched at once and before the others. */
  priority?: boolean;
  /** Fetched at once, without priority; every other image is fetched lazily. */
  eager?: boolean;
};

/**
 * One image with its size set (no layout shift): a drawing as a plain <img>, an uploaded photo as
 * a <picture> of AVIF and WebP copies, its dominant colour behind it until it has loaded.
 */
export function Picture({ image, sizes, priority = false, eager, style, ...rest }: Props) {
  const { photo } = image;
  const img = (
    <img
      {...rest}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority || eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      sizes={photo && sizes}
      srcSet={photo && photoSrcset(photo, "webp")}
      style={photo ? { ...style, backgroundColor: photo.placeholder } : style}
    />
  );
  if (!photo) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcset(photo, "avif")} sizes={sizes} />
      {img}
    </picture>
  );
}
