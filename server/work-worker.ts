// The pool's thread (build/app/work-worker.js; the source through tsx in development and tests).
// Without top-level await: piscina loads a script with require() first, and tsx's ESM hooks do
// not reach a worker thread on Node 20, only its require hooks do.
import "./work/source-constants";
import { serveTasks } from "./work/serve";
import { tasks } from "./work-tasks";

export default serveTasks(tasks);
