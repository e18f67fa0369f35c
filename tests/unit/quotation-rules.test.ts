import { amountToHangul } from "es-hangul";
import { describe, expect, it } from "vitest";
import { amountInWords, koreanAmount, totalsOf, vatOf, won } from "../../server/quotations/money";
import {
  changeLines,
  firstDraft,
  readLineChange,
  readQuotationForm,
  readWon,
  sendable,
  type QuotationLine,
} from "../../server/quotations/quotation";

describe("a quotation's figures", () => {
  it("adds whole won, 10 % tax rounded down, the total", () => {
    const totals = totalsOf([
      { quantity: 3, unitPrice: 333_333 },
      { quantity: 1, unitPrice: 7 },
      { quantity: 2 },
    ]);
    expect(totals.amounts).toEqual([999_999, 7, undefined]);
    expect(totals.supply).toBe(1_000_006);
    expect(totals.tax).toBe(100_000); // 100,000.6 rounded down
    expect(totals.total).toBe(1_100_006);
    for (const value of Object.values(totals).flat()) {
      if (value !== undefined) expect(Number.isInteger(value)).toBe(true);
    }
    expect(vatOf(9)).toBe(0);
    expect(vatOf(19)).toBe(1);
  });

  it("refuses a supply beyond what it can hold", () => {
    expect(() => totalsOf([{ quantity: 100_000, unitPrice: 999_999_999_999 }])).toThrow(RangeError);
  });

  it("writes the total in Korean words as a 견적서 does", () => {
    expect(amountInWords(1_234_500)).toBe("일금 일백이십삼만사천오백원정");
    expect(koreanAmount(11_000)).toBe("일만일천");
    expect(koreanAmount(1_010)).toBe("일천일십");
    expect(koreanAmount(100_000_000)).toBe("일억");
    expect(koreanAmount(100_000_001)).toBe("일억일");
    expect(koreanAmount(0)).toBe("영");
    expect(won(1_234_500)).toBe("1,234,500");
  });

  it("agrees with es-hangul wherever es-hangul writes every digit's 일", () => {
    // es-hangul leaves out 일 before 십, 백 and 천 inside a group; elsewhere both must agree.
    let compared = 0;
    for (const n of [1, 7, 23, 1_234_500, 99_999, 120_000, 3_000_000_000, 987_654_321]) {
      const theirs = amountToHangul(String(n));
      if (/(^|[^일이삼사오육칠팔구])[십백천]/.test(theirs)) continue;
      compared += 1;
      expect(koreanAmount(n), String(n)).toBe(theirs);
    }
    expect(compared).toBeGreaterThan(4);
  });
});

describe("the quotation's form", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("reads lines and terms; prices with commas and 원, a price left empty", () => {
    const read = readQuotationForm(
      form({
        "lines.0.code": "480-035",
        "lines.0.name": "전동 액추에이터",
        "lines.0.note": "24VDC",
        "lines.0.quantity": "2",
        "lines.0.price": "1,234,500원",
        "lines.1.code": "S30",
        "lines.1.name": "",
        "lines.1.note": "",
        "lines.1.quantity": "1,000",
        "lines.1.price": "",
        "terms.validDays": "30",
        "terms.leadTime": "발주 후 2주",
        "terms.payment": "월말 마감 익월 현금",
        "terms.delivery": "귀사 도착도",
        "terms.notes": "",
      }),
    );
    expect(read.errors).toEqual({});
    expect(read.content.lines).toEqual([
      {
        code: "480-035",
        name: "전동 액추에이터",
        note: "24VDC",
        quantity: 2,
        unitPrice: 1_234_500,
      },
      { code: "S30", name: "", note: "", quantity: 1000 },
    ]);
    expect(read.content.terms.validDays).toBe(30);
    expect(sendable(read.content)).toEqual({ "lines.1.price": "required" });
  });

  it("names each field that does not read, keeping what was typed", () => {
    const read = readQuotationForm(
      form({
        "lines.0.code": "A",
        "lines.0.name": "",
        "lines.0.note": "",
        "lines.0.quantity": "0",
        "lines.0.price": "12.5",
        "terms.validDays": "0",
      }),
    );
    expect(read.errors).toEqual({
      "lines.0.quantity": "range",
      "lines.0.price": "number",
      "terms.validDays": "range",
    });
    expect(read.typed["lines.0.price"]).toBe("12.5");
    expect(read.content.lines[0]!.unitPrice).toBeUndefined();
    expect(readWon("-5")).toBeNaN();
    expect(readWon("1e6")).toBeNaN();
    expect(readWon("")).toBeUndefined();
  });

  it("refuses control and bidi characters in lines and terms, as the inquiry form does", () => {
    // U+202E turns "PO-FDP.exe" around on the buyer's page, the PDF and the .xlsx.
    const read = readQuotationForm(
      form({
        "lines.0.code": "A\u202E1",
        "lines.0.name": "밸브\u0007",
        "lines.0.note": "두 줄\n메모\t탭",
        "lines.0.quantity": "1",
        "lines.0.price": "100",
        "terms.validDays": "30",
        "terms.leadTime": "2주\u2066",
        "terms.payment": "현금\u200B",
        // Kept: ZWJ in an emoji, as the inquiry form keeps it.
        "terms.notes": "👨\u200D👩",
      }),
    );
    expect(read.errors).toEqual({
      "lines.0.code": "characters",
      "lines.0.name": "characters",
      "terms.leadTime": "characters",
      "terms.payment": "characters",
    });
    expect(read.typed["lines.0.code"]).toBe("A\u202E1");
    // A draft stored before the rule is named before it is sent.
    const stored = { ...read.content };
    expect(sendable(stored)).toMatchObject({
      "lines.0.code": "characters",
      "terms.leadTime": "characters",
    });
    // A quote list stored before the inquiry form refused them loses them in the first draft.
    expect(
      firstDraft([{ code: "X\u202E", name: "Y\u0000", quantity: 1, note: "Z\u2067" }]).lines,
    ).toEqual([{ code: "X", name: "Y", note: "Z", quantity: 1 }]);
  });

  it("adds, removes and moves lines, and refuses to send none", () => {
    const lines: QuotationLine[] = ["a", "b", "c"].map((code) => ({
      code,
      name: "",
      note: "",
      quantity: 1,
    }));
    const codes = (next: QuotationLine[]) => next.map((line) => line.code).join("");
    expect(codes(changeLines(lines, readLineChange("up:2")!))).toBe("acb");
    expect(codes(changeLines(lines, readLineChange("down:0")!))).toBe("bac");
    expect(codes(changeLines(lines, readLineChange("up:0")!))).toBe("abc");
    expect(codes(changeLines(lines, readLineChange("remove:1")!))).toBe("ac");
    expect(changeLines(lines, readLineChange("add")!)).toHaveLength(4);
    expect(readLineChange("remove:x")).toBeUndefined();
    expect(sendable({ lines: [], terms: firstDraft([]).terms })).toEqual({ lines: "required" });
  });

  it("starts from the buyer's quote list with the usual terms", () => {
    const draft = firstDraft([{ code: "480-035", name: "액추에이터", quantity: 2, note: "급함" }]);
    expect(draft.lines).toEqual([
      { code: "480-035", name: "액추에이터", note: "급함", quantity: 2 },
    ]);
    expect(draft.terms.validDays).toBe(30);
  });
});
