import { readFileSync } from "node:fs";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { parseImapUrl } from "../../config/settings";
import { liveContent } from "../../app/content/live.server";
import {
  FLOOD_PER_HOUR,
  NOTICE_WINDOW,
  PAGE_BODY_BYTES,
  UNMATCHED_PAGE,
} from "../../server/inquiries/messages";
import { queuedMail } from "../../server/inquiries/queued-mail";
import { createMailRoom } from "../../server/mail/room";
import type { OutgoingMail } from "../../server/mail/transport";
import { openInbox } from "../../server/inquiries/inbox";
import type { MailboxConfig } from "../../server/mail/incoming";
import { PATIENT, startReceiver, type Receiver } from "../receiver/harness";
import { deliver as deliverTo, readerConnected } from "./site-mail";
import { VALID_INQUIRY } from "../receiver/messages-support";
import { startDovecot, type Dovecot } from "./dovecot";
import { refusedMail } from "../fixtures/hostile-mail";

/**
 * Mail that comes in is hostile (issue 47): raw mails appended to a real Dovecot, read by the
 * site's own reader (setUpInquiries) into its own inquiry database. Only what proves itself goes
 * on an inquiry; the rest waits on the unmatched list naming the inquiry it claims.
 */

let server: Dovecot;
let dovecot: Dovecot;
let site: Receiver;
/** The receiving server's authserv-id, as the mailbox's settings name it: Google Workspace's. */
const AUTHSERV = "mx.google.com";
beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  server = await startDovecot();
});
afterAll(() => server?.stop());
beforeEach(async () => {
  dovecot = await server.mailbox();
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
  site = await startReceiver(
    { RATE_LIMIT_PER_MINUTE: "0", MAIL_FROM: "website@hanbit.example" },
    { mailbox, reader: { pollMs: 200, reconnectMs: { first: 100, max: 500 } } },
  );
  await readerConnected(site, PATIENT);
});
afterEach(() => site?.close());

const BUYER = "jane@buyer.example";

/** The verdict a receiving server writes on top of a mail (RFC 8601). */
const verdict = (id: string, results: string) => `Authentication-Results: ${id}; ${results}`;
/** Its verdict for a sender whose domain signs its mail and publishes DMARC. */
const passed = (domain: string) =>
  verdict(
    AUTHSERV,
    `dkim=pass header.i=@${domain}; spf=pass smtp.mailfrom=${domain}; dmarc=pass header.from=${domain}`,
  );
let count = 0;

function inquiry(email = BUYER) {
  return site.store.add({ ...VALID_INQUIRY, email }, "off", new Date(), true);
}

/**
 * A raw mail as a mail program sends it and the receiving server takes it: by default with the
 * server's verdict that the sender's domain passed DMARC, as for most mail (issue 56).
 */
function raw(fields: {
  from: string;
  subject: string;
  references?: string[];
  headers?: string[];
  body?: string;
}) {
  count += 1;
  const domain = fields.from.replace(/^.*@|>.*$/g, "").toLowerCase();
  return [
    ...(fields.headers ?? [passed(domain)]),
    `From: ${fields.from}`,
    "To: sales@hanbit.example",
    `Subject: ${fields.subject}`,
    `Message-ID: <hostile-${count}-${Date.now()}@sender.example>`,
    ...(fields.references
      ? [`In-Reply-To: ${fields.references.at(-1)}`, `References: ${fields.references.join(" ")}`]
      : []),
    "Date: Wed, 25 Nov 2026 10:00:00 +0900",
    "Content-Type: text/plain; charset=utf-8",
    "",
    fields.body ?? "Please send the invoice to ap@evil.example",
    "",
  ].join("\r\n");
}

/** Appends the mails and waits until the site's reader stored them all. */
const deliver = (...mails: (string | Buffer)[]) =>
  deliverTo(site, dovecot, mails, { timeout: 60_000, interval: 25 });

const notices = (inquiryId: number) =>
  site.store.outbox.ofInquiry(inquiryId).filter((row) => row.kind === "message");
const statusOf = (ref: string) => openInbox(site.store).detail(ref)!.status;

/** A reply staff sent: its random Message-ID, as the buyer's mail program names it. */
function sentReply(ref: string) {
  const queued = site.store.replies.queue(
    ref,
    { subject: `[${ref}] Re`, body: "Hi", to: BUYER, replyTo: "kim@hanbit.example" },
    "kim@hanbit.example",
  );
  expect(queued.result).toBe("queued");
  const id = site.store.idOf(ref)!;
  const [replyId] = site.store.replies.states(id).keys();
  return site.store.threadIds.reply(replyId!, "website@hanbit.example")!;
}

test("a subject's reference or the buyer's domain is no proof: the mail waits, nothing reopens", async () => {
  const target = inquiry();
  openInbox(site.store).setStatus(target.ref, "closed", 0, "kim@hanbit.example");
  await deliver(
    raw({ from: "Mallory <mallory@evil.example>", subject: `Re: [${target.ref}] invoice` }),
    raw({ from: "other@buyer.example", subject: `Re: [${target.ref}] 견적` }),
  );
  expect(site.store.messages.ofInquiry(target.id)).toEqual([]);
  expect(statusOf(target.ref)).toBe("closed");
  expect(notices(target.id)).toEqual([]);
  expect(site.store.messages.unmatched()).toMatchObject([
    { sender: "mallory@evil.example", held: "unproven", claimedRef: target.ref },
    { sender: "other@buyer.example", held: "unproven", claimedRef: target.ref },
  ]);

  // The buyer's exact address goes on, reopens and notifies.
  await deliver(raw({ from: `Jane <${BUYER.toUpperCase()}>`, subject: `Re: [${target.ref}]` }));
  expect(site.store.messages.ofInquiry(target.id)).toMatchObject([
    { sender: BUYER, otherSender: false },
  ]);
  expect(statusOf(target.ref)).toBe("in_progress");
  expect(notices(target.id)).toHaveLength(1);
});

test("a reply naming the site's random Message-ID goes on; a guessable old one does not", async () => {
  const target = inquiry();
  const replyId = sentReply(target.ref);
  // The confirmation's id as mails had them before schema 8 (the reference and the time in ms),
  // as an upgraded database keeps it: anyone can write one.
  const legacy = `confirmation-${target.ref}-1764032400000`;
  const changed = site.store.database
    .prepare("UPDATE inquiry_mail_ids SET local = ? WHERE inquiry_id = ? AND reply_id IS NULL")
    .run(legacy, target.id).changes;
  expect(changed).toBe(1);
  await deliver(
    raw({ from: "colleague@partner.example", subject: "Re: quote", references: [replyId] }),
    raw({
      from: "mallory@evil.example",
      subject: "Re: quote",
      references: [`<${legacy}@hanbit.example>`],
    }),
  );
  expect(site.store.messages.ofInquiry(target.id)).toMatchObject([
    { sender: "colleague@partner.example", otherSender: true },
  ]);
  expect(site.store.messages.unmatched()).toMatchObject([{ sender: "mallory@evil.example" }]);
});

test("staff attach a waiting mail and may trust its address for that inquiry alone", async () => {
  const target = inquiry();
  const other = inquiry("someone@else.example");
  await deliver(raw({ from: "boss@buyer.example", subject: `[${target.ref}] PO` }));
  const [waiting] = site.store.messages.unmatched();
  expect(site.store.messages.attach(waiting!.id, target.ref, new Date(), true)).toBe("attached");
  // Attached by staff: on the timeline, no notice by mail.
  expect(site.store.messages.ofInquiry(target.id)).toMatchObject([
    { sender: "boss@buyer.example", otherSender: false },
  ]);
  expect(notices(target.id)).toEqual([]);
  // Trusted for that inquiry: the next one goes on by itself, and is notified.
  await deliver(
    raw({ from: "boss@buyer.example", subject: `Re: [${target.ref}] PO` }),
    raw({ from: "boss@buyer.example", subject: `Re: [${other.ref}]` }),
  );
  expect(site.store.messages.ofInquiry(target.id)).toHaveLength(2);
  expect(notices(target.id)).toHaveLength(1);
  expect(site.store.messages.ofInquiry(other.id)).toEqual([]);
  expect(site.store.messages.unmatched()).toMatchObject([
    { held: "unproven", claimedRef: other.ref },
  ]);
});

test("a delivery report counts only through the Message-ID of the mail it reports on", async () => {
  const target = inquiry();
  const replyId = sentReply(target.ref);
  const report = (reported: string, subject: string) =>
    [
      "From: Mail Delivery System <MAILER-DAEMON@mx.evil.example>",
      "To: sales@hanbit.example",
      `Subject: ${subject}`,
      `Message-ID: <dsn-${++count}@mx.evil.example>`,
      "Date: Wed, 25 Nov 2026 10:00:00 +0900",
      "MIME-Version: 1.0",
      'Content-Type: multipart/report; report-type=delivery-status; boundary="b"',
      "",
      "--b",
      "Content-Type: text/plain",
      "",
      "The mail could not be delivered.",
      "--b",
      "Content-Type: message/delivery-status",
      "",
      "Reporting-MTA: dns; mx.evil.example",
      "",
      `Final-Recipient: rfc822; ${BUYER}`,
      "Action: failed",
      "Status: 5.1.1",
      "Diagnostic-Code: smtp; 550 5.1.1 user unknown",
      "--b",
      "Content-Type: text/rfc822-headers",
      "",
      `Message-ID: ${reported}`,
      `Subject: [${target.ref}] Re`,
      "--b--",
      "",
    ].join("\r\n");
  // A forged one: the reference in the subject, an id the site never sent.
  await deliver(report("<made-up@hanbit.example>", `Undelivered Mail [${target.ref}]`));
  const [replyEvent] = site.store.replies.states(target.id).keys();
  expect(site.store.replies.states(target.id).get(replyEvent!)!.bouncedAt).toBeUndefined();
  expect(site.store.messages.ofInquiry(target.id)).toEqual([]);
  expect(site.store.messages.unmatched()).toMatchObject([
    { kind: "bounce", claimedRef: target.ref },
  ]);
  // The real one names the reply's Message-ID.
  await deliver(report(replyId, "Undelivered Mail Returned to Sender"));
  expect(site.store.replies.states(target.id).get(replyEvent!)!.bouncedAt).toBeTruthy();
  expect(site.store.messages.ofInquiry(target.id)).toMatchObject([{ kind: "bounce" }]);
});

test("mail from the site's own sending address or mailbox is never taken as a buyer's", async () => {
  // A buyer who typed the site's own address (or a forger) and the thread's id: still held.
  const target = inquiry("website@hanbit.example");
  const replyId = sentReply(target.ref);
  await deliver(
    raw({ from: "website@hanbit.example", subject: `Re: [${target.ref}]`, references: [replyId] }),
    raw({ from: "Sales <SALES@hanbit.example>", subject: `Re: [${target.ref}]` }),
  );
  expect(site.store.messages.ofInquiry(target.id)).toEqual([]);
  expect(notices(target.id)).toEqual([]);
  expect(site.store.messages.unmatched()).toMatchObject([
    { held: "own-address", claimedRef: target.ref },
    { held: "own-address", claimedRef: target.ref },
  ]);
});

test("the receiving server's failed verdict holds a mail out of every inquiry; others' are ignored", async () => {
  const target = inquiry();
  const replyId = sentReply(target.ref);
  const subject = `Re: [${target.ref}] 계좌 변경`;
  await deliver(
    // DMARC failed: a forged From of the buyer's exact address, even naming the thread.
    raw({
      from: BUYER,
      subject,
      references: [replyId],
      headers: [
        verdict(
          AUTHSERV,
          "spf=fail smtp.mailfrom=evil.example; dkim=none; dmarc=fail (p=NONE) header.from=buyer.example",
        ),
      ],
    }),
    // SPF failed and no DKIM pass; a claim of the same authserv-id below ours counts for nothing.
    raw({
      from: BUYER,
      subject,
      headers: [
        verdict(
          AUTHSERV,
          "spf=fail (sender not permitted; dmarc=pass) smtp.mailfrom=buyer.example",
        ),
        verdict(AUTHSERV, "spf=pass; dkim=pass; dmarc=pass"),
      ],
    }),
  );
  expect(site.store.messages.ofInquiry(target.id)).toEqual([]);
  expect(notices(target.id)).toEqual([]);
  expect(site.store.messages.unmatched()).toMatchObject([
    { held: "not-verified", claimedRef: target.ref },
    { held: "not-verified", claimedRef: target.ref },
  ]);

  await deliver(
    // SPF failed but DKIM passed (a forwarder): verified.
    raw({
      from: BUYER,
      subject,
      headers: [verdict(AUTHSERV, "spf=fail; dkim=pass header.d=buyer.example; dmarc=pass")],
    }),
    // Another server's verdict, whatever it says, is the sender's own claim: ignored, its
    // failure below our pass as its pass alone (then nothing proves the sender).
    raw({
      from: BUYER,
      subject,
      headers: [passed("buyer.example"), verdict("mx.evil.example", "spf=fail; dmarc=fail")],
    }),
    raw({
      from: BUYER,
      subject: `${subject} 2`,
      headers: [verdict("mx.evil.example", "dkim=pass header.d=buyer.example; dmarc=pass")],
    }),
  );
  expect(site.store.messages.ofInquiry(target.id)).toHaveLength(2);
  expect(site.store.messages.unmatched()).toHaveLength(3);
  expect(site.store.messages.unmatched()[2]).toMatchObject({
    subject: `${subject} 2`,
    held: "not-verified",
  });
});

/** A raw mail as Gmail delivered it (tests/fixtures/mail), its subject naming `ref`. */
function received(name: string, ref: string, edit = (text: string) => text) {
  const text = edit(readFileSync(new URL(`../fixtures/mail/${name}`, import.meta.url), "latin1"));
  const subject = Buffer.from(`Re: [${ref}] 견적 문의에 답변 드립니다`).toString("base64");
  return Buffer.from(
    text.replace(/^Subject: .*$/m, `Subject: =?UTF-8?B?${subject}?=`).replace(/\r?\n/g, "\r\n"),
    "latin1",
  );
}

test("issue 56: a DKIM pass of another domain is no proof of the buyer's address", async () => {
  const forged = inquiry("minjun.kim@acme.co.kr");
  const genuine = inquiry("minjun.kim@naver.com");
  openInbox(site.store).setStatus(forged.ref, "closed", 0, "kim@hanbit.example");
  await deliver(
    // spf=fail; dkim=pass header.i=@evil.example; dmarc=none, and passes the forger wrote below.
    received("received-gmail-forged-dkim.eml", forged.ref),
    // The same with SPF soft-failed: no failure to hold it, and still nothing proves the buyer.
    received("received-gmail-forged-dkim.eml", forged.ref, (text) =>
      text.replaceAll("spf=fail", "spf=softfail").replace("4411@", "4412@"),
    ),
    // The Naver buyer's own reply: DMARC passed for naver.com.
    received("received-gmail-from-naver.eml", genuine.ref),
  );
  expect(site.store.messages.ofInquiry(forged.id)).toEqual([]);
  expect(statusOf(forged.ref)).toBe("closed");
  expect(notices(forged.id)).toEqual([]);
  expect(site.store.messages.unmatched()).toMatchObject([
    { sender: "minjun.kim@acme.co.kr", held: "not-verified", claimedRef: forged.ref },
    { sender: "minjun.kim@acme.co.kr", held: "not-verified", claimedRef: forged.ref },
  ]);
  expect(site.store.messages.unmatched()[0]!.body).toContain("새 계좌");
  expect(site.store.messages.ofInquiry(genuine.id)).toMatchObject([
    {
      sender: "minjun.kim@naver.com",
      body: "수량을 20개로 변경 부탁드립니다.",
      otherSender: false,
    },
  ]);
  expect(notices(genuine.id)).toHaveLength(1);
});

test("IMAP_URL names the receiving server's authserv-id", () => {
  const url = "imaps://sales%40hanbit.example:pw@imap.gmail.com/INBOX";
  expect(parseImapUrl(`${url}?authserv-id=MX.Google.com`)).toMatchObject({
    authservId: "mx.google.com",
  });
  expect(parseImapUrl(url)).not.toHaveProperty("authservId");
  expect(parseImapUrl(`${url}?authserv-id=a%20b`)).toMatch(/authserv-id/);
});

test("a mail that breaks the parser is kept raw as unreadable, and the next one is read", async () => {
  const target = inquiry();
  // Parts nested 1,200 deep: mailparser's MIME splitter refuses a message past 1,000.
  const deep = refusedMail([
    passed("buyer.example"),
    `From: ${BUYER}`,
    "To: sales@hanbit.example",
    `Subject: [${target.ref}] deep`,
    `Message-ID: <deep-${Date.now()}@buyer.example>`,
  ]);
  await deliver(deep, raw({ from: BUYER, subject: `Re: [${target.ref}] next` }));
  expect(site.store.messages.ofInquiry(target.id)).toMatchObject([
    { subject: `Re: [${target.ref}] next` },
  ]);
  const [held] = site.store.messages.unmatched();
  expect(held).toMatchObject({
    held: "unreadable",
    sender: BUYER,
    subject: `[${target.ref}] deep`,
  });
  const file = site.store.messages.file(held!.files[0]!.id)!;
  expect(file.name).toMatch(/\.eml$/);
  expect(readFileSync(file.path, "latin1")).toBe(deep);
  // Both seen: neither is fetched again.
  const imap = await dovecot.client();
  try {
    await imap.mailboxOpen("INBOX", { readOnly: true });
    const unseen = await imap.search({ seen: false }, { uid: true });
    expect(unseen).toEqual([]);
  } finally {
    await imap.logout();
  }
});

test("bidi and other format characters leave names, subjects and file names", async () => {
  const target = inquiry();
  const b64 = (text: string) => Buffer.from(text).toString("base64");
  const mail = [
    passed("buyer.example"),
    `From: =?UTF-8?B?${b64("Jane\u202E enyuB")}?= <${BUYER}>`,
    "To: sales@hanbit.example",
    `Subject: =?UTF-8?B?${b64(`[${target.ref}] invoice\u2066 due\u200B`)}?=`,
    `Message-ID: <bidi-${Date.now()}@buyer.example>`,
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="b"',
    "",
    "--b",
    "Content-Type: text/plain; charset=utf-8",
    "",
    "See \u202Eattached.",
    "--b",
    "Content-Type: application/octet-stream",
    `Content-Disposition: attachment; filename*=UTF-8''${encodeURIComponent("invoice\u202Efdp.exe")}`,
    "Content-Transfer-Encoding: base64",
    "",
    b64("MZ"),
    "--b--",
    "",
  ].join("\r\n");
  await deliver(mail);
  const [message] = site.store.messages.ofInquiry(target.id);
  expect(message).toMatchObject({
    senderName: "Jane enyuB",
    subject: `[${target.ref}] invoice due`,
    body: "See attached.",
    files: [{ name: "invoicefdp.exe" }],
  });
});

/** The staff notices a mail room would send at `at`, from `from`, with the mailbox `mailbox`. */
async function sendNotices(
  from: string,
  mailbox = "sales@hanbit.example",
  at = new Date(Date.now() + 1_000),
) {
  const sent: OutgoingMail[] = [];
  const room = createMailRoom({
    sender: () => ({ from, send: async (mail) => void sent.push(mail) }),
    siteUrl: "https://www.hanbit.example",
    company: () => liveContent().company,
    mailbox: () => mailbox,
    staffTo: () => [],
    accounts: () => [
      { email: "owner@hanbit.example", role: "owner", status: "active", mailLang: "ko" },
    ],
  });
  for (;;) {
    const claim = site.store.outbox.claimDue("message", at, 60_000);
    if (!claim) return sent;
    await queuedMail(site.store, room).message(claim);
    site.store.outbox.sent(claim);
  }
}

test("one notice waits per inquiry and names how many mails came; it never asks for an answer in the mailbox", async () => {
  const target = inquiry();
  await deliver(
    raw({ from: BUYER, subject: `Re: [${target.ref}] 1` }),
    raw({ from: BUYER, subject: `Re: [${target.ref}] 2` }),
    raw({ from: BUYER, subject: `Re: [${target.ref}] 3` }),
  );
  expect(site.store.messages.ofInquiry(target.id)).toHaveLength(3);
  expect(notices(target.id)).toHaveLength(1);
  const [notice] = await sendNotices("website@hanbit.example");
  expect(notice!.subject).toContain("고객 회신 메일 3통 도착");
  expect(notice!.headers?.["Auto-Submitted"]).toBe("auto-generated");
  expect(notice!.replyTo).toBe("website@hanbit.example");

  // Sent: the next mail makes a new notice, of one mail, due when the notice's window ends
  // (issue 63); the site sending from the mailbox's own address still puts no Reply-To of the
  // mailbox on it.
  await deliver(raw({ from: BUYER, subject: `Re: [${target.ref}] 4` }));
  expect(await sendNotices("sales@hanbit.example")).toEqual([]);
  const windowEnd = new Date(Date.now() + NOTICE_WINDOW + 1_000);
  const [next] = await sendNotices("sales@hanbit.example", undefined, windowEnd);
  expect(next!.subject).toMatch(/고객 회신 메일 도착 - /);
  expect(next!.replyTo).toBe("owner@hanbit.example");
});

test(`more than ${FLOOD_PER_HOUR} mails an hour from one sender are held, unnotified`, async () => {
  const target = inquiry();
  const flood = Array.from({ length: FLOOD_PER_HOUR + 2 }, (_, i) =>
    raw({ from: BUYER, subject: `Re: [${target.ref}] ${i}` }),
  );
  // One more within the flood whose verdict failed: it keeps the graver reason.
  const forged = raw({
    from: BUYER,
    subject: `Re: [${target.ref}] forged`,
    headers: [verdict(AUTHSERV, "spf=fail; dmarc=fail")],
  });
  await deliver(...flood, forged);
  expect(site.store.messages.ofInquiry(target.id)).toHaveLength(FLOOD_PER_HOUR);
  expect(site.store.messages.unmatched()).toMatchObject([
    { held: "flood", claimedRef: target.ref },
    { held: "flood", claimedRef: target.ref },
    { held: "not-verified", claimedRef: target.ref },
  ]);
  expect(notices(target.id)).toHaveLength(1);
});

test("a body over 256 KB is cut on the page, whole in its .eml; the unmatched list pages", async () => {
  const target = inquiry();
  // 300 KB of Korean (3 bytes a character): the cut falls inside characters, never breaks one.
  const long = "가나다라마바사아자차카타파하 ".repeat(7_000);
  await deliver(raw({ from: BUYER, subject: `Re: [${target.ref}] long`, body: long }));
  const [message] = site.store.messages.ofInquiry(target.id);
  expect(message!.cut).toBe(true);
  expect(Buffer.byteLength(message!.body)).toBeLessThanOrEqual(PAGE_BODY_BYTES);
  expect(Buffer.byteLength(message!.body)).toBeGreaterThan(PAGE_BODY_BYTES - 4);
  expect(long.startsWith(message!.body)).toBe(true);
  const eml = message!.files.find((file) => file.name.endsWith(".eml"))!;
  const whole = readFileSync(site.store.messages.file(eml.id)!.path);
  expect(whole.toString("utf8")).toContain(long.trim());

  for (let uid = 1; uid <= UNMATCHED_PAGE + 1; uid++) {
    await site.store.messages.receive({
      key: { uidValidity: "77", uid },
      references: [],
      subject: `stray ${uid}`,
      from: { address: `stray${uid}@nowhere.example` },
      date: new Date().toISOString(),
      text: "hello",
      kind: "message",
      attachments: [],
    });
  }
  expect(site.store.messages.unmatched()).toHaveLength(UNMATCHED_PAGE);
  expect(site.store.messages.unmatched(2)).toMatchObject([
    { subject: `stray ${UNMATCHED_PAGE + 1}` },
  ]);
});

test("a mailbox with history: only mail that arrives after the first connection is read", async () => {
  // A sales mailbox in use for years: an unread mail and a read one before the site connects.
  const history = await server.mailbox();
  await history.append(raw({ from: BUYER, subject: "old, unread" }));
  await history.append(raw({ from: BUYER, subject: "old, read" }), "INBOX", ["\\Seen"]);
  const other = await startReceiver(
    { RATE_LIMIT_PER_MINUTE: "0", MAIL_FROM: "website@hanbit.example" },
    {
      mailbox: () => ({
        host: history.host,
        port: history.port,
        security: "none",
        user: history.user,
        password: history.password,
        folder: "INBOX",
        address: "sales@hanbit.example",
      }),
      reader: { pollMs: 200, reconnectMs: { first: 100, max: 500 } },
    },
  );
  try {
    const db = other.store.database;
    const start = () => db.prepare("SELECT first_uid FROM mailbox_start").pluck().all();
    await vi.waitFor(() => expect(start()).toEqual([2]), { timeout: 60_000, interval: 25 });
    await history.append(raw({ from: BUYER, subject: "new" }));
    const subjects = () => db.prepare("SELECT subject FROM mail_messages").pluck().all();
    await vi.waitFor(() => expect(subjects()).toEqual(["new"]), { timeout: 60_000, interval: 25 });
    // The history stays where it was, unread as it was.
    const imap = await history.client();
    try {
      await imap.mailboxOpen("INBOX", { readOnly: true });
      expect(await imap.search({ seen: false }, { uid: true })).toEqual([1]);
    } finally {
      await imap.logout();
    }
  } finally {
    await other.close();
  }
});
