import { buildConstants } from "../../config/settings";

// Imported first by the pool's thread: the constants `vite build` inlines, set for the source
// modules (development and tests), as server/dev.ts does; the built thread has them inlined.
if (import.meta.url.endsWith(".ts")) Object.assign(globalThis, buildConstants());
