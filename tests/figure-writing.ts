/**
 * One way to write a figure (issue 59, decision 031's amendment): `figureLeftovers` finds, in a
 * text a person reads, a figure written the old ways: "Nm" for N·m, "DN150" for "DN 150", and on
 * Korean pages a range with a hyphen or a dash before its unit ("2-8 bar" for "2~8 bar") and an
 * ISO date ("2026-11-22" for "2026. 11. 22."); and the rules of issue 66 (the registry's
 * formatter): a quantity of four digits or more without its thousands separator ("1100 N·m"),
 * a range high to low ("PN40~PN25", "220~110 V"), and on Korean pages a DN size without its A
 * size ("DN 20" for "DN 20 (20A)"). For the tests that read every public page
 * (tests/e2e/seo.spec.ts) and the drawings (tests/unit/figure-writing.test.ts).
 */

/** The units a range is written before: bar, V, °C, mm, N·m (a Korean particle may follow). */
const UNIT = String.raw`(?:bar|V|°C|mm|N·m)(?![A-Za-z0-9])`;

/** The units a quantity is written before (a Korean particle may follow). */
const QUANTITY_UNITS = String.raw`N·m|bar|psi|kg|mm|V|Hz|°C|kW|rpm`;
const QUANTITY = String.raw`(?:${QUANTITY_UNITS})(?![A-Za-z0-9])`;

const RULES: { lang: "ko" | "en" | "both"; what: string; pattern: RegExp }[] = [
  { lang: "both", what: "Nm", pattern: /\bNm\b/gu },
  { lang: "both", what: "DN and a digit", pattern: /\bDN\d/gu },
  // "2-8 bar", "110 - 220 V", "2–8 bar": the Korean range is "~"; a sign after a "~" is no range.
  {
    lang: "ko",
    what: "a range with a hyphen",
    pattern: new RegExp(String.raw`\d ?[-–] ?\d[\d,.]* ?${UNIT}`, "gu"),
  },
  { lang: "ko", what: "an ISO date", pattern: /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/gu },
  // "1100 N·m", "18500 N·m": a quantity before its unit; a DN, a year or a code is no quantity.
  {
    lang: "both",
    what: "no thousands separator",
    pattern: new RegExp(String.raw`(?<![\d,.\w-])\d{4,}(?:\.\d+)? ?(?:${QUANTITY})`, "gu"),
  },
  // "DN 20" on a Korean page: "DN 20 (20A)", "DN 40~200 (40~200A)", "DN 20·25 (20·25A)", and
  // inside a parenthesis "(DN 200, 200A)".
  {
    lang: "ko",
    what: "a DN without its A size",
    pattern: /\bDN \d+(?:[~·]\d+)?(?!(?: ?\(|, ?)(?:\d+[~·])?\d+A\b)(?![\d~·])/gu,
  },
];

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

/** Each range written high to low in `text`, as "a range high to low: …the words around it…". */
function rangesHighToLow(text: string): string[] {
  return [...text.matchAll(RANGE)]
    .filter((match) => endValue(match[1]!) > endValue(match[2]!))
    .map((match) => {
      const at = match.index;
      return `a range high to low: ${text.slice(Math.max(0, at - 30), at + match[0].length + 10)}`;
    });
}

/** Each figure written an old way in `text`, as "what: …the words around it…". */
export function figureLeftovers(text: string, lang: "ko" | "en"): string[] {
  const found: string[] = [];
  for (const rule of RULES) {
    if (rule.lang !== "both" && rule.lang !== lang) continue;
    for (const match of text.matchAll(rule.pattern)) {
      const at = match.index;
      found.push(`${rule.what}: ${text.slice(Math.max(0, at - 30), at + match[0].length + 10)}`);
    }
  }
  found.push(...rangesHighToLow(text));
  return found;
}
