// How long an acknowledged inquiry takes to reach a file:// replica (issue 64: within 1 s).
// `npm run build` first, then `npx tsx bench/replica.ts [--count N]`: the built server with
// REPLICA_URL=file://..., one inquiry at a time; after each 200, the replica's folder of
// inquiries.sqlite is polled every 5 ms until a WAL segment written after the answer appears.
// At the end the replica is restored (`litestream restore`) and every reference looked for.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { litestreamBinary } from "../server/backup/replica-tools";
import { serveBuilt } from "../tests/server/serve-built";
import { VALID } from "./inquiry";

const run = promisify(execFile);
const count = Number(process.argv[process.argv.indexOf("--count") + 1]) || 50;
const work = mkdtempSync(join(tmpdir(), "bench-replica-"));
const replica = join(work, "replica");
const data = join(work, "data");

/** The newest WAL segment's time in the replica of inquiries.sqlite (ms), 0 when none. */
function newestSegment() {
  const generations = join(replica, "inquiries.sqlite", "generations");
  let newest = 0;
  try {
    for (const generation of readdirSync(generations)) {
      const wal = join(generations, generation, "wal");
      for (const name of readdirSync(wal))
        newest = Math.max(newest, statSync(join(wal, name)).mtimeMs);
    }
  } catch {
    // Not made yet.
  }
  return newest;
}

const server = await serveBuilt({ DATA_DIR: data, REPLICA_URL: `file://${replica}` }, [], {
  keepOutput: true,
});
const delays: number[] = [];
const refs: string[] = [];
try {
  for (let n = 0; n < count; n++) {
    const response = await fetch(`${server.origin}/f/inquiry`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({ ...VALID, companyName: `bench ${n}` }),
    });
    const answered = Date.now();
    if (response.status !== 200) throw new Error(`post ${n}: ${response.status}`);
    refs.push(/HF-\d{8}-\d{6}/.exec(((await response.json()) as { next: string }).next)![0]);
    while (newestSegment() < answered) await new Promise((resolve) => setTimeout(resolve, 5));
    delays.push(Date.now() - answered);
    // Apart, so each write is its own sync, as inquiries arrive.
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
  }
  const restored = join(work, "restored.sqlite");
  await run(litestreamBinary(), [
    "restore",
    "-o",
    restored,
    `file://${join(replica, "inquiries.sqlite")}`,
  ]);
  const db = new Database(restored, { readonly: true });
  const found = new Set(db.prepare("SELECT ref FROM inquiries").pluck().all() as string[]);
  db.close();
  const missing = refs.filter((ref) => !found.has(ref));
  delays.sort((a, b) => a - b);
  const at = (q: number) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))];
  console.log(
    `${count} inquiries, ack to replica (ms): median ${at(0.5)}, p90 ${at(0.9)}, max ${delays.at(-1)}; ` +
      `restored from the replica: ${refs.length - missing.length}/${refs.length}`,
  );
  // What the server said of the replica meanwhile (a fall behind, a restart of Litestream).
  const said = server
    .output()
    .split("\n")
    .filter((line) => /replica is behind|caught up|\[litestream\] stopped/.test(line));
  if (said.length > 0) console.log(said.join("\n"));
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
