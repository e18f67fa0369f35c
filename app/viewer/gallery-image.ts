import type { GalleryPhoto } from "../content/schemas";
import { photoImage } from "./photo-image";
import type { ShownImage } from "./shown-image";

// Apart from shown-image.ts: the catalogue's pages share that module and stay within 120 KB.

/** A gallery photo as shown: an uploaded photo's caption is also its text for screen readers. */
export function galleryImage(entry: GalleryPhoto): ShownImage {
  if ("photo" in entry) return photoImage(entry.photo, entry.caption, entry.caption);
  return entry;
}

/** An image's texts in one language (what `inLang` does for a loader, for a view's own data). */
export const shownIn = (lang: "ko" | "en", image: ShownImage): ShownImage<string> => ({
  ...image,
  alt: image.alt[lang],
  caption: image.caption?.[lang],
});
