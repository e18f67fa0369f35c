/**
 * Unicode format characters (general category Cf: bidi overrides and isolates, zero-width
 * characters, tag characters) in what a sender chose: a name, a subject, a file name. They
 * change how text is shown without being seen: `invoice\u202Efdp.exe` shows as a name ending in
 * ".pdf". Removed wherever staff see such text and in download names (issue 47).
 */
const FORMAT = /\p{Cf}/gu;

/** The bidi controls alone (embeddings, overrides, isolates, marks), for a mail's body. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function withoutFormat(value: string): string {
  return value.replace(FORMAT, "");
}

/** A body keeps its other format characters (a joiner in an emoji); bidi controls go. */
export function withoutBidi(value: string): string {
  return value.replace(BIDI, "");
}
