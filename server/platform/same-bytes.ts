import { timingSafeEqual } from "node:crypto";

/**
 * Two secrets compared in constant time, as bytes. timingSafeEqual throws on buffers of
 * different lengths, and a string's length in characters is not its length in bytes ("é" is
 * two): the lengths are compared first, as bytes, so a different one is "not the same".
 */
export function sameBytes(a: string | Buffer, b: string | Buffer): boolean {
  const left = typeof a === "string" ? Buffer.from(a) : a;
  const right = typeof b === "string" ? Buffer.from(b) : b;
  return left.length === right.length && timingSafeEqual(left, right);
}
