import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { filesUnder } from "../../server/http/static-files";

/**
 * The site speaks as the company to its customers: no page's visible text talks about where its
 * facts came from ("sources", "readings", "records" of the facts, "the spec"). Test records that
 * ship with an assembly are a product and may be named. Read from every prerendered page.
 */
const pages = [...filesUnder("build/client")].filter(
  // The privacy policy speaks of records of personal data, as the law asks it to.
  (file) => file.endsWith(".html") && !/\/privacy\//.test(file),
);

/** The text a visitor reads: no head, scripts or styles, tags as spaces. */
function visibleText(html: string): string {
  return html
    .slice(html.indexOf("<body"))
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

const FORBIDDEN = [
  /\bsources?\b/i,
  /\breadings?\b/i,
  /\bthe spec\b/i,
  /\b(?<!test )records?\b/i,
  /출처/,
  /(?<!시험 )기록/,
  /자료에 따르면/,
];

describe("the site's own voice", () => {
  test("prerendered pages were found", () => {
    expect(pages.length).toBeGreaterThan(150);
  });

  test("no page speaks of sources, readings or records of its facts", () => {
    const found: string[] = [];
    for (const file of pages) {
      const text = visibleText(readFileSync(file, "utf8"));
      for (const pattern of FORBIDDEN) {
        const match = pattern.exec(text);
        if (match) {
          const at = match.index;
          found.push(`${file}: …${text.slice(Math.max(0, at - 60), at + 60)}…`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
