import { createClient } from "@formspree/core";
import { CONSENT_FIELD, noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import { bodyOf, headerOf, startSmtp, type FakeSmtp } from "../receiver/smtp";
import {
  signedInAccount,
  staffBrowser,
  startAdminSite,
  submitButton,
  type AdminSite,
  type SignedIn,
} from "./admin-support";
import { words } from "./html-support";
import { test, expect, expectNoViolations, waitForHydration } from "./support";

/*
 * A reply that still holds the template's placeholder line asks before it goes (issue 40): with
 * JavaScript the page asks at once, without it the server answers with the form as typed and a
 * second button; either way "send it as it is" sends it, and nothing is sent before.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

let smtp: FakeSmtp;
let site: AdminSite;
let owner: SignedIn;
let serial = 0;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  smtp = await startSmtp();
  site = await startAdminSite({ SMTP_URL: smtp.url, MAIL_FROM: "website@hanbit.example" });
  owner = await signedInAccount(site, "owner", "owner");
});
test.afterAll(async () => {
  await site.close();
  await smtp.close();
});

async function postInquiry(lang: "ko" | "en") {
  const n = ++serial;
  const email = `placeholder-${n}-${process.pid}@buyer.example`;
  const result = await createClient().submitForm(
    "inquiry",
    {
      companyName: lang === "ko" ? "대성밸브" : "Acme Process Ltd",
      name: lang === "ko" ? "김민준" : "Jane Roe",
      phone: "031-8040-1234",
      email,
      inquiry: "Please quote the valves.",
      [CONSENT_FIELD]: noticeVersion(seoulToday()),
      _lang: lang,
    } as never,
    { endpoint: site.origin },
  );
  if (result.kind !== "success") throw new Error(`not stored: ${JSON.stringify(result)}`);
  return { ref: site.latestRef(), email };
}

const sentTo = (to: string) => smtp.inbox.filter((m) => headerOf(m.raw, "To") === to);

test("with JavaScript: the page asks, nothing is sent until 'send it as it is' (ko)", async ({
  page,
}) => {
  const { ref, email } = await postInquiry("ko");
  await page.context().addCookies(owner.cookies);
  await page.goto(`${site.origin}/admin/inquiries/${ref}`);
  await waitForHydration(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const body = page.locator("#reply-body");
  await body.fill(`${await body.inputValue()}\n추가로 도면을 보내 드립니다.`);
  await page.getByRole("button", { name: "답장 보내기" }).click();
  await expect(page.getByRole("alert")).toContainText(
    '본문에 아직 "(여기에 답변을 적어 주십시오.)" 줄이 남아 있습니다. 그대로 보내시겠습니까?',
  );
  expect(posts).toEqual([]);
  await expect(body).toHaveValue(/추가로 도면을 보내 드립니다\.$/);
  await expectNoViolations(page, "reply: placeholder confirm (ko)");
  // On a phone's width the question and its button fit, with no sideways scroll.
  await page.setViewportSize({ width: 375, height: 800 });
  const box = (await page.getByRole("button", { name: "그대로 보내기" }).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole("button", { name: "그대로 보내기" }).click();
  await expect(page.getByRole("status")).toContainText("답장을 보내고 있습니다");
  await expect.poll(() => sentTo(email).length).toBe(1);
  expect(bodyOf(sentTo(email)[0]!.raw)).toContain("(여기에 답변을 적어 주십시오.)");
});

test("with JavaScript: a written answer goes at once, unasked (en)", async ({ page }) => {
  const { ref, email } = await postInquiry("en");
  await page.context().addCookies(owner.cookies);
  await page.goto(`${site.origin}/en/admin/inquiries/${ref}`);
  await waitForHydration(page);
  const body = page.locator("#reply-body");
  await body.fill(
    (await body.inputValue()).replace("(Write the answer here.)", "They ship next week."),
  );
  await page.getByRole("button", { name: "Send the reply" }).click();
  await expect(page.getByRole("status")).toContainText("The reply is being sent");
  await expect(page.getByRole("button", { name: "Send it as it is" })).toHaveCount(0);
  await expect.poll(() => sentTo(email).length).toBe(1);
});

test("without JavaScript: the server answers with the form as typed and a second button (en)", async () => {
  // A browser without script, as plain requests on the server's HTML (decision 019).
  const { ref, email } = await postInquiry("en");
  const browser = staffBrowser(site, owner.cookies);
  let page = await browser.get(`/en/admin/inquiries/${ref}`);
  const form = () => page.doc.querySelector("#reply-body")!.closest("form")!;
  const typed = `${page.doc.querySelector("#reply-body")!.text}\nDrawings follow.`;
  const subject = `[${ref}] Our quotation`;
  page = await browser.submit(form(), {
    set: { subject, body: typed },
    button: submitButton(form(), "Send the reply"),
  });
  expect(words(page.doc.querySelector('main [role="alert"]'))).toContain(
    'The message still holds the line "(Write the answer here.)". Send it as it is?',
  );
  // Everything typed is kept; nothing went.
  expect(page.doc.querySelector("#reply-subject")!.getAttribute("value")).toBe(subject);
  expect(page.doc.querySelector("#reply-body")!.text.replace(/\r\n/g, "\n")).toBe(typed.trimEnd());
  expect(sentTo(email)).toHaveLength(0);

  page = await browser.submit(form(), { button: submitButton(form(), "Send it as it is") });
  expect(words(page.doc.querySelector('main [role="status"]'))).toContain(
    "The reply is being sent",
  );
  await expect.poll(() => sentTo(email).length).toBe(1);
});
