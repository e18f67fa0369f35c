import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "../../app/content/company";
import type { createApp } from "../../server/app";
import { setUpStaff } from "../../server/admin/setup";
import { setUpInquiries } from "../../server/inquiries/setup";
import { supplierBlock } from "../../server/inquiries/send-quotation";
import { statementPdf } from "../../server/orders/documents";
import { isLate, statusOf, type NewOrder, type Order } from "../../server/orders/store";
import { readConfig } from "../../server/platform/config";
import { orderNumbers } from "../../server/stats/order-numbers";
import { pdfToText, tableRows } from "../pdftotext";
import { STORED } from "../receiver/harness";
import { QUICK_PASSWORDS } from "../staff-support";
import { builtApp } from "./built-site";

/**
 * Issue 82 item 8 on the built site, its clock set (the staff services'): orders on time against
 * the day first promised, the days from won to delivered and the open order book, computed by
 * server/stats/order-numbers.ts and shown on the owner's numbers page in both languages; and a
 * month's deliveries as the accountant's .xlsx, read by openpyxl by its headings, whose amounts
 * are the 거래명세서 PDF's (pdftotext) for a two-line order delivered in part.
 */
const ORIGIN = "http://localhost:3000";
const TOKEN = "o".repeat(43);
const PYTHON = "/usr/bin/python3";
// 2026-12-15 12:00 in Seoul: its 12 months run from 2026-01 to 2026-12.
const NOW = Date.parse("2026-12-15T03:00:00Z");
const STAFF = "owner@hanbit.example";
const dir = mkdtempSync(join(tmpdir(), "order-numbers-"));
const config = readConfig({ DATA_DIR: dir, RATE_LIMIT_PER_MINUTE: "0" });
const staff = setUpStaff(config, { now: () => NOW, passwordCost: QUICK_PASSWORDS });
const inquiries = setUpInquiries(config, { now: () => new Date(NOW) });
const orders = inquiries.store.orders;
const supplier = supplierBlock({ ...company, businessNumber: "124-81-00998" }, "ko");
let cookie = "";
let app: ReturnType<typeof createApp>;
let partial: Order;
let rested: Order;
let lateRest: Order;
let whole: Order;

beforeAll(async () => {
  const { account, token } = staff.accounts.invite(STAFF, "owner");
  staff.accounts.completeInvitation(token, account.id);
  cookie = `hf_csrf=${TOKEN}; hf_staff=${staff.sessions.create(account.id, "full", "127.0.0.1")}`;
  app = await builtApp({ staff, inbox: inquiries });

  const ACTUATOR = { code: "480-035", name: "전동 액추에이터", note: "", unitPrice: 1_250_000 };
  const VALVE = { code: "S30", name: "버터플라이 밸브", note: "", unitPrice: 387_500 };
  /** An order won on `wonOn`, its lines' days promised (undefined: never given). */
  const order = (
    company: string,
    wonOn: string,
    lines: (NewOrder["lines"][number] & { promisedOn?: string })[],
  ) => {
    const added = inquiries.store.add(
      { ...STORED, lang: "ko", companyName: company },
      "off",
      new Date(NOW),
    );
    const made = orders.create(
      added.id,
      {
        source: "phone",
        lines,
        poNumber: "",
        buyerName: "김구매",
        payment: "",
        buyer: { company, name: "김구매", email: "", phone: "", ref: added.ref },
        wonOn,
      },
      STAFF,
      new Date(NOW),
    );
    const details = { site: "", buyerNumber: "134-82-00011", poNumber: `PO-${made.id}` };
    const set = orders.change(
      made.id,
      made.version,
      details,
      lines.map((line, i) => ({
        position: i + 1,
        stage: "ordered" as const,
        ...(line.promisedOn && { promisedOn: line.promisedOn }),
      })),
      STAFF,
    );
    if (set.result !== "changed") throw new Error(set.result);
    return set.order;
  };
  const deliver = (of: Order, deliveredOn: string, quantities: number[]) => {
    const now = orders.byId(of.id)!;
    const result = orders.deliver(
      now.id,
      now.version,
      {
        deliveredOn,
        supplier,
        lines: quantities.map((quantity, i) => ({ position: i + 1, quantity, serials: [] })),
      },
      STAFF,
    );
    if (result.result !== "delivered") throw new Error(result.result);
    return result;
  };

  // On time: both lines delivered in full on 2026-10-20, each by its day; 19 days.
  const onTime = order("정시 화학", "2026-10-01", [
    { ...ACTUATOR, quantity: 1, promisedOn: "2026-10-20" },
    { ...VALVE, quantity: 2, promisedOn: "2026-10-25" },
  ]);
  deliver(onTime, "2026-10-20", [1, 2]);
  // Late against the day first promised (10-15), though before the day it moved to; 23 days.
  const moved = order("지연 제지", "2026-10-05", [
    { ...VALVE, quantity: 1, promisedOn: "2026-10-15" },
  ]);
  const move = orders.change(
    moved.id,
    moved.version,
    { site: "", buyerNumber: "", poNumber: "" },
    [{ position: 1, stage: "shipped", promisedOn: "2026-10-30", reason: "제조사 선적 지연" }],
    STAFF,
  );
  expect(move.result).toBe("changed");
  deliver(moved, "2026-10-28", [1]);
  // Never given a day: neither on time nor late; 2 days.
  const undated = order("@SUM(1+1)", "2026-11-10", [{ ...VALVE, quantity: 3 }]);
  deliver(undated, "2026-11-12", [3]);
  // The two-line order delivered in part in December: open, 1 × 1,250,000 + 2 × 387,500 left.
  partial = order("한국수자원공사 시화사업소", "2026-11-24", [
    { ...ACTUATOR, quantity: 2, promisedOn: "2026-12-10" },
    { ...VALVE, quantity: 4, promisedOn: "2026-12-20" },
  ]);
  deliver(partial, "2026-12-09", [1, 2]);
  const cancel = (of: Order, position: number, quantity: number, cancelledOn: string) => {
    const now = orders.byId(of.id)!;
    const given = { position, quantity, cancelledOn, reason: "고객 사양 변경" };
    const result = orders.cancel(now.id, now.version, given, STAFF);
    if (result.result !== "cancelled") throw new Error(result.result);
    return result.order;
  };
  // One of the partial order's two valves still open is cancelled: 387,500 leaves the book, and
  // a delivery of the two once open is refused.
  cancel(partial, 2, 1, "2026-12-10");
  const now = orders.byId(partial.id)!;
  const over = orders.deliver(
    now.id,
    now.version,
    { deliveredOn: "2026-12-11", supplier, lines: [{ position: 2, quantity: 2, serials: [] }] },
    STAFF,
  );
  expect(over).toEqual({ result: "refused", errors: { "lines.2.quantity": "over" } });
  // Delivered in September, its second line cancelled by its promised day: on time, complete on
  // the cancellation's day, 17 days.
  rested = order("취소 정유", "2026-09-01", [
    { ...ACTUATOR, quantity: 2, promisedOn: "2026-09-20" },
    { ...VALVE, quantity: 1, promisedOn: "2026-09-25" },
  ]);
  deliver(rested, "2026-09-18", [2, 0]);
  rested = cancel(rested, 2, 1, "2026-09-22");
  // One of two delivered in August by its day, the rest cancelled in December, long after it:
  // late, complete in December, counted in August (its last delivery), 14 days.
  lateRest = order("늦은 취소 화학", "2026-08-01", [
    { ...ACTUATOR, quantity: 2, promisedOn: "2026-08-20" },
  ]);
  deliver(lateRest, "2026-08-15", [1]);
  lateRest = cancel(lateRest, 1, 1, "2026-12-01");
  // Cancelled whole before anything was delivered: complete, and not counted at all.
  whole = order("취소 발전", "2026-11-05", [{ ...VALVE, quantity: 2, promisedOn: "2026-11-06" }]);
  whole = cancel(whole, 1, 2, "2026-11-06");
});
afterAll(async () => {
  staff.close();
  await inquiries.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, signedIn = true) =>
  app.request(`${ORIGIN}${path}`, { headers: signedIn ? { Cookie: cookie } : {} });

describe("the numbers of orders", () => {
  it("count on time against the first day, the days won to delivered, and the open book", () => {
    const numbers = orderNumbers(inquiries.store.database, new Date(NOW));
    expect(numbers.months).toHaveLength(12);
    const month = (m: string) => numbers.months.find((row) => row.month === m);
    expect(month("2026-10")).toEqual({
      month: "2026-10",
      completed: 2,
      onTime: 1,
      late: 1,
      onTimeShare: 50,
      medianDays: 21,
      minDays: 19,
      maxDays: 23,
    });
    expect(month("2026-11")).toEqual({
      month: "2026-11",
      completed: 1,
      onTime: 0,
      late: 0,
      medianDays: 2,
      minDays: 2,
      maxDays: 2,
    });
    expect(month("2026-08")).toEqual({
      month: "2026-08",
      completed: 1,
      onTime: 0,
      late: 1,
      onTimeShare: 0,
      medianDays: 14,
      minDays: 14,
      maxDays: 14,
    });
    expect(month("2026-09")).toEqual({
      month: "2026-09",
      completed: 1,
      onTime: 1,
      late: 0,
      onTimeShare: 100,
      medianDays: 17,
      minDays: 17,
      maxDays: 17,
    });
    expect(month("2026-12")).toEqual({ month: "2026-12", completed: 0, onTime: 0, late: 0 });
    expect(numbers.all).toEqual({
      completed: 5,
      onTime: 2,
      late: 2,
      onTimeShare: 50,
      medianDays: 17,
      minDays: 2,
      maxDays: 23,
    });
    // 1 × 1,250,000 + 1 × 387,500 (of two valves open, one was cancelled), whole won.
    expect(numbers).toMatchObject({ openBook: 1_637_500, openOrders: 1 });
    // Closed by a cancellation: complete on its day; a line cancelled whole reads cancelled.
    expect(rested.completedOn).toBe("2026-09-22");
    expect(lateRest.completedOn).toBe("2026-12-01");
    expect(rested.lines.map(statusOf)).toEqual(["delivered", "cancelled"]);
    expect(whole.completedOn).toBe("2026-11-06");
    expect(whole.lines.map(statusOf)).toEqual(["cancelled"]);
    expect(isLate(whole.lines[0]!, "2026-12-15")).toBe(false);
    expect(Number.isSafeInteger(numbers.openBook)).toBe(true);
    // The order's own state says complete only once every line is delivered in full.
    expect(orders.byId(partial.id)!.completedOn).toBeUndefined();
  });

  it("are on the owner's page in both languages, without script", async () => {
    const ko = await (await get("/admin/numbers")).text();
    expect(ko).toContain("수주와 납품");
    expect(ko).toContain("50% (2/4건)");
    expect(ko).toContain("17일 (2~23일)");
    expect(ko).toContain("1,637,500원 (1건)");
    // The workbook's month asked with a plain GET form: a file, no script.
    const form = /<form[^>]*action="\/admin\/orders\/deliveries\.xlsx"[^>]*>/.exec(ko)?.[0];
    expect(form).toContain('method="get"');
    expect(ko).toContain('<option value="2026-11" selected="">');
    const en = await (await get("/en/admin/numbers")).text();
    expect(en).toContain("Orders and deliveries");
    expect(en).toContain("50% (2 of 4)");
    expect(en).toContain("17 days (2–23)");
    expect(en).toContain("KRW 1,637,500 (1 order)");
    expect(en).toContain('action="/en/admin/orders/deliveries.xlsx"');
    // The orders list offers the same workbook to every member of staff.
    const list = await (await get("/en/admin/orders")).text();
    expect(list).toContain('action="/en/admin/orders/deliveries.xlsx"');
    expect(list).toContain('<option value="2026-11" selected="">');
  });
});

describe("a month's deliveries for the accountant", () => {
  /** The workbook's rows as openpyxl reads them, each a record by its heading. */
  const readBook = (bytes: Buffer) => {
    const file = join(dir, `deliveries-${Date.now()}.xlsx`);
    writeFileSync(file, bytes);
    execFileSync("bash", ["scripts/ensure-tools.sh", "openpyxl"], { stdio: "inherit" });
    const script = `
import json, sys, openpyxl
sheet = openpyxl.load_workbook(sys.argv[1]).active
rows = list(sheet.iter_rows(values_only=True))
heads = rows[0]
cell = lambda c: c.isoformat()[:10] if hasattr(c, "isoformat") else c
print(json.dumps([{h: cell(c) for h, c in zip(heads, row)} for row in rows[1:]], ensure_ascii=False))`;
    return JSON.parse(execFileSync(PYTHON, ["-c", script, file], { encoding: "utf8" })) as Record<
      string,
      string | number | null
    >[];
  };

  it("has a row per 거래명세서 line, the PDF's amounts, headings in the staff's language", async () => {
    const response = await get("/admin/orders/deliveries.xlsx?month=2026-12");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/spreadsheetml/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Disposition")).toContain("deliveries-2026-12.xlsx");
    const rows = readBook(Buffer.from(await response.arrayBuffer()));
    // Each row by its headings: a field added to the workbook (server/orders/fields.ts) moves none.
    expect(rows).toEqual([
      expect.objectContaining({
        "거래명세서 번호": "O-2026-0004-D1",
        거래일: "2026-12-09",
        발주번호: `PO-${partial.id}`,
        "공급받는자 상호": "한국수자원공사 시화사업소",
        "공급받는자 등록번호": "134-82-00011",
        품목: "전동 액추에이터",
        규격: "480-035",
        수량: 1,
        단가: 1_250_000,
        공급가액: 1_250_000,
        세액: 125_000,
      }),
      expect.objectContaining({
        "거래명세서 번호": "O-2026-0004-D1",
        거래일: "2026-12-09",
        발주번호: `PO-${partial.id}`,
        "공급받는자 상호": "한국수자원공사 시화사업소",
        "공급받는자 등록번호": "134-82-00011",
        품목: "버터플라이 밸브",
        규격: "S30",
        수량: 2,
        단가: 387_500,
        공급가액: 775_000,
        세액: 77_500,
      }),
    ]);

    // The same figures as the 거래명세서 the buyer was sent, read from its PDF by heading.
    const order = orders.byId(partial.id)!;
    const [delivery] = orders.deliveries(order.id);
    const text = await pdfToText(await statementPdf(order, delivery!, "ko"), { layout: true });
    // Its own number, and the order it delivers under the order's number, on both copies.
    const lines = text.split("\n").map((line) => line.trim().split(/\s{2,}/));
    expect(lines.filter(([label]) => label === "거래명세서 번호")).toEqual([
      ["거래명세서 번호", `${order.number}-D1`],
      ["거래명세서 번호", `${order.number}-D1`],
    ]);
    expect(lines.filter(([label]) => label === "주문번호")).toEqual([
      ["주문번호", order.number],
      ["주문번호", order.number],
    ]);
    const figures = ["품목", "규격", "수량", "단가", "공급가액", "세액"] as const;
    const printed = tableRows(text, figures);
    // Both copies, each the two lines.
    expect(printed).toHaveLength(4);
    for (const line of printed) {
      const row = rows.find((r) => r.품목 === line.품목)!;
      for (const heading of figures.slice(2)) {
        expect(row[heading], heading).toBe(Number(line[heading]!.replaceAll(",", "")));
      }
      expect([row.품목, row.규격]).toEqual([line.품목, line.규격]);
    }
  });

  it("defuses a buyer's text a spreadsheet would run, in English headings", async () => {
    const rows = readBook(
      Buffer.from(
        await (await get("/en/admin/orders/deliveries.xlsx?month=2026-11")).arrayBuffer(),
      ),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        "Transaction statement no.": "O-2026-0003-D1",
        "Delivery date": "2026-11-12",
        Buyer: "'@SUM(1+1)",
        Qty: 3,
        "Amount (excl. VAT)": 1_162_500,
        VAT: 116_250,
      }),
    ]);
  });

  it("is staff's only, and a month it cannot read is a 404", async () => {
    const out = await get("/admin/orders/deliveries.xlsx?month=2026-12", false);
    expect(out.status).toBe(302);
    expect(out.headers.get("Content-Type") ?? "").not.toMatch(/spreadsheetml/);
    for (const month of ["2026-13", "2026-1", "x"]) {
      expect((await get(`/admin/orders/deliveries.xlsx?month=${month}`)).status, month).toBe(404);
    }
    // A month without deliveries: the headings alone.
    expect(
      readBook(
        Buffer.from(await (await get("/admin/orders/deliveries.xlsx?month=2026-01")).arrayBuffer()),
      ),
    ).toEqual([]);
  });
});
