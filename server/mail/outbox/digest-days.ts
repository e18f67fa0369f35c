import type Database from "better-sqlite3";
import type { MailProblem } from "../problem";
import { newMessageLocal } from "../thread";
import type { DigestPayload } from "../kinds/digest";
import type { OutboxQueue, QueueStatus } from "./queue";

/**
 * The daily digest's days in the one outbox (decision 026): `digest_days` (schema 9) holds each
 * Seoul day a digest was made, and each of its mails is a `mail_outbox` row of kind `digest`
 * whose payload names the recipient and the day. Making a day is one IMMEDIATE transaction that
 * first checks the day is not made yet, so two processes never make it twice.
 */

/** One mail of a day's digest and how its sending went. */
export interface DigestMailState {
  id: number;
  to: string;
  status: QueueStatus;
  attempts: number;
  nextAt?: string;
  error?: string;
  problem?: MailProblem;
  sentAt?: string;
}

/** A day's digest: when it was made and its mails. */
export interface DigestDay {
  day: string;
  /** When it was made (ISO); absent for a day imported from a state file that did not keep it. */
  madeAt?: string;
  mails: DigestMailState[];
}

/** A mail of a digest made before the outbox kept them ({DATA_DIR}/digest.json). */
export interface ImportedDigestMail {
  to: string;
  local?: string;
  status: QueueStatus;
  attempts: number;
  /** While pending: when the next try is due (ms). */
  nextAt?: number;
  error?: string;
}

const withoutNulls = <T>(row: Record<string, unknown>): T =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as T;

export type DigestDays = ReturnType<typeof openDigestDays>;

export function openDigestDays(db: Database.Database, queue: Pick<OutboxQueue, "add">) {
  const markDay = db.prepare(
    "INSERT INTO digest_days (day, made_at) VALUES (?, ?) ON CONFLICT (day) DO NOTHING",
  );
  const isMade = db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM digest_days WHERE day = @day)
         OR EXISTS (SELECT 1 FROM mail_outbox WHERE kind = 'digest'
                    AND json_extract(payload, '$.day') = @day)`,
    )
    .pluck();
  const lastDay = db.prepare(
    "SELECT day, made_at AS madeAt FROM digest_days ORDER BY day DESC LIMIT 1",
  );
  const mailsOf = db.prepare(
    `SELECT id, json_extract(payload, '$.to') AS "to", status, attempts, next_at AS nextAt, error,
       problem, sent_at AS sentAt
     FROM mail_outbox WHERE kind = 'digest' AND json_extract(payload, '$.day') = ? ORDER BY id`,
  );
  const insertImported = db.prepare(
    `INSERT INTO mail_outbox (kind, payload, local, created_at, status, attempts, next_at, error)
     VALUES ('digest', @payload, @local, @createdAt, @status, @attempts, @nextAt, @error)`,
  );

  const make = db.transaction((day: string, madeAt: Date, to: readonly string[], at: Date) => {
    if (isMade.get({ day }) === 1) return false;
    markDay.run(day, madeAt.toISOString());
    for (const address of to) {
      queue.add({ kind: "digest", payload: { to: address, day } satisfies DigestPayload }, at);
    }
    return true;
  });

  const importDay = db.transaction(
    (day: string, madeAt: Date | undefined, mails: readonly ImportedDigestMail[], at: Date) => {
      // A day the outbox already holds keeps its rows: the file is older news.
      if (isMade.get({ day }) === 1) return false;
      // made_at is NOT NULL: "" says it was not kept.
      markDay.run(day, madeAt ? madeAt.toISOString() : "");
      for (const mail of mails) {
        const pending = mail.status === "pending";
        insertImported.run({
          payload: JSON.stringify({ to: mail.to, day } satisfies DigestPayload),
          local: mail.local ?? newMessageLocal("digest"),
          createdAt: (madeAt ?? at).toISOString(),
          status: mail.status,
          attempts: mail.attempts,
          nextAt: pending ? new Date(mail.nextAt ?? at.getTime()).toISOString() : null,
          error: mail.error?.slice(0, 500) ?? null,
        });
      }
      return true;
    },
  );

  return {
    /** Whether the digest of this Seoul day was made (by any process). */
    made: (day: string) => isMade.get({ day }) === 1,
    /**
     * Makes the day's digest: its day and one pending mail per recipient, due at `at`, in one
     * IMMEDIATE transaction; false when the day was made already (by this or another process).
     */
    make: (day: string, madeAt: Date, to: readonly string[], at = new Date()) =>
      make.immediate(day, madeAt, to, at),
    /** Imports a day of the former state file with each mail's state; false when already in. */
    import: (
      day: string,
      madeAt: Date | undefined,
      mails: readonly ImportedDigestMail[],
      at = new Date(),
    ) => importDay.immediate(day, madeAt, mails, at),
    /** The last day a digest was made and its mails, or undefined before the first. */
    last(): DigestDay | undefined {
      const found = lastDay.get() as { day: string; madeAt: string } | undefined;
      if (!found) return undefined;
      return {
        day: found.day,
        ...(found.madeAt && { madeAt: found.madeAt }),
        mails: (mailsOf.all(found.day) as Record<string, unknown>[]).map((row) =>
          withoutNulls<DigestMailState>(row),
        ),
      };
    },
  };
}
