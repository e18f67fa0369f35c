import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/** A content page's one script (docs/decisions/042-islands.md). */
export const ISLANDS_BOOT = fileURLToPath(new URL("../app/islands/boot.ts", import.meta.url));
const VIRTUAL = "virtual:islands-boot";
const RESOLVED = "\0" + VIRTUAL;
/** Where the client build says the boot script's file, for the server build: beside both. */
const recordOf = (outDir: string) => join(dirname(outDir), "islands-boot.json");

/**
 * Builds app/islands/boot.ts as an entry of the client build, beside React Router's, and gives
 * the server its URL as `virtual:islands-boot` (the root's loader sends it). In development
 * Vite serves the source itself.
 */
export function islandsBoot(): Plugin {
  let command: "build" | "serve" = "build";
  return {
    name: "islands-boot",
    configResolved(config) {
      command = config.command;
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
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (command === "serve") return `export default "/app/islands/boot.ts";`;
      // Only the server's build asks: the client's was made first, and wrote where the boot went.
      const record = recordOf(this.environment.config.build.outDir);
      if (!existsSync(record)) return `export default "";`;
      const { boot } = JSON.parse(readFileSync(record, "utf8")) as { boot: string };
      return `export default ${JSON.stringify(boot)};`;
    },
  };
}
