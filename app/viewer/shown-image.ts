import type { ImageEntry, Localized, UploadedPhoto } from "../content/schemas";

/** What a view needs of an uploaded photo to write its `srcset`s: its copies' name and widths. */
export type PhotoCopies = Pick<UploadedPhoto, "id" | "widths" | "placeholder">;

/**
 * An image as the views draw it: a drawing of the repository (one SVG at `src`) or an uploaded
 * photo, whose AVIF and WebP copies the view lists from `photo` (the page's data stays small).
 */
export type ShownImage<Text = Localized> = Omit<ImageEntry, "alt" | "caption"> & {
  alt: Text;
  caption?: Text;
  photo?: PhotoCopies;
};

export const photoUrl = (photo: PhotoCopies, width: number, format: "avif" | "webp") =>
  `/uploads/photos/${photo.id}-${width}.${format}`;

export const photoSrcset = (photo: PhotoCopies, format: "avif" | "webp") =>
  photo.widths.map((w) => `${photoUrl(photo, w, format)} ${w}w`).join(", ");

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

/** The largest copy, where a thumbnail links without JavaScript. */
export const largestUrl = (image: ShownImage<unknown>): string =>
  image.photo ? photoUrl(image.photo, image.photo.widths.at(-1)!, "webp") : image.src;
