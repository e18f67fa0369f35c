import type { Localized, UploadedPhoto } from "../content/schemas";
import { photoUrl, type ShownImage } from "./shown-image";

// Apart from shown-image.ts, which the catalogue's cards load: loaders and the editors use this.

/** An uploaded photo with its text; `src` (the fallback) is the WebP at the middle width. */
export function photoImage(photo: UploadedPhoto, alt: Localized, caption?: Localized): ShownImage {
  const { id, widths, placeholder } = photo;
  const fallback = widths[Math.floor((widths.length - 1) / 2)]!;
  return {
    src: photoUrl(photo, fallback, "webp"),
    width: photo.width,
    height: photo.height,
    alt,
    caption,
    photo: { id, widths, placeholder },
  };
}
