import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { digestFor, type DigestLine } from "../mail/kinds/digest";
import type { MailAccount } from "../mail/kinds/kind";
import { nextTry, RETRY_SCHEDULE } from "../mail/outbox/runner";
import type { MailRoom } from "../mail/room";
import { newMessageLocal } from "../mail/thread";
import { isBusinessDay, seoulDay } from "./business-time";

/**
 * The daily digest: at 08:30 in Seoul on business days, each assignee gets their open
 * inquiries (the overdue ones marked) and each owner the unassigned ones, by mail. Off while no
 * SMTP server is set. The day's recipients are written to a state file under DATA_DIR before
 * the first is sent, so a restart neither sends them again nor forgets one that failed: each is
 * retried on the outbox's schedule, and the file and the log say what failed. Each mail is
 * composed when it is sent (server/mail/kinds/digest.ts), from the inquiries as they are then.
 */

/** When the digest goes: 08:30 Seoul, in minutes of the day. */
export const DIGEST_AT = 8 * 60 + 30;
const SEOUL = 9 * 3_600_000;

/** One mail of a day's digest and how its sending went. */
export interface StoredDigestMail {
  to: string;
  /** The Message-ID's left part, the same for every try. */
  local?: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  /** While pending: when the next try is due (ms). */
  nextAt?: number;
  error?: string;
}

export interface DigestState {
  /** The Seoul day the digest was made for ("2027-02-10"). */
  day: string;
  /** When it was made (ms); absent in a file written before it was kept. */
  madeAt?: number;
  mails: StoredDigestMail[];
}

/** Whether the digest of the moment's Seoul day is due: a business day, from 08:30 on. */
export function digestDue(at: number): boolean {
  const local = at + SEOUL;
  const minutes = Math.floor((local % 86_400_000) / 60_000);
  return isBusinessDay(seoulDay(at)) && minutes >= DIGEST_AT;
}

export interface DigestOptions {
  /** The state file ({DATA_DIR}/digest.json). */
  file: string;
  /** The open inquiries at a moment (the inbox's `open`). */
  open: (now: number) => DigestLine[];
  accounts: () => readonly MailAccount[];
  /** The mail room; while the digest's mail is off, nothing is made. */
  room: MailRoom;
  now?: () => number;
  /** How often the clock is looked at (ms); a minute by default. */
  every?: number;
  retrySchedule?: readonly number[];
}

/** The state file as it is: the last day's digest and each mail's outcome (none before the first). */
export function readDigestState(file: string): DigestState | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as DigestState;
  } catch {
    return undefined;
  }
}

function writeState(file: string, state: DigestState) {
  // Whole or not at all: a crash mid-write must not lose the day.
  writeFileSync(`${file}.tmp`, JSON.stringify(state));
  renameSync(`${file}.tmp`, file);
}

/** Looks at the clock every `every` ms and sends the day's digest once it is due. */
export function startDigest(options: DigestOptions) {
  const now = options.now ?? Date.now;
  const schedule = options.retrySchedule ?? RETRY_SCHEDULE;
  let running: Promise<void> | undefined;

  async function tick() {
    if (!options.room.on("digest")) return;
    const at = now();
    const day = seoulDay(at);
    let state = readDigestState(options.file);
    if (state?.day !== day) {
      if (!digestDue(at)) return;
      const rows = options.open(at);
      const accounts = options.accounts();
      // Only those with something to read get a mail.
      const to = accounts.filter((account) => {
        if (account.status !== "active") return false;
        const { mine, theirs } = digestFor(account, rows, accounts);
        return mine.length + theirs.length > 0;
      });
      state = {
        day,
        madeAt: at,
        mails: to.map((account) => ({
          to: account.email,
          local: newMessageLocal("digest"),
          status: "pending",
          attempts: 0,
        })),
      };
      writeState(options.file, state);
    }
    const count = state.mails.length;
    for (const [index, mail] of state.mails.entries()) {
      if (mail.status !== "pending" || (mail.nextAt ?? 0) > at) continue;
      mail.attempts += 1;
      // Recipients are staff addresses: the log names the mail by its place only.
      const which = `Daily digest ${day}: mail ${index + 1} of ${count}`;
      try {
        const account = options
          .accounts()
          .find((found) => found.email.toLowerCase() === mail.to.toLowerCase());
        // An account disabled or removed since the morning gets nothing.
        if (account) {
          await options.room.send("digest", {
            account,
            day,
            rows: options.open(now()),
            local: mail.local ?? newMessageLocal("digest"),
          });
        }
        mail.status = "sent";
        delete mail.nextAt;
        console.log(`${which} sent (try ${mail.attempts})`);
      } catch (failure) {
        mail.error = failure instanceof Error ? failure.message : String(failure);
        const next = nextTry(mail.attempts, schedule, new Date(at));
        if (next) mail.nextAt = next.getTime();
        else mail.status = "failed";
        console.error(
          `${which} failed (try ${mail.attempts}, ${next ? `next try ${next.toISOString()}` : "no more tries"})`,
        );
      }
      writeState(options.file, state);
    }
  }

  const run = () => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => console.error("The daily digest stopped on an error:", error))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, options.every ?? 60_000);
  timer.unref();
  run();
  return {
    /** The state file as it is (the day and each mail's outcome). */
    state: () => readDigestState(options.file),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
