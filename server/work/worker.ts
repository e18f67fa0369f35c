import { serveTasks } from "./serve";

// The pool's thread (build/app/work-worker.js; the source through tsx in development and tests):
// the constants `vite build` inlines are set first for the source modules, as server/dev.ts does.
if (import.meta.url.endsWith(".ts")) {
  const { buildConstants } = await import("../../config/settings");
  Object.assign(globalThis, buildConstants());
}
const { tasks } = await import("./tasks");

export default serveTasks(tasks);
