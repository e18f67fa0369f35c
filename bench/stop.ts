// How long a stop takes under load, with and without a replica (issue 80 item 7): the figure
// docs/deploy.md states. `npm run build` first, then `npx tsx bench/stop.ts [--runs N]`.
// Each run: the built server (REPLICA_URL=file://... or none), 8 clients posting inquiries one
// after another for 3 s, then SIGTERM to the server alone (the unit's KillMode=mixed); the stop
// is timed from the signal to the process's end. Then every inquiry answered 200 is looked for:
// in the database, and with a replica in its restore (`litestream restore`).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { litestreamBinary } from "../server/backup/replica-tools";
import { serveBuilt } from "../tests/server/serve-built";
import { postInquiry } from "./inquiry";

const run = promisify(execFile);
const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 5;
const CLIENTS = 8;
const LOAD_MS = 3000;

async function once(replicated: boolean) {
  const work = mkdtempSync(join(tmpdir(), "bench-stop-"));
  const data = join(work, "data");
  const replica = join(work, "replica");
  const server = await serveBuilt(
    { DATA_DIR: data, ...(replicated && { REPLICA_URL: `file://${replica}` }) },
    [],
    { keepOutput: true },
  );
  const refs: string[] = [];
  let posting = true;
  const client = async (c: number) => {
    for (let n = 0; posting; n++) {
      try {
        const { ref } = await postInquiry(server.origin, `stop ${c}-${n}`);
        if (ref) refs.push(ref);
      } catch {
        // Refused once the stop has begun: the client gives up.
        return;
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
  await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
  server.expectExit();
  const signalled = performance.now();
  process.kill(server.pid, "SIGTERM");
  const end = await server.exited;
  const stopMs = performance.now() - signalled;
  posting = false;
  await Promise.all(clients);
  const inDb = (file: string) => {
    const db = new Database(file, { readonly: true });
    const found = new Set(db.prepare("SELECT ref FROM inquiries").pluck().all() as string[]);
    db.close();
    return refs.filter((ref) => found.has(ref)).length;
  };
  const kept = inDb(join(data, "inquiries.sqlite"));
  let restored = -1;
  if (replicated) {
    const file = join(work, "restored.sqlite");
    await run(litestreamBinary(), [
      "restore",
      "-o",
      file,
      `file://${join(replica, "inquiries.sqlite")}`,
    ]);
    restored = inDb(file);
  }
  const restartedMidStop = /\[litestream\] stopped .*starting it again/.test(
    server.output().split("SIGTERM").at(-1) ?? "",
  );
  rmSync(work, { recursive: true, force: true });
  return { stopMs, end, answered: refs.length, kept, restored, restartedMidStop };
}

for (const replicated of [false, true]) {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const result = await once(replicated);
    times.push(result.stopMs);
    console.log(
      `${replicated ? "replica" : "no replica"} run ${r + 1}: stop ${result.stopMs.toFixed(0)} ms ` +
        `(exit ${JSON.stringify(result.end)}), answered ${result.answered}, in the database ` +
        `${result.kept}` +
        (replicated ? `, in the restore ${result.restored}` : "") +
        (result.restartedMidStop ? ", Litestream started again mid-stop" : ""),
    );
  }
  times.sort((a, b) => a - b);
  console.log(
    `${replicated ? "replica" : "no replica"}: stop median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, ` +
      `range ${times[0]!.toFixed(0)} to ${times.at(-1)!.toFixed(0)} ms over ${runs} runs`,
  );
}
