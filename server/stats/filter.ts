/**
 * What of a search that found nothing may be kept (docs/decisions/021): its text only, tidied,
 * and nothing when it could name a person: an e-mail address, or a number of 7 or more digits
 * (a telephone, an account or registration number), also when written in groups ("010-1234-5678").
 */

/** Longest text kept: the search reads no more (app/search/limits.ts). */
export const MAX_KEPT_LENGTH = 100;

/** Anything shaped like local@domain, with or without a dot after the @. */
const EMAIL = /[^\s@]+@[^\s@]+/u;
/** Digits in groups joined by spaces, hyphens, dots, slashes, brackets or a plus. */
const DIGIT_RUN = /\d[\d\s\-./()+]*/gu;

/** True when the text holds an e-mail address or a number of 7 or more digits. */
export function looksPersonal(text: string): boolean {
  if (EMAIL.test(text)) return true;
  for (const run of text.matchAll(DIGIT_RUN)) {
    if (run[0].replace(/\D/g, "").length >= 7) return true;
  }
  return false;
}

/**
 * The text kept for a search that found nothing, or undefined when none may be: full-width forms
 * folded (NFKC: "０１０" is 010, "＠" is @), control characters and runs of spaces made one space,
 * Latin letters in lower case so that "Valve" and "valve" count together.
 */
export function keptSearch(raw: string | null | undefined): string | undefined {
  const text = (raw ?? "")
    .normalize("NFKC")
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  if (text === "" || looksPersonal(text)) return undefined;
  return text.slice(0, MAX_KEPT_LENGTH).trim();
}
