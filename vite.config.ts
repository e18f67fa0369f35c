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
 * Few chunks every page loads instead of a dozen small ones (fewer requests, better
 * compression). An app page: React, the router, the app's `shell` (the app modules the root
 * route imports statically: chrome, i18n, site data; no lazily loaded code), and the two below.
 * A content page's script and its islands must never load the shell or the router (decision
 * 042), so what they share with the app is in chunks of its own: `plain`, what the boot script
 * runs at load; `shared`, what the islands and the on-demand scripts (search box, compare tray)
 * share with the shell without React (the placeholder rule, languages); `common`, the rest they
 * share with it (the words' hook, links, icons), which React comes with.
 */
function chunkGroup(id: string, ctx: ChunkingContext): string | null {
  if (REACT.test(id)) return "react";
  if (ROUTER.test(id)) return "router";
  let groups = groupsOf.get(ctx);
  if (!groups) {
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
    const boot = reach(ISLANDS_BOOT, false);
    const root = reach(ROOT, false);
    groups = new Map<string, string>();
    // Whether a module needs React, itself or through what it imports.
    const needsReact = new Map<string, boolean>();
    const usesReact = (moduleId: string): boolean => {
      if (!needsReact.has(moduleId)) {
        needsReact.set(moduleId, false);
        const imports = ctx.getModuleInfo(moduleId)?.importedIds ?? [];
        needsReact.set(
          moduleId,
          imports.some(
            (next) => REACT.test(next) || (!next.includes("node_modules") && usesReact(next)),
          ),
        );
      }
      return needsReact.get(moduleId)!;
    };
    for (const moduleId of root) {
      if (!islands.has(moduleId)) groups.set(moduleId, "shell");
      else if (!boot.has(moduleId)) groups.set(moduleId, usesReact(moduleId) ? "common" : "shared");
    }
    // What the boot script shares with the shell; the chrome's behaviour, which the app loads
    // after hydration, is chunked with the boot's own modules.
    for (const moduleId of boot) if (root.has(moduleId)) groups.set(moduleId, "plain");
    groupsOf.set(ctx, groups);
  }
  if (id === EVERY_ROUTE) return "shell";
  if (id === ROOT || !/\.tsx?$/.test(id)) return null;
  return groups.get(id) ?? null;
}
const groupsOf = new WeakMap<ChunkingContext, Map<string, string>>();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), compileHints(), islandsBoot()],
  define,
  // `npm run bench` reads hidden source maps to say what is in each chunk, then deletes them.
  build: {
    sourcemap: process.env.BENCH_SOURCEMAPS ? ("hidden" as const) : false,
    rolldownOptions: {
      output: {
        // In the browser a group takes only the modules it names: by default it would also take
        // their dependencies, pulling what the islands share with the shell into the shell.
        // Nothing the islands reach imports the shell, so no chunk cycle comes of it.
        codeSplitting: {
          groups: [{ name: chunkGroup, includeDependenciesRecursively: Boolean(isSsrBuild) }],
        },
      },
    },
  },
}));
