import { readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSize } from "./page-bytes";

export interface Chunk {
  file: string;
  gzip: number;
  /** What the chunk is made of: packages and app folders, by share of its source text. */
  contents: { name: string; share: number }[];
}

const ASSETS = "build/client/assets";

/** "node_modules/react-dom/cjs/x.js" -> "react-dom"; "app/routes/home/x.tsx" -> "app/routes/home". */
function owner(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const app = /(app\/(?:routes\/)?[^/]+)/.exec(source);
  return app ? app[1]!.replace(/\.[jt]sx?$/, "") : source.replace(/^(\.\.\/)+/, "");
}

/**
 * The largest client chunks and what is in them, read from the hidden source maps of a build
 * made with BENCH_SOURCEMAPS=1. The maps are deleted afterwards so that they are never served.
 */
export function largestChunks(count: number): Chunk[] {
  const chunks: Chunk[] = [];
  for (const name of readdirSync(ASSETS).filter((n) => n.endsWith(".js"))) {
    const file = join(ASSETS, name);
    let contents: Chunk["contents"] = [];
    try {
      const map = JSON.parse(readFileSync(`${file}.map`, "utf8")) as {
        sources: string[];
        sourcesContent?: (string | null)[];
      };
      const sizes = new Map<string, number>();
      map.sources.forEach((source, i) => {
        const size = map.sourcesContent?.[i]?.length ?? 0;
        sizes.set(owner(source), (sizes.get(owner(source)) ?? 0) + size);
      });
      const total = [...sizes.values()].reduce((a, b) => a + b, 0) || 1;
      contents = [...sizes]
        .map(([owned, size]) => ({ name: owned, share: size / total }))
        .sort((a, b) => b.share - a.share)
        .slice(0, 4);
    } catch {
      // No map: built without BENCH_SOURCEMAPS.
    }
    chunks.push({ file: name, gzip: gzipSize(readFileSync(file)), contents });
  }
  for (const name of readdirSync(ASSETS).filter((n) => n.endsWith(".map"))) {
    rmSync(join(ASSETS, name));
  }
  return chunks.sort((a, b) => b.gzip - a.gzip).slice(0, count);
}
