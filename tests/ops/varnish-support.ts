import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createStaffServices } from "../../server/admin/services";
import { currentCode, QUICK_PASSWORDS } from "../staff-support";
import { send, type Answer } from "../server/send-from";

export { send, type Answer };

/**
 * deploy/varnish.vcl run by Debian's varnishd as a child (-F) with its own working directory
 * under `work`, listening on `port` (visitors) and `port + 1` (the server's purges) in front of
 * the server on `backendPort`: the Varnish test (tests/ops/varnish.test.ts) and the benchmark
 * (bench/edge.ts).
 */

/**
 * The server's settings for the Varnish on `port`, as docs/deploy.md sets them: purges and the
 * pages asked again after them go to the purge listener (`port + 1`) with a token of their own.
 */
export function purgeSettings(port: number) {
  const token = randomBytes(24).toString("base64url");
  const purgeOrigin = `http://127.0.0.1:${port + 1}`;
  return {
    token,
    purgeOrigin,
    env: {
      CDN_PURGE_URL: `${purgeOrigin}/_purge`,
      CDN_PURGE_TOKEN: token,
      CDN_REFRESH_URL: purgeOrigin,
    },
  };
}

/**
 * The repository's VCL with the backend's port and the token file in `work`; `before`, VCL of a
 * wrapper included ahead of it (its subroutines' code runs first).
 */
function writeVcl(work: string, backendPort: number, tokenFile: string, before = "") {
  let changed = readFileSync("deploy/varnish.vcl", "utf8");
  for (const [from, to] of [
    ['.port = "3000";', `.port = "${backendPort}";`],
    ['"/etc/varnish/purge-token"', JSON.stringify(tokenFile)],
  ] as const) {
    if (!changed.includes(from)) throw new Error(`deploy/varnish.vcl no longer has ${from}`);
    changed = changed.replaceAll(from, to);
  }
  const file = join(work, "site.vcl");
  writeFileSync(file, changed);
  const wrapper = join(work, "wrapper.vcl");
  writeFileSync(wrapper, `vcl 4.1;\n${before}\ninclude "${resolve(file)}";\n`);
  return wrapper;
}

/**
 * varnishd started and answering /healthz through to the server; `token` the purge listener's
 * (purgeSettings' token, as /etc/varnish/purge-token holds it, with a newline).
 */
export async function startVarnish(
  work: string,
  port: number,
  backendPort: number,
  { before = "", storage = "malloc,64m", token = "" } = {},
) {
  const dir = join(work, "varnishd");
  mkdirSync(dir, { recursive: true });
  const tokenFile = resolve(work, "purge-token");
  writeFileSync(tokenFile, `${token}\n`);
  const vcl = writeVcl(work, backendPort, tokenFile, before);
  const child: ChildProcess = spawn(
    process.env.VARNISHD_PATH ?? "varnishd",
    [
      "-F",
      "-n",
      dir,
      "-a",
      `public=127.0.0.1:${port}`,
      "-a",
      `purge=127.0.0.1:${port + 1}`,
      "-T",
      "none",
      "-j",
      "none",
      "-f",
      vcl,
      "-s",
      storage,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on("data", (chunk: Buffer) => (log += chunk.toString()));
  }
  const origin = `http://127.0.0.1:${port}`;
  // Up to 30 s: it compiles the VCL with the C compiler first.
  for (let i = 0; ; i++) {
    const up = await send(origin, "/healthz").then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (up) break;
    if (i === 300 || child.exitCode !== null) throw new Error(`Varnish did not serve: ${log}`);
    await new Promise((wake) => setTimeout(wake, 100));
  }
  return {
    origin,
    /** Its working directory, for varnishlog -n. */
    dir,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

/**
 * An owner made in `dataDir`'s staff database and signed in through `origin` (the site's
 * address, SITE_URL) as a browser: its cookies, and form posts with them.
 */
export async function ownerSession(dataDir: string, origin: string) {
  const email = "edge-owner@example.com";
  const password = "grey valve closes softly 17";
  const staff = createStaffServices({
    file: join(dataDir, "staff.sqlite"),
    siteOrigin: origin,
    trustProxy: false,
    auditRetentionDays: 730,
    passwordCost: QUICK_PASSWORDS,
  });
  const secret = staff.totp.newSecret();
  try {
    const { account, token } = staff.accounts.invite(email, "owner");
    await staff.setPassword(account.id, password);
    // Set up with the previous step's code, so the sign-in's code (this step's) is a new one.
    if (!staff.totp.enable(account.id, secret, currentCode(secret, Date.now() - 30_000))) {
      throw new Error("The authenticator could not be set up");
    }
    staff.accounts.completeInvitation(token, account.id);
  } finally {
    staff.close();
  }
  const jar = new Map<string, string>();
  const cookies = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const keep = (answer: Answer) => {
    for (const line of answer.headers["set-cookie"] ?? []) {
      const [pair] = line.split(";");
      const [name, ...value] = pair!.split("=");
      jar.set(name!, value.join("="));
    }
    return answer;
  };
  const post = async (path: string, fields: Record<string, string>) =>
    keep(
      await send(origin, path, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: origin,
          Cookie: cookies(),
        },
        body: new URLSearchParams({ ...fields, csrf: jar.get("hf_csrf") ?? "" }).toString(),
      }),
    );
  keep(await send(origin, "/admin"));
  const first = await post("/admin/sign-in", { email, password, next: "/admin" });
  if (first.status !== 302) throw new Error(`Sign-in refused: ${first.status}`);
  const second = await post("/admin/sign-in/verify", {
    code: currentCode(secret, Date.now()),
    next: "/admin",
  });
  if (second.status !== 302) throw new Error(`Sign-in's code refused: ${second.status}`);
  return { cookies, post };
}

/** Publishes notice 1 through the back office, with `title` in English; `version` the editor's. */
export async function publishNotice(
  session: Awaited<ReturnType<typeof ownerSession>>,
  version: number,
  title: string,
) {
  const answer = await session.post("/admin/content/news/1", {
    intent: "publish",
    version: String(version),
    id: "1",
    "title.ko": `${title} (ko)`,
    "title.en": title,
    date: "2026-11-20",
    "body.ko": "<p>바뀐 내용입니다.</p>",
    "body.en": "<p>The changed text.</p>",
  });
  if (answer.status >= 400) throw new Error(`Publish refused: ${answer.status}`);
}

/**
 * GETs `path` from `origin` until `done` holds, each request as soon as the last is answered.
 * The limit is a bound for a hang: the copies are held 60 s and more (heldFor), so a change seen
 * within half of that is the purge's doing, however busy the machine.
 */
export async function until(
  origin: string,
  path: string,
  done: (answer: Answer) => boolean,
  limitMs = 30_000,
) {
  const started = performance.now();
  for (;;) {
    const answer = await send(origin, path);
    if (done(answer)) return performance.now() - started;
    if (performance.now() - started > limitMs) {
      throw new Error(`${path} never changed: ${answer.status} ${answer.body.slice(0, 200)}`);
    }
    await new Promise((wake) => setImmediate(wake));
  }
}
