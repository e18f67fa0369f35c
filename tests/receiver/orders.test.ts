import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { company } from "../../app/content/company";
import { openInbox } from "../../server/inquiries/inbox";
import { personKey, privacyStore } from "../../server/inquiries/privacy";
import { answerPath, sendQuotation } from "../../server/inquiries/send-quotation";
import {
  orderLink,
  sendConfirmation,
  sendDateMoves,
  sendStatement,
} from "../../server/inquiries/send-order";
import { supplierBlock } from "../../server/inquiries/send-quotation";
import { statementPdf } from "../../server/orders/documents";
import { monthDeliveries } from "../../server/orders/kept";
import { firstDraft } from "../../server/quotations/quotation";
import { pdfToText, tableRows } from "../pdftotext";
import { PATIENT, STORED, startReceiver, type Receiver } from "./harness";
import { headerOf, startSmtp, subjectOf, type FakeSmtp } from "./smtp";

/**
 * From won to delivered (issue 82, decision 047) on the real inquiry database and outbox, the
 * mail caught by a real SMTP listener: the buyer accepts a two-line quotation at its link and
 * its order is there with nothing typed again; promised days set (a stale page refused), the
 * confirmation mailed in the thread with its PDF; the buyer's order page; a partial delivery
 * and its 거래명세서, read back with poppler's pdftotext; all of it gone with the inquiry.
 */

let smtp: FakeSmtp;
let receiver: Receiver;
const BUYER = "minjun@kwater.example";
const STAFF = { email: "kim@hanbit.example", name: "김영업" };
const facts = { ...company, businessNumber: "124-81-00998" };
const CLOCK = new Date("2026-11-24T06:00:00Z");

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
    },
    { outbox: { retrySchedule: [200, 200] }, now: () => CLOCK },
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
const page = (path: string, init?: RequestInit) =>
  fetch(receiver.url + path, { redirect: "manual", ...init });
const toBuyer = () => smtp.inbox.filter((mail) => headerOf(mail.raw, "To") === BUYER);
const mailNamed = async (subject: string) => {
  await vi.waitFor(
    () => expect(toBuyer().map((m) => subjectOf(m.raw))).toContain(subject),
    PATIENT,
  );
  return simpleParser(toBuyer().find((m) => subjectOf(m.raw) === subject)!.raw);
};
describe("an accepted quotation becomes its order", () => {
  it("carries the lines, prices and PO; dates, confirmation, page, delivery, 거래명세서", async () => {
    const added = receiver.store.add(
      {
        ...STORED,
        lang: "ko",
        email: BUYER,
        companyName: "한국수자원공사 시화사업소",
        items: [
          { productId: "480-035", code: "480-035", name: "전동 액추에이터", quantity: 2 },
          { productId: "s30", code: "S30", name: "버터플라이 밸브", quantity: 4 },
        ],
      },
      "off",
      CLOCK,
    );
    const inquiry = receiver.store.byId(added.id)!;
    const draft = firstDraft(inquiry.items!);
    draft.lines[0]!.unitPrice = 1_250_000;
    draft.lines[1]!.unitPrice = 387_500;
    draft.terms.payment = "월말 마감 익월 현금";
    receiver.store.quotations.save(inquiry.id, draft, STAFF.email, CLOCK);
    const sent = sendQuotation(context(), inquiry, STAFF, facts, CLOCK);
    if (sent.result !== "sent") throw new Error(sent.result);
    const path = answerPath(receiver.store.quotations.key(), sent.quotation, "ko");

    // The buyer accepts at the link, with a PO number: the order is there, nothing retyped.
    const form = new FormData();
    form.set("answer", "accept");
    form.set("name", "김민준");
    form.set("po", "PO-2026-17");
    expect((await page(path, { method: "POST", body: form })).status).toBe(303);
    const [order] = receiver.store.orders.ofInquiry(inquiry.id);
    expect(order).toMatchObject({
      number: "O-2026-0001",
      source: "quotation",
      quotationId: sent.quotation.id,
      poNumber: "PO-2026-17",
      buyerName: "김민준",
      payment: "월말 마감 익월 현금",
      wonOn: "2026-11-24",
      // 2 × 1,250,000 + 4 × 387,500 = 4,050,000; VAT 405,000.
      supply: 4_050_000,
      tax: 405_000,
      total: 4_455_000,
    });
    expect(order!.lines.map((l) => [l.code, l.quantity, l.unitPrice, l.delivered])).toEqual([
      ["480-035", 2, 1_250_000, 0],
      ["S30", 4, 387_500, 0],
    ]);

    // Promised days set; a change made on the page before is refused, never lost.
    const orders = receiver.store.orders;
    const details = {
      site: "시화 정수장",
      buyerNumber: "134-82-00011",
      buyerAddress: "경기도 시흥시 정왕동 시화호수로 1",
      poNumber: "PO-2026-17",
    };
    const set = orders.change(
      order!.id,
      order!.version,
      details,
      [
        { position: 1, promisedOn: "2026-12-10", stage: "production" },
        { position: 2, promisedOn: "2026-12-20", stage: "ordered" },
      ],
      STAFF.email,
      CLOCK,
    );
    expect(set.result).toBe("changed");
    expect(orders.change(order!.id, order!.version, details, [], STAFF.email, CLOCK).result).toBe(
      "conflict",
    );

    // The confirmation: in the thread, its PDF with the PO number, the lines and their days.
    const confirmed = orders.byId(order!.id)!;
    expect(await sendConfirmation(context(), inquiry, confirmed, STAFF, facts, CLOCK)).toBe(
      "queued",
    );
    const confirmation = await mailNamed(`[${inquiry.ref}] 주문 확인서 O-2026-0001`);
    expect(confirmation.text).toContain("합계금액: 4,455,000원");
    expect(confirmation.inReplyTo).toBeTruthy();
    const link = orderLink(context(), confirmed, "ko");
    expect(confirmation.text).toContain(link);
    expect(confirmation.attachments.map((a) => a.filename)).toEqual(["O-2026-0001.pdf"]);
    const confirmText = await pdfToText(confirmation.attachments[0]!.content);
    expect(confirmText).toContain("주문 확인서");
    expect(confirmText).toContain("PO-2026-17");
    expect(confirmText).toContain("2026. 12. 10.");
    expect(confirmText).toContain("2026. 12. 20.");
    expect(confirmText).toContain("4,455,000원");

    // The buyer's page: no sign-in, no-store, noindex; each line's status and day.
    const orderPath = new URL(link).pathname;
    const opened = await page(orderPath);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(opened.headers.get("x-robots-tag")).toContain("noindex");
    expect(opened.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await opened.text();
    expect(html).not.toContain("<script");
    expect(html).toContain("제작 중");
    expect(html).toContain("2026. 12. 10.");
    expect(html).toContain("아직 납품된 품목이 없습니다.");
    const english = await (await page(`/en${orderPath}`)).text();
    expect(english).toContain("In production");
    expect(english).toContain("2026-12-10");
    for (const bad of [
      orderPath.slice(0, -1) + (orderPath.endsWith("A") ? "B" : "A"),
      "/order/1.x.y",
    ]) {
      expect((await page(bad)).status, bad).toBe(404);
    }

    // A promised day moved needs its reason, and is mailed with it.
    const now = orders.byId(order!.id)!;
    const lines = now.lines.map((l) => ({
      position: l.position,
      promisedOn: l.promisedOn!,
      stage: l.stage,
    }));
    const moved = [lines[0]!, { ...lines[1]!, promisedOn: "2027-01-08" }];
    const noReason = orders.change(now.id, now.version, details, moved, STAFF.email, CLOCK);
    expect(noReason).toEqual({ result: "refused", errors: { "lines.2.reason": "reason" } });
    const withReason = orders.change(
      now.id,
      now.version,
      details,
      [lines[0]!, { ...moved[1]!, reason: "제조사 선적 지연" }],
      STAFF.email,
      CLOCK,
    );
    if (withReason.result !== "changed") throw new Error(withReason.result);
    expect(
      sendDateMoves(context(), inquiry, withReason.order, withReason.moved, STAFF, facts, CLOCK),
    ).toBe("queued");
    const move = await mailNamed(`[${inquiry.ref}] 주문 O-2026-0001 납기 변경 안내`);
    expect(move.text).toContain("2026. 12. 20. → 2027. 1. 8. (사유: 제조사 선적 지연)");
    expect(subjectOf(toBuyer().at(-1)!.raw)).not.toContain("(광고)");

    // A partial delivery: one of the first line, with its serial; more than is open is refused.
    const before = orders.byId(order!.id)!;
    const supplier = supplierBlock(facts, "ko");
    expect(
      orders.deliver(
        before.id,
        before.version,
        { deliveredOn: "2026-12-09", supplier, lines: [{ position: 1, quantity: 3, serials: [] }] },
        STAFF.email,
      ),
    ).toEqual({ result: "refused", errors: { "lines.1.quantity": "over" } });
    const delivered = orders.deliver(
      before.id,
      before.version,
      {
        deliveredOn: "2026-12-09",
        supplier,
        lines: [{ position: 1, quantity: 1, serials: ["AUMA-7781"] }],
      },
      STAFF.email,
    );
    if (delivered.result !== "delivered") throw new Error(delivered.result);
    expect(delivered.delivery).toMatchObject({ n: 1, supply: 1_250_000, tax: 125_000 });
    expect(delivered.order.completedOn).toBeUndefined();
    expect(
      await sendStatement(context(), inquiry, delivered.order, delivered.delivery, STAFF, CLOCK),
    ).toBe("queued");
    const statement = await mailNamed(`[${inquiry.ref}] 거래명세서 O-2026-0001-D1`);
    const text = await pdfToText(statement.attachments[0]!.content, { layout: true });
    // Both copies, the supplier's facts as published, the buyer, the line and its figures.
    expect(text).toContain("거래명세서 (공급자 보관용)");
    expect(text).toContain("거래명세서 (공급받는자 보관용)");
    expect(text.match(/124-81-00998/g)).toHaveLength(2);
    expect(text).toContain("134-82-00011");
    expect(text).toContain("한국수자원공사 시화사업소");
    expect(text).toContain("2026. 12. 9.");
    const copies = tableRows(text, ["품목", "규격", "수량", "단가", "공급가액", "세액"]);
    expect(copies).toHaveLength(2);
    for (const line of copies) {
      expect(line).toMatchObject({
        품목: "전동 액추에이터",
        규격: "480-035",
        수량: "1",
        단가: "1,250,000",
        공급가액: "1,250,000",
        세액: "125,000",
      });
    }
    expect(text).toContain("1,375,000원");
    // Each block as the form has it, on both copies: 등록번호, 상호, 성명, 사업장 주소 (and 업태,
    // 종목 for the supplier), a row left empty where nothing is known, to be filled by hand.
    const valuesOf = (label: string) =>
      text
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line === label || line.startsWith(`${label}  `))
        .map((line) => line.slice(label.length).trim());
    expect(valuesOf("등록번호")).toEqual([
      "124-81-00998",
      "134-82-00011",
      "124-81-00998",
      "134-82-00011",
    ]);
    expect(valuesOf("성명")).toEqual(["김한빛", "", "김한빛", ""]);
    expect(valuesOf("사업장 주소")[1]).toBe("경기도 시흥시 정왕동 시화호수로 1");
    expect(valuesOf("업태")).toHaveLength(2);
    expect(valuesOf("종목")).toHaveLength(2);
    expect(valuesOf("대표자")).toEqual([]);
    // The line the buyer signs for the goods, on the copy the supplier keeps.
    expect(text.match(/인수자: _+ \(인\)/g)).toHaveLength(1);
    expect(text.indexOf("인수자")).toBeLessThan(text.indexOf("공급받는자 보관용"));

    // The buyer's page counts what was delivered and gives the statement.
    const after = await (await page(orderPath)).text();
    expect(after).toContain("O-2026-0001-D1");
    const download = await page(`${orderPath}/statements/1`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(await pdfToText(new Uint8Array(await download.arrayBuffer()))).toContain(
      "공급받는자 보관용",
    );
    expect((await page(`${orderPath}/statements/2`)).status).toBe(404);

    // The rest delivered: the order is complete on that day.
    const rest = orders.byId(order!.id)!;
    const done = orders.deliver(
      rest.id,
      rest.version,
      {
        deliveredOn: "2027-01-07",
        supplier,
        lines: [
          { position: 1, quantity: 1, serials: ["AUMA-7782"] },
          { position: 2, quantity: 4, serials: [] },
        ],
      },
      STAFF.email,
    );
    if (done.result !== "delivered") throw new Error(done.result);
    expect(done.order.completedOn).toBe("2027-01-07");

    // Erasure reaches the order, its deliveries and the files mailed with them.
    privacyStore(receiver.store).erasePerson(personKey(BUYER));
    expect(receiver.store.orders.ofInquiry(inquiry.id)).toEqual([]);
    expect(receiver.store.orders.byId(order!.id)).toBeUndefined();
    expect(receiver.store.orders.deliveries(order!.id)).toEqual([]);
    expect(receiver.store.files.ofInquiry(inquiry.id)).toEqual([]);
    expect((await page(orderPath)).status).toBe(404);

    // But each 거래명세서 is kept for the tax law, without the person, the link or staff's names.
    const kept = receiver.store.keptStatements;
    expect(kept.list()).toMatchObject([
      {
        label: "O-2026-0001-D2",
        deliveredOn: "2027-01-07",
        keepUntil: "2033-06-30",
        total: 3_080_000,
      },
      {
        label: "O-2026-0001-D1",
        deliveredOn: "2026-12-09",
        keepUntil: "2032-06-30",
        total: 1_375_000,
      },
    ]);
    const paper = kept.byLabel("O-2026-0001-D1")!;
    const stored = JSON.stringify(paper);
    // 김민준 accepted; the phone is the inquiry's (the supplier's own number is printed).
    for (const gone of [BUYER, STAFF.email, order!.nonce, "김민준", STORED.phone]) {
      expect(stored).not.toContain(gone);
    }
    const keptText = await pdfToText(await statementPdf(paper.order, paper.delivery, paper.lang), {
      layout: true,
    });
    for (const printed of [
      "134-82-00011",
      "한국수자원공사 시화사업소",
      "PO-2026-17",
      "1,375,000원",
    ]) {
      expect(keptText).toContain(printed);
    }
    expect(keptText).toContain("거래명세서 (공급받는자 보관용)");
    // The accountant's month still has its sale; the last day of its keeping, then gone.
    const sold = monthDeliveries(orders, kept, "2026-12");
    expect(sold.map(({ delivery }) => delivery.total)).toEqual([1_375_000]);
    expect(kept.removeExpired("2032-06-30")).toEqual([]);
    expect(kept.removeExpired("2032-07-01")).toEqual(["O-2026-0001-D1"]);
    expect(kept.list().map((statement) => statement.label)).toEqual(["O-2026-0001-D2"]);
  });
});

describe("what an order keeps past the inquiry's retention (issue 82)", () => {
  it("an order holds its inquiry until its last day, then the retention's days", async () => {
    const orders = receiver.store.orders;
    const privacy = privacyStore(receiver.store);
    const phoneOrder = (email: string, wonOn: string) => {
      const added = receiver.store.add(
        { ...STORED, lang: "en", email, companyName: "Ulsan Chemical" },
        "off",
        new Date(`${wonOn}T01:00:00Z`),
      );
      const made = orders.create(
        added.id,
        {
          source: "phone",
          lines: [
            { code: "S30", name: "Butterfly valve", note: "", quantity: 2, unitPrice: 387_500 },
          ],
          buyer: {
            company: "Ulsan Chemical",
            name: "Jane Park",
            email: "",
            phone: "",
            ref: added.ref,
          },
          wonOn,
          buyerNumber: "134-82-00011",
        },
        STAFF.email,
        new Date(`${wonOn}T01:00:00Z`),
      );
      return { ref: added.ref, made };
    };
    const days = 365;
    const purge = (at: string) => privacy.purgeExpired({ days, now: new Date(at) });
    // Promised for a long lead; a year and more after it came, it is still held.
    const { ref, made } = phoneOrder("open@plant.example", "2025-01-20");
    const dated = orders.change(
      made.id,
      made.version,
      {},
      [{ position: 1, promisedOn: "2026-08-31", stage: "production" }],
      STAFF.email,
    );
    if (dated.result !== "changed") throw new Error(dated.result);
    // One left open with no day to come is held no longer than the retention after it was won.
    const left = phoneOrder("left@plant.example", "2025-01-21");
    expect(purge("2026-01-20T00:00:00Z").refs).not.toContain(left.ref);
    expect(purge("2026-01-22T00:00:00Z").refs).toEqual([left.ref]);
    expect(purge("2026-06-01T00:00:00Z").refs).not.toContain(ref);
    const delivered = orders.deliver(
      made.id,
      dated.order.version,
      {
        deliveredOn: "2026-06-15",
        supplier: supplierBlock(facts, "en"),
        lines: [{ position: 1, quantity: 2, serials: ["SN-1", "SN-2"] }],
      },
      STAFF.email,
    );
    if (delivered.result !== "delivered") throw new Error(delivered.result);
    expect(delivered.order.completedOn).toBe("2026-06-15");
    // Delivered before its promised day: the later of the two counts, then it goes; the
    // statement stays.
    expect(purge("2027-08-30T00:00:00Z").refs).not.toContain(ref);
    expect(orders.byId(made.id)).toBeDefined();
    expect(purge("2027-09-01T00:00:00Z").refs).toContain(ref);
    expect(orders.byId(made.id)).toBeUndefined();
    const label = `${made.number}-D1`;
    const { keptStatements } = receiver.store;
    const paper = keptStatements.byLabel(label)!;
    expect(paper.lang).toBe("en");
    const held = JSON.stringify(paper);
    // The statement's facts only: no person, serial, order line or link.
    for (const gone of ["Jane Park", "SN-1", "SN-2"]) expect(held).not.toContain(gone);
    expect(paper.order.lines).toEqual([]);
    expect(paper.delivery.lines.map((line) => line.serials)).toEqual([[]]);
    expect(paper.order.buyerNumber).toBe("134-82-00011");
    // The retention's run deletes it after its last day, 30 June 2032, and logs its number.
    expect(purge("2032-06-30T03:00:00Z").statements).toBeUndefined();
    expect(keptStatements.byLabel(label)).toBeDefined();
    expect(purge("2032-07-01T03:00:00Z").statements).toBeGreaterThanOrEqual(1);
    expect(keptStatements.byLabel(label)).toBeUndefined();
    expect(privacy.log().at(-1)).toMatchObject({ action: "purge", refs: [label], count: 1 });
  });
});
