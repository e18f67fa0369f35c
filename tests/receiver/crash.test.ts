import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openStore } from "../../server/inquiries/store";
import { buildServer, startServer } from "./child";
import { post, VALID } from "./harness";

/**
 * An answered inquiry survives a hard crash: the receiver runs in its own process, answers,
 * is killed with SIGKILL (no shutdown code runs), and the database is reopened. The second test
 * kills it under 8 clients posting at once (issue 64, item 8).
 */
let dir: string;
let bundle: Awaited<ReturnType<typeof buildServer>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "receiver-crash-"));
  bundle = await buildServer();
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  bundle.remove();
});

it("an inquiry answered just before a kill -9 is in the database afterwards", async () => {
  const db = join(dir, "data", "inquiries.sqlite");
  const { child, ready } = startServer(bundle.file, { INQUIRY_DB: db, RATE_LIMIT_PER_MINUTE: "0" });
  const port = await ready;
  const receiver = { url: `http://127.0.0.1:${port}` };
  const refs: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const response = await post(receiver, { ...VALID, inquiry: `crash test #${index}` });
    expect(response.status).toBe(200);
    refs.push(((await response.json()) as { ref: string }).ref);
  }
  // Killed the instant the last answer arrived: no close(), no checkpoint.
  child.kill("SIGKILL");
  const [, signal] = await once(child, "exit");
  expect(signal).toBe("SIGKILL");

  const store = openStore(db);
  try {
    const stored = store.since();
    expect(stored.map((inquiry) => inquiry.ref)).toEqual(refs);
    expect(stored.at(-1)!.inquiry).toBe("crash test #4");
  } finally {
    store.close();
  }
});

it("under 8 posting clients, a kill -9 loses no acknowledged inquiry and stores none twice", async () => {
  const db = join(dir, "load", "inquiries.sqlite");
  const env = { INQUIRY_DB: db, RATE_LIMIT_PER_MINUTE: "0" };
  const { child, ready } = startServer(bundle.file, env);
  const receiver = { url: `http://127.0.0.1:${await ready}` };
  const acknowledged = new Map<string, string>();
  // The kill comes on an event (this many answers), while the other clients' posts are in flight.
  const KILL_AFTER = 150 + Math.floor(Math.random() * 100);
  let killed = false;
  const exited = once(child, "exit");
  const client = async (n: number) => {
    for (let i = 0; !killed; i++) {
      const mark = `load ${n}-${i}`;
      try {
        const response = await post(receiver, { ...VALID, inquiry: mark });
        if (response.status !== 200) continue;
        acknowledged.set(mark, ((await response.json()) as { ref: string }).ref);
      } catch {
        continue; // Reset by the kill: never acknowledged.
      }
      if (acknowledged.size >= KILL_AFTER && !killed) {
        killed = true;
        child.kill("SIGKILL");
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, (_, n) => client(n)));
  const [, signal] = await exited;
  expect(signal).toBe("SIGKILL");

  // A restart on the same folder opens it (and its WAL) as a server would.
  const again = startServer(bundle.file, env);
  await again.ready;
  again.child.kill("SIGTERM");
  await once(again.child, "exit");

  const store = openStore(db);
  try {
    const stored = store.since();
    const marks = stored.map((inquiry) => inquiry.inquiry);
    expect(new Set(marks).size).toBe(marks.length);
    expect(new Set(stored.map((inquiry) => inquiry.ref)).size).toBe(stored.length);
    const found = new Map(stored.map((inquiry) => [inquiry.inquiry, inquiry.ref]));
    for (const [mark, ref] of acknowledged) expect(found.get(mark), mark).toBe(ref);
  } finally {
    store.close();
  }
  const check = new Database(db, { readonly: true });
  try {
    expect(check.pragma("integrity_check", { simple: true })).toBe("ok");
  } finally {
    check.close();
  }
});
