import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/** V8's explicit compile hint (Chrome 136+; engines that do not know it read a comment). */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks the chunks the first view runs (the entries and what they import statically) with
 * V8's compile hint: V8 then compiles their functions on the thread that streams the script
 * instead of lazily on the main thread as hydration first calls them. On a product page this
 * cut the main thread's CPU time from the first script to the idle page by about a third and
 * its longest task from 13 to 7 ms (docs/decisions/002-compile-hints.md). Lazily loaded chunks
 * keep V8's default.
 */
export function compileHints(): Plugin {
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
