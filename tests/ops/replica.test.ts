import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createStaffServices } from "../../server/admin/services";
import { ID_MARGIN } from "../../server/backup/numbers";
import { photoDirs, processPhoto } from "../../server/content/photos";
import { REFUSED_EXIT } from "../../server/platform/refused-start";
import { PATIENT, VALID } from "../receiver/harness";
import { freePort } from "../free-port";
import { serveBuilt } from "../server/serve-built";
import { currentCode, QUICK_PASSWORDS } from "../staff-support";
import { backupCommand, killHard, PATIENT_REPLICA } from "./ops-support";
import { startSshd } from "./sftp-support";

/**
 * The machine lost (issue 64): inquiries posted, an owner and an uploaded photo, replicated by
 * the running server to a file:// and to an SFTP replica; then the server killed with its
 * children and the whole DATA_DIR deleted. `npm run restore -- --from-replica` into an empty
 * folder, and the server started on it: every acknowledged inquiry, the owner's sign-in and
 * the photo are back, and the next inquiry's reference is one never given.
 */
const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), "replica-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const OWNER = "replica-owner@example.com";
const PASSWORD = "blue valve turns quietly 42";

async function owner(dataDir: string) {
  const staff = createStaffServices({
    file: join(dataDir, "staff.sqlite"),
    siteOrigin: "http://localhost:3000",
    trustProxy: false,
    auditRetentionDays: 730,
    passwordCost: QUICK_PASSWORDS,
  });
  try {
    const { account, token } = staff.accounts.invite(OWNER, "owner");
    await staff.setPassword(account.id, PASSWORD);
    const secret = staff.totp.newSecret();
    expect(staff.totp.enable(account.id, secret, currentCode(secret, Date.now() - 30_000))).toBe(
      true,
    );
    staff.accounts.completeInvitation(token, account.id);
    return secret;
  } finally {
    staff.close();
  }
}

/** A session of the owner with both steps done, made in the served DATA_DIR's staff database. */
function ownerSession(dataDir: string) {
  const staff = createStaffServices({
    file: join(dataDir, "staff.sqlite"),
    siteOrigin: "http://localhost:3000",
    trustProxy: false,
    auditRetentionDays: 730,
  });
  try {
    const account = staff.accounts.list().find((one) => one.email === OWNER)!;
    return `hf_staff=${staff.sessions.create(account.id, "full", "127.0.0.1")}`;
  } finally {
    staff.close();
  }
}

/** Both sign-in steps over HTTP, as a browser without JavaScript posts them: the inbox's status. */
async function signIn(origin: string, secret: string) {
  const jar = new Map<string, string>();
  const send = async (path: string, form?: Record<string, string>) => {
    const response = await fetch(origin + path, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(form && { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" }),
      },
      body: form && new URLSearchParams({ ...form, csrf: jar.get("hf_csrf") ?? "" }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, ...value] = cookie.split(";")[0]!.split("=");
      jar.set(name!, value.join("="));
    }
    return response;
  };
  await send("/admin");
  expect((await send("/admin/sign-in", { email: OWNER, password: PASSWORD })).status).toBe(302);
  const second = await send("/admin/sign-in/verify", { code: currentCode(secret, Date.now()) });
  expect(second.status).toBe(302);
  return (await send("/admin")).status;
}

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

async function post(origin: string, n: number) {
  const response = await fetch(`${origin}/f/inquiry`, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams({ ...VALID, companyName: `복제 ${n} 주식회사` }),
  });
  expect(response.status).toBe(200);
  const { next } = (await response.json()) as { next: string };
  return /HF-\d{8}-\d{6}/.exec(next)![0];
}

interface Health {
  replica?: { state: string; lagSeconds: number; filesCopiedAt: string | null };
}
const health = async (origin: string) =>
  (await (await fetch(`${origin}/healthz`)).json()) as Health;

async function lostAndRestored(name: string, replicaUrl: string) {
  const data = join(work, name, "data");
  mkdirSync(data, { recursive: true });
  const secret = await owner(data);
  const jpeg = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const photo = await processPhoto(jpeg, "replica.jpg", photoDirs(data));
  if (!photo.ok) throw new Error(photo.message.en);
  const photoFiles = filesIn(data).filter((file) => /^(uploads|originals)\//.test(file));
  const hashes = new Map(photoFiles.map((file) => [file, readFileSync(join(data, file))]));

  const env = {
    DATA_DIR: data,
    INQUIRY_DB: join(data, "inquiries.sqlite"),
    REPLICA_URL: replicaUrl,
    ...PATIENT_REPLICA,
  };
  const server = await serveBuilt(env, [], { keepOutput: true });
  const started = Date.now();
  const refs: string[] = [];
  for (let n = 1; n <= 12; n++) refs.push(await post(server.origin, n));
  // The event awaited: the server says everything written is in the replica, files too.
  await vi.waitFor(async () => {
    const { replica } = await health(server.origin);
    expect(replica?.state, server.output()).toBe("ok");
    expect(replica?.lagSeconds).toBe(0);
    expect(Date.parse(replica?.filesCopiedAt ?? "")).toBeGreaterThan(started);
  }, PATIENT);
  // The owner's home says so, and names the last file copied.
  const home = await (
    await fetch(`${server.origin}/admin`, { headers: { Cookie: ownerSession(data) } })
  ).text();
  expect(home).toContain("기록은 모두 실시간 백업에 있습니다");
  expect(home).toMatch(/마지막으로 복사한 파일: [^<]+\.(?:jpg|webp|avif)/);
  // The session just made is a write too: one more inquiry, acknowledged once every write before
  // it is in the replica, and the machine is lost with nothing left to copy (a write cut
  // mid-segment is what a restore cannot read, not what this test is about).
  refs.push(await post(server.origin, 99));
  server.expectExit();
  await killHard(server.pid);
  rmSync(data, { recursive: true, force: true });

  // A folder with anything in it is refused.
  mkdirSync(data);
  writeFileSync(join(data, "note.txt"), "someone's");
  const refused = await backupCommand(["restore", "--from-replica"], env);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain("is not empty");
  rmSync(data, { recursive: true, force: true });

  const restored = await backupCommand(["restore", "--from-replica"], env);
  expect(restored.code, restored.output).toBe(0);
  for (const [file, bytes] of hashes) {
    expect(readFileSync(join(data, file)).equals(bytes), file).toBe(true);
  }
  const db = new Database(join(data, "inquiries.sqlite"), { readonly: true });
  const stored = db.prepare("SELECT ref FROM inquiries").pluck().all() as string[];
  db.close();
  expect(stored.sort()).toEqual([...refs].sort());

  const again = await serveBuilt({ DATA_DIR: data, INQUIRY_DB: join(data, "inquiries.sqlite") });
  try {
    expect(await signIn(again.origin, secret)).toBe(200);
    const next = await post(again.origin, 13);
    expect(refs).not.toContain(next);
    const id = (ref: string) => Number(ref.slice(-6));
    expect(id(next)).toBeGreaterThan(Math.max(...refs.map(id)) + ID_MARGIN - 1);
  } finally {
    await again.stop();
  }
}

describe("the replica", () => {
  it("brings back a lost DATA_DIR from a file:// replica", async () => {
    await lostAndRestored("file", `file://${join(work, "file-replica")}`);
  });

  it("brings back a site that never stored a file: its replica has databases only", async () => {
    const data = join(work, "bare", "data");
    const replica = join(work, "bare-replica");
    mkdirSync(data, { recursive: true });
    const env = {
      DATA_DIR: data,
      INQUIRY_DB: join(data, "inquiries.sqlite"),
      REPLICA_URL: `file://${replica}`,
      ...PATIENT_REPLICA,
    };
    const server = await serveBuilt(env, [], { keepOutput: true });
    const started = Date.now();
    const refs = [await post(server.origin, 1), await post(server.origin, 2)];
    await vi.waitFor(async () => {
      const { replica: state } = await health(server.origin);
      expect(state?.lagSeconds, server.output()).toBe(0);
      expect(Date.parse(state?.filesCopiedAt ?? "")).toBeGreaterThan(started);
    }, PATIENT);
    server.expectExit();
    await killHard(server.pid);
    // Nothing but databases: no files folder was ever made in the replica.
    expect(readdirSync(replica)).not.toContain("files");
    rmSync(data, { recursive: true, force: true });

    // The new machine started before its restore: refused, before it makes any database.
    const held = filesIn(replica);
    const early = await run(process.execPath, ["build/app/main.js"], {
      env: { ...process.env, ...env, PORT: String(await freePort()) },
      timeout: 60_000,
    }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(early.code, early.stderr).toBe(REFUSED_EXIT);
    expect(early.stderr).toContain("npm run restore -- --from-replica");
    // And the replica is as it was: no new generation begun, no file emptied.
    expect(filesIn(replica)).toEqual(held);

    const restored = await backupCommand(["restore", "--from-replica"], env);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain("0 files");
    const db = new Database(join(data, "inquiries.sqlite"), { readonly: true });
    expect((db.prepare("SELECT ref FROM inquiries").pluck().all() as string[]).sort()).toEqual(
      refs.sort(),
    );
    db.close();
  });

  describe("over SFTP", () => {
    let sshd: Awaited<ReturnType<typeof startSshd>> | undefined;
    beforeAll(async () => {
      sshd = await startSshd(join(work, "sshd"));
    });
    afterAll(() => sshd?.stop());

    // A bound for a hang: 66 s alone here, past 120 s once beside the whole suite on 2 cores.
    it("brings back a lost DATA_DIR from an SFTP replica", { timeout: 300_000 }, async () => {
      await lostAndRestored("sftp", sshd!.url(join(work, "sftp-replica")));
    });
  });
});
