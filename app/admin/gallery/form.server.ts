import type { GalleryItem, GalleryPhoto } from "../../content/schemas";

/**
 * The gallery editor's form as a job value, and the steps a form without JavaScript takes
 * (move a photo, remove one) before anything is saved. The store's zod schema checks the
 * result on save: this only reads what was posted.
 */

/** A photo row as the form carries it: the photo (hidden, JSON) and its caption fields. */
export const PHOTO_FIELD = "photo";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** Both languages, or undefined when both are empty (an optional field left blank). */
const optionalPair = (form: FormData, name: string) => {
  const pair = { ko: text(form, `${name}.ko`), en: text(form, `${name}.en`) };
  return pair.ko || pair.en ? pair : undefined;
};

/** The photo rows in the order posted; a row that is not JSON is dropped, not trusted. */
function readPhotos(form: FormData): GalleryPhoto[] {
  const photos = form.getAll(PHOTO_FIELD);
  const ko = form.getAll("caption.ko");
  const en = form.getAll("caption.en");
  return photos.flatMap((raw, i) => {
    if (typeof raw !== "string") return [];
    try {
      const photo = JSON.parse(raw) as Record<string, unknown>;
      const caption = { ko: String(ko[i] ?? "").trim(), en: String(en[i] ?? "").trim() };
      return [{ ...photo, caption } as GalleryPhoto];
    } catch {
      return [];
    }
  });
}

/** The job the form describes (`id` from the URL, never from the form). */
export function readGalleryForm(form: FormData, id: number): GalleryItem {
  const date = text(form, "date");
  const sector = optionalPair(form, "sector");
  const products = form
    .getAll("products")
    .filter((value): value is string => typeof value === "string" && value !== "");
  const main = Number(text(form, "main") || "0");
  return {
    id,
    title: { ko: text(form, "title.ko"), en: text(form, "title.en") },
    ...(date ? { date } : {}),
    ...(sector ? { sector } : {}),
    ...(products.length ? { products } : {}),
    description: { ko: text(form, "description.ko"), en: text(form, "description.en") },
    photos: readPhotos(form),
    main: Number.isInteger(main) && main >= 0 ? main : 0,
  };
}

/** A photo row's hidden value: the photo without its caption (the caption has its own fields). */
export function photoFieldValue(entry: GalleryPhoto): string {
  return JSON.stringify({ ...entry, caption: undefined });
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
