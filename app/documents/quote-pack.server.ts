import { productLabel } from "../content/catalog/catalog.server";
import { addressLine } from "../content/company";
import type { Product } from "../content/schemas";
import type { Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import { translate } from "../i18n/translate.server";
import { productDrawings } from "../content/catalog/images";
import { drawDatasheet } from "./datasheet.server";
import type { DocumentFacts } from "./facts.server";
import { DOCUMENTS_ISSUED } from "./edition";
import { drawFrame, type PageFrame } from "./frame.server";
import { createPdf } from "./pdf.server";
import { COLORS, Sheet, type ReadDrawing, drawingInLang } from "./sheet.server";
import { dayText } from "../i18n/day-text";
import { phoneText } from "../i18n/phone-text";

export interface PackLine {
  product: Product;
  qty: number;
  note: string;
  /** The date of issue of the product's datasheet (its published day), printed on its pages. */
  issued?: string;
}

/**
 * The quote list as one file to attach to a purchase request: the buyer's request for quotation
 * to the company (수신: the company, its address and contacts; the buyer's own lines to fill in),
 * with the lines and the date, then each product's datasheet as the company issued it, its date
 * of issue on its pages. `day` is the date written on the request (Seoul), `at` the moment it was
 * made. The request carries no letterhead: it is the buyer's, not the company's, paper.
 */
export function quotePackPdf(
  lines: readonly PackLine[],
  lang: Lang,
  readDrawing: ReadDrawing,
  day: string,
  at: Date,
  company: DocumentFacts,
) {
  const title = translate(lang, "documents.quotePack");
  const { doc, bytes } = createPdf({
    title: `${title} ${day}`,
    lang,
    author: pick(company.name, lang),
    subject: lines.map((line) => line.product.code).join(", "),
    date: at,
  });
  const sheet = new Sheet(doc, drawingInLang(readDrawing, lang));
  const dated = translate(lang, "documents.date", { date: dayText(day, lang) });
  sheet.page(title);
  sheet.text(title, { font: "bold", size: 20, after: 2 });
  sheet.text(dated, { color: COLORS.muted, after: 10 });
  sheet.text(translate(lang, "documents.to", { company: pick(company.name, lang) }), {
    font: "bold",
    after: 0,
  });
  sheet.text(addressLine(company.address, lang), { indent: 16, after: 0 });
  sheet.text(
    translate(lang, "documents.contacts", {
      phone: phoneText(company.phone, lang),
      fax: phoneText(company.fax, lang),
      email: company.email,
    }),
    { indent: 16, after: 8 },
  );
  // The buyer's side, by the inquiry form's own labels, for the buyer to fill in.
  sheet.text(translate(lang, "documents.from"), { font: "bold", after: 2 });
  sheet.specs(
    (["companyName", "name", "phone", "email"] as const).map((field) => ({
      label: translate(lang, `inquiry.${field}`),
      value: "",
    })),
  );
  sheet.text(translate(lang, "documents.quoteIntro"), { after: 8 });
  sheet.table(
    [
      { label: translate(lang, "documents.no"), share: 1 },
      { label: translate(lang, "quote.product"), share: 7 },
      { label: translate(lang, "quote.qty"), share: 2 },
      { label: translate(lang, "quote.note"), share: 6 },
    ],
    lines.map((line, index) => [
      String(index + 1),
      productLabel(line.product, lang),
      line.qty.toLocaleString("en-US"),
      line.note,
    ]),
  );
  const frames: PageFrame[] = sheet.labels.map(() => ({ issued: dated, letterhead: false }));
  for (const line of lines) {
    drawDatasheet(sheet, line.product, lang);
    // Each datasheet's pages keep the date it was issued, as its own file prints it.
    const issued = translate(lang, "documents.issued", {
      date: dayText(line.issued ?? DOCUMENTS_ISSUED, lang),
    });
    while (frames.length < sheet.labels.length) frames.push({ issued, letterhead: true });
  }
  drawFrame(sheet, lang, frames, company);
  doc.end();
  return bytes;
}

/** A quote pack to make in the work pool (server/work-tasks.ts): the drawings it prints, read. */
export interface QuotePackJob {
  lines: PackLine[];
  lang: Lang;
  day: string;
  at: Date;
  company: DocumentFacts;
  /** Each drawing's SVG text by its `src`. */
  drawings: Record<string, string>;
}

/** The drawings a pack of these lines prints, read once on the thread that has them. */
export const packDrawings = (lines: readonly PackLine[], readDrawing: ReadDrawing) =>
  Object.fromEntries(
    lines.flatMap((line) => productDrawings(line.product).map((d) => [d.src, readDrawing(d.src)])),
  );

/** Makes a quote pack's PDF from a job, in a thread of the work pool. */
export async function quotePackTask(job: QuotePackJob): Promise<Uint8Array> {
  const pdf = await quotePackPdf(
    job.lines,
    job.lang,
    (src) => {
      const svg = job.drawings[src];
      if (svg === undefined) throw new Error(`no drawing ${src} in the job`);
      return svg;
    },
    job.day,
    job.at,
    job.company,
  );
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.length);
}
