import { buildConstants } from "../../config/settings";

// The constants `vite build` inlines into server modules, set for the source modules that tsx
// runs in the pool's thread (as server/dev.ts does); the built worker has them inlined.
if (typeof __SITE_URL__ === "undefined") Object.assign(globalThis, buildConstants());
