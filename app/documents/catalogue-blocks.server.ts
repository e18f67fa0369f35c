import { productLabel } from "../content/catalog/catalog.server";
import { drawingCaption } from "../content/catalog/images";
import { htmlText } from "../content/html-text";
import type {
  Block,
  DataTable,
  ImageEntry,
  Localized,
  Product,
  SectionItem,
} from "../content/schemas";
import type { Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import { translate } from "../i18n/translate.server";
import { assertNever } from "../lib/assert-never";
import type { Run, Sheet } from "./sheet.server";
import { codeText } from "../i18n/code-text";

/**
 * Paragraphs and list items of a `text` or `raw-html` block, as runs: the words the page
 * emphasises (`<strong>`, `<b>`) bold, joined to the text around them as written (ko 25).
 */
function paragraphs(html: string): { runs: Run[]; item: boolean }[] {
  const found = [...html.matchAll(/<(p|li)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => ({
    runs: runsOf(match[2]!),
    item: match[1] === "li",
  }));
  const all = found.length > 0 ? found : [{ runs: runsOf(html), item: false }];
  return all.filter((part) => part.runs.some((run) => run.text.trim() !== ""));
}

/** The runs of inline HTML: bold inside `<strong>` or `<b>`, each run's text as `htmlText` reads it. */
function runsOf(html: string): Run[] {
  let depth = 0;
  const runs: Run[] = [];
  for (const part of html.split(/(<\/?(?:strong|b)\b[^>]*>)/i)) {
    if (/^<(?:strong|b)\b/i.test(part)) depth += 1;
    else if (/^<\/(?:strong|b)\b/i.test(part)) depth = Math.max(0, depth - 1);
    // A line break in the source is a space, as in HTML: the sheet breaks paragraphs at "\n".
    else if (part) runs.push({ text: htmlText(part).replace(/\s+/g, " "), bold: depth > 0 });
  }
  return runs;
}

function html(sheet: Sheet, source: string) {
  for (const part of paragraphs(source)) {
    if (part.item) sheet.bullets([part.runs]);
    else sheet.text(part.runs);
  }
}

function dataTable(sheet: Sheet, table: DataTable, lang: Lang) {
  sheet.caption(pick(table.caption, lang));
  sheet.table(
    table.columns.map((column) => ({
      label: column.unit
        ? `${pick(column.label, lang)} (${column.unit})`
        : pick(column.label, lang),
    })),
    table.rows.map((row) => row.map((cell) => (typeof cell === "string" ? cell : cell[lang]))),
  );
  if (table.notes) sheet.bullets(table.notes[lang]);
}

/**
 * The drawings among `list`, as vector graphics. A photo staff uploaded for a technical page
 * (one with `photo`, app/content/section-texts.server.ts) is the web page's, in AVIF and WebP
 * that the PDF cannot embed: it is left out here.
 */
function images(sheet: Sheet, list: readonly ImageEntry[], lang: Lang) {
  sheet.drawings(
    list
      .filter((image) => !("photo" in image))
      .map((image) => ({ ...image, caption: pick(drawingCaption(image), lang) })),
  );
}

const specRows = (rows: readonly { label: Localized; value: Localized }[], lang: Lang) =>
  rows.map((row) => ({ label: row.label[lang], value: row.value[lang] }));

function sectionItem(sheet: Sheet, item: SectionItem, lang: Lang) {
  switch (item.type) {
    case "image-text":
      sheet.text(pick(item.text, lang));
      images(sheet, [item.image], lang);
      if (item.table) sheet.specs(specRows(item.table, lang));
      if (item.dimensionTable) dataTable(sheet, item.dimensionTable, lang);
      return;
    case "table":
    case "dimension-table":
      return dataTable(sheet, item.table, lang);
    case "elastomer-table":
      sheet.caption(pick(item.caption, lang));
      return sheet.table(
        [
          { label: translate(lang, "blocks.material"), share: 2 },
          { label: translate(lang, "blocks.description"), share: 5 },
          { label: translate(lang, "blocks.maxTemperature"), share: 2 },
        ],
        item.rows.map((row) => [
          typeof row.material === "string" ? row.material : pick(row.material, lang),
          pick(row.description, lang),
          `${row.temperature} °C`,
        ]),
      );
    case "overview-text":
      return sheet.text(pick(item.textContent, lang));
    case "features-list":
      return sheet.bullets(item.features[lang]);
    case "product-series":
      return sheet.table(
        [
          { label: "", share: 1 },
          { label: "", share: 2 },
          { label: "", share: 4 },
        ],
        item.series.map((s) => [
          codeText(s.code, lang),
          pick(s.name, lang),
          pick(s.description, lang),
        ]),
      );
    case "technical-specs":
      return sheet.specs(specRows(item.specs, lang));
    default:
      return assertNever(item);
  }
}

/**
 * One content block of a catalogue page, as the page shows it, in print; `products` are those
 * its product lists may name.
 */
export function drawBlock(sheet: Sheet, block: Block, lang: Lang, products: Product[]) {
  switch (block.type) {
    case "overview":
      sheet.heading(translate(lang, "blocks.features"), 11);
      sheet.bullets(block.features[lang]);
      sheet.heading(translate(lang, "blocks.specifications"), 11);
      sheet.specs(specRows(block.specifications, lang));
      sheet.heading(translate(lang, "blocks.applications"), 11);
      return sheet.bullets(block.applications[lang]);
    case "title":
      return sheet.heading(pick(block.text, lang), 11);
    case "title-with-image":
      sheet.heading(pick(block.text, lang), 11);
      return images(sheet, [block.image], lang);
    case "text":
    case "raw-html":
      return html(sheet, pick(block.html, lang));
    case "highlight":
      return sheet.text(pick(block.text, lang), { font: "bold" });
    case "image":
      return images(sheet, [block.image], lang);
    case "section":
      sheet.heading(pick(block.title, lang), 11);
      for (const item of block.content) sectionItem(sheet, item, lang);
      return;
    case "contact":
      return sheet.text(pick(block.text, lang));
    case "product-images":
      sheet.heading(pick(block.title, lang), 11);
      return images(sheet, block.images, lang);
    case "product-catalog":
      // The products' own datasheets follow the sections: here, only what the page lists.
      return sheet.bullets(
        block.products.flatMap((id) => {
          const product = products.find((p) => p.id === id.toLowerCase());
          return product ? [productLabel(product, lang)] : [];
        }),
      );
    case "features-list":
      return sheet.bullets(block.features[lang]);
    default:
      return assertNever(block);
  }
}
