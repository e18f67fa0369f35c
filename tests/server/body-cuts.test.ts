import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  bodiesHeld,
  configureBodies,
  declaredDoors,
  readBody,
  TINY_PIECES,
  type BodyLimits,
  type BodyRead,
  type Door,
} from "../../server/platform/body";
// The server's own doors are declared by the modules that answer them.
import "../../server/app";
import {
  bodyArbitrary,
  byteByByte,
  cutAt,
  offsets,
  peerBodies,
  requestOf,
  sampleBodies,
  splitAt,
  whole,
  type SampleBody,
} from "../hostile-bodies";
import { routesWithoutDoor } from "../hostile-corpus";

/**
 * Issue 71 item 2, in process: the body reader (server/platform/body.ts) under every set of
 * limits a door reads with, given the multipart parsers' own test cases, sample bodies cut at
 * every byte and split at every byte (and one byte a chunk), and a fuzzer's bodies. Each read
 * ends (a refusal or the posted fields, never a throw), the same whatever the chunking, and
 * leaves nothing behind: no file in `incoming/`, no byte of the budget, no descriptor open.
 */

let dir: string;
let descriptors: number;
const openDescriptors = () => readdirSync("/proc/self/fd").length;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "body-cuts-"));
  configureBodies({ dir, stallMs: 5_000 });
  descriptors = openDescriptors();
});
afterAll(() => {
  // Each read closed what it opened: a few may be the runner's own, never one a read.
  expect(openDescriptors()).toBeLessThanOrEqual(descriptors + 2);
});

/** Each distinct set of limits the doors read with, with a door that reads with it. */
const readers: { door: Door; limits: BodyLimits }[] = [];
for (const door of declaredDoors()) {
  for (const limits of [door.limits, door.signedIn]) {
    if (!limits) continue;
    const key = JSON.stringify(limits);
    if (!readers.some((reader) => JSON.stringify(reader.limits) === key))
      readers.push({ door, limits });
  }
}

/** What a read came to, comparable across chunkings. */
function outcome(read: BodyRead) {
  const fields = Object.fromEntries(read.posted.fields);
  if (!read.ok) return { refused: read.reason, field: read.field };
  const files = read.posted.files.map((file) => [file.field, file.name, file.size]);
  return { fields, files, json: read.posted.json };
}

/** Reads `body` as `reader`'s door would, then checks it left nothing behind. */
async function readThrough(reader: (typeof readers)[number], body: SampleBody) {
  const read = await readBody(requestOf(body), reader.door, "198.51.100.7", reader.limits);
  const result = outcome(read);
  await read.release();
  expect(bodiesHeld(), `${body.what}: budget held after release`).toBe(0);
  expect(readdirSync(dir), `${body.what}: files left`).toEqual([]);
  return result;
}

test("reads every door's limits over the peer suites' cases, whatever the chunking", async () => {
  const peers = peerBodies();
  expect(peers.length).toBeGreaterThan(100);
  expect(peers.map((peer) => peer.what)).toContain("fastify/busboy dicer: many-noend");
  for (const reader of readers) {
    for (const peer of peers) {
      const asSent = await readThrough(reader, peer);
      const what = `${reader.door.name} ${peer.what}`;
      expect(await readThrough(reader, { ...peer, chunks: [whole(peer)] }), what).toEqual(asSent);
      // Past TINY_PIECES one-byte pieces a body is refused as no browser's (below).
      if (whole(peer).length <= TINY_PIECES) {
        expect(await readThrough(reader, byteByByte(peer)), what).toEqual(asSent);
      }
    }
  }
});

test("reads sample bodies cut at every byte, and split at every byte, as the whole", async () => {
  let reads = 0;
  for (const reader of readers) {
    for (const sample of sampleBodies()) {
      const all = await readThrough(reader, sample);
      const length = whole(sample).length;
      for (const at of offsets(length, 400)) {
        // Cut: whatever it comes to, it ends and leaves nothing behind.
        await readThrough(reader, cutAt(sample, at));
        expect(await readThrough(reader, splitAt(sample, at)), `${sample.what} at ${at}`).toEqual(
          all,
        );
        reads += 2;
      }
      // One byte a chunk: the same, up to TINY_PIECES pieces; past them refused (below).
      const oneByOne = await readThrough(reader, byteByByte(sample));
      if (length <= TINY_PIECES) expect(oneByOne).toEqual(all);
      else expect([all, { refused: "malformed" }]).toContainEqual(oneByOne);
    }
  }
  expect(reads).toBeGreaterThan(10_000);
});

test("a body of thousands of one-byte pieces is refused as malformed", async () => {
  const [sample] = sampleBodies();
  const long = { ...sample!, chunks: [Buffer.alloc(TINY_PIECES * 2, 0x41)] };
  const reader = readers.find(({ limits }) => limits.types.includes("multipart"))!;
  expect(await readThrough(reader, byteByByte(long))).toEqual({ refused: "malformed" });
});

test("a fuzzer's bodies end, the same in any chunks, and leave nothing behind", async () => {
  const started = performance.now();
  await fc.assert(
    fc.asyncProperty(bodyArbitrary, fc.nat(readers.length - 1), async (body, index) => {
      const reader = readers[index]!;
      const asSent = await readThrough(reader, body);
      expect(await readThrough(reader, { ...body, chunks: [whole(body)] })).toEqual(asSent);
    }),
    // A fixed seed: a failure is the same failure on the next run (bench/body-fuzz.ts runs
    // longer with fresh seeds).
    { seed: 71, numRuns: 1_500, interruptAfterTimeLimit: 20_000 },
  );
  expect(performance.now() - started).toBeLessThan(60_000);
});

test("a route in the route table that reads a body without a door is named", () => {
  // Doors as the server declares them (their samples, a second shape), and a route table as
  // ROUTE_TABLE writes it: a new route beside them without a door is named by its pattern.
  const table = [
    { method: "POST", path: "/f/:formKey" },
    { method: "POST", path: "/p/:project/f/:formKey" },
    { method: "POST", path: "/en/u/:unitToken/:kind" },
    { method: "POST", path: "/plant/:plantToken/request" },
    { method: "POST", path: "/plant/:plantToken/photos" },
    { method: "PUT", path: "/orders/:orderToken" },
  ];
  const doors = [
    { sample: "/f/{key}", alsoAt: ["/p/{project}/f/{key}"] },
    { sample: "/u/{token}/service" },
    { sample: "/plant/{token}/request" },
  ];
  expect(routesWithoutDoor(table, doors)).toEqual([
    "POST /plant/:plantToken/photos",
    "PUT /orders/:orderToken",
  ]);
});
