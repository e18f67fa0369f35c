import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { parseImapUrl } from "../../config/settings";
import { privacyStore } from "../../server/inquiries/privacy";
import { MAILBOX_COPY_MIGRATION } from "../../server/inquiries/messages-schema";
import { SITE_FOLDER } from "../../server/mail/folders";
import type { MailboxConfig } from "../../server/mail/incoming";
import { mailboxForm } from "../../server/mail/settings";
import { PATIENT, startReceiver, type Receiver } from "../receiver/harness";
import { deliver as deliverTo, readerConnected } from "./site-mail";
import { VALID_INQUIRY } from "../receiver/messages-support";
import { startDovecot, type Dovecot } from "./dovecot";
import { refusedMail } from "../fixtures/hostile-mail";

/**
 * The mailbox follows the inquiry (issue 47, item 7), against a real Dovecot read by the site's
 * own reader (setUpInquiries): mail the site kept moves to a folder of its own, made when
 * missing, and is deleted from the mail server when its inquiry is erased or expires, or when
 * staff dismiss it; a server away at that moment gets the deletion once it is back.
 */

let server: Dovecot;
let dovecot: Dovecot;
let site: Receiver | undefined;
beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  server = await startDovecot();
});
afterAll(() => server?.stop());
beforeEach(async () => {
  dovecot = await server.mailbox();
});
afterEach(async () => {
  await site?.close();
  site = undefined;
});

/**
 * The site on this test's mailbox (its data in `dir` when given, kept), once its reader has
 * first connected (history marked).
 */
async function connect(config: Partial<MailboxConfig> = {}, dir?: string) {
  site = await startReceiver(
    { RATE_LIMIT_PER_MINUTE: "0", MAIL_FROM: "website@hanbit.example" },
    {
      mailbox: () => ({
        host: dovecot.host,
        port: dovecot.port,
        security: "none",
        user: dovecot.user,
        password: dovecot.password,
        folder: "INBOX",
        address: "sales@hanbit.example",
        authservId: AUTHSERV,
        ...config,
      }),
      reader: { pollMs: 200, reconnectMs: { first: 100, max: 500 } },
      ...(dir && { dir }),
    },
  );
  await readerConnected(site, PATIENT);
  return site;
}

const BUYER = "jane@buyer.example";
let count = 0;

/** The receiving server's name, whose verdict proves a sender's domain (issue 56). */
const AUTHSERV = "mx.hanbit.example";
/** Its verdict on a mail from a domain that publishes DMARC. */
const passed = (from: string) =>
  `Authentication-Results: ${AUTHSERV}; dmarc=pass header.from=${from.replace(/^.*@|>.*$/g, "")}`;

/**
 * A raw mail as a mail program sends it and the receiving server takes it, and its Message-ID
 * (without brackets).
 */
function mail(from: string, subject: string, body = "Twelve units, please.") {
  count += 1;
  const id = `follow-${count}-${Date.now()}@sender.example`;
  const raw = [
    passed(from),
    `From: ${from}`,
    "To: sales@hanbit.example",
    `Subject: ${subject}`,
    `Message-ID: <${id}>`,
    "Date: Thu, 26 Nov 2026 10:00:00 +0900",
    "Content-Type: text/plain; charset=utf-8",
    "",
    body,
    "",
  ].join("\r\n");
  return { id, raw };
}

/** Appends the mails on one login and waits until the site's reader stored them all. */
const deliver = (...mails: { raw: string }[]) =>
  deliverTo(
    site!,
    dovecot,
    mails.map(({ raw }) => raw),
    PATIENT,
  );

/** A folder as another mail program sees it (undefined: no such folder). */
async function folder(name: string) {
  const imap = await dovecot.client();
  try {
    const names = (await imap.list()).map((entry) => entry.path);
    if (!names.includes(name)) return undefined;
    const box = await imap.mailboxOpen(name, { readOnly: true });
    const messages = box.exists
      ? await imap.fetchAll("1:*", { uid: true, envelope: true, flags: true })
      : [];
    return {
      uidValidity: String(box.uidValidity),
      mails: messages.map((message) => ({
        uid: message.uid,
        id: message.envelope?.messageId?.replace(/^<|>$/g, ""),
        seen: Boolean(message.flags?.has("\\Seen")),
      })),
    };
  } finally {
    await imap.logout();
  }
}

/** The Message-IDs a folder holds, sorted. */
const ids = async (name: string) =>
  ((await folder(name))?.mails.map((message) => message.id) ?? []).sort();

const copies = () =>
  site!.store.database
    .prepare(
      `SELECT message, account, folder, uid_validity AS uidValidity, uid, message_id AS messageId
       FROM mailbox_copies ORDER BY id`,
    )
    .all() as {
    message: number | null;
    account: string | null;
    folder: string | null;
    uidValidity: string | null;
    uid: number | null;
    messageId: string;
  }[];

function inquiry(email = BUYER, at = new Date()) {
  return site!.store.add({ ...VALID_INQUIRY, email }, "off", at);
}

test("mail the site kept moves to its own folder, made when missing; history stays unread", async () => {
  const history = mail(BUYER, "old, unread");
  await dovecot.append(history.raw);
  await connect();
  expect(await folder(SITE_FOLDER)).toBeUndefined();

  const target = inquiry();
  const answer = mail(BUYER, `Re: [${target.ref}] quote`);
  const stranger = mail("someone@else.example", "hello");
  // Parts nested past what the parser takes: stored as "could not be read".
  count += 1;
  const deepId = `deep-${count}-${Date.now()}@buyer.example`;
  const deep = {
    id: deepId,
    raw: refusedMail([
      `From: ${BUYER}`,
      "To: sales@hanbit.example",
      `Subject: [${target.ref}] deep`,
      `Message-ID: <${deepId}>`,
    ]),
  };
  await deliver(answer, stranger, deep);
  expect(site!.store.messages.ofInquiry(target.id)).toHaveLength(1);
  expect(site!.store.messages.unmatched().map((m) => m.held ?? "none")).toEqual([
    "none",
    "unreadable",
  ]);

  // On the inquiry, waiting unmatched and unreadable alike: in the site's folder, seen.
  await vi.waitFor(
    async () => expect(await ids(SITE_FOLDER)).toEqual([answer.id, deep.id, stranger.id].sort()),
    PATIENT,
  );
  const site_ = (await folder(SITE_FOLDER))!;
  expect(site_.mails.every((message) => message.seen)).toBe(true);
  // The folder read keeps only what was there before the site connected, unread as it was.
  expect(await folder("INBOX")).toMatchObject({
    mails: [{ id: history.id, seen: false }],
  });
  // Each copy is known by its UID in the site's folder (the server's COPYUID).
  const byId = new Map(site_.mails.map((message) => [message.id, message.uid]));
  expect(copies()).toEqual(
    [answer, stranger, deep].map(({ id }) => ({
      message: expect.any(Number),
      account: `${dovecot.host}/${dovecot.user}`,
      folder: SITE_FOLDER,
      uidValidity: site_.uidValidity,
      uid: byId.get(id),
      messageId: id,
    })),
  );
});

test("erasure, retention and a dismissal delete the mail from the server", async () => {
  await connect({ siteFolder: "Website-mail" });
  const old = new Date(Date.now() - 400 * 86_400_000);
  const erased = inquiry();
  const expiring = inquiry("old@buyer.example", old);
  const kept = inquiry("kept@buyer.example");
  const first = mail(BUYER, `Re: [${erased.ref}] 1`);
  const second = mail(BUYER, `Re: [${erased.ref}] 2`);
  const expired = mail("old@buyer.example", `Re: [${expiring.ref}]`);
  const stays = mail("kept@buyer.example", `Re: [${kept.ref}]`);
  const stray = mail("stray@else.example", "an offer");
  await deliver(first, second, expired, stays, stray);
  const all = [first, second, expired, stays, stray].map((m) => m.id).sort();
  await vi.waitFor(async () => expect(await ids("Website-mail")).toEqual(all), PATIENT);
  expect(await folder(SITE_FOLDER)).toBeUndefined();

  // A server without UIDPLUS gives no UID: that copy is found again by its Message-ID.
  const db = site!.store.database;
  db.prepare("UPDATE mailbox_copies SET uid = NULL, uid_validity = NULL WHERE message_id = ?").run(
    second.id,
  );
  const privacy = privacyStore(site!.store);
  expect(privacy.erasePerson({ email: BUYER }).refs).toEqual([erased.ref]);
  await vi.waitFor(
    async () => expect(await ids("Website-mail")).toEqual([expired.id, stays.id, stray.id].sort()),
    PATIENT,
  );

  // Dismissed: off the server now, on the site until retention.
  const [waiting] = site!.store.messages.unmatched();
  expect(site!.store.messages.dismiss(waiting!.id)).toBe(true);
  await vi.waitFor(
    async () => expect(await ids("Website-mail")).toEqual([expired.id, stays.id].sort()),
    PATIENT,
  );
  expect(db.prepare("SELECT COUNT(*) FROM mail_messages").pluck().get()).toBe(3);

  // The retention period ends for the old inquiry: its mail leaves the server too.
  expect(privacy.purgeExpired({ days: 365 }).refs).toEqual([expiring.ref]);
  await vi.waitFor(async () => expect(await ids("Website-mail")).toEqual([stays.id]), PATIENT);
  await vi.waitFor(() => expect(copies()).toHaveLength(1), PATIENT);
  expect(copies()[0]).toMatchObject({ messageId: stays.id, message: expect.any(Number) });
});

test("erasure while the mail server is away completes at once; the mail goes when it is back", async () => {
  await connect();
  const target = inquiry();
  const answer = mail(BUYER, `Re: [${target.ref}]`);
  await deliver(answer);
  await vi.waitFor(async () => expect(await ids(SITE_FOLDER)).toEqual([answer.id]), PATIENT);

  await server.down();
  try {
    const erased = privacyStore(site!.store).erasePerson({ email: BUYER });
    expect(erased.refs).toEqual([target.ref]);
    // Nothing of the mail is left on the site but where to delete it: ids, no content.
    const db = site!.store.database;
    expect(db.prepare("SELECT COUNT(*) FROM mail_messages").pluck().get()).toBe(0);
    expect(copies()).toMatchObject([{ message: null, messageId: answer.id }]);
    await vi.waitFor(() => expect(site!.store.messages.copies.waiting()).toBe(1), PATIENT);
  } finally {
    await server.up();
  }
  await vi.waitFor(async () => expect(await ids(SITE_FOLDER)).toEqual([]), PATIENT);
  await vi.waitFor(() => expect(copies()).toEqual([]), PATIENT);
});

test("mail stored before the site's folder existed moves at the next look, checked by its Message-ID", async () => {
  const dir = mkdtempSync(join(tmpdir(), "mailbox-follows-"));
  try {
    const history = mail(BUYER, "old");
    await dovecot.append(history.raw);
    await connect({}, dir);
    const target = inquiry();
    const answer = mail(BUYER, `Re: [${target.ref}]`);
    const other = mail(BUYER, `Re: [${target.ref}] again`);
    await deliver(answer, other);
    await vi.waitFor(
      async () => expect(await ids(SITE_FOLDER)).toEqual([answer.id, other.id].sort()),
      PATIENT,
    );
    await site!.close();
    site = undefined;

    // As schema 11 left it: the answer back in the inbox, seen, and no copy rows; the other
    // stored under a UID that now holds the history mail (a row of another mailbox).
    const imap = await dovecot.client();
    let inboxUid = 0;
    try {
      await imap.mailboxOpen(SITE_FOLDER);
      const [uid] = (await imap.search(
        { header: { "message-id": `<${answer.id}>` } },
        {
          uid: true,
        },
      )) as number[];
      const moved = await imap.messageMove(String(uid), "INBOX", { uid: true });
      inboxUid = (moved && moved.uidMap?.get(uid!)) || 0;
    } finally {
      await imap.logout();
    }
    const inbox = (await folder("INBOX"))!;
    expect(inbox.mails.map((m) => m.id)).toEqual([history.id, answer.id]);
    const db = new Database(join(dir, "inquiries.sqlite"));
    try {
      db.transaction(() => {
        db.exec("DROP TABLE mailbox_copies");
        const key = db.prepare("UPDATE mail_messages SET mailbox_key = ? WHERE message_id = ?");
        key.run(`${inbox.uidValidity}:${inboxUid}`, answer.id);
        key.run(`${inbox.uidValidity}:1`, other.id);
        db.exec(MAILBOX_COPY_MIGRATION);
      })();
    } finally {
      db.close();
    }

    // The reader's next connection moves the mail whose Message-ID agrees, and nothing else.
    await connect({}, dir);
    await vi.waitFor(
      async () => expect(await ids(SITE_FOLDER)).toEqual([answer.id, other.id].sort()),
      PATIENT,
    );
    await vi.waitFor(
      () =>
        expect(copies()).toEqual([
          expect.objectContaining({ messageId: answer.id, folder: SITE_FOLDER }),
        ]),
      PATIENT,
    );
    expect(await folder("INBOX")).toMatchObject({ mails: [{ id: history.id, seen: false }] });
  } finally {
    await site?.close();
    site = undefined;
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the site's folder is a setting: IMAP_URL's ?site-folder=, never the folder read", () => {
  const url = "imaps://sales%40hanbit.example:pw@imap.gmail.com/INBOX";
  expect(parseImapUrl(url)).toMatchObject({ siteFolder: SITE_FOLDER });
  expect(parseImapUrl(`${url}?site-folder=Website%20mail`)).toMatchObject({
    siteFolder: "Website mail",
  });
  expect(parseImapUrl(`${url}?site-folder=inbox`)).toMatch(/site-folder/);
  expect(parseImapUrl(`${url}?site-folder=a%2A`)).toMatch(/site-folder/);
  const form = {
    host: "imap.gmail.com",
    port: "",
    security: "tls",
    user: "sales@hanbit.example",
    password: "pw",
    folder: "Answers",
    address: "sales@hanbit.example",
    authservId: "",
  };
  expect(mailboxForm.parse({ ...form, siteFolder: "" }).siteFolder).toBe(SITE_FOLDER);
  const same = mailboxForm.safeParse({ ...form, siteFolder: "Answers" });
  expect(same.error?.issues.map((issue) => issue.path)).toEqual([["siteFolder"]]);
});
