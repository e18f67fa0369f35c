import { format } from "prettier";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawn } from "node:child_process";
import { cpuMsOf, serveBuilt } from "../tests/server/serve-built";
import { VALID } from "./inquiry";

/**
 * What an acknowledgement that waits for the replica costs (issue 72): the built server
 * (`npm run build` first) takes N inquiries one after another, without a replica and with a
 * file:// one, and the answers' times are compared; then again with the replica while a flood
 * of FLOOD anonymous posts that write nothing (a signed-out sign-out with a self-made CSRF pair,
 * issue 80 item 5) loops beside them, from a process of its own at the lowest priority.
 * `npx tsx bench/acknowledge.ts [N]` writes bench/results/<date>-acknowledge.md.
 */

const count = Number(process.argv[2] ?? 100);
const work = mkdtempSync(join(tmpdir(), "bench-acknowledge-"));
/** Clients that loop a post that writes nothing while the buyer's inquiries are timed. */
const FLOOD = 200;
let flooded = 0;
let floodRefused = 0;

/** Litestream's CPU while nothing is written, over IDLE_MS: what its intervals cost. */
const IDLE_MS = 20_000;
let idleCpu = 0;

async function times(replica: boolean, flood = false): Promise<number[]> {
  const data = join(work, replica ? (flood ? "flood" : "with") : "without");
  const server = await serveBuilt({
    DATA_DIR: data,
    INQUIRY_DB: join(data, "inquiries.sqlite"),
    ...(replica && { REPLICA_URL: `file://${join(work, flood ? "replica-flood" : "replica")}` }),
    // The door's count as a server starts with it (serveBuilt turns it off for the tests).
    STAFF_DOOR_POSTS_PER_MINUTE: "60",
  });
  try {
    // Until the replica says it is in step: the first writes wait for Litestream's start.
    for (;;) {
      const health = (await (await fetch(`${server.origin}/healthz`)).json()) as {
        replica?: { state: string };
      };
      if (!replica || health.replica?.state === "ok") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The flood from a process of its own at the lowest priority (bench/flood.ts): on one
    // machine, its CPU would otherwise be the server's and the timed client's (stop 85: 13.7x).
    const flooder = flood
      ? spawn(
          "nice",
          [
            "-n",
            "19",
            process.execPath,
            "--import",
            "tsx",
            "bench/flood.ts",
            server.origin,
            String(FLOOD),
          ],
          {
            stdio: ["ignore", "pipe", "inherit"],
          },
        )
      : undefined;
    let floodOut = "";
    // Timed once the flood's posts are being answered.
    if (flooder) {
      await new Promise<void>((resolve) =>
        flooder.stdout!.on("data", (chunk: Buffer) => {
          floodOut += chunk.toString();
          if (floodOut.includes("flooding")) resolve();
        }),
      );
    }
    const spent: number[] = [];
    for (let n = 0; n < count; n++) {
      const started = performance.now();
      const response = await fetch(`${server.origin}/f/inquiry`, {
        method: "POST",
        headers: { Accept: "application/json" },
        body: new URLSearchParams({ ...VALID, companyName: `벤치 ${n} 주식회사` }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`inquiry ${n}: ${response.status}`);
      spent.push(performance.now() - started);
    }
    if (flooder) {
      const exited = new Promise((resolve) => flooder.once("exit", resolve));
      flooder.kill("SIGTERM");
      await exited;
      flooded = Number(/sent (\d+)/.exec(floodOut)?.[1] ?? 0);
      floodRefused = Number(/refused (\d+)/.exec(floodOut)?.[1] ?? 0);
    }
    if (replica && !flood) {
      const litestream = Number(readFileSync(join(data, "run", "litestream.pid"), "utf8"));
      const before = cpuMsOf(litestream);
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      idleCpu = (cpuMsOf(litestream) - before) / (IDLE_MS / 1000);
    }
    return spent.sort((a, b) => a - b);
  } finally {
    await server.stop();
  }
}

const at = (sorted: number[], q: number) => sorted[Math.floor(q * (sorted.length - 1))]!;
const without = await times(false);
const withReplica = await times(true);
const withFlood = await times(true, true);
rmSync(work, { recursive: true, force: true });
const row = (name: string, sorted: number[]) =>
  `| ${name} | ${at(sorted, 0.5).toFixed(0)} | ${at(sorted, 0.99).toFixed(0)} | ${sorted.at(-1)!.toFixed(0)} |`;
const day = new Date().toISOString().slice(0, 10);
const report = [
  `# An acknowledgement that waits for the replica, ${day}`,
  "",
  `${count} inquiries one after another to the built server (2 cores), ms from the post to the answer.`,
  "",
  "| | median | p99 | max |",
  "| --- | --- | --- | --- |",
  row("no replica", without),
  row("file:// replica", withReplica),
  row(`file:// replica, ${FLOOD} clients flooding`, withFlood),
  "",
  `The flood: ${flooded.toLocaleString("en-US")} posts that wrote nothing (a signed-out sign-out), looped by ${FLOOD} clients, each from its own address, while the inquiries were timed; the door's count (60 a minute per address) refused ${floodRefused.toLocaleString("en-US")} of them before the app. The buyer's median with it is ${(at(withFlood, 0.5) / at(withReplica, 0.5)).toFixed(2)}x the idle median.`,
  "",
  `Slowest with the replica: ${withReplica
    .slice(-8)
    .map((ms) => ms.toFixed(0))
    .join(", ")} ms.`,
  "",
  `Added by waiting for the replica: median ${(at(withReplica, 0.5) - at(without, 0.5)).toFixed(0)} ms, p99 ${(at(withReplica, 0.99) - at(without, 0.99)).toFixed(0)} ms.`,
  "",
  `Litestream idle afterwards: ${idleCpu.toFixed(0)} ms of CPU a second.`,
  "",
].join("\n");
// As the repository's Prettier writes Markdown, so that the check passes on a fresh result.
writeFileSync(`bench/results/${day}-acknowledge.md`, await format(report, { parser: "markdown" }));
console.log(report);
