import { readFileSync, rmSync } from "node:fs";
import { digestFor } from "../mail/kinds/digest";
import type { DigestLine } from "../mail/kinds/inquiry";
import type { MailAccount } from "../mail/kinds/kind";
import type { DigestDays, ImportedDigestMail } from "../mail/outbox/digest-days";
import type { MailRoom } from "../mail/room";
import { SEOUL_OFFSET } from "../platform/seoul-day";
import { isBusinessDay, seoulDay } from "./business-time";

/**
 * The daily digest: at 08:30 in Seoul on business days, each assignee gets their open
 * inquiries (the overdue ones marked) and each owner the unassigned ones, by mail. Off while no
 * SMTP server is set. This is its clock only: once the day's digest is due it queues one
 * outbox row of kind `digest` per recipient (server/mail/outbox/digest-days.ts), and the
 * outbox sends them as it sends every kind, with its claims, retries and failure kinds
 * (decision 026). Each mail is composed when it is sent (server/inquiries/queued-mail.ts), from
 * the account and the inquiries as they are then.
 */

/** When the digest goes: 08:30 Seoul, in minutes of the day. */
export const DIGEST_AT = 8 * 60 + 30;

/** Whether the digest of the moment's Seoul day is due: a business day, from 08:30 on. */
export function digestDue(at: number): boolean {
  const local = at + SEOUL_OFFSET;
  const minutes = Math.floor((local % 86_400_000) / 60_000);
  return isBusinessDay(seoulDay(at)) && minutes >= DIGEST_AT;
}

export interface DigestOptions {
  /** The digest's days in the outbox (the inquiry store's `digests`). */
  days: DigestDays;
  /** Wakes the digest's outbox once a day's mails are queued. */
  wake: () => void;
  /** The open inquiries at a moment (the inbox's `open`). */
  open: (now: number) => DigestLine[];
  accounts: () => readonly MailAccount[];
  /** The mail room; while the digest's mail is off, nothing is made. */
  room: MailRoom;
  /**
   * The state file of the digest before it moved into the outbox ({DATA_DIR}/digest.json):
   * imported at start, then removed.
   */
  formerFile?: string;
  now?: () => number;
  /** How often the clock is looked at (ms); a minute by default. */
  every?: number;
}

/** The state file as the digest wrote it before the outbox kept its mails. */
interface FormerState {
  day: string;
  madeAt?: number;
  mails: ImportedDigestMail[];
}

/**
 * Moves the former state file's day into the outbox with each mail's state (so that day's
 * digest is not made again), then removes the file. A file that cannot be read is removed too:
 * it had nothing the outbox could use, and the log says so.
 */
export function importFormerDigest(file: string, days: DigestDays) {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  let state: FormerState | undefined;
  try {
    state = JSON.parse(text) as FormerState;
  } catch {
    state = undefined;
  }
  if (!state || typeof state.day !== "string" || !Array.isArray(state.mails)) {
    console.warn(`The digest's former state file ${file} is unreadable: removed`);
  } else {
    const made = state.madeAt === undefined ? undefined : new Date(state.madeAt);
    const done = days.import(state.day, made, state.mails);
    console.log(
      `The digest of ${state.day} (${state.mails.length} mails) ${done ? "moved into the outbox" : "was in the outbox already"}`,
    );
  }
  rmSync(file, { force: true });
}

/** Looks at the clock every `every` ms and queues the day's digest once it is due. */
export function startDigest(options: DigestOptions) {
  const now = options.now ?? Date.now;
  let running: Promise<void> | undefined;
  if (options.formerFile) importFormerDigest(options.formerFile, options.days);

  function tick() {
    if (!options.room.on("digest")) return;
    const at = now();
    const day = seoulDay(at);
    if (!digestDue(at) || options.days.made(day)) return;
    const rows = options.open(at);
    const accounts = options.accounts();
    // Only those with something to read get a mail.
    const to = accounts.filter((account) => {
      if (account.status !== "active") return false;
      const { mine, theirs } = digestFor(account, rows, accounts);
      return mine.length + theirs.length > 0;
    });
    // Checked again under the write lock: another process may have made it meanwhile.
    if (
      !options.days.make(
        day,
        new Date(at),
        to.map((account) => account.email),
      )
    )
      return;
    // Recipients are staff addresses: the log gives their count only.
    console.log(`Daily digest ${day}: ${to.length} mails queued`);
    if (to.length > 0) options.wake();
  }

  const run = () => {
    if (running) return running;
    running = Promise.resolve()
      .then(tick)
      .catch((error: unknown) => console.error("The daily digest stopped on an error:", error))
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(run, options.every ?? 60_000);
  timer.unref();
  void run();
  return {
    /** Looks at the clock now (after a look under way); resolves once the day is queued or not. */
    async look() {
      while (running) await running;
      await run();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
