import { Worker } from "node:worker_threads";
import { threadLimits } from "../work/pool";
import type { RemakeJob, RemakeResult } from "./job";

/** What the worker answers a job (server/documents/worker.ts). */
export type JobAnswer = { result: RemakeResult } | { error: string };

/**
 * How long a worker stays after its job: a thread that has parsed the fonts and warmed its code
 * makes S30's datasheet in both languages in about a fifth of a fresh one's time, and staff
 * often publish several products in a row; idle, it is ended, and its memory returned.
 */
export const WORKER_IDLE_MS = 120_000;

export interface JobLimits {
  /** A job's time limit: a start-up allowance and so much per document it makes. */
  startMs: number;
  perDocumentMs: number;
  /** The V8 heap a thread may use (`resourceLimits.maxOldGenerationSizeMb`). */
  memoryMb: number;
}

/**
 * What staff type is laid out here, so a job is bounded as the pool's are (decision 030): a
 * fresh thread makes a datasheet pair in about 2 s and a group catalogue in 3.5 s under load
 * (bench/results/2026-11-23-remake.md), far inside these.
 */
export const JOB_LIMITS: JobLimits = { startMs: 30_000, perDocumentMs: 10_000, memoryMb: 512 };

/**
 * Runs jobs, one at a time, in a worker thread running `script`: started for the first job,
 * kept for the next until `idleMs` pass without one. A thread that fails, or passes the job's
 * time or memory limit, ends (the job is refused with the reason), and the next job starts
 * another. The thread never keeps the process alive while idle.
 */
export function inWorker(script: string, idleMs = WORKER_IDLE_MS, limits = JOB_LIMITS) {
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  const start = () => new Worker(script, { resourceLimits: threadLimits(limits.memoryMb) });
  return (job: RemakeJob) =>
    new Promise<RemakeResult>((resolve, reject) => {
      clearTimeout(idle);
      const thread = (worker ??= start());
      thread.ref();
      const limitMs = limits.startMs + limits.perDocumentMs * job.documents.length;
      const overdue = setTimeout(() => {
        end();
        reject(new Error(`the documents took longer than their limit of ${limitMs} ms`));
      }, limitMs);
      const detach = () => {
        clearTimeout(overdue);
        thread.off("message", answered);
        thread.off("error", failed);
        thread.off("exit", ended);
      };
      /** Past a limit or failed: the thread goes, and the next job starts a fresh one. */
      const end = () => {
        detach();
        if (worker === thread) worker = undefined;
        void thread.terminate();
      };
      const answered = (answer: JobAnswer) => {
        detach();
        thread.unref();
        idle = setTimeout(() => {
          if (worker === thread) worker = undefined;
          void thread.terminate();
        }, idleMs);
        idle.unref();
        if ("result" in answer) resolve(answer.result);
        else reject(new Error(answer.error));
      };
      const failed = (error: Error & { code?: string }) => {
        end();
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new Error(`the documents passed their memory bound of ${limits.memoryMb} MB`)
            : error,
        );
      };
      const ended = (code: number) =>
        failed(new Error(`the worker stopped without its documents (exit code ${code})`));
      thread.on("message", answered);
      thread.on("error", failed);
      thread.on("exit", ended);
      thread.postMessage(job);
    });
}
