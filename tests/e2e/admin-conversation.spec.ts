import { kst } from "../../app/lib/seoul-time";
import type { IncomingMail } from "../../server/mail/incoming";
import {
  signedInAccount,
  staffBrowser,
  startAdminSite,
  type AdminSite,
  type SignedIn,
} from "./admin-support";
import { readableText } from "./html-support";
import { test, expect, expectNoViolations, waitForHydration } from "./support";

/*
 * The conversation on the inquiry's page (issue 40), as staff see it: the buyer's mail stored
 * through the site's store as the mailbox reader hands it over, in order with the replies; the
 * quoted history folded; another address and an auto-reply marked; a bounced reply "not
 * delivered" with the remote words; the attachment a download with safe headers, to staff only.
 * Korean with JavaScript, English without (plain requests on the server's HTML).
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

let site: AdminSite;
let owner: SignedIn;
let uid = 0;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite();
  owner = await signedInAccount(site, "owner", "owner", "김영업 과장");
});
test.afterAll(async () => {
  await site.close();
});

const SENT = "2026-11-24T01:05:00.000Z";

function mail(fields: Partial<IncomingMail>): IncomingMail {
  uid += 1;
  return {
    key: { uidValidity: "42", uid },
    messageId: `conv-${uid}-${process.pid}@buyer.example`,
    references: [],
    subject: "Re: quote",
    from: { address: "buyer@kwater.example", name: "김민준" },
    date: SENT,
    text: "",
    kind: "message",
    attachments: [],
    ...fields,
  };
}

/** An inquiry with a reply, then the buyer's answer (with a drawing), an auto-reply, a bounce. */
async function conversation(lang: "ko" | "en") {
  const stored = site.inquiryStore.add(
    {
      lang,
      companyName: "한국수자원공사",
      name: "김민준",
      phone: "031-8040-1234",
      email: "buyer@kwater.example",
      inquiry: "Please quote the valves.",
      noticeVersion: "2026-11-01",
    },
    "off",
  );
  const { ref } = stored;
  site.inquiryStore.replies.queue(
    ref,
    {
      subject: `[${ref}] 견적`,
      body: "견적서를 보내 드립니다.",
      to: "buyer@kwater.example",
      replyTo: owner.email,
    },
    owner.email,
  );
  // The mail server took it (this site sends no mail): the inquiry is answered.
  const claim = site.inquiryStore.outbox.claimDue("reply", new Date(), 60_000);
  expect(claim && site.inquiryStore.outbox.sent(claim)).toBe(true);
  const [replyId] = site.inquiryStore.replies.states(stored.id).keys();
  const replyMessageId = site.inquiryStore.threadIds.reply(replyId!, "site@hanbit.example")!;
  const store = site.inquiryStore.messages;
  await store.receive(
    mail({
      subject: `RE: [${ref}] 견적`,
      references: [replyMessageId.slice(1, -1)],
      text: "수량을 12대로 바꿔 주세요.\n<script>alert(1)</script>",
      quoted: "> 견적서를 보내 드립니다.",
      attachments: [
        {
          filename: "도면 A.pdf",
          contentType: "text/html",
          content: Buffer.from("<h1>drawing</h1>"),
        },
      ],
    }),
  );
  await store.receive(
    // An out-of-office names the mail it answers: the thread's own Message-ID is its proof
    // (issue 56: a subject's reference alone is no proof without an authserv-id).
    mail({
      subject: `[${ref}] 부재 중`,
      kind: "auto-reply",
      references: [replyMessageId.slice(1, -1)],
      text: "I am out of office.",
    }),
  );
  await store.receive(
    mail({
      subject: `[${ref}] FYI`,
      // Another address in the thread (it names the reply): on the inquiry, marked.
      references: [replyMessageId.slice(1, -1)],
      from: { address: "agent@forwarder.example" },
      text: "Forwarded.",
    }),
  );
  await store.receive(
    mail({
      kind: "bounce",
      from: { address: "MAILER-DAEMON@mx.kwater.example" },
      subject: "Undelivered Mail Returned to Sender",
      bounce: {
        messageId: replyMessageId.slice(1, -1),
        status: "5.2.2",
        diagnostic: "552 mailbox full",
      },
    }),
  );
  return ref;
}

test("ko with JavaScript: the buyer's mail in order, folded, marked, its file a download", async ({
  page,
}) => {
  const ref = await conversation("ko");
  await page.context().addCookies(owner.cookies);
  await page.goto(`${site.origin}/admin/inquiries/${ref}`);
  await waitForHydration(page);
  // The actions' heading keeps a gap under the reply's button (it touched it).
  const send = await page.getByRole("button", { name: "답장 보내기" }).boundingBox();
  const actions = await page.getByRole("heading", { name: "처리", exact: true }).boundingBox();
  expect(actions!.y - (send!.y + send!.height)).toBeGreaterThanOrEqual(16);
  // The letter's text keeps off the box's edge.
  const inset = await page
    .getByLabel("본문", { exact: true })
    .evaluate((box) => parseFloat(getComputedStyle(box).paddingLeft));
  expect(inset).toBeGreaterThanOrEqual(6);
  const timeline = page.locator(".inquiry-timeline > li");
  const texts = await timeline.allInnerTexts();
  const at = (text: string) => texts.findIndex((entry) => entry.includes(text));
  // In order: the reply, the buyer's message (with the status it brought back), the rest.
  expect(at("답장")).toBeLessThan(at("구매자 메일: 김민준 <buyer@kwater.example>"));
  expect(at("구매자 메일: 김민준")).toBeLessThan(at("자동 응답 메일"));
  const message = timeline.filter({ hasText: "구매자 메일: 김민준" });
  await expect(message).toContainText("수량을 12대로 바꿔 주세요.");
  // The sender's text is text: the script is shown, never run.
  await expect(message).toContainText("<script>alert(1)</script>");
  await expect(message).toContainText(`보낸 시각 ${kst(SENT)}`);
  const quoted = message.locator("details");
  await expect(quoted.locator("p")).toBeHidden();
  await quoted.locator("summary").click();
  await expect(quoted).toContainText("> 견적서를 보내 드립니다.");
  await expect(timeline.filter({ hasText: "자동 응답 메일" })).toContainText("I am out of office.");
  await expect(timeline.filter({ hasText: "agent@forwarder.example" })).toContainText(
    "다른 주소에서 보냄",
  );
  await expect(timeline.filter({ hasText: "구매자 메일: 김민준" })).not.toContainText(
    "다른 주소에서 보냄",
  );
  await expect(timeline.filter({ hasText: "답장" }).first()).toContainText(
    "전달되지 않음: 5.2.2 552 mailbox full",
  );
  // The status it brought back, named in words: answered by the reply, then in progress again.
  await expect(timeline.filter({ hasText: "구매자 메일:" }).first()).toBeVisible();
  expect(texts.some((text) => /구매자 메일.*처리 중/.test(text) && !text.includes("mail"))).toBe(
    true,
  );
  await expect(page.locator("select[name=status]")).toHaveValue("in_progress");
  await expectNoViolations(page, "conversation (ko)");

  // The inbox: waiting on us since the buyer's message (KST), the reply marked not delivered.
  await page.goto(`${site.origin}/admin`);
  const row = page.locator("tr").filter({ hasText: ref });
  await expect(row).toContainText("전달되지 않음");
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}.*부터 답변 대기/);
  await page.goBack();

  const link = message.getByRole("link", { name: /도면 A\.pdf/ });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("도면 A.pdf");
  const response = await page.request.get(site.origin + (await link.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe("<h1>drawing</h1>");
  const headers = response.headers();
  expect(headers["content-disposition"]).toMatch(/^attachment;/);
  expect(headers["content-security-policy"]).toMatch(/(^|; )sandbox$/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["content-type"]).toBe("application/octet-stream");
});

test("a visitor without a session gets no attachment", async () => {
  const ref = await conversation("ko");
  // The link as the owner's page has it, then asked for without the session's cookies.
  const page = await staffBrowser(site, owner.cookies).get(`/admin/inquiries/${ref}`);
  const href = page.doc.querySelector(".inquiry-message-files a")!.getAttribute("href")!;
  const response = await fetch(site.origin + href, { redirect: "manual" });
  expect([302, 303, 404]).toContain(response.status);
  expect(await response.text()).not.toContain("drawing");
});

test("en without JavaScript: the same conversation in English words", async () => {
  // A browser without script, as plain requests on the server's HTML (decision 019).
  const ref = await conversation("en");
  const page = await staffBrowser(site, owner.cookies).get(`/en/admin/inquiries/${ref}`);
  expect(page.status).toBe(200);
  const timeline = page.doc.querySelectorAll(".inquiry-timeline > li");
  const entries = (text: string) => timeline.filter((li) => readableText(li).includes(text));
  const [message] = entries("Mail from the buyer: 김민준");
  expect(message, "the buyer's mail on the timeline").toBeTruthy();
  expect(readableText(message!)).toContain("수량을 12대로 바꿔 주세요.");
  expect(readableText(message!)).toContain(`sent ${kst(SENT)}`);
  // The quoted history is folded in its details, there for a click on its summary.
  expect(message!.querySelector("details > summary")).toBeTruthy();
  expect(readableText(message!.querySelector("details")!)).toContain("> 견적서를 보내 드립니다.");
  expect(entries("Automatic reply")).toHaveLength(1);
  const [other] = entries("agent@forwarder.example");
  expect(readableText(other!)).toContain("from another address");
  expect(readableText(page.doc.querySelector("main")!)).toContain(
    "Not delivered: 5.2.2 552 mailbox full",
  );
});

test("at 375 px: no sideways scroll, axe clean (en)", async ({ page }) => {
  const ref = await conversation("en");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.context().addCookies(owner.cookies);
  await page.goto(`${site.origin}/en/admin/inquiries/${ref}`);
  await expect(page.getByText("Mail from the buyer: 김민준").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoViolations(page, "conversation at 375 px (en)");
});
