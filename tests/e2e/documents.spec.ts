import type { Page } from "@playwright/test";
import { categories } from "../../app/content/catalog/categories";
import { liveProducts, productLabel, productPath } from "../../app/content/catalog/catalog.server";
import { readPdf } from "../pdf";
import { getPage, isHidden, words } from "./html-support";
import {
  LANGS,
  dict,
  expect,
  inLang,
  isolatedTest,
  open,
  pick,
  test,
  waitForHydration,
} from "./support";

const products = liveProducts();

/**
 * The documents (docs/product.md, Downloads): the downloads page in both languages, its group
 * filter with and without JavaScript, every listed file, and the datasheet links of the product
 * page and the preview.
 */
const pdfLinks = (page: Page) => page.locator('main a[type="application/pdf"]');
const product = products.find((p) => p.id === "480-035")!;

for (const lang of LANGS) {
  test.describe(`downloads (${lang})`, () => {
    // The list is the server's HTML (the page's hydration and axe: a11y.spec.ts, every route).
    test("lists a catalogue per group and every datasheet in both languages; each is a PDF", async ({
      request,
    }) => {
      const { doc } = await getPage(request, inLang(lang, "/downloads"));
      const shown = (selector: string) =>
        doc.querySelectorAll(selector).filter((el) => !isHidden(el));
      for (const category of categories) {
        const name = pick(category.name, lang).toLowerCase();
        const headings = shown("h2").filter((h2) => words(h2).toLowerCase().includes(name));
        expect(headings, pick(category.name, lang)).toHaveLength(1);
      }
      expect(shown("main tbody tr")).toHaveLength(categories.length + products.length);
      const rowHeaders = shown('th[scope="row"]').map(words);
      for (const p of products) {
        const title = dict[lang]["downloads.datasheet"].replace("{product}", productLabel(p, lang));
        expect(rowHeaders.filter((text) => text === title)).toHaveLength(1);
      }
      const hrefs = shown('main a[type="application/pdf"]').map((a) => a.getAttribute("href")!);
      expect(hrefs).toHaveLength(2 * (categories.length + products.length));
      for (const href of hrefs) {
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        expect(response.headers()["content-type"], href).toBe("application/pdf");
        expect(response.headers()["etag"], href).toMatch(/^"[\w-]{22}"$/);
      }
      // The URLs stay from one edition to the next; a strong validator saves the download.
      const again = await request.get(hrefs[0]!, {
        headers: { "If-None-Match": (await request.head(hrefs[0]!)).headers()["etag"]! },
      });
      expect(again.status()).toBe(304);
      // One file read back: the English datasheet of the 480-035 names its product.
      const english = shown("tr")
        .filter((row) => words(row).includes(product.code))
        .flatMap((row) => row.querySelectorAll('a[hreflang="en"]'));
      expect(english).toHaveLength(1);
      const { text, info } = await readPdf(
        await (await request.get(english[0]!.getAttribute("href")!)).body(),
      );
      expect(text).toContain(product.code);
      expect(info.Language).toBe("en");
    });

    test("filters by group with links to the groups", async ({ page }) => {
      await open(page, inLang(lang, "/downloads"));
      const special = categories.find((c) => c.id === "special")!;
      const filter = page.getByRole("navigation", { name: dict[lang]["downloads.filter"] });
      const chosen = filter.getByRole("link", { name: pick(special.name, lang), exact: true });
      const all = filter.getByRole("link", { name: dict[lang]["downloads.all"], exact: true });
      const background = (link: typeof all) =>
        link.evaluate((a) => getComputedStyle(a).backgroundColor);
      const plain = await background(chosen);
      await chosen.click();
      await expect(page).toHaveURL(`${inLang(lang, "/downloads")}#group-special`);
      await expect(page.locator("main h2:visible")).toHaveText([pick(special.name, lang)]);
      expect(await background(chosen)).not.toBe(plain);
      await all.click();
      await expect(page.locator("main h2:visible")).toHaveCount(categories.length);
      expect(await background(chosen)).toBe(plain);
    });
  });

  test.describe(`downloads without JavaScript (${lang})`, () => {
    isolatedTest.use({ javaScriptEnabled: false });

    isolatedTest("a group's link shows only that group", async ({ page }) => {
      const response = await page.goto(`${inLang(lang, "/downloads")}#group-pinch-valve`);
      expect(response?.status()).toBe(200);
      const group = categories.find((c) => c.id === "pinch-valve")!;
      await expect(page.locator("main h2:visible")).toHaveText([pick(group.name, lang)]);
      const count = products.filter((p) => p.category === "pinch-valve").length + 1;
      await expect(pdfLinks(page).filter({ visible: true })).toHaveCount(2 * count);
    });
  });

  test.describe(`datasheet links (${lang})`, () => {
    test("the product page and its preview link the datasheet with its size", async ({ page }) => {
      await open(page, inLang(lang, productPath(product)));
      const label = new RegExp(
        `^${dict[lang]["documents.link"].replace("(", "\\(").replace(")", "\\)").replace("{size}", "\\d+ KB")}$`,
      );
      const link = page.getByRole("link", { name: label });
      await expect(link).toHaveCount(1);
      const href = await link.getAttribute("href");
      expect(href).toBe(`/documents/datasheet-480-035-${lang}.pdf`);
      const response = await page.request.get(href!);
      expect(response.headers()["content-type"]).toBe("application/pdf");

      await page.goto(inLang(lang, `/products/${product.category}/${product.subcategory}`));
      await waitForHydration(page);
      await page
        .locator("main .product-grid > li")
        .filter({ hasText: product.code })
        .locator("a.card__link")
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("link", { name: label })).toHaveAttribute("href", href!);
    });
  });
}

for (const lang of LANGS) {
  test.describe(`quote pack (${lang})`, () => {
    const items = "480-035:2:tag%20V-101,s30:4,no-such-product:1";

    test("the quote page's Download as PDF is one file: cover, then each datasheet", async ({
      page,
    }) => {
      // As the server renders the list (no JavaScript needed): a plain link with the list.
      const html = await (await page.request.get(inLang(lang, `/quote?items=${items}`))).text();
      const served = new RegExp(`href="(${inLang(lang, "/quote.pdf")}\\?items=[^"]+)"`).exec(html);
      expect(served, "the link in the server's HTML").not.toBeNull();
      const href = served![1]!.replaceAll("&amp;", "&");
      expect(href).toMatch(/items=480-035:2:[^,]+,s30:4$/);

      // With JavaScript the list is stored and the link is made from it.
      await open(page, inLang(lang, `/quote?items=${items}`));
      const link = page.getByRole("link", { name: dict[lang]["quote.pdf"], exact: true });
      await expect(link).toHaveAttribute("href", href);

      const pdf = await page.request.get(href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      const { pages, info } = await readPdf(await pdf.body());
      expect(info.Language).toBe(lang);
      const cover = pages[0]!.text;
      expect(cover).toContain(dict[lang]["documents.quotePack"]);
      expect(cover).toContain("tag V-101");
      // The day as a Korean page writes it ("2026. 11. 26."), the English as ISO.
      expect(cover).toMatch(lang === "ko" ? /\d{4}\. \d{1,2}\. \d{1,2}\./ : /\d{4}-\d{2}-\d{2}/);
      const rest = pages
        .slice(1)
        .map((p) => p.text)
        .join(" ");
      for (const id of ["480-035", "s30"]) {
        const p = products.find((x) => x.id === id)!;
        expect(cover).toContain(p.code);
        expect(rest).toContain(p.specifications[0]!.value[lang]);
      }
    });

    test("answers 400 when no product of the catalogue is in the list", async ({ page }) => {
      for (const query of ["", "?items=", "?items=nothing:1", "?items=480-035:100001"]) {
        const response = await page.request.get(inLang(lang, `/quote.pdf${query}`));
        expect(response.status(), query).toBe(400);
      }
    });
  });
}
