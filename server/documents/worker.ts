import { parentPort } from "node:worker_threads";
import { runJob, type RemakeJob } from "./job";
import type { JobAnswer } from "./thread";

// A worker thread (build/app/documents-worker.js) that makes the documents of each job it is
// sent, one job at a time (server/documents/thread.ts): a few hundred ms of CPU per document,
// kept off the thread that answers requests.
parentPort?.on("message", (job: RemakeJob) => {
  runJob(job).then(
    (result) => parentPort!.postMessage({ result } satisfies JobAnswer),
    (error: unknown) =>
      parentPort!.postMessage({
        error: error instanceof Error ? error.message : String(error),
      } satisfies JobAnswer),
  );
});
