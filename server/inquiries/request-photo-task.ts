import sharp from "sharp";
import { sniff } from "../platform/file-kinds";
import { decodedBytes, MAX_DECODED_BYTES } from "../platform/image-size";
import type { MadePhoto } from "./request-photos";

/**
 * A service request's photo, made again in a thread of the work pool (server/work-tasks.ts):
 * its kind read from its bytes (JPEG, PNG or WebP, whatever its name or declared type), its
 * pixels and decoded bytes bounded before they are decoded, then turned upright, fitted within 2,048 px and
 * written as a JPEG from the pixels alone, so no metadata of the phone's file (GPS position,
 * camera, time) is kept. The sender's file is never written anywhere.
 */

/** A side of the kept copy at most: a nameplate's text stays readable, a file stays small. */
export const REQUEST_PHOTO_SIDE = 2048;
/** Pixels a photo may have (a 50-megapixel phone camera's), checked from the header first. */
const MAX_PIXELS = 50_000_000;

export type PhotoRefusal = "notPhoto" | "tooManyPixels" | "damaged";

export type MadeOrRefused = { ok: true; photo: MadePhoto } | { ok: false; reason: PhotoRefusal };

export async function requestPhotoTask(job: {
  bytes: Uint8Array;
  name: string;
}): Promise<MadeOrRefused> {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.length);
  const kind = sniff(bytes);
  if (kind !== "jpeg" && kind !== "png" && kind !== "webp")
    return { ok: false, reason: "notPhoto" };
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: "notPhoto" };
  }
  // A photo deeper than 8 bits a colour decodes to more than its pixels say: refused as too big.
  if (
    (meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS ||
    decodedBytes(meta) > MAX_DECODED_BYTES
  ) {
    return { ok: false, reason: "tooManyPixels" };
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({
        width: REQUEST_PHOTO_SIDE,
        height: REQUEST_PHOTO_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      photo: { name: job.name, jpeg: new Uint8Array(data), width: info.width, height: info.height },
    };
  } catch {
    return { ok: false, reason: "damaged" };
  }
}
