import { createHash, randomBytes } from "node:crypto";
import type Database from "better-sqlite3";

/** Idle sign-out and the longest a session lives (개인정보의 안전성 확보조치 기준: idle logout). */
export const IDLE_MS = 30 * 60_000;
export const ABSOLUTE_MS = 12 * 3_600_000;
/** A password checked waits this long for its second factor. */
export const SECOND_STEP_MS = 10 * 60_000;

export type Stage = "password" | "full";

export interface Session {
  accountId: number;
  stage: Stage;
  createdAt: number;
  challenge?: string;
}

export const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/**
 * Sessions are rows; the cookie carries only a random id (256 bits) and the database only its
 * hash. Every read applies the idle and absolute limits with the injected clock, and a session
 * of an account that is not active is no session.
 */
export function sessionStore(db: Database.Database, now: () => number) {
  const insert = db.prepare(
    `INSERT INTO sessions (id_hash, account_id, stage, created_at, last_seen_at, address)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const select = db.prepare<[string], Record<string, unknown>>(
    `SELECT s.account_id, s.stage, s.created_at, s.last_seen_at, s.challenge, a.status
     FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.id_hash = ?`,
  );
  const expired = (row: Record<string, unknown>, time: number) =>
    row.status === "disabled" ||
    time - (row.last_seen_at as number) > IDLE_MS ||
    time - (row.created_at as number) > (row.stage === "full" ? ABSOLUTE_MS : SECOND_STEP_MS);
  const touch = db.prepare("UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?");
  const remove = db.prepare("DELETE FROM sessions WHERE id_hash = ?");
  // Reading a page writes the last-seen time: with a full disk that write fails, and the page
  // is still read (the session then idles out a little early). Logged when it starts failing.
  let bestEffortFailing = false;
  const bestEffort = (write: () => void) => {
    try {
      write();
      bestEffortFailing = false;
    } catch (error) {
      if (!bestEffortFailing) console.error("A session's last-seen time was not written:", error);
      bestEffortFailing = true;
    }
  };

  return {
    create(accountId: number, stage: Stage, address: string): string {
      const id = randomBytes(32).toString("base64url");
      const time = now();
      insert.run(sha256(id), accountId, stage, time, time, address);
      return id;
    },

    /** The live session with this id, its idle time restarted; undefined if none or expired. */
    read(id: string | undefined): Session | undefined {
      if (!id) return undefined;
      const hash = sha256(id);
      const row = select.get(hash);
      if (!row) return undefined;
      const time = now();
      const created = row.created_at as number;
      const stage = row.stage as Stage;
      if (expired(row, time)) {
        bestEffort(() => remove.run(hash));
        return undefined;
      }
      bestEffort(() => touch.run(time, hash));
      return {
        accountId: row.account_id as number,
        stage,
        createdAt: created,
        challenge: (row.challenge as string | null) ?? undefined,
      };
    },

    /**
     * Whether this id names a live session with both steps done, without restarting its idle
     * time or removing it (server/http/door-posts.ts asks before the app reads it).
     */
    signedIn(id: string): boolean {
      const row = select.get(sha256(id));
      return row !== undefined && row.stage === "full" && !expired(row, now());
    },

    setChallenge(id: string, challenge: string | null) {
      db.prepare("UPDATE sessions SET challenge = ? WHERE id_hash = ?").run(challenge, sha256(id));
    },

    remove(id: string) {
      remove.run(sha256(id));
    },

    /** Ends every session of an account (sign out everywhere, disable, reset). */
    removeAll(accountId: number): number {
      return db.prepare("DELETE FROM sessions WHERE account_id = ?").run(accountId).changes;
    },

    /** Drops rows past their limits, so the table does not grow with abandoned sessions. */
    sweep() {
      const time = now();
      db.prepare(
        `DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?
           OR (stage = 'password' AND created_at < ?)`,
      ).run(time - IDLE_MS, time - ABSOLUTE_MS, time - SECOND_STEP_MS);
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
