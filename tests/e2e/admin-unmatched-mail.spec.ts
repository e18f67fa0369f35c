import type { IncomingMail } from "../../server/mail/incoming";
import { inboxWord, type InboxWordKey } from "../../app/admin/frame/inbox-words";
import {
  signedInAccount,
  staffBrowser,
  startAdminSite,
  submitButton,
  type AdminSite,
  type SignedIn,
} from "./admin-support";
import { readableText, words } from "./html-support";
import { test, expect, expectNoViolations, waitForHydration } from "./support";

/*
 * Unmatched mail (issue 40): what matched no inquiry is listed with sender, subject, time and
 * attachments; staff attach it by reference (an unknown one refused at the field, the typed
 * reference kept) or dismiss it. Korean with JavaScript, English without; axe, 375 px.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

let site: AdminSite;
let staff: SignedIn;
let uid = 0;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite();
  await signedInAccount(site, "owner", "owner");
  staff = await signedInAccount(site, "staff", "staff");
});
test.afterAll(async () => {
  await site.close();
});

async function stranger(subject: string) {
  uid += 1;
  const mail: IncomingMail = {
    key: { uidValidity: "9", uid },
    messageId: `stray-${uid}-${process.pid}@nowhere.example`,
    references: [],
    subject,
    from: { address: `someone${uid}@nowhere.example`, name: "박지훈" },
    date: new Date().toISOString(),
    text: `본문 ${subject}`,
    kind: "message",
    attachments: [
      {
        filename: `견적-${uid}.xlsx`,
        contentType: "application/vnd.ms-excel",
        content: Buffer.from("x"),
      },
    ],
  };
  expect(await site.inquiryStore.messages.receive(mail)).toBe("stored");
}

function inquiry() {
  return site.inquiryStore.add(
    {
      lang: "ko",
      companyName: "서울밸브",
      name: "이서연",
      phone: "010-1001-5001",
      email: "buyer@seoulvalve.example",
      inquiry: "견적 부탁드립니다.",
      noticeVersion: "2026-11-01",
    },
    "off",
  );
}

test("ko with JavaScript: an unknown reference is refused at its field, a known one attaches", async ({
  page,
}) => {
  await stranger("발주서 보냅니다");
  const { ref } = inquiry();
  await page.context().addCookies(staff.cookies);
  await page.goto(`${site.origin}/admin`);
  await expect(
    page.getByRole("link", { name: "어느 문의에도 연결되지 않은 메일이 1건 있습니다. 확인하기" }),
  ).toBeVisible();
  await page
    .getByRole("navigation", { name: "관리자" })
    .getByRole("link", { name: "연결되지 않은 메일" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("연결되지 않은 메일");
  await waitForHydration(page);
  const item = page.locator(".unmatched-mail").filter({ hasText: "발주서 보냅니다" });
  await expect(item).toContainText("박지훈 <someone");
  await expect(item.getByRole("link", { name: /견적-\d+\.xlsx/ })).toBeVisible();
  await expectNoViolations(page, "unmatched mail (ko)");

  const field = item.getByLabel("접수 번호");
  await field.fill("HF-20000101-000009");
  await item.getByRole("button", { name: "문의에 연결" }).click();
  await expect(item.getByRole("alert")).toHaveText(
    "이 접수 번호의 문의가 없습니다: HF-20000101-000009",
  );
  await expect(field).toHaveValue("HF-20000101-000009");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(page, "unmatched mail refused (ko)");

  await field.fill(ref.toLowerCase());
  await item.getByRole("button", { name: "문의에 연결" }).click();
  await expect(page.getByText(`메일을 문의 ${ref}에 연결했습니다.`)).toBeVisible();
  await expect(page.locator(".unmatched-mail").filter({ hasText: "발주서 보냅니다" })).toHaveCount(
    0,
  );
  await page.goto(`${site.origin}/admin/inquiries/${ref}`);
  const message = page.locator(".inquiry-timeline > li").filter({ hasText: "발주서 보냅니다" });
  await expect(message).toContainText("본문 발주서 보냅니다");
  await expect(message).toContainText("다른 주소에서 보냄");
  // Who attached it is audited, with the inquiry's reference; never the sender or the subject.
  const [entry] = site.staff.audit.list({ action: "mail-attached" }).entries;
  expect(entry).toMatchObject({ actor: staff.email, target: ref });
  expect(JSON.stringify(entry)).not.toMatch(/nowhere\.example|발주서/);
});

test("en without JavaScript: dismissed mail leaves the list", async () => {
  // A browser without script, as plain requests on the server's HTML (decision 019).
  const t = (key: InboxWordKey, vars?: Record<string, string | number>) =>
    inboxWord("en", key, vars);
  await stranger("Newsletter");
  const browser = staffBrowser(site, staff.cookies);
  // The inbox names what waits there, and leads to it.
  let page = await browser.get("/en/admin");
  const links = page.doc
    .querySelectorAll("a")
    .filter((a) => words(a) === t("unmatchedWaiting", { count: 1 }));
  expect(links).toHaveLength(1);
  page = await browser.get(links[0]!.getAttribute("href")!);
  expect(words(page.doc.querySelector("h1"))).toBe(t("unmatchedTitle"));
  const newsletter = () =>
    page.doc.querySelectorAll(".unmatched-mail").filter((m) => words(m).includes("Newsletter"));
  expect(newsletter()).toHaveLength(1);
  expect(readableText(newsletter()[0]!)).toContain(t("unmatchedAt"));
  const dismiss = submitButton(newsletter()[0]!, t("unmatchedDismiss"));
  page = await browser.submit(dismiss.closest("form")!, { button: dismiss });
  expect(readableText(page.doc.querySelector("main")!)).toContain(t("unmatchedDismissed"));
  expect(newsletter()).toHaveLength(0);
  page = await browser.get("/en/admin");
  expect(words(page.doc.querySelector("h1"))).toBe(t("inbox"));
  expect(readableText(page.doc.querySelector("main")!)).not.toMatch(/matched no inquiry/);
  const [entry] = site.staff.audit.list({ action: "mail-dismissed" }).entries;
  expect(entry).toMatchObject({ actor: staff.email, target: expect.stringMatching(/^#\d+$/) });
  expect(JSON.stringify(entry)).not.toMatch(/nowhere\.example|Newsletter/);
});

test("en: a held mail names its inquiry and why; attached and trusted", async ({ page }) => {
  const { ref, id } = inquiry();
  uid += 1;
  // The inquiry's reference from a colleague's address at the buyer's domain (issue 47): held.
  await site.inquiryStore.messages.receive({
    key: { uidValidity: "9", uid },
    messageId: `held-${uid}-${process.pid}@seoulvalve.example`,
    references: [],
    subject: `Re: [${ref}] purchase order`,
    from: { address: "boss@seoulvalve.example" },
    date: new Date().toISOString(),
    text: "PO attached.",
    kind: "message",
    attachments: [],
  });
  await page.context().addCookies(staff.cookies);
  await page.goto(`${site.origin}/en/admin/mail`);
  await waitForHydration(page);
  const item = page.locator(".unmatched-mail").filter({ hasText: "purchase order" });
  await expect(item.getByRole("link", { name: ref })).toBeVisible();
  await expect(item).toContainText("did not come from the address that inquiry's buyer gave");
  await expect(item.getByLabel("Reference")).toHaveValue(ref);
  await expectNoViolations(page, "held mail (en)");
  await item.getByLabel(/Trust this address for this inquiry/).check();
  await item.getByRole("button", { name: "Attach to the inquiry" }).click();
  await expect(page.getByText(`The mail is attached to inquiry ${ref}.`)).toBeVisible();
  expect(site.inquiryStore.messages.ofInquiry(id)).toMatchObject([
    { sender: "boss@seoulvalve.example", otherSender: false },
  ]);
  const [entry] = site.staff.audit.list({ action: "mail-attached-trusted" }).entries;
  expect(entry).toMatchObject({ actor: staff.email, target: ref });
});

test("at 375 px: no sideways scroll, axe clean (en)", async ({ page }) => {
  await stranger(
    "A very long subject line that goes on and on without any break at all ".repeat(3),
  );
  await page.setViewportSize({ width: 375, height: 800 });
  await page.context().addCookies(staff.cookies);
  await page.goto(`${site.origin}/en/admin/mail`);
  await expect(page.locator(".unmatched-mail").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoViolations(page, "unmatched mail at 375 px (en)");

  // A refused reference: the field shows it whole, the refusal reads across the card's width
  // below field and button (not squeezed between them, a letter a line).
  const item = page.locator(".unmatched-mail").first();
  const field = item.getByLabel("Reference");
  await field.fill("HF-20000101-000009");
  await item.getByRole("button", { name: "Attach to the inquiry" }).click();
  const alert = item.getByRole("alert");
  await expect(alert).toBeVisible();
  await expect(field).toHaveValue("HF-20000101-000009");
  expect(await field.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
  const [box, card] = [await alert.boundingBox(), await item.boundingBox()];
  expect(box!.width).toBeGreaterThan(card!.width * 0.9);
  expect(box!.height).toBeLessThan(100);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The reference's label stands apart from the attachments' list above it.
  const files = await item.locator(".inquiry-message-files").boundingBox();
  const label = await item.getByText("Reference", { exact: true }).boundingBox();
  expect(label!.y - (files!.y + files!.height)).toBeGreaterThanOrEqual(12);
});
