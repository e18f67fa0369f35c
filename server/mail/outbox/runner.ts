import { startDueQueue } from "../../db/due-queue";
import { mailProblem } from "../problem";
import type { OutboxClaim, OutboxQueue, QueuedKind } from "./queue";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The waits after failed tries 1, 2, ... (8 tries over about 21 h 20 min), after which the
 * mail is marked failed.
 */
// Minutes ride out a mail server restart or greylisting, hours an outage; ends within a day.
export const RETRY_SCHEDULE: readonly number[] = [
  1 * MINUTE,
  5 * MINUTE,
  15 * MINUTE,
  1 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
];

/**
 * How long a claim holds. A process that dies mid-send (or cannot record the result) leaves its
 * claim behind; once the lease ends the mail is due again and is sent once more. That is the
 * only case in which a mail can arrive twice. The transport's timeouts end every try well within.
 */
export const CLAIM_LEASE = 10 * MINUTE;

/**
 * While mail is off, waiting mails are looked at again this often: another process (or the
 * back office) may have set the mail settings without waking this outbox.
 */
const WHILE_OFF = MINUTE;

/**
 * Sends one claimed mail at `at` (the outbox's clock; now when absent). It resolves with
 * `skipped` (why, without personal data) when there was nobody left to mail (a digest's account
 * disabled since it was queued): the row is then removed, not called sent; with `held` when its
 * kind's gate says it may not go before then (the night rule): the row waits, not a try.
 */
export type SendClaim = (
  claim: OutboxClaim,
  at?: Date,
) => Promise<void | { skipped: string } | { held: Date }>;

export interface OutboxOptions {
  /** Waits in ms after failed tries 1, 2, ...; the default is RETRY_SCHEDULE. */
  retrySchedule?: readonly number[];
  /** Claim lease in ms; the default is CLAIM_LEASE. */
  lease?: number;
  /** Whether this kind of mail can be sent now (the mail settings); while not, mails wait. */
  on?: () => boolean;
  /** The clock of claims, sends and due times (tests move it past a notice's window). */
  now?: () => Date;
  /** How many mails of the kind are sent at once; the default is SENDS_AT_ONCE. */
  atOnce?: number;
  /**
   * At most this long between two looks at the earliest due mail, for rows another process
   * queued (server/db/due-queue.ts); the default is a minute. Tests shorten it.
   */
  pollMs?: number;
}

/** A server's refusal may quote the recipient: the log names the mail, never an address. */
const withoutAddresses = (text: string) =>
  text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "<address>");

/** When to try again after `attempts` tries failed, or undefined when that was the last. */
export function nextTry(
  attempts: number,
  schedule: readonly number[],
  now = new Date(),
): Date | undefined {
  const wait = schedule[attempts - 1];
  return wait === undefined ? undefined : new Date(now.getTime() + wait);
}

export type Delivery =
  | { ok: true; recorded: boolean; skipped?: string; held?: Date }
  | { ok: false; recorded: boolean; error: string; retryAt?: Date };

/**
 * Sends one claimed mail and records the outcome under the claim, with the failure's kind.
 * Never rejects: an error of the store is returned as not recorded (the claim then expires and
 * the mail is tried again).
 */
export async function deliver(
  queue: Pick<OutboxQueue, "sent" | "failed" | "dropped" | "held">,
  send: SendClaim,
  claim: OutboxClaim,
  retryAt: (attempts: number) => Date | undefined,
  now: () => Date = () => new Date(),
): Promise<Delivery> {
  const which = `${claim.kind} mail ${claim.id}`;
  const record = (write: () => boolean) => {
    try {
      if (write()) return true;
      console.error(`The claim on ${which} expired before its result was in`);
    } catch (failure) {
      console.error(`Recording ${which} failed:`, failure);
    }
    return false;
  };
  let outcome: Awaited<ReturnType<SendClaim>>;
  try {
    outcome = await send(claim, now());
  } catch (failure) {
    const { kind } = mailProblem(failure);
    const error = failure instanceof Error ? failure.message : String(failure);
    const next = retryAt(claim.attempts);
    const recorded = record(() => queue.failed(claim, error, kind, next));
    return { ok: false, recorded, error, ...(next && { retryAt: next }) };
  }
  if (outcome && "held" in outcome) {
    return {
      ok: true,
      recorded: record(() => queue.held(claim, outcome.held)),
      held: outcome.held,
    };
  }
  if (outcome?.skipped) {
    return { ok: true, recorded: record(() => queue.dropped(claim)), skipped: outcome.skipped };
  }
  return { ok: true, recorded: record(() => queue.sent(claim, now())) };
}

/** When a mail that the staff command sends fails: the `retryAt` for `deliver`. */
export function retryAfterResend(
  statusBefore: "pending" | "failed",
  schedule: readonly number[] = RETRY_SCHEDULE,
) {
  // A mail that still had tries left keeps them; a failed one stays failed.
  return (attempts: number) =>
    statusBefore === "pending" ? nextTry(attempts, schedule) : undefined;
}

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * How many mails of one kind this process sends at once, each on its own SMTP connection with
 * its own timeouts: a server that hangs one session holds that mail alone.
 */
export const SENDS_AT_ONCE = 3;

/**
 * A try still under way after this long frees its slot and goes on beside the others, so hung
 * sessions never hold every slot: a mail behind three hung ones waits this long, not their
 * timeouts. Each try still ends by its timeouts, so the slow ones stay few (3 more per 5 s).
 */
export const SLOW_AFTER = 5_000;

/**
 * The mails of one kind waiting in the outbox, sent by this process a few at a time
 * (`SENDS_AT_ONCE`), on the one due-queue timer (server/db/due-queue.ts); `wake` after a commit
 * sends a new one at once. Several processes may run an outbox on one database: each try is
 * claimed first, so a mail goes at most once per try however many are under way.
 */
export function createOutbox(
  queue: OutboxQueue,
  kind: QueuedKind,
  send: SendClaim,
  options: OutboxOptions = {},
) {
  const schedule = options.retrySchedule ?? RETRY_SCHEDULE;
  const lease = options.lease ?? CLAIM_LEASE;
  const on = options.on ?? (() => true);
  const now = options.now ?? (() => new Date());
  const atOnce = Math.max(1, options.atOnce ?? SENDS_AT_ONCE);
  /** The tries under way, each recorded when it ends. */
  const underWay = new Set<Promise<void>>();
  /** The slots taken: each resolves when its try ends or has taken SLOW_AFTER. */
  const slots = new Set<Promise<void>>();

  async function tryOne(claim: OutboxClaim) {
    const result = await deliver(queue, send, claim, (n) => nextTry(n, schedule, now()), now);
    const which = `The ${kind} mail ${claim.id}${claim.inquiryId ? ` (inquiry row ${claim.inquiryId})` : ""}`;
    if (result.ok && result.held) {
      console.log(`${which} waits until ${result.held.toISOString()} (when it may go)`);
    } else if (result.ok && result.skipped) console.log(`${which} was not sent: ${result.skipped}`);
    else if (result.ok) console.log(`${which} was sent (try ${claim.attempts})`);
    else {
      const then = result.retryAt ? `next try ${result.retryAt.toISOString()}` : "no more tries";
      console.error(
        `${which} failed (try ${claim.attempts}, ${then}): ${withoutAddresses(result.error)}`,
      );
    }
  }

  /**
   * Claims what is due while fewer than `atOnce` slots are taken, waiting for one to be freed
   * when they are (a try that ends, or one slower than SLOW_AFTER); resolves once nothing is due
   * (tries may still be under way: each wakes the queue when it ends, so its next try's time is
   * armed). A wait when mail is off and mail waits.
   */
  async function drain(stopped: () => boolean): Promise<number | undefined> {
    for (;;) {
      if (stopped()) return undefined;
      if (slots.size >= atOnce) {
        await Promise.race(slots);
        continue;
      }
      if (!on()) return queue.nextAt(kind) === undefined ? undefined : WHILE_OFF;
      const claim = queue.claimDue(kind, now(), lease);
      if (!claim) return undefined;
      let free!: () => void;
      const slot = new Promise<void>((resolve) => {
        free = () => {
          slots.delete(slot);
          resolve();
        };
      });
      slots.add(slot);
      // The try keeps its claim while slow: it is still recorded once, when it ends.
      const slow = setTimeout(free, SLOW_AFTER);
      const attempt: Promise<void> = tryOne(claim).finally(() => {
        clearTimeout(slow);
        free();
        underWay.delete(attempt);
        due.wake();
      });
      underWay.add(attempt);
    }
  }

  // wake: a new mail was committed, or the mail settings changed; stop lets the tries under way
  // end and be recorded.
  const due = startDueQueue({
    name: "The mail outbox",
    nextAt: () => queue.nextAt(kind),
    drain,
    now: () => now().getTime(),
    ...(options.pollMs !== undefined && { pollMs: options.pollMs }),
  });
  return {
    wake: due.wake,
    async stop() {
      await due.stop();
      await Promise.all(underWay);
    },
  };
}
