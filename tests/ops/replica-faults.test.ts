import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it, vi } from "vitest";
import { setUpStaff } from "../../server/admin/setup";
import { readConfig } from "../../server/platform/config";
import { PATIENT, VALID } from "../receiver/harness";
import { freePort } from "../free-port";
import { serveBuilt } from "../server/serve-built";
import { backupCommand, killHard, PATIENT_REPLICA } from "./ops-support";

/**
 * Issue 72 items 3, 4 and 8: replication never stops in silence, and a stop never strands a
 * write. A tmpfs replica made read-only, then filled: the acknowledgements wait their bound and
 * say so (/healthz 503 "unconfirmed"), the watchdog starts Litestream again when the replica's
 * position does not move, and once the replica takes writes again it catches up by itself:
 * every inquiry acknowledged during the fault is in the next restore. A SIGTERM to the server's
 * whole process group under 8 keep-alive clients: every acknowledged inquiry is in the replica.
 */
const work = mkdtempSync(join(tmpdir(), "replica-faults-"));
const mounts: string[] = [];
afterAll(() => {
  for (const mount of mounts) execFileSync("umount", ["-l", mount]);
  rmSync(work, { recursive: true, force: true });
});

const root = process.getuid?.() === 0;
if (!root) console.warn("replica-faults: not root, so no tmpfs to make read-only: skipped");

async function post(origin: string, n: number, agent?: RequestInit) {
  const response = await fetch(`${origin}/f/inquiry`, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams({ ...VALID, companyName: `장애 ${n} 주식회사` }),
    ...agent,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { ref: string }).ref;
}

const health = async (origin: string) => {
  const response = await fetch(`${origin}/healthz`);
  const body = (await response.json()) as { replica?: { state: string } };
  return { code: response.status, replica: body.replica };
};

/** The refs of the inquiries a restore from the replica brings back into `data`. */
async function restoredRefs(env: Record<string, string>) {
  rmSync(env.DATA_DIR!, { recursive: true, force: true });
  const restored = await backupCommand(["restore", "--from-replica"], env);
  expect(restored.code, restored.output).toBe(0);
  const db = new Database(join(env.DATA_DIR!, "inquiries.sqlite"), { readonly: true });
  try {
    return db.prepare("SELECT ref FROM inquiries").pluck().all() as string[];
  } finally {
    db.close();
  }
}

describe.skipIf(!root)("the replica under faults", () => {
  it("waits out a read-only and a full replica, starts Litestream again, and catches up", async () => {
    const replica = join(work, "tmpfs");
    mkdirSync(replica, { recursive: true });
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=48m", "tmpfs", replica]);
    mounts.push(replica);
    const data = join(work, "data");
    mkdirSync(data, { recursive: true });
    const env = {
      DATA_DIR: data,
      INQUIRY_DB: join(data, "inquiries.sqlite"),
      REPLICA_URL: `file://${replica}/site`,
    };
    const staff = setUpStaff(readConfig({ DATA_DIR: data }));
    const { account, token } = staff.accounts.invite("owner@example.com", "owner");
    staff.accounts.completeInvitation(token, account.id);
    const ownerCookie = `hf_staff=${staff.sessions.create(account.id, "full", "127.0.0.1")}`;
    staff.close();
    const server = await serveBuilt(env, [], { keepOutput: true });
    const refs: string[] = [];
    await vi.waitFor(
      async () => expect((await health(server.origin)).replica?.state).toBe("ok"),
      PATIENT,
    );
    refs.push(await post(server.origin, 0));

    // Read-only: each acknowledgement waits its bound and is given; /healthz names the replica.
    execFileSync("mount", ["-o", "remount,ro", replica]);
    refs.push(...(await Promise.all([1, 2, 3].map((n) => post(server.origin, n)))));
    const during = await health(server.origin);
    expect(during.code).toBe(503);
    expect(during.replica?.state).toBe("unconfirmed");
    // The owner's home says it, and what it means.
    const home = await (
      await fetch(`${server.origin}/admin`, { headers: { Cookie: ownerCookie } })
    ).text();
    expect(home).toContain("실시간 백업이 새 기록을 받았다고 확인해 주지 않습니다");
    // The watchdog: the replica's position did not move while writes waited.
    await vi.waitFor(
      () => expect(server.output()).toMatch(/has not moved .* starting it again/),
      PATIENT,
    );
    execFileSync("mount", ["-o", "remount,rw", replica]);

    // Full: the same, until room is made.
    writeFileSync(join(replica, "filler"), Buffer.alloc(0));
    try {
      execFileSync("dd", ["if=/dev/zero", `of=${join(replica, "filler")}`, "bs=1M", "count=64"], {
        stdio: "ignore",
      });
    } catch {
      // dd stops when the tmpfs is full: that is the point.
    }
    refs.push(...(await Promise.all([4, 5].map((n) => post(server.origin, n)))));
    rmSync(join(replica, "filler"));

    // Back: the next acknowledgement is confirmed, and /healthz says so.
    await vi.waitFor(async () => {
      refs.push(await post(server.origin, refs.length));
      const after = await health(server.origin);
      expect(after.code).toBe(200);
      expect(after.replica?.state).toBe("ok");
    }, PATIENT);
    server.expectExit();
    await killHard(server.pid);
    const back = await restoredRefs(env);
    for (const ref of refs) expect(back, ref).toContain(ref);
  });

  it("a SIGTERM to the server's whole group under 8 keep-alive clients strands no write", async () => {
    const data = join(work, "group");
    const replica = join(work, "group-replica");
    mkdirSync(data, { recursive: true });
    const port = await freePort();
    const env = {
      DATA_DIR: data,
      INQUIRY_DB: join(data, "inquiries.sqlite"),
      REPLICA_URL: `file://${replica}`,
      ...PATIENT_REPLICA,
    };
    // A group of its own, as a unit's or a terminal's: the signal goes to every process in it.
    const child = spawn(process.execPath, ["build/app/main.js"], {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: "127.0.0.1",
        RATE_LIMIT_PER_MINUTE: "0",
      },
      detached: true,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const origin = `http://127.0.0.1:${port}`;
    await vi.waitFor(async () => expect((await health(origin)).replica?.state).toBe("ok"), PATIENT);
    const acknowledged: string[] = [];
    let stopping = false;
    const clients = Array.from({ length: 8 }, async (_, c) => {
      for (let n = 0; !stopping || n < 2; n++) {
        try {
          acknowledged.push(await post(origin, c * 1000 + n, { keepalive: true }));
        } catch {
          return;
        }
        if (n === 2 && c === 0) {
          stopping = true;
          process.kill(-child.pid!, "SIGTERM");
        }
      }
    });
    const [code] = (await once(child, "exit")) as [number | null];
    await Promise.all(clients);
    expect(code).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(8);
    const back = await restoredRefs(env);
    for (const ref of acknowledged) expect(back, ref).toContain(ref);
  });
});
