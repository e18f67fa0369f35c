import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../app/content/catalog/categories";
import { figuresOf, liveProducts, liveSections } from "../../app/content/catalog/catalog.server";
import { compareRowOf, productFigures } from "../../app/content/catalog/figure-registry";
import { figureLabel } from "../../app/content/catalog/figure-rows";
import { productPath } from "../../app/content/catalog/paths";
import type { DataTable } from "../../app/content/schemas";
import { cataloguePageUrl } from "../../app/site/pagination";
import { pdfToText } from "../pdftotext";
import { BUILD, builtSite } from "./built-site";

/*
 * A figure reads the same in every view a buyer meets (issue 73, item 2), read as a plain
 * request reads the built site (ARCHITECTURE 6): for every product and every figure the registry
 * gives it, the text of its row on the product page is the text of its compare cell (in the row
 * the registry puts it: a series' torque in the model's torque row), of its cell in its
 * category's table by model, and is in its datasheet (pdftotext), in both languages.
 * The same on the content's data, fast and without a build: tests/unit/figure-views.test.ts.
 */

const LANGS = ["ko", "en"] as const;
type Lang = (typeof LANGS)[number];
const inLang = (lang: Lang, path: string) => (lang === "ko" ? path : `/en${path}`);
const words = (element: HTMLElement | null | undefined) =>
  (element?.text ?? "").replace(/\s+/g, " ").trim();
const squeezed = (text: string) => text.replace(/\s+/g, "");

let site: Awaited<ReturnType<typeof builtSite>>;
beforeAll(async () => {
  site = await builtSite();
});
afterAll(() => site.close());

const pages = new Map<string, Promise<HTMLElement>>();
/** A page's parsed HTML, each asked once. */
function page(path: string): Promise<HTMLElement> {
  if (!pages.has(path))
    pages.set(
      path,
      (async () => {
        const response = await site.app.request(`http://localhost${path}`);
        expect(response.status, path).toBe(200);
        return parse(await response.text());
      })(),
    );
  return pages.get(path)!;
}

/** The cells of the row whose heading (its first cell) reads `head`, in `table`. */
function rowCells(table: HTMLElement, head: string): string[] | undefined {
  const row = table.querySelectorAll("tr").find((tr) => words(tr.querySelector("th, td")) === head);
  return row?.querySelectorAll("th, td").map(words);
}

/** Where each product's row of a table by model is: the page of its section, the caption. */
function modelTables(): Map<string, { path: string; table: DataTable }[]> {
  const found = new Map<string, { path: string; table: DataTable }[]>();
  for (const section of liveSections()) {
    const category = categories.find((c) => c.subcategories.some((s) => s.id === section.id));
    if (!category) continue;
    section.pages.forEach((sectionPage, index) => {
      const path = cataloguePageUrl(`/products/${category.id}/${section.id}`, index + 1);
      const walk = (value: unknown) => {
        if (!value || typeof value !== "object") return;
        const table = value as Partial<DataTable>;
        if (table.caption && Array.isArray(table.columns) && Array.isArray(table.rows))
          for (const row of table.rows)
            if (typeof row[0] === "string")
              found.set(row[0], [
                ...(found.get(row[0]) ?? []),
                { path, table: table as DataTable },
              ]);
        for (const child of Object.values(value)) walk(child);
      };
      walk(sectionPage);
    });
  }
  return found;
}

describe("every figure, on its page, in compare, its category's table and its datasheet", () => {
  const tables = modelTables();
  const products = liveProducts();
  /** Compare's page holding a product, four to a page (its most), and the product's column. */
  const compareOf = (id: string) => {
    const at = products.findIndex((p) => p.id === id);
    const ids = products.slice(at - (at % 4), at - (at % 4) + 4).map((p) => p.id);
    return { path: `/products/compare?ids=${ids.join(",")}`, column: (at % 4) + 1 };
  };

  it.each(products.map((p) => [p.id, p] as const))("%s", async (_id, product) => {
    const figures = figuresOf(product.id);
    const shown = productFigures(figures).flatMap((figure) => {
      const value = figure.row(figures);
      return value ? [{ figure, value, label: figureLabel(figure.key, figures) }] : [];
    });
    expect(shown.length, product.id).toBeGreaterThan(0);
    for (const lang of LANGS) {
      const productPage = await page(inLang(lang, productPath(product)));
      const inCompare = compareOf(product.id);
      const compare = await page(inLang(lang, inCompare.path));
      const sheet = squeezed(
        await pdfToText(
          await readFile(join(BUILD, `client/documents/datasheet-${product.id}-${lang}.pdf`)),
        ),
      );
      for (const { figure, value, label } of shown) {
        const where = `${product.id} ${figure.key} (${lang})`;
        const text = value[lang];
        expect(rowCells(productPage, label[lang])?.[1], `${where}: page`).toBe(text);
        const compareTable = compare.querySelector(".compare-table")!;
        expect(
          rowCells(compareTable, compareRowOf(figure).label[lang])?.[inCompare.column],
          `${where}: compare`,
        ).toBe(text);
        expect(sheet, `${where}: datasheet`).toContain(squeezed(text));
        for (const { path, table } of tables.get(product.code) ?? []) {
          const html = (await page(inLang(lang, path)))
            .querySelectorAll("table")
            .find((t) => words(t.querySelector("caption")).startsWith(table.caption[lang]));
          expect(html, `${where}: ${table.caption.en} on ${path}`).toBeDefined();
          const heads = html!.querySelectorAll("thead th").map(words);
          const column = heads.indexOf(label[lang]);
          expect(column, `${where}: a column in ${table.caption.en}`).toBeGreaterThan(0);
          expect(rowCells(html!, product.code)?.[column], `${where}: ${path}`).toBe(text);
        }
      }
    }
  });
});
