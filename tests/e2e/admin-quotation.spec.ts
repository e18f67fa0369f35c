import { createClient } from "@formspree/core";
import { simpleParser } from "mailparser";
import { CONSENT_FIELD, noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import { headerOf, startSmtp, subjectOf, type FakeSmtp } from "../receiver/smtp";
import { signedInAccount, startAdminSite, type AdminSite, type SignedIn } from "./admin-support";
import { test, expect, expectNoViolations, waitForHydration } from "./support";

/*
 * Issue 48 as the sales desk does it on a phone (375 px): a quotation made from an inquiry's
 * quote list, refused while a line has no price, lines moved, sent to a real SMTP listener with
 * its PDF and .xlsx; the buyer accepts at the link in a browser without JavaScript; a reply
 * carries a file whose Korean name arrives intact, and without JavaScript a refused reply keeps
 * its file for the next post. The rules are in vitest
 * (tests/unit/quotation-rules.test.ts, tests/receiver/quotations.test.ts).
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const SENDER = "website@hanbit.example";
let smtp: FakeSmtp;
let site: AdminSite;
let owner: SignedIn;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  smtp = await startSmtp();
  site = await startAdminSite({ SMTP_URL: smtp.url, MAIL_FROM: SENDER });
  owner = await signedInAccount(site, "owner", "owner", "김영업");
});
test.afterAll(async () => {
  await site?.close();
  await smtp?.close();
});

async function postInquiry() {
  const email = `buyer-${process.pid}-${Date.now()}@kwater.example`;
  const result = await createClient().submitForm(
    "inquiry",
    {
      companyName: "한국수자원공사 시화사업소",
      name: "김민준",
      phone: "031-8040-1234",
      email,
      inquiry: "견적 부탁드립니다.",
      "items[0][id]": "480-035",
      "items[0][qty]": "2",
      "items[1][id]": "ap12",
      "items[1][qty]": "4",
      "items[1][note]": "24 V DC",
      [CONSENT_FIELD]: noticeVersion(seoulToday()),
      _lang: "ko",
    } as never,
    { endpoint: site.origin },
  );
  if (result.kind !== "success") throw new Error(`not stored: ${JSON.stringify(result)}`);
  return { ref: site.latestRef(), email };
}

const mailsTo = (to: string) => smtp.inbox.filter((m) => headerOf(m.raw, "To") === to);

test("a quotation made at 375 px, sent with its files, accepted at the link without script", async ({
  page,
  browser,
}) => {
  const { ref, email } = await postInquiry();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.context().addCookies(owner.cookies);
  await page.goto(`${site.origin}/admin/inquiries/${ref}`);
  await page.getByRole("link", { name: "견적서 작성" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`견적서 작성 · ${ref}`);
  await waitForHydration(page);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await expectNoViolations(page, "quotation (ko, 375)");

  // One price typed: sending is refused, the missing one marked.
  const line = (n: number) => page.getByRole("group", { name: `${n}번 품목` });
  await expect(line(1).getByLabel("품목코드")).toHaveValue("480-035");
  await line(1).getByLabel("단가 (원)").fill("1,234,500");
  await page.getByLabel("납기").fill("발주 후 2주");
  await page.getByRole("button", { name: "견적서 보내기" }).click();
  await expect(line(2).getByText("단가를 넣어야 보낼 수 있습니다.")).toBeVisible();
  await expect(line(2).getByLabel("단가 (원)")).toHaveAttribute("aria-invalid", "true");
  await expect(line(1).getByLabel("단가 (원)")).toHaveValue("1,234,500");

  // Priced and the second line moved up: the draft saves, the figures are the server's.
  await line(2).getByLabel("단가 (원)").fill("99999");
  await line(2).getByRole("button", { name: "위로" }).click();
  await expect(line(1).getByLabel("품목코드")).toHaveValue("AP12");
  // 4 × 99,999 + 2 × 1,234,500 = 2,868,996; tax 286,899.6 rounded down.
  await expect(page.locator(".quotation-totals")).toContainText("2,868,996");
  await expect(page.locator(".quotation-totals")).toContainText("286,899");
  await expect(page.locator(".quotation-totals")).toContainText("3,155,895");
  await expect(page.locator(".quotation-totals")).toContainText(
    "일금 삼백일십오만오천팔백구십오원정",
  );
  expect(await fits()).toBe(true);
  await page.getByRole("button", { name: "견적서 보내기" }).click();
  await expect(page.getByRole("status").first()).toContainText("견적서를 보내고 있습니다");

  // The thread's headers are proven in tests/receiver/quotations.test.ts.
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
  const raw = mailsTo(email)[0]!.raw;
  const year = new Date().getFullYear();
  expect(subjectOf(raw)).toBe(`[${ref}] 견적서 Q-${year}-0001`);
  const mail = await simpleParser(raw);
  expect(mail.text).toContain("합계금액: 3,155,895원");
  expect(mail.attachments.map((file) => file.filename)).toEqual([
    `Q-${year}-0001.pdf`,
    `Q-${year}-0001.xlsx`,
  ]);
  const link = new URL(/(http\S+\/quotation\/\S+)/.exec(mail.text!)![1]!);

  // The buyer, without JavaScript: the same figures; accepted once.
  const buyer = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  const tab = await buyer.newPage();
  const opened = await tab.goto(site.origin + link.pathname);
  expect(opened!.headers()["cache-control"]).toBe("no-store");
  await expect(tab.locator("body")).toContainText("3,155,895");
  await tab.getByLabel("수락하시는 분 성함").fill("김민준");
  await tab.getByLabel("발주번호 (있으면)").fill("PO-17");
  await tab.getByRole("button", { name: "이 견적을 수락합니다" }).click();
  await expect(tab.getByRole("status")).toContainText("수락하셨습니다");
  await buyer.close();

  // Prices stay private: not in the search index, nor on a public page.
  for (const path of ["/search-index-ko.json", "/search-text-ko.json", "/products", "/quote"]) {
    const text = await (await fetch(site.origin + path)).text();
    expect(text, path).not.toMatch(/3,155,895|3155895|1,234,500|1234500/);
  }

  await page.goto(`${site.origin}/admin/inquiries/${ref}/quotation`);
  await expect(page.locator(".quotation-versions")).toContainText("수락됨");
  await expect(page.locator("#quotation-outcome + p")).toContainText("수주");
  // A revision starts from what was sent: its lines in their order, priced, and its terms.
  await expect(
    page.getByText("마지막으로 보낸 견적서의 줄과 조건을 채워 두었습니다."),
  ).toBeVisible();
  await expect(line(1).getByLabel("품목코드")).toHaveValue("AP12");
  await expect(line(1).getByLabel("단가 (원)")).toHaveValue("99,999");
  await expect(line(2).getByLabel("단가 (원)")).toHaveValue("1,234,500");
  await expect(page.getByLabel("납기")).toHaveValue("발주 후 2주");
});

test("a reply carries a file whose Korean name arrives intact, listed on the timeline", async ({
  page,
}) => {
  const { ref, email } = await postInquiry();
  await page.context().addCookies(owner.cookies);
  await page.goto(`${site.origin}/admin/inquiries/${ref}`);
  await waitForHydration(page);
  const body = page.locator("#reply-body");
  await body.fill(
    (await body.inputValue()).replace("(여기에 답변을 적어 주십시오.)", "도면을 보내 드립니다."),
  );
  await page.getByLabel("첨부 파일").setInputFiles({
    name: "도면 480-035 (최종).pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4 drawing"),
  });
  await page.getByRole("button", { name: "답장 보내기" }).click();
  await expect(page.getByRole("status").first()).toContainText("답장을 보내고 있습니다");
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
  const raw = mailsTo(email)[0]!.raw;
  const mail = await simpleParser(raw);
  expect(mail.attachments.map((file) => [file.filename, file.content.toString()])).toEqual([
    ["도면 480-035 (최종).pdf", "%PDF-1.4 drawing"],
  ]);
  await expect(page.locator(".inquiry-files")).toContainText("도면 480-035 (최종).pdf");
});

test("without script a refused reply keeps its file, which goes with the next post", async ({
  browser,
}) => {
  const { ref, email } = await postInquiry();
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(owner.cookies);
  const page = await context.newPage();
  await page.goto(`${site.origin}/admin/inquiries/${ref}`);
  const name = "견적 도면 (개정).pdf";
  const content = `%PDF-1.4 ${"도면".repeat(400)}`;
  await page.getByLabel("첨부 파일").setInputFiles({
    name,
    mimeType: "application/pdf",
    buffer: Buffer.from(content),
  });
  // Spaces pass the browser's own check; the server refuses them as no text.
  await page.locator("#reply-body").fill("   ");
  await page.getByRole("button", { name: "답장 보내기" }).click();
  await expect(page.getByRole("alert").first()).toContainText("제목(200자 이하)과 본문");
  const kept = page.getByRole("group", { name: "첨부 예정" });
  await expect(kept.getByRole("checkbox", { name: `${name} (2 KB)` })).toBeChecked();
  await expect(page.getByLabel("첨부 파일")).toHaveValue("");
  expect(mailsTo(email)).toEqual([]);

  await page.locator("#reply-body").fill("개정 도면을 보내 드립니다.");
  await page.getByRole("button", { name: "답장 보내기" }).click();
  await expect(page.getByRole("status").first()).toContainText("답장을 보내고 있습니다");
  await expect(page.getByRole("group", { name: "첨부 예정" })).toHaveCount(0);
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
  const raw = mailsTo(email)[0]!.raw;
  expect(raw).toMatch(/filename\*0?\*?=utf-8''/i);
  const mail = await simpleParser(raw);
  expect(mail.attachments.map((file) => [file.filename, file.content.toString()])).toEqual([
    [name, content],
  ]);
  await expect(page.locator(".inquiry-files")).toContainText(name);
  await context.close();
});
