/**
 * What an image costs decoded, read from its header before decoding: pixels alone miss the depth,
 * and a small 16-bit interlaced PNG is decoded whole in sharp's memory, out of the heap's bound.
 */

/** Bytes of one channel of a pixel for each of libvips' sample formats. */
const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/** The header's figures of an image, as sharp's `metadata()` reads them. */
export interface ImageHeader {
  width?: number;
  height?: number;
  channels?: number;
  depth?: string;
}

/** Bytes of one channel's sample; an unknown format counts as the widest. */
export const sampleBytes = (depth: string | undefined) => SAMPLE_BYTES[depth ?? ""] ?? 16;

/** The image's size decoded, in bytes: width x height x channels x bytes per channel. */
export function decodedBytes({ width = 0, height = 0, channels = 4, depth }: ImageHeader) {
  return width * height * channels * sampleBytes(depth);
}

/**
 * The most an uploaded photo may be decoded: 50 megapixels, 4 channels, 8 bits each (200 MB).
 * Every 8-bit photo the pixel bound took still passes (a camera's JPEG is 3 channels, a PNG
 * with transparency 4); deeper samples than a photo needs are what it refuses.
 */
export const MAX_DECODED_BYTES = 50_000_000 * 4;
