import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { CompanySeal } from "../../app/content/schemas";
import { checkImage, DAMAGED, MAX_PHOTO_PIXELS, safeName } from "./photo-files";
import { DISK_FULL_REFUSAL, isDiskFull, writeFileDurablyAsync } from "../platform/durable-file";

/**
 * The seal's image work (seal.ts says what the seal is), in a thread of the work pool: checked
 * as the photos are, decoded, made a palette PNG.
 */

/** The seal's long side at most, in pixels: about 760 dpi at the 20 mm it is printed. */
export const SEAL_SIZE = 600;

/** `{DATA_DIR}/seals`: beside the uploads, not under `uploads/` (which is served). */
export const sealDir = (dataDir: string) => join(dataDir, "seals");

export type SealResult =
  | { ok: true; seal: CompanySeal }
  | { ok: false; message: { ko: string; en: string }; diskFull?: boolean };

/**
 * Checks one upload as the photos are checked (size, format from the bytes, pixels), then
 * decodes it in full, upright, at most SEAL_SIZE on its long side, as a palette PNG with its
 * transparency and no metadata, written under a random id.
 */
export async function makeSeal(
  bytes: Buffer,
  fileName: string,
  dataDir: string,
): Promise<SealResult> {
  const checked = await checkImage(bytes);
  if (!checked.ok) return checked;
  let png: { data: Buffer; info: sharp.OutputInfo };
  try {
    const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" } as const;
    let image = sharp(bytes, options)
      .rotate()
      .resize({ width: SEAL_SIZE, height: SEAL_SIZE, fit: "inside", withoutEnlargement: true });
    // A stamp scanned or photographed on paper (a JPEG) has no transparency: its paper would
    // print as a white square over "(인)", so the paper is made transparent.
    if (!(await sharp(bytes, options).metadata()).hasAlpha) image = await withoutPaper(image);
    png = await image
      // 256 colours with their alpha are plenty for a stamp, and a third of a scan's RGBA size
      // (it is copied into every quotation sent); pdfkit reads the palette's transparency.
      .png({ compressionLevel: 9, palette: true })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return DAMAGED;
  }
  const file = randomUUID();
  try {
    await mkdir(sealDir(dataDir), { recursive: true });
    await writeFileDurablyAsync(join(sealDir(dataDir), `${file}.png`), png.data, 0o644);
  } catch (error) {
    if (isDiskFull(error)) return DISK_FULL_REFUSAL;
    throw error;
  }
  return {
    ok: true,
    seal: { file, width: png.info.width, height: png.info.height, name: safeName(fileName) },
  };
}

/** Paper at least this light (each of R, G and B) is clear; ink this dark or darker is solid. */
const PAPER = 215;
const INK = 155;

/**
 * The image with an alpha channel made from its lightness: the paper around a stamp clear, the
 * ink solid, the edge between them soft so that the stamp's outline stays smooth.
 */
async function withoutPaper(image: sharp.Sharp): Promise<sharp.Sharp> {
  const { data, info } = await image
    .toColourspace("srgb")
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  const rgba = Buffer.alloc(pixels * 4);
  for (let i = 0; i < pixels; i++) {
    const [r, g, b] = [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!];
    const light = Math.min(r, g, b);
    rgba[i * 4] = r;
    rgba[i * 4 + 1] = g;
    rgba[i * 4 + 2] = b;
    rgba[i * 4 + 3] =
      light >= PAPER ? 0 : light <= INK ? 255 : Math.round(((PAPER - light) * 255) / (PAPER - INK));
  }
  return sharp(rgba, { raw: { width: info.width, height: info.height, channels: 4 } });
}

/** A seal to make in the work pool: the upload's bytes cross as a copy. */
export const sealTask = (job: { bytes: Uint8Array; name: string; dataDir: string }) =>
  makeSeal(
    Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.length),
    job.name,
    job.dataDir,
  );
