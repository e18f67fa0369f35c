import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS, openStore } from "../../server/inquiries/store";

/**
 * Schema 8 (and 9, the one outbox, after it) over the schema 7 fixture: replies keep their
 * delivery, mails their Message-IDs.
 */
const FIXTURES = join(import.meta.dirname, "../fixtures/databases");
const work = mkdtempSync(join(tmpdir(), "schema-8-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("schemas 8 and 9 over a schema 7 database", () => {
  it("keeps every reply with its state and names each sent mail's Message-ID", () => {
    const file = join(work, "inquiries.sqlite");
    copyFileSync(join(FIXTURES, "inquiries-v7.sqlite"), file);
    const expected = JSON.parse(
      readFileSync(join(FIXTURES, "inquiries-v7.expected.json"), "utf8"),
    ) as { inquiries: { ref: string; replies?: string[] }[] };
    const store = openStore(file);
    try {
      const db = store.database;
      expect(db.pragma("user_version", { simple: true })).toBe(MIGRATIONS.length);
      expect(db.pragma("foreign_key_check")).toEqual([]);
      const replied = expected.inquiries.filter((i) => i.replies);
      expect(replied.length).toBeGreaterThan(10);
      for (const { ref, replies } of replied) {
        const { id } = db.prepare("SELECT id FROM inquiries WHERE ref = ?").get(ref) as {
          id: number;
        };
        const states = [...store.replies.states(id).entries()];
        expect(states).toHaveLength(replies!.length);
        const [eventId, state] = states[0]!;
        expect(["pending", "sent"]).toContain(state.status);
        // The id it was (or will be) sent with, as replies.ts made it before schema 8.
        expect(
          db.prepare("SELECT local FROM inquiry_mail_ids WHERE reply_id = ?").pluck().get(eventId),
        ).toBe(`reply-${ref}-${eventId}`);
      }
      // Each confirmation made before: confirmation-REF-ms, as confirmation.ts made it.
      const confirmations = db
        .prepare(
          `SELECT i.ref, i.created_at AS createdAt, m.local FROM inquiries i
           JOIN inquiry_mail_ids m ON m.inquiry_id = i.id AND m.reply_id IS NULL`,
        )
        .all() as { ref: string; createdAt: string; local: string }[];
      expect(confirmations).toHaveLength(60);
      for (const row of confirmations) {
        expect(row.local).toBe(`confirmation-${row.ref}-${Date.parse(row.createdAt)}`);
      }
    } finally {
      store.close();
    }
  });
});
