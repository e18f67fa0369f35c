/**
 * The one checker of the style sheet (issue 73; app/content/style/style-sheet.json): what a
 * reader meets in a page, a PDF, a sheet or a mail, held to the sheet's terms and figure forms,
 * 합쇼체 (issue 59), one English heading case and no developer's words (issue 66). The rules a
 * regular expression cannot say (a range high to low, a 해요체 ending) are here; every word and
 * form is the sheet's, so a copy editor's new entry is enforced without a line of code.
 */
import { parse, type HTMLElement } from "node-html-parser";
import {
  compile,
  styleSheet,
  textPattern,
  type StyleLang,
  type StyleSheet,
} from "../../app/content/style/style-sheet";
import { readableText } from "../readable-text";

const inLang = (rule: { lang: "ko" | "en" | "both" }, lang: StyleLang) =>
  rule.lang === "both" || rule.lang === lang;

/** "…the words around it…", for a finding a person can look up. */
const around = (text: string, at: number, length: number) =>
  text.slice(Math.max(0, at - 30), at + length + 10);

/** Each match of `pattern` outside the contexts `except` allows, as "what: …context…". */
function matches(text: string, pattern: string, what: string, except: string[] = []): string[] {
  const allowed = except.map((source) => compile(source));
  const found: string[] = [];
  for (const match of text.matchAll(compile(pattern, true))) {
    const context = around(text, match.index, match[0].length);
    if (allowed.some((allow) => allow.test(context))) continue;
    found.push(`${what}: ${context}`);
  }
  return found;
}

/** A number as a range's end: "-20", "+200", "18,500", "5.5", "1/4", "1-1/2". */
const END = String.raw`[-+]?\d[\d,]*(?:\.\d+)?(?:-\d+\/\d+|\/\d+)?`;
/** A range: two ends with "~" or an en dash, the second perhaps with its prefix ("PN25~PN40"). */
const RANGE = new RegExp(
  String.raw`(?<![\d/.,:-])(${END}) ?[~–] ?(?:[A-Z]{2} ?)?(${END})(?![\d/]|\.\d)`,
  "gu",
);

/** A range's end as a number: "1-1/2" is 1.5, "18,500" is 18500. */
function endValue(end: string): number {
  const [, whole, numerator, denominator] = /^([-+]?\d+)-(\d+)\/(\d+)$/.exec(end) ?? [];
  if (whole) return Number(whole) + Number(numerator) / Number(denominator);
  const [, top, bottom] = /^(\d+)\/(\d+)$/.exec(end) ?? [];
  if (top) return Number(top) / Number(bottom);
  return Number(end.replace(/,/g, ""));
}

/** Each range written high to low in `text` ("PN40~PN25", "220~110 V"). */
function rangesHighToLow(text: string): string[] {
  return [...text.matchAll(RANGE)]
    .filter((match) => endValue(match[1]!) > endValue(match[2]!))
    .map((match) => `a range high to low: ${around(text, match.index, match[0].length)}`);
}

/** Each figure written in a form the sheet refuses, and each range high to low. */
export function figureLeftovers(text: string, lang: StyleLang, sheet = styleSheet): string[] {
  return [
    ...sheet.formats
      .filter((format) => inLang(format, lang))
      .flatMap((format) => matches(text, format.pattern, format.what, format.except)),
    ...rangesHighToLow(text),
  ];
}

/** Each refused term in running text (labels only: `labelFindings`). */
export function termFindings(text: string, lang: StyleLang, sheet = styleSheet): string[] {
  return sheet.terms
    .filter((term) => inLang(term, lang))
    .flatMap((term) =>
      term.refuse
        .filter((refused) => !refused.label)
        .flatMap((refused) =>
          matches(
            text,
            refused.pattern ?? textPattern(refused.text!),
            `"${term.use}", not ${refused.text ? `"${refused.text}"` : refused.pattern}`,
            refused.except,
          ),
        ),
    );
}

/** Each Hangul word that ends a 해요체 sentence ("…해 주세요", "…나요?", "…죠"). */
export function haeyoEndings(text: string, sheet = styleSheet): string[] {
  const nouns = sheet.register.nounsInYo;
  const found: string[] = [];
  // A word ending in 요 or 죠 where the Hangul stops: before a space, punctuation, a tag or the end.
  for (const match of text.matchAll(/[\uac00-\ud7a3]+(?![\uac00-\ud7a3])/g)) {
    const word = match[0];
    if (!/[요죠]$/.test(word)) continue;
    if (word.endsWith("요") && nouns.some((noun) => word.endsWith(noun))) continue;
    found.push(text.slice(Math.max(0, match.index - 20), match.index + word.length + 1));
  }
  return found;
}

/** Each developer's word in `text` ("메모리", "worker pool"), with the text around it. */
export function developerWords(text: string, sheet = styleSheet): string[] {
  return sheet.developerWords.flatMap((source) => {
    const match = compile(source).exec(text);
    return match
      ? [`"${match[0]}" in …${text.slice(Math.max(0, match.index - 30), match.index + 30)}…`]
      : [];
  });
}

/** A word that may keep its capital in a sentence-case heading: an acronym, a code, a name. */
function mayBeCapital(word: string, keep: ReadonlySet<string>): boolean {
  const bare = word.replace(/^[("'“‘[]+|[)"'”’:;,.!?\]]+$/g, "");
  if (keep.has(bare)) return true;
  // Each part of "Rack-and-Pinion" on its own; "T-port", "PN/DN" and "ISO" keep theirs.
  return bare
    .split(/[-/]/)
    .every(
      (part) =>
        !/^\p{Lu}/u.test(part) ||
        /\d/.test(part) ||
        /^\p{Lu}$/u.test(part) ||
        /^\p{Lu}.*\p{Lu}/u.test(part) ||
        keep.has(part),
    );
}

/** A model code that leads a product's name: "480-006", "AP5", "S30T", "4HO", "PQVF". */
const MODEL_CODE = /^(?=[\p{Lu}\d-]*\d|\p{Lu}{3,}$)[\p{Lu}\d][\p{Lu}\d-]*$/u;

/** A heading or table header in title case ("Key Data"): English headings are sentence case. */
export function headingCase(label: string, sheet = styleSheet): string[] {
  const keep = new Set(sheet.headings.keep);
  // A product's name is held like any heading: only its code, its standards and the words the
  // sheet keeps have capitals. A name after the model code it is shown with starts its sentence
  // there ("AP5 Rack-and-pinion pneumatic actuator", "301 General-purpose butterfly valve").
  const words = label.trim().split(/\s+/);
  const found: string[] = [];
  words.forEach((word, index) => {
    // A heading's first word, and a word after a colon, a dash or a full stop, start a sentence.
    if (index === 0 || /[:.—–!?·|]$/.test(words[index - 1]!)) return;
    if (index > 0 && words.slice(0, index).every((w) => MODEL_CODE.test(w))) return;
    if (!mayBeCapital(word, keep)) found.push(`a heading in title case ("${word}"): ${label}`);
  });
  return found;
}

/** A label a reader meets: a heading or table header (held to the heading case) or a term. */
export interface Label {
  text: string;
  heading: boolean;
}

/** Each label that is a refused label ("Protection" for the IP rating) or in title case. */
export function labelFindings(labels: Label[], lang: StyleLang, sheet = styleSheet): string[] {
  const refusedLabels = sheet.terms
    .filter((term) => inLang(term, lang))
    .flatMap((term) =>
      term.refuse.filter((refused) => refused.label).map((refused) => ({ term, refused })),
    );
  return labels.flatMap((label) => [
    ...refusedLabels
      .filter(({ refused }) =>
        compile(`^(?:${refused.pattern ?? textPattern(refused.text!)})$`).test(label.text),
      )
      .map(({ term, refused }) => `"${term.use}", not "${refused.text}" as a label: ${label.text}`),
    ...(lang === "en" && label.heading ? headingCase(label.text, sheet) : []),
  ]);
}

/** How a text is read: by which sheet, its raw form for 해요체, and whether it is an error's. */
export interface ReadAs {
  sheet?: StyleSheet;
  /** Where 해요체 is looked for when it differs: a page's HTML with its attributes and data. */
  raw?: string;
  /**
   * An error's or a mail's words, held to the developer's words too. A catalogue page may
   * speak of a pipe's thread; an error may not speak of the server's.
   */
  developer?: boolean;
}

/** Everything the sheet finds in a plain text a person reads, as "where: rule: …context…". */
export function styleFindings(
  text: string,
  lang: StyleLang,
  where: string,
  { sheet = styleSheet, raw = text, developer = false }: ReadAs = {},
): string[] {
  const flat = text.replace(/\s+/g, " ");
  return [
    ...termFindings(flat, lang, sheet),
    ...figureLeftovers(flat, lang, sheet),
    ...(lang === "ko" ? haeyoEndings(raw, sheet).map((at) => `해요체: ${at}`) : []),
    ...(developer ? developerWords(flat, sheet).map((at) => `a developer's word: ${at}`) : []),
  ].map((finding) => `${where}: ${finding}`);
}

const HEADINGS = "h1, h2, h3, h4, th";
const CONTROLS = "button, form, input, a.quote-add, a.compare-add, [class*='__remove']";
const TERMS = "h5, h6, dt, caption, legend, label";
/** The attributes a person reads or hears: alternative texts, names, hints. */
const READ_ATTRIBUTES = ["alt", "aria-label", "placeholder", "title"];

/** Text of an element, whitespace collapsed. */
const textOf = (el: HTMLElement) => readableText(el);

/**
 * Everything the sheet finds in a page as the server sends it: the text a reader sees (no
 * scripts, styles or markup), its title, description and read attributes, its headings and
 * table headers held to the heading case, and 해요체 anywhere in the HTML (a label's data too).
 */
export function pageFindings(html: string, lang: StyleLang, where: string, readAs: ReadAs = {}) {
  const { sheet = styleSheet } = readAs;
  const doc = parse(html);
  const body = doc.querySelector("body") ?? doc;
  const extra = [
    doc.querySelector("title")?.text ?? "",
    doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    ...body
      .querySelectorAll(READ_ATTRIBUTES.map((name) => `[${name}]`).join(", "))
      .flatMap((el) => READ_ATTRIBUTES.map((name) => el.getAttribute(name) ?? "")),
  ].filter(Boolean);
  const text = [readableText(body), ...extra].join(" \n ");
  // A heading's controls (a row's "Add to quote", a column's "Remove") are no part of its words.
  for (const heading of body.querySelectorAll(HEADINGS))
    for (const control of heading.querySelectorAll(CONTROLS)) control.remove();
  const labels: Label[] = [
    ...body.querySelectorAll(HEADINGS).map((el) => ({ text: textOf(el), heading: true })),
    ...body.querySelectorAll(TERMS).map((el) => ({ text: textOf(el), heading: false })),
  ].filter((label) => label.text !== "");
  return [
    ...styleFindings(text, lang, where, { ...readAs, raw: html }),
    ...labelFindings(labels, lang, sheet).map((finding) => `${where}: ${finding}`),
  ];
}
