import { parentPort, workerData } from "node:worker_threads";
import { runJob, type RemakeJob } from "./job";

// A worker thread (build/app/documents-worker.js), one per job: making a document is a few
// hundred ms of CPU, kept off the thread that answers requests (server/documents/keeper.ts).
parentPort?.postMessage(await runJob(workerData as RemakeJob));
