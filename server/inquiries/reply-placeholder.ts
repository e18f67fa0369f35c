import { LANGS, type Lang } from "../../app/i18n/lang";
import { inquiryWord } from "./words";

/**
 * The reply template's line that asks for the answer (`reply.answer` in words.ts). The reply
 * form's page checks for it in the browser before sending, so this imports only the words.
 */
export const replyPlaceholder = (lang: Lang): string => inquiryWord(lang, "reply.answer");

/** The placeholder line still in `body`, if it is (a reply sent before it was written). */
export function placeholderIn(body: string): string | undefined {
  const lines = new Set(body.split("\n").map((line) => line.trim()));
  return LANGS.map(replyPlaceholder).find((line) => lines.has(line));
}
