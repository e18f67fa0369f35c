// First: the constants the source modules below read as they load.
import "./source-constants";
import { serveTasks } from "./serve";
import { tasks } from "./tasks";

// The pool's thread (build/app/work-worker.js; the source through tsx in development and tests).
// No top-level await: piscina loads a source worker by require(), which refuses it, and its
// import() in a thread does not get tsx's loader.
export default serveTasks(tasks);
