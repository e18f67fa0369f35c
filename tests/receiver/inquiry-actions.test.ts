import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { IncomingMail } from "../../server/mail/incoming";
import { openInbox, type InquiriesContext } from "../../server/inquiries/inbox";
import {
  assignableEmails,
  inquiryPost,
  type InquiryForm,
  type InquiryPost,
} from "../../server/admin/inquiry-actions";
import { MAX_REPLY_FILES, type PendingFile } from "../../server/inquiries/kept-files";
import { startRetentionJob } from "../../server/inquiries/privacy";
import { replyPlaceholder } from "../../server/inquiries/reply-placeholder";
import { readReplyForm } from "../../server/inquiries/reply-template";
import type { ReplyState } from "../../server/inquiries/replies";
import { repliesView } from "../../server/inquiries/reply-view";
import { openStore, type InquiryStore } from "../../server/inquiries/store";
import { unmatchedPost } from "../../server/admin/unmatched-actions";
import { VALID_INQUIRY } from "./messages-support";

/**
 * The rules of the inquiry page's posts and of the unmatched mail's (server/inquiries/), on a
 * real store: what each post checks, writes, audits and answers; how the replies read.
 */

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
let store: InquiryStore;
let inquiries: InquiriesContext;
let mailOn: boolean;
let wakes: number;
let audits: object[];
let ref: string;
const STAFF = { email: "kim@hanbit.example", name: "김민준" };

beforeEach(() => {
  const dir = mkdtempSync(join(tmpdir(), "inquiry-actions-"));
  dirs.push(dir);
  store = openStore(join(dir, "inquiries.sqlite"));
  mailOn = true;
  wakes = 0;
  audits = [];
  inquiries = {
    store,
    inbox: openInbox(store),
    replies: { on: () => mailOn, wake: () => void (wakes += 1) },
  };
  ref = store.add(VALID_INQUIRY, "off", new Date("2026-11-23T00:00:00Z")).ref;
  return () => store.close();
});

const post = (target = ref): InquiryPost => ({
  inquiries,
  staff: STAFF,
  ref: target,
  at: new Date("2026-11-23T02:00:00Z"),
  audit: (event) => audits.push(event),
  assignable: () => [STAFF.email, "lee@hanbit.example"],
});

/** The form as the page posts it (inquiry.server.ts reads it so). */
function form(fields: Record<string, string>, extra: Partial<InquiryForm> = {}): InquiryForm {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return {
    intent: data.get("intent"),
    files: [],
    kept: [],
    filesInBrowser: false,
    reply: readReplyForm(data),
    sendAnyway: false,
    replyId: Number(data.get("reply")),
    revision: Number(data.get("revision")),
    confirmed: false,
    status: data.get("status"),
    assignee: data.get("assignee"),
    note: data.get("note"),
    ...extra,
  };
}
const revision = () => String(inquiries.inbox.detail(ref)!.revision);
const replies = () => inquiries.inbox.detail(ref)!.timeline.filter((e) => e.kind === "reply");

describe("a reply", () => {
  const text = { intent: "reply", subject: "[HF] 견적 회신", body: "안녕하십니까.\n\n김민준" };

  it("is queued to the buyer, Reply-To the staff member, audited without its text", () => {
    expect(inquiryPost(post(), form(text))).toEqual({ back: "reply" });
    const [entry] = replies();
    expect(JSON.parse((entry as { value: string }).value)).toEqual({
      subject: text.subject,
      body: text.body,
      to: VALID_INQUIRY.email,
      replyTo: STAFF.email,
      staff: STAFF.name,
    });
    // Queued, not yet an answer: the inquiry is answered once the mail server takes it.
    expect(inquiries.inbox.detail(ref)!.status).toBe("new");
    expect(audits).toEqual([{ action: "inquiry-reply", target: ref }]);
    expect(wakes).toBe(1);
  });

  it("is refused with what was typed: a wrong field, mail off, an address the rule refuses", () => {
    const empty = { ...text, subject: "  " };
    expect(inquiryPost(post(), form(empty))).toEqual({
      status: 400,
      answer: { reply: { subject: "  ", body: text.body, problem: "bad", files: [] } },
    });
    mailOn = false;
    expect(inquiryPost(post(), form(text))).toMatchObject({
      status: 503,
      answer: { reply: { problem: "mailOff" } },
    });
    mailOn = true;
    store.database.prepare("UPDATE inquiries SET email = ? WHERE ref = ?").run("a b@x", ref);
    expect(inquiryPost(post(), form(text))).toMatchObject({
      status: 400,
      answer: { reply: { subject: text.subject, problem: "address" } },
    });
    expect(inquiryPost(post("HF-20990101-999999"), form(text))).toEqual({
      status: 404,
      answer: { outcome: "unknown" },
    });
    expect(replies()).toEqual([]);
    expect(audits).toEqual([]);
    expect(wakes).toBe(0);
  });

  it("carries files: kept with its event under the names given; too much is refused", () => {
    const files = [
      { name: "견적 도면 (최종).pdf", type: "application/pdf", content: Buffer.from("%PDF") },
      { name: "../../etc/인증서.png", type: "image/png\r\nX: y", content: Buffer.from("png") },
    ];
    expect(inquiryPost(post(), form(text, { files }))).toEqual({ back: "reply" });
    const [entry] = replies();
    const id = (entry as { id: number }).id;
    expect(store.files.ofEvent(id)).toEqual([
      { id: expect.any(Number), name: "견적 도면 (최종).pdf", type: "application/pdf", size: 4 },
      {
        id: expect.any(Number),
        name: "인증서.png",
        type: "application/octet-stream",
        size: 3,
      },
    ]);
    expect(store.files.attachments(id).map((file) => file.content.toString())).toEqual([
      "%PDF",
      "png",
    ]);
    expect(audits).toEqual([{ action: "inquiry-reply", target: ref, detail: "2 files" }]);
    // Past 20 MB in all: refused as typed, nothing queued or kept.
    const before = readdirSync(store.files.dir).length;
    expect(inquiryPost(post(), form(text, { files: "tooLarge" }))).toMatchObject({
      status: 413,
      answer: { reply: { subject: text.subject, problem: "files" } },
    });
    expect(replies()).toHaveLength(1);
    expect(readdirSync(store.files.dir)).toHaveLength(before);
  });

  it("refused for another reason than its files keeps them; only this inquiry's tokens count", () => {
    const drawing = {
      name: "도면 480-035.pdf",
      type: "application/pdf",
      content: Buffer.from("%PDF"),
    };
    const refusedWith = (result: ReturnType<typeof inquiryPost>) =>
      (result as { answer: { reply: { files: PendingFile[] } } }).answer.reply.files;
    // An empty subject: the form again, the file kept under a random token, nothing queued.
    const first = inquiryPost(post(), form({ ...text, subject: " " }, { files: [drawing] }));
    expect(first).toMatchObject({ status: 400, answer: { reply: { problem: "bad" } } });
    const [kept] = refusedWith(first);
    expect(kept).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: drawing.name,
      size: 4,
    });
    expect(existsSync(join(store.files.dir, kept!.token))).toBe(true);
    // Mail off: kept too, and the earlier one still listed with it.
    mailOn = false;
    const memo = { name: "memo.txt", type: "text/plain", content: Buffer.from("left out") };
    const second = inquiryPost(post(), form(text, { files: [memo], kept: [kept!.token] }));
    expect(second).toMatchObject({ status: 503, answer: { reply: { problem: "mailOff" } } });
    expect(refusedWith(second).map((file) => file.name)).toEqual([drawing.name, "memo.txt"]);
    const unticked = refusedWith(second)[1]!;
    // Another inquiry's kept file, refused the same way.
    const other = store.add(VALID_INQUIRY, "off", new Date("2026-11-23T01:00:00Z")).ref;
    const theirs = { name: "theirs.pdf", type: "application/pdf", content: Buffer.from("theirs") };
    const [foreign] = refusedWith(inquiryPost(post(other), form(text, { files: [theirs] })));
    expect(replies()).toEqual([]);
    expect(audits).toEqual([]);

    // Sent: the kept file (ticked) and a new one go; the other inquiry's token, a forged one
    // and a path are ignored; the unticked one is deleted with its row.
    mailOn = true;
    const added = { name: "사양서.pdf", type: "application/pdf", content: Buffer.from("spec") };
    const tokens = [kept!.token, foreign!.token, "0".repeat(32), "../../etc/passwd", kept!.token];
    expect(inquiryPost(post(), form(text, { files: [added], kept: tokens }))).toEqual({
      back: "reply",
    });
    const id = (replies()[0] as { id: number }).id;
    expect(store.files.ofEvent(id).map((file) => file.name)).toEqual([drawing.name, "사양서.pdf"]);
    expect(store.files.attachments(id).map((file) => file.content.toString())).toEqual([
      "%PDF",
      "spec",
    ]);
    expect(audits).toEqual([{ action: "inquiry-reply", target: ref, detail: "2 files" }]);
    expect(existsSync(join(store.files.dir, unticked.token))).toBe(false);
    const mine = store.idOf(ref)!;
    expect(store.files.ofInquiry(mine).map((file) => file.name)).toEqual([
      drawing.name,
      "사양서.pdf",
    ]);
    // The other inquiry's stays its own, pending; a sent file's name is no token.
    const theirId = store.idOf(other)!;
    expect(store.files.pending(theirId, [foreign!.token])).toEqual([foreign]);
    expect(store.files.pending(mine, [kept!.token])).toEqual([]);
  });

  it("keeps nothing when the files are the problem or the browser holds them", () => {
    const tiny = (n: number) => ({
      name: `${n}.txt`,
      type: "text/plain",
      content: Buffer.from("x"),
    });
    const [kept] = (
      inquiryPost(post(), form({ ...text, body: " " }, { files: [tiny(0)] })) as {
        answer: { reply: { files: PendingFile[] } };
      }
    ).answer.reply.files;
    const before = readdirSync(store.files.dir).length;
    // The kept one and 20 new are past MAX_REPLY_FILES: refused, the new ones not kept.
    const many = Array.from({ length: MAX_REPLY_FILES }, (_, n) => tiny(n + 1));
    expect(inquiryPost(post(), form(text, { files: many, kept: [kept!.token] }))).toEqual({
      status: 413,
      answer: {
        reply: { subject: text.subject, body: text.body, problem: "files", files: [kept] },
      },
    });
    // With script the file field still holds the files: the server keeps none.
    expect(
      inquiryPost(
        post(),
        form({ ...text, subject: "" }, { files: [tiny(1)], filesInBrowser: true }),
      ),
    ).toMatchObject({ status: 400, answer: { reply: { problem: "bad", files: [] } } });
    expect(readdirSync(store.files.dir)).toHaveLength(before);
    expect(replies()).toEqual([]);
  });

  it("kept files of a refused reply go after a day with the retention job; sent ones stay", () => {
    const file = (name: string) => ({ name, type: "text/plain", content: Buffer.from(name) });
    inquiryPost(post(), form(text, { files: [file("sent.txt")] }));
    const [kept] = (
      inquiryPost(post(), form({ ...text, subject: "" }, { files: [file("kept.txt")] })) as {
        answer: { reply: { files: PendingFile[] } };
      }
    ).answer.reply.files;
    const names = () => store.files.ofInquiry(store.idOf(ref)!).map((f) => f.name);
    expect(names()).toEqual(["sent.txt", "kept.txt"]);
    const timer = { every: () => ({ stop: () => {} }) };
    const job = (now: number) =>
      startRetentionJob(store, { days: 365, now: () => new Date(now), timer }).stop();
    job(Date.now() + 60 * 60 * 1000);
    expect(names()).toEqual(["sent.txt", "kept.txt"]);
    job(Date.now() + 25 * 60 * 60 * 1000);
    expect(names()).toEqual(["sent.txt"]);
    expect(existsSync(join(store.files.dir, kept!.token))).toBe(false);
    expect(readdirSync(store.files.dir)).toHaveLength(1);
  });

  it("holding the template's placeholder line asks first; sent anyway, it goes", () => {
    const held = { ...text, body: `안녕하십니까.\n\n${replyPlaceholder("ko")}\n\n김민준` };
    expect(inquiryPost(post(), form(held))).toEqual({
      status: 200,
      answer: {
        reply: { subject: held.subject, body: held.body, problem: "placeholder", files: [] },
      },
    });
    expect(replies()).toEqual([]);
    expect(inquiryPost(post(), form(held, { sendAnyway: true }))).toEqual({ back: "reply" });
    expect(replies()).toHaveLength(1);
  });

  it("sent again only when it failed", () => {
    inquiryPost(post(), form(text));
    const id = (replies()[0] as { id: number }).id;
    expect(inquiryPost(post(), form({ intent: "resend", reply: String(id) }))).toEqual({
      status: 400,
      answer: { outcome: "bad" },
    });
    store.database.prepare("UPDATE mail_outbox SET status = 'failed' WHERE kind = 'reply'").run();
    audits = [];
    expect(inquiryPost(post(), form({ intent: "resend", reply: String(id) }))).toEqual({
      back: "resend",
    });
    expect(audits).toEqual([{ action: "inquiry-reply", target: ref, detail: "again" }]);
  });
});

describe("a change", () => {
  it("of status carries the page's revision: a stale one is a conflict, nothing changes", () => {
    const shown = revision();
    expect(
      inquiryPost(post(), form({ intent: "status", status: "closed", revision: shown })),
    ).toEqual({ status: 200, answer: { outcome: "changed" } });
    expect(audits).toEqual([{ action: "inquiry-status", target: ref, detail: "closed" }]);
    expect(inquiryPost(post(), form({ intent: "status", status: "new", revision: shown }))).toEqual(
      { status: 409, answer: { outcome: "conflict" } },
    );
    expect(inquiries.inbox.detail(ref)!.status).toBe("closed");
    const bads: Record<string, string>[] = [
      { intent: "status", status: "done", revision: revision() },
      { intent: "status", status: "new", revision: "1.5" },
      { intent: "erase", revision: revision() },
    ];
    for (const bad of bads) {
      expect(inquiryPost(post(), form(bad))).toEqual({ status: 400, answer: { outcome: "bad" } });
    }
    expect(
      inquiryPost(
        post("HF-20990101-999999"),
        form({ intent: "status", status: "new", revision: "0" }),
      ),
    ).toEqual({ status: 404, answer: { outcome: "unknown" } });
  });

  it("to spam is asked first, then made", () => {
    const spam = { intent: "spam", revision: revision() };
    expect(inquiryPost(post(), form(spam))).toEqual({ status: 200, answer: { confirm: "spam" } });
    expect(inquiries.inbox.detail(ref)!.status).toBe("new");
    expect(inquiryPost(post(), form(spam, { confirmed: true }))).toEqual({
      status: 200,
      answer: { outcome: "changed" },
    });
    expect(inquiries.inbox.detail(ref)!.status).toBe("spam");
  });

  it("of assignee takes an active account or nobody", () => {
    const assign = (assignee: string) =>
      inquiryPost(post(), form({ intent: "assign", assignee, revision: revision() }));
    expect(assign("eve@elsewhere.example")).toEqual({ status: 400, answer: { outcome: "bad" } });
    expect(assign("lee@hanbit.example")).toEqual({ status: 200, answer: { outcome: "changed" } });
    expect(inquiries.inbox.detail(ref)!.assignee).toBe("lee@hanbit.example");
    expect(assign("")).toEqual({ status: 200, answer: { outcome: "changed" } });
    expect(inquiries.inbox.detail(ref)!.assignee).toBeUndefined();
    expect(audits).toEqual([
      { action: "inquiry-assigned", target: ref, detail: "lee@hanbit.example" },
      { action: "inquiry-assigned", target: ref, detail: "-" },
    ]);
    expect(
      assignableEmails([
        { email: "a@h.example", status: "active" },
        { email: "b@h.example", status: "disabled" },
      ]),
    ).toEqual(["a@h.example"]);
  });

  it("a note needs no revision; the audit log has its length, never its text", () => {
    expect(inquiryPost(post(), form({ intent: "note", note: "전화로 납기 확인함" }))).toEqual({
      status: 200,
      answer: { outcome: "changed" },
    });
    expect(audits).toEqual([{ action: "inquiry-note", target: ref, detail: "10 chars" }]);
    expect(inquiryPost(post(), form({ intent: "note", note: "   " }))).toEqual({
      status: 400,
      answer: { outcome: "bad" },
    });
  });
});

describe("the replies' view", () => {
  it("reads each delivery, the bounce, the offer to send again, what is on its way and failed", () => {
    const at = "2026-11-23T02:00:00.000Z";
    const entry = (id: number) => ({
      kind: "reply" as const,
      at,
      actor: STAFF.email,
      id,
      value: JSON.stringify({ subject: `S${id}`, body: "B", to: "x@y.example", replyTo: "z" }),
    });
    const states = new Map<number, ReplyState>([
      [2, { status: "pending", attempts: 1, error: "timeout", nextAt: at, problem: "timeout" }],
      [3, { status: "sent", attempts: 1, sentAt: at }],
      [4, { status: "failed", attempts: 5, problem: "refused" }],
      [5, { status: "failed", attempts: 1, bouncedAt: at, bounce: "550 no such user" }],
    ]);
    const timeline = [{ kind: "received" as const, at }, 1, 2, 3, 4, 5].map((e) =>
      typeof e === "number" ? entry(e) : e,
    );
    const view = repliesView(timeline, states);
    expect(view.count).toBe(5);
    expect(view.sending).toBe(true);
    expect(view.failed).toEqual([
      { id: 4, problem: "refused" },
      { id: 5, problem: "other" },
    ]);
    expect(view.byId[1]).toEqual({
      phase: { kind: "pending" },
      resend: false,
      mail: { subject: "S1", body: "B" },
      files: [],
    });
    expect(view.byId[2]!.phase).toEqual({ kind: "retry", attempts: 1, problem: "timeout", at });
    expect(view.byId[3]!.phase).toEqual({ kind: "sent", at });
    expect(view.byId[4]).toMatchObject({
      phase: { kind: "failed", attempts: 5, problem: "refused" },
      resend: true,
    });
    expect(view.byId[5]).toMatchObject({ bounced: { words: "550 no such user" }, resend: false });
  });
});

describe("unmatched mail", () => {
  let uid = 0;
  const mail = (subject: string): IncomingMail => ({
    key: { uidValidity: "1700000000", uid: (uid += 1) },
    messageId: `m${uid}@stranger.example`,
    references: [],
    subject,
    from: { address: "stranger@x.example" },
    date: "2026-11-24T01:00:00.000Z",
    text: "price?",
    kind: "message",
    attachments: [],
  });

  it("is attached by reference (typed loosely, audited in capitals) or dismissed once", async () => {
    await store.messages.receive(mail("price?"));
    await store.messages.receive(mail("offer"));
    const [first, second] = store.messages.unmatched();
    const audit = (event: object) => audits.push(event);
    const { messages } = store;
    expect(
      unmatchedPost(
        messages,
        { intent: "attach", mail: first!.id, ref: "HF-20000101-000001" },
        audit,
      ),
    ).toEqual({ refused: { id: first!.id, ref: "HF-20000101-000001" } });
    const typed = ` ${ref.toLowerCase()} `;
    expect(
      unmatchedPost(messages, { intent: "attach", mail: first!.id, ref: typed }, audit),
    ).toEqual({ back: "attached", ref });
    expect(unmatchedPost(messages, { intent: "attach", mail: first!.id, ref }, audit)).toEqual({
      back: "list",
    });
    expect(
      unmatchedPost(messages, { intent: "dismiss", mail: second!.id, ref: null }, audit),
    ).toEqual({ back: "dismissed" });
    expect(
      unmatchedPost(messages, { intent: "dismiss", mail: second!.id, ref: null }, audit),
    ).toEqual({ back: "dismissed" });
    expect(audits).toEqual([
      { action: "mail-attached", target: ref },
      { action: "mail-dismissed", target: `#${second!.id}` },
    ]);
  });
});
