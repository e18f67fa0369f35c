import { describe, expect, it } from "vitest";
import { csvCell } from "../../server/inquiries/csv";

/**
 * Issue 34's scan: cells that a spreadsheet runs as formulas although they do not start with an
 * ASCII = + - @ (OWASP, CSV injection). Each goes out with a leading apostrophe.
 */
describe("csvCell against formulas in disguise", () => {
  const formulas = [
    '＝HYPERLINK("http://evil.example","열기")',
    "＋1+1",
    "－1+1",
    "＠SUM(A1:A2)",
    "﹦1+1",
    "\u200B=1+1",
    "\u200C\u200D=1+1",
    "\uFEFF=1+1",
    "\u2060+cmd|' /C calc'!A0",
    "\u202E@SUM(A1)",
    "\u00AD-2+3",
    " =1+1",
    "\u3000＝1+1",
    "\u00A0@x",
    "\n=1+1",
    "\u0001=1+1",
  ];

  it.each(formulas)("%j gets a leading apostrophe", (value) => {
    // A cell with a quote or a line break is quoted: the apostrophe comes right after the quote.
    const cell = csvCell(value);
    const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
    expect(unquoted).toBe(`'${value}`);
  });

  it.each(["한빛산업", "AP5 × 2", "buyer@example.com", "1+1", "\u200B한글", "가=나"])(
    "%j is left as it is",
    (value) => {
      expect(csvCell(value)).toBe(value);
    },
  );
});
