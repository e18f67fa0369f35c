import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { liveContent } from "../../app/content/live.server";
import { digestDue, startDigest } from "../../server/inquiries/digest";
import { responseOf, type DigestRow } from "../../server/inquiries/inbox";
import { digest } from "../../server/mail/kinds/digest";
import type { MailAccount } from "../../server/mail/kinds/kind";
import { createMailRoom } from "../../server/mail/room";

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
    expect(owner!.subject).toBe("[문의 요약] 2027-02-10 미배정 2건");
    expect(owner!.text).toContain("HF-3");
    expect(owner!.text).toContain("HF-4");
    expect(owner!.text).not.toContain("HF-1");
    expect(kim!.subject).toBe("[문의 요약] 2027-02-10 담당 2건 (기한 초과 1건)");
    expect(kim!.text).toContain("- [기한 초과] HF-2 회사 HF-2 · 접수 2027-02-04 10:00");
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
    expect(kim!.subject).toBe("[문의 요약] 2027-02-10 담당 2건 (기한 초과 1건)");
  });

  it("is due from 08:30 on business days only", () => {
    expect(digestDue(at("2027-02-10T08:29"))).toBe(false);
    expect(digestDue(at("2027-02-10T08:30"))).toBe(true);
    expect(digestDue(at("2027-02-13T09:00"))).toBe(false); // Saturday
    expect(digestDue(at("2027-02-08T09:00"))).toBe(false); // Seollal
  });
});

describe("the digest's schedule", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  async function run(
    clock: number,
    sent: string[],
    options: { fail?: boolean; smtp?: boolean; file?: string; rows?: DigestRow[] } = {},
    texts: string[] = [],
  ) {
    const file = options.file ?? join(mkdtempSync(join(tmpdir(), "digest-")), "digest.json");
    dirs.push(file.slice(0, file.lastIndexOf("/")));
    const room = createMailRoom({
      sender: () =>
        options.smtp === false
          ? undefined
          : {
              from: "site@hanbit.example",
              async send(message) {
                if (options.fail) throw new Error("421 try later");
                // An automatic mail: marked so that no program answers it (RFC 3834).
                if (message.headers?.["Auto-Submitted"] !== "auto-generated") return;
                sent.push(String(message.to));
                texts.push(message.text);
              },
            },
      siteUrl: "https://www.example.test",
      company: () => liveContent().company,
      mailbox: () => undefined,
      staffTo: () => [],
      accounts: () => ACCOUNTS,
    });
    const digest = startDigest({
      file,
      open: () => options.rows ?? ROWS,
      accounts: () => ACCOUNTS,
      room,
      now: () => clock,
      every: 60_000,
    });
    // The first look starts at once; stop() waits for it.
    await digest.stop();
    return { file, state: digest.state() };
  }

  it("sends once a day, across a restart; not on a weekend; not without SMTP", async () => {
    const sent: string[] = [];
    const { file } = await run(NOW, sent);
    expect(sent).toEqual(["owner@hanbit.example", "kim@hanbit.example"]);
    await run(NOW + 3_600_000, sent, { file });
    expect(sent).toHaveLength(2);
    await run(at("2027-02-13T08:30"), sent);
    expect(sent).toHaveLength(2);
    await run(NOW, sent, { smtp: false });
    expect(sent).toHaveLength(2);
  });

  it("keeps a failed mail for its next try, and says so", async () => {
    const { file, state } = await run(NOW, [], { fail: true });
    expect(state!.mails.map((mail) => [mail.status, mail.attempts, mail.error])).toEqual([
      ["pending", 1, "421 try later"],
      ["pending", 1, "421 try later"],
    ]);
    // Composed when it is sent: what was answered meanwhile (HF-2) is not listed.
    const sent: string[] = [];
    const texts: string[] = [];
    const rows = ROWS.filter((row) => row.ref !== "HF-2");
    await run(NOW + 60_000, sent, { file, rows }, texts);
    expect(sent).toEqual(["owner@hanbit.example", "kim@hanbit.example"]);
    expect(texts[1]).toContain("HF-1");
    expect(texts[1]).not.toContain("HF-2");
  });
});
