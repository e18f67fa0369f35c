import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import type { ChunkingContext, OutputBundle, OutputChunk } from "rolldown";
import { defineConfig, type Plugin } from "vite";
import { viteDefine } from "./build-env.ts";

// Absolute URLs (canonical, alternates, JSON-LD) are baked into prerendered pages, so the public
// origin is a build-time setting, like the catalogue URL form and the web-vitals endpoint.
const define = viteDefine();

const ROOT = fileURLToPath(new URL("app/root.tsx", import.meta.url));
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
  return shell.has(id) && /\.tsx?$/.test(id) && id !== ROOT ? "shell" : null;
}
const shells = new WeakMap<ChunkingContext, Set<string>>();

/** V8's explicit compile hint (Chrome 136+; engines that do not know it read a comment). */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks the chunks the first view runs (the entries and what they import statically) with
 * V8's compile hint: V8 then compiles their functions on the thread that streams the script
 * instead of lazily on the main thread as hydration first calls them. On a product page this
 * cut the main thread's CPU time from the first script to the idle page by about a third and
 * its longest task from 13 to 7 ms (README). Lazily loaded chunks keep V8's default.
 */
function compileHints(): Plugin {
  return {
    name: "compile-hints",
    applyToEnvironment: (environment) => environment.name === "client",
    // After Vite's own generateBundle work, which puts its preload helper at the top of chunks.
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle: OutputBundle) {
        const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === "chunk");
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const marked = new Set<OutputChunk>();
        const mark = (chunk: OutputChunk | undefined) => {
          if (!chunk || marked.has(chunk)) return;
          marked.add(chunk);
          chunk.imports.forEach((name) => mark(byName.get(name)));
        };
        chunks.filter((chunk) => chunk.isEntry).forEach(mark);
        for (const chunk of marked) {
          chunk.code = COMPILE_HINT + chunk.code;
          // One more line at the top: the map's first line is empty, all others move down one.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === "asset") {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: ";" + json.mappings });
          }
        }
      },
    },
  };
}

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
