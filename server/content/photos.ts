import { WorkError, work } from "../work/pool";
import { refuse, type PhotoResult } from "./photo-files";

export {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  PHOTO_TOO_LARGE,
  PHOTO_WIDTHS,
  photoDirs,
  safeName,
  type Photo,
  type PhotoResult,
} from "./photo-files";

/**
 * A photo's limit in the work pool: the widest copies of a 50-megapixel photo take seconds of
 * CPU (bench/photos.ts); a busy machine takes several times that.
 */
const PHOTO_LIMIT_MS = 120_000;

/** The refusal of an upload the pool could not make in its limits, or had no room for. */
export function notMadeInTime(error: WorkError) {
  return error.reason === "busy"
    ? refuse(
        "지금은 사진을 처리할 수 없습니다. 잠시 후 다시 보내 주십시오.",
        "Photos cannot be processed right now. Please send it again in a moment.",
      )
    : refuse(
        "이 사진은 처리 한도(시간, 메모리)를 넘었습니다.",
        "This photo takes more than the time or memory a photo may take.",
      );
}

/**
 * Checks and processes one upload in the work pool (photo-files.ts): refuses with a message that
 * says what to send, or writes the original (private) and the served copies and returns the photo.
 */
export async function processPhoto(
  bytes: Buffer,
  name: string,
  dirs: { public: string; originals: string },
): Promise<PhotoResult> {
  try {
    return await work().run("photo", { bytes, name, dirs }, { timeoutMs: PHOTO_LIMIT_MS });
  } catch (error) {
    if (!(error instanceof WorkError) || error.reason === "failed") throw error;
    return notMadeInTime(error);
  }
}

/**
 * Several uploads, two at a time (this machine has two cores; a photo's widest AVIF copy keeps
 * one busy while the other encodes the rest): the results in the order of the files.
 */
export async function processPhotos(
  files: { bytes: Buffer; name: string }[],
  dirs: { public: string; originals: string },
  onDone: (done: number) => void = () => {},
): Promise<PhotoResult[]> {
  const results: PhotoResult[] = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      const file = files[index]!;
      results[index] = await processPhoto(file.bytes, file.name, dirs);
      onDone(++done);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}
