import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import type { ChunkingContext } from "rolldown";
import { defineConfig } from "vite";
import { viteDefine } from "./config/settings.ts";
import { compileHints } from "./vite-plugins/compile-hints.ts";
import { ISLANDS_BOOT, islandsBoot } from "./vite-plugins/islands.ts";

// Absolute URLs (canonical, alternates, JSON-LD) are baked into prerendered pages, so the public
// origin is a build-time setting, like the catalogue URL form and the web-vitals endpoint.
const define = viteDefine();

const ROOT = fileURLToPath(new URL("app/root.tsx", import.meta.url));
// Every page's route imports it: a one-line chunk of its own cost each page a request and more
// gzip bytes than its code.
const EVERY_ROUTE = fileURLToPath(new URL("app/site/meta.ts", import.meta.url));
// React alone is what an island needs; the router only the app (and the preview's data).
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ROUTER = /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * Few chunks every app page loads instead of a dozen small ones (fewer requests, better
 * compression): React, the router, and the app's shell, i.e. exactly the app modules the root
 * route imports statically (chrome, i18n, site data), so no lazily loaded code joins it. What
 * a content page's script or its islands also import stays out of the shell, so an island never
 * loads the app's (decision 042).
 */
function chunkGroup(id: string, ctx: ChunkingContext): string | null {
  if (REACT.test(id)) return "react";
  if (ROUTER.test(id)) return "router";
  let shell = shells.get(ctx);
  if (!shell) {
    const reach = (from: string, dynamic: boolean) => {
      const seen = new Set<string>();
      const walk = (moduleId: string) => {
        if (seen.has(moduleId) || moduleId.includes("node_modules")) return;
        seen.add(moduleId);
        const info = ctx.getModuleInfo(moduleId);
        for (const next of info?.importedIds ?? []) walk(next);
        if (dynamic) for (const next of info?.dynamicallyImportedIds ?? []) walk(next);
      };
      walk(from);
      return seen;
    };
    const islands = reach(ISLANDS_BOOT, true);
    shell = new Set([...reach(ROOT, false)].filter((moduleId) => !islands.has(moduleId)));
    shells.set(ctx, shell);
  }
  if (id === EVERY_ROUTE) return "shell";
  return shell.has(id) && /\.tsx?$/.test(id) && id !== ROOT ? "shell" : null;
}
const shells = new WeakMap<ChunkingContext, Set<string>>();

export default defineConfig(() => ({
  plugins: [reactRouter(), compileHints(), islandsBoot()],
  define,
  // `npm run bench` reads hidden source maps to say what is in each chunk, then deletes them.
  build: {
    sourcemap: process.env.BENCH_SOURCEMAPS ? ("hidden" as const) : false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: chunkGroup }] },
      },
    },
  },
}));
