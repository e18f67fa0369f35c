import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { viteDefine } from "../../config/settings";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openStore } from "../../server/inquiries/store";
import { post, VALID } from "./harness";

/**
 * An answered inquiry survives a hard crash: the receiver runs in its own process, answers,
 * is killed with SIGKILL (no shutdown code runs), and the database is reopened.
 */
let dir: string;
let bundle: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "receiver-crash-"));
  // Inside the project, so that the bundle's external imports resolve from node_modules.
  mkdirSync("node_modules/.cache", { recursive: true });
  bundle = mkdtempSync(join("node_modules/.cache", "receiver-crash-"));
  await build({
    configFile: false,
    logLevel: "silent",
    // The server shares a few app modules (the 404 page's URL helpers) that read them.
    define: viteDefine(),
    build: {
      ssr: join(import.meta.dirname, "crash-server.ts"),
      outDir: bundle,
      target: "node20",
      rollupOptions: { output: { entryFileNames: "server.js" } },
    },
    ssr: { external: ["better-sqlite3", "nodemailer"] },
  });
}, 30_000);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(bundle, { recursive: true, force: true });
});

it("an inquiry answered just before a kill -9 is in the database afterwards", async () => {
  const db = join(dir, "data", "inquiries.sqlite");
  const child = spawn(process.execPath, [join(bundle, "server.js")], {
    env: { ...process.env, INQUIRY_DB: db, RATE_LIMIT_PER_MINUTE: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
    child.stdout.on("data", (data: Buffer) => {
      const ready = /READY (\d+)/.exec(data.toString());
      if (ready) resolve(ready[1]!);
    });
  });
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
}, 30_000);
