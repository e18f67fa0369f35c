import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openInbox } from "../../server/inquiries/inbox";
import { createOutbox } from "../../server/inquiries/outbox";
import { personKey, privacyStore } from "../../server/inquiries/privacy";
import { replyProblem } from "../../server/inquiries/replies";
import { openStore } from "../../server/inquiries/store";

/**
 * Staff replies on the inquiry database: schema 7 over a file of schema 6 (the fixture the
 * shipped code wrote, events and all), a reply queued with its event and the status answered,
 * its outbox (sent, failed, sent again) and its leaving with the inquiry.
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
      expect(db.pragma("user_version", { simple: true })).toBe(8);
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
  it("is an event with its text, answers the inquiry and goes through its outbox", async () => {
    const store = upgraded("queue.sqlite");
    const inbox = openInbox(store);
    const before = inbox.detail(REF)!;
    const at = new Date("2026-11-23T01:00:00Z");
    const queued = store.replies.queue(REF, mail, "kim@hanbit.example", at);
    expect(queued.result).toBe("queued");
    const after = inbox.detail(REF)!;
    expect(after.status).toBe("answered");
    expect(after.revision).toBe(before.revision + 1);
    const reply = after.timeline.find((entry) => entry.kind === "reply");
    expect(reply).toMatchObject({ at: at.toISOString(), actor: "kim@hanbit.example" });
    expect(JSON.parse((reply as { value: string }).value)).toEqual(mail);
    expect(after.timeline.at(-1)).toMatchObject({ kind: "status", value: "answered" });
    expect(store.replies.queue("HF-20990101-999999", mail, "kim@hanbit.example").result).toBe(
      "unknown",
    );

    // The first try fails (no more tries in this schedule): kept, failed, sent again.
    const sent: string[] = [];
    let refuse = true;
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const outbox = createOutbox(
      store,
      async (_inquiry, claim) => {
        if (refuse)
          throw new Error(
            `Can't send mail - all recipients were rejected: 550 <${claim!.reply!.to}> unknown`,
          );
        sent.push(`${claim!.reply!.to} ${claim!.reply!.subject}`);
      },
      { retrySchedule: [] },
      "reply",
    );
    const id = (queued as { id: number }).id;
    await vi.waitFor(() => expect(store.replies.states(after.id).get(id)?.status).toBe("failed"));
    const failed = store.replies.states(after.id).get(id)!;
    expect(failed.attempts).toBe(1);
    expect(replyProblem(failed.error)).toBe("refused");
    // The log names the inquiry, never the buyer's address.
    const line = log.mock.calls.map((call) => call.join(" ")).join("\n");
    expect(line).toContain(`Reply for inquiry ${REF} failed`);
    expect(line).not.toContain("buyer0@");
    log.mockRestore();

    refuse = false;
    expect(store.replies.resend(REF, id)).toBe(true);
    expect(store.replies.resend(REF, id)).toBe(false);
    outbox.wake();
    await vi.waitFor(() => expect(store.replies.states(after.id).get(id)?.status).toBe("sent"));
    expect(sent).toEqual(["buyer0@example.co.kr [HF] Re"]);
    await outbox.stop();

    // Erasure takes the reply's text and its delivery with the inquiry.
    privacyStore(store).erasePerson(personKey("buyer0@example.co.kr"));
    const left = store.database
      .prepare(
        "SELECT (SELECT COUNT(*) FROM inquiry_replies) + (SELECT COUNT(*) FROM inquiry_events WHERE kind = 'reply')",
      )
      .pluck()
      .get();
    expect(left).toBe(0);
    store.close();
  });
});
