import { afterAll, beforeAll, expect, test } from "vitest";
import { hostileQuotePack, LONG_WORD } from "../hostile-work";
import { pdfToText } from "../pdftotext";
import { cpuMsOf, serveBuilt } from "./serve-built";

/**
 * The work a stranger's input costs runs off the serving thread (issue 56): while the built
 * server lays out a quote pack of 20 lines of 500-letter words, /healthz answers, and the
 * serving thread's share of the CPU the pack took is small (CPU time, which a busy machine
 * does not stretch as it does a wait). The wait's figure (250 ms) is bench/untrusted-work.ts's.
 */
let site: Awaited<ReturnType<typeof serveBuilt>>;
beforeAll(async () => {
  site = await serveBuilt();
});
afterAll(async () => {
  await site.stop();
});

test("/healthz answers while a hostile quote pack is made, and the pack reads back", async () => {
  const cpu = () => ({ all: cpuMsOf(site.pid), serving: cpuMsOf(site.pid, site.pid) });
  const before = cpu();
  let done = false;
  const pack = fetch(`${site.origin}${hostileQuotePack()}`).then(async (response) => {
    const bytes = new Uint8Array(await response.arrayBuffer());
    done = true;
    return { response, bytes };
  });
  const waits: number[] = [];
  // Every 100 ms, for as long as the pack is being made (at least once): each answer costs the
  // serving thread a little, which is not what is measured.
  do {
    const started = performance.now();
    const health = await fetch(`${site.origin}/healthz`);
    await health.arrayBuffer();
    waits.push(performance.now() - started);
    expect(health.status).toBe(200);
    await Promise.race([pack, new Promise((resolve) => setTimeout(resolve, 100))]);
  } while (!done);
  const { response, bytes } = await pack;
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const after = cpu();
  const all = after.all - before.all;
  const serving = after.serving - before.serving;
  console.info(`the pack took ${all} ms of CPU, ${serving} ms of it on the serving thread`);
  // Laid out on the serving thread, the pack would be most of that CPU (2 s of it here; the
  // thread took 50-80 ms for the answers).
  expect(serving, `${serving} of ${all} ms on the serving thread`).toBeLessThan(all / 2);
  // A bound for a wait that hangs, never a measure.
  expect(Math.max(...waits), `${waits.length} answers`).toBeLessThan(10_000);
  const text = await pdfToText(bytes);
  // The note is cut into lines that each begin where the last ended: its start is on the cover.
  expect(text).toContain(LONG_WORD.slice(0, 12));
  for (const code of ["480", "AP1", "AP12"]) expect(text).toContain(code);
});
