import { describe, expect, test } from "vitest";
import {
  formFields,
  readGalleryForm,
  rearrange,
} from "../../app/admin/content/gallery/form.server";
import { galleryItems } from "../../app/content/gallery";
import type { GalleryItem } from "../../app/content/schemas";

/** The gallery editor's form read back as a job (app/admin/content/gallery/form.server.ts). */
const seed = galleryItems[0]!;

function formOf(job: GalleryItem): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(formFields(job))) form.set(name, value);
  form.set("title.ko", ` ${job.title.ko} `);
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
    form.set("photos.1.entry", "not json");
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
