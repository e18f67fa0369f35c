import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { liveContent } from "../../app/content/live.server";
import { digestDue, startDigest } from "../../server/inquiries/digest";
import { responseOf, type DigestRow } from "../../server/inquiries/inbox";
import { queuedMail } from "../../server/inquiries/queued-mail";
import { openStore, type InquiryStore } from "../../server/inquiries/store";
import { deliver } from "../../server/mail/outbox/runner";
import { digest } from "../../server/mail/kinds/digest";
import type { MailAccount } from "../../server/mail/kinds/kind";
import { createMailRoom, type MailRoom } from "../../server/mail/room";

const at = (seoul: string) => Date.parse(`${seoul}+09:00`);
const NOW = at("2027-02-10T08:30");
const row = (ref: string, received: string, assignee?: string): DigestRow => {
  const base = { ref, createdAt: new Date(at(received)).toISOString(), status: "new" as const };
  return {
    ...base,
    companyName: `회사 ${ref}`,
    ...(assignee && { assignee }),
    response: responseOf(base, NOW),
  };
};
const ACCOUNTS: MailAccount[] = [
  { email: "owner@hanbit.example", role: "owner", status: "active" },
  { email: "kim@hanbit.example", role: "staff", status: "active" },
  { email: "lee@hanbit.example", role: "staff", status: "active" },
  { email: "gone@hanbit.example", role: "staff", status: "disabled" },
];
const ROWS = [
  row("HF-1", "2027-02-05T10:00", "kim@hanbit.example"), // due at 10:00: not overdue at 08:30
  row("HF-2", "2027-02-04T10:00", "kim@hanbit.example"), // due on Friday: overdue
  row("HF-3", "2027-02-09T20:00"),
  row("HF-4", "2027-02-08T09:00", "gone@hanbit.example"),
];

/** Each account's digest as the kind composes it when it is sent (an empty one is no mail). */
function digestMails(rows: DigestRow[], accounts: MailAccount[], siteUrl: string, day: string) {
  const context = {
    siteUrl,
    from: "site@hanbit.example",
    company: liveContent().company,
    staffTo: [],
    accounts,
  };
  return accounts.flatMap((account) =>
    digest.compose({ account, day, rows, local: `hf-digest-${account.email}` }, context),
  );
}

describe("the digest's recipients", () => {
  it("gives each assignee their own, owners the unassigned, nobody an empty mail", () => {
    const mails = digestMails(ROWS, ACCOUNTS, "https://www.example.test", "2027-02-10");
    expect(mails.map((mail) => mail.to)).toEqual([
      ["owner@hanbit.example"],
      ["kim@hanbit.example"],
    ]);
    // Staff mail: an answer goes to the sending address, never to a buyer.
    expect(mails.map((mail) => mail.replyTo)).toEqual([
      "site@hanbit.example",
      "site@hanbit.example",
    ]);
    const [owner, kim] = mails;
    // A disabled assignee's inquiry counts as unassigned.
    expect(owner!.subject).toBe("[문의 요약] 2027. 2. 10. 미배정 2건");
    expect(owner!.text).toContain("HF-3");
    expect(owner!.text).toContain("HF-4");
    expect(owner!.text).not.toContain("HF-1");
    expect(kim!.subject).toBe("[문의 요약] 2027. 2. 10. 담당 2건 (기한 초과 1건)");
    expect(kim!.text).toContain("- [기한 초과] HF-2 회사 HF-2 · 접수 2027. 2. 4. 10:00");
    expect(kim!.text).toContain("- HF-1 회사 HF-1");
    expect(kim!.text).toContain("https://www.example.test/admin/inquiries/HF-1");
  });

  it("writes each mail in its account's language", () => {
    const english = ACCOUNTS.map((account) =>
      account.role === "owner" ? { ...account, mailLang: "en" as const } : account,
    );
    const [owner, kim] = digestMails(ROWS, english, "https://www.example.test", "2027-02-10");
    expect(owner!.subject).toBe("[Inquiry summary] 2027-02-10 2 unassigned");
    expect(owner!.text).toContain("Inquiries without an assignee: 2:");
    expect(owner!.text).toContain("- HF-3 회사 HF-3 · received 2027-02-09 20:00");
    expect(owner!.text).toContain("Inbox: https://www.example.test/en/admin");
    // Every link opens the back office in the language of the mail.
    expect(owner!.text).toContain("https://www.example.test/en/admin/inquiries/HF-3");
    expect(owner!.text).not.toMatch(/example\.test\/admin/);
    expect(kim!.text).toContain("https://www.example.test/admin/inquiries/HF-1");
    // No Korean word but the buyers' company names.
    expect(owner!.text.replace(/회사 HF-\d/g, "")).not.toMatch(/\p{Script=Hangul}/u);
    expect(kim!.subject).toBe("[문의 요약] 2027. 2. 10. 담당 2건 (기한 초과 1건)");
  });

  it("is due from 08:30 on business days only", () => {
    expect(digestDue(at("2027-02-10T08:29"))).toBe(false);
    expect(digestDue(at("2027-02-10T08:30"))).toBe(true);
    expect(digestDue(at("2027-02-13T09:00"))).toBe(false); // Saturday
    expect(digestDue(at("2027-02-08T09:00"))).toBe(false); // Seollal
  });
});

describe("the digest's schedule, in the one outbox", () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "digest-"));
    dirs.push(dir);
    return dir;
  };

  interface Sent {
    to: string;
    text: string;
    messageId?: string;
  }

  /** A mail room whose sender records each mail, refuses with `failure`, or is off. */
  function roomOf(sent: Sent[], options: { failure?: () => Error; smtp?: boolean } = {}) {
    return createMailRoom({
      sender: () =>
        options.smtp === false
          ? undefined
          : {
              from: "site@hanbit.example",
              async send(message) {
                if (options.failure) throw options.failure();
                // An automatic mail: marked so that no program answers it (RFC 3834).
                if (message.headers?.["Auto-Submitted"] !== "auto-generated") return;
                sent.push({
                  to: String(message.to),
                  text: message.text,
                  ...(message.messageId && { messageId: message.messageId }),
                });
              },
            },
      siteUrl: "https://www.example.test",
      company: () => liveContent().company,
      mailbox: () => undefined,
      staffTo: () => [],
      accounts: () => ACCOUNTS,
    });
  }

  /** One process: the inquiry database in `dir`, the digest's clock at `clock`, looked at once. */
  async function look(
    dir: string,
    clock: number,
    options: {
      smtp?: boolean;
      rows?: DigestRow[];
      accounts?: () => readonly MailAccount[];
      formerFile?: string;
    } = {},
  ) {
    const store = openStore(join(dir, "inquiries.sqlite"));
    let woken = 0;
    const digest = startDigest({
      days: store.digests,
      wake: () => (woken += 1),
      open: () => options.rows ?? ROWS,
      accounts: options.accounts ?? (() => ACCOUNTS),
      room: roomOf([], { smtp: options.smtp ?? true }),
      now: () => clock,
      // The test looks when it says; the timer never fires within it.
      every: 2 ** 31 - 1,
      ...(options.formerFile && { formerFile: options.formerFile }),
    });
    await digest.look();
    await digest.stop();
    return { store, woken };
  }

  /**
   * Sends every digest mail due now as the outbox does (claim, send, record), without its timer.
   * A failed try is due again at once.
   */
  async function sendDue(
    store: InquiryStore,
    room: MailRoom,
    sources: { rows?: DigestRow[]; accounts?: () => readonly MailAccount[] } = {},
  ) {
    const send = queuedMail(store, room, {
      accounts: sources.accounts ?? (() => ACCOUNTS),
      open: () => sources.rows ?? ROWS,
    }).digest;
    const results = [];
    for (;;) {
      const claim = store.outbox.claimDue("digest", new Date(), 60_000);
      if (!claim) return results;
      results.push(await deliver(store.outbox, send, claim, () => undefined));
    }
  }

  const rowsOf = (store: InquiryStore) =>
    store.database
      .prepare(
        `SELECT payload, status, attempts, error, problem, local FROM mail_outbox
         WHERE kind = 'digest' ORDER BY id`,
      )
      .all() as {
      payload: string;
      status: string;
      attempts: number;
      error: string | null;
      problem: string | null;
      local: string;
    }[];

  beforeEach(() => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
  });

  it("queues one row per recipient once a day, across a restart; not on a weekend or without SMTP", async () => {
    const dir = newDir();
    const first = await look(dir, NOW);
    expect(first.woken).toBe(1);
    expect(rowsOf(first.store).map((row) => [JSON.parse(row.payload), row.status])).toEqual([
      [{ to: "owner@hanbit.example", day: "2027-02-10" }, "pending"],
      [{ to: "kim@hanbit.example", day: "2027-02-10" }, "pending"],
    ]);
    const sent: Sent[] = [];
    expect(await sendDue(first.store, roomOf(sent))).toEqual([
      { ok: true, recorded: true },
      { ok: true, recorded: true },
    ]);
    expect(sent.map((mail) => mail.to)).toEqual(["owner@hanbit.example", "kim@hanbit.example"]);
    // The claim's random part is the Message-ID's.
    const locals = rowsOf(first.store).map((row) => row.local);
    expect(sent.map((mail) => mail.messageId)).toEqual(
      locals.map((local) => `<${local}@hanbit.example>`),
    );
    first.store.close();

    // A restart an hour later: the day is made, nothing is queued again.
    const again = await look(dir, NOW + 3_600_000);
    expect(again.woken).toBe(0);
    expect(rowsOf(again.store)).toHaveLength(2);
    expect(rowsOf(again.store).map((row) => row.status)).toEqual(["sent", "sent"]);
    again.store.close();

    const saturday = await look(newDir(), at("2027-02-13T08:30"));
    expect(rowsOf(saturday.store)).toHaveLength(0);
    saturday.store.close();
    const off = await look(newDir(), NOW, { smtp: false });
    expect(rowsOf(off.store)).toHaveLength(0);
    expect(off.store.digests.last()).toBeUndefined();
    off.store.close();
  });

  it("two processes on one database make the day once", async () => {
    const dir = newDir();
    const [one, two] = await Promise.all([look(dir, NOW), look(dir, NOW + 1)]);
    expect(one.woken + two.woken).toBe(1);
    expect(rowsOf(one.store)).toHaveLength(2);
    // The check under the write lock: one that read "not made" before the other's commit.
    expect(two.store.digests.make("2027-02-10", new Date(NOW), ["kim@hanbit.example"])).toBe(false);
    expect(rowsOf(two.store)).toHaveLength(2);
    one.store.close();
    two.store.close();
  });

  it("a day with nobody to mail is made too: no digest later that day", async () => {
    const dir = newDir();
    const empty = await look(dir, NOW, { rows: [] });
    expect(empty.woken).toBe(0);
    expect(empty.store.digests.last()).toEqual({
      day: "2027-02-10",
      madeAt: new Date(NOW).toISOString(),
      mails: [],
    });
    empty.store.close();
    const later = await look(dir, NOW + 3_600_000);
    expect(rowsOf(later.store)).toHaveLength(0);
    later.store.close();
  });

  it("keeps a failed try's text and kind for the next, composed again when it is sent", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { store } = await look(newDir(), NOW);
    const refused = () => Object.assign(new Error("535 authentication failed"), { code: "EAUTH" });
    // As the outbox's runner: a failed try is due again after its wait (here: at once).
    const send = queuedMail(store, roomOf([], { failure: refused }), {
      accounts: () => ACCOUNTS,
      open: () => ROWS,
    }).digest;
    for (;;) {
      const claim = store.outbox.claimDue("digest", new Date(), 60_000);
      if (!claim) break;
      await deliver(store.outbox, send, claim, () => new Date(Date.now() + 60_000));
    }
    expect(rowsOf(store).map((row) => [row.status, row.attempts, row.error, row.problem])).toEqual([
      ["pending", 1, "535 authentication failed", "auth"],
      ["pending", 1, "535 authentication failed", "auth"],
    ]);
    const last = store.digests.last()!;
    expect(last.mails.map((mail) => [mail.to, mail.problem])).toEqual([
      ["owner@hanbit.example", "auth"],
      ["kim@hanbit.example", "auth"],
    ]);
    // Due again: what was answered meanwhile (HF-2) is not listed.
    store.database
      .prepare("UPDATE mail_outbox SET next_at = ? WHERE kind = 'digest'")
      .run(new Date(0).toISOString());
    const sent: Sent[] = [];
    await sendDue(store, roomOf(sent), { rows: ROWS.filter((row) => row.ref !== "HF-2") });
    expect(sent.map((mail) => mail.to)).toEqual(["owner@hanbit.example", "kim@hanbit.example"]);
    expect(sent[1]!.text).toContain("HF-1");
    expect(sent[1]!.text).not.toContain("HF-2");
    expect(rowsOf(store).map((row) => [row.status, row.attempts, row.problem])).toEqual([
      ["sent", 2, null],
      ["sent", 2, null],
    ]);
    store.close();
  });

  it("an account disabled since the morning gets nothing, and its mail is not called sent", async () => {
    const { store } = await look(newDir(), NOW);
    const later = ACCOUNTS.map((account) =>
      account.email === "kim@hanbit.example"
        ? { ...account, status: "disabled" as const }
        : account,
    );
    const sent: Sent[] = [];
    const results = await sendDue(store, roomOf(sent), { accounts: () => later });
    expect(sent.map((mail) => mail.to)).toEqual(["owner@hanbit.example"]);
    expect(results).toEqual([
      { ok: true, recorded: true },
      {
        ok: true,
        recorded: true,
        skipped: "its account was disabled or removed since it was queued",
      },
    ]);
    // Its row is gone: the day's digest counts the mails that were to go, all of them sent.
    expect(store.digests.last()!.mails.map((mail) => [mail.to, mail.status])).toEqual([
      ["owner@hanbit.example", "sent"],
    ]);
    store.close();
  });

  it("moves a former digest.json into the outbox with its states, then removes it", async () => {
    const dir = newDir();
    const formerFile = join(dir, "digest.json");
    writeFileSync(
      formerFile,
      JSON.stringify({
        day: "2027-02-10",
        madeAt: NOW,
        mails: [
          { to: "owner@hanbit.example", local: "hf-digest-aaaa", status: "sent", attempts: 1 },
          {
            to: "kim@hanbit.example",
            local: "hf-digest-bbbb",
            status: "pending",
            attempts: 2,
            // Its next try was due (the file's times are the outbox's clock, the real one).
            nextAt: Date.now(),
            error: "421 try later",
          },
        ],
      }),
    );
    // Started later that day: the day is in, so no second digest is made.
    const { store, woken } = await look(dir, NOW + 3_600_000, { formerFile });
    expect(existsSync(formerFile)).toBe(false);
    expect(woken).toBe(0);
    expect(rowsOf(store).map((row) => [row.local, row.status, row.attempts, row.error])).toEqual([
      ["hf-digest-aaaa", "sent", 1, null],
      ["hf-digest-bbbb", "pending", 2, "421 try later"],
    ]);
    expect(store.digests.last()).toMatchObject({
      day: "2027-02-10",
      madeAt: new Date(NOW).toISOString(),
    });
    // The pending one goes with its Message-ID, once, by the outbox.
    const sent: Sent[] = [];
    await sendDue(store, roomOf(sent));
    expect(sent.map((mail) => [mail.to, mail.messageId])).toEqual([
      ["kim@hanbit.example", "<hf-digest-bbbb@hanbit.example>"],
    ]);
    store.close();

    // A file that cannot be read is removed, and the day is made as usual.
    const other = newDir();
    writeFileSync(join(other, "digest.json"), "{ not json");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const fresh = await look(other, NOW, { formerFile: join(other, "digest.json") });
    expect(existsSync(join(other, "digest.json"))).toBe(false);
    expect(rowsOf(fresh.store)).toHaveLength(2);
    fresh.store.close();
  });
});
