import { createClient } from "@formspree/core";
import type { Page } from "@playwright/test";
import { CONSENT_FIELD, noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import { bodyOf, headerOf, startSmtp, subjectOf, type FakeSmtp } from "../receiver/smtp";
import {
  signedInAccount,
  staffBrowser,
  startAdminSite,
  submitButton,
  validate,
  type AdminSite,
  type SignedIn,
} from "./admin-support";
import { readableText, words } from "./html-support";
import { test, expect, expectNoViolations, waitForHydration } from "./support";

/*
 * A reply from an inquiry's page, as the sales team sends one, to a real SMTP server on
 * loopback: the template in the inquiry's language (Korean with quote lines, English without),
 * edited and sent from the sender with Reply-To the staff member; the text on the timeline, the
 * inquiry answered, the audit log saying a reply went (not what it said). English is sent
 * without JavaScript (plain requests on the server's HTML). A refusing server shows the failure and keeps the text to send again.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

const SENDER = "website@hanbit.example";

let smtp: FakeSmtp;
let site: AdminSite;
let owner: SignedIn;
let staff: SignedIn;
let serial = 0;
const NAMES = { owner: "김영업 과장", staff: "Jane Park, Sales Engineer" };

test.beforeAll(async () => {
  test.setTimeout(90_000);
  smtp = await startSmtp();
  // No retries: a refused reply is failed at its first try (the schedule has its own tests).
  site = await startAdminSite(
    { SMTP_URL: smtp.url, MAIL_FROM: SENDER },
    { outbox: { retrySchedule: [] } },
  );
  // Named at invite: their replies are signed with these names.
  owner = await signedInAccount(site, "owner", "owner", NAMES.owner);
  staff = await signedInAccount(site, "staff", "staff", NAMES.staff);
});
test.afterAll(async () => {
  await site.close();
  await smtp.close();
});

/** An inquiry as the contact page's script posts it; `lines` adds two quote lines. */
async function postInquiry(lang: "ko" | "en", lines: boolean) {
  const n = ++serial;
  const result = await createClient().submitForm(
    "inquiry",
    {
      companyName: lang === "ko" ? "한국수자원공사 시화사업소" : "Acme Process Ltd",
      name: lang === "ko" ? `김민준${n}` : `Jane Roe ${n}`,
      phone: "031-8040-1234",
      email: `buyer-${n}-${process.pid}@kwater.example`,
      inquiry: "Please quote the valves.",
      ...(lines && {
        "items[0][id]": "480-035",
        "items[0][qty]": "2",
        "items[1][id]": "ap12",
        "items[1][qty]": "4",
        "items[1][note]": "24 V DC",
      }),
      [CONSENT_FIELD]: noticeVersion(seoulToday()),
      _lang: lang,
    } as never,
    { endpoint: site.origin },
  );
  if (result.kind !== "success") throw new Error(`not stored: ${JSON.stringify(result)}`);
  return { ref: site.latestRef(), email: `buyer-${n}-${process.pid}@kwater.example` };
}

/** The one mail that reached `to`, once it has. */
async function mailTo(to: string) {
  await expect.poll(() => smtp.inbox.filter((m) => headerOf(m.raw, "To") === to).length).toBe(1);
  return smtp.inbox.find((m) => headerOf(m.raw, "To") === to)!.raw;
}

const answer = {
  ko: "480-035 두 대는 재고가 있어 다음 주에 보내 드릴 수 있습니다.",
  en: "The valves ship within two weeks; our quotation follows.",
};
const placeholder = { ko: "(여기에 답변을 적어 주십시오.)", en: "(Write the answer here.)" };

/** Puts the answer where the template asks for it; returns the body as sent. */
async function writeAnswer(page: Page, lang: "ko" | "en") {
  const body = page.locator("#reply-body");
  const template = await body.inputValue();
  expect(template).toContain(placeholder[lang]);
  const edited = template.replace(placeholder[lang], answer[lang]);
  await body.fill(edited);
  return edited;
}

test("a Korean inquiry: the Korean template with its lines, sent and on the timeline", async ({
  page,
}) => {
  const { ref, email } = await postInquiry("ko", true);
  await page.context().addCookies(owner.cookies);
  await page.goto(`${site.origin}/admin/inquiries/${ref}`);
  await waitForHydration(page);
  await expect(page.locator("#reply-subject")).toHaveValue(
    `[${ref}] 문의에 대한 답변 - 한빛플로우컨트롤`,
  );
  const template = await page.locator("#reply-body").inputValue();
  expect(template).toMatch(/^한국수자원공사 시화사업소 김민준\d+ 님께\n/);
  expect(template).toContain(`접수 번호: ${ref}`);
  expect(template).toMatch(
    /1\. 480-035 .+ \(수량 2\)\n2\. AP12 .+ \(수량 4\) - 요청 사항: 24 V DC/,
  );
  expect(template).toContain(`\n--\n한빛플로우컨트롤\n담당: ${NAMES.owner}\n`);
  // The page with its reply form: axe runs in admin-inbox.spec.ts (both languages); a sent reply
  // on the timeline in admin-conversation.spec.ts.

  const body = await writeAnswer(page, "ko");
  await page.locator("#reply-subject").fill(`[${ref}] 견적 회신 - 한빛플로우컨트롤`);
  await page.getByRole("button", { name: "답장 보내기" }).click();
  await expect(page.getByRole("status")).toContainText("답장을 보내고 있습니다");

  const raw = await mailTo(email);
  expect(subjectOf(raw)).toBe(`[${ref}] 견적 회신 - 한빛플로우컨트롤`);
  expect(headerOf(raw, "From")).toContain(`<${SENDER}>`);
  expect(headerOf(raw, "Reply-To")).toBe(owner.email);
  expect(bodyOf(raw).replace(/\r\n/g, "\n")).toBe(body);
  expect(body).toContain(`담당: ${NAMES.owner}`);

  // The page looks again by itself while the reply is on its way.
  const entry = page.locator(".inquiry-timeline li", { hasText: "답장" });
  await expect(entry).toContainText(/보냄/);
  await expect(entry).toContainText(answer.ko);
  await expect(page.locator(".inquiry > p").first()).toContainText("답변 완료");
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The audit log: a reply went, by whom, to which inquiry; never its text.
  await page.goto(`${site.origin}/admin/audit`);
  const row = page.locator("tr", { has: page.locator('[data-action="inquiry-reply"]') });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("답장 보냄");
  await expect(row).toContainText(ref);
  await expect(page.locator("main")).not.toContainText(answer.ko);
});

test("an English inquiry without JavaScript: the English template, sent by a plain post", async () => {
  // A browser without script, as plain requests on the server's HTML (decision 019).
  const { ref, email } = await postInquiry("en", false);
  const browser = staffBrowser(site, staff.cookies);
  let page = await browser.get(`/admin/inquiries/${ref}`);
  expect(page.status).toBe(200);
  expect(page.doc.querySelector("#reply-subject")!.getAttribute("value")).toBe(
    `[${ref}] Re: your inquiry – Hanbit Flow Control`,
  );
  const template = page.doc.querySelector("#reply-body")!.text;
  expect(template).toMatch(/^Dear Jane Roe \d+ \(Acme Process Ltd\),\n/);
  expect(template).toContain(`Reference: ${ref}`);
  expect(template).not.toMatch(/[가-힣]/);
  expect(template).toContain(`\nContact: ${NAMES.staff}\n`);
  expect(template).toContain(placeholder.en);
  const body = template.replace(placeholder.en, answer.en);
  const form = page.doc.querySelector("#reply-body")!.closest("form")!;
  page = await browser.submit(form, {
    set: { body },
    button: submitButton(form, "답장 보내기"),
  });
  expect(page.url.searchParams.get("done")).toBe("reply");
  expect(words(page.doc.querySelector('main [role="status"]'))).toContain("답장을 보내고 있습니다");

  const raw = await mailTo(email);
  expect(subjectOf(raw)).toBe(`[${ref}] Re: your inquiry – Hanbit Flow Control`);
  expect(headerOf(raw, "Reply-To")).toBe(staff.email);
  expect(bodyOf(raw).replace(/\r\n/g, "\n")).toBe(body);
  expect(body).toContain(`Contact: ${NAMES.staff}`);
  // The outbox marks it sent after the server took it: the page says so when asked again.
  const entry = async () => {
    page = await browser.get(`/admin/inquiries/${ref}`);
    const li = page.doc
      .querySelectorAll(".inquiry-timeline li")
      .find((el) => readableText(el).includes(answer.en));
    return li ? readableText(li) : "";
  };
  await expect.poll(entry).toContain("보냄");
  expect(readableText(page.doc.querySelector(".inquiry > p")!)).toContain("답변 완료");
});

test("a refusing SMTP server: the failure on the page, the text kept, sent again", async ({
  page,
}) => {
  const { ref, email } = await postInquiry("en", true);
  await page.context().addCookies(staff.cookies);
  await page.goto(`${site.origin}/en/admin/inquiries/${ref}`);
  await waitForHydration(page);
  smtp.refuseAll(451);
  await writeAnswer(page, "en");
  await page.getByRole("button", { name: "Send the reply" }).click();

  const alert = page.getByRole("alert").filter({ hasText: "could not be sent" });
  await expect(alert).toContainText("A reply could not be sent: The mail server did not take");
  const entry = page.locator(".inquiry-timeline li", { hasText: answer.en });
  await expect(entry).toContainText("not sent (1 try)");
  await expectNoViolations(page, "reply failed (en)");

  smtp.refuseAll(undefined);
  await entry.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByRole("status")).toContainText("being sent again");
  const raw = await mailTo(email);
  expect(bodyOf(raw)).toContain(answer.en);
  await expect(page.locator(".inquiry-timeline li", { hasText: answer.en })).toContainText("sent");
  await expect(alert).toHaveCount(0);
});

test("the inbox and an inquiry with a reply pass the HTML checker in both languages", async () => {
  // The last inquiry: a reply that failed once, then went.
  const ref = site.latestRef();
  const cookie = owner.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const pages = new Map<string, string>();
  for (const prefix of ["", "/en"]) {
    for (const path of [`${prefix}/admin`, `${prefix}/admin/inquiries/${ref}`]) {
      const response = await fetch(site.origin + path, { headers: { Cookie: cookie } });
      expect(response.status, path).toBe(200);
      pages.set(path, await response.text());
    }
    expect(pages.get(`${prefix}/admin/inquiries/${ref}`)).toContain(answer.en);
    expect(pages.get(`${prefix}/admin`)).toContain(ref);
  }
  expect(validate(pages)).toEqual([]);
});
