import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { expect, it, vi } from "vitest";
import { findProductById } from "../../app/content/catalog/catalog.server";
import { openUnitsPart } from "../../server/units/setup";
import { phonePhoto } from "../fixtures/photos";
import { deliveredUnit, FORMS_OPEN_AT, serviceRequestForm } from "../fixtures/units";
import { PATIENT, VALID } from "../receiver/harness";
import { serveBuilt } from "../server/serve-built";
import { sftpHostAcross } from "./sftp-host";

/**
 * Issue 80 items 2, 3 and 8: only a write waits, and a file is confirmed before "ok", over SFTP
 * to a loopback sshd behind a proxy that holds every chunk 50 ms each way. The one rclone that
 * copies (its remote control, rclone-daemon.ts) is frozen with SIGSTOP: the replica's file
 * copies hang, as over a link that stalls, while Litestream confirms the databases.
 *
 * - A signed-out sign-out (it writes nothing) answers without a copy: /healthz stays ok.
 * - A photo whose copy misses the bound is "unconfirmed"; an inquiry confirmed after it does not
 *   clear that, nor is the photo in the replica. The rclone thawed, the copy lands and only then
 *   /healthz says ok.
 */
const work = mkdtempSync(join(tmpdir(), "replica-writes-"));
const host = sftpHostAcross(work);

/** The databases whose generation has a snapshot in the replica (a folder on the sshd's disk). */
const snapshotted = (replica: string) =>
  (existsSync(replica) ? readdirSync(replica) : []).filter(
    (name) =>
      name.endsWith(".sqlite") &&
      existsSync(join(replica, name, "generations")) &&
      readdirSync(join(replica, name, "generations")).some((generation) => {
        const snapshots = join(replica, name, "generations", generation, "snapshots");
        return (
          existsSync(snapshots) &&
          readdirSync(snapshots).some((file) => file.endsWith(".snapshot.lz4"))
        );
      }),
  );

const health = async (origin: string) => {
  const response = await fetch(`${origin}/healthz`);
  const body = (await response.json()) as { replica?: { state: string } };
  return { code: response.status, state: body.replica?.state };
};

it("answers a post that wrote nothing at once, and keeps a missed photo unconfirmed", async () => {
  const data = join(work, "data");
  const replica = join(work, "replica");
  const starts = join(work, "rclone-starts");
  mkdirSync(data, { recursive: true });
  const wrapper = join(work, "rclone");
  // Each start's pid and command, then the real rclone in its place (exec keeps the pid).
  writeFileSync(wrapper, `#!/bin/sh\necho "$$ $1" >> '${starts}'\nexec rclone "$@"\n`);
  chmodSync(wrapper, 0o755);
  const started = () =>
    (existsSync(starts) ? readFileSync(starts, "utf8") : "")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => line.split(" ") as [string, string]);
  const units = openUnitsPart(data);
  const token = units.store.add(
    deliveredUnit(findProductById("480-035")!),
    "kim@example.com",
  ).token;
  units.store.close();
  const server = await serveBuilt(
    {
      DATA_DIR: data,
      INQUIRY_DB: join(data, "inquiries.sqlite"),
      REPLICA_URL: host.url(replica),
      // Room for Litestream's upload across the link; a frozen copy misses any bound.
      REPLICA_ACK_SECONDS: "3",
      RCLONE_PATH: wrapper,
      // The service request opens with the privacy policy that covers it (issue 79).
      TEST_SITE_CLOCK_AT: FORMS_OPEN_AT,
    },
    [],
    { keepOutput: true },
  );
  try {
    await vi.waitFor(async () => expect((await health(server.origin)).state).toBe("ok"), PATIENT);
    // Litestream's first snapshots across the link first: a write during them waits longer than
    // the bound, which would say "databases" where this test is about the files.
    await vi.waitFor(() => expect(snapshotted(replica)).toHaveLength(6), PATIENT);
    // The start's checks through one short-lived rclone, then the copies through one long-lived
    // one: no start per copy (issue 80 item 2). The start's own reads of each database's last
    // segment (`lsf`, `cat`) may start theirs, before the second.
    await vi.waitFor(() =>
      expect(started().filter(([, command]) => command === "rcd")).toHaveLength(2),
    );
    const atStart = started();
    expect(atStart.filter(([, command]) => command === "copy")).toEqual([]);
    const daemon = Number(atStart.findLast(([, command]) => command === "rcd")![0]);
    process.kill(daemon, "SIGSTOP");

    // Signed out, with a token pair of its own making: nothing written, nothing waited for.
    const csrf = "c".repeat(43);
    const signOut = await fetch(`${server.origin}/admin/sign-out`, {
      method: "POST",
      headers: { Origin: server.origin, Cookie: `hf_csrf=${csrf}` },
      body: new URLSearchParams({ csrf }),
      redirect: "manual",
    });
    expect(signOut.status).toBe(302);
    expect(await health(server.origin)).toEqual({ code: 200, state: "ok" });

    // A photo whose copy cannot finish within the bound: answered, and unconfirmed.
    const request = await fetch(`${server.origin}/u/${token}/service`, {
      method: "POST",
      body: serviceRequestForm(await phonePhoto()),
      redirect: "manual",
    });
    expect(request.status).toBe(303);
    expect(await health(server.origin)).toEqual({ code: 503, state: "unconfirmed" });
    // An inquiry confirmed after it covers the databases, not the photo.
    const inquiry = await fetch(`${server.origin}/f/inquiry`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams(VALID),
    });
    expect(inquiry.status).toBe(200);
    expect(await health(server.origin)).toEqual({ code: 503, state: "unconfirmed" });
    const db = new Database(join(data, "inquiries.sqlite"), { readonly: true });
    const [photo] = db.prepare("SELECT file FROM inquiry_photos").pluck().all() as string[];
    db.close();
    const copied = join(replica, "files", "request-photos", photo!);
    expect(existsSync(copied)).toBe(false);
    expect(server.output()).not.toContain("The replica confirms writes again");

    // The link back: the photo lands, then (only then) ok.
    process.kill(daemon, "SIGCONT");
    await vi.waitFor(async () => expect((await health(server.origin)).state).toBe("ok"), PATIENT);
    expect(readdirSync(join(replica, "files", "request-photos"))).toContain(photo);
    expect(server.output()).toMatch(/did not confirm a write within 3 s \(files\)/);
    // The photo, the inquiry, the passes, the lease's renewals, the stamp and the read-backs:
    // all through that one rclone, none started since.
    expect(started()).toEqual(atStart);
  } finally {
    await server.stop();
  }
});
