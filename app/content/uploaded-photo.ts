/**
 * A photo staff uploaded (server/content/photos.ts makes the files), as content refers to it and
 * as pages show it. Plain types and URL helpers only: pages import this, so no zod here (the
 * schema is `uploadedPhotoSchema` in schemas.ts).
 */
export interface UploadedPhoto {
  /** A random UUID: the files are `/uploads/photos/{id}-{width}.{avif|webp}`. */
  id: string;
  /** Size of the widest copy; the others keep its proportions. */
  width: number;
  height: number;
  /** The widths served, ascending; the last is `width`. */
  widths: number[];
  /** The dominant colour (#rrggbb), shown while the photo loads. */
  placeholder: string;
  /** The uploaded file's name, for staff to recognise it; never shown to visitors. */
  name: string;
}

/** What a public page gets of a photo: not the uploaded file's name. */
export type PublicPhoto = Omit<UploadedPhoto, "name">;

/** The photo without its file name, for a public page's data. */
export function publicPhoto(photo: UploadedPhoto): PublicPhoto {
  const { id, width, height, widths, placeholder } = photo;
  return { id, width, height, widths, placeholder };
}

export type PhotoFormat = "avif" | "webp";

export const photoUrl = (id: string, width: number, format: PhotoFormat) =>
  `/uploads/photos/${id}-${width}.${format}`;

/** "…-480.avif 480w, …-960.avif 960w" for a `srcset`. */
export const photoSrcSet = (photo: Pick<UploadedPhoto, "id" | "widths">, format: PhotoFormat) =>
  photo.widths.map((w) => `${photoUrl(photo.id, w, format)} ${w}w`).join(", ");

/** Every served file of a photo: both formats at each width. */
export const photoFiles = (photo: Pick<UploadedPhoto, "id" | "widths">) =>
  photo.widths.flatMap((w) => [`${photo.id}-${w}.avif`, `${photo.id}-${w}.webp`]);
