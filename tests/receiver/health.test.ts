import { once } from "node:events";
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { CLAIM_LEASE } from "../../server/mail/outbox/runner";
import { openStore } from "../../server/inquiries/store";
import { buildServer, isRoot, startServer, UNPRIVILEGED } from "./child";
import { post, startReceiver, STORED, VALID } from "./harness";

/** GET /healthz: a real write to the inquiry database, and the notice figures. */
async function health(url: string) {
  const response = await fetch(`${url}/healthz`);
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    body: (await response.json()) as unknown,
  };
}

const inquiry = { ...STORED, lang: "ko" as const };

it("reports a writable database and how many notices are pending and failed", async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  const receiver = await startReceiver();
  onTestFinished(() => receiver.close());
  const ok = (pending: number, failed: number) => ({
    status: 200,
    cacheControl: "no-store",
    body: { status: "ok", database: "writable", disk: "ok", notices: { pending, failed } },
  });
  const before = Date.now();
  expect(await health(receiver.url)).toEqual(ok(0, 0));
  // The check is a committed write, seen from another connection.
  const db = new Database(join(receiver.dir, "inquiries.sqlite"), { readonly: true });
  const checked = db.prepare("SELECT checked_at FROM health").pluck().get() as string;
  db.close();
  expect(Date.parse(checked)).toBeGreaterThanOrEqual(before - 1);

  // Without SMTP notices are off: an inquiry leaves the figures alone.
  expect((await post(receiver, VALID)).status).toBe(200);
  expect(await health(receiver.url)).toEqual(ok(0, 0));
  // Notices left by a process that had SMTP: nothing sends them here.
  receiver.store.add(inquiry, "pending");
  receiver.store.add(inquiry, "pending");
  expect(await health(receiver.url)).toEqual(ok(2, 0));
  const claim = receiver.store.outbox.claimDue("notice", new Date(), CLAIM_LEASE)!;
  receiver.store.outbox.failed(claim, "550 no such mailbox", "refused");
  expect(await health(receiver.url)).toEqual(ok(1, 1));
  // Figures only: nothing a visitor wrote.
  const text = JSON.stringify((await health(receiver.url)).body);
  for (const value of Object.values(VALID)) expect(text).not.toContain(value);
  expect(text).not.toContain("550");
});

describe("a database the server cannot write", () => {
  // The server in a process of its own, as a user that file permissions bind (not root).
  let bundle: Awaited<ReturnType<typeof buildServer>>;
  beforeAll(async () => {
    bundle = await buildServer();
  });
  afterAll(() => bundle.remove());

  /** A database with one pending and one failed notice, in a directory of its own. */
  function database() {
    const dir = mkdtempSync(join(tmpdir(), "health-"));
    chmodSync(dir, 0o755);
    onTestFinished(() => {
      chmodSync(dir, 0o755);
      rmSync(dir, { recursive: true, force: true });
    });
    const file = join(dir, "inquiries.sqlite");
    const store = openStore(file);
    store.add(inquiry, "pending", new Date(Date.now() + 60_000));
    store.add(inquiry, "pending");
    const claim = store.outbox.claimDue("notice", new Date(), CLAIM_LEASE)!;
    store.outbox.failed(claim, "451 try later", "refused");
    store.close();
    return { dir, file };
  }

  function start(file: string) {
    const server = startServer(
      bundle.file,
      { INQUIRY_DB: file, RATE_LIMIT_PER_MINUTE: "0" },
      isRoot ? UNPRIVILEGED : undefined,
    );
    onTestFinished(async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill();
        await once(server.child, "exit");
      }
    });
    return server;
  }

  it("a read-only database file: /healthz answers 503, and so does the receiver", async () => {
    const { dir, file } = database();
    chmodSync(file, 0o444);
    // Only the file is read-only: the directory is the server's, for SQLite's -wal and -shm.
    if (isRoot) chownSync(dir, UNPRIVILEGED, UNPRIVILEGED);
    const server = start(file);
    const url = `http://127.0.0.1:${await server.ready}`;
    expect(await health(url)).toEqual({
      status: 503,
      cacheControl: "no-store",
      body: {
        status: "error",
        database: "not writable",
        disk: "ok",
        notices: { pending: 1, failed: 1 },
      },
    });
    // Nothing is accepted that cannot be kept.
    const response = await post({ url }, VALID);
    expect(response.status).toBe(503);
    expect(server.output()).toContain("The inquiry database is not writable");
  });

  it("a read-only directory: SQLite cannot open the database, and the server says so", async () => {
    const { dir, file } = database();
    // SQLite keeps its write-ahead log beside the file; without it even reading fails.
    if (isRoot) chownSync(file, UNPRIVILEGED, UNPRIVILEGED);
    chmodSync(dir, 0o555);
    const server = start(file);
    await expect(server.ready).rejects.toThrow(/exited with 1/);
    expect(server.output()).toContain(`Cannot open the inquiry database INQUIRY_DB=${file}`);
  });
});
