/**
 * The timer of a queue whose rows fall due in a database (the mail outbox, the edge's purges and
 * pings): one timer for the next due row. `drain` works through what is due and resolves once
 * nothing is (or with a wait of its own choosing); the timer is then armed for the queue's next
 * due row. Several processes may drain one database: the queues claim each try under the write
 * lock, this timer only says when to look. A row another process wrote wakes nobody here, so
 * the earliest due time is read again at least every `pollMs` (one indexed MIN a minute): a row
 * whatever wrote it (`npm run staff -- reminders`, a second server) is found within that.
 */

const MINUTE = 60_000;

/** After the queue's database failed (busy, read-only, disk full): look again this much later. */
export const AFTER_STORE_ERROR = MINUTE;

/** How often the earliest due row is read again, for rows another process wrote. */
export const LOOK_EVERY = MINUTE;

/** setTimeout takes at most 2^31-1 ms (24.8 days); a longer wait just rearms. */
const LONGEST_WAIT = 2 ** 31 - 1;

export interface DueQueueOptions {
  /** The queue's name in the log: "The mail outbox", "The edge purge". */
  name: string;
  /** When the earliest pending row is due (ISO 8601), or undefined when none waits. May throw. */
  nextAt: () => string | undefined;
  /**
   * Claims and sends what is due until nothing is; resolves with a wait in ms to look again
   * sooner than `nextAt` says (mail off while mails wait), else undefined. `stopped` turns true
   * once `stop` was called: a drain returns at its next row.
   */
  drain: (stopped: () => boolean) => Promise<number | undefined>;
  /** The clock `nextAt` is read against (tests move it). */
  now?: () => number;
  /** At most this long between two reads of `nextAt`; the default is LOOK_EVERY. */
  pollMs?: number;
}

export type DueQueue = ReturnType<typeof startDueQueue>;

/** Arms the timer for the queue's next due row; `wake` after a commit looks at once. */
export function startDueQueue(options: DueQueueOptions) {
  const now = options.now ?? Date.now;
  const look = Math.min(Math.max(1, options.pollMs ?? LOOK_EVERY), LONGEST_WAIT);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let again = false;
  const isStopped = () => stopped;

  /** One timer for the next due row; `wait` in ms overrides the database's answer. */
  function arm(wait?: number) {
    clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    if (wait === undefined) {
      let next: string | undefined;
      try {
        next = options.nextAt();
      } catch (error) {
        console.error(`${options.name} cannot read its database:`, error);
        return arm(AFTER_STORE_ERROR);
      }
      // Nothing waits, or not yet: read again within `look`, for what another process queues.
      wait = next === undefined ? Infinity : Date.parse(next) - now();
      if (wait > look) {
        timer = setTimeout(() => arm(), look);
        timer.unref();
        return;
      }
    }
    timer = setTimeout(run, Math.min(Math.max(wait, 0), LONGEST_WAIT));
    // The server's socket keeps the process alive; a waiting row alone does not.
    timer.unref();
  }

  function run() {
    clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    // A wake during a drain: look again once it ends (a row queued meanwhile may be due first,
    // or the mail settings changed while the drain found mail off).
    if (running) return void (again = true);
    running = options
      .drain(isStopped)
      .catch((error: unknown) => {
        console.error(`${options.name} stopped on a database error:`, error);
        return AFTER_STORE_ERROR;
      })
      .then((wait) => {
        running = undefined;
        if (again) {
          again = false;
          return run();
        }
        arm(wait);
      });
  }

  arm();
  return {
    /** Something was committed or changed: look for due rows soon, never in the caller's turn. */
    wake() {
      if (!stopped) setImmediate(run);
    },
    /** Stops the timer; resolves once a try under way has ended and been recorded. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
