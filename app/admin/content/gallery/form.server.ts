import type { GalleryItem, GalleryPhoto } from "../../../content/schemas";
import { formLocalized, formLocalizedLine, formText } from "../form.server";
import { flatten } from "../use-editor";

/**
 * The gallery editor's form as a job value, and the steps a form without JavaScript takes
 * (move a photo, remove one) before anything is saved. Inputs are named by their path in the
 * schema ("photos.2.caption.en"), so field errors land on them; each photo row carries the
 * photo itself as JSON in `photos.N.entry`. The store's zod schema checks the result on save.
 */

/** Both languages, or undefined when both are empty (an optional field left blank). */
const optionalPair = (form: FormData, name: string) => {
  const pair = formLocalizedLine(form, name);
  return pair.ko || pair.en ? pair : undefined;
};

/** The photo rows in order; a row whose photo is not JSON is dropped, not trusted. */
function readPhotos(form: FormData): GalleryPhoto[] {
  const photos: GalleryPhoto[] = [];
  for (let i = 0; form.has(`photos.${i}.entry`); i++) {
    try {
      const entry = JSON.parse(formText(form, `photos.${i}.entry`)) as object;
      photos.push({
        ...entry,
        caption: formLocalizedLine(form, `photos.${i}.caption`),
      } as GalleryPhoto);
    } catch {
      // A tampered row: left out, and the schema checks the rest.
    }
  }
  return photos;
}

/** The job the form describes (`id` from the URL, never from the form). */
export function readGalleryForm(form: FormData, id: number): GalleryItem {
  const date = formText(form, "date");
  const sector = optionalPair(form, "sector");
  const products = [...form.keys()]
    .filter((key) => key.startsWith("products.") && form.get(key) === "on")
    .map((key) => key.slice("products.".length));
  const main = Number(formText(form, "main") || "0");
  return {
    id,
    title: formLocalizedLine(form, "title"),
    ...(date ? { date } : {}),
    ...(sector ? { sector } : {}),
    ...(products.length ? { products: [...new Set(products)] } : {}),
    description: formLocalized(form, "description"),
    photos: readPhotos(form),
    main: Number.isInteger(main) && main >= 0 ? main : 0,
  };
}

/** A photo row's hidden value: the photo without its caption (the caption has its own fields). */
export function photoEntry(entry: GalleryPhoto): string {
  return JSON.stringify({ ...entry, caption: undefined });
}

/** A job as the form's fields, by name: what the editor shows after a step without a save. */
export function formFields(job: GalleryItem): Record<string, string> {
  const fields = flatten({ ...job, photos: undefined, products: undefined });
  for (const [i, photo] of job.photos.entries()) {
    fields[`photos.${i}.entry`] = photoEntry(photo);
    fields[`photos.${i}.caption.ko`] = photo.caption.ko;
    fields[`photos.${i}.caption.en`] = photo.caption.en;
  }
  for (const id of job.products ?? []) fields[`products.${id}`] = "on";
  return fields;
}

/**
 * A "move" or "remove" button pressed without JavaScript (`move:3:up`, `remove:3`): the job with
 * that change, the main photo still the same photo. Undefined for any other intent.
 */
export function rearrange(job: GalleryItem, intent: string): GalleryItem | undefined {
  const move = /^move:(\d+):(up|down)$/.exec(intent);
  const remove = /^remove:(\d+)$/.exec(intent);
  const photos = [...job.photos];
  const mainPhoto = photos[job.main];
  if (move) {
    const from = Number(move[1]);
    const to = move[2] === "up" ? from - 1 : from + 1;
    if (from >= photos.length || to < 0 || to >= photos.length) return job;
    [photos[from], photos[to]] = [photos[to]!, photos[from]!];
  } else if (remove) {
    const at = Number(remove[1]);
    if (at >= photos.length) return job;
    photos.splice(at, 1);
  } else return undefined;
  const main = mainPhoto ? photos.indexOf(mainPhoto) : -1;
  return { ...job, photos, main: main >= 0 ? main : 0 };
}
