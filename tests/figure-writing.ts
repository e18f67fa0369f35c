/**
 * One way to write a figure (issue 59, decision 031's amendment): `figureLeftovers` finds, in a
 * text a person reads, a figure written the old ways: "Nm" for N·m, "DN150" for "DN 150", and on
 * Korean pages a range with a hyphen or a dash before its unit ("2-8 bar" for "2~8 bar") and an
 * ISO date ("2026-11-22" for "2026. 11. 22."). For the tests that read every public page
 * (tests/e2e/seo.spec.ts) and the drawings (tests/unit/figure-writing.test.ts).
 */

/** The units a range is written before: bar, V, °C, mm, N·m (a Korean particle may follow). */
const UNIT = String.raw`(?:bar|V|°C|mm|N·m)(?![A-Za-z0-9])`;

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
];

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
  return found;
}
