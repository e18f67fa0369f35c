import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { senderGroup } from "../platform/client-address";
import type { WorkTasks } from "./registry";
import type { TaskInput, TaskKind, TaskOutput, TaskTypes, WorkTask } from "./serve";

/**
 * Why a job did not finish: past its time limit (its thread was ended), past the memory bound
 * (its thread was ended), refused because the queue was full, or failed in the task itself
 * (an error the task threw: its message is kept).
 */
export type WorkFailure = "timeout" | "memory" | "busy" | "failed";

/** A job of the pool that did not finish; `reason` says how to answer (a 4xx, a 503, a field error). */
export class WorkError extends Error {
  override readonly name = "WorkError";
  constructor(
    readonly reason: WorkFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface PoolOptions<Kind extends string = string> {
  /** The worker's script: a built `.js` file, or a `.ts` file run through tsx. */
  script: string;
  /** Threads: started with the pool's first job, each replaced when one is ended. */
  threads?: number;
  /**
   * Jobs of one kind waiting for a thread at most, unless `queues` names the kind; one more of
   * that kind is refused at once (`busy`), whatever the other kinds do.
   */
  queue?: number;
  /** A kind's own bound on its jobs waiting, in place of `queue`. */
  queues?: Partial<Record<Kind, number>>;
  /**
   * A kind's bound on one sender's jobs waiting (see `RunOptions.sender`): one more from that
   * sender is refused at once, whoever else waits. Unset: the kind's bound alone.
   */
  senderQueues?: Partial<Record<Kind, number>>;
  /** A job's time limit, from when a thread takes it, unless the call gives its own. */
  timeoutMs?: number;
  /** The V8 heap a thread may use (`resourceLimits.maxOldGenerationSizeMb`). */
  memoryMb?: number;
}

/** How long a call lets its job run, and wait for a thread. */
export interface RunOptions {
  /** Past this, once a thread has taken the job, the thread is ended: `timeout`. */
  timeoutMs?: number;
  /** Past this waiting for a thread, the job is given up: `busy` (no bound when unset). */
  waitMs?: number;
  /**
   * Whom the job is for (a client's address): within a kind, senders take turns, so one
   * sender's many jobs never keep another's waiting long or refused. Unset: one shared sender.
   */
  sender?: string;
  /** The caller's: once aborted (its client left), a job still waiting leaves its line: `busy`. */
  signal?: AbortSignal;
}

/** A worker thread's V8 limits for a heap of `memoryMb`: the pool's and the remade documents'. */
export const threadLimits = (memoryMb: number) => ({
  maxOldGenerationSizeMb: memoryMb,
  maxYoungGenerationSizeMb: Math.min(64, Math.ceil(memoryMb / 8)),
  stackSizeMb: 4,
});

/**
 * One thread on this 2-core machine (the other core is the serving thread's), two past four
 * cores: enough for the documents and uploads that staff and buyers make one at a time.
 */
export const DEFAULT_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * A pool of worker threads running the task kinds of a table (`serveTasks` in the worker):
 * `run(kind, input)` answers the task's output, or throws a `WorkError`. The input and output
 * cross threads by structured clone (plain data, Buffers, Dates; no functions).
 *
 * Each kind waits in its own line, with its own bound, and a thread that comes free takes the
 * next kind in turn: a flood of one kind fills its own line only, and every other kind's job
 * still gets a thread after at most one job of each kind. Within a kind, each sender has its own
 * first-in first-out line and senders take turns the same way; when the kind's line is full, a
 * sender with fewer jobs waiting takes the place of the newest job of the one with the most.
 */
export function createPool<Table extends TaskTypes<Table>>({
  script,
  threads = DEFAULT_THREADS,
  queue = 16,
  queues = {},
  senderQueues = {},
  timeoutMs = 30_000,
  memoryMb = 512,
}: PoolOptions<TaskKind<Table>>) {
  const source = script.endsWith(".ts");
  const piscina = new Piscina<WorkTask, unknown>({
    filename: script,
    // Kept started: with none, a job waiting when a thread is ended (past its limit) waits on.
    minThreads: threads,
    maxThreads: threads,
    // Jobs wait in the lines below and reach piscina only for a free thread, so that a job's
    // limit starts with its work, and one kind's flood cannot stand before another's job.
    // A source script needs tsx's loader: `npm run dev` passes it on (workers inherit execArgv),
    // Vitest's processes do not have it.
    execArgv:
      source && !process.execArgv.some((arg) => arg.includes("tsx"))
        ? [...process.execArgv, "--import", "tsx"]
        : undefined,
    resourceLimits: threadLimits(memoryMb),
  });
  /** A job waiting for a thread: `start` hands it to piscina, `refuse` gives it up. */
  type Waiting = { sender: string; start: () => void; refuse: (error: WorkError) => void };
  /** Each kind's line, in the order kinds first came (the turn's order). */
  const lines = new Map<string, FairLine<Waiting>>();
  /** Jobs handed to piscina and not yet settled: at most `threads`. */
  let running = 0;
  /** The kind that took the last free thread: the turn goes on from the one after it. */
  let lastKind: string | undefined;
  let closed = false;

  /** Gives each free thread the first job of the next kind in turn that has one waiting. */
  function next() {
    while (running < threads) {
      const kinds = [...lines.keys()];
      const after = lastKind === undefined ? -1 : kinds.indexOf(lastKind);
      const turn = [...kinds.slice(after + 1), ...kinds.slice(0, after + 1)];
      const kind = turn.find((name) => lines.get(name)!.size > 0);
      if (kind === undefined) return;
      lastKind = kind;
      lines.get(kind)!.take()!.start();
    }
  }

  return {
    /**
     * Runs `kind` on `input` in a thread; past `timeoutMs` (the pool's by default) from when a
     * thread takes it, the thread is ended and a `WorkError` "timeout" thrown. A job whose
     * sender already has its bound waiting is refused at once, as is one whose kind has its
     * bound waiting unless it takes the place of a sender's with more; one past `waitMs` waiting
     * is given up: all "busy".
     */
    run<Kind extends TaskKind<Table>>(
      kind: Kind,
      input: TaskInput<Table, Kind>,
      { timeoutMs: limit = timeoutMs, waitMs, sender = "", signal: caller }: RunOptions = {},
    ): Promise<TaskOutput<Table, Kind>> {
      const line = lines.get(kind) ?? new FairLine<Waiting>();
      lines.set(kind, line);
      const bound = queues[kind] ?? queue;
      const senderBound = senderQueues[kind] ?? bound;
      if (closed) return Promise.reject(new WorkError("busy", `${kind}: the pool is closed`));
      if (caller?.aborted) return Promise.reject(new WorkError("busy", `${kind}: its caller left`));
      if (running >= threads) {
        const mine = line.ofSender(sender);
        if (mine >= senderBound)
          return Promise.reject(
            new WorkError("busy", `${kind}: ${mine} jobs of one sender waiting`),
          );
        if (line.size >= bound) {
          // Room is made only from a group with at least two more, else the two would trade:
          // the group's sender with the most gives up its newest.
          const ours = line.count(senderGroup(sender));
          const most = line.heaviest();
          if (!most || most.waiting < ours + 2)
            return Promise.reject(new WorkError("busy", `${kind}: ${line.size} jobs waiting`));
          most.newest.refuse(new WorkError("busy", `${kind}: its place went to another sender`));
        }
      }
      return new Promise<TaskOutput<Table, Kind>>((resolve, reject) => {
        let waited: NodeJS.Timeout | undefined;
        const left = () => job.refuse(new WorkError("busy", `${kind}: its caller left`));
        const job: Waiting = {
          sender,
          start: () => {
            clearTimeout(waited);
            caller?.removeEventListener("abort", left);
            running += 1;
            const signal = AbortSignal.timeout(limit);
            // The thread is counted free before the caller hears: its next job sees it so.
            const done = () => {
              running -= 1;
              next();
            };
            piscina.run({ kind, input } satisfies WorkTask, { signal }).then(
              (output) => {
                done();
                resolve(output as TaskOutput<Table, Kind>);
              },
              (error: unknown) => {
                done();
                reject(asWorkError(error, kind, signal.aborted ? limit : undefined));
              },
            );
          },
          refuse: (error) => {
            clearTimeout(waited);
            caller?.removeEventListener("abort", left);
            line.remove(job);
            reject(error);
          },
        };
        line.add(job);
        caller?.addEventListener("abort", left, { once: true });
        if (waitMs !== undefined)
          waited = setTimeout(
            () => job.refuse(new WorkError("busy", `${kind}: no thread within ${waitMs} ms`)),
            waitMs,
          );
        next();
      });
    },
    /** Jobs waiting for a thread, by kind (for a test or a log line). */
    waiting: () => Object.fromEntries([...lines].map(([kind, line]) => [kind, line.size])),
    /** A kind's jobs waiting, by sender (for a test or a log line). */
    waitingOf: (kind: TaskKind<Table>) => lines.get(kind)?.bySender() ?? {},
    /** Ends the threads; jobs under way are cut, jobs waiting given up ("busy"). */
    close: () => {
      closed = true;
      for (const line of lines.values())
        for (const job of line.all()) job.refuse(new WorkError("busy", "the pool is closed"));
      return piscina.destroy();
    },
  };
}

export type Pool<Table extends TaskTypes<Table>> = ReturnType<typeof createPool<Table>>;

/** Jobs waiting in some order: a first-in first-out line, or senders taking turns. */
interface Line<Job> {
  size: number;
  add(job: Job): void;
  take(): Job | undefined;
  remove(job: Job): boolean;
  /** The job to give up when the line's place goes to another (the newest of the heaviest). */
  newest(): Job | undefined;
  all(): Job[];
}

class Fifo<Job> implements Line<Job> {
  private readonly jobs: Job[] = [];
  get size() {
    return this.jobs.length;
  }
  add = (job: Job) => void this.jobs.push(job);
  take = () => this.jobs.shift();
  remove(job: Job) {
    const at = this.jobs.indexOf(job);
    if (at >= 0) this.jobs.splice(at, 1);
    return at >= 0;
  }
  newest = () => this.jobs.at(-1);
  all = () => [...this.jobs];
}

/**
 * Jobs in turns by a key: a line per key, and the keys in a round. A free thread takes the next
 * job of the next key in the round after the one served last; a key that comes joins the
 * round's end (just before the one served last), so every key waits behind at most one job of
 * each other key.
 */
class Turns<Job> implements Line<Job> {
  private readonly byKey = new Map<string, Line<Job>>();
  /** The keys with a job waiting, and the one served last (kept as the round's mark). */
  private readonly round: string[] = [];
  private served: string | undefined;
  size = 0;

  constructor(
    private readonly keyOf: (job: Job) => string,
    private readonly lineOf: () => Line<Job>,
  ) {}

  add(job: Job) {
    const key = this.keyOf(job);
    let own = this.byKey.get(key);
    if (!own) {
      own = this.lineOf();
      this.byKey.set(key, own);
      if (key !== this.served) {
        const mark = this.served === undefined ? -1 : this.round.indexOf(this.served);
        this.round.splice(mark < 0 ? this.round.length : mark, 0, key);
      }
    }
    own.add(job);
    this.size += 1;
  }

  take(): Job | undefined {
    const mark = this.served === undefined ? -1 : this.round.indexOf(this.served);
    const next = [...this.round.slice(mark + 1), ...this.round.slice(0, mark + 1)].find((key) =>
      this.byKey.has(key),
    );
    if (next === undefined) return undefined;
    const own = this.byKey.get(next)!;
    const job = own.take()!;
    if (own.size === 0) this.byKey.delete(next);
    this.size -= 1;
    const last = this.served;
    this.served = next;
    if (last !== undefined && last !== next) this.leaveIfDone(last);
    return job;
  }

  remove(job: Job) {
    const key = this.keyOf(job);
    const own = this.byKey.get(key);
    if (!own?.remove(job)) return false;
    this.size -= 1;
    if (own.size === 0) {
      this.byKey.delete(key);
      this.leaveIfDone(key);
    }
    return true;
  }

  /** A key with nothing waiting leaves the round, unless it is the round's mark. */
  private leaveIfDone(key: string) {
    if (this.byKey.has(key) || key === this.served) return;
    this.round.splice(this.round.indexOf(key), 1);
  }

  /** The line of `key`, if it has jobs waiting. */
  of = (key: string) => this.byKey.get(key);
  count = (key: string) => this.byKey.get(key)?.size ?? 0;

  /**
   * The key with the most jobs waiting (of equals, the last to come), and the job it would give
   * up: its newest.
   */
  heaviest(): { waiting: number; newest: Job } | undefined {
    let most: Line<Job> | undefined;
    for (const own of this.byKey.values()) if (!most || own.size >= most.size) most = own;
    const newest = most?.newest();
    return most && newest && { waiting: most.size, newest };
  }

  newest = () => this.heaviest()?.newest;
  all = () => [...this.byKey.values()].flatMap((own) => own.all());
}

/**
 * One kind's jobs waiting, fair by sender group, then by sender (issue 81): the networks
 * (`senderGroup`: a /24, a /64) take turns, and within one the addresses take turns, each its
 * own first-in first-out line. Twelve addresses of one network flooding wait as one sender
 * does beside a buyer from another, who waits behind at most one of their jobs.
 */
class FairLine<Job extends { sender: string }> extends Turns<Job> {
  constructor() {
    super(
      (job) => senderGroup(job.sender),
      () =>
        new Turns<Job>(
          (job) => job.sender,
          () => new Fifo<Job>(),
        ),
    );
  }

  /** Jobs of one sender waiting. */
  ofSender = (sender: string) =>
    (this.of(senderGroup(sender)) as Turns<Job> | undefined)?.count(sender) ?? 0;

  bySender = () =>
    this.all().reduce<Record<string, number>>((counts, job) => {
      counts[job.sender] = (counts[job.sender] ?? 0) + 1;
      return counts;
    }, {});
}

function asWorkError(error: unknown, kind: string, timedOutAfter: number | undefined) {
  if (error instanceof WorkError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string } | null)?.code;
  if (timedOutAfter !== undefined)
    return new WorkError("timeout", `${kind}: past its limit of ${timedOutAfter} ms`, {
      cause: error,
    });
  if (code === "ERR_WORKER_OUT_OF_MEMORY")
    return new WorkError("memory", `${kind}: past its memory bound`, { cause: error });
  return new WorkError("failed", `${kind}: ${message}`, { cause: error });
}

/**
 * The site's pool and its worker script, on globalThis: the built server has two copies of this
 * module (build/app/main.js, which sets the script, and the pages' bundle build/server/, whose
 * back-office routes send photos and sheets here), and both must reach the one pool.
 */
const SLOT = Symbol.for("hanbit-flow.work-pool");
type SiteWork = { script?: string; pool?: Pool<WorkTasks> };
function site(): SiteWork {
  let slot = Reflect.get(globalThis, SLOT) as SiteWork | undefined;
  if (!slot) Reflect.set(globalThis, SLOT, (slot = {}));
  return slot;
}

/** The built server's worker script (build/app/work-worker.js), before the first job. */
export function setWorkScript(script: string) {
  site().script = script;
}

/**
 * The worker script when none was set: the source (server/work-worker.ts: Vitest, `npm run dev`),
 * or, from a bundle of the build (a test serving build/ in its own process), the built one.
 */
function defaultScript(): string {
  const candidates = ["../work-worker.ts", "../../app/work-worker.js", "./work-worker.js"].map(
    (path) => fileURLToPath(new URL(path, import.meta.url)),
  );
  return candidates.find((path) => existsSync(path)) ?? candidates[0]!;
}

/**
 * Jobs of each kind that may wait for a thread, by who sends them: few quote packs (anyone may
 * ask, many at once); room for several buyers' photos, several sends of a quotation's two files
 * and staff's uploads two at a time; the sheets, the seal and the mail reader come one by one.
 */
export const SITE_QUEUES: Partial<Record<keyof WorkTasks & string, number>> = {
  "quote-pack": 4,
  "request-photo": 8,
  "quotation-file": 8,
  photo: 8,
  seal: 2,
  "catalogue-sheet": 2,
  "unit-sheet": 2,
  "mail-parse": 4,
};

/**
 * Jobs of a kind one sender may have waiting, for the kinds whose callers name the sender: a
 * request's photos go one at a time, so three are three requests at once from one address.
 */
export const SITE_SENDER_QUEUES: Partial<Record<keyof WorkTasks & string, number>> = {
  "request-photo": 3,
};

/**
 * The site's pool, started at its first job: the task kinds of server/work-tasks.ts (their types
 * through registry.ts, so that no caller imports the tasks' modules), run off the
 * thread that answers requests (docs/decisions/030-untrusted-work-pool.md).
 */
export function work(): Pool<WorkTasks> {
  const slot = site();
  return (slot.pool ??= createPool<WorkTasks>({
    script: slot.script ?? defaultScript(),
    queues: SITE_QUEUES,
    senderQueues: SITE_SENDER_QUEUES,
  }));
}

/**
 * Stands `pool` in for the site's (a test's pool whose every job passes a limit, or waits): the
 * callers' answers to a job not made are then driven as a hostile input would drive them.
 */
export function useWorkPool(pool: Pool<WorkTasks> | undefined) {
  site().pool = pool;
}

/** Ends the site's pool (a stopping server). */
export async function closeWork() {
  const slot = site();
  const pool = slot.pool;
  slot.pool = undefined;
  await pool?.close();
}
