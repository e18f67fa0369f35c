/**
 * What of a search that found nothing may be kept (docs/decisions/021): its text only, tidied,
 * and nothing when it could name a person: an e-mail address, or a number of 7 or more digits
 * (a telephone, an account or registration number), however written: in groups with any
 * separator ("010-1234-5678", "010,1234,5678", "010_1234_5678"), in full-width or any script's
 * digits ("٠١٠١٢٣٤٥٦٧٨"), an address with spaces around its @ or an "(at)" for it.
 */

/** Longest text kept: the search reads no more (app/search/limits.ts). */
export const MAX_KEPT_LENGTH = 100;

/** Digits joined by anything but letters (spaces, punctuation, symbols, underscores). */
const DIGIT_RUN = /\d(?:[^\p{L}\p{M}\d]*\d)*/gu;
/** Words people write for @ to hide an address from robots: (at), [at], " at ", 골뱅이. */
const AT_WORD = /[([{<]\s*(?:at|골뱅이)\s*[)\]}>]|\s(?:at|골뱅이)\s/giu;
/** local part, an @, a host with at least one dot (or "dot") before letters; spaces allowed. */
const SPELLED_ADDRESS =
  /[\p{L}\p{N}._%+-]+\s*@\s*[\p{L}\p{N}-]+(?:\s*(?:\.|[([{<]\s*dot\s*[)\]}>]|\sdot\s)\s*[\p{L}\p{N}-]+)+/iu;

/**
 * Every decimal digit, of any script, as its ASCII digit. Unicode puts each script's digits
 * 0 to 9 in a row of ten, so a digit's value is its distance from the row's start.
 */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    let code = digit.codePointAt(0)!;
    let value = 0;
    while (/\p{Nd}/u.test(String.fromCodePoint(code - 1))) {
      code -= 1;
      value += 1;
    }
    return String(value % 10);
  });
}

/** True when the (normalised) text holds an e-mail address or a number of 7 or more digits. */
export function looksPersonal(text: string): boolean {
  // An @ has no place in a product search; with one, the text may be half an address.
  if (text.includes("@")) return true;
  if (SPELLED_ADDRESS.test(text.replace(AT_WORD, " @ "))) return true;
  for (const run of text.matchAll(DIGIT_RUN)) {
    if (run[0].replace(/\D/g, "").length >= 7) return true;
  }
  return false;
}

/**
 * The text kept for a search that found nothing, or undefined when none may be: full-width forms
 * folded (NFKC: "０１０" is 010, "＠" is @), any script's digits made ASCII, control and format
 * characters and runs of spaces made one space, Latin letters in lower case so that "Valve" and
 * "valve" count together.
 */
export function keptSearch(raw: string | null | undefined): string | undefined {
  const text = asciiDigits((raw ?? "").normalize("NFKC"))
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  if (text === "" || looksPersonal(text)) return undefined;
  return text.slice(0, MAX_KEPT_LENGTH).trim();
}
