// How long a restore from the replica takes after 5,000 inquiries (issue 80 item 6), and so how
// often a snapshot must be taken to keep a day's writes under 10 s to restore.
// `npm run build` first, then `npx tsx bench/restore.ts [--count N] [--clients C]`: the built
// server with a file:// replica takes N inquiries from C clients at once; once the replica
// holds the last one, `litestream restore` of inquiries.sqlite is timed, and the WAL segments
// it replays (those since the generation's last snapshot) are counted.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs, promisify } from "node:util";
import Database from "better-sqlite3";
import { litestreamBinary } from "../server/backup/replica-tools";
import { serveBuilt } from "../tests/server/serve-built";
import { postInquiry } from "./inquiry";

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    count: { type: "string", default: "5000" },
    clients: { type: "string", default: "32" },
  },
});
const COUNT = Number(values.count);
const CLIENTS = Number(values.clients);
const work = mkdtempSync(join(tmpdir(), "bench-restore-"));
const replica = join(work, "replica");
const server = await serveBuilt(
  { DATA_DIR: join(work, "data"), REPLICA_URL: `file://${replica}`, RATE_LIMIT_PER_MINUTE: "0" },
  [],
  { keepOutput: true },
);
const refs: string[] = [];
try {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < COUNT) {
        const n = next++;
        const { status, ref } = await postInquiry(server.origin, `restore ${n}`);
        if (!ref) throw new Error(`inquiry ${n}: ${status}`);
        refs.push(ref);
      }
    }),
  );
  const postedS = (performance.now() - started) / 1000;
  const generations = join(replica, "inquiries.sqlite", "generations");
  const segments = readdirSync(generations).reduce(
    (sum, generation) => sum + readdirSync(join(generations, generation, "wal")).length,
    0,
  );
  const snapshots = readdirSync(generations).reduce(
    (sum, generation) => sum + readdirSync(join(generations, generation, "snapshots")).length,
    0,
  );
  const restored = join(work, "restored.sqlite");
  const before = performance.now();
  await run(litestreamBinary(), [
    "restore",
    "-o",
    restored,
    `file://${join(replica, "inquiries.sqlite")}`,
  ]);
  const restoreS = (performance.now() - before) / 1000;
  const db = new Database(restored, { readonly: true });
  const found = new Set(db.prepare("SELECT ref FROM inquiries").pluck().all() as string[]);
  db.close();
  const kept = refs.filter((ref) => found.has(ref)).length;
  console.log(
    `${COUNT} inquiries from ${CLIENTS} clients in ${postedS.toFixed(1)} s; the replica: ` +
      `${snapshots} snapshot(s), ${segments} WAL segments; restore ${restoreS.toFixed(1)} s ` +
      `(${((restoreS / segments) * 1000).toFixed(1)} ms a segment), ${kept}/${refs.length} kept`,
  );
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
