import type { CatalogSection, Category, Product } from "../content/schemas";
import type { Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import { translate } from "../i18n/translate.server";
import { drawBlock } from "./catalogue-blocks.server";
import { drawDatasheet, issueDate } from "./datasheet.server";
import { DOCUMENTS_ISSUED } from "./edition";
import type { DocumentFacts } from "./facts.server";
import { drawFrame } from "./frame.server";
import { createPdf } from "./pdf.server";
import { BOTTOM, COLORS, Sheet, type ReadDrawing, drawingInLang } from "./sheet.server";
import { categoryDescriptions } from "../content/catalog/category-descriptions.server";
import { dayText } from "../i18n/day-text";
import { productLabel } from "../content/catalog/catalog.server";

/**
 * The contents on the cover: each section and each product's datasheet, its first page's number
 * at the right, with dot leaders; one line each (a longer title is cut with an ellipsis).
 */
function drawContents(sheet: Sheet, y: number, entries: { title: string; page: number }[]) {
  const { doc } = sheet;
  doc.switchToPage(0);
  doc.font("regular").fontSize(10).fillColor(COLORS.text);
  // Fifteen points a line, closer where a long group would reach the foot.
  const lineHeight = Math.min(15, (BOTTOM - y) / Math.max(entries.length, 1));
  for (const [index, entry] of entries.entries()) {
    const top = y + index * lineHeight;
    const number = String(entry.page);
    const numberWidth = doc.widthOfString(number);
    const room = sheet.width - numberWidth - 24;
    let title = entry.title;
    while (doc.widthOfString(title) > room && title.length > 1) title = title.slice(0, -2) + "…";
    doc.text(title, sheet.left, top, { lineBreak: false });
    const from = sheet.left + doc.widthOfString(title) + 6;
    const to = sheet.left + sheet.width - numberWidth - 6;
    let dots = "";
    while (doc.widthOfString(dots + ".") < to - from) dots += ".";
    doc.fillColor(COLORS.muted).text(dots, from, top, { lineBreak: false });
    doc.fillColor(COLORS.text).text(number, sheet.left + sheet.width - numberWidth, top, {
      lineBreak: false,
    });
  }
}

/**
 * A product group's catalogue: a cover with its contents, every catalogue section of the group
 * page by page (the same blocks as the site's catalogue pages), then each product's datasheet.
 * `sections` are the group's, in order; `products` its products and those its sections list.
 */
export function cataloguePdf(
  category: Category,
  lang: Lang,
  readDrawing: ReadDrawing,
  company: DocumentFacts,
  { sections, products }: { sections: CatalogSection[]; products: Product[] },
) {
  const name = pick(category.name, lang);
  const kind = translate(lang, "documents.catalogue");
  const { doc, bytes } = createPdf({
    title: `${name} – ${kind}`,
    lang,
    author: pick(company.name, lang),
    subject: pick(categoryDescriptions[category.id]!, lang),
    keywords: name,
    date: issueDate(DOCUMENTS_ISSUED),
  });
  const sheet = new Sheet(doc, drawingInLang(readDrawing, lang));
  const groupProducts = products.filter((product) => product.category === category.id);

  sheet.page(`${name} · ${kind}`);
  sheet.text(kind, { font: "bold", size: 11, color: COLORS.brand, after: 0 });
  sheet.text(name, { font: "bold", size: 24, after: 6 });
  sheet.text(pick(categoryDescriptions[category.id]!, lang), {
    size: 11,
    color: COLORS.muted,
    after: 12,
  });
  sheet.heading(translate(lang, "documents.contents"));
  sheet.flush();
  // The contents are written once every part's first page is known (issue 79): a printed
  // catalogue's contents give page numbers.
  const contentsY = sheet.y;
  const entries: { title: string; page: number }[] = [];
  const pageNow = () => sheet.labels.length;

  for (const section of sections) {
    const title = pick(section.name, lang);
    sheet.page(`${name} · ${title}`);
    entries.push({ title, page: pageNow() });
    sheet.text(title, { font: "bold", size: 18, after: 4 });
    if (section.description) {
      sheet.text(pick(section.description, lang), { color: COLORS.muted, after: 8 });
    }
    for (const page of section.pages) {
      // A page titled as its section (a one-page section) is not headed twice.
      const heading = pick(page.title, lang);
      if (heading !== title) sheet.heading(heading);
      for (const block of page.content) drawBlock(sheet, block, lang, products);
    }
  }
  const sheets = translate(lang, "documents.datasheets");
  for (const product of groupProducts) {
    // Its first page is the next one.
    entries.push({ title: productLabel(product, lang), page: pageNow() + 1 });
    drawDatasheet(sheet, product, lang, `${name} · ${sheets}`);
  }
  drawContents(sheet, contentsY, entries);
  drawFrame(
    sheet,
    lang,
    translate(lang, "documents.issued", { date: dayText(DOCUMENTS_ISSUED, lang) }),
    company,
  );
  doc.end();
  return bytes;
}
