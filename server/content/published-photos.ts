import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { PhotoCopies } from "../../app/viewer/shown-image";
import { photoDirs } from "./photos";
import { contentDatabase, openContentStore } from "./store";

const UUID = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/;

/** Every served file of a photo: both formats at each width. */
const photoFiles = (photo: PhotoCopies) =>
  photo.widths.flatMap((w) => [`${photo.id}-${w}.avif`, `${photo.id}-${w}.webp`]);

/**
 * Every uploaded photo a value refers to, however deep (product photos, gallery jobs, whatever
 * kind comes next): an object with a UUID `id` and a list of `widths` is one.
 */
export function photosIn(value: unknown, found = new Map<string, PhotoCopies>()) {
  if (value instanceof Map) {
    for (const item of value.values()) photosIn(item, found);
  } else if (Array.isArray(value)) {
    for (const item of value) photosIn(item, found);
  } else if (value && typeof value === "object") {
    const object = value as Record<string, unknown>;
    if (typeof object.id === "string" && UUID.test(object.id) && Array.isArray(object.widths)) {
      found.set(object.id, object as unknown as PhotoCopies);
    }
    for (const item of Object.values(object)) photosIn(item, found);
  }
  return found;
}

/**
 * For the static export: copies the served files of every photo that published content shows
 * from `{dataDir}/uploads/photos` to `{out}/uploads/photos` (the same URLs as on the server).
 * Drafts' and unpublished items' photos stay out. Returns how many files were copied; a missing
 * file stops the export, which would otherwise ship a page with a broken photo.
 */
export function copyPublishedPhotos(dataDir: string, out: string): number {
  const file = contentDatabase(dataDir);
  if (!existsSync(file)) return 0;
  const store = openContentStore(file);
  let photos: Map<string, PhotoCopies>;
  try {
    photos = photosIn(store.overrides());
  } finally {
    store.close();
  }
  const from = photoDirs(dataDir).public;
  const to = join(out, "uploads", "photos");
  let copied = 0;
  for (const photo of photos.values()) {
    for (const name of photoFiles(photo)) {
      if (!existsSync(join(from, name))) {
        throw new Error(`A published photo's file is missing: ${join(from, name)}`);
      }
      mkdirSync(to, { recursive: true });
      copyFileSync(join(from, name), join(to, name));
      copied += 1;
    }
  }
  return copied;
}
