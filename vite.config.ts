import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import type { ChunkingContext } from "rolldown";
import { defineConfig } from "vite";
import { viteDefine } from "./config/settings.ts";
import { compileHints } from "./vite-plugins/compile-hints.ts";

// Absolute URLs (canonical, alternates, JSON-LD) are baked into prerendered pages, so the public
// origin is a build-time setting, like the catalogue URL form and the web-vitals endpoint.
const define = viteDefine();

const ROOT = fileURLToPath(new URL("app/root.tsx", import.meta.url));
// Every page's route imports it: a one-line chunk of its own cost each page a request and more
// gzip bytes than its code.
const EVERY_ROUTE = fileURLToPath(new URL("app/site/meta.ts", import.meta.url));
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

/**
 * Two chunks every page loads instead of a dozen small ones (fewer requests, better
 * compression): the framework, and the app's shell, i.e. exactly the app modules the root
 * route imports statically (chrome, i18n, site data), so no lazily loaded code joins it.
 */
function chunkGroup(id: string, ctx: ChunkingContext): string | null {
  if (FRAMEWORK.test(id)) return "framework";
  let shell = shells.get(ctx);
  if (!shell) {
    shell = new Set<string>();
    const walk = (moduleId: string) => {
      if (shell!.has(moduleId) || moduleId.includes("node_modules")) return;
      shell!.add(moduleId);
      for (const next of ctx.getModuleInfo(moduleId)?.importedIds ?? []) walk(next);
    };
    walk(ROOT);
    shells.set(ctx, shell);
  }
  if (id === EVERY_ROUTE) return "shell";
  return shell.has(id) && /\.tsx?$/.test(id) && id !== ROOT ? "shell" : null;
}
const shells = new WeakMap<ChunkingContext, Set<string>>();

export default defineConfig(() => ({
  plugins: [reactRouter(), compileHints()],
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
