import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/** A content page's one script (docs/decisions/042-islands.md). */
export const ISLANDS_BOOT = fileURLToPath(new URL("../app/islands/boot.ts", import.meta.url));
const ISLANDS_HYDRATE = fileURLToPath(new URL("../app/islands/hydrate.tsx", import.meta.url));
const ISLANDS_REGISTRY = fileURLToPath(new URL("../app/islands/registry.ts", import.meta.url));
const VIRTUAL = "virtual:islands-boot";
const RESOLVED = "\0" + VIRTUAL;
/**
 * In development the page loads this first: Vite's client (it sets the build's constants the
 * modules read) and React Router's refresh preamble (islands' views are compiled for hot
 * reload), then the boot script, as `<Scripts/>` does for the app.
 */
const DEV_BOOT = "virtual:islands-dev-boot";
const DEV_BOOT_URL = "/@id/__x00__" + DEV_BOOT;
/** Where the client build says the boot script's file, for the server build: beside both. */
const recordOf = (outDir: string) => join(dirname(outDir), "islands-boot.json");

/** What the server is told of the islands' files (app/env.d.ts declares the same). */
interface IslandsBootRecord {
  boot: string;
  wake: string[];
}

/** The chunks `from` imports statically, theirs, and so on, `from` first. */
function staticClosure(from: string[], chunks: Map<string, OutputChunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  from.forEach(visit);
  return seen;
}

/**
 * What waking an island fetches: the hydrator and the views the registry imports on demand,
 * with their static imports, and the stylesheets of all of them.
 */
function wakeFiles(
  hydrate: OutputChunk,
  views: readonly string[],
  chunks: Map<string, OutputChunk>,
): string[] {
  // A view may share a chunk with others (vite.config.ts's groups): the chunks holding them.
  const viewChunks = [...chunks.values()].filter((c) => views.some((v) => c.moduleIds.includes(v)));
  if (views.length === 0 || viewChunks.length === 0) throw new Error("islands: views not found");
  const scripts = staticClosure([hydrate.fileName, ...viewChunks.map((c) => c.fileName)], chunks);
  const styles = new Set<string>();
  for (const file of scripts) {
    const css = (chunks.get(file) as { viteMetadata?: { importedCss: Set<string> } } | undefined)
      ?.viteMetadata?.importedCss;
    css?.forEach((f) => styles.add(f));
  }
  return [...scripts, ...styles];
}

/**
 * Builds app/islands/boot.ts as an entry of the client build, beside React Router's, and gives
 * the server its URL and the files an island's wake fetches as
 * `virtual:islands-boot` (the root's loader sends them). In development
 * Vite serves the source itself, behind its client and the refresh preamble.
 */
export function islandsBoot(): Plugin {
  let command: "build" | "serve" = "build";
  return {
    name: "islands-boot",
    configResolved(config) {
      command = config.command;
      // Chunk groups that take only the modules they name (vite.config.ts) need entries free to
      // export more than they declare; React Router asks for "exports-only".
      const options = config.build.rolldownOptions as { preserveEntrySignatures?: string };
      if (!config.build.ssr && options.preserveEntrySignatures === "exports-only") {
        options.preserveEntrySignatures = "allow-extension";
      }
    },
    buildStart() {
      if (command === "build" && this.environment.name === "client") {
        this.emitFile({ type: "chunk", id: ISLANDS_BOOT, name: "islands" });
      }
    },
    // Once the bundle is written, not as it is made: Vite's CSS plugin drops the chunks that
    // held only a stylesheet in its own generateBundle, and a wake must not name one (a 404).
    writeBundle(options, bundle: OutputBundle) {
      if (this.environment.name !== "client") return;
      const chunks = new Map<string, OutputChunk>();
      for (const o of Object.values(bundle)) if (o.type === "chunk") chunks.set(o.fileName, o);
      const boot = [...chunks.values()].find((c) => c.facadeModuleId === ISLANDS_BOOT);
      const hydrate = [...chunks.values()].find((c) => c.facadeModuleId === ISLANDS_HYDRATE);
      if (!boot || !hydrate || !options.dir) return;
      const bootClosure = staticClosure([boot.fileName], chunks);
      const record: IslandsBootRecord = {
        boot: `/${boot.fileName}`,
        // The hydrator, every island's view and what they import, with their stylesheets.
        wake: wakeFiles(
          hydrate,
          this.getModuleInfo(ISLANDS_REGISTRY)?.dynamicallyImportedIds ?? [],
          chunks,
        )
          .filter((f) => !bootClosure.has(f))
          .map((f) => `/${f}`),
      };
      mkdirSync(dirname(options.dir), { recursive: true });
      writeFileSync(recordOf(options.dir), JSON.stringify(record));
    },
    resolveId(id) {
      if (id === VIRTUAL) return RESOLVED;
      if (id === DEV_BOOT && command === "serve") return "\0" + DEV_BOOT;
      return undefined;
    },
    load(id) {
      if (id === "\0" + DEV_BOOT) {
        return [
          `import "/@vite/client";`,
          `import "virtual:react-router/inject-hmr-runtime";`,
          `import "/app/islands/boot.ts";`,
        ].join("\n");
      }
      if (id !== RESOLVED) return undefined;
      if (command === "serve") {
        // Vite serves each module as it is asked for: nothing to name ahead.
        const dev: IslandsBootRecord = { boot: DEV_BOOT_URL, wake: [] };
        return `export default ${JSON.stringify(dev)};`;
      }
      // Only the server's build asks: the client's was made first, and wrote where the boot went.
      const record = recordOf(this.environment.config.build.outDir);
      const built: IslandsBootRecord = existsSync(record)
        ? (JSON.parse(readFileSync(record, "utf8")) as IslandsBootRecord)
        : { boot: "", wake: [] };
      return `export default ${JSON.stringify(built)};`;
    },
  };
}
