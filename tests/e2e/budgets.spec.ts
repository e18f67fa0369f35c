import { gzipSync } from "node:zlib";
import { test } from "@playwright/test";
import { pageBytes } from "../../bench/page-bytes";
import { LANGS, PAGES, inLang, kb } from "../../bench/site";
import { expect } from "./support";

/**
 * ARCHITECTURE section 7, the byte budgets of every page type in both languages, gzip: initial
 * JS <= 120 KB, HTML <= 15 KB with the above-the-fold content and its CSS inside the first 14 KB,
 * CSS <= 20 KB. Measured the way `npm run bench` reports them.
 */
const KB = 1024;
const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;

for (const page of PAGES) {
  for (const lang of LANGS) {
    const path = inLang(lang, page.path);
    test(`${page.name} (${lang}) stays within the byte budgets`, async ({ request, baseURL }) => {
      let html = "";
      const bytes = await pageBytes(new URL(path, baseURL).href, async (url) => {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        const text = await response.text();
        html ||= text;
        return text;
      });
      const largest = bytes.scripts
        .slice(0, 3)
        .map((s) => `${s.file} ${kb(s.gzip)} KB`)
        .join(", ");
      expect(bytes.js, `initial JS ${kb(bytes.js)} KB (largest: ${largest})`).toBeLessThanOrEqual(
        120 * KB,
      );
      expect(bytes.html, `HTML ${kb(bytes.html)} KB`).toBeLessThanOrEqual(15 * KB);
      expect(bytes.css, `CSS ${kb(bytes.css)} KB`).toBeLessThanOrEqual(20 * KB);
      // The first round trip of a slow connection: the head with its styles, the header and
      // the opening of the page's main content (its first 2,000 characters).
      const main = html.indexOf("<main");
      expect(main).toBeGreaterThan(0);
      const firstView = gzipped(html.slice(0, main + 2000));
      expect(firstView, `above the fold ${kb(firstView)} KB`).toBeLessThanOrEqual(14 * KB);
    });
  }
}
