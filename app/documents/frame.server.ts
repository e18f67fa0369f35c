import { addressLine } from "../content/company";
import type { Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import { translate } from "../i18n/translate.server";
import type { DocumentFacts } from "./facts.server";
import { BOTTOM, COLORS, MARGIN, PAGE, type Sheet } from "./sheet.server";
import { phoneText } from "../i18n/phone-text";

const MM = 72 / 25.4;

/** One page's own frame, where a file's pages differ (a quote request's cover, its datasheets). */
export interface PageFrame {
  /** The date line at the foot: the datasheet's date of issue, the request's date. */
  issued: string;
  /** The company's name above and its address below: off on a page the buyer sends it. */
  letterhead: boolean;
}

/**
 * The frame of every page, drawn once all pages exist: the company and the page's label above,
 * the company's address and contacts, the date of issue and "page n of N" below. `issued` is
 * one date for every page, or each page's own frame.
 */
export function drawFrame(
  sheet: Sheet,
  lang: Lang,
  issued: string | readonly PageFrame[],
  company: DocumentFacts,
) {
  const { doc } = sheet;
  // A heading last in the document has nothing to wait for.
  sheet.flush();
  const { start, count } = doc.bufferedPageRange();
  const right = (text: string, y: number) =>
    doc.text(text, PAGE.width - MARGIN - doc.widthOfString(text), y, { lineBreak: false });
  const rule = (y: number) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(PAGE.width - MARGIN, y)
      .lineWidth(0.75)
      .strokeColor(COLORS.rule)
      .stroke();
  const contacts = translate(lang, "documents.contacts", {
    phone: phoneText(company.phone, lang),
    fax: phoneText(company.fax, lang),
    email: company.email,
  });
  for (let index = 0; index < count; index += 1) {
    const frame: PageFrame =
      typeof issued === "string"
        ? { issued, letterhead: true }
        : (issued[index] ?? { issued: "", letterhead: true });
    doc.switchToPage(start + index);
    if (frame.letterhead) {
      doc.font("bold").fontSize(9.5).fillColor(COLORS.brand);
      doc.text(pick(company.name, lang), MARGIN, 14 * MM, { lineBreak: false });
    }
    doc.font("regular").fontSize(9).fillColor(COLORS.muted);
    right(sheet.labels[index] ?? "", 14 * MM);
    rule(20 * MM);

    const foot = BOTTOM + 8 * MM;
    rule(foot - 3 * MM);
    doc.font("regular").fontSize(7.5).fillColor(COLORS.muted);
    if (frame.letterhead) {
      doc.text(
        `${pick(company.name, lang)} · ${addressLine(company.address, lang)}`,
        MARGIN,
        foot,
        { lineBreak: false },
      );
      doc.text(contacts, MARGIN, foot + 11, { lineBreak: false });
    }
    right(frame.issued, foot);
    right(translate(lang, "documents.page", { n: index + 1, total: count }), foot + 11);
  }
}
