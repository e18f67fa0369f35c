import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { expect, it, vi } from "vitest";
import { REFUSED_EXIT } from "../../server/platform/refused-start";
import { PATIENT, VALID } from "../receiver/harness";
import { freePort } from "../free-port";
import { serveBuilt } from "../server/serve-built";
import { backupCommand, killHard, PATIENT_REPLICA } from "./ops-support";
import { sftpHostAcross } from "./sftp-host";

/**
 * Issue 80 item 8: the replica as it runs, across a network. An SFTP replica on a loopback sshd
 * behind a proxy that holds every chunk 50 ms each way. Four buyers post inquiries; meanwhile a
 * new machine is restored from the replica and started (refused: the running server holds it,
 * and the words say which and how to take over); then the machine is lost at once, uploads in
 * flight. The restore exits 0 with every acknowledged inquiry, whatever segment the kill cut.
 */
const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), "replica-network-"));
const host = sftpHostAcross(work);

const health = async (origin: string) =>
  (await (await fetch(`${origin}/healthz`)).json()) as { replica?: { state: string } };

const refsIn = (dataDir: string) => {
  const db = new Database(join(dataDir, "inquiries.sqlite"), { readonly: true });
  try {
    return db.prepare("SELECT ref FROM inquiries").pluck().all() as string[];
  } finally {
    db.close();
  }
};

it(
  "a machine lost mid-upload over a 50 ms link restores every acknowledged inquiry",
  // 87 s alone here; a bound for a hang beside the whole suite.
  { timeout: 300_000 },
  async () => {
    const data = join(work, "data");
    mkdirSync(data, { recursive: true });
    const env = {
      DATA_DIR: data,
      INQUIRY_DB: join(data, "inquiries.sqlite"),
      REPLICA_URL: host.url(join(work, "replica")),
      ...PATIENT_REPLICA,
    };
    const server = await serveBuilt(env, [], { keepOutput: true });
    await vi.waitFor(
      async () => expect((await health(server.origin)).replica?.state).toBe("ok"),
      PATIENT,
    );
    const acknowledged: string[] = [];
    let lost = false;
    /** Four buyers posting one after another until `until` says stop. */
    const buyers = (until: () => boolean, round: string) =>
      Array.from({ length: 4 }, async (_, b) => {
        for (let n = 0; !until(); n++) {
          try {
            const response = await fetch(`${server.origin}/f/inquiry`, {
              method: "POST",
              headers: { Accept: "application/json" },
              body: new URLSearchParams({
                ...VALID,
                companyName: `원격 ${round}${b}-${n} 주식회사`,
              }),
            });
            if (response.status !== 200) return;
            acknowledged.push(((await response.json()) as { ref: string }).ref);
          } catch {
            return;
          }
        }
      });
    // A few first, then quiet: a restore replays every segment since the snapshot, one transfer
    // each across the link, and one taken while four buyers post never catches up with them.
    await Promise.all(buyers(() => acknowledged.length >= 4, "a"));
    // A new machine restored while the old one runs: its start is refused, naming the holder.
    const second = join(work, "second");
    const restored = await backupCommand(["restore", "--from-replica"], {
      ...env,
      DATA_DIR: second,
      INQUIRY_DB: join(second, "inquiries.sqlite"),
    });
    expect(restored.code, restored.output).toBe(0);
    const refused = await run(process.execPath, ["build/app/main.js"], {
      env: {
        ...process.env,
        ...env,
        DATA_DIR: second,
        INQUIRY_DB: join(second, "inquiries.sqlite"),
        PORT: String(await freePort()),
        HOST: "127.0.0.1",
      },
      timeout: 60_000,
    }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused.code, refused.stderr).toBe(REFUSED_EXIT);
    expect(refused.stderr).toMatch(/held by another server: .*DATA_DIR .*data\b/);
    expect(refused.stderr).toContain("stop the server on");

    // The machine lost at once, the buyers' posts and their uploads in flight.
    const before = acknowledged.length;
    const posting = buyers(() => lost, "b");
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(before + 3), PATIENT);
    server.expectExit();
    lost = true;
    await killHard(server.pid);
    await Promise.all(posting);
    rmSync(data, { recursive: true, force: true });

    const back = await backupCommand(["restore", "--from-replica"], env);
    expect(back.code, back.output).toBe(0);
    const stored = refsIn(data);
    for (const ref of acknowledged) expect(stored, back.output).toContain(ref);
  },
);
