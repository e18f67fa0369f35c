import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { format } from "prettier";
import { catalogueState } from "../app/admin/content/catalogue/import.server";
import { checkSheet } from "../app/admin/content/catalogue/sheet.server";
import {
  readCatalogueSheet,
  writeCatalogueSheet,
} from "../app/admin/content/catalogue/xlsx.server";
import { contentDatabase, openContentStore } from "../server/content/store";

/**
 * The catalogue spreadsheet's round trip for the whole catalogue, in the server's process: the
 * time to write the .xlsx of every product's draft (the download), to read it back (exceljs)
 * and to check every row and cell against the store (the upload, before anything is saved).
 * `npx tsx bench/catalogue-sheet.ts` runs it alone; `npm run bench` adds it to the results.
 */

export interface SheetFigures {
  products: number;
  columns: number;
  bytes: number;
  /** The first download after the server starts: exceljs is loaded then. */
  firstWriteMs: number;
  /** Per step: median and slowest of the timed runs (ms). */
  steps: { name: string; p50: number; max: number }[];
  runs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function timed<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

export async function measureSheet(runs = 10): Promise<SheetFigures> {
  const dir = mkdtempSync(join(tmpdir(), "bench-sheet-"));
  const store = openContentStore(contentDatabase(dir));
  try {
    const items = store.list("product");
    const meta = { lang: "ko" as const, by: "bench@example.com", when: "2026-11-23 10:00" };
    const [bytes, firstWriteMs] = await timed(() => writeCatalogueSheet(items, meta));
    const times = { write: [] as number[], read: [] as number[], check: [] as number[] };
    let columns = 0;
    for (let run = 0; run < runs; run++) {
      const [file, write] = await timed(() => writeCatalogueSheet(store.list("product"), meta));
      const [read, readMs] = await timed(() => readCatalogueSheet(file));
      if (!read.ok) throw new Error(`the sheet did not read back: ${read.reason}`);
      columns = read.grid.keys.length;
      const [result, check] = await timed(() => checkSheet(read.grid, catalogueState(store), "ko"));
      if (result.problems.length || result.unchanged !== items.length) {
        throw new Error(`the sheet did not come back unchanged: ${JSON.stringify(result)}`);
      }
      times.write.push(write);
      times.read.push(readMs);
      times.check.push(check);
    }
    const step = (name: string, values: number[]) => ({
      name,
      p50: round(median(values)),
      max: round(Math.max(...values)),
    });
    return {
      products: items.length,
      columns,
      bytes: bytes.length,
      firstWriteMs: round(firstWriteMs),
      steps: [
        step("write the .xlsx (download)", times.write),
        step("read it (exceljs)", times.read),
        step("check every row and cell", times.check),
        step(
          "upload: read and check",
          times.read.map((ms, i) => ms + times.check[i]!),
        ),
      ],
      runs,
    };
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function sheetSection(figures: SheetFigures): string[] {
  return [
    "",
    "## Catalogue spreadsheet (.xlsx round trip, in the server's process)",
    "",
    `${figures.products} products, ${figures.columns} columns, ${(figures.bytes / 1024).toFixed(1)} KB; the first download after a start (exceljs loaded then) ${figures.firstWriteMs} ms. ${figures.runs} runs.`,
    "",
    "| step | p50 ms | max ms |",
    "|---|---|---|",
    ...figures.steps.map((s) => `| ${s.name} | ${s.p50} | ${s.max} |`),
  ];
}

// Alone: `npx tsx bench/catalogue-sheet.ts [runs]` writes bench/results/<day>-sheet.md and .json.
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureSheet(Number(process.argv[2] ?? 10));
  const day = new Date().toISOString().slice(0, 10);
  const text = [
    `# Benchmark ${day}: the catalogue spreadsheet`,
    "",
    `Machine: ${process.platform} ${process.arch}, Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end.`,
    ...sheetSection(figures),
  ].join("\n");
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/${day}-sheet.md`, await format(text, { parser: "markdown" }));
  writeFileSync(
    `bench/results/${day}-sheet.json`,
    await format(JSON.stringify(figures), { parser: "json" }),
  );
  console.log(text);
}
