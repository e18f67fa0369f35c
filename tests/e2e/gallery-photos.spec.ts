import { randomUUID } from "node:crypto";
import { copyFileSync, mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { pageBytes } from "../../bench/page-bytes";
import { findProductById, productPath } from "../../app/content/catalog/catalog.server";
import type { GalleryItem, UploadedPhoto } from "../../app/content/schemas";
import { photoDirs, processPhoto } from "../../server/content/photos";
import { contentDatabase, openContentStore, type ContentStore } from "../../server/content/store";
import { phonePhoto } from "../fixtures/photos";
import { serveBuilt } from "../server/serve-built";
import { LANGS, expect, expectNoViolations, inLang, open, test } from "./support";

/**
 * Uploaded photos on the public pages (docs/decisions/015-photos.md): a <picture> of AVIF and
 * WebP copies with srcset, sizes, width and height, the main photo of the first view fetched at
 * once and first, every other one lazily, the dominant colour behind each until it loads; a job's
 * date, sector and related products. A job of 20 photos keeps the first-view byte budgets.
 * Its own server and DATA_DIR: the jobs it publishes reach no other spec.
 */
test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof serveBuilt>>;
let store: ContentStore;
let dataDir: string;
const at = (path: string) => server.origin + path;

/** A plain photo of one colour with a darker band, `width` × `height`. */
const plainPhoto = (width: number, height: number, hue: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  })
    .jpeg()
    .toBuffer();

async function uploaded(bytes: Buffer, name: string): Promise<UploadedPhoto> {
  const result = await processPhoto(bytes, name, photoDirs(dataDir));
  if (!result.ok) throw new Error(result.message.en);
  return result.photo;
}

function publishJob(job: GalleryItem) {
  const id = String(job.id);
  const base = store.get("gallery", id)?.version ?? 0;
  const saved = store.saveDraft("gallery", id, job, { by: "e2e", baseVersion: base });
  if (!saved.ok) throw new Error(saved.message);
  const live = store.publish("gallery", id, { by: "e2e", baseVersion: base + 1 });
  if (!live.ok) throw new Error(live.message);
}

/** Polls until the page at `path` answers 200 (a publish is live within a second). */
async function live(path: string) {
  await expect.poll(async () => (await fetch(at(path), { redirect: "manual" })).status).toBe(200);
}

const job: GalleryItem = {
  id: 7,
  title: { ko: "슬러리 라인 핀치 밸브 설치", en: "Pinch valves for a slurry line" },
  date: "2026-10-14",
  sector: { ko: "광산", en: "Mining" },
  products: ["pqvf"],
  description: { ko: "PQVF 핀치 밸브 두 대를 설치했습니다.", en: "Two PQVF pinch valves fitted." },
  photos: [],
  main: 1,
};

test.beforeAll(async () => {
  // A server start and three photos made (AVIF is the dear part): past 30 s on a busy machine.
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), "gallery-photos-e2e-"));
  server = await serveBuilt({ DATA_DIR: dataDir });
  store = openContentStore(contentDatabase(dataDir));
  job.photos = [
    { photo: await uploaded(await plainPhoto(2400, 1600, 40), "wide.jpg"), caption: caption(1) },
    { photo: await uploaded(await phonePhoto(), "IMG_0001.JPG"), caption: caption(2) },
    { photo: await uploaded(await plainPhoto(900, 900, 200), "square.png"), caption: caption(3) },
  ];
  publishJob(job);
  await live(`/gallery/${job.id}`);
});
test.afterAll(async () => {
  store?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function caption(n: number) {
  return { ko: `현장 사진 ${n}`, en: `Site photo ${n}` };
}

for (const lang of LANGS) {
  test(`the job's page (${lang}): pictures with srcset, the main one first, facts and links`, async ({
    page,
    consoleErrors,
  }) => {
    await open(page, at(inLang(lang, `/gallery/${job.id}`)));
    const main = job.photos[job.main]!;
    if (!("photo" in main)) throw new Error("an uploaded photo");
    const figure = page.locator("main figure").first();
    const avif = figure.locator("picture source[type='image/avif']");
    await expect(avif).toHaveAttribute("srcset", new RegExp(`${main.photo.id}-480\\.avif 480w`));
    await expect(avif).toHaveAttribute("sizes", /960px/);
    const img = figure.locator("picture img");
    await expect(img).toHaveAttribute("srcset", new RegExp(`${main.photo.id}-800\\.webp 800w`));
    // The phone photo stands upright: 800 × 1200 from a 1200 × 800 file on its side.
    await expect(img).toHaveAttribute("width", "800");
    await expect(img).toHaveAttribute("height", "1200");
    await expect(img).toHaveAttribute("loading", "eager");
    await expect(img).toHaveAttribute("fetchpriority", "high");
    await expect(img).toHaveAttribute(
      "style",
      new RegExp(`background-color: ?${main.photo.placeholder}`),
    );
    await expect(img).toHaveAccessibleName(main.caption[lang]);
    // The browser chose the AVIF copy and it loaded.
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc))
      .toMatch(/\.avif$/);

    // The thumbnails load lazily, each with its size.
    const thumbs = page.locator(".thumb-grid img");
    await expect(thumbs).toHaveCount(3);
    for (const [i, entry] of job.photos.entries()) {
      if (!("photo" in entry)) continue;
      await expect(thumbs.nth(i)).toHaveAttribute("loading", "lazy");
      await expect(thumbs.nth(i)).toHaveAttribute("width", String(entry.photo.width));
      await expect(thumbs.nth(i)).toHaveAttribute("height", String(entry.photo.height));
    }

    // Date, sector and the related product, whose link leads to its page.
    const facts = page.locator(".gallery-detail__facts");
    await expect(facts.locator("time")).toHaveAttribute("datetime", job.date!);
    await expect(facts).toContainText(job.sector![lang]);
    await expectNoViolations(page, `/gallery/${job.id} (${lang})`);
    await facts.getByRole("link", { name: /PQVF/ }).click();
    await expect(page).toHaveURL(at(inLang(lang, productPath(findProductById("pqvf")!))));
    expect(consoleErrors).toEqual([]);
  });

  test(`the lightbox shows the photo through its srcset (${lang})`, async ({ page }) => {
    await open(page, at(inLang(lang, `/gallery/${job.id}`)));
    await page.locator(".thumb-grid a").nth(2).click();
    const dialog = page.getByRole("dialog");
    const img = dialog.locator("picture img");
    await expect(img).toHaveAccessibleName(caption(3)[lang]);
    await expect(dialog.locator("figcaption")).toHaveText(caption(3)[lang]);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test(`/gallery (${lang}): the job's card shows its main photo, the first card at once`, async ({
    page,
  }) => {
    await open(page, at(inLang(lang, "/gallery")));
    const card = page.locator(".gallery-card").first();
    await expect(card).toContainText(job.title[lang]);
    const img = card.locator("picture img");
    await expect(img).toHaveAttribute("fetchpriority", "high");
    await expect(img).toHaveAttribute("sizes", /24rem/);
    await expect(img).toHaveAttribute("alt", "");
    await expect(page.locator(".gallery-card").nth(1).locator("img")).toHaveAttribute(
      "loading",
      "lazy",
    );
    await expectNoViolations(page, `/gallery (${lang})`);
  });
}

test("a job of 20 photos keeps the first-view byte budgets", async () => {
  const many: GalleryItem = {
    ...job,
    id: 8,
    title: { ko: "사진 20장 작업", en: "A job of twenty photos" },
    photos: [],
    main: 0,
  };
  // One photo processed, its copies saved under 20 ids: the page is what is measured here.
  const source = await uploaded(await plainPhoto(1700, 1275, 90), "IMG_0.jpg");
  const dir = photoDirs(dataDir).public;
  for (let i = 0; i < 20; i += 1) {
    const photo = { ...source, id: randomUUID(), name: `IMG_${i}.jpg` };
    for (const w of source.widths) {
      for (const format of ["avif", "webp"]) {
        copyFileSync(
          join(dir, `${source.id}-${w}.${format}`),
          join(dir, `${photo.id}-${w}.${format}`),
        );
      }
    }
    many.photos.push({ photo, caption: caption(i + 1) });
  }
  publishJob(many);
  await live(`/gallery/${many.id}`);
  const KB = 1024;
  for (const lang of LANGS) {
    const bytes = await pageBytes(at(inLang(lang, `/gallery/${many.id}`)), async (url) =>
      (await fetch(url)).text(),
    );
    // The same budgets as tests/e2e/budgets.spec.ts.
    expect(bytes.html, `HTML (${lang})`).toBeLessThanOrEqual(15 * KB);
    expect(bytes.css).toBeLessThanOrEqual(20 * KB);
    expect(bytes.js).toBeLessThanOrEqual(120 * KB);
    expect(bytes.firstView).not.toBeNull();
    expect(bytes.firstView!, `above the fold (${lang})`).toBeLessThanOrEqual(14 * KB);
    // All 20 photos reach the page, each through its own srcset.
    const html = await (await fetch(at(inLang(lang, `/gallery/${many.id}`)))).text();
    expect(html.match(/<source type="image\/avif"/g)).toHaveLength(21);
  }
});
