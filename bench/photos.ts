import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { photoDirs, processPhoto } from "../server/content/photos";

export interface PhotoFigures {
  photos: number;
  megapixels: number;
  /** Mean size of the generated JPEGs. */
  inputBytes: number;
  /** All photos one after another, as one upload of many is processed (wall time). */
  seconds: number;
  /** CPU time of this process meanwhile (all of libvips' threads): the figure load cannot hide. */
  cpuSeconds: number;
  /** Load average of the machine when the run ended: other work shares the cores. */
  load: number;
  /** Bytes of every served copy of one photo (AVIF and WebP, every width), mean. */
  servedBytes: number;
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

/** The photo pipeline's time for `count` photos of 12 MP (server/content/photos.ts). */
export async function measurePhotos(count = 20): Promise<PhotoFigures> {
  const inputs: Buffer[] = [];
  for (let i = 0; i < count; i += 1) inputs.push(await phoneJpeg(i + 1));
  const dir = mkdtempSync(join(tmpdir(), "bench-photos-"));
  try {
    const dirs = photoDirs(dir);
    let served = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (const [i, input] of inputs.entries()) {
      const result = await processPhoto(input, `IMG_${i}.jpg`, dirs);
      if (!result.ok) throw new Error(result.message.en);
    }
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    for (const file of readdirSync(dirs.public)) served += statSync(join(dirs.public, file)).size;
    return {
      photos: count,
      megapixels: 12,
      inputBytes: Math.round(inputs.reduce((sum, b) => sum + b.length, 0) / count),
      seconds,
      cpuSeconds,
      load: loadavg()[0]!,
      servedBytes: Math.round(served / count),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
