import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { composeContent } from "../../app/content/live.server";
import type { ProductPhotos } from "../../app/content/schemas";
import sharp from "sharp";
import { photoDirs, processPhoto, type Photo } from "../../server/content/photos";
import { copyPublishedPhotos } from "../../server/content/published-photos";
import { openContentStore, type ContentStore } from "../../server/content/store";

/** The `productPhotos` kind of the content store (server/content/store.ts). */
let dir: string;
let store: ContentStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "product-photos-"));
  store = openContentStore(join(dir, "content.sqlite"));
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const photo = (n: number) => ({
  id: `1b4e28ba-2fa1-41d2-883f-0016d3cca42${n}`,
  width: 1600,
  height: 1200,
  widths: [480, 960, 1600],
  placeholder: "#6a7b8c",
  name: `valve-${n}.jpg`,
  alt: { ko: `현장의 밸브 ${n}`, en: `The valve on site ${n}` },
});
const value: ProductPhotos = { photos: [photo(1), photo(2)] };
const by = { by: "staff@example.com", baseVersion: 0 };

describe("product photos", () => {
  test("none in the repository: no product has photos until staff publish some", () => {
    expect(store.list("productPhotos")).toEqual([]);
    expect(store.get("productPhotos", "480-035")).toBeUndefined();
    expect(composeContent(0, store.overrides()).productPhotos.size).toBe(0);
  });

  test("an unknown product code is refused with a message at the product field", () => {
    for (const id of ["no-such-valve", "480-035/../x", "AP1"]) {
      const result = store.saveDraft("productPhotos", id, value, by);
      expect(result).toMatchObject({ ok: false, reason: "invalid" });
      if (result.ok || result.reason !== "invalid") continue;
      expect(result.fieldErrors).toEqual({
        product: `No product of the catalogue has the code "${id}".`,
      });
    }
    // The catalogue's id (its lowercase code) is what is taken.
    expect(store.saveDraft("productPhotos", "ap1", value, by).ok).toBe(true);
    expect(store.list("productPhotos").map((item) => item.id)).toEqual(["ap1"]);
  });

  test("a photo without alt text is a draft, refused at publish; not a processed photo, at save", () => {
    const noAlt = { photos: [{ ...photo(1), alt: { ko: "밸브", en: " " } }] };
    expect(store.saveDraft("productPhotos", "480-035", noAlt, by).ok).toBe(true);
    expect(store.publish("productPhotos", "480-035", { ...by, baseVersion: 1 })).toMatchObject({
      ok: false,
      reason: "invalid",
      fieldErrors: { "photos.0.alt.en": expect.any(String) },
    });
    const cases: [unknown, string][] = [
      [{ photos: [photo(1), { ...photo(2), id: "../../etc/passwd" }] }, "photos.1.id"],
      [{ photos: [{ ...photo(1), placeholder: "red;x" }] }, "photos.0.placeholder"],
      [{ photos: [{ ...photo(1), widths: [] }] }, "photos.0.widths"],
      [{ photos: Array.from({ length: 13 }, (_, i) => photo(i % 10)) }, "photos"],
    ];
    for (const [bad, field] of cases) {
      const result = store.saveDraft("productPhotos", "480-035", bad, { ...by, baseVersion: 1 });
      expect(result, field).toMatchObject({ ok: false, reason: "invalid" });
      if (result.ok || result.reason !== "invalid") continue;
      expect(Object.keys(result.fieldErrors), field).toEqual([field]);
    }
    expect(store.get("productPhotos", "480-035")!.version).toBe(1);
  });

  test("a draft is not shown; published, the product has its photos in order; unpublished, none", () => {
    store.saveDraft("productPhotos", "480-035", value, by);
    expect(store.get("productPhotos", "480-035")!.state).toBe("draft");
    expect(store.overrides().productPhotos!.size).toBe(0);

    expect(store.publish("productPhotos", "480-035", { ...by, baseVersion: 1 }).ok).toBe(true);
    const live = composeContent(store.revision(), store.overrides());
    expect(live.productPhotos.get("480-035")).toEqual(value);
    expect(live.productPhotos.has("480-050")).toBe(false);

    expect(store.unpublish("productPhotos", "480-035", { ...by, baseVersion: 2 }).ok).toBe(true);
    expect(store.get("productPhotos", "480-035")!.state).toBe("unpublished");
    expect(composeContent(store.revision(), store.overrides()).productPhotos.size).toBe(0);
  });
});

describe("the static export", () => {
  test("copies the files of published photos, and of no draft", async () => {
    const upload = async (colour: string) => {
      const bytes = await sharp({
        create: { width: 1000, height: 750, channels: 3, background: colour },
      })
        .jpeg()
        .toBuffer();
      const result = await processPhoto(bytes, "site.jpg", photoDirs(dir));
      if (!result.ok) throw new Error(result.message.en);
      return result.photo;
    };
    const withAlt = (photo: Photo) => ({ ...photo, alt: { ko: "현장 사진", en: "On site" } });
    const shown = await upload("#336699");
    const draftOnly = await upload("#993366");
    store.saveDraft("productPhotos", "480-035", { photos: [withAlt(shown)] }, by);
    store.publish("productPhotos", "480-035", { ...by, baseVersion: 1 });
    // Published first, then a draft adds a second photo: only the first is public.
    store.saveDraft(
      "productPhotos",
      "480-035",
      { photos: [withAlt(shown), withAlt(draftOnly)] },
      { ...by, baseVersion: 2 },
    );
    store.saveDraft("productPhotos", "ap1", { photos: [withAlt(draftOnly)] }, by);

    const out = join(dir, "static");
    expect(copyPublishedPhotos(dir, out)).toBe(6);
    const copied = readdirSync(join(out, "uploads", "photos")).sort();
    expect(copied).toEqual(
      [480, 960, 1000].flatMap((w) => [`${shown.id}-${w}.avif`, `${shown.id}-${w}.webp`]).sort(),
    );
    expect(copied.some((name) => name.startsWith(draftOnly.id))).toBe(false);
    expect(existsSync(join(out, "originals"))).toBe(false);
  });

  test("a published photo whose file is gone stops the export", async () => {
    store.saveDraft("productPhotos", "480-035", value, by);
    store.publish("productPhotos", "480-035", { ...by, baseVersion: 1 });
    expect(() => copyPublishedPhotos(dir, join(dir, "static"))).toThrow(
      /published photo's file is missing/,
    );
  });
});
