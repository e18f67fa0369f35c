import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
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

export interface PoolOptions {
  /** The worker's script: a built `.js` file, or a `.ts` file run through tsx. */
  script: string;
  /** Threads: started with the pool's first job, each replaced when one is ended. */
  threads?: number;
  /** Jobs waiting for a thread at most; one more is refused at once (`busy`). */
  queue?: number;
  /** A job's time limit, from the call (waiting included), unless the call gives its own. */
  timeoutMs?: number;
  /** The V8 heap a thread may use (`resourceLimits.maxOldGenerationSizeMb`). */
  memoryMb?: number;
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
 */
export function createPool<Table extends TaskTypes<Table>>({
  script,
  threads = DEFAULT_THREADS,
  queue = 16,
  timeoutMs = 30_000,
  memoryMb = 512,
}: PoolOptions) {
  const source = script.endsWith(".ts");
  const piscina = new Piscina<WorkTask, unknown>({
    filename: script,
    // Kept started: with none, a job waiting when a thread is ended (past its limit) waits on.
    minThreads: threads,
    maxThreads: threads,
    // The queue's bound is kept below (`outstanding`): piscina's own did not refuse reliably.
    // A source script needs tsx's loader: `npm run dev` passes it on (workers inherit execArgv),
    // Vitest's processes do not have it.
    execArgv:
      source && !process.execArgv.some((arg) => arg.includes("tsx"))
        ? [...process.execArgv, "--import", "tsx"]
        : undefined,
    resourceLimits: threadLimits(memoryMb),
  });
  /** Jobs running or waiting for a thread. */
  let outstanding = 0;
  return {
    /**
     * Runs `kind` on `input` in a thread; past `timeoutMs` (the pool's by default) the thread is
     * ended and a `WorkError` "timeout" thrown.
     */
    async run<Kind extends TaskKind<Table>>(
      kind: Kind,
      input: TaskInput<Table, Kind>,
      { timeoutMs: limit = timeoutMs }: { timeoutMs?: number } = {},
    ): Promise<TaskOutput<Table, Kind>> {
      if (outstanding >= threads + queue)
        throw new WorkError("busy", `${kind}: ${outstanding} jobs under way or waiting`);
      outstanding += 1;
      const signal = AbortSignal.timeout(limit);
      try {
        return (await piscina.run({ kind, input } satisfies WorkTask, {
          signal,
        })) as TaskOutput<Table, Kind>;
      } catch (error) {
        throw asWorkError(error, kind, signal.aborted ? limit : undefined);
      } finally {
        outstanding -= 1;
      }
    },
    /** Ends the threads; jobs under way are cut. */
    close: () => piscina.destroy(),
  };
}

export type Pool<Table extends TaskTypes<Table>> = ReturnType<typeof createPool<Table>>;

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
 * The site's pool, started at its first job: the task kinds of server/work-tasks.ts (their types
 * through registry.ts, so that no caller imports the tasks' modules), run off the
 * thread that answers requests (docs/decisions/030-untrusted-work-pool.md).
 */
export function work(): Pool<WorkTasks> {
  const slot = site();
  return (slot.pool ??= createPool<WorkTasks>({ script: slot.script ?? defaultScript() }));
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
