import { readFileSync } from "node:fs";
import { simpleParser } from "mailparser";
import { noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import { pdfToText } from "../pdftotext";
import { headerOf, startSmtp, subjectOf, type FakeSmtp } from "../receiver/smtp";
import {
  labelledControl,
  signedInAccount,
  staffBrowser,
  startAdminSite,
  submitButton,
  type AdminSite,
  type SignedIn,
} from "./admin-support";
import { parse } from "node-html-parser";
import { words, type ParsedElement } from "./html-support";
import { expect, expectNoViolations, test, waitForHydration } from "./support";

/*
 * Issue 82 as staff and a buyer do it (decision 047): a phone order made from its inquiry, in
 * English on the server's HTML without script (staffBrowser); promised dates set, a post from
 * a stale page refused; the acknowledgement mailed with its PDF; a partial delivery whose
 * pasted serials become delivered units in the buyer's plant, its 거래명세서 mailed and
 * downloaded, the labels printed. The buyer's order page and the owner's numbers of orders at
 * 375 px in a browser with axe, in both languages. The store's rules and the accepted
 * quotation's order are in tests/receiver/orders.test.ts; the numbers and the accountant's
 * workbook in tests/server/order-numbers.test.ts.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

let smtp: FakeSmtp;
let site: AdminSite;
let owner: SignedIn;
const BUYER = `orders-${process.pid}@kwater.example`;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  smtp = await startSmtp();
  site = await startAdminSite({ SMTP_URL: smtp.url, MAIL_FROM: "website@hanbit.example" });
  owner = await signedInAccount(site, "owner", "owner", "Kim Sales");
});
test.afterAll(async () => {
  await site?.close();
  await smtp?.close();
});

const mailNamed = async (subject: string) => {
  const find = () =>
    smtp.inbox.find((m) => headerOf(m.raw, "To") === BUYER && subjectOf(m.raw) === subject);
  await expect.poll(() => find() !== undefined, { timeout: 30_000 }).toBe(true);
  return simpleParser(find()!.raw);
};

let orderPath = "";
let orderNumber = "";
let inquiryRef = "";

/** The page's form that posts `intent` (PostForm's hidden field). */
const intentForm = (doc: ParsedElement, intent: string) =>
  doc
    .querySelectorAll("form")
    .find((form) => form.querySelector(`input[name="intent"][value="${intent}"]`))!;

test("a phone order: dates, acknowledgement, a delivery with serials, units, statement", async () => {
  const added = site.inquiryStore.add(
    {
      lang: "en",
      companyName: "K-water Sihwa",
      name: "Minjun Kim",
      phone: "031-8040-1234",
      email: BUYER,
      inquiry: "Order by phone.",
      noticeVersion: noticeVersion(seoulToday()),
      items: [
        { productId: "480-035", code: "480-035", name: "Electric actuator", quantity: 2 },
        { productId: "s30", code: "S30", name: "Butterfly valve", quantity: 4 },
      ],
    } as never,
    "off",
  );
  const staff = staffBrowser(site, owner.cookies);
  const list = await staff.get("/en/admin/orders");
  expect(list.status).toBe(200);
  const start = list.doc.querySelector('form[aria-labelledby="orders-new"]')!;
  const made = await staff.submit(start, { set: { ref: added.ref } });
  expect(words(made.doc.querySelector("h1"))).toBe(`New order · ${added.ref}`);

  // The inquiry's lines come filled in; a line without a price is refused, nothing lost.
  const form = made.doc.querySelector("main form[method=post]")!;
  const line = (n: number) =>
    made.doc
      .querySelectorAll("fieldset")
      .find((f) => words(f.querySelector("legend")) === `Item ${n}`)!;
  expect(labelledControl(line(1), "Code").getAttribute("value")).toBe("480-035");
  const refused = await staff.submit(form, {
    set: { "lines.0.price": "1,250,000", po: "PO-88" },
  });
  expect(refused.status).toBe(400);
  expect(words(refused.doc.querySelector('[role="alert"]'))).toContain("Please correct");
  const again = refused.doc.querySelector("main form[method=post]")!;
  const order = await staff.submit(again, { set: { "lines.1.price": "387,500" } });
  expect(words(order.doc.querySelector('[role="status"]'))).toBe("The order is recorded.");
  const number = words(order.doc.querySelector("h1")).replace("Orders ", "");
  expect(number).toMatch(/^O-\d{4}-0001$/);
  orderNumber = number;
  inquiryRef = added.ref;
  expect(order.html).toContain("4,455,000");

  // Promised dates and the site; then the same form, now stale, is refused.
  const change = intentForm(order.doc, "change");
  // A registration number that fails its check digit is said so, by its field, not "a number".
  const badNumber = await staff.submit(change, { set: { buyerNumber: "134-82-00012" } });
  expect(badNumber.status).toBe(400);
  expect(words(badNumber.doc.querySelector("main") ?? badNumber.doc)).toContain(
    "Check the business registration number: 10 digits, written as 123-45-67890.",
  );
  const saved = await staff.submit(change, {
    set: {
      site: "Sihwa water plant",
      "lines.1.promisedOn": "2026-12-10",
      "lines.2.promisedOn": "2026-12-20",
      "lines.1.stage": "production",
    },
  });
  expect(words(saved.doc.querySelector('[role="status"]'))).toBe("Saved.");
  const stale = await staff.submit(change, { set: { site: "Elsewhere" } });
  expect(stale.status).toBe(409);
  expect(words(stale.doc.querySelector('[role="alert"]'))).toContain("Someone changed this order");
  expect(site.inquiryStore.orders.byNumber(number)!.site).toBe("Sihwa water plant");

  // The acknowledgement: its PDF carries the PO number and each line's promised date.
  const confirm = intentForm(saved.doc, "confirm");
  await staff.submit(confirm);
  const ack = await mailNamed(`[${added.ref}] Order acknowledgement ${number}`);
  const ackText = await pdfToText(ack.attachments[0]!.content);
  for (const expected of ["PO-88", "2026-12-10", "2026-12-20", "KRW 4,455,000"]) {
    expect(ackText).toContain(expected);
  }
  orderPath = new URL(/(http\S+\/order\/\S+)/.exec(ack.text!)![1]!).pathname.replace(/^\/en/, "");

  // A partial delivery: serials pasted as a spreadsheet's column.
  const page = await staff.get(`/en/admin/orders/${number}`);
  const deliver = intentForm(page.doc, "deliver");
  const delivered = await staff.submit(deliver, {
    set: {
      deliveredOn: "2026-12-09",
      industry: "water",
      "deliver.1.quantity": "2",
      "deliver.1.serials": "AUMA-7781\r\nAUMA-7782\r\n",
      "deliver.2.quantity": "1",
      "deliver.2.serials": "S30-0042",
    },
  });
  expect(words(delivered.doc.querySelector('[role="status"]'))).toBe(
    "The delivery is recorded. Its transaction statement is being sent.",
  );
  // Each serial a delivered unit, in the buyer's plant (made for the site), on its desk.
  const [plant] = site.units.plants.list("Sihwa water plant");
  expect(plant).toMatchObject({ customer: "K-water Sihwa", units: 3 });
  const units = site.units.plants.desk(plant!.id, "2026-12-09");
  expect(units.map((u) => u.serial)).toHaveLength(3);
  const unitLinks = delivered.doc.querySelectorAll('a[href*="/admin/units/HF-2026-"]');
  expect(unitLinks.map((a) => words(a)).sort()).toEqual(units.map((u) => u.serial).sort());
  // Each unit's page names the order and delivery it came from, and the maker's serial.
  const origins = [];
  for (const a of unitLinks) {
    const unitPage = await staff.get(a.getAttribute("href")!);
    const fact = (term: string) =>
      unitPage.doc.querySelectorAll("dt").find((dt) => words(dt) === term)?.nextElementSibling;
    expect(fact("Order")?.querySelector("a")?.getAttribute("href")).toBe(
      `/en/admin/orders/${number}`,
    );
    expect(words(fact("Order"))).toBe(
      `${number} (delivered 2026-12-09, transaction statement ${number}-D1)`,
    );
    origins.push(words(fact("Manufacturer's serial number")));
  }
  expect(origins.sort()).toEqual(["AUMA-7781", "AUMA-7782", "S30-0042"]);

  // The 거래명세서: mailed in the thread and downloadable; the labels print.
  const mailed = await mailNamed(`[${added.ref}] Transaction statement ${number}-D1`);
  expect(mailed.attachments.map((a) => a.filename)).toEqual([`${number}-D1.pdf`]);
  const statement = await fetch(`${site.origin}/en/admin/orders/${number}/statements/1`, {
    headers: { cookie: staff.cookie() },
  });
  expect(statement.headers.get("content-type")).toBe("application/pdf");
  const text = await pdfToText(new Uint8Array(await statement.arrayBuffer()));
  expect(text).toContain("Supplier's copy");
  expect(text).toContain("Buyer's copy");
  // 2 × 1,250,000 + 387,500 = 2,887,500; VAT 250,000 + 38,750.
  expect(text).toContain("KRW 2,887,500");
  expect(text).toContain("KRW 288,750");
  const labels = await fetch(`${site.origin}/en/admin/orders/${number}/labels/1`, {
    headers: { cookie: staff.cookie() },
  });
  expect(labels.status).toBe(200);
  const labelText = await pdfToText(new Uint8Array(await labels.arrayBuffer()));
  for (const unit of units) expect(labelText).toContain(unit.serial);

  // The Korean page says the same in Korean.
  const korean = await staff.get(`/admin/orders/${number}`);
  expect(words(korean.doc.querySelector("h1"))).toBe(`수주 ${number}`);
  expect(korean.html).toContain("제작 중");
  expect(submitButton(korean.doc, "납품 등록 및 거래명세서 발송")).toBeTruthy();
});

test("the buyer's order page at 375 px, in both languages, with no script", async ({ page }) => {
  expect(orderPath).not.toBe("");
  await page.setViewportSize({ width: 375, height: 812 });
  for (const [prefix, heading, status] of [
    ["", "주문", "납품 완료"],
    ["/en", "Order", "Delivered"],
  ] as const) {
    const response = await page.goto(`${site.origin}${prefix}${orderPath}`);
    expect(response!.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    await expect(page.locator("table")).toContainText(status);
    expect(await page.evaluate(() => document.scripts.length)).toBe(0);
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(fits).toBe(true);
    await expectNoViolations(page, `order page (${prefix || "ko"}, 375)`);
  }
});

test("the owner's numbers of orders at 375 px, in both languages, with axe", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.addCookies(owner.cookies);
  const page = await context.newPage();
  // The order delivered in part: 3 × 387,500 of S30 still to deliver (issue 82 item 8).
  for (const [prefix, heading, book] of [
    ["", "수주와 납품", "1,162,500원 (1건)"],
    ["/en", "Orders and deliveries", "KRW 1,162,500 (1 order)"],
  ] as const) {
    await page.goto(`${site.origin}${prefix}/admin/numbers`);
    const section = page.locator('section[aria-labelledby="h-orders"]');
    await expect(section.getByRole("heading", { level: 2 })).toContainText(heading);
    await expect(section.locator("dd")).toContainText([book]);
    await expect(section.locator('form[method="get"] select[name="month"]')).toBeVisible();
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(fits).toBe(true);
    await expectNoViolations(page, `numbers of orders (${prefix || "ko"}, 375)`);
  }
  await context.close();
});

test("the rest delivered from the maker's packing list, read into the form first", async ({
  browser,
}) => {
  expect(orderNumber).not.toBe("");
  // At a phone with script, in Korean: the list read fills the delivery's fields in place.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.addCookies(owner.cookies);
  const phone = await context.newPage();
  await phone.goto(`${site.origin}/admin/orders/${orderNumber}`);
  await waitForHydration(phone);
  await phone
    .getByLabel("제조사 포장 명세서 (.xlsx)")
    .setInputFiles("tests/fixtures/orders/packing-list-ko.xlsx");
  await phone.getByRole("button", { name: "시리얼 번호 읽어 채우기" }).click();
  const said = phone.getByRole("status");
  await expect(said.locator("p").first()).toHaveText(
    "포장 명세서에서 시리얼 번호 2개를 읽어 위의 품목별 입력란에 채웠습니다. 확인하신 뒤 납품을 등록하십시오.",
  );
  // 480-035 is delivered in full: its row is left out, and said.
  await expect(said.locator("li")).toHaveText(["3행: HF 480-035"]);
  await expect(phone.getByLabel("이번 납품 수량 (미납 3)")).toHaveValue("2");
  await expect(phone.getByLabel("제조사 시리얼 번호(S/N)")).toHaveValue("S30-0101\nS30-0102");
  expect(
    await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  await expectNoViolations(phone, "order, a packing list read (ko, 375)");
  // A wrong file read next is refused under its field; what the first read filled, and a
  // serial typed by hand after it, stay in the form.
  const serials = phone.getByLabel("제조사 시리얼 번호(S/N)");
  await serials.fill("S30-0101\nS30-0102\nS30-0103");
  await phone
    .getByLabel("제조사 포장 명세서 (.xlsx)")
    .setInputFiles("tests/fixtures/orders/packing-list-no-serials.xlsx");
  await phone.getByRole("button", { name: "시리얼 번호 읽어 채우기" }).click();
  await expect(phone.locator(".orders-packing")).toContainText(
    "처음 40행에서 ‘Serial No.’, ‘S/N’, ‘제조번호’ 같은 시리얼 번호 열의 제목을 찾지 못했습니다. 시리얼 번호 열의 제목을 이 중 하나로 바꾼 뒤 다시 올려 주십시오.",
  );
  await expect(serials).toHaveValue("S30-0101\nS30-0102\nS30-0103");
  await expect(phone.getByLabel("이번 납품 수량 (미납 3)")).toHaveValue("2");
  await context.close();

  const staff = staffBrowser(site, owner.cookies);
  const page = await staff.get(`/en/admin/orders/${orderNumber}`);
  // The list is read by its own button in the delivery's form, posted with what was typed.
  const upload = (doc: ParsedElement, name: string, set: Record<string, string> = {}) => {
    const form = intentForm(doc, "deliver");
    return staff.submit(form, {
      set,
      button: submitButton(form, "Read the serial numbers"),
      files: {
        file: {
          name,
          mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          buffer: readFileSync(`tests/fixtures/orders/${name}`),
        },
      },
    });
  };

  // A list without a serial heading: said under the field, nothing recorded, and what was
  // typed in the form before it stays there.
  const typedSerial = labelledControl(
    intentForm(page.doc, "deliver"),
    "Manufacturer's serial numbers",
  );
  const refused = await upload(page.doc, "packing-list-no-serials.xlsx", {
    [typedSerial.getAttribute("name")!]: "S30-0999",
  });
  expect(refused.status).toBe(400);
  expect(words(refused.doc.querySelector(".orders-packing"))).toContain(
    "No column headed “Serial No.”, “S/N” or “제조번호” was found",
  );
  expect(
    words(labelledControl(intentForm(refused.doc, "deliver"), "Manufacturer's serial numbers")),
  ).toBe("S30-0999");

  // The maker's list (openpyxl): S30's three serials fill its line; the seat kit fits no line.
  const read = await upload(refused.doc, "packing-list-en.xlsx");
  expect(read.status).toBe(200);
  const readSaid = read.doc.querySelector('[role="status"]')!;
  expect(readSaid.querySelectorAll("p").map(words)).toEqual([
    "3 serial numbers read from the packing list and filled in above. Check them, then record the delivery.",
    "Rows not filled in (no matching open item on this order):",
  ]);
  expect(readSaid.querySelectorAll("li").map(words)).toEqual(["Row 7: SK-100"]);
  const deliver = intentForm(read.doc, "deliver");
  expect(
    labelledControl(deliver, "Quantity in this delivery (3 outstanding)").getAttribute("value"),
  ).toBe("3");
  expect(words(labelledControl(deliver, "Manufacturer's serial numbers"))).toBe(
    "S30-0043 S30-0044 S30-0045",
  );
  expect(site.inquiryStore.orders.byNumber(orderNumber)!.completedOn).toBeUndefined();

  // Delivered as read: the order is complete, its serials units of the buyer's plant.
  const delivered = await staff.submit(deliver);
  expect(words(delivered.doc.querySelector('[role="status"]'))).toBe(
    "The delivery is recorded. Its transaction statement is being sent.",
  );
  const order = site.inquiryStore.orders.byNumber(orderNumber)!;
  expect(order.completedOn).toBeDefined();
  const second = site.inquiryStore.orders.deliveries(order.id)[1]!;
  expect(second.lines.flatMap((line) => line.serials.map((s) => s.maker))).toEqual([
    "S30-0043",
    "S30-0044",
    "S30-0045",
  ]);
  expect(site.units.plants.list("Sihwa water plant")[0]).toMatchObject({ units: 6 });
});

test("a purchase order that came by mail is attached to its order", async () => {
  expect(orderNumber).not.toBe("");
  // The buyer's mail in the inquiry's thread, as the mailbox's reader stores it.
  const po = Buffer.from("%PDF-1.4\n% K-water Sihwa purchase order PO-88\n");
  const received = await site.inquiryStore.messages.receive({
    key: { uidValidity: "1", uid: 88 },
    references: [],
    subject: `RE: [${inquiryRef}] Purchase order PO-88`,
    from: { address: BUYER },
    fromVerified: { by: "dmarc", domain: "kwater.example" },
    date: new Date().toISOString(),
    text: "Please find our purchase order attached.",
    kind: "message",
    attachments: [{ filename: "PO-88.pdf", contentType: "application/pdf", content: po }],
  });
  expect(received).toBe("stored");

  const staff = staffBrowser(site, owner.cookies);
  const page = await staff.get(`/en/admin/orders/${orderNumber}`);
  const form = intentForm(page.doc, "attachPo");
  const select = labelledControl(form, "Email attachment");
  const options = select.querySelectorAll("option");
  expect(options.map(words)).toEqual(["Choose a file", `PO-88.pdf (received ${seoulToday()})`]);

  // A form changed to name a file of no mail of this inquiry is refused, said under the field.
  options[1]!.setAttribute("value", "999999");
  const refused = await staff.submit(form, { set: { mailFile: "999999" } });
  expect(refused.status).toBe(400);
  expect(words(refused.doc.querySelector("#order-mail-file-error"))).toBe(
    "Choose one of the files that came with the inquiry's emails.",
  );
  expect(
    site.inquiryStore.orders.mailFiles(site.inquiryStore.orders.byNumber(orderNumber)!.id),
  ).toEqual([]);

  // Nothing chosen is refused too; then the file chosen is attached.
  const none = await staff.submit(intentForm(refused.doc, "attachPo"));
  expect(none.status).toBe(400);
  const again = intentForm(none.doc, "attachPo");
  const po88 = again.querySelectorAll("option").find((o) => words(o).startsWith("PO-88.pdf"))!;
  const attached = await staff.submit(again, { set: { mailFile: po88.getAttribute("value")! } });
  expect(words(attached.doc.querySelector('[role="status"]'))).toBe(
    "The purchase order is attached.",
  );
  const section = attached.doc.querySelector('section[aria-labelledby="order-mail-po"]')!;
  const link = section.querySelector("a")!;
  expect(words(section.querySelector("li"))).toBe(`PO-88.pdf (attached ${seoulToday()})`);
  expect(words(section.querySelector(".admin-hint"))).toBe(
    "No file from this inquiry's emails is left to attach.",
  );
  const file = await fetch(`${site.origin}${link.getAttribute("href")}`, {
    headers: { cookie: staff.cookie() },
  });
  expect(file.status).toBe(200);
  expect(Buffer.from(await file.arrayBuffer()).equals(po)).toBe(true);
});

test("a leaked customer link is revoked: the old one opens nothing, the new one opens", async () => {
  expect(orderPath).not.toBe("");
  expect((await fetch(`${site.origin}${orderPath}`)).status).toBe(200);
  const staff = staffBrowser(site, owner.cookies);
  const page = await staff.get(`/en/admin/orders/${orderNumber}`);
  // Without script the post asks first, on the page it answers with; nothing is renewed yet.
  const asked = await staff.submit(intentForm(page.doc, "renewLink"));
  expect(words(asked.doc.querySelector(".admin-confirm p"))).toBe(
    "Reissue this order's customer link? The link in the emails already sent stops working at once.",
  );
  expect((await fetch(`${site.origin}${orderPath}`)).status).toBe(200);
  const renewed = await staff.submit(
    asked.doc
      .querySelectorAll(".admin-confirm form")
      .find((form) => form.querySelector('input[name="confirmed"][value="yes"]'))!,
  );
  expect(words(renewed.doc.querySelector('[role="status"]'))).toContain("Link reissued.");
  expect((await fetch(`${site.origin}${orderPath}`)).status).toBe(404);
  const link = renewed.doc.querySelector(".orders-link a")!.getAttribute("href")!;
  const fresh = new URL(link).pathname;
  expect(fresh).not.toBe(`/en${orderPath}`);
  expect((await fetch(`${site.origin}${fresh}`)).status).toBe(200);
  // A post from the page before the renewal is refused: the order changed since.
  const confirmedOn = (doc: ParsedElement) =>
    doc
      .querySelectorAll("form")
      .find(
        (form) =>
          form.querySelector('input[name="intent"][value="renewLink"]') &&
          form.querySelector('input[name="confirmed"][value="yes"]'),
      )!;
  const stale = await staff.submit(confirmedOn(page.doc));
  expect(stale.status).toBe(409);
  expect(new URL(renewed.doc.querySelector(".orders-link a")!.getAttribute("href")!).pathname).toBe(
    fresh,
  );
});

test("what is left of a line is cancelled: read back, then recorded, mailed and shown", async () => {
  // A Korean buyer's order: the valves delivered, the two actuators no longer wanted.
  const buyer = `cancel-${process.pid}@kwater.example`;
  const added = site.inquiryStore.add(
    {
      lang: "ko",
      companyName: "한국수자원공사 시화사업소",
      name: "김민준",
      phone: "031-8040-1299",
      email: buyer,
      inquiry: "전화 주문.",
      noticeVersion: noticeVersion(seoulToday()),
      items: [],
    } as never,
    "off",
  );
  const orders = site.inquiryStore.orders;
  const made = orders.create(
    added.id,
    {
      source: "phone",
      lines: [
        { code: "480-035", name: "전동 액추에이터", note: "", quantity: 2, unitPrice: 1_250_000 },
        { code: "S30", name: "버터플라이 밸브", note: "", quantity: 4, unitPrice: 387_500 },
      ],
      buyer: {
        company: "한국수자원공사 시화사업소",
        name: "김민준",
        email: buyer,
        phone: "",
        ref: added.ref,
      },
      buyerName: "김민준",
      wonOn: "2026-11-20",
    },
    "owner@hanbit.example",
  );
  const delivered = orders.deliver(
    made.id,
    made.version,
    {
      deliveredOn: "2026-11-27",
      supplier: { name: "한빛플로우컨트롤" } as never,
      lines: [{ position: 2, quantity: 4, serials: [] }],
    },
    "owner@hanbit.example",
  );
  expect(delivered.result).toBe("delivered");

  const staff = staffBrowser(site, owner.cookies);
  const page = await staff.get(`/admin/orders/${made.number}`);
  const form = intentForm(page.doc, "cancel");
  expect(words(labelledControl(form, "품목"))).toBe("1번 품목: 480-035 (미납 2)");
  // Nothing to cancel and no reason: each said by its field.
  const empty = await staff.submit(form, { set: { "cancel.quantity": "0", "cancel.reason": " " } });
  expect(empty.status).toBe(400);
  const emptyText = words(empty.doc.querySelector("main"));
  expect(emptyText).toContain("1 이상의 수량을 입력해 주십시오.");
  expect(emptyText).toContain("필수 입력 항목입니다.");
  // More than is open: said by the field, what was typed kept, nothing recorded.
  const over = await staff.submit(form, {
    set: { "cancel.position": "1", "cancel.quantity": "3", "cancel.reason": "사양 변경" },
  });
  expect(over.status).toBe(400);
  expect(words(over.doc.querySelector("main"))).toContain("미납 수량을 초과합니다.");
  expect(labelledControl(intentForm(over.doc, "cancel"), "취소 사유").getAttribute("value")).toBe(
    "사양 변경",
  );
  // Read back before it is done: nothing recorded yet.
  const asked = await staff.submit(intentForm(over.doc, "cancel"), {
    set: { "cancel.quantity": "2", "cancel.reason": "고객 요청으로 사양 변경" },
  });
  expect(words(asked.doc.querySelector(".admin-confirm p"))).toBe(
    "1번 품목: 480-035, 취소 수량 2, 사유 ‘고객 요청으로 사양 변경’. 취소하고 고객에게 메일로 알리시겠습니까? 되돌릴 수 없습니다.",
  );
  expect(orders.cancels(made.id)).toEqual([]);
  const confirmForm = asked.doc.querySelector(".admin-confirm form")!;
  const done = await staff.submit(confirmForm);
  expect(words(done.doc.querySelector('[role="status"]'))).toBe(
    "취소를 기록했습니다. 고객에게 메일로 알립니다.",
  );
  // Nothing left open: the order is complete on the day, and the form is gone.
  const after = orders.byId(made.id)!;
  // The day the server recorded (read back, so a run across Seoul's midnight still agrees).
  const [cancelled] = orders.cancels(made.id);
  expect(cancelled).toMatchObject({ position: 1, quantity: 2, supply: 2_500_000 });
  expect(after.completedOn).toBe(cancelled!.cancelledOn);
  expect(after.lines.map((l) => [l.delivered, l.cancelled])).toEqual([
    [0, 2],
    [4, 0],
  ]);
  expect(intentForm(done.doc, "cancel")).toBeUndefined();
  expect(words(done.doc.querySelector("main"))).toContain(
    `${cancelled!.cancelledOn} 취소 2: 고객 요청으로 사양 변경`,
  );
  // The same confirmation again, from the page before: refused, not a second cancellation.
  expect((await staff.submit(confirmForm)).status).toBe(409);
  expect(orders.cancels(made.id)).toHaveLength(1);

  // The buyer's mail: the line, the counts, the 공급가액 no longer delivered, the reason.
  const subject = `[${added.ref}] 주문 ${made.number} 수량 취소 안내`;
  const find = () =>
    smtp.inbox.find((m) => headerOf(m.raw, "To") === buyer && subjectOf(m.raw) === subject);
  await expect.poll(() => find() !== undefined, { timeout: 30_000 }).toBe(true);
  const mail = await simpleParser(find()!.raw);
  for (const expected of [
    "- 전동 액추에이터 · 480-035",
    "주문 수량 2, 납품 수량 0, 이번 취소 수량 2, 미납 수량 0",
    "취소분 공급가액: 2,500,000원 (세액 별도)",
    "사유: 고객 요청으로 사양 변경",
  ]) {
    expect(mail.text).toContain(expected);
  }
  expect(mail.subject).not.toContain("(광고)");
  // The buyer's page: the line cancelled, the other delivered, the order closed.
  const link = new URL(/(http\S+\/order\/\S+)/.exec(mail.text!)![1]!).pathname;
  const buyerPage = parse(await (await fetch(`${site.origin}${link}`)).text());
  const rows = buyerPage
    .querySelectorAll("tbody tr")
    .map((tr) => words(tr.querySelectorAll("td").at(-1)));
  expect(rows).toEqual(["취소", "납품 완료"]);
  expect(words(buyerPage.querySelector('[role="status"]'))).toContain("주문이 종료되었습니다");
});

test("the buyer erased: the order goes, its 거래명세서 stay at their address for the tax law", async ({
  browser,
}) => {
  expect(orderNumber).not.toBe("");
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.addCookies(owner.cookies);
  const page = await context.newPage();
  await page.goto(`${site.origin}/admin/erase`);
  await page.getByLabel("이메일 또는 전화번호").fill(BUYER);
  await page.getByRole("button", { name: "찾기" }).click();
  await expect(page.getByText(inquiryRef)).toBeVisible();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "파기", exact: true }).click();
  // Both deliveries' statements are kept, and the owner is told where.
  await expect(page.getByRole("status")).toHaveText(
    "문의 1건을 파기했습니다. 그 수주의 거래명세서 2건은 「국세기본법」 제85조의3에 따라 보관 기한까지 따로 보관했습니다(이름, 전화번호, 이메일은 남기지 않음). 수주 화면 맨 아래 ‘보관 중인 거래명세서’에서 볼 수 있습니다. 고객에게 결과를 알릴 때 이 사실과 근거 법령을 함께 알리십시오.",
  );
  expect(site.inquiryStore.orders.byNumber(orderNumber)).toBeUndefined();
  expect((await fetch(`${site.origin}${orderPath}`)).status).toBe(404);

  for (const [prefix, title, until] of [
    ["", "보관 중인 거래명세서", "보관 기한"],
    ["/en", "Transaction statements kept for tax records", "Keep until"],
  ] as const) {
    await page.goto(`${site.origin}${prefix}/admin/orders`);
    const kept = page.locator("#kept-statements");
    await expect(kept.getByRole("heading", { level: 2 })).toHaveText(title);
    await expect(kept.locator("thead th").nth(4)).toHaveText(until);
    // Newest delivery first; the first part was delivered on 2026-12-09, the rest today.
    await expect(kept.locator("tbody th")).toHaveCount(2);
    const labels = await kept.locator("tbody th").allInnerTexts();
    expect(labels.toSorted()).toEqual([`${orderNumber}-D1`, `${orderNumber}-D2`]);
    const first = kept.locator("tbody tr").filter({ hasText: `${orderNumber}-D1` });
    await expect(first).toContainText("2026-12-09");
    await expect(first).toContainText("2032-06-30");
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(fits).toBe(true);
    await expectNoViolations(page, `orders with kept statements (${prefix || "ko"}, 375)`);
  }
  // The link is the statement's address while its order lived: the same PDF, without the person.
  const href = await page
    .locator("#kept-statements tbody th a", { hasText: "-D1" })
    .getAttribute("href");
  expect(href).toBe(`/en/admin/orders/${orderNumber}/statements/1`);
  const cookie = owner.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const pdf = await fetch(`${site.origin}${href}`, { headers: { cookie } });
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  const text = await pdfToText(new Uint8Array(await pdf.arrayBuffer()));
  expect(text).toContain("Buyer's copy");
  expect(text).toContain("K-water Sihwa");
  expect(text).toContain("KRW 2,887,500");
  expect(text).not.toContain("Minjun Kim");
  // Signed out, nothing.
  const signedOut = await fetch(`${site.origin}${href}`, { redirect: "manual" });
  expect(signedOut.status).not.toBe(200);
  // A salesperson sees live orders' statements, not the kept ones: tax evidence, the owners'.
  const sales = await signedInAccount(site, "sales", "staff", "Park Sales");
  const salesCookie = sales.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const refused = await fetch(`${site.origin}${href}`, { headers: { cookie: salesCookie } });
  expect(refused.status).toBe(404);
  const list = await fetch(`${site.origin}/en/admin/orders`, { headers: { cookie: salesCookie } });
  expect(await list.text()).not.toContain("kept-statements");
  await context.close();
});
