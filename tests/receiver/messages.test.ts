import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { IncomingMail } from "../../server/mail/incoming";
import { openInbox } from "../../server/inquiries/inbox";
import { ORPHAN_AGE } from "../../server/inquiries/messages";
import { openStore, type InquiryStore } from "../../server/inquiries/store";
import { markSent } from "./harness";
import { VALID_INQUIRY } from "./messages-support";

/**
 * Storing a mail from the mailbox (issue 40): once, whatever repeats; matched by the thread's
 * ids, the subject's reference or the sender; what it does to the inquiry; its files on disk.
 */

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
let dir: string;
let store: InquiryStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "messages-"));
  dirs.push(dir);
  store = openStore(join(dir, "inquiries.sqlite"));
  return () => store.close();
});

let uid = 0;
function mail(fields: Partial<IncomingMail> = {}): IncomingMail {
  uid += 1;
  const from = fields.from ?? { address: "jane@buyer.example", name: "Jane" };
  return {
    key: { uidValidity: "1700000000", uid },
    messageId: `m${uid}@buyer.example`,
    references: [],
    subject: "Re: quote",
    from,
    // As most mail comes: the receiving server proved the sender's domain (DMARC passed).
    fromVerified: { by: "dmarc", domain: from.address.split("@")[1]!.toLowerCase() },
    date: "2026-11-24T01:00:00.000Z",
    text: "Please make it 12 pieces.",
    kind: "message",
    attachments: [],
    ...fields,
  };
}

function inquiry(email = "jane@buyer.example", at = new Date()) {
  return store.add({ ...VALID_INQUIRY, email }, "off", at, true);
}
const files = () =>
  existsSync(join(dir, "mail-files")) ? readdirSync(join(dir, "mail-files")) : [];

describe("a buyer's mail", () => {
  it("matched by its References: on the timeline, the inquiry waiting on us, a notice queued", async () => {
    const stored = inquiry();
    const inbox = openInbox(store);
    expect(
      store.replies.queue(
        stored.ref,
        { subject: "Re", body: "Hi", to: stored.email, replyTo: "k@h.example" },
        "k@h.example",
      ).result,
    ).toBe("queued");
    // Queued is not answered yet: the inquiry is answered once the mail server took the reply.
    expect(inbox.detail(stored.ref)!.status).toBe("new");
    expect(markSent(store, "reply")).toHaveLength(1);
    expect(inbox.detail(stored.ref)!.status).toBe("answered");
    const [replyId] = store.replies.states(stored.id).keys();
    const replyMessageId = store.threadIds.reply(replyId!, "site@hanbit.example")!;
    const buyer = mail({
      subject: "Re: 견적 회신",
      // As Gmail writes them: the whole chain, the latest last, with angle brackets stripped.
      references: ["unknown@elsewhere.example", replyMessageId.slice(1, -1)],
      attachments: [
        {
          filename: "drawing.pdf",
          contentType: "application/pdf",
          content: Buffer.from("%PDF-1.4 drawing"),
        },
      ],
    });
    expect(await store.messages.receive(buyer)).toBe("stored");
    const detail = inbox.detail(stored.ref)!;
    expect(detail.status).toBe("in_progress");
    const tail = detail.timeline.slice(-2);
    expect(tail).toMatchObject([
      { kind: "message", actor: "mail", value: "message" },
      { kind: "status", actor: "mail", value: "in_progress" },
    ]);
    const [message] = store.messages.ofInquiry(stored.id);
    expect(message).toMatchObject({
      sender: "jane@buyer.example",
      subject: "Re: 견적 회신",
      body: "Please make it 12 pieces.",
      otherSender: false,
      files: [{ name: "drawing.pdf", type: "application/pdf", size: 16 }],
    });
    const file = store.messages.file(message!.files[0]!.id)!;
    expect(readFileSync(file.path, "utf8")).toBe("%PDF-1.4 drawing");
    expect(file.inquiryId).toBe(stored.id);
    // The file's name on disk is random, never the sender's.
    expect(files()).toEqual([file.file]);
    expect(file.file).toMatch(/^[0-9a-f-]{36}$/);
    // The assignee's (or owners') notice waits in its outbox.
    const claim = store.outbox.claimDue("message", new Date(Date.now() + 1000), 60_000)!;
    expect(claim).toMatchObject({ kind: "message", inquiryId: stored.id });
    expect(store.byId(claim.inquiryId!)!.ref).toBe(stored.ref);
    expect(claim.eventId).toBe(message!.eventId);
  });

  it("is stored once: the same mailbox key or Message-ID is a duplicate, its files removed", async () => {
    const stored = inquiry();
    const first = mail({
      subject: `Re: [${stored.ref}]`,
      attachments: [{ filename: "a.txt", contentType: "text/plain", content: Buffer.from("a") }],
    });
    expect(await store.messages.receive(first)).toBe("stored");
    expect(await store.messages.receive(first)).toBe("duplicate");
    // Delivered again under another UID (a copy in another folder, a second site's reader).
    expect(
      await store.messages.receive({ ...first, key: { uidValidity: "1700000000", uid: 9999 } }),
    ).toBe("duplicate");
    expect(store.messages.ofInquiry(stored.id)).toHaveLength(1);
    expect(files()).toHaveLength(1);
    // A mail without a Message-ID is keyed by its place in the mailbox alone.
    const bare = mail({ messageId: undefined, subject: `[${stored.ref}]` });
    expect(await store.messages.receive(bare)).toBe("stored");
    expect(await store.messages.receive(bare)).toBe("duplicate");
    expect(store.messages.ofInquiry(stored.id)).toHaveLength(2);
  });

  it("leaves no file behind when its row is not committed", async () => {
    inquiry();
    const broken = mail({
      date: undefined as unknown as string,
      attachments: [
        { filename: "b.bin", contentType: "application/octet-stream", content: Buffer.alloc(1000) },
      ],
    });
    await expect(store.messages.receive(broken)).rejects.toThrow(/NOT NULL/);
    expect(files()).toEqual([]);
  });

  it("after a restart between its files and its commit: no orphan, no duplicate", async () => {
    const stored = inquiry();
    const arriving = mail({
      subject: `[${stored.ref}]`,
      attachments: [
        { filename: "po.pdf", contentType: "application/pdf", content: Buffer.from("PO") },
      ],
    });
    // The process died after writing the file: the file is there, no row names it.
    store.close();
    const folder = join(dir, "mail-files");
    mkdirSync(folder);
    writeFileSync(join(folder, "0d5e6c43-6b9c-4f55-9a0e-1f0e2c3b4a59"), "PO");
    const old = new Date(Date.now() - ORPHAN_AGE - 60_000);
    utimesSync(join(folder, "0d5e6c43-6b9c-4f55-9a0e-1f0e2c3b4a59"), old, old);
    // A file another process is writing right now stays.
    writeFileSync(join(folder, "young"), "x");
    store = openStore(join(dir, "inquiries.sqlite"));
    expect(files()).toEqual(["young"]);
    rmSync(join(folder, "young"));
    // The reader did not mark it seen: it hands the mail over again, and it is stored once.
    expect(await store.messages.receive(arriving)).toBe("stored");
    expect(await store.messages.receive(arriving)).toBe("duplicate");
    expect(store.messages.ofInquiry(stored.id)).toHaveLength(1);
    expect(files()).toHaveLength(1);
  });

  it("is matched by the subject's reference, else by the sender among the last 90 days", async () => {
    const old = inquiry("old@buyer.example", new Date(Date.now() - 91 * 86_400_000));
    const recent = inquiry("kim@buyer.example");
    const newer = inquiry("kim@buyer.example");
    await store.messages.receive(
      mail({ subject: `Re: [${old.ref}] 문의`, from: { address: "old@buyer.example" } }),
    );
    expect(store.messages.ofInquiry(old.id)).toHaveLength(1);
    // By sender: the newest of their inquiries.
    await store.messages.receive(mail({ from: { address: "KIM@buyer.example" } }));
    expect(store.messages.ofInquiry(newer.id)).toHaveLength(1);
    expect(store.messages.ofInquiry(recent.id)).toHaveLength(0);
    // The old inquiry's buyer, without a reference: older than 90 days, so unmatched.
    await store.messages.receive(
      mail({ from: { address: "old@buyer.example" }, subject: "new question" }),
    );
    expect(store.messages.ofInquiry(old.id)).toHaveLength(1);
    expect(store.messages.unmatched()).toMatchObject([
      { sender: "old@buyer.example", subject: "new question" },
    ]);
  });

  it("from another address, the buyer's domain included, waits naming the inquiry it claims", async () => {
    const stored = inquiry();
    await store.messages.receive(
      mail({ subject: `[${stored.ref}]`, from: { address: "boss@buyer.example" } }),
    );
    await store.messages.receive(
      mail({ subject: `[${stored.ref}]`, from: { address: "someone@other.example" } }),
    );
    expect(store.messages.ofInquiry(stored.id)).toEqual([]);
    expect(
      store.messages.unmatched().map((m) => [m.sender, m.held, m.claimedRef, m.otherSender]),
    ).toEqual([
      ["boss@buyer.example", "unproven", stored.ref, false],
      ["someone@other.example", "unproven", stored.ref, false],
    ]);
  });

  it("from the buyer's address without the server's proof: held not verified, unless it names the thread", async () => {
    // No authserv-id set, or the receiving server did not prove the From: domain (issue 56).
    const stored = inquiry();
    const inbox = openInbox(store);
    inbox.setStatus(stored.ref, "closed", 0, "k@h.example");
    await store.messages.receive(
      mail({ subject: `Re: [${stored.ref}] 새 계좌`, fromVerified: undefined }),
    );
    await store.messages.receive(mail({ subject: "new bank account", fromVerified: undefined }));
    expect(inbox.detail(stored.ref)!.status).toBe("closed");
    expect(store.outbox.nextAt("message")).toBeUndefined();
    expect(
      store.messages.unmatched().map((m) => [m.sender, m.subject, m.held, m.claimedRef]),
    ).toEqual([
      ["jane@buyer.example", `Re: [${stored.ref}] 새 계좌`, "not-verified", stored.ref],
      ["jane@buyer.example", "new bank account", "not-verified", stored.ref],
    ]);
    // Staff attach the first; an address they trust for the inquiry needs the same proof.
    const [first, second] = store.messages.unmatched();
    expect(store.messages.attach(first!.id, stored.ref)).toBe("attached");
    await store.messages.receive(
      mail({ subject: `[${stored.ref}] PO`, from: { address: "boss@buyer.example" } }),
    );
    const boss = store.messages.unmatched().find((m) => m.sender === "boss@buyer.example")!;
    expect(store.messages.attach(boss.id, stored.ref, new Date(), true)).toBe("attached");
    await store.messages.receive(
      mail({
        subject: `Re: [${stored.ref}] PO`,
        from: { address: "boss@buyer.example" },
        fromVerified: undefined,
      }),
    );
    expect(store.messages.unmatched().map((m) => [m.id === second!.id, m.sender, m.held])).toEqual([
      [true, "jane@buyer.example", "not-verified"],
      [false, "boss@buyer.example", "not-verified"],
    ]);

    // A reply naming the Message-ID of the mail the site sent the buyer is the proof.
    store.replies.queue(
      stored.ref,
      { subject: "Re", body: "Hi", to: stored.email, replyTo: "k@h.example" },
      "k@h.example",
    );
    const [replyId] = store.replies.states(stored.id).keys();
    const sentId = store.threadIds.reply(replyId!, "site@hanbit.example")!;
    await store.messages.receive(
      mail({ subject: "Re: 견적", references: [sentId.slice(1, -1)], fromVerified: undefined }),
    );
    expect(store.messages.ofInquiry(stored.id).map((m) => [m.subject, m.otherSender])).toEqual([
      [`Re: [${stored.ref}] 새 계좌`, false],
      [`[${stored.ref}] PO`, false],
      ["Re: 견적", false],
    ]);
    expect(inbox.detail(stored.ref)!.status).toBe("in_progress");
  });

  it("an auto-reply is shown as such, never brings the inquiry back nor notifies", async () => {
    const stored = inquiry();
    const inbox = openInbox(store);
    inbox.setStatus(stored.ref, "answered", 0, "k@h.example");
    await store.messages.receive(
      mail({ subject: `[${stored.ref}] Out of office`, kind: "auto-reply" }),
    );
    expect(inbox.detail(stored.ref)!.status).toBe("answered");
    expect(inbox.detail(stored.ref)!.timeline.at(-1)).toMatchObject({
      kind: "message",
      value: "auto-reply",
    });
    expect(store.outbox.nextAt("message")).toBeUndefined();
  });

  it("a bounce marks the reply it names not delivered, with the remote server's words", async () => {
    const stored = inquiry();
    store.replies.queue(
      stored.ref,
      { subject: "Re", body: "Hi", to: stored.email, replyTo: "k@h.example" },
      "k@h.example",
    );
    const [replyId] = store.replies.states(stored.id).keys();
    const sentId = store.threadIds.reply(replyId!, "site@hanbit.example")!;
    await store.messages.receive(
      mail({
        kind: "bounce",
        from: { address: "MAILER-DAEMON@mx.buyer.example" },
        subject: "Undelivered Mail Returned to Sender",
        bounce: {
          messageId: sentId.slice(1, -1),
          recipient: stored.email,
          status: "5.1.1",
          diagnostic: "smtp; 550 5.1.1 user unknown",
        },
      }),
    );
    const row = store.replies.states(stored.id).get(replyId!)!;
    expect(row.bounce).toBe("5.1.1 smtp; 550 5.1.1 user unknown");
    expect(row.bouncedAt).toBeTruthy();
    expect(store.messages.ofInquiry(stored.id)).toMatchObject([
      { kind: "bounce", otherSender: false },
    ]);
    const listed = openInbox(store)
      .list({ page: 1 })
      .rows.find((r) => r.ref === stored.ref)!;
    expect(listed.bounced).toBe(true);
  });

  it("too large: a note on the timeline that it was left in the mailbox, stored once", async () => {
    const stored = inquiry();
    const big = mail({ subject: `[${stored.ref}]`, text: "", tooLarge: { size: 31_457_280 } });
    expect(await store.messages.receive(big)).toBe("stored");
    expect(await store.messages.receive(big)).toBe("duplicate");
    expect(
      openInbox(store)
        .detail(stored.ref)!
        .timeline.filter((e) => e.kind === "message"),
    ).toMatchObject([{ value: "too-large" }]);
    expect(store.messages.ofInquiry(stored.id)).toMatchObject([{ tooLarge: 31_457_280 }]);
  });

  it("unmatched mail is attached by reference (unknown refused) or dismissed, never deleted", async () => {
    const stored = inquiry();
    await store.messages.receive(
      mail({ from: { address: "stranger@x.example" }, subject: "price?" }),
    );
    await store.messages.receive(mail({ from: { address: "spam@x.example" }, subject: "offer" }));
    const [first, second] = store.messages.unmatched();
    expect(store.messages.attach(first!.id, "HF-20000101-000001")).toBe("unknownRef");
    expect(store.messages.attach(first!.id, ` ${stored.ref.toLowerCase()} `)).toBe("attached");
    expect(store.messages.attach(first!.id, stored.ref)).toBe("unknownMail");
    expect(store.messages.ofInquiry(stored.id)).toMatchObject([
      { subject: "price?", otherSender: true },
    ]);
    expect(store.messages.dismiss(second!.id)).toBe(true);
    expect(store.messages.unmatched()).toEqual([]);
    expect(store.database.prepare("SELECT COUNT(*) FROM mail_messages").pluck().get()).toBe(2);
  });

  it("waits on us from the oldest unanswered buyer message: overdue a business day later", async () => {
    // Received on Monday 2026-11-23 09:00 KST, answered at 10:00; the buyer writes on Tuesday
    // 10:00 and 11:00 KST (an auto-reply between counts for nothing).
    const received = new Date("2026-11-23T00:00:00Z");
    const stored = inquiry("jane@buyer.example", received);
    const inbox = openInbox(store);
    store.replies.queue(
      stored.ref,
      { subject: "Re", body: "Hi", to: stored.email, replyTo: "k@h.example" },
      "k@h.example",
      new Date("2026-11-23T01:00:00Z"),
    );
    // The mail server took it at once: a response counts from when it left.
    markSent(store, "reply", new Date("2026-11-23T01:00:00Z"));
    const row = (now: string) =>
      inbox.list({ page: 1 }, Date.parse(now)).rows.find((r) => r.ref === stored.ref)!;
    expect(row("2026-11-25T02:00:00Z").response).toMatchObject({ overdue: false });
    expect(row("2026-11-25T02:00:00Z").response.waitingSince).toBeUndefined();
    const subject = `[${stored.ref}]`;
    await store.messages.receive(mail({ subject }), new Date("2026-11-24T01:00:00Z"));
    await store.messages.receive(
      mail({ subject, kind: "auto-reply" }),
      new Date("2026-11-24T01:30:00Z"),
    );
    await store.messages.receive(mail({ subject }), new Date("2026-11-24T02:00:00Z"));
    expect(row("2026-11-24T03:00:00Z").response).toMatchObject({
      waitingSince: "2026-11-24T01:00:00.000Z",
      overdue: false,
    });
    // One business day after the first unanswered message: overdue, and counted so.
    const late = row("2026-11-25T01:30:00Z");
    expect(late.response.overdue).toBe(true);
    expect(late.status).toBe("in_progress");
    expect(inbox.list({ page: 1, overdue: true }, Date.parse("2026-11-25T01:30:00Z")).overdue).toBe(
      1,
    );
    // Answered again: no longer waiting.
    store.replies.queue(
      stored.ref,
      { subject: "Re", body: "12 pieces, yes", to: stored.email, replyTo: "k@h.example" },
      "k@h.example",
      new Date("2026-11-25T01:40:00Z"),
    );
    markSent(store, "reply", new Date("2026-11-25T01:40:00Z"));
    expect(row("2026-11-26T01:30:00Z").response).toMatchObject({ overdue: false });
    expect(row("2026-11-26T01:30:00Z").response.waitingSince).toBeUndefined();
    expect(row("2026-11-26T01:30:00Z").bounced).toBe(false);
  });
});
