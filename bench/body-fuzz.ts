import { format } from "prettier";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { bodyArbitrary, requestOf, whole, type SampleBody } from "../tests/hostile-bodies";

// What the build defines (vite.config.ts), for the server's modules read here for their doors.
Object.assign(globalThis, {
  __SITE_URL__: "http://localhost:3000",
  __CATALOGUE_PAGE_URLS__: "query",
  __VITALS_ENDPOINT__: "/vitals",
});
const { bodiesHeld, configureBodies, declaredDoors, readBody } =
  await import("../server/platform/body");
await import("../server/app");

/**
 * The body reader's fuzzer of tests/server/body-cuts.test.ts, run longer with fresh seeds
 * (issue 71): every set of limits a door reads with, random multipart, urlencoded and JSON
 * bodies, random chunks, sometimes cut. A read must end, the same in one piece as in its
 * chunks, and leave no file or byte of the budget. `npx tsx bench/body-fuzz.ts [seconds]`
 * writes bench/results/<date>-body-fuzz.md.
 */

const seconds = Number(process.argv[2] ?? 120);
const dir = mkdtempSync(join(tmpdir(), "body-fuzz-"));
configureBodies({ dir, stallMs: 5_000 });

const readers = declaredDoors().flatMap((door) =>
  [door.limits, door.signedIn].filter((l) => l !== undefined).map((limits) => ({ door, limits })),
);

async function outcome(body: SampleBody, index: number) {
  const { door, limits } = readers[index]!;
  const read = await readBody(requestOf(body), door, "198.51.100.7", limits);
  const result = read.ok
    ? JSON.stringify([[...read.posted.fields], read.posted.files.map((f) => f.size)])
    : `refused ${read.reason}`;
  await read.release();
  if (bodiesHeld() !== 0) throw new Error("budget held after release");
  if (readdirSync(dir).length > 0) throw new Error("files left after release");
  return result;
}

const started = performance.now();
const seeds: number[] = [];
let runs = 0;
let failure: string | undefined;
const perRead: number[] = [];
while (performance.now() - started < seconds * 1000 && !failure) {
  const seed = Math.floor(Math.random() * 2 ** 31);
  seeds.push(seed);
  const result = await fc.check(
    fc.asyncProperty(bodyArbitrary, fc.nat(readers.length - 1), async (body, index) => {
      const t = performance.now();
      const asSent = await outcome(body, index);
      const inOne = await outcome({ ...body, chunks: [whole(body)] }, index);
      perRead.push((performance.now() - t) / 2);
      runs += 1;
      if (asSent !== inOne) throw new Error(`${asSent} in its chunks, ${inOne} in one piece`);
    }),
    { seed, numRuns: 2_000 },
  );
  if (result.failed) failure = `seed ${seed}: ${fc.defaultReportMessage(result)}`;
}
rmSync(dir, { recursive: true, force: true });

perRead.sort((a, b) => a - b);
const at = (q: number) => perRead[Math.floor(q * (perRead.length - 1))]!.toFixed(2);
const report = [
  `# Body reader fuzz, ${new Date().toISOString().slice(0, 10)}`,
  "",
  `${runs} bodies (each read twice: in its chunks and in one piece) in ${seconds} s over ${readers.length} sets of limits, ${seeds.length} fresh seeds.`,
  `A read: median ${at(0.5)} ms, p99 ${at(0.99)} ms.`,
  "",
  failure ? `FAILED: ${failure}` : "No failure.",
  "",
].join("\n");
const file = `bench/results/${new Date().toISOString().slice(0, 10)}-body-fuzz.md`;
writeFileSync(file, await format(report, { parser: "markdown" }));
console.log(report);
if (failure) process.exitCode = 1;
