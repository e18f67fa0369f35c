import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import type { MailboxConfig } from "../../server/mail/incoming";
import { FLOOD_PER_HOUR, NOTICE_WINDOW } from "../../server/inquiries/messages";
import { PATIENT, startReceiver, type Receiver } from "../receiver/harness";
import { VALID_INQUIRY } from "../receiver/messages-support";
import { bodyOf, headerOf, startSmtp, subjectOf, type FakeSmtp } from "../receiver/smtp";
import { startDovecot, type Dovecot } from "./dovecot";
import { deliver as deliverTo, readerConnected } from "./site-mail";

/**
 * A buyer's flood is one notice, not seven (issue 63): buyers' answers appended to a real
 * Dovecot, read by the site's own reader, and the staff notices a real SMTP server takes. The
 * site's mail clock is the test's and stands still until the test moves it: ten minutes pass
 * in a line, and the wait is for the mail, never for time.
 */

let server: Dovecot;
let smtp: FakeSmtp;
let dovecot: Dovecot;
let dir: string;
let site: Receiver;
let clock: number;
const AUTHSERV = "mx.google.com";
const SITE_URL = "https://www.hanbit.example";
const KO_OWNER = "owner@hanbit.example";
const EN_OWNER = "partner@hanbit.example";

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  [server, smtp] = await Promise.all([startDovecot(), startSmtp()]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), smtp?.close()]);
  vi.restoreAllMocks();
});

/** The site as server/start.ts sets it up: two owners, one reading Korean, one English. */
async function start() {
  const mailbox = (): MailboxConfig => ({
    host: dovecot.host,
    port: dovecot.port,
    security: "none",
    user: dovecot.user,
    password: dovecot.password,
    folder: "INBOX",
    address: "sales@hanbit.example",
    authservId: AUTHSERV,
  });
  const started = await startReceiver(
    {
      RATE_LIMIT_PER_MINUTE: "0",
      SITE_URL,
      SMTP_URL: smtp.url,
      MAIL_FROM: "website@hanbit.example",
    },
    {
      dir,
      mailbox,
      reader: { pollMs: 200, reconnectMs: { first: 100, max: 500 } },
      accounts: () => [
        { email: KO_OWNER, role: "owner", status: "active", mailLang: "ko" },
        { email: EN_OWNER, role: "owner", status: "active", mailLang: "en" },
      ],
      mailNow: () => new Date(clock),
    },
  );
  await readerConnected(started, PATIENT);
  return started;
}

beforeEach(async () => {
  clock = Date.parse("2026-11-27T01:00:00Z");
  dir = mkdtempSync(join(tmpdir(), "message-notices-"));
  dovecot = await server.mailbox();
  smtp.inbox.length = 0;
  site = await start();
});
afterEach(async () => {
  await site?.close();
  rmSync(dir, { recursive: true, force: true });
});

const MINUTE = 60_000;

function inquiry(email: string) {
  return site.store.add({ ...VALID_INQUIRY, email }, "off", new Date(clock), true);
}

let count = 0;
/** A buyer's answer as their mail program sends it and the receiving server proves it. */
function answer(from: string, ref: string) {
  count += 1;
  const domain = from.split("@")[1]!;
  return [
    `Authentication-Results: ${AUTHSERV}; dkim=pass header.i=@${domain}; dmarc=pass header.from=${domain}`,
    `From: ${from}`,
    "To: sales@hanbit.example",
    `Subject: Re: [${ref}] 견적 (${count})`,
    `Message-ID: <answer-${count}-${Date.now()}@${domain}>`,
    "Date: Fri, 27 Nov 2026 10:00:00 +0900",
    "Content-Type: text/plain; charset=utf-8",
    "",
    `Answer ${count}: one more question.`,
    "",
  ].join("\r\n");
}

const deliver = (...mails: string[]) =>
  deliverTo(site, dovecot, mails, { timeout: 100_000, interval: 25 });

/**
 * The notices about `ref` each owner received, oldest first, once each has `length`: the Korean
 * reader's and the English reader's.
 */
async function received(ref: string, length: number) {
  const of = (to: string) =>
    smtp.inbox
      .filter((mail) => mail.ref === ref && headerOf(mail.raw, "To") === to)
      .map(({ raw }) => ({ subject: subjectOf(raw), text: bodyOf(raw) }));
  await vi.waitFor(() => {
    expect(of(KO_OWNER)).toHaveLength(length);
    expect(of(EN_OWNER)).toHaveLength(length);
  }, PATIENT);
  return { ko: of(KO_OWNER), en: of(EN_OWNER) };
}

const notices = (inquiryId: number) =>
  site.store.outbox.ofInquiry(inquiryId).filter((row) => row.kind === "message");

/**
 * A notice is marked sent once the server's answer reaches the sender, after the mail arrived:
 * a test moves its clock on only then, or the mark (and the window after it) would carry the
 * next minute.
 */
const firstMarkedSent = (inquiryId: number) =>
  vi.waitFor(() => expect(notices(inquiryId)).toMatchObject([{ status: "sent" }]), PATIENT);

test("35 answers in two minutes: one notice at once, one at the window's end, after a restart", async () => {
  const buyer = "jane@buyer.example";
  const target = inquiry(buyer);
  const company = VALID_INQUIRY.companyName;

  await deliver(answer(buyer, target.ref));
  // At once, one to each owner in their language.
  expect(await received(target.ref, 1)).toMatchObject({
    ko: [{ subject: `[${target.ref}] 고객 회신 메일 도착 - ${company}` }],
    en: [{ subject: `[${target.ref}] New message from the customer – ${company}` }],
  });
  await firstMarkedSent(target.id);
  const sentAt = clock;

  // The other 34 within two minutes, read as they come.
  clock += MINUTE;
  await deliver(...Array.from({ length: 17 }, () => answer(buyer, target.ref)));
  clock += MINUTE;
  await deliver(...Array.from({ length: 17 }, () => answer(buyer, target.ref)));
  // Every answer is on the inquiry at once, up to the sender's hourly flood limit (issue 47),
  // past which they wait on the unmatched list, unnotified, as before.
  expect(site.store.messages.ofInquiry(target.id)).toHaveLength(FLOOD_PER_HOUR);
  expect(site.store.messages.unmatched()).toHaveLength(35 - FLOOD_PER_HOUR);
  // The rest wait in one notice, due at the window's end: in the database, not in a timer.
  await vi.waitFor(
    () =>
      expect(notices(target.id)).toMatchObject([
        { status: "sent", sentAt: new Date(sentAt).toISOString() },
        { status: "pending", attempts: 0, nextAt: new Date(sentAt + NOTICE_WINDOW).toISOString() },
      ]),
    PATIENT,
  );

  // Another inquiry's answer is not held by this one's window.
  const other = inquiry("kim@plant.example");
  await deliver(answer("kim@plant.example", other.ref));
  expect(await received(other.ref, 1)).toMatchObject({
    ko: [{ subject: `[${other.ref}] 고객 회신 메일 도착 - ${company}` }],
    en: [{ subject: `[${other.ref}] New message from the customer – ${company}` }],
  });
  expect(smtp.inbox.filter((mail) => mail.ref === target.ref)).toHaveLength(2);

  // The site stops; it starts again once the window is over, and sends what was held.
  await site.close();
  clock = sentAt + NOTICE_WINDOW;
  site = await start();
  const {
    ko: [, ko],
    en: [, en],
  } = await received(target.ref, 2);
  const held = FLOOD_PER_HOUR - 1;
  expect(ko!.subject).toBe(`[${target.ref}] 고객 회신 메일 ${held}통 도착 - ${company}`);
  expect(ko!.text).toContain(`새 메일 ${held}통이 도착했습니다.`);
  expect(ko!.text).toContain(`${NOTICE_WINDOW / MINUTE}분에 한 번까지만`);
  expect(ko!.text).toContain(`${SITE_URL}/admin/inquiries/${target.ref}`);
  expect(en!.subject).toBe(`[${target.ref}] ${held} new messages from the customer – ${company}`);
  expect(en!.text).toContain(`has sent ${held} new messages.`);
  expect(en!.text).toContain(`per inquiry every ${NOTICE_WINDOW / MINUTE} minutes`);
  expect(en!.text).toContain(`${SITE_URL}/en/admin/inquiries/${target.ref}`);
  // Nothing else waits: two notices in all for the 35 answers.
  await vi.waitFor(
    () => expect(notices(target.id)).toMatchObject([{}, { status: "sent" }]),
    PATIENT,
  );
  expect(site.store.outbox.nextAt("message")).toBeUndefined();
});

test("an answer at the window's end joins the held notice; after a quiet window one is told at once", async () => {
  const buyer = "lee@valves.example";
  const target = inquiry(buyer);
  await deliver(answer(buyer, target.ref));
  await received(target.ref, 1);
  await firstMarkedSent(target.id);
  const sentAt = clock;

  clock += MINUTE;
  await deliver(answer(buyer, target.ref));
  await vi.waitFor(
    () => expect(notices(target.id)).toMatchObject([{ status: "sent" }, { status: "pending" }]),
    PATIENT,
  );
  // At the window's end the next answer joins the held notice; the read wakes the outbox.
  clock = sentAt + NOTICE_WINDOW;
  await deliver(answer(buyer, target.ref));
  const {
    ko: [, ko],
    en: [, en],
  } = await received(target.ref, 2);
  expect(ko!.subject).toContain("고객 회신 메일 2통 도착");
  expect(en!.subject).toContain("2 new messages from the customer");
  // Moved on before the held notice is marked sent, the clock would date that mark (and its
  // window) a window later, and hold the next answer: CI saw it once.
  await vi.waitFor(
    () => expect(notices(target.id)).toMatchObject([{ status: "sent" }, { status: "sent" }]),
    PATIENT,
  );

  // Quiet for a whole window after that notice: the next answer is told at once, alone.
  clock = sentAt + 2 * NOTICE_WINDOW + MINUTE;
  await deliver(answer(buyer, target.ref));
  const {
    ko: [, , alone],
  } = await received(target.ref, 3);
  expect(alone!.subject).toBe(`[${target.ref}] 고객 회신 메일 도착 - ${VALID_INQUIRY.companyName}`);
  expect(site.store.messages.ofInquiry(target.id)).toHaveLength(4);
});
