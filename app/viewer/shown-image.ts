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
