import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { galleryItems } from "../app/content/gallery";
import type { GalleryItem } from "../app/content/schemas";
import { photoDirs, processPhotos, type Photo } from "../server/content/photos";
import { contentDatabase, openContentStore } from "../server/content/store";
import { serveBuilt } from "../tests/server/serve-built";
import { lighthouseOf } from "./lighthouse";
import { pageBytes, type PageBytes } from "./page-bytes";
import { LANGS, inLang } from "./site";

export interface PhotoFigures {
  photos: number;
  megapixels: number;
  /** Mean size of the generated JPEGs. */
  inputBytes: number;
  /** All photos, two at a time as one upload of many is processed (wall time). */
  seconds: number;
  /** CPU time of this process meanwhile (all of libvips' threads): the figure load cannot hide. */
  cpuSeconds: number;
  /** Load average of the machine when the run ended: other work shares the cores. */
  load: number;
  /** Bytes of every served copy of one photo (AVIF and WebP, every width), mean. */
  servedBytes: number;
  /**
   * The job page of these photos, published into a throwaway DATA_DIR, per language: gzip bytes,
   * Lighthouse's LCP (mobile, throttled) and everything the page loaded (its total byte weight).
   */
  page: (PageBytes & { lang: string; lcp: number; totalBytes: number })[];
}

/**
 * A phone-like 12 MP JPEG made with sharp: smooth gradients with grain, so it compresses like a
 * photo (a few MB), and a different picture each time.
 */
async function phoneJpeg(seed: number, width = 4000, height = 3000): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  let noise = seed * 2654435761;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      noise = (noise * 1103515245 + 12345) >>> 0;
      const grain = (noise >>> 24) % 24;
      const i = (y * width + x) * 3;
      data[i] = ((x * 255) / width + seed * 13 + grain) & 255;
      data[i + 1] = ((y * 255) / height + grain) & 255;
      data[i + 2] = (((x + y) * 128) / width + grain) & 255;
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: seed % 2 ? 6 : 1 })
    .toBuffer();
}

/**
 * The photo pipeline's time for `count` photos of 12 MP (server/content/photos.ts), then the
 * gallery page of a job made of them: published into a throwaway DATA_DIR, served by the built
 * server, its bytes and (Lighthouse, median of `runs`) LCP in both languages.
 */
export async function measurePhotos(count = 20, runs = 3): Promise<PhotoFigures> {
  const inputs: Buffer[] = [];
  for (let i = 0; i < count; i += 1) inputs.push(await phoneJpeg(i + 1));
  const dir = mkdtempSync(join(tmpdir(), "bench-photos-"));
  try {
    const dirs = photoDirs(dir);
    const photos: Photo[] = [];
    let served = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    // As the editor processes an upload of many files (two at a time).
    const results = await processPhotos(
      inputs.map((bytes, i) => ({ bytes, name: `IMG_${i}.jpg` })),
      dirs,
    );
    for (const result of results) {
      if (!result.ok) throw new Error(result.message.en);
      photos.push(result.photo);
    }
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    const load = loadavg()[0]!;
    for (const file of readdirSync(dirs.public)) served += statSync(join(dirs.public, file)).size;
    return {
      photos: count,
      megapixels: 12,
      inputBytes: Math.round(inputs.reduce((sum, b) => sum + b.length, 0) / count),
      seconds,
      cpuSeconds,
      load,
      servedBytes: Math.round(served / count),
      page: await galleryPage(dir, photos, runs),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A job of `photos` published in `dataDir`; its page measured on the built server. */
async function galleryPage(dataDir: string, photos: Photo[], runs: number) {
  const id = Math.max(...galleryItems.map((g) => g.id)) + 1;
  const job: GalleryItem = {
    id,
    title: { ko: "벤치마크 작업 사진 20장", en: "Benchmark job of 20 photos" },
    date: "2026-11-22",
    description: { ko: "사진 처리 벤치마크의 작업입니다.", en: "The photo benchmark's job." },
    photos: photos.map((photo, i) => ({
      photo,
      caption: { ko: `사진 ${i + 1}`, en: `Photo ${i + 1}` },
    })),
    main: 0,
  };
  const store = openContentStore(contentDatabase(dataDir));
  const saved = store.saveDraft("gallery", String(id), job, { by: "bench", baseVersion: 0 });
  if (!saved.ok) throw new Error(saved.message);
  const live = store.publish("gallery", String(id), { by: "bench", baseVersion: 1 });
  if (!live.ok) throw new Error(live.message);
  store.close();
  const site = await serveBuilt({ DATA_DIR: dataDir });
  try {
    const text = async (url: string) => (await fetch(url)).text();
    const targets = LANGS.map((lang) => ({
      page: `gallery job of ${photos.length} photos (${lang})`,
      url: site.origin + inLang(lang, `/gallery/${id}`),
    }));
    const lighthouse = await lighthouseOf(targets, runs);
    return await Promise.all(
      LANGS.map(async (lang, i) => ({
        lang,
        ...(await pageBytes(targets[i]!.url, text)),
        lcp: lighthouse[i]!.lcp,
        totalBytes: lighthouse[i]!.totalBytes,
      })),
    );
  } finally {
    await site.stop();
  }
}
