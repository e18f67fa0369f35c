import { spawn } from "node:child_process";
import { EventEmitter, once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffServices } from "../../server/admin/services";
import { readStartSettings } from "../../config/settings";
import {
  RESTARTS_FILE as SERVER_RESTARTS_FILE,
  RUNNING_FILE as SERVER_RUNNING_FILE,
  recentRestarts,
  runningPid,
} from "../../server/platform/restarts";
import { dataDirOf, REFUSED_EXIT, RESTARTS_FILE, RUNNING_FILE } from "../../scripts/supervise.mjs";
import { REFUSED_EXIT as SERVER_REFUSED_EXIT } from "../../server/platform/refused-start";
import { freePorts } from "../free-port";
import { currentCode, QUICK_PASSWORDS } from "../staff-support";

/**
 * `npm start`'s watch (scripts/supervise.mjs, issue 71): the server killed under it is started
 * again, the log says so and the owner's home names the end; a SIGTERM to it is a stop.
 * `node scripts/supervise.mjs` is what `npm start` runs once installed and built.
 */

/** A process and what it writes, waited on by text, never by time. */
function watched(command: string, args: string[], env: NodeJS.ProcessEnv, cwd?: string) {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const events = new EventEmitter();
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      events.emit("output");
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once("exit", (code, signal) => done({ code, signal })),
  );
  // Its output ends when every process writing to it has ended (the server outlives a killed
  // supervisor and writes to the same pipe).
  const closed = once(child, "close");
  let ended = false;
  void closed.then(() => (ended = true));
  /** Resolves once `pattern` has been written `times` times. */
  const said = async (pattern: RegExp, times = 1) => {
    const count = () => output.match(new RegExp(pattern, "g"))?.length ?? 0;
    while (count() < times) {
      if (ended) throw new Error(`ended before ${pattern} x${times}:\n${output}`);
      await Promise.race([once(events, "output"), closed]);
    }
  };
  return { child, output: () => output, said, exited };
}

describe("npm start's supervisor and the built server", () => {
  let dir: string;
  let origin: string;
  let supervisor: ReturnType<typeof watched>;
  const OWNER = "restart-owner@example.com";

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "supervised-"));
    // An owner before the first start, whose session reads the home.
    const staff = createStaffServices({
      file: join(dir, "staff.sqlite"),
      siteOrigin: "http://localhost:3000",
      trustProxy: false,
      auditRetentionDays: 730,
      passwordCost: QUICK_PASSWORDS,
    });
    try {
      const { account, token } = staff.accounts.invite(OWNER, "owner");
      await staff.setPassword(account.id, "grey valve closes softly 17");
      const secret = staff.totp.newSecret();
      staff.totp.enable(account.id, secret, currentCode(secret, Date.now() - 30_000));
      staff.accounts.completeInvitation(token, account.id);
    } finally {
      staff.close();
    }
    const [port] = await freePorts(1);
    origin = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      INQUIRY_DB: join(dir, "inquiries.sqlite"),
    };
    // Vitest runs with NODE_ENV=test; the server chooses its builds itself.
    delete env.NODE_ENV;
    supervisor = watched(process.execPath, ["scripts/supervise.mjs"], env);
    await supervisor.said(/Listening on/);
  });

  afterAll(async () => {
    supervisor?.child.kill("SIGKILL");
    const pid = dir ? runningPid(dir) : undefined;
    if (pid) process.kill(pid, "SIGKILL");
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  });

  const session = () => {
    const staff = createStaffServices({
      file: join(dir, "staff.sqlite"),
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
  };

  it("starts the server again after a SIGKILL, says so, and the owner's home names it", async () => {
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    const first = runningPid(dir)!;
    expect(first).toBeGreaterThan(0);
    expect(first).not.toBe(supervisor.child.pid);
    // Nothing to tell before a crash.
    const before = await (
      await fetch(`${origin}/admin`, { headers: { Cookie: session() } })
    ).text();
    expect(before).toContain("admin-card");
    expect(before).not.toContain("예기치 않은 서버 재시작");

    process.kill(first, "SIGKILL");
    await supervisor.said(
      /npm start: the server ended unexpectedly \(signal SIGKILL\) after [\d.]+ s; starting it again in [\d.]+ s/,
    );
    await supervisor.said(/Listening on/, 2);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    const second = runningPid(dir)!;
    expect(second).not.toBe(first);

    // The record: when, and how it ended; nothing else.
    const lines = readFileSync(join(dir, RESTARTS_FILE), "utf8").trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(Object.keys(JSON.parse(lines[0]!) as object).sort()).toEqual(["at", "code", "signal"]);
    const [restart] = recentRestarts(dir, Date.now());
    expect(restart).toMatchObject({ code: null, signal: "SIGKILL" });
    expect(Date.now() - Date.parse(restart!.at)).toBeLessThan(120_000);

    const cookie = session();
    const home = await (await fetch(`${origin}/admin`, { headers: { Cookie: cookie } })).text();
    expect(home).toContain("예기치 않은 서버 재시작");
    expect(home).toMatch(
      /서버가 예기치 않게 멈춰 \d{4}-\d{2}-\d{2} \d{2}:\d{2}에 다시 시작했습니다\(서버 담당자에게 전할 기록: SIGKILL\)\./,
    );
    const english = await (
      await fetch(`${origin}/en/admin`, { headers: { Cookie: cookie } })
    ).text();
    expect(english).toContain("Unexpected server restarts");
    expect(english).toMatch(
      /The server stopped unexpectedly and started again at \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(for whoever runs the server: SIGKILL\)\./,
    );
  });

  it("passes a SIGTERM on: the server stops, nothing starts again, the exit is the server's", async () => {
    const server = runningPid(dir)!;
    supervisor.child.kill("SIGTERM");
    const { code, signal } = await supervisor.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(supervisor.output()).toMatch(/SIGTERM received: finishing/);
    expect(supervisor.output().match(/starting it again/g)).toHaveLength(1);
    expect(() => process.kill(server, 0)).toThrow();
    // Asked for: no marker left, so the next start records no crash.
    expect(existsSync(join(dir, RUNNING_FILE))).toBe(false);
    expect(
      await fetch(`${origin}/healthz`).then(
        () => "answered",
        () => "refused",
      ),
    ).toBe("refused");
    expect(recentRestarts(dir, Date.now())).toHaveLength(1);
  });

  it("a server whose supervisor was killed stops itself rather than hold the port", async () => {
    supervisor = watched(process.execPath, ["scripts/supervise.mjs"], {
      ...process.env,
      PORT: new URL(origin).port,
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      INQUIRY_DB: join(dir, "inquiries.sqlite"),
      NODE_ENV: "",
    });
    await supervisor.said(/Listening on/);
    const server = runningPid(dir)!;
    supervisor.child.kill("SIGKILL");
    // The server writes to the same pipe as its supervisor did: its stop is read there.
    await supervisor.said(/npm start's disconnect received: finishing/);
    await supervisor.said(/Stopped in \d+ ms/);
    await waitGone(server);
    expect(existsSync(join(dir, RUNNING_FILE))).toBe(false);
    expect(recentRestarts(dir, Date.now())).toHaveLength(1);
  });
});

/**
 * Resolves when `pid` no longer runs (gone, or a zombie no one has reaped yet: its parent is
 * gone): its exit follows the "Stopped" line at once.
 */
async function waitGone(pid: number) {
  for (;;) {
    const stat = (() => {
      try {
        return readFileSync(`/proc/${pid}/stat`, "utf8");
      } catch {
        return undefined;
      }
    })();
    if (!stat || /^\d+ \(.*\) Z /.test(stat)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("the supervisor's rules, with a stand-in server", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "supervise-rules-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** supervise() in a process of its own (it listens for SIGTERM) over `script`'s code. */
  function supervised(code: string, backoff = { firstMs: 100, maxMs: 400, steadyMs: 60_000 }) {
    const script = join(dir, `server-${Math.random().toString(36).slice(2)}.mjs`);
    writeFileSync(script, code);
    const driver =
      `const { supervise } = await import(${JSON.stringify(resolve("scripts/supervise.mjs"))});` +
      `process.exitCode = await supervise({ script: ${JSON.stringify(script)}, ` +
      `backoff: ${JSON.stringify(backoff)} });`;
    return watched(process.execPath, ["--input-type=module", "-e", driver], {
      ...process.env,
      DATA_DIR: dir,
    });
  }

  it("waits longer after each quick crash, up to its cap, and a SIGTERM while waiting stops", async () => {
    // A server that fails before it listens: no marker, so nothing is recorded.
    const run = supervised("process.exit(1);");
    await run.said(/starting it again/, 4);
    run.child.kill("SIGTERM");
    expect(await run.exited).toEqual({ code: 0, signal: null });
    const waits = [...run.output().matchAll(/\(exit code 1\).*starting it again in ([\d.]+) s/g)];
    expect(waits.slice(0, 4).map((wait) => wait[1])).toEqual(["0.1", "0.2", "0.4", "0.4"]);
    expect(existsSync(join(dir, RESTARTS_FILE))).toBe(false);
  });

  it("records an exit code when the server had marked itself running", async () => {
    const marker = join(dir, RUNNING_FILE);
    const run = supervised(
      `import { existsSync, mkdirSync, writeFileSync } from "node:fs";
       if (existsSync(${JSON.stringify(marker + ".once")})) {
         console.log("started again");
         setInterval(() => {}, 1000);
       } else {
         mkdirSync(${JSON.stringify(join(dir, "run"))}, { recursive: true });
         writeFileSync(${JSON.stringify(marker)}, "{}");
         writeFileSync(${JSON.stringify(marker + ".once")}, "");
         process.exit(3);
       }`,
    );
    await run.said(/\(exit code 3\).*starting it again/);
    await run.said(/started again/);
    run.child.kill("SIGTERM");
    // The stand-in ends by the SIGTERM passed on: a clean stop, as systemd counts it.
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(recentRestarts(dir, Date.now())).toMatchObject([{ code: 3, signal: null }]);
    expect(existsSync(marker)).toBe(false);
  });

  it("an exit 0 it did not ask for is a stop, as systemd's Restart=on-failure", async () => {
    const run = supervised("process.exit(0);");
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(run.output()).toMatch(/stopped by itself \(exit code 0\): not starting it again/);
  });

  it("a start refused (exit 78) is not started again: it would only say the same", async () => {
    const run = supervised(`console.error("Invalid configuration: PORT"); process.exit(78);`);
    expect(await run.exited).toEqual({ code: REFUSED_EXIT, signal: null });
    expect(run.output()).toContain("Invalid configuration: PORT");
    expect(run.output()).toMatch(/cannot start as things are .*: not starting it again/);
    expect(run.output().match(/Invalid configuration/g)).toHaveLength(1);
  });

  it("keeps its files where the server keeps them, in the DATA_DIR the server reads", () => {
    expect([RUNNING_FILE, RESTARTS_FILE]).toEqual([SERVER_RUNNING_FILE, SERVER_RESTARTS_FILE]);
    expect(REFUSED_EXIT).toBe(SERVER_REFUSED_EXIT);
    expect(dataDirOf({}, "/srv/site")).toBe(resolve("/srv/site", readStartSettings({}).DATA_DIR));
    expect(dataDirOf({ DATA_DIR: " /var/lib/x " }, "/srv/site")).toBe("/var/lib/x");
  });
});
