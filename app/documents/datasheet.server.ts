import { findCategory } from "../content/catalog/categories";
import { productLabel } from "../content/catalog/catalog.server";
import type { Product } from "../content/schemas";
import type { Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import { translate } from "../i18n/translate.server";
import { productDrawings } from "../content/catalog/images";
import { DOCUMENTS_ISSUED } from "./edition";
import type { DocumentFacts } from "./facts.server";
import { drawFrame } from "./frame.server";
import { createPdf } from "./pdf.server";
import { COLORS, Sheet, type ReadDrawing, drawingInLang } from "./sheet.server";
import { dayText } from "../i18n/day-text";

const datasheetLabel = (product: Product, lang: Lang) =>
  `${translate(lang, "documents.datasheet")} · ${product.code}`;

/**
 * A product's datasheet pages, from the same content as its page: code, name, description,
 * overview, key features, every specification row and the drawings. Starts on a new page,
 * whose running head is `label` (a catalogue names its own section there).
 */
export function drawDatasheet(
  sheet: Sheet,
  product: Product,
  lang: Lang,
  label = datasheetLabel(product, lang),
) {
  sheet.page(label);
  const category = findCategory(product.category);
  if (category)
    sheet.text(pick(category.name, lang), {
      font: "bold",
      size: 11,
      color: COLORS.brand,
      after: 0,
    });
  sheet.text(productLabel(product, lang), { font: "bold", size: 20, after: 4 });
  sheet.text(pick(product.description, lang), { size: 11, color: COLORS.muted, after: 8 });
  sheet.heading(translate(lang, "products.overview"));
  sheet.text(pick(product.detailDescription, lang));
  sheet.heading(translate(lang, "blocks.features"));
  sheet.bullets(product.features[lang]);
  sheet.heading(translate(lang, "products.specifications"));
  sheet.specs(
    product.specifications.map((row) => ({ label: row.label[lang], value: row.value[lang] })),
  );
  // Held until the first row of drawings, and drawn on its page.
  sheet.heading(translate(lang, "products.drawings"));
  sheet.drawings(
    productDrawings(product).map((image) => ({
      ...image,
      caption: pick(image.caption ?? image.alt, lang),
    })),
  );
}

/** The date as an instant: noon UTC, the same calendar day in Seoul and in UTC. */
export const issueDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** One product's datasheet as a PDF file, dated `issued` (a Seoul day, "2026-11-22"). */
export function datasheetPdf(
  product: Product,
  lang: Lang,
  readDrawing: ReadDrawing,
  company: DocumentFacts,
  issued: string = DOCUMENTS_ISSUED,
) {
  const category = findCategory(product.category);
  const { doc, bytes } = createPdf({
    title: `${productLabel(product, lang)} – ${translate(lang, "documents.datasheet")}`,
    lang,
    author: pick(company.name, lang),
    subject: pick(product.description, lang),
    keywords: [product.code, category ? pick(category.name, lang) : ""].filter(Boolean).join(", "),
    date: issueDate(issued),
  });
  const sheet = new Sheet(doc, drawingInLang(readDrawing, lang));
  drawDatasheet(sheet, product, lang);
  drawFrame(
    sheet,
    lang,
    translate(lang, "documents.issued", { date: dayText(issued, lang) }),
    company,
  );
  doc.end();
  return bytes;
}
