import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { company } from "../../app/content/company";
import type { Lang } from "../../app/i18n/lang";
import { supplierBlock } from "../../server/inquiries/send-quotation";
import { quotationPdf, quotationXlsx } from "../../server/quotations/documents";
import { sentQuotation } from "../fixtures/quotation";
import { pdfToText } from "../pdftotext";

/*
 * A quotation's days as its buyer reads them (issue 59): "2026. 11. 24." in the Korean PDF and
 * .xlsx, the ISO day in English; its whole-won figures the same in both files and languages.
 * The page and the mail are read in tests/receiver/quotations.test.ts.
 */
const quotation = (lang: Lang) =>
  sentQuotation({
    supplier: supplierBlock(company, lang),
    line: { quantity: 3, unitPrice: 1_234_567 },
    totals: { supply: 3_703_701, tax: 370_370, total: 4_074_071 },
  });

const DAYS = {
  ko: { issued: "2026. 11. 24.", until: "2026. 12. 24.까지" },
  en: { issued: "2026-11-24", until: "2026-12-24" },
} as const;
const MONEY = ["3,703,701", "370,370", "4,074,071"];

describe("a quotation's days", () => {
  it.each(["ko", "en"] as const)("are written the %s way in the PDF", async (lang) => {
    const text = (await pdfToText(await quotationPdf(quotation(lang), lang))).replace(/\s+/g, " ");
    expect(text).toContain(DAYS[lang].issued);
    expect(text).toContain(DAYS[lang].until);
    for (const amount of MONEY) expect(text).toContain(amount);
    if (lang === "ko") expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it.each(["ko", "en"] as const)("are written the %s way in the .xlsx", async (lang) => {
    const book = new ExcelJS.Workbook();
    const bytes = await quotationXlsx(quotation(lang), lang);
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const values = book.worksheets[0]!.getSheetValues()
      .flat()
      .filter((v) => v !== undefined);
    expect(values).toContain(DAYS[lang].issued);
    expect(values).toContain(DAYS[lang].until);
    // The money stays numbers, whole won.
    for (const amount of [3_703_701, 370_370, 4_074_071]) expect(values).toContain(amount);
  });
});
