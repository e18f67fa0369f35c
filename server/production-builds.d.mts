import type { ResolveHookSync } from "node:module";

/** The resolve hook of production-builds.mjs, for `registerHooks` or `register`. */
export declare const resolve: ResolveHookSync;
