import { describe, expect, test } from "vitest";
import { photoFieldValue, readGalleryForm, rearrange } from "../../app/admin/gallery/form.server";
import { galleryItems } from "../../app/content/gallery";
import type { GalleryItem } from "../../app/content/schemas";

/** The gallery editor's form read back as a job (app/admin/gallery/form.server.ts). */
const seed = galleryItems[0]!;

function formOf(job: GalleryItem): FormData {
  const form = new FormData();
  form.set("title.ko", ` ${job.title.ko} `);
  form.set("title.en", job.title.en);
  form.set("description.ko", job.description.ko);
  form.set("description.en", job.description.en);
  form.set("date", job.date ?? "");
  form.set("sector.ko", job.sector?.ko ?? "");
  form.set("sector.en", job.sector?.en ?? "");
  for (const id of job.products ?? []) form.append("products", id);
  for (const photo of job.photos) {
    form.append("photo", photoFieldValue(photo));
    form.append("caption.ko", photo.caption.ko);
    form.append("caption.en", photo.caption.en);
  }
  form.set("main", String(job.main));
  return form;
}

describe("reading the form", () => {
  test("the repository's job comes back as it is, optional fields left out", () => {
    expect(readGalleryForm(formOf(seed), seed.id)).toEqual(seed);
  });

  test("date, sector and products when given; the id is the URL's, not the form's", () => {
    const job = {
      ...seed,
      date: "2026-10-14",
      sector: { ko: "광산", en: "Mining" },
      products: ["pqvf"],
    };
    const form = formOf(job);
    form.set("id", "99");
    expect(readGalleryForm(form, 3)).toEqual({ ...job, id: 3 });
  });

  test("a photo row that is not JSON is dropped; a sector with one language is kept to be refused", () => {
    const form = formOf(seed);
    const rows = form.getAll("photo");
    form.delete("photo");
    for (const [i, row] of rows.entries()) form.append("photo", i === 1 ? "not json" : row);
    form.set("sector.ko", "광산");
    const read = readGalleryForm(form, 1);
    expect(read.photos).toEqual(seed.photos.filter((_, i) => i !== 1));
    expect(read.sector).toEqual({ ko: "광산", en: "" });
  });
});

describe("move and remove without JavaScript", () => {
  const job = { ...seed, photos: seed.photos.slice(0, 3), main: 1 };
  const [a, b, c] = job.photos;

  test("up and down swap neighbours; the main photo stays the same photo", () => {
    expect(rearrange(job, "move:1:up")).toMatchObject({ photos: [b, a, c], main: 0 });
    expect(rearrange(job, "move:1:down")).toMatchObject({ photos: [a, c, b], main: 2 });
    expect(rearrange(job, "move:0:up")).toEqual(job);
    expect(rearrange(job, "move:2:down")).toEqual(job);
  });

  test("remove drops one; removing the main photo makes the first one main", () => {
    expect(rearrange(job, "remove:0")).toMatchObject({ photos: [b, c], main: 0 });
    expect(rearrange(job, "remove:1")).toMatchObject({ photos: [a, c], main: 0 });
    expect(rearrange(job, "remove:9")).toEqual(job);
    expect(rearrange(job, "save")).toBeUndefined();
  });
});
