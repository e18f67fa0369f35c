import { createClient } from "@formspree/core";
import type { Page } from "@playwright/test";
import { CONSENT_FIELD, noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import { startDovecot, type Dovecot } from "../mail/dovecot";
import { headerOf, startSmtp, subjectOf, type FakeSmtp } from "../receiver/smtp";
import { signedInAccount, startAdminSite, type AdminSite, type SignedIn } from "./admin-support";
import { test, expect, waitForHydration } from "./support";

/*
 * The whole conversation through real servers (issue 40): a reply leaves through the site's SMTP
 * path to a listener on loopback; the buyer's answer, written as Gmail and Outlook write one
 * (their References, a Korean subject, a PDF), is appended to a real Dovecot that the site reads
 * with IDLE, and is on the inquiry's page once stored (IDLE's speed: tests/mail/reader.test.ts).
 * The next reply chains to it; the same answer delivered twice is stored once; an out-of-office
 * and a bounce are told as such; mail that matches nothing waits on the unmatched list until
 * staff attach it.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const SENDER = "website@hanbit.example";
const BUYER = "minjun.kim@kwater.example";

let smtp: FakeSmtp;
let dovecot: Dovecot;
let site: AdminSite;
let owner: SignedIn;
let ref = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtp();
  dovecot = await startDovecot();
  const imap = `imap://${dovecot.user}:${dovecot.password}@${dovecot.host}:${dovecot.port}/INBOX?security=none&address=${encodeURIComponent(dovecot.address)}`;
  site = await startAdminSite(
    { SMTP_URL: smtp.url, MAIL_FROM: SENDER, IMAP_URL: imap, CONFIRM_MAIL: "true" },
    { outbox: { retrySchedule: [] } },
  );
  owner = await signedInAccount(site, "owner", "owner", "김영업 과장");
});
test.afterAll(async () => {
  await site?.close();
  await dovecot?.stop();
  await smtp?.close();
});

/** The mails that reached the buyer so far, oldest first. */
const toBuyer = () => smtp.inbox.filter((m) => headerOf(m.raw, "To") === BUYER).map((m) => m.raw);
const ids = (value: string | undefined) => value?.match(/<[^>]+>/g) ?? [];
/** A header the mail must have. */
const header = (raw: string, name: string) => {
  const value = headerOf(raw, name);
  if (!value) throw new Error(`no ${name} header`);
  return value;
};

async function sendReply(page: Page, answer: string) {
  const before = toBuyer().length;
  await page.goto(`${site.origin}/admin/inquiries/${ref}`);
  await waitForHydration(page);
  const body = page.locator("#reply-body");
  await body.fill((await body.inputValue()).replace("(여기에 답변을 적어 주십시오.)", answer));
  await page.getByRole("button", { name: "답장 보내기" }).click();
  await expect.poll(() => toBuyer().length).toBe(before + 1);
  return toBuyer().at(-1)!;
}

/** The buyer's answer as Gmail writes it: multipart, base64 UTF-8, a PDF with a Korean name. */
function gmailAnswer(inReplyTo: string, references: string[], text: string) {
  const b64 = (s: string) => Buffer.from(s).toString("base64");
  const boundary = "000000000000a1b2c3062d4e5f60";
  return [
    "MIME-Version: 1.0",
    "Date: Tue, 24 Nov 2026 11:42:17 +0900",
    `References: ${references.join(" ")}`,
    `In-Reply-To: ${inReplyTo}`,
    `Message-ID: <CAHk7rP2+${Date.now()}@mail.gmail.com>`,
    `Subject: =?UTF-8?B?${b64(`Re: [${ref}] 견적 회신 - 한빛플로우컨트롤`)}?=`,
    `From: =?UTF-8?B?${b64("김민준")}?= <${BUYER}>`,
    `To: ${dovecot.address}`,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    'Content-Type: text/plain; charset="UTF-8"',
    "Content-Transfer-Encoding: base64",
    "",
    b64(
      `${text}\n\n2026년 11월 24일 (화) 오전 10:00, 한빛플로우컨트롤 <${dovecot.address}>님이 작성:\n> 견적서를 보내 드립니다.\n`,
    ),
    `--${boundary}`,
    `Content-Type: application/pdf; name="=?UTF-8?B?${b64("도면_rev2.pdf")}?="`,
    `Content-Disposition: attachment; filename="=?UTF-8?B?${b64("도면_rev2.pdf")}?="`,
    "Content-Transfer-Encoding: base64",
    "",
    b64("%PDF-1.4\n% a drawing\n"),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

test("the buyer's answer comes back into the inquiry, and the thread chains", async ({ page }) => {
  const posted = await createClient().submitForm(
    "inquiry",
    {
      companyName: "한국수자원공사 시화사업소",
      name: "김민준",
      phone: "031-8040-1234",
      email: BUYER,
      inquiry: "밸브 견적을 부탁드립니다.",
      [CONSENT_FIELD]: noticeVersion(seoulToday()),
      _lang: "ko",
    } as never,
    { endpoint: site.origin },
  );
  expect(posted.kind).toBe("success");
  ref = site.latestRef();
  await page.context().addCookies(owner.cookies);

  // The confirmation and the first reply: one thread, answered to the mailbox the site reads.
  await expect.poll(() => toBuyer().length).toBe(1);
  const confirmation = toBuyer()[0]!;
  const reply = await sendReply(page, "12대는 다음 주에 보낼 수 있습니다.");
  expect(subjectOf(reply)).toContain(`[${ref}]`);
  expect(headerOf(reply, "Reply-To")).toContain(dovecot.address);
  const confirmationId = header(confirmation, "Message-ID");
  const replyId = header(reply, "Message-ID");
  expect(replyId).not.toBe(confirmationId);
  expect(headerOf(reply, "In-Reply-To")).toBe(confirmationId);
  expect(ids(headerOf(reply, "References"))).toEqual([confirmationId]);
  expect(headerOf(confirmation, "Auto-Submitted")).toBe("auto-generated");

  // The buyer answers from Gmail; the site's reader brings it to the page.
  const raw = gmailAnswer(replyId, [confirmationId, replyId], "수량을 20개로 변경 부탁드립니다.");
  await dovecot.append(raw);
  // Waited for as stored (the server's HTML asked until it has it), not timed: that IDLE brings
  // it at once is tests/mail/reader.test.ts's check, with a poll an hour away. A 5 s bound here
  // went red at a load of 27 on two cores.
  const cookie = owner.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const inquiryPage = `${site.origin}/admin/inquiries/${ref}`;
  await expect
    .poll(
      async () =>
        (await (await fetch(inquiryPage, { headers: { cookie } })).text()).includes(
          "수량을 20개로 변경",
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  await page.goto(inquiryPage);
  const message = page.locator(".inquiry-timeline > li", { hasText: "수량을 20개로 변경" });
  await expect(message).toHaveCount(1);
  await expect(message).toContainText("도면_rev2.pdf");
  await expect(message).toContainText("구매자 메일: 김민준");
  // The quoted history is folded away, and the new words read first.
  await expect(message.locator("details")).not.toHaveAttribute("open");
  await expect(message.getByText("> 견적서를 보내 드립니다.")).toBeHidden();
  await expect(page.locator("select[name=status]")).toHaveValue("in_progress");
  // A buyer's mail on the timeline: its axe run is admin-conversation.spec.ts's (ko).

  // The next reply names the buyer's message, and all before it, in order.
  const answerId = header(raw, "Message-ID");
  const second = await sendReply(page, "20개로 견적서를 다시 보내 드립니다.");
  expect(headerOf(second, "In-Reply-To")).toBe(answerId);
  expect(ids(headerOf(second, "References"))).toEqual([confirmationId, replyId, answerId]);

  // The same answer delivered twice is stored once.
  await dovecot.append(raw);
  // The reader has handled it once it is no longer unseen in the folder it reads.
  await expect
    .poll(
      async () => {
        const imap = await dovecot.client();
        try {
          const status = await imap.status("INBOX", { unseen: true });
          return status ? status.unseen : undefined;
        } finally {
          await imap.logout();
        }
      },
      { timeout: 30_000 },
    )
    .toBe(0);
  await page.reload();
  await expect(message).toHaveCount(1);
});

test("an out-of-office and a bounce are told as such; unmatched mail can be attached", async ({
  page,
}) => {
  await page.context().addCookies(owner.cookies);
  const last = toBuyer().at(-1)!;
  await dovecot.append(
    [
      `From: ${BUYER}`,
      `To: ${dovecot.address}`,
      `Subject: =?UTF-8?B?${Buffer.from(`자동 회신: [${ref}] 견적`).toString("base64")}?=`,
      "Auto-Submitted: auto-replied",
      // An answer to the site's last mail (RFC 3834): the thread is its proof, as no
      // authserv-id is set (issue 56).
      `In-Reply-To: ${header(last, "Message-ID")}`,
      `Message-ID: <ooo-${Date.now()}@kwater.example>`,
      "Date: Tue, 24 Nov 2026 12:00:00 +0900",
      "Content-Type: text/plain; charset=UTF-8",
      "",
      "11월 30일까지 휴가입니다.",
      "",
    ].join("\r\n"),
  );
  const dsn = [
    "From: MAILER-DAEMON@mx.kwater.example (Mail Delivery System)",
    `To: ${SENDER}`,
    "Subject: Undelivered Mail Returned to Sender",
    `Message-ID: <dsn-${Date.now()}@mx.kwater.example>`,
    "Date: Tue, 24 Nov 2026 12:01:00 +0900",
    "MIME-Version: 1.0",
    'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
    "",
    "--b1",
    "Content-Type: text/plain",
    "",
    "The mail system could not deliver your message.",
    "--b1",
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; mx.kwater.example",
    "",
    `Final-Recipient: rfc822; ${BUYER}`,
    "Action: failed",
    "Status: 5.2.2",
    "Diagnostic-Code: smtp; 552 5.2.2 mailbox full",
    "",
    "--b1",
    "Content-Type: text/rfc822-headers",
    "",
    `Message-ID: ${header(last, "Message-ID")}`,
    `To: ${BUYER}`,
    "",
    "--b1--",
    "",
  ].join("\r\n");
  await dovecot.append(dsn);
  await dovecot.append(
    [
      "From: Someone Else <procurement@other.example>",
      `To: ${dovecot.address}`,
      "Subject: =?UTF-8?B?" + Buffer.from("밸브 문의").toString("base64") + "?=",
      `Message-ID: <lost-${Date.now()}@other.example>`,
      "Date: Tue, 24 Nov 2026 12:02:00 +0900",
      "Content-Type: text/plain; charset=UTF-8",
      "",
      "지난번 견적 건으로 연락드립니다.",
      "",
    ].join("\r\n"),
  );

  const timeline = page.locator(".inquiry-timeline > li");
  await expect
    .poll(
      async () => {
        await page.goto(`${site.origin}/admin/inquiries/${ref}`);
        return timeline.filter({ hasText: "전달되지 않음" }).count();
      },
      { timeout: 10_000 },
    )
    .toBe(1);
  await expect(timeline.filter({ hasText: "자동 응답 메일" })).toContainText("휴가입니다");
  await expect(timeline.filter({ hasText: "전달되지 않음" })).toContainText("mailbox full");

  // Matching nothing: on the unmatched list, then attached by its reference.
  await page.goto(`${site.origin}/admin/mail`);
  await waitForHydration(page);
  const row = page.locator("li, tr", { hasText: "밸브 문의" }).first();
  await expect(row).toBeVisible();
  // The unmatched list's axe runs are admin-unmatched-mail.spec.ts's.
  await row.getByRole("textbox").fill(ref);
  await row.getByRole("button", { name: /붙이기|연결/ }).click();
  // The attach is done when the page says so; leaving before would cancel its post.
  await expect(page.getByText(`메일을 문의 ${ref}에 연결했습니다.`)).toBeVisible();
  await page.goto(`${site.origin}/admin/inquiries/${ref}`);
  await expect(timeline.filter({ hasText: "지난번 견적 건으로" })).toContainText(
    "다른 주소에서 보냄",
  );
});
