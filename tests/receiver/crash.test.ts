import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openStore } from "../../server/inquiries/store";
import { buildServer, startServer } from "./child";
import { post, VALID } from "./harness";

/**
 * An answered inquiry survives a hard crash: the receiver runs in its own process, answers,
 * is killed with SIGKILL (no shutdown code runs), and the database is reopened.
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
