import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { homeData } from "../../app/admin/home/home.server";
import { inboxWord } from "../../app/admin/frame/inbox-words";
import { MessageEntry } from "../../app/admin/inquiries/MessageEntry";
import { createStaffServices, type StaffServices } from "../../server/admin/services";
import { openInbox } from "../../server/inquiries/inbox";
import { privacyStore } from "../../server/inquiries/privacy";
import type { MailboxConfig } from "../../server/mail/incoming";
import { startReceiver, type Receiver } from "../receiver/harness";
import { deliver as deliverTo, readerConnected } from "./site-mail";
import { VALID_INQUIRY } from "../receiver/messages-support";
import { QUICK_PASSWORDS } from "../staff-support";
import { startDovecot, type Dovecot } from "./dovecot";

/**
 * The mail files' quota (issue 47, item 3): mails appended to a real Dovecot, read by the site's
 * own reader into its own database, with MAIL_FILES_QUOTA_MB set to 10 KB. Under the quota the
 * attachments are files; past it the mail is stored with each one only named; the owner's home
 * warns from 80% and says at 100% that new attachments are no longer kept.
 */

const QUOTA = 10_000;
let server: Dovecot;
let dovecot: Dovecot;
let site: Receiver;
let staff: StaffServices;
let dir: string;

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  server = await startDovecot();
});
afterAll(() => server?.stop());

const mailbox = (): MailboxConfig => ({
  host: dovecot.host,
  port: dovecot.port,
  security: "none",
  user: dovecot.user,
  password: dovecot.password,
  folder: "INBOX",
  address: "sales@hanbit.example",
  authservId: "mx.hanbit.example",
});
/** The site on its data folder, kept across a restart. */
const start = () =>
  startReceiver(
    {
      RATE_LIMIT_PER_MINUTE: "0",
      MAIL_FROM: "website@hanbit.example",
      MAIL_FILES_QUOTA_MB: "0.01",
    },
    {
      dir: join(dir, "data"),
      mailbox,
      reader: { pollMs: 200, reconnectMs: { first: 100, max: 500 } },
    },
  );

beforeEach(async () => {
  dovecot = await server.mailbox();
  dir = mkdtempSync(join(tmpdir(), "quota-"));
  mkdirSync(join(dir, "data"));
  site = await start();
  await readerConnected(site, { timeout: 60_000, interval: 25 });
  staff = createStaffServices({
    file: join(dir, "staff.sqlite"),
    siteOrigin: "http://localhost:3000",
    trustProxy: false,
    auditRetentionDays: 730,
    attemptsPerMinute: 1000,
    passwordCost: QUICK_PASSWORDS,
  });
});
afterEach(async () => {
  await site?.close();
  staff?.close();
  rmSync(dir, { recursive: true, force: true });
});

const BUYER = "jane@buyer.example";
let count = 0;

/** A buyer's mail with attachments of these sizes (bytes as written, whatever it declares). */
function withFiles(
  ref: string,
  files: { name: string; size: number }[],
  body = "Drawing attached",
) {
  count += 1;
  return [
    // The receiving server proved the buyer's domain (issue 56).
    "Authentication-Results: mx.hanbit.example; dmarc=pass header.from=buyer.example",
    `From: Jane <${BUYER}>`,
    "To: sales@hanbit.example",
    `Subject: Re: [${ref}] drawings`,
    `Message-ID: <quota-${count}-${Date.now()}@buyer.example>`,
    "Date: Wed, 25 Nov 2026 10:00:00 +0900",
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="b"',
    "",
    "--b",
    "Content-Type: text/plain; charset=utf-8",
    "",
    body,
    ...files.flatMap((file) => [
      "--b",
      "Content-Type: application/pdf",
      // A size the sender declares is never what is counted.
      `Content-Disposition: attachment; filename="${file.name}"; size=1`,
      "Content-Transfer-Encoding: base64",
      "",
      ...(Buffer.alloc(file.size, 0x25)
        .toString("base64")
        .match(/.{1,76}/g) ?? []),
    ]),
    "--b--",
    "",
  ].join("\r\n");
}

/** Appends the mails and waits until the site's reader stored them all. */
const deliver = (...mails: string[]) =>
  deliverTo(site, dovecot, mails, { timeout: 60_000, interval: 25 });

/** The bytes of the mail files folder, as the disk has them. */
function onDisk() {
  const folder = site.store.messages.filesDir;
  return readdirSync(folder).reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);
}

/** The owner's home as /admin's loader makes it (app/admin/home/home.server.ts). */
async function home(role: "owner" | "staff", lang: "ko" | "en" = "ko") {
  const email = `${role}-${lang}@hanbit.example`;
  const account =
    staff.accounts.list().find((one) => one.email === email) ??
    staff.accounts.invite(email, role).account;
  const context = {
    staff: { services: staff, address: "127.0.0.1", secure: false, csrf: "x" },
    inquiries: {
      store: site.store,
      inbox: openInbox(site.store),
      replies: { on: () => false, wake() {} },
    },
  } as unknown as AppLoadContext;
  const path = lang === "en" ? "/en/admin" : "/admin";
  return homeData(new Request(`http://localhost:3000${path}`), context, account);
}

const files = (id: number) =>
  site.store.messages.ofInquiry(id).map((m) => m.files.map((f) => f.name));
const notKept = (id: number) => site.store.messages.ofInquiry(id).map((m) => m.notKept);

test("under the quota attachments are kept; past it the text is kept and each file is a note", async () => {
  const target = site.store.add({ ...VALID_INQUIRY, email: BUYER }, "off", new Date(), true);

  await deliver(withFiles(target.ref, [{ name: "a.pdf", size: 6_000 }]));
  expect(site.store.messages.filesUse()).toEqual({ used: 6_000, quota: QUOTA });
  // 60%: no warning yet.
  expect((await home("owner")).mailFiles).toBeUndefined();

  await deliver(withFiles(target.ref, [{ name: "b.pdf", size: 3_000 }]));
  expect(site.store.messages.filesUse().used).toBe(9_000);
  // From 80%: how much of how much, and what to do.
  const near = (await home("owner")).mailFiles!;
  expect(near.full).toBe(false);
  expect(near.text).toContain("한도 10 KB 가운데 9 KB(90%)");
  expect(near.text).toContain("MAIL_FILES_QUOTA_MB");
  expect(near.text).toContain("개인정보 파기");
  // Owners only.
  expect((await home("staff")).mailFiles).toBeUndefined();

  // Still under it: c.pdf is written (the total passes the quota by that one file); d.pdf is not.
  await deliver(
    withFiles(target.ref, [
      { name: "c.pdf", size: 3_000 },
      { name: "d.pdf", size: 500 },
    ]),
  );
  // Past it: the mail is stored, its text and a note for each file; a long body's .eml too.
  await deliver(
    withFiles(target.ref, [{ name: "도면.pdf", size: 2_000_000 }], "x".repeat(300 * 1024)),
  );
  expect(files(target.id)).toEqual([["a.pdf"], ["b.pdf"], ["c.pdf"], []]);
  const [, , third, fourth] = site.store.messages.ofInquiry(target.id);
  expect(third!.notKept).toEqual([{ name: "d.pdf", size: 500 }]);
  expect(fourth!.body).toMatch(/^x+$/);
  expect(fourth!.notKept).toEqual([
    { name: "도면.pdf", size: 2_000_000 },
    { name: expect.stringMatching(/^message-\d+\.eml$/), size: expect.any(Number) },
  ]);
  expect(fourth!.notKept[1]!.size).toBeGreaterThan(300 * 1024);
  // What is counted is what the disk holds, never a declared size.
  expect(site.store.messages.filesUse().used).toBe(12_000);
  expect(onDisk()).toBe(12_000);

  // Staff see the note where the attachments are (the inquiry's timeline).
  const w = (key: Parameters<typeof inboxWord>[1], vars?: Record<string, string | number>) =>
    inboxWord("ko", key, vars);
  const entry = renderToString(
    createElement(MessageEntry, { message: fourth!, w, fileHref: (id) => `/f/${id}` }),
  ).replaceAll("<!-- -->", "");
  expect(entry).toContain(
    "첨부 파일 &#x27;도면.pdf&#x27; (2.0 MB): 메일 파일 저장 공간의 한도를 넘어 보관하지 않았습니다.",
  );
  expect(entry).not.toContain("href");
  expect(inboxWord("en", "message_not_kept", { name: "d.pdf", size: "1 KB" })).toBe(
    "Attachment 'd.pdf' (1 KB) was not kept: the mail files are past their space limit. The original mail stays in the mailbox, in the site's folder.",
  );

  // At 100%: the owner is told new attachments are no longer kept, in both languages.
  const full = (await home("owner")).mailFiles!;
  expect(full.full).toBe(true);
  expect(full.text).toContain("한도 10 KB를 다 썼습니다(12 KB)");
  expect(full.text).toContain("더 이상 보관하지 않고");
  expect((await home("owner", "en")).mailFiles!.text).toContain(
    "New mail's attachments are no longer kept",
  );

  // Counted from the database's rows: a restart counts the same.
  await site.close();
  site = await start();
  expect(site.store.messages.filesUse()).toEqual({ used: 12_000, quota: QUOTA });

  // Erasing the inquiry frees its files: the warning goes, and attachments are kept again.
  privacyStore(site.store).erasePerson({ email: BUYER });
  expect(site.store.messages.filesUse().used).toBe(0);
  expect(onDisk()).toBe(0);
  expect((await home("owner")).mailFiles).toBeUndefined();
  const again = site.store.add({ ...VALID_INQUIRY, email: BUYER }, "off", new Date(), true);
  await deliver(withFiles(again.ref, [{ name: "e.pdf", size: 1_000 }]));
  expect(files(again.id)).toEqual([["e.pdf"]]);
  expect(notKept(again.id)).toEqual([[]]);
});

test("past the quota, an unmatched mail's attachments are notes on the unmatched list", async () => {
  await deliver(withFiles("HF-20261124-999999", [{ name: "big.pdf", size: 12_000 }]));
  await deliver(withFiles("HF-20261124-999999", [{ name: "late.pdf", size: 100 }]));
  expect(site.store.messages.unmatched()).toMatchObject([
    { files: [{ name: "big.pdf", size: 12_000 }], notKept: [] },
    { files: [], notKept: [{ name: "late.pdf", size: 100 }], body: "Drawing attached" },
  ]);
});
