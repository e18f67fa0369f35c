import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator } from "@playwright/test";
import sharp from "sharp";
import {
  findProductsByIds,
  findSection,
  productPath,
} from "../../app/content/catalog/catalog.server";
import { productDrawings } from "../../app/content/catalog/images";
import type { ProductPhoto } from "../../app/content/schemas";
import { photoDirs, processPhoto } from "../../server/content/photos";
import { contentDatabase, openContentStore, type ContentStore } from "../../server/content/store";
import { serveBuilt } from "../server/serve-built";
import { LANGS, expect, inLang, pick, subcategory, test, waitForHydration } from "./support";

/**
 * Product photos (issue 25): a photo added to a product and published is first on its page, on
 * its card in the category list and in the preview modal, the drawings after it, in both
 * languages; the served files carry no metadata; unpublished, it is gone.
 */
test.describe.configure({ mode: "serial" });

const ballValves = subcategory("sirca-valves", "ball-valves");
const listPath = "/products/sirca-valves/ball-valves";
const product = findProductsByIds(
  findSection(ballValves.section)!.pages[0]!.content.flatMap((block) =>
    block.type === "product-catalog" ? block.products : [],
  ),
)[0]!;
const drawings = productDrawings(product);
const alt = { ko: "설치 현장의 볼 밸브 사진", en: "Photo of the ball valve as installed" };

let server: Awaited<ReturnType<typeof serveBuilt>>;
let store: ContentStore;
let dataDir: string;
let photo: ProductPhoto;

/** A phone's JPEG: lying on its side (EXIF orientation 6), with a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: "#3a6ea5" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "37/1 28/1 5/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "126/1 53/1 2/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "product-photos-e2e-"));
  server = await serveBuilt({ DATA_DIR: dataDir });
  store = openContentStore(contentDatabase(dataDir));
});
test.afterAll(async () => {
  store?.close();
  await server?.stop();
});

const at = (path: string) => server.origin + path;

/** Polls a URL until its body passes `check`; the time it took, in ms. */
async function timeUntil(url: string, check: (body: string) => boolean): Promise<number> {
  const start = Date.now();
  for (;;) {
    const body = await (await fetch(url)).text();
    if (check(body)) return Date.now() - start;
    if (Date.now() - start > 5000) throw new Error(`${url} did not change within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The image has loaded from one of the photo's files, and is not a broken image. */
async function expectLoadedPhoto(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
    new RegExp(`/uploads/photos/${photo.id}-\\d+\\.(avif|webp)$`),
  );
}

/** Every image of a figure area in order: the photo's id or the drawing's src. */
function imageOrder(images: Locator) {
  return images.evaluateAll((all: HTMLImageElement[]) =>
    all.map((img) =>
      img.getAttribute("src")!.replace(/^\/uploads\/photos\/([^-]+(?:-[^-]+){4})-.*$/, "$1"),
    ),
  );
}

test("a photo published for a product is first on its page, card and preview", async ({ page }) => {
  const result = await processPhoto(await phonePhoto(), "IMG_2041.jpg", photoDirs(dataDir));
  if (!result.ok) throw new Error(result.message.en);
  photo = { ...result.photo, alt };
  store.saveDraft("productPhotos", product.id, { photos: [photo] }, { by: "e2e", baseVersion: 0 });
  store.publish("productPhotos", product.id, { by: "e2e", baseVersion: 1 });
  expect(await timeUntil(at(productPath(product)), (body) => body.includes(photo.id))).toBeLessThan(
    1000,
  );

  for (const lang of LANGS) {
    await page.goto(at(inLang(lang, productPath(product))));
    const figures = page.locator(".product-drawings img");
    expect(await imageOrder(figures)).toEqual([photo.id, ...drawings.map((d) => d.src)]);
    const first = figures.first();
    await expect(first).toHaveAttribute("alt", alt[lang]);
    await expect(first).toHaveAttribute("width", String(photo.width));
    await expect(first).toHaveAttribute("height", String(photo.height));
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("srcset", /\.webp 480w/);
    await expect(page.locator(".product-drawings picture source").first()).toHaveAttribute(
      "type",
      "image/avif",
    );
    await expect(figures.nth(1)).toHaveAttribute("loading", "lazy");
    await expectLoadedPhoto(first);

    // The card in the category list, then its preview.
    await page.goto(at(inLang(lang, listPath)));
    await waitForHydration(page);
    const card = page
      .locator("main .product-grid > li")
      .filter({ hasText: product.code })
      .locator("a.card__link");
    await expect(card.locator("img")).toHaveAttribute("srcset", new RegExp(photo.id));
    await expectLoadedPhoto(card.locator("img"));
    await card.click();
    const modal = page.getByRole("dialog", { name: pick(product.name, lang), exact: true });
    await expect(modal).toBeVisible();
    const zoom = modal.locator(".zoom-image img");
    await expect(zoom).toHaveCount(1 + drawings.length);
    expect(await imageOrder(zoom)).toEqual([photo.id, ...drawings.map((d) => d.src)]);
    await expect(zoom.first()).toHaveAttribute("alt", alt[lang]);
    await expectLoadedPhoto(zoom.first());
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
  }
});

test("the served files carry no metadata", async () => {
  const dir = mkdtempSync(join(tmpdir(), "served-photo-"));
  for (const width of photo.widths) {
    for (const format of ["avif", "webp"]) {
      const response = await fetch(at(`/uploads/photos/${photo.id}-${width}.${format}`));
      expect(response.status).toBe(200);
      const file = join(dir, `${width}.${format}`);
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      const out = execFileSync("exiftool", ["-json", "-a", "-G1", file], { encoding: "utf8" });
      const tags = Object.keys((JSON.parse(out) as Record<string, unknown>[])[0]!);
      expect(
        tags.filter((tag) => /^(GPS|EXIF|IFD0|XMP|IPTC|ICC)/.test(tag)),
        file,
      ).toEqual([]);
    }
  }
  // Stored on its side (orientation 6): served upright, taller than wide.
  expect(photo.height).toBeGreaterThan(photo.width);
});

test("unpublished, the photo is gone and the drawings are back", async ({ page }) => {
  store.unpublish("productPhotos", product.id, { by: "e2e", baseVersion: 2 });
  await timeUntil(at(productPath(product)), (body) => !body.includes(photo.id));
  for (const lang of LANGS) {
    await page.goto(at(inLang(lang, productPath(product))));
    expect(await imageOrder(page.locator(".product-drawings img"))).toEqual(
      drawings.map((d) => d.src),
    );
    await page.goto(at(inLang(lang, listPath)));
    await expect(page.locator("main .product-grid img[srcset]")).toHaveCount(0);
  }
});
