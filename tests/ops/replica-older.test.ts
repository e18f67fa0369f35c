import { execFile } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { takeBackup } from "../../server/backup/backup";
import { LOCAL_STAMP, OLDER_THAN_REPLICA } from "../../server/backup/replica-stamp";
import { REFUSED_EXIT } from "../../server/platform/refused-start";
import { restoreBackup } from "../../server/backup/restore";
import { photoDirs, processPhoto } from "../../server/content/photos";
import { openStore } from "../../server/inquiries/store";
import { PATIENT, STORED, VALID } from "../receiver/harness";
import { PATIENT_REPLICA, signalMachine } from "./ops-support";
import { freePort } from "../free-port";
import { serveBuilt } from "../server/serve-built";

/**
 * An older machine must never shrink the replica (issue 72 item 5). The built server
 * replicates to a file:// replica; a daily archive is taken midway and more written after it;
 * the archive restored into a fresh DATA_DIR and started with the same REPLICA_URL is refused
 * before it writes anything, and a restore from the replica still brings back every inquiry
 * and photo. The machine's own disk starts again; a restore from the replica starts, after
 * which the old machine's disk is refused. A file lost here by hand stays in the replica; an
 * erased inquiry's photos leave it.
 */
const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), "replica-older-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const replicaDir = join(work, "replica");
const REPLICA_URL = `file://${replicaDir}`;
const env = (dataDir: string, replica = REPLICA_URL) => ({
  DATA_DIR: dataDir,
  INQUIRY_DB: join(dataDir, "inquiries.sqlite"),
  REPLICA_URL: replica,
  ...PATIENT_REPLICA,
});

function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

async function post(origin: string, n: number) {
  const response = await fetch(`${origin}/f/inquiry`, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams({ ...VALID, companyName: `오래된 기계 ${n} 주식회사` }),
  });
  expect(response.status).toBe(200);
  const { next } = (await response.json()) as { next: string };
  return /HF-\d{8}-\d{6}/.exec(next)![0];
}

/** A staff photo as the back office keeps it: its original and its copies, in DATA_DIR. */
async function addPhoto(dataDir: string, n: number) {
  const dirs = photoDirs(dataDir);
  // Only the photos' folders: the server writes elsewhere in DATA_DIR meanwhile.
  const photoFiles = () =>
    [dirs.public, dirs.originals].flatMap((dir) =>
      filesIn(dir).map((file) => relative(dataDir, join(dir, file))),
    );
  const before = new Set(photoFiles());
  const jpeg = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 20 * n, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const photo = await processPhoto(jpeg, `older-${n}.jpg`, dirs);
  if (!photo.ok) throw new Error(photo.message.en);
  return photoFiles().filter((file) => !before.has(file));
}

/** Polls of /healthz: each is a write of its own, so not at the harness's 20 ms. */
const WAIT = { timeout: PATIENT.timeout, interval: 250 };

/** The server's log without its request lines. */
const said = (output: () => string) =>
  output()
    .split("\n")
    .filter((line) => !line.includes('"msg":"request"'))
    .join("\n");

interface Health {
  replica?: { state: string; lagSeconds: number; filesCopiedAt: string | null };
}
const health = async (origin: string) =>
  (await (await fetch(`${origin}/healthz`)).json()) as Health;

/** Every write in the replica: no database behind, and these files under its files/. */
async function inReplica(origin: string, files: string[], output: () => string) {
  await vi.waitFor(async () => {
    const { replica } = await health(origin);
    expect(replica?.state, said(output)).toBe("ok");
    expect(replica?.lagSeconds).toBe(0);
    expect(filesIn(join(replicaDir, "files"))).toEqual(expect.arrayContaining(files));
  }, WAIT);
}

/** A file pass finished after `since`, every file still there. */
async function filesPassed(origin: string, since: number, files: string[]) {
  await vi.waitFor(async () => {
    const { replica } = await health(origin);
    expect(Date.parse(replica?.filesCopiedAt ?? "")).toBeGreaterThan(since);
    expect(filesIn(join(replicaDir, "files"))).toEqual(expect.arrayContaining(files));
  }, WAIT);
}

/** The built server started and ended by itself (a refusal); never throws. */
async function startRefused(vars: Record<string, string>) {
  return run(process.execPath, ["build/app/main.js"], {
    env: { ...process.env, ...vars, PORT: String(await freePort()), HOST: "127.0.0.1" },
    timeout: 60_000,
  }).then(
    () => ({ code: 0, stderr: "" }),
    (error: { code: number; stderr: string }) => error,
  );
}

/** A built command (`npm run restore`, `npm run inquiries`); never throws. */
async function command(script: string, args: string[], vars: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      env: { ...process.env, ...vars },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const refsIn = (dataDir: string) => {
  const db = new Database(join(dataDir, "inquiries.sqlite"), { readonly: true });
  try {
    return (db.prepare("SELECT ref FROM inquiries").pluck().all() as string[]).sort();
  } finally {
    db.close();
  }
};

describe("an older machine and the replica", () => {
  const machine = join(work, "machine");
  const archives = join(work, "archives");
  const restored = join(work, "restored");
  const refs: string[] = [];
  const photos: string[] = [];
  let archive = "";

  it("the machine replicates, is archived midway, and starts again on its own disk", async () => {
    mkdirSync(machine);
    const server = await serveBuilt(env(machine), [], { keepOutput: true });
    try {
      for (let n = 1; n <= 6; n++) refs.push(await post(server.origin, n));
      photos.push(...(await addPhoto(machine, 1)), ...(await addPhoto(machine, 2)));
      await inReplica(server.origin, photos, server.output);
      archive = (await takeBackup(machine, archives)).archive;
      // Written after the archive: only the replica holds these.
      for (let n = 7; n <= 12; n++) refs.push(await post(server.origin, n));
      photos.push(...(await addPhoto(machine, 3)), ...(await addPhoto(machine, 4)));
      await inReplica(server.origin, photos, server.output);
    } finally {
      await server.stop();
    }

    // The same machine, the same disk: it starts, and replicates on. (Its lag is not awaited:
    // Litestream 0.3.13 syncs nothing for a database unchanged since, and the lag of those
    // never reads 0 after such a restart; the stop syncs what is left, and the restore from
    // the replica below finds this inquiry.)
    const restarted = Date.now();
    const again = await serveBuilt(env(machine), [], { keepOutput: true });
    try {
      refs.push(await post(again.origin, 13));
      await filesPassed(again.origin, restarted, photos);
    } finally {
      await again.stop();
    }
  }, 300_000);

  it("the archive restored into a fresh DATA_DIR is refused, and the replica keeps everything", async () => {
    const fresh = join(work, "from-archive");
    await restoreBackup(archive, fresh);
    // The archive is older: it lacks what was written after it.
    expect(refsIn(fresh).length).toBe(6);
    const held = filesIn(replicaDir);

    const refused = await startRefused(env(fresh));
    expect(refused.code, refused.stderr).toBe(REFUSED_EXIT);
    expect(refused.stderr).toContain(OLDER_THAN_REPLICA);
    expect(OLDER_THAN_REPLICA).toBe(
      "the replica holds newer writes: restore from it, or point REPLICA_URL at a new place",
    );
    // Refused before anything was written there: no generation begun, no file deleted.
    expect(filesIn(replicaDir)).toEqual(held);

    // A restore from the replica brings back every inquiry and every photo.
    const done = await command("build/app/backup.js", ["restore", "--from-replica"], env(restored));
    expect(done.code, done.output).toBe(0);
    expect(refsIn(restored)).toEqual([...refs].sort());
    for (const file of photos) {
      expect(
        readFileSync(join(restored, file)).equals(readFileSync(join(machine, file))),
        file,
      ).toBe(true);
    }

    // The same archive with a new place for the replica starts, and fills it.
    const elsewhere = join(work, "new-replica");
    const started = await serveBuilt(env(fresh, `file://${elsewhere}`));
    try {
      await vi.waitFor(async () => {
        expect((await health(started.origin)).replica?.lagSeconds).toBe(0);
        expect(existsSync(join(elsewhere, "inquiries.sqlite"))).toBe(true);
      }, WAIT);
    } finally {
      await started.stop();
    }
  }, 300_000);

  it("a restore from the replica starts with it; the old machine's disk is then refused", async () => {
    const server = await serveBuilt(env(restored), [], { keepOutput: true });
    try {
      const next = await post(server.origin, 14);
      expect(refs).not.toContain(next);
      await vi.waitFor(async () => {
        expect((await health(server.origin)).replica?.lagSeconds).toBe(0);
      }, WAIT);
    } finally {
      await server.stop();
    }
    // The old machine comes back with its disk: the replica has moved on without it.
    const stale = await startRefused(env(machine));
    expect(stale.code, stale.stderr).toBe(REFUSED_EXIT);
    expect(stale.stderr).toContain(OLDER_THAN_REPLICA);
  }, 300_000);
});

describe("a disk rolled back within a run", () => {
  it("is refused by the positions, though its stamp is the run's own", async () => {
    const dataDir = join(work, "rolled");
    const snapshot = join(work, "rolled-snapshot");
    const replica = join(work, "rolled-replica");
    mkdirSync(dataDir);
    const vars = env(dataDir, `file://${replica}`);
    const refs: string[] = [];
    const server = await serveBuilt(vars, [], { keepOutput: true });
    try {
      for (let n = 1; n <= 3; n++) refs.push(await post(server.origin, n));
      await vi.waitFor(async () => {
        const { replica: state } = await health(server.origin);
        expect(state?.state, said(server.output)).toBe("ok");
        expect(state?.lagSeconds).toBe(0);
      }, WAIT);
      // A snapshot of the disk (a VM's, or a disk that loses its last seconds), taken with
      // the machine held still so that it is whole.
      await signalMachine(server.pid, "SIGSTOP");
      cpSync(dataDir, snapshot, { recursive: true });
      await signalMachine(server.pid, "SIGCONT");
      // Acknowledged after it, so in the replica; no file: the stamp does not move.
      for (let n = 4; n <= 6; n++) refs.push(await post(server.origin, n));
    } finally {
      await server.stop();
    }
    expect(readFileSync(join(snapshot, LOCAL_STAMP), "utf8")).toBe(
      readFileSync(join(dataDir, LOCAL_STAMP), "utf8"),
    );
    const held = filesIn(replica);

    const refused = await startRefused(env(snapshot, `file://${replica}`));
    expect(refused.code, refused.stderr).toBe(REFUSED_EXIT);
    expect(refused.stderr).toContain(OLDER_THAN_REPLICA);
    expect(refused.stderr).toMatch(/inquiries\.sqlite ends here at WAL \d+, byte \d+/);
    expect(filesIn(replica)).toEqual(held);

    // The replica has every acknowledged inquiry; the machine's own disk starts again.
    const restoredHere = join(work, "rolled-restored");
    const done = await command(
      "build/app/backup.js",
      ["restore", "--from-replica"],
      env(restoredHere, `file://${replica}`),
    );
    expect(done.code, done.output).toBe(0);
    expect(refsIn(restoredHere)).toEqual([...refs].sort());
    const again = await serveBuilt(vars);
    await again.stop();
  }, 300_000);
});

describe("deletions and the replica", () => {
  it("a file deleted by hand stays in the replica; an erased inquiry's photos leave it", async () => {
    const dataDir = join(work, "erasure");
    const replica = join(work, "erasure-replica");
    mkdirSync(dataDir);
    // Two buyers' service requests with photos, and a staff photo, before the server starts.
    const store = openStore(join(dataDir, "inquiries.sqlite"));
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 40, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const made = { name: "valve.jpg", jpeg, width: 64, height: 48 };
    const erasedId = store.addWithPhotos(
      { ...STORED, email: "erased@example.com", lang: "ko" },
      [made, made],
      "off",
    ).id;
    store.addWithPhotos({ ...STORED, email: "kept@example.com", lang: "ko" }, [made], "off");
    const erased = store.photos.filesOf(erasedId).map((file) => `request-photos/${file}`);
    const all = filesIn(join(dataDir, "request-photos")).map((file) => `request-photos/${file}`);
    store.close();
    const staffPhoto = await addPhoto(dataDir, 5);
    const vars = env(dataDir, `file://${replica}`);
    const there = () => filesIn(join(replica, "files"));

    const server = await serveBuilt(vars, [], { keepOutput: true });
    try {
      await vi.waitFor(
        () => expect(there()).toEqual(expect.arrayContaining([...all, ...staffPhoto])),
        WAIT,
      );
      // Deleted here by hand; then two passes, the second begun after the deletion.
      const lost = staffPhoto[0]!;
      rmSync(join(dataDir, lost));
      for (let pass = 0; pass < 2; pass++) {
        const after = Date.now();
        await vi.waitFor(async () => {
          const copied = (await health(server.origin)).replica?.filesCopiedAt;
          expect(Date.parse(copied ?? ""), said(server.output)).toBeGreaterThan(after);
        }, WAIT);
      }
      expect(there()).toContain(lost);

      // Erased by the staff command while the server runs: the photos leave the replica.
      const done = await command(
        "build/app/inquiries.js",
        ["erase", "erased@example.com", "--yes"],
        vars,
      );
      expect(done.code, done.output).toBe(0);
      for (const file of erased) expect(existsSync(join(dataDir, file))).toBe(false);
      await vi.waitFor(() => {
        for (const file of erased) expect(there()).not.toContain(file);
      }, WAIT);
      // Said once rclone has ended, which is after the files left: waited for, not assumed.
      await vi.waitFor(
        () => expect(server.output()).toContain("2 erased files deleted from the replica"),
        WAIT,
      );
      // The other buyer's photo and the file lost by hand stay.
      const kept = all.filter((file) => !erased.includes(file));
      expect(kept).toHaveLength(1);
      expect(there()).toEqual(expect.arrayContaining([...kept, ...staffPhoto]));
    } finally {
      await server.stop();
    }
  }, 300_000);
});
