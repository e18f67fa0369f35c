import type { ProductPhotos } from "../../../content/schemas";
import { formLocalizedLine } from "../form.server";
import { rowCount } from "./rows";

/**
 * The photos editor's form: each photo is a row of fields `photos.{i}.meta` (the processed
 * photo as JSON, from the upload), `photos.{i}.alt.ko|en`, `photos.{i}.order` (its position)
 * and `photos.{i}.remove`.
 */
const META_KEYS = ["id", "width", "height", "widths", "placeholder", "name"] as const;

/**
 * The form with removed rows dropped and the rest in the order staff gave (ties keep their
 * place), numbered again from 0: the saved value and the field errors then name the same rows.
 */
export function normalizePhotoForm(form: FormData): FormData {
  const rows = Array.from({ length: rowCount((name) => form.has(name)) }, (_, index) => ({
    index,
    order: Number(form.get(`photos.${index}.order`)),
  }))
    .filter((row) => !form.has(`photos.${row.index}.remove`))
    .sort((a, b) => (a.order || a.index + 1) - (b.order || b.index + 1) || a.index - b.index);
  const out = new FormData();
  for (const [name, value] of form) {
    if (!name.startsWith("photos.")) out.append(name, value);
  }
  rows.forEach((row, i) => {
    for (const field of ["meta", "alt.ko", "alt.en"]) {
      const value = form.get(`photos.${row.index}.${field}`);
      if (typeof value === "string") out.set(`photos.${i}.${field}`, value);
    }
    out.set(`photos.${i}.order`, String(i + 1));
  });
  return out;
}

function readMeta(text: unknown): Record<string, unknown> {
  try {
    const parsed = JSON.parse(String(text)) as Record<string, unknown>;
    // Only the photo's own keys: anything else would be refused with a puzzling field name.
    return Object.fromEntries(META_KEYS.map((key) => [key, parsed[key]]));
  } catch {
    return {};
  }
}

/** The product's photos from the editor's form, in the order and with the removals staff chose. */
export function readProductPhotos(form: FormData): ProductPhotos {
  const rows = normalizePhotoForm(form);
  return {
    photos: Array.from({ length: rowCount((name) => rows.has(name)) }, (_, i) => ({
      ...(readMeta(rows.get(`photos.${i}.meta`)) as Omit<ProductPhotos["photos"][number], "alt">),
      alt: formLocalizedLine(rows, `photos.${i}.alt`),
    })),
  };
}

/** The form's fields for a saved value (the editor's starting state). */
export function photoFields(value: ProductPhotos): Record<string, string> {
  const fields: Record<string, string> = {};
  value.photos.forEach(({ alt, ...photo }, i) => {
    fields[`photos.${i}.meta`] = JSON.stringify(photo);
    fields[`photos.${i}.alt.ko`] = alt.ko;
    fields[`photos.${i}.alt.en`] = alt.en;
    fields[`photos.${i}.order`] = String(i + 1);
  });
  return fields;
}
