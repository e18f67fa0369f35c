import ExcelJS from "exceljs";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { company } from "../../app/content/company";
import { openInbox } from "../../server/inquiries/inbox";
import { personKey, privacyStore } from "../../server/inquiries/privacy";
import type { StoredInquiry } from "../../server/inquiries/types";
import { asSent, quotationPdf } from "../../server/quotations/documents";
import { readQuotationToken } from "../../server/quotations/link";
import { firstDraft } from "../../server/quotations/quotation";
import { amountInWords, won } from "../../server/quotations/money";
import { answerPath, sendQuotation } from "../../server/inquiries/send-quotation";
import { pdfToText } from "../pdftotext";
import { PATIENT, STORED, startReceiver, type Receiver } from "./harness";
import { headerOf, startSmtp, subjectOf, type FakeSmtp } from "./smtp";

/**
 * Quotations (issue 48, decision 027) on the real inquiry database and outbox, their mail caught
 * by a real SMTP listener: a draft saved half done, sending refused while a line has no price,
 * then sent in the thread with its PDF and .xlsx, numbered per year; a revision replacing the
 * first; the buyer's answer by the signed link, once; all of it gone with the inquiry.
 */

let smtp: FakeSmtp;
let receiver: Receiver;
const BUYER = "jane@buyer.example";
const STAFF = { email: "kim@hanbit.example", name: "김영업" };
const facts = { ...company, businessNumber: "124-81-00998" };
const OWNER = "owner@hanbit.example";
/** The buyer's page's clock: in the past, so what it queues is due at once. */
const CLOCK = new Date("2026-11-24T06:00:00Z");
let clock = CLOCK;
/** The audit log's entries of buyers' answers, as the staff services would record them. */
const audited: { action: string; target: string; detail: string; address: string }[] = [];

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  smtp = await startSmtp();
  receiver = await startReceiver(
    {
      RATE_LIMIT_PER_MINUTE: "0",
      SITE_URL: "https://www.hanbit.example",
      SMTP_URL: smtp.url,
      MAIL_FROM: "website@hanbit.example",
      CONFIRM_MAIL: "true",
    },
    {
      outbox: { retrySchedule: [200, 200] },
      now: () => clock,
      accounts: () => [{ email: OWNER, role: "owner", status: "active" }],
      audit: (event) => audited.push(event),
    },
  );
});
afterAll(async () => {
  await receiver?.close();
  await smtp?.close();
});

const context = () => ({
  store: receiver.store,
  inbox: openInbox(receiver.store),
  replies: receiver.replies,
});

function newInquiry(at: Date, lang: "ko" | "en" = "ko"): StoredInquiry {
  const added = receiver.store.add(
    {
      ...STORED,
      lang,
      email: BUYER,
      items: [
        {
          productId: "480-035",
          code: "480-035",
          name: "전동 액추에이터",
          quantity: 2,
          note: "24V DC",
        },
        { productId: "s30", code: "S30", name: "버터플라이 밸브", quantity: 4 },
        { productId: "ap5", code: "AP5", name: "공압 액추에이터", quantity: 1 },
      ],
    },
    "off",
    at,
  );
  return receiver.store.byId(added.id)!;
}

const toBuyer = () =>
  smtp.inbox.filter((mail) => headerOf(mail.raw, "To")?.toLowerCase() === BUYER);

describe("a quotation from an inquiry", () => {
  it("is saved half done, refused without prices, then sent in the thread with its files", async () => {
    const at = new Date("2026-11-24T01:00:00Z");
    const inquiry = newInquiry(at);
    // A first reply starts the thread the quotation follows.
    receiver.store.replies.queue(
      inquiry.ref,
      {
        subject: `[${inquiry.ref}] 문의 감사합니다`,
        body: "곧 견적을 드리겠습니다.",
        to: BUYER,
        replyTo: STAFF.email,
      },
      STAFF.email,
      at,
    );
    receiver.replies.wake();
    await vi.waitFor(() => expect(toBuyer()).toHaveLength(1), PATIENT);
    const confirmationId = headerOf(toBuyer()[0]!.raw, "Message-ID")!;
    const quotations = receiver.store.quotations;

    // A draft from the quote list, one price typed: saved as it is.
    const draft = firstDraft(inquiry.items!);
    draft.lines[0]!.unitPrice = 1_234_500;
    quotations.save(inquiry.id, draft, STAFF.email, at);
    expect(quotations.draft(inquiry.id)!.content).toEqual(draft);
    const refused = sendQuotation(context(), inquiry, STAFF, facts, at);
    expect(refused).toEqual({
      result: "refused",
      errors: { "lines.1.price": "required", "lines.2.price": "required" },
    });
    expect(quotations.draft(inquiry.id)!.state).toBe("draft");

    // Priced, reordered and given terms: sent.
    const [first, second, third] = draft.lines;
    const priced = {
      lines: [{ ...third!, unitPrice: 99_999 }, { ...first! }, { ...second!, unitPrice: 333_333 }],
      terms: { ...draft.terms, leadTime: "발주 후 2주", payment: "월말 마감 익월 현금" },
    };
    quotations.save(inquiry.id, priced, STAFF.email, at);
    const sent = sendQuotation(context(), inquiry, STAFF, facts, at);
    expect(sent.result).toBe("sent");
    const quotation = (sent as { quotation: ReturnType<typeof quotations.byId> }).quotation!;
    expect(quotation.number).toBe("Q-2026-0001");
    // 99,999 + 2 × 1,234,500 + 4 × 333,333 = 3,902,331; tax 390,233.1 rounded down.
    expect(quotation.sent).toMatchObject({
      issuedOn: "2026-11-24",
      validUntil: "2026-12-24",
      supply: 3_902_331,
      tax: 390_233,
      total: 4_292_564,
    });
    expect(quotation.sent!.supplier.businessNumber).toBe("124-81-00998");

    await vi.waitFor(() => expect(toBuyer()).toHaveLength(2), PATIENT);
    const raw = toBuyer()[1]!.raw;
    expect(headerOf(raw, "In-Reply-To")).toBe(confirmationId);
    expect(subjectOf(raw)).toBe(`[${inquiry.ref}] 견적서 Q-2026-0001`);
    const parsed = await simpleParser(raw);
    expect(parsed.text).toContain("합계금액: 4,292,564원");
    expect(parsed.text).toContain("유효기간: 2026. 12. 24.까지");
    const link = /https:\/\/www\.hanbit\.example\/quotation\/(\S+)/.exec(parsed.text!)!;
    expect(readQuotationToken(quotations.key(), link[1]!)).toEqual({
      id: quotation.id,
      nonce: quotation.sent!.nonce,
    });
    expect(parsed.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ["Q-2026-0001.pdf", "application/pdf"],
      ["Q-2026-0001.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ]);

    // The PDF, read by poppler: the blocks, the lines in order, the figures and the words.
    const text = (await pdfToText(parsed.attachments[0]!.content)).replace(/\s+/g, " ");
    for (const part of [
      "견적서",
      "124-81-00998",
      "한빛산업 주식회사 귀중",
      "AP5 공압 액추에이터",
      "2,469,000",
      "3,902,331",
      "390,233",
      "4,292,564",
      "일금 사백이십구만이천오백육십사원정",
      "견적일 2026. 11. 24.",
      "2026. 12. 24.까지",
      "발주 후 2주",
    ]) {
      expect(text).toContain(part);
    }
    expect(text.indexOf("AP5")).toBeLessThan(text.indexOf("480-035"));

    // The spreadsheet: the same figures, as numbers.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(parsed.attachments[1]!.content as unknown as ArrayBuffer);
    const values = book.worksheets[0]!.getSheetValues()
      .flat()
      .filter((v) => v !== undefined);
    expect(values).toContain(4_292_564);
    expect(values).toContain(2_469_000);
    expect(values).toContain("일금 사백이십구만이천오백육십사원정");
    // Its days are text, written as the PDF writes them.
    expect(values).toContain("2026. 11. 24.");
    expect(values).toContain("2026. 12. 24.까지");

    // A revision: version 2 under the same number; the first stays readable, replaced.
    quotations.save(
      inquiry.id,
      { ...priced, lines: priced.lines.map((line) => ({ ...line, unitPrice: 1_000 })) },
      STAFF.email,
      at,
    );
    const revised = sendQuotation(
      context(),
      inquiry,
      STAFF,
      facts,
      new Date("2026-11-25T01:00:00Z"),
    );
    expect(revised.result).toBe("sent");
    const all = quotations.ofInquiry(inquiry.id);
    expect(all.map((q) => [q.number, q.version, q.state])).toEqual([
      ["Q-2026-0001", 2, "sent"],
      ["Q-2026-0001", 1, "replaced"],
    ]);
    await vi.waitFor(() => expect(toBuyer()).toHaveLength(3), PATIENT);
    const third3 = await simpleParser(toBuyer()[2]!.raw);
    expect(third3.attachments.map((file) => file.filename)).toEqual([
      "Q-2026-0001-2.pdf",
      "Q-2026-0001-2.xlsx",
    ]);
    const ids = headerOf(toBuyer()[2]!.raw, "References")!.match(/<[^>]+>/g);
    expect(ids).toHaveLength(2);

    // The buyer's answers: to the replaced one, refused; to the standing one, once.
    const today = "2026-11-26";
    expect(quotations.answer(quotation.id, { accept: true, name: "김민준" }, at, today)).toEqual({
      result: "replaced",
    });
    const v2 = all[0]!;
    expect(quotations.answer(v2.id, { accept: true, name: "김민준" }, at, "2026-12-26")).toEqual({
      result: "expired",
    });
    const accepted = quotations.answer(
      v2.id,
      { accept: true, name: "김민준", poNumber: "PO-77" },
      at,
      today,
    );
    expect(accepted.result).toBe("answered");
    expect(quotations.answer(v2.id, { accept: false, reason: "x" }, at, today)).toEqual({
      result: "answered-before",
    });
    expect(quotations.outcome(inquiry.id)).toMatchObject({ outcome: "won", actor: "buyer" });
    expect(quotations.byId(v2.id)).toMatchObject({
      state: "accepted",
      answer: { name: "김민준", poNumber: "PO-77" },
    });
  });

  it("numbers per Seoul year, and an English buyer gets English files", async () => {
    // 2026-12-31 16:00 UTC is 2027-01-01 in Seoul.
    const at = new Date("2026-12-31T16:00:00Z");
    const inquiry = newInquiry(at, "en");
    const draft = firstDraft(inquiry.items!);
    draft.lines.forEach((line) => (line.unitPrice = 10));
    receiver.store.quotations.save(inquiry.id, draft, STAFF.email, at);
    const sent = sendQuotation(context(), inquiry, STAFF, facts, at);
    const quotation = asSent((sent as { quotation: Parameters<typeof asSent>[0] }).quotation)!;
    expect(quotation.number).toBe("Q-2027-0001");
    const text = await pdfToText(await quotationPdf(quotation, "en"));
    expect(text).toContain("Quotation");
    expect(text).toContain("Business reg. no.");
    expect(text).toContain("KRW 77");
  });

  it("goes with its inquiry on erasure, files and all", async () => {
    const at = new Date("2026-11-24T02:00:00Z");
    const inquiry = newInquiry(at);
    receiver.store.quotations.save(inquiry.id, firstDraft(inquiry.items!), STAFF.email, at);
    // A reply with a file, kept beside the database.
    const queued = receiver.store.files.keep(
      [{ name: "도면 (최종).pdf", type: "application/pdf", content: Buffer.from("%PDF-1.4") }],
      (record) =>
        receiver.store.replies.queue(
          inquiry.ref,
          { subject: "도면", body: "첨부합니다.", to: BUYER, replyTo: STAFF.email },
          STAFF.email,
          at,
          (eventId) => record({ inquiryId: inquiry.id, eventId }),
        ),
    );
    expect(queued.result).toBe("queued");
    const dir = receiver.store.files.dir;
    expect(readdirSync(dir).length).toBeGreaterThan(0);
    const names = receiver.store.files.ofInquiry(inquiry.id).map((f) => f.name);
    expect(names).toEqual(["도면 (최종).pdf"]);
    // Mailed as an attachment whose Korean name arrives intact (RFC 2231 parameters).
    receiver.replies.wake();
    await vi.waitFor(
      () => expect(smtp.inbox.some((mail) => subjectOf(mail.raw) === "도면")).toBe(true),
      PATIENT,
    );
    const mailed = smtp.inbox.find((mail) => subjectOf(mail.raw) === "도면")!.raw;
    expect(mailed).toMatch(/filename\*0?\*?=utf-8''/i);
    const files = (await simpleParser(mailed)).attachments;
    expect(files.map((file) => [file.filename, file.content.toString()])).toEqual([
      ["도면 (최종).pdf", "%PDF-1.4"],
    ]);
    const kept = readdirSync(dir);
    privacyStore(receiver.store).erasePerson(personKey(BUYER));
    expect(receiver.store.quotations.ofInquiry(inquiry.id)).toEqual([]);
    expect(receiver.store.files.ofInquiry(inquiry.id)).toEqual([]);
    for (const name of kept) expect(existsSync(join(dir, name))).toBe(false);
  });
});

describe("the buyer's page at the signed link", () => {
  const page = (path: string, init?: RequestInit) =>
    fetch(receiver.url + path, { redirect: "manual", ...init });
  const form = (fields: Record<string, string | Blob>, name?: string) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === "string") data.set(key, value);
      else data.set(key, value, name);
    }
    return { method: "POST", body: data };
  };

  function sentQuotation(at: Date) {
    const inquiry = newInquiry(at);
    const draft = firstDraft(inquiry.items!);
    draft.lines.forEach((line, i) => (line.unitPrice = (i + 1) * 100_000));
    receiver.store.quotations.save(inquiry.id, draft, STAFF.email, at);
    const sent = sendQuotation(context(), inquiry, STAFF, facts, at);
    const quotation = asSent((sent as { quotation: Parameters<typeof asSent>[0] }).quotation)!;
    const key = receiver.store.quotations.key();
    return { inquiry, quotation, path: answerPath(key, quotation, "ko") };
  }

  it("shows the figures, noindex and no-store; a changed character is a clear 404", async () => {
    const { path, quotation } = sentQuotation(new Date("2026-11-24T03:00:00Z"));
    const response = await page(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    // The page's own policy, not the site's: the signed link never leaves in a Referer.
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect((await page("/healthz")).headers.get("referrer-policy")).toBe(
      "strict-origin-when-cross-origin",
    );
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(`견적서 ${quotation.number}`);
    expect(html).toContain(won(quotation.sent.total));
    expect(html).toContain(amountInWords(quotation.sent.total));
    expect(html).not.toContain("<script");
    // Korean days as a Korean reader writes them; the English page keeps the ISO day.
    expect(html).toContain("견적일: 2026. 11. 24. · 유효기간: 2026. 12. 24.까지");
    const english = await (await page(`/en${path}`)).text();
    expect(english).toContain("Accept this quotation");
    expect(english).toContain("Date: 2026-11-24 · Valid until: 2026-12-24");

    for (const bad of [
      path.slice(0, -1) + (path.endsWith("A") ? "B" : "A"),
      path.replace(/\/(\d+)\./, (_, id: string) => `/${Number(id) + 1}.`),
      "/quotation/%E0%A4%A",
      "/quotation/1.x.y",
    ]) {
      const refused = await page(bad);
      expect(refused.status, bad).toBe(404);
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(refused.headers.get("referrer-policy")).toBe("no-referrer");
      expect(await refused.text()).toContain("열 수 없는 링크입니다");
      const posted = await page(bad, form({ answer: "accept", name: "x" }));
      expect(posted.status, bad).toBe(404);
    }
    expect(receiver.store.quotations.byId(quotation.id)!.state).toBe("sent");
  });

  it("takes one answer: accept with a PO file; a second answer changes nothing", async () => {
    const { path, quotation, inquiry } = sentQuotation(new Date("2026-11-24T04:00:00Z"));
    // Without a name: the field's error, the typed PO number kept, nothing answered.
    const missing = await page(path, form({ answer: "accept", name: " ", po: "PO-1" }));
    expect(missing.status).toBe(400);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('aria-invalid="true"');
    expect(missingHtml).toContain('value="PO-1"');
    expect(receiver.store.quotations.byId(quotation.id)!.state).toBe("sent");

    const po = new Blob([Buffer.from("%PDF-1.4 발주서")], { type: "application/pdf" });
    const accepted = await page(
      path,
      form({ answer: "accept", name: "김민준", po: "PO-2026-17", poFile: po }, "발주서 (최종).pdf"),
    );
    expect(accepted.status).toBe(303);
    expect(await (await page(path)).text()).toContain("2026. 11. 24.에 수락하셨습니다");
    expect(receiver.store.quotations.byId(quotation.id)).toMatchObject({
      state: "accepted",
      answer: { name: "김민준", poNumber: "PO-2026-17" },
    });
    expect(receiver.store.quotations.outcome(inquiry.id)?.outcome).toBe("won");
    expect(receiver.store.files.ofQuotation(quotation.id).map((f) => f.name)).toEqual([
      "발주서 (최종).pdf",
    ]);
    // The owner (no assignee) is told, without a figure.
    await vi.waitFor(
      () =>
        expect(
          smtp.inbox.some(
            (mail) => subjectOf(mail.raw) === `[${inquiry.ref}] 견적 ${quotation.number} 수락`,
          ),
        ).toBe(true),
      PATIENT,
    );
    const notice = smtp.inbox.find((mail) =>
      subjectOf(mail.raw).includes(`견적 ${quotation.number}`),
    )!;
    expect(headerOf(notice.raw, "To")).toBe(OWNER);
    expect(notice.raw).not.toContain(won(quotation.sent.total));

    const again = await page(path, form({ answer: "decline", reason: "비쌈" }));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("이미 답하신 견적서입니다");
    expect(receiver.store.quotations.byId(quotation.id)!.state).toBe("accepted");
  });

  it("refuses control and bidi characters and a PO that is no document; audits the address", async () => {
    const { path, quotation, inquiry } = sentQuotation(new Date("2026-11-24T04:30:00Z"));
    const errorOf = (html: string, field: string) =>
      new RegExp(`<p id="${field}-error" class="error">([^<]*)</p>`).exec(html)?.[1];
    // U+202E shows "김민준\u202Egnp.exe" reversed; U+0007 and a line break in a PO number.
    for (const [fields, field] of [
      [{ answer: "accept", name: "김민준\u202Eexe.gnp" }, "name"],
      [{ answer: "accept", name: "김민준", po: "PO\u0007-1" }, "po"],
      [{ answer: "accept", name: "김민준", po: "PO-1\nPO-2" }, "po"],
      [{ answer: "decline", reason: "비쌈\u2066" }, "reason"],
    ] as const) {
      const refused = await page(path, form(fields));
      expect(refused.status, field).toBe(400);
      expect(errorOf(await refused.text(), field), field).toBe(
        "허용되지 않는 문자가 포함되어 있습니다.",
      );
    }
    // A purchase order is taken by its bytes, not its name or declared type.
    const exe = new Blob([Buffer.from("MZ\x90\x00 This program cannot be run in DOS mode")], {
      type: "application/pdf",
    });
    const html = new Blob(["<!doctype html><script>alert(1)</script>"], { type: "text/html" });
    for (const [file, name] of [
      [exe, "발주서.pdf"],
      [exe, "setup.exe"],
      [html, "발주서.html"],
    ] as const) {
      const refused = await page(
        path,
        form({ answer: "accept", name: "김민준", poFile: file }, name),
      );
      expect(refused.status, name).toBe(400);
      expect(errorOf(await refused.text(), "poFile"), name).toMatch(/받을 수 없는 종류의 파일/);
    }
    expect(receiver.store.quotations.byId(quotation.id)!.state).toBe("sent");
    expect(receiver.store.files.ofQuotation(quotation.id)).toEqual([]);
    // A real PDF declared as HTML: kept and mailed as the PDF it is.
    const pdf = new Blob([Buffer.from("%PDF-1.4 발주서")], { type: "text/html" });
    const accepted = await page(
      path,
      form({ answer: "accept", name: "김민준", poFile: pdf }, "발주서.pdf"),
    );
    expect(accepted.status).toBe(303);
    expect(receiver.store.files.ofQuotation(quotation.id).map((f) => f.type)).toEqual([
      "application/pdf",
    ]);
    // Audited with the client's address, as the back office's entries are.
    expect(audited.find((event) => event.target === inquiry.ref)).toEqual({
      action: "quotation-answered",
      target: inquiry.ref,
      detail: `${quotation.number} accepted`,
      address: "127.0.0.1",
    });
  });

  it("answers a link that signs nothing before reading any of its post", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1;
          if (pulled > 640) controller.close();
          else controller.enqueue(new Uint8Array(16 * 1024));
        },
      },
      { highWaterMark: 0 },
    );
    const response = await receiver.fetch(
      new Request(`${receiver.url}/quotation/${"x".repeat(43)}`, {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=b" },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(404);
    expect(pulled).toBe(0);
  });

  it("refuses an answer to a replaced or expired quotation with a page that says so", async () => {
    const at = new Date("2026-11-24T05:00:00Z");
    const first = sentQuotation(at);
    receiver.store.quotations.save(first.inquiry.id, first.quotation.content, STAFF.email, at);
    const second = sendQuotation(context(), first.inquiry, STAFF, facts, at);
    expect(second.result).toBe("sent");
    const replaced = await page(first.path, form({ answer: "decline", reason: "x" }));
    expect(replaced.status).toBe(409);
    expect(await replaced.text()).toContain("새 견적서로 바뀌었습니다");
    expect(receiver.store.quotations.byId(first.quotation.id)!.state).toBe("replaced");

    const late = sentQuotation(at);
    clock = new Date("2027-01-10T01:00:00Z");
    try {
      const expired = await page(late.path);
      expect(await expired.text()).toContain("유효기간(2026. 12. 24.)이 지난 견적서입니다");
      const posted = await page(late.path, form({ answer: "decline", reason: "늦음" }));
      expect(posted.status).toBe(409);
      expect(receiver.store.quotations.byId(late.quotation.id)!.state).toBe("sent");
    } finally {
      clock = CLOCK;
    }
  });
});
