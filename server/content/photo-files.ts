import { randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { MAX_PHOTO_BYTES } from "../../app/content/photo-size";
import { DISK_FULL_REFUSAL, isDiskFull, writeFileDurablyAsync } from "../platform/durable-file";
import { visibleFileName } from "../platform/text";
import { decodedBytes, MAX_DECODED_BYTES, sampleBytes } from "../platform/image-size";

/**
 * Photos staff upload (gallery jobs, product photos): checked by their content, never by their
 * name; turned upright; every piece of metadata dropped (a phone's GPS position never reaches the
 * site); served as AVIF and WebP at several widths. The original is kept privately. This module
 * decodes and encodes, in a thread of the work pool; photos.ts is what the back office calls.
 */

export { MAX_PHOTO_BYTES };

/** The photo endpoint's refusal of a file over MAX_PHOTO_BYTES, in both languages. */
export const PHOTO_TOO_LARGE = {
  ko: "25 MB보다 큰 파일은 받지 않습니다. 더 작은 사진을 보내 주십시오.",
  en: "Files over 25 MB are not accepted. Please send a smaller photo.",
};
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Widths served through srcset: a phone, a laptop's column, a wide screen or a zoom. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

/** Where photos are written: `{DATA_DIR}/uploads/photos` (public) and `{DATA_DIR}/originals`. */
export const photoDirs = (dataDir: string) => ({
  public: join(dataDir, "uploads", "photos"),
  originals: join(dataDir, "originals"),
});

/** A processed photo as content refers to it. */
export interface Photo {
  id: string;
  /** Size of the widest copy; the others keep its proportions. */
  width: number;
  height: number;
  widths: number[];
  /** The photo's dominant colour, shown while it loads. */
  placeholder: string;
  /** The uploaded file's name, without any path, for staff to recognise it. */
  name: string;
}

export type PhotoResult =
  | { ok: true; photo: Photo }
  | { ok: false; message: { ko: string; en: string }; diskFull?: boolean };

const WHAT_TO_SEND = {
  ko: "JPEG, PNG, WebP 또는 AVIF 사진(25 MB, 5천만 화소 이하)을 보내 주십시오.",
  en: "Please send a JPEG, PNG, WebP or AVIF photo (up to 25 MB and 50 megapixels).",
};

export const refuse = (
  ko: string,
  en: string,
): { ok: false; message: { ko: string; en: string } } => ({
  ok: false,
  message: { ko: `${ko} ${WHAT_TO_SEND.ko}`, en: `${en} ${WHAT_TO_SEND.en}` },
});

/** The name without any directory part, control or format characters, at most 120 characters. */
export function safeName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const clean = visibleFileName(base).replace(/^\.+/, "").trim();
  return clean.slice(0, 120) || "photo";
}

/**
 * AVIF's encoder effort per width (docs/decisions/015-photos.md). The widest copy is most of a
 * photo's time: effort 1 takes 0.6 s of CPU there against 1.0 s at 2, for a file 12% larger
 * that is still smaller than the WebP at equal quality. WebP's effort 2 is as small as its
 * default (4) in a third of the time.
 */
const avifEffort = (width: number) => (width > 1000 ? 1 : 2);

const ACCEPTED: Record<string, string> = { jpeg: "jpg", png: "png", webp: "webp" };

/** The format read from the bytes: jpg, png, webp, avif; undefined for anything else. */
function formatOf(meta: sharp.Metadata): string | undefined {
  if (meta.format === "heif") return meta.compression === "av1" ? "avif" : undefined;
  return ACCEPTED[meta.format ?? ""];
}

/** An upload's bytes read as an image we take, or the refusal that says what to send. */
export type CheckedImage =
  | { ok: true; meta: sharp.Metadata; format: string }
  | { ok: false; message: { ko: string; en: string } };

/**
 * The checks every uploaded image passes before it is decoded in full (photos here, the
 * company's seal in seal.ts): its size, a format read from its bytes, its pixels and its bytes
 * decoded.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length > MAX_PHOTO_BYTES) {
    return refuse("파일이 25 MB보다 큽니다.", "The file is larger than 25 MB.");
  }
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return refuse("사진 파일이 아닙니다.", "This file is not a photo we can read.");
  }
  const format = formatOf(meta);
  if (!format) {
    const kind = meta.format === "heif" ? "HEIC" : (meta.format ?? "?").toUpperCase();
    return refuse(`${kind} 형식은 받지 않습니다.`, `${kind} files are not accepted.`);
  }
  const { width = 0, height = 0 } = meta;
  if (width * height > MAX_PHOTO_PIXELS) {
    return refuse(
      `사진이 너무 큽니다 (${width} × ${height} 화소).`,
      `The photo is too large (${width} × ${height} pixels).`,
    );
  }
  // Under the pixels' bound, only a depth of more than 8 bits a colour can pass this one.
  if (decodedBytes(meta) > MAX_DECODED_BYTES) {
    const bits = sampleBytes(meta.depth) * 8;
    return refuse(
      `사진이 너무 큽니다 (${width} × ${height} 화소, ${bits}비트 색).`,
      `The photo is too large (${width} × ${height} pixels in ${bits}-bit colour).`,
    );
  }
  return { ok: true, meta, format };
}

/** The refusal of an image whose pixels do not decode (checkImage read only its header). */
export const DAMAGED = refuse(
  "사진을 읽을 수 없습니다 (손상된 파일).",
  "The photo cannot be read (a damaged file).",
);

/**
 * Checks and processes one upload: refuses with a message that says what to send, or writes the
 * original (private) and the served copies and returns the photo. Runs in the work pool
 * (`processPhoto` in photos.ts sends it there).
 */
export async function makePhoto(
  bytes: Buffer,
  fileName: string,
  dirs: { public: string; originals: string },
): Promise<PhotoResult> {
  const checked = await checkImage(bytes);
  if (!checked.ok) return checked;
  const { meta, format } = checked;

  // Decoded once, upright, at the widest size served; every copy is made from these pixels,
  // which carry no metadata at all.
  const widest = Math.min(PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!, meta.autoOrient.width);
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return DAMAGED;
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const widths = [...PHOTO_WIDTHS.filter((w) => w < info.width), info.width];
  const id = randomUUID();
  const original = join(dirs.originals, `${id}.${format}`);
  const copies = widths.flatMap((w) => [
    { path: join(dirs.public, `${id}-${w}.avif`), width: w, avif: true },
    { path: join(dirs.public, `${id}-${w}.webp`), width: w, avif: false },
  ]);
  try {
    await mkdir(dirs.public, { recursive: true });
    await mkdir(dirs.originals, { recursive: true });
    await writeFileDurablyAsync(original, bytes, 0o644);
    // Encoded to memory, then each written whole: sharp's toFile leaves a short file on a full disk.
    await Promise.all(
      copies.map(async (copy) => {
        const sized = sharp(data, raw).resize({ width: copy.width });
        const encoded = await (
          copy.avif
            ? sized.avif({ quality: 55, effort: avifEffort(copy.width) })
            : sized.webp({ quality: 78, effort: 2 })
        ).toBuffer();
        await writeFileDurablyAsync(copy.path, encoded, 0o644);
      }),
    );
  } catch (error) {
    await Promise.all(
      [original, ...copies.map((copy) => copy.path)].map((path) =>
        rm(path, { force: true }).catch(() => {}),
      ),
    );
    if (isDiskFull(error)) return DISK_FULL_REFUSAL;
    throw error;
  }
  const { dominant } = await sharp(data, raw).stats();
  const hex = (n: number) => n.toString(16).padStart(2, "0");
  return {
    ok: true,
    photo: {
      id,
      width: info.width,
      height: info.height,
      widths,
      placeholder: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
      name: safeName(fileName),
    },
  };
}

/** A photo to make in the work pool: the upload's bytes cross as a copy. */
export const photoTask = (job: {
  bytes: Uint8Array;
  name: string;
  dirs: { public: string; originals: string };
}) =>
  makePhoto(
    Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.length),
    job.name,
    job.dirs,
  );
