import type { AboutImage } from "../../content/schemas";
import type { InLang } from "../../i18n/localized";
import { photoSrcset, photoUrl } from "../../viewer/shown-image";

/** What an <img> of a company page is given: a drawing, or an uploaded photo's WebP copies. */
export interface AboutImageAttributes {
  src: string;
  width: number;
  height: number;
  alt: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * A company page's image in the page's language, as the attributes of its <img>: the view
 * spreads them, so a photo's `srcset` costs the page's script nothing. `sizes` is how wide the
 * page draws it.
 */
export function aboutImage(image: InLang<AboutImage>, sizes: string): AboutImageAttributes {
  const { photo, alt } = image;
  if (!photo) return { src: image.src!, width: image.width!, height: image.height!, alt };
  return {
    src: photoUrl(photo, photo.widths[0]!, "webp"),
    width: photo.width,
    height: photo.height,
    alt,
    srcSet: photoSrcset(photo, "webp"),
    sizes,
  };
}
