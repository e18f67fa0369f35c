import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/** A content page's one script (docs/decisions/042-islands.md). */
export const ISLANDS_BOOT = fileURLToPath(new URL("../app/islands/boot.ts", import.meta.url));
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

/**
 * Builds app/islands/boot.ts as an entry of the client build, beside React Router's, and gives
 * the server its URL as `virtual:islands-boot` (the root's loader sends it). In development
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
    generateBundle(options, bundle: OutputBundle) {
      if (this.environment.name !== "client") return;
      const boot = Object.values(bundle).find(
        (o): o is OutputChunk => o.type === "chunk" && o.facadeModuleId === ISLANDS_BOOT,
      );
      if (!boot || !options.dir) return;
      mkdirSync(dirname(options.dir), { recursive: true });
      writeFileSync(recordOf(options.dir), JSON.stringify({ boot: `/${boot.fileName}` }));
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
      if (command === "serve") return `export default ${JSON.stringify(DEV_BOOT_URL)};`;
      // Only the server's build asks: the client's was made first, and wrote where the boot went.
      const record = recordOf(this.environment.config.build.outDir);
      if (!existsSync(record)) return `export default "";`;
      const { boot } = JSON.parse(readFileSync(record, "utf8")) as { boot: string };
      return `export default ${JSON.stringify(boot)};`;
    },
  };
}
