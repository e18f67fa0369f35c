import { productPath } from "../../app/content/catalog/catalog.server";
import { pdfToText } from "../pdftotext";
import { getPage } from "./html-support";
import { expect, inLang, LANGS, product, test } from "./support";

/*
 * Issue 73, item 3, on the built site with plain requests (the words and files a page links,
 * no browser): the AP12's page and datasheet never show AP1's bolt circle as the AP12's own.
 * Before, its mounting drawing printed "F05 Ø50" and "F07 Ø70" and its alt said so, though no
 * AP size states a flange. Its drawings are representative ones, labelled with their range.
 */

const AP1_BOLT_CIRCLE = /F05|F07|Ø\s*50|Ø\s*70/;
const RANGE = { ko: "대표 도면 (AP1~AP12)", en: "representative drawing (AP1–AP12)" };

for (const lang of LANGS) {
  test(`the AP12 page shows no bolt circle of another size (${lang})`, async ({ request }) => {
    const path = inLang(lang, productPath(product("AP12")));
    const { doc } = await getPage(request, path);
    const images = doc
      .querySelectorAll("img")
      .filter((img) => img.getAttribute("src")?.startsWith("/images/products/"));
    expect(images.length, path).toBeGreaterThanOrEqual(3);
    for (const img of images) {
      const alt = img.getAttribute("alt") ?? "";
      expect(alt, img.getAttribute("src")).not.toMatch(AP1_BOLT_CIRCLE);
      expect(alt, img.getAttribute("src")).toContain(RANGE[lang]);
      // The file itself: the words it prints.
      const svg = await (await request.get(img.getAttribute("src")!)).text();
      const printed = [...svg.matchAll(/<text[^>]*>([^<]*)</g)].map(([, text]) => text).join(" | ");
      expect(printed, img.getAttribute("src")).not.toMatch(AP1_BOLT_CIRCLE);
    }
    expect(doc.querySelector("main")?.text ?? "").not.toMatch(/F05 Ø50|F07 Ø70/);
  });

  test(`the AP12 datasheet shows no bolt circle of another size (${lang})`, async ({ request }) => {
    const href = `/documents/datasheet-ap12-${lang}.pdf`;
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    const text = (await pdfToText(await response.body())).replace(/\s+/g, " ");
    expect(text, href).not.toMatch(AP1_BOLT_CIRCLE);
    expect(text, href).toContain(RANGE[lang]);
  });
}
