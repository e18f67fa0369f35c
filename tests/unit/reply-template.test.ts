import { describe, expect, it } from "vitest";
import { readReplyForm, replyTemplate } from "../../server/inquiries/reply-template";

/** The reply staff start from: the inquiry's language, its reference and lines, the signature. */

const company = {
  name: "한빛플로우컨트롤",
  address: "서울특별시 금천구 가산디지털1로 1",
  phone: "02-000-0000",
  email: "sales@hanbit.example",
};
const lines = [
  { productId: "480-035", code: "480-035", name: "볼 밸브", quantity: 2, note: "SUS316" },
  { productId: "s30", code: "S30", name: "S30 전동 액추에이터", quantity: 4 },
];

describe("replyTemplate", () => {
  it("greets a Korean buyer by company and name and lists the quote lines with notes", () => {
    const { subject, body } = replyTemplate(
      {
        lang: "ko",
        ref: "HF-20261123-000007",
        name: "김철수",
        companyName: "대한정수",
        items: lines,
      },
      "sales@hanbit.example",
      company,
    );
    expect(subject).toBe("[HF-20261123-000007] 문의에 대한 답변 - 한빛플로우컨트롤");
    expect(body).toMatch(/^대한정수 김철수 님께\n/);
    expect(body).toContain("접수 번호: HF-20261123-000007");
    expect(body).toContain(
      "견적 요청 품목:\n1. 480-035 볼 밸브 (수량 2) - 요청 사항: SUS316\n2. S30 전동 액추에이터 (수량 4)\n",
    );
    // The signature: the company's live facts and the staff member.
    expect(body).toContain(
      "--\n한빛플로우컨트롤\n담당: sales@hanbit.example\n주소: 서울특별시 금천구 가산디지털1로 1\n전화: 02-000-0000\n이메일: sales@hanbit.example\n",
    );
  });

  it("writes to an English buyer in English, without a quote list when there is none", () => {
    const { subject, body } = replyTemplate(
      { lang: "en", ref: "HF-20261123-000008", name: "Jane Roe", companyName: "Acme Ltd" },
      "kim@hanbit.example",
      { ...company, name: "Hanbit Flow Control", address: "1 Gasan-ro, Seoul" },
    );
    expect(subject).toBe("[HF-20261123-000008] Re: your inquiry – Hanbit Flow Control");
    expect(body).toMatch(/^Dear Jane Roe \(Acme Ltd\),\n/);
    expect(body).toContain("Reference: HF-20261123-000008");
    expect(body).not.toContain("quotation");
    expect(body).not.toMatch(/[가-힣]/);
    expect(body).toContain("Contact: kim@hanbit.example\nAddress: 1 Gasan-ro, Seoul\n");
  });
});

describe("a template from an inquiry stored with invisible characters", () => {
  // Stored before the receiver refused them (issue 41): the reply must still be sendable.
  it.each(["0085", "009b", "202e", "200b", "2066", "feff", "00ad"])(
    "U+%s in the name, company and note never reaches the form",
    (hex) => {
      const char = String.fromCodePoint(parseInt(hex, 16));
      const { subject, body } = replyTemplate(
        {
          lang: "en",
          ref: "HF-20261123-000009",
          name: `Jane${char}Roe`,
          companyName: `Acme${char}`,
          items: [{ ...lines[0]!, note: `SUS${char}316` }],
        },
        "kim@hanbit.example",
        company,
      );
      expect(body).toMatch(/^Dear JaneRoe \(Acme\),\n/);
      expect(body).toContain("note: SUS316");
      const form = new FormData();
      form.set("subject", subject);
      form.set("body", body);
      expect(readReplyForm(form).ok).toBe(true);
    },
  );

  it("nor does a control character in the company's facts or the signer's name", () => {
    const { subject, body } = replyTemplate(
      { lang: "ko", ref: "HF-20261123-000010", name: "김철수", companyName: "대한정수" },
      "김영업\u0085과장",
      { ...company, name: "한빛\u0085플로우", address: "서울\u0007" },
    );
    const form = new FormData();
    form.set("subject", subject);
    form.set("body", body);
    expect(readReplyForm(form).ok).toBe(true);
    expect(body).toContain("담당: 김영업과장\n");
  });
});

describe("readReplyForm", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("takes a subject and a body, line breaks made \\n", () => {
    const read = readReplyForm(form({ subject: "  Re: HF-1 ", body: "Hello\r\n\r\nThanks\r\n" }));
    expect(read).toMatchObject({
      ok: true,
      reply: { subject: "Re: HF-1", body: "Hello\n\nThanks" },
    });
  });

  it("names a missing or too long field and keeps what was typed", () => {
    const read = readReplyForm(form({ subject: "x".repeat(201), body: "  " }));
    expect(read.ok).toBe(false);
    expect(!read.ok && read.fields).toEqual(["subject", "body"]);
    expect(read.typed.subject).toHaveLength(201);
  });

  it("refuses a line break in the subject and control characters in the body", () => {
    expect(readReplyForm(form({ subject: "a\nBcc: x@y", body: "ok" })).ok).toBe(false);
    expect(readReplyForm(form({ subject: "a", body: "bell\u0007" })).ok).toBe(false);
  });
});
