import "./constants";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openContentPart } from "../server/content/live";
import { builtSite } from "../tests/server/built-site";
import { publishSomething } from "./load";

/**
 * `npx tsx --import ./server/production-builds-register.mjs bench/not-found.ts`: the CPU time
 * of one answer in this process (no HTTP), for the bare prerendered page and for a new random
 * unknown path, before and after a publish. CPU time, not wall time: on a shared, busy machine
 * it moves far less than requests per second (the load figures of `npm run bench`).
 */
const PAGE = "http://localhost/en/products/electric/range-series";
let n = 0;
const randomPath = () =>
  `http://localhost/en/no-such-${(n += 1).toString(36)}/page-${Math.random().toString(36).slice(2)}`;

const dir = mkdtempSync(join(tmpdir(), "bench-not-found-"));
const { app } = await builtSite(undefined, openContentPart(dir));

/** Microseconds of CPU per answer, body read. */
async function cpuPerAnswer(url: () => string, count: number) {
  const start = process.cpuUsage();
  for (let i = 0; i < count; i++) await (await app.request(url())).arrayBuffer();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / count;
}

async function rounds(label: string) {
  // Warm: the 404 template and the page's cache entry are made on first use.
  await cpuPerAnswer(() => PAGE, 500);
  await cpuPerAnswer(randomPath, 500);
  for (let i = 0; i < 3; i++) {
    const page = await cpuPerAnswer(() => PAGE, 3000);
    const notFound = await cpuPerAnswer(randomPath, 3000);
    console.log(
      `${label}: page ${Math.round(page)} µs, 404 ${Math.round(notFound)} µs, 404 rate / page rate ${(page / notFound).toFixed(2)}`,
    );
  }
}

await rounds("before a publish");
publishSomething(dir);
// The live content is looked at every 250 ms.
await new Promise((resolve) => setTimeout(resolve, 300));
await rounds("after a publish");
