import type { Lang } from "../../../i18n/lang";
import { createTranslation } from "../../../i18n/words";
import words from "./words.json" with { type: "json" };

export type SectionWordKey = keyof typeof words.ko;

/** The technical pages editor's own words in both languages (the frame's are in ../words.ts). */
export const sectionWord = createTranslation(words);

/** The word of a field of a block or item, by the last part of its path. */
const FIELD_WORDS: Record<string, SectionWordKey> = {
  html: "block_text",
  text: "field_text",
  title: "sectionTitle",
  textContent: "item_overview-text",
  features: "features",
  applications: "applications",
  "image.alt": "imageAlt",
  "image.upload": "imageUpload",
  "image.photo": "image",
};

/**
 * What staff call a field of a technical page's words ("pages.1.content.3.html" is "Page 2 ·
 * block 4 · Text"), for the error summary; undefined for any other path.
 */
export function sectionFieldLabel(lang: Lang, path: string): string | undefined {
  const w = (key: SectionWordKey, vars?: Record<string, number>) => sectionWord(lang, key, vars);
  const page = /^pages\.(\d+)\.(.+)$/.exec(path);
  if (!page) return undefined;
  const parts = [w("pageN", { n: Number(page[1]) + 1 })];
  if (page[2] === "title") return [...parts, w("pageTitle")].join(" · ");
  const block = /^content\.(\d+)(?:\.content\.(\d+))?\.(.+)$/.exec(page[2]!);
  if (!block) return parts.join(" · ");
  parts.push(w("blockN", { n: Number(block[1]) + 1 }));
  if (block[2] !== undefined) parts.push(w("itemN", { n: Number(block[2]) + 1 }));
  const spec = /^specifications\.(\d+)\.(label|value)$/.exec(block[3]!);
  if (spec) {
    parts.push(w("specRow", { n: Number(spec[1]) + 1 }));
    parts.push(w(spec[2] === "label" ? "specLabel" : "specValue"));
  } else {
    const word = FIELD_WORDS[block[3]!];
    if (word) parts.push(w(word));
  }
  return parts.join(" · ");
}
