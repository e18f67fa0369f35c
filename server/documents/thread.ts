import { Worker } from "node:worker_threads";
import type { RemakeJob, RemakeResult } from "./job";

/** What the worker answers a job (server/documents/worker.ts). */
export type JobAnswer = { result: RemakeResult } | { error: string };

/**
 * How long a worker stays after its job: a thread that has parsed the fonts and warmed its code
 * makes S30's datasheet in both languages in about a fifth of a fresh one's time, and staff
 * often publish several products in a row; idle, it is ended, and its memory returned.
 */
export const WORKER_IDLE_MS = 120_000;

/**
 * Runs jobs, one at a time, in a worker thread running `script`: started for the first job,
 * kept for the next until `idleMs` pass without one. A thread that fails ends, and the next
 * job starts another. The thread never keeps the process alive while idle.
 */
export function inWorker(script: string, idleMs = WORKER_IDLE_MS) {
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  return (job: RemakeJob) =>
    new Promise<RemakeResult>((resolve, reject) => {
      clearTimeout(idle);
      const thread = (worker ??= new Worker(script));
      thread.ref();
      const settled = () => {
        thread.off("message", answered);
        thread.off("error", failed);
        thread.off("exit", ended);
        thread.unref();
        idle = setTimeout(() => {
          if (worker === thread) worker = undefined;
          void thread.terminate();
        }, idleMs);
        idle.unref();
      };
      const answered = (answer: JobAnswer) => {
        settled();
        if ("result" in answer) resolve(answer.result);
        else reject(new Error(answer.error));
      };
      const failed = (error: Error) => {
        if (worker === thread) worker = undefined;
        settled();
        reject(error);
      };
      const ended = (code: number) =>
        failed(new Error(`the worker stopped without its documents (exit code ${code})`));
      thread.on("message", answered);
      thread.on("error", failed);
      thread.on("exit", ended);
      thread.postMessage(job);
    });
}
