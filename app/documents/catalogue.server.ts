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
import { COLORS, Sheet, type ReadDrawing, drawingInLang } from "./sheet.server";
import { categoryDescriptions } from "../content/catalog/category-descriptions.server";
import { dayText } from "../i18n/day-text";

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

  sheet.page(`${kind} · ${name}`);
  sheet.text(kind, { font: "bold", size: 11, color: COLORS.brand, after: 0 });
  sheet.text(name, { font: "bold", size: 24, after: 6 });
  sheet.text(pick(categoryDescriptions[category.id]!, lang), {
    size: 11,
    color: COLORS.muted,
    after: 12,
  });
  sheet.heading(translate(lang, "documents.contents"));
  sheet.bullets(sections.map((section) => pick(section.name, lang)));
  if (groupProducts.length > 0) {
    sheet.bullets(groupProducts.map((p) => `${p.code} ${pick(p.name, lang)}`));
  }

  for (const section of sections) {
    sheet.page();
    sheet.text(pick(section.name, lang), { font: "bold", size: 18, after: 4 });
    if (section.description) {
      sheet.text(pick(section.description, lang), { color: COLORS.muted, after: 8 });
    }
    for (const page of section.pages) {
      sheet.heading(pick(page.title, lang));
      for (const block of page.content) drawBlock(sheet, block, lang, products);
    }
  }
  for (const product of groupProducts) drawDatasheet(sheet, product, lang);
  drawFrame(
    sheet,
    lang,
    translate(lang, "documents.issued", { date: dayText(DOCUMENTS_ISSUED, lang) }),
    company,
  );
  doc.end();
  return bytes;
}
