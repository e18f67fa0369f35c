import { afterAll, beforeAll, expect, test } from "vitest";
import { hostileQuotePack, LONG_WORD } from "../hostile-work";
import { pdfToText } from "../pdftotext";
import { serveBuilt } from "./serve-built";

/**
 * The work a stranger's input costs runs off the serving thread (issue 56): while the built
 * server lays out a quote pack of 20 lines of 500-letter words, /healthz answers at once. The
 * bound here is generous so that a busy machine never fails it; the figure itself (250 ms) is
 * measured by bench/untrusted-work.ts.
 */
let site: Awaited<ReturnType<typeof serveBuilt>>;
beforeAll(async () => {
  site = await serveBuilt();
});
afterAll(async () => {
  await site.stop();
});

test("/healthz answers while a hostile quote pack is made, and the pack reads back", async () => {
  let done = false;
  const pack = fetch(`${site.origin}${hostileQuotePack()}`).then(async (response) => {
    const bytes = new Uint8Array(await response.arrayBuffer());
    done = true;
    return { response, bytes };
  });
  const waits: number[] = [];
  // One request after another, for as long as the pack is being made (at least one).
  do {
    const started = performance.now();
    const health = await fetch(`${site.origin}/healthz`);
    await health.arrayBuffer();
    waits.push(performance.now() - started);
    expect(health.status).toBe(200);
  } while (!done);
  const { response, bytes } = await pack;
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(Math.max(...waits), `${waits.length} answers`).toBeLessThan(1_000);
  const text = await pdfToText(bytes);
  // The note is cut into lines that each begin where the last ended: its start is on the cover.
  expect(text).toContain(LONG_WORD.slice(0, 12));
  for (const code of ["480", "AP1", "AP12"]) expect(text).toContain(code);
});
