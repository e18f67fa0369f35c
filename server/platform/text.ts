/**
 * Visitor text on one line: control characters (C0, DEL, C1), line separators and runs of
 * white space become one space, so it can never start a mail header or drive a terminal.
 */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return value.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, " ").trim();
}

// Control characters other than tab and line breaks have no place in an inquiry: C0 and DEL (NUL,
// escape sequences that would drive a terminal), C1 (U+0085 is a line break to some programs and a
// reply refuses it), nor lone surrogates, which no text encodes. Nor do invisible format
// characters (Unicode's Cf: bidi overrides and isolates that reorder what staff read, zero-width
// space, word joiner, soft hyphen, BOM, tag characters that hide text). Korean needs none of them:
// Hangul, its jamo and the Hangul fillers are letters, not format characters, and pass. Kept are
// only ZWNJ and ZWJ (U+200C, U+200D): names in some scripts and a phone's emoji (👨‍👩‍👧) need them,
// and neither reorders nor hides text.
export const BAD_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}|(?![\u200c\u200d])\p{Cf}/u;

/** `text` without the characters an inquiry may not hold, for text stored before they were refused. */
export function withoutBadCharacters(text: string): string {
  return text.replace(new RegExp(BAD_CHARACTER.source, "gu"), "");
}

export const LINE_BREAK = /[\r\n\u2028\u2029]/;

/**
 * A file name as shown or sent as a download's name: without format characters (Unicode Cf:
 * bidi overrides and isolates, zero-width ones), controls (Cc) or lone surrogates. A sender's
 * `report\u202Efdp.exe` reads as a name ending in ".pdf"; a lone surrogate breaks the header's
 * encoding. The one cleaning for every uploaded or attached file's name (issue 63).
 */
export function visibleFileName(name: string): string {
  return name.replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, "");
}

/**
 * A name or label as staff type it and the site keeps it (a product's name, a unit's tag, a
 * title): one line (line breaks, tabs and other controls become a space, runs of spaces one),
 * no format characters (Cf: soft hyphen, zero-width ones, bidi controls) or lone surrogates,
 * trimmed, NFC. A name is copied into pages, mail subjects and buyers' requests, where a line
 * break or a hidden character breaks or misleads (issue 71). The one cleaning for staff's labels.
 */
export function oneLineLabel(text: string): string {
  // Format characters go first, so that what they parted is composed by NFC after.
  return text
    .replace(/[\p{Cf}\p{Cs}]/gu, "")
    .replace(/[\s\p{Cc}]+/gu, " ")
    .trim()
    .normalize("NFC");
}
