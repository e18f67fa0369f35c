import { describe, expect, test } from "vitest";
import { visibleFileName } from "../../server/platform/text";
import { contentDisposition, safeFileName } from "../../server/content/files";
import { safeName } from "../../server/content/photo-files";
import { cleanFileName } from "../../server/inquiries/kept-files";
import { paperResponse } from "../../server/units/papers";
import { disposition } from "../../app/admin/download.server";
import { newsDetail } from "../../app/news/news.server";
import type { NewsItem } from "../../app/content/schemas";

/**
 * A file's name, wherever it is shown or sent as a download's name, holds no character that
 * hides or reorders text (issue 63, item 4): Unicode's format characters (Cf: bidi overrides
 * and isolates, zero-width ones, tag characters), controls (Cc) and lone surrogates. One helper
 * does it (server/platform/text.ts), and every cleaner of names goes through it.
 */

/** "report" + RIGHT-TO-LEFT OVERRIDE + "fdp.exe": shown as "reportexe.pdf", an .exe in truth. */
const OVERRIDE = "report\u202Efdp.exe";
const HIDDEN = [
  "\u202E", // right-to-left override
  "\u2066", // left-to-right isolate
  "\u200F", // right-to-left mark
  "\u200B", // zero-width space
  "\uFEFF", // byte order mark
  "\u{E0041}", // a tag character
  "\u0000",
  "\t",
  "\u001B",
  "\u007F",
  "\u0085", // C1: a line break to some programs
  "\uD800", // a lone surrogate, which encodeURIComponent cannot encode
];

describe("the one cleaning of file names", () => {
  test("drops every format, control and lone surrogate character, and keeps the rest", () => {
    for (const hidden of HIDDEN) {
      expect(visibleFileName(`도면${hidden}_rev2.pdf`), JSON.stringify(hidden)).toBe(
        "도면_rev2.pdf",
      );
    }
    expect(visibleFileName(OVERRIDE)).toBe("reportfdp.exe");
    // Hangul, its jamo and emoji are letters and symbols, not format characters.
    expect(visibleFileName("시험성적서 ㅎㅂ 📄 (1).pdf")).toBe("시험성적서 ㅎㅂ 📄 (1).pdf");
  });

  test("every cleaner of an uploaded or attached name goes through it", () => {
    // Content's PDFs (notices, documents, certificates) and unit papers as stored.
    expect(safeFileName(`${OVERRIDE}.pdf`)).toBe("reportfdp.exe.pdf");
    expect(safeFileName("a\u0085\u200Bb.pdf")).toBe("ab.pdf");
    // Photos' names, as their refusals name them.
    expect(safeName(`C:\\photos\\${OVERRIDE}.jpg`)).toBe("reportfdp.exe.jpg");
    // Files kept with an inquiry (a reply's attachments, a purchase order).
    expect(cleanFileName(`${OVERRIDE}\u2069.pdf`)).toBe("reportfdp.exe.pdf");
  });

  test("a download's name is cleaned as it is sent, names stored before included", () => {
    const expected = `attachment; filename="reportfdp.exe"; filename*=UTF-8''reportfdp.exe`;
    expect(contentDisposition(OVERRIDE)).toBe(expected);
    // The back office's downloads (a buyer's mail files, kept files, quotations) say it the same way.
    expect(disposition(OVERRIDE)).toBe(expected);
    expect(disposition("가격표\uD800.pdf")).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent("가격표.pdf")}`,
    );
    // A unit's paper to staff, under the name it was uploaded with, cleaned.
    const paper = paperResponse(`${OVERRIDE}.pdf`, Buffer.from("%PDF-"));
    expect(paper.headers.get("Content-Disposition")).toBe(
      `attachment; filename="reportfdp.exe.pdf"; filename*=UTF-8''reportfdp.exe.pdf`,
    );
    // An ASCII fallback of its own (a unit's paper at its page: the English words).
    expect(contentDisposition("시험성적서.pdf", "Test\u202E report.pdf")).toBe(
      `attachment; filename="Test report.pdf"; filename*=UTF-8''${encodeURIComponent("시험성적서.pdf")}`,
    );
  });

  test("a notice's attachment stored before is shown without them", () => {
    const notice = {
      id: 1,
      title: { ko: "공지", en: "Notice" },
      body: { ko: "<p>본문</p>", en: "<p>Body</p>" },
      date: "2026-11-20",
      attachments: [
        {
          file: "00000000-0000-4000-8000-000000000000",
          name: `${OVERRIDE}.pdf`,
          bytes: 1000,
          title: { ko: "첨부", en: "Attachment" },
        },
      ],
    } as unknown as NewsItem;
    expect(newsDetail(notice, "en").attachments[0]?.name).toBe("reportfdp.exe.pdf");
  });
});
