/**
 * Where a line may not break (ko 37): the spaces inside a figure's group, written as U+00A0 so a
 * line breaker that breaks at spaces only keeps the group whole. The groups are those of the
 * style sheet's formats (docs/style-sheet.md): a number and its unit ("50/60 Hz", "4,000 N·m",
 * "1-1/4 in"), a prefix and its number ("DN 150", "Class 150/300/600", "ISO 5211", "G 3/8"), a
 * count ("2 × PG21"), and a size in parentheses with what it sizes ("DN 65 (65A)", "PN32 (1-1/4
 * in, 32A)", "55 bar (800 psi)"). The PDFs' lines (app/documents/sheet.server.ts) break by it.
 */
export const NBSP = "\u00a0";

/** Units written after a number with a space (the style sheet's `space-before-unit`). */
const UNITS = [
  "bar",
  "mbar",
  "psi",
  "MPa",
  "kPa",
  "N·m",
  "Nm",
  "kN",
  "N",
  "lbf·ft",
  "lb·ft",
  "in·lb",
  "kg",
  "mm",
  "cm",
  "m",
  "in",
  "ft",
  "Hz",
  "V",
  "VAC",
  "VDC",
  "mA",
  "A",
  "W",
  "kW",
  "rpm",
  "°C",
  "°F",
  "s",
  "min",
  "h",
  "L",
];

/** Words that name the number after them: a size, a rating, a standard, a thread. */
const PREFIXES = [
  "DN",
  "PN",
  "NPS",
  "Class",
  "ISO",
  "EN",
  "IEC",
  "KS",
  "JIS",
  "ANSI",
  "ASME",
  "API",
  "DIN",
  "G",
  "NPT",
  "Rc",
];

const unit = `(?:${UNITS.join("|")})(?![A-Za-z\\d])`;
const afterNumber = new RegExp(`(?<=\\d) (?=${unit})`, "g");
const afterPrefix = new RegExp(`(?<=(?:^|[^A-Za-z])(?:${PREFIXES.join("|")})) (?=\\d)`, "g");
const count = /(?<=\d) × /g;
/** A parenthesis that opens on a figure: "(65A)", "(1-1/4 in, 32A)", "(29~116 psi)". */
const sizeInParentheses = /\(\d[^()]{0,30}\)/g;
const beforeSize = new RegExp(`(?<=\\d(?:${NBSP}${unit})?) (?=\\(\\d[^()]{0,30}\\))`, "g");

/** `text` with the spaces inside its figures' groups made non-breaking; no other change. */
export function bindFigures(text: string): string {
  return text
    .replace(afterNumber, NBSP)
    .replace(afterPrefix, NBSP)
    .replace(count, `${NBSP}×${NBSP}`)
    .replace(sizeInParentheses, (group) => group.replaceAll(" ", NBSP))
    .replace(beforeSize, NBSP);
}
