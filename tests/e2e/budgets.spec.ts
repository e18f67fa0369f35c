import { test } from "@playwright/test";
import { pageBytes } from "../../bench/page-bytes";
import { LANGS, PAGES, inLang, kb } from "../../bench/site";
import { expect } from "./support";

/**
 * The byte budgets of every page type in both languages, gzip (docs/architecture.md, Budgets):
 * initial JS <= 120 KB, HTML <= 15 KB with the above-the-fold content and its CSS inside the
 * first 14 KB, CSS <= 20 KB. Measured the way `npm run bench` reports them.
 */
const KB = 1024;

for (const page of PAGES) {
  for (const lang of LANGS) {
    const path = inLang(lang, page.path);
    test(`${page.name} (${lang}) stays within the byte budgets`, async ({ request, baseURL }) => {
      const bytes = await pageBytes(new URL(path, baseURL).href, async (url) => {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        return response.text();
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
      expect(bytes.firstView, "the page has a <main>").not.toBeNull();
      expect(bytes.firstView, `above the fold ${kb(bytes.firstView!)} KB`).toBeLessThanOrEqual(
        14 * KB,
      );
    });
  }
}
