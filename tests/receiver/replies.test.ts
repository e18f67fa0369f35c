import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { businessTimeBetween } from "../../server/inquiries/business-time";
import { openInbox } from "../../server/inquiries/inbox";
import { personKey, privacyStore } from "../../server/inquiries/privacy";
import { queuedMail } from "../../server/inquiries/queued-mail";
import { MIGRATIONS, openStore } from "../../server/inquiries/store";
import { createOutbox, type SendClaim } from "../../server/mail/outbox/runner";
import { mailRoomOf } from "../../server/mail/room";
import { mailSettings } from "../../server/mail/settings";
import { PATIENT, STORED } from "./harness";

/**
 * Staff replies on the inquiry database: schema 7 over a file of schema 6 (the fixture the
 * shipped code wrote, events and all), a reply queued with its event, its outbox (failed, sent
 * again, and only then the inquiry answered), the kind of a failure, and its leaving with the
 * inquiry.
 */

const FIXTURE = join(import.meta.dirname, "../fixtures/databases/inquiries-v6.sqlite");
const dir = mkdtempSync(join(tmpdir(), "replies-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function upgraded(name: string) {
  const file = join(dir, name);
  copyFileSync(FIXTURE, file);
  return openStore(file);
}

const mail = {
  subject: "[HF] Re",
  body: "Hello\n\nKim",
  to: "buyer0@example.co.kr",
  replyTo: "kim@hanbit.example",
};
const REF = "HF-20261101-000001";

describe("schema 7", () => {
  it("keeps every event of schema 6 with its id and takes the kind reply", () => {
    const store = upgraded("events.sqlite");
    try {
      const db = store.database;
      expect(db.pragma("user_version", { simple: true })).toBe(MIGRATIONS.length);
      const kinds = db
        .prepare("SELECT kind, COUNT(*) AS n FROM inquiry_events GROUP BY kind ORDER BY kind")
        .all();
      // As the fixture holds them (sqlite3 on inquiries-v6.sqlite).
      expect(kinds).toEqual([
        { kind: "assignee", n: 24 },
        { kind: "note", n: 20 },
        { kind: "status", n: 30 },
      ]);
      expect(db.pragma("foreign_key_check")).toEqual([]);
      expect(() =>
        db
          .prepare(
            "INSERT INTO inquiry_events (inquiry_id, at, actor, kind) VALUES (1, 'x', 'y', 'other')",
          )
          .run(),
      ).toThrow(/CHECK/);
    } finally {
      store.close();
    }
  });
});

describe("a reply", () => {
  it("is an event with its text, goes through its outbox and answers once it has left", async () => {
    const store = upgraded("queue.sqlite");
    const inbox = openInbox(store);
    const before = inbox.detail(REF)!;
    expect(before.status).toBe("new");
    const at = new Date("2026-11-23T01:00:00Z");
    const queued = store.replies.queue(REF, mail, "kim@hanbit.example", at);
    expect(queued.result).toBe("queued");
    const after = inbox.detail(REF)!;
    // Queued is not answered: the status and its revision wait for the mail server.
    expect(after.status).toBe("new");
    expect(after.revision).toBe(before.revision);
    const reply = after.timeline.find((entry) => entry.kind === "reply");
    expect(reply).toMatchObject({ at: at.toISOString(), actor: "kim@hanbit.example" });
    expect(JSON.parse((reply as { value: string }).value)).toEqual(mail);
    expect(after.timeline.at(-1)).toMatchObject({ kind: "reply" });
    expect(store.replies.queue("HF-20990101-999999", mail, "kim@hanbit.example").result).toBe(
      "unknown",
    );

    // The first try fails (no more tries in this schedule): kept, failed, sent again.
    const sent: string[] = [];
    let refuse = true;
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const outbox = createOutbox(
      store.outbox,
      "reply",
      async (claim) => {
        const stored = store.replies.mail(claim.eventId!)!;
        // As nodemailer rejects when the server refuses the recipient (RCPT TO).
        if (refuse)
          throw Object.assign(
            new Error(`Can't send mail - all recipients were rejected: 550 <${stored.to}> unknown`),
            { code: "EENVELOPE", responseCode: 550 },
          );
        sent.push(`${stored.to} ${stored.subject}`);
      },
      { retrySchedule: [] },
    );
    const id = (queued as { id: number }).id;
    await vi.waitFor(
      () => expect(store.replies.states(after.id).get(id)?.status).toBe("failed"),
      PATIENT,
    );
    const failed = store.replies.states(after.id).get(id)!;
    expect(failed.attempts).toBe(1);
    expect(failed.problem).toBe("refused");
    expect(inbox.detail(REF)!.status).toBe("new");
    // The log names the mail and its inquiry's row, never the buyer's address.
    const line = log.mock.calls.map((call) => call.join(" ")).join("\n");
    expect(line).toContain(`(inquiry row ${after.id}) failed`);
    expect(line).not.toContain("buyer0@");
    log.mockRestore();

    refuse = false;
    expect(store.replies.resend(REF, id)).toBe(true);
    expect(store.replies.resend(REF, id)).toBe(false);
    outbox.wake();
    await vi.waitFor(
      () => expect(store.replies.states(after.id).get(id)?.status).toBe("sent"),
      PATIENT,
    );
    expect(sent).toEqual(["buyer0@example.co.kr [HF] Re"]);
    await outbox.stop();
    // Answered now, by the reply's author, at the moment the mail server took it.
    const state = store.replies.states(after.id).get(id)!;
    expect(state.problem).toBeUndefined();
    const answered = inbox.detail(REF)!;
    expect(answered.status).toBe("answered");
    expect(answered.revision).toBe(before.revision + 1);
    expect(answered.timeline.at(-1)).toMatchObject({
      kind: "status",
      value: "answered",
      actor: "kim@hanbit.example",
      at: state.sentAt,
    });

    // Erasure takes the reply's text and its delivery with the inquiry.
    privacyStore(store).erasePerson(personKey("buyer0@example.co.kr"));
    const left = store.database
      .prepare(
        `SELECT (SELECT COUNT(*) FROM mail_outbox WHERE kind = 'reply')
           + (SELECT COUNT(*) FROM inquiry_events WHERE kind = 'reply')`,
      )
      .pluck()
      .get();
    expect(left).toBe(0);
    store.close();
  });

  it("that failed every try leaves the inquiry waiting on us until a retry is sent", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const store = openStore(join(dir, "failed-reply.sqlite"));
    onTestFinished(() => {
      store.close();
    });
    const inbox = openInbox(store);
    // Received Monday 2026-11-16, 09:00 in Seoul; the reply written an hour later.
    const received = new Date("2026-11-16T00:00:00Z");
    const { ref, id: inquiryId } = store.add({ ...STORED, lang: "ko" }, "off", received);
    const queued = store.replies.queue(
      ref,
      { ...mail, to: STORED.email },
      "kim@hanbit.example",
      new Date("2026-11-16T01:00:00Z"),
    );
    const eventId = (queued as { id: number }).id;
    let refuse = true;
    const send: SendClaim = async () => {
      // The recipient's server is busy at every try (RCPT TO refused, as nodemailer says it).
      if (refuse) {
        throw Object.assign(
          new Error("Can't send mail - all recipients were rejected: 450 4.2.1 mailbox busy"),
          { code: "EENVELOPE", responseCode: 450 },
        );
      }
    };
    const outbox = createOutbox(store.outbox, "reply", send, { retrySchedule: [5, 5] });
    onTestFinished(() => outbox.stop());
    await vi.waitFor(
      () => expect(store.replies.states(inquiryId).get(eventId)?.status).toBe("failed"),
      PATIENT,
    );
    expect(store.replies.states(inquiryId).get(eventId)).toMatchObject({
      attempts: 3,
      problem: "refused",
    });

    // Every try failed: nothing reached the buyer, so it still waits on us, and is overdue.
    const row = (now: number) => inbox.list({ page: 1 }, now).rows.find((r) => r.ref === ref)!;
    const later = Date.parse("2026-11-18T00:00:00Z");
    expect(inbox.detail(ref)!.status).toBe("new");
    expect(inbox.detail(ref)!.firstResponseAt).toBeUndefined();
    expect(inbox.detail(ref)!.timeline.some((e) => e.kind === "status")).toBe(false);
    expect(row(later).response.firstResponse).toBeUndefined();
    expect(row(later).response.overdue).toBe(true);
    expect(inbox.list({ page: 1, overdue: true }, later).overdue).toBe(1);
    expect(inbox.list({ page: 1, overdue: true }, later).rows.map((r) => r.ref)).toEqual([ref]);

    // Sent again, and taken: answered, the first response at the moment it left.
    refuse = false;
    expect(store.replies.resend(ref, eventId)).toBe(true);
    outbox.wake();
    await vi.waitFor(
      () => expect(store.replies.states(inquiryId).get(eventId)?.status).toBe("sent"),
      PATIENT,
    );
    const { sentAt } = store.replies.states(inquiryId).get(eventId)!;
    const detail = inbox.detail(ref)!;
    expect(detail.status).toBe("answered");
    expect(detail.firstResponseAt).toBe(sentAt);
    expect(detail.timeline.at(-1)).toMatchObject({ kind: "status", value: "answered", at: sentAt });
    const now = Date.now();
    expect(row(now).response).toMatchObject({
      firstResponse: businessTimeBetween(received.getTime(), Date.parse(sentAt!)),
      overdue: false,
    });
    expect(inbox.list({ page: 1, overdue: true }, now).overdue).toBe(0);
  });

  it("refused for a wrong password keeps the kind auth, as the page reads it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    // A real SMTP server on loopback that refuses every login.
    const logins: string[] = [];
    const smtp = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      disableReverseLookup: true,
      onAuth(auth, _session, callback) {
        logins.push(auth.username ?? "");
        callback(new Error("Authentication failed"));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    onTestFinished(() => new Promise<void>((resolve) => smtp.close(resolve)));
    const port = (smtp.server.address() as AddressInfo).port;

    const store = openStore(join(dir, "auth.sqlite"));
    onTestFinished(() => {
      store.close();
    });
    const { ref, id: inquiryId } = store.add({ ...STORED, lang: "en" }, "off");
    const queued = store.replies.queue(ref, { ...mail, to: STORED.email }, "kim@hanbit.example");
    const eventId = (queued as { id: number }).id;
    const settings = mailSettings({
      env: {
        SMTP_URL: `smtp://website:wrong-password@127.0.0.1:${port}`,
        MAIL_FROM: "website@hanbit.example",
        SITE_URL: "https://www.hanbit.example",
      },
    });
    const room = mailRoomOf(settings, "https://www.hanbit.example", () => []);
    const outbox = createOutbox(store.outbox, "reply", queuedMail(store, room).reply, {
      retrySchedule: [],
    });
    onTestFinished(() => outbox.stop());
    await vi.waitFor(
      () => expect(store.replies.states(inquiryId).get(eventId)?.status).toBe("failed"),
      PATIENT,
    );
    expect(logins).toEqual(["website"]);
    const state = store.replies.states(inquiryId).get(eventId)!;
    expect(state).toMatchObject({ status: "failed", attempts: 1, problem: "auth" });
    expect(state.error).toMatch(/Authentication failed|535/);
    // Not answered: the buyer got nothing.
    expect(openInbox(store).detail(ref)!.status).toBe("new");
  });
});
