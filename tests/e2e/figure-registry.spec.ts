import ExcelJS from "exceljs";
import { figureInputs, productFields } from "../../app/admin/content/catalogue/form.server";
import { PRODUCT_KINDS, type ProductKind } from "../../app/admin/content/catalogue/add.server";
import { FIGURE_KEYS, productFigures, variantOf } from "../../app/content/catalog/figure-registry";
import { figureLabel } from "../../app/content/catalog/figure-rows";
import { seedCatalog, seedProductItem } from "../../app/content/catalog/seed.server";
import type { ProductItem } from "../../app/content/schemas";
import { pdfToText } from "../pdftotext";
import { signedInAccount, startAdminSite, type AdminSite, type SignedIn } from "./admin-support";
import { expect, inLang, LANGS, test } from "./support";

/*
 * Every figure of the registry (app/content/catalog/figure-registry.ts), walked as staff use it,
 * by plain requests: a product of each type and drive is added and every figure of it typed in
 * the editor's form and published; the public page and the datasheet (PDF) show each figure's
 * row as the registry writes it, in both languages; the catalogue's .xlsx holds each figure in
 * its column and, uploaded back as it is, changes nothing. A figure added to the registry without
 * values in the content fails here: no product shows it.
 */
test.describe.configure({ mode: "serial" });

let site: AdminSite;
let staff: SignedIn;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite({}, { documents: true });
  staff = await signedInAccount(site, "figures", "staff");
});
test.afterAll(async () => {
  await site?.close();
});

const cookie = () => staff.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
const csrf = () => staff.cookies.find((c) => c.name.endsWith("csrf"))!.value;
const post = (path: string, body: FormData) => {
  body.set("csrf", csrf());
  return fetch(site.origin + path, {
    method: "POST",
    headers: { cookie: cookie(), origin: site.origin },
    body,
    redirect: "manual",
  });
};
const text = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(site.origin + path, { headers });
  expect(response.status, path).toBe(200);
  return response;
};
const squeezed = (s: string) => s.replace(/\s+/g, "");
const unescaped = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** For each type and drive, the repository product stating the most figures: their source. */
function sources(): Map<ProductKind, ProductItem> {
  const out = new Map<ProductKind, ProductItem>();
  for (const { id } of seedCatalog().products) {
    const item = seedProductItem(id)!;
    const kind = variantOf(item.figures) as ProductKind;
    const count = (p: ProductItem) =>
      productFigures(p.figures).filter((f) => f.row(p.figures)).length;
    if (!out.has(kind) || count(item) > count(out.get(kind)!)) out.set(kind, item);
  }
  return out;
}

test("every registered figure: typed, published, on the page, in the .xlsx and the datasheet", async () => {
  test.setTimeout(180_000);
  const shown = new Set<string>();
  const typedIn: ProductItem[] = [];
  for (const [kind, source] of sources()) {
    expect(Object.keys(PRODUCT_KINDS)).toContain(kind);
    const code = `RG-${kind.toUpperCase()}`;
    const id = code.toLowerCase();
    const made = new FormData();
    made.set("code", code);
    made.set("subcategory", source.subcategory);
    made.set("kind", kind);
    const added = await post("/admin/content/catalogue/new", made);
    expect(added.headers.get("location")).toMatch(`/admin/content/catalogue/${id}?done=save`);

    // The editor's form with the source's texts and every figure typed: the draft's rows are
    // the registry's, one per figure.
    const item = site.content.get("product", id)!;
    const typed: ProductItem = {
      ...item.draft,
      name: source.name,
      description: source.description,
      detailDescription: source.detailDescription,
      features: source.features,
      figures: source.figures,
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(productFields(typed))) {
      if (!/^(id|category|image|detailImages)\b/.test(name)) form.set(name, value);
    }
    form.set("intent", "publish");
    form.set("version", String(item.version));
    const published = await post(`/admin/content/catalogue/${id}`, form);
    expect(published.status, await published.clone().text()).toBeLessThan(400);
    const now = site.content.get("product", id)!;
    expect(now.state, id).toBe("published");
    expect(now.draft.figures).toEqual(source.figures);
    typedIn.push(now.draft);
  }

  // Pages and datasheets once all are published: the documents' worker makes them in one go.
  for (const source of sources().values()) {
    const id = `rg-${variantOf(source.figures)}`;
    const path = `/products/${source.category}/${source.subcategory}/${id}`;
    for (const lang of LANGS) {
      const page = unescaped(await (await text(inLang(lang, path))).text());
      // The documents' worker makes a new product's datasheet after its publish.
      const url = `${site.origin}/documents/datasheet-${id}-${lang}.pdf`;
      await expect
        .poll(async () => (await fetch(url, { method: "HEAD" })).status, {
          timeout: 60_000,
          intervals: [200],
        })
        .toBe(200);
      const pdf = await fetch(url);
      const sheet = squeezed(await pdfToText(Buffer.from(await pdf.arrayBuffer())));
      for (const figure of productFigures(source.figures)) {
        const row = figure.row(source.figures);
        if (!row) continue;
        shown.add(figure.key);
        expect(page, `${figure.key} on ${path} (${lang})`).toContain(
          `${figureLabel(figure.key, source.figures)[lang]}</th><td>${row[lang]}`,
        );
        expect(sheet, `${figure.key} in the datasheet (${lang})`).toContain(squeezed(row[lang]));
      }
    }
  }
  expect([...shown].sort(), "figures no product shows").toEqual([...FIGURE_KEYS].sort());

  // The .xlsx: each figure in its column, as the editor's box holds it; back as it is, no change.
  const file = Buffer.from(
    await (await text("/en/admin/content/catalogue.xlsx", { cookie: cookie() })).arrayBuffer(),
  );
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const keys = Array.from(sheet.getRow(1).values as unknown[], (v) => String(v ?? ""));
  for (const product of typedIn) {
    let row: ExcelJS.Row | undefined;
    sheet.eachRow((r) => {
      if (r.getCell(keys.indexOf("code")).value === product.code) row = r;
    });
    expect(row, product.code).toBeDefined();
    const fields = productFields(product);
    for (const name of figureInputs(product).filter((n) => fields[n] !== undefined)) {
      const column = keys.findIndex((k) => k === name || k.startsWith(`${name}@`));
      expect(column, name).toBeGreaterThan(0);
      expect(String(row!.getCell(column).value), `${product.code} ${name}`).toBe(fields[name]);
    }
  }
  const versions = typedIn.map((p) => site.content.get("product", p.id)!.version);
  const upload = new FormData();
  upload.set("intent", "upload");
  upload.set("sheet", new Blob([file]), "catalogue.xlsx");
  expect((await post("/en/admin/content/catalogue", upload)).status).toBe(200);
  expect(typedIn.map((p) => site.content.get("product", p.id)!.version)).toEqual(versions);
});
