import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePorts } from "../free-port";
import { serveBuilt } from "../server/serve-built";
import { VALID } from "../receiver/harness";
import { startCaddy } from "./caddy-support";
import {
  ownerSession,
  publishNotice,
  purgeSettings,
  send as sendTo,
  startVarnish,
  until as untilAt,
} from "./varnish-support";

/**
 * deploy/varnish.vcl run by the real Varnish (Debian's package) before the built server, with
 * deploy/Caddyfile's Caddy in front of it and the server's CDN_PURGE_URL, CDN_PURGE_TOKEN and
 * CDN_REFRESH_URL at Varnish's purge listener, as docs/deploy.md section 10 sets them up. The
 * test's changes: the backend's port, the token file's place, and its own listening ports
 * (free ones: fixed ports collided when two copies of the suite shared a machine). Most requests go to Varnish as Caddy's do (from 127.0.0.1); a
 * stranger's and the held pages' go through Caddy.
 * The pages primed for the "server down" test are stored with a freshness of 1 ms (a request
 * header the test's wrapper VCL reads) so that they are past it, in grace, when the server stops,
 * as every page is 5 minutes after it was fetched; nothing waits for the clock.
 */
/** Visitors' listener; the purge listener is the next port. */
const VARNISH_PORT = (await freePorts(2, { consecutive: true }))[0]!;
const VARNISH = `http://127.0.0.1:${VARNISH_PORT}`;
const [CADDY_HTTP, CADDY_HTTPS] = (await freePorts(2)) as [number, number];
const CADDY = { http: CADDY_HTTP, https: CADDY_HTTPS, upstream: VARNISH_PORT };
const purge = purgeSettings(VARNISH_PORT);
const FRESH_FOR_1MS = `sub vcl_backend_response {
  if (bereq.http.X-Test-Fresh-For == "1ms") { set beresp.ttl = 1ms; }
}`;

const work = mkdtempSync(join(tmpdir(), "varnish-"));
let varnish: Awaited<ReturnType<typeof startVarnish>>;
let caddy: Awaited<ReturnType<typeof startCaddy>>;
let server: Awaited<ReturnType<typeof serveBuilt>>;
let serverStopped = false;
let session: Awaited<ReturnType<typeof ownerSession>>;
/** The local IndexNow endpoint: what the server's pings carried. */
const pings: { urlList: string[]; key: string }[] = [];
const pingWaiters: (() => void)[] = [];
const engine = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    pings.push(JSON.parse(body) as { urlList: string[]; key: string });
    res.writeHead(200).end();
    pingWaiters.splice(0).forEach((wake) => wake());
  });
});

/** A request through Varnish (or to `origin`). */
const send = (path: string, options: Parameters<typeof sendTo>[2] & { origin?: string } = {}) =>
  sendTo(options.origin ?? VARNISH, path, options);
const until = (path: string, done: Parameters<typeof untilAt>[2]) => untilAt(VARNISH, path, done);

/**
 * How long Varnish keeps the server's answer for `path` without a purge (its s-maxage, in s).
 * A change seen well within it, as `until`'s 10 s are, is the purge's doing, not the copy's
 * end: the event the tests wait on. How fast a purge is: bench/edge.ts (a 2 s bound here went
 * red at a load of 25 on two cores).
 */
async function heldFor(path: string) {
  const answer = await send(path, { origin: server.origin });
  return Number(/s-maxage=(\d+)/.exec(String(answer.headers["cache-control"]))?.[1]);
}
const cookieHeader = () => session.cookies();
const post = (path: string, fields: Record<string, string>) => session.post(path, fields);

beforeAll(async () => {
  execFileSync("bash", ["scripts/ensure-tools.sh", "varnish", "caddy"], { stdio: "inherit" });
  engine.listen(0, "127.0.0.1");
  await once(engine, "listening");
  const enginePort = (engine.address() as AddressInfo).port;
  server = await serveBuilt({
    DATA_DIR: join(work, "data"),
    INQUIRY_DB: join(work, "data", "inquiries.sqlite"),
    SITE_URL: VARNISH,
    ...purge.env,
    INDEXNOW_ENDPOINT: `http://127.0.0.1:${enginePort}/indexnow`,
    INDEXNOW_BATCH_SECONDS: "0",
  });
  varnish = await startVarnish(work, VARNISH_PORT, Number(new URL(server.origin).port), {
    before: FRESH_FOR_1MS,
    token: purge.token,
  });
  caddy = await startCaddy(work, CADDY);
  session = await ownerSession(join(work, "data"), VARNISH);
});

afterAll(async () => {
  await caddy?.stop();
  await varnish?.stop();
  if (!serverStopped) await server?.stop();
  engine.close();
  rmSync(work, { recursive: true, force: true });
});

describe("Varnish with deploy/varnish.vcl in front of the built server", () => {
  it("keeps public pages, with their keys at the origin and none to browsers", async () => {
    const origin = await send("/about/company", { origin: server.origin });
    expect(origin.headers["surrogate-key"]).toContain("company");
    expect(origin.headers["cache-tag"]).toBe(
      String(origin.headers["surrogate-key"]).replaceAll(" ", ","),
    );
    expect(origin.headers["cache-control"]).toMatch(
      /stale-while-revalidate=\d+, stale-if-error=\d+/,
    );

    const first = await send("/about/company");
    const second = await send("/about/company");
    expect(first.status).toBe(200);
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.body).toBe(first.body);
    expect(second.headers["surrogate-key"]).toBeUndefined();
    expect(second.headers["cache-tag"]).toBeUndefined();
  });

  it("passes the back office, anything with a session and every post, keeping none", async () => {
    for (let i = 0; i < 2; i++) {
      const admin = await send("/admin", { headers: { Cookie: cookieHeader() } });
      expect(admin.status).toBe(200);
      expect(admin.headers["cache-control"]).toBe("no-store");
      expect(admin.headers["x-cache"]).toBe("PASS");
      // Signed out too: the sign-in form is never a cached copy.
      const signInForm = await send("/en/admin");
      expect(signInForm.headers["x-cache"]).not.toBe("HIT");
      // A public page asked with the session's cookie comes from the server.
      const page = await send("/about/company", { headers: { Cookie: cookieHeader() } });
      expect(page.headers["x-cache"]).toBe("PASS");
      // A delivered unit's page (decision 033), even one that is not there.
      const unit = await send("/u/AAAAAAAAAAAAAAAA");
      expect(unit.status).toBe(404);
      expect(unit.headers["cache-control"]).toBe("private, no-store");
      expect(unit.headers["x-cache"]).toBe("PASS");
    }
    // Two identical inquiries: both reach the server (two references), neither is kept.
    const refs = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const answer = await send("/f/inquiry", {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
        },
        body: new URLSearchParams(VALID).toString(),
      });
      expect(answer.status, answer.body).toBe(200);
      expect(answer.headers["x-cache"]).toBe("PASS");
      expect(answer.headers["cache-control"]).toBe("no-store");
      refs.add(answer.body);
    }
    expect(refs.size).toBe(2);
  });

  it("shows a publish before its copy ends, purges nothing else, and pings IndexNow in both languages", async () => {
    // Cached before: the notice's page (a 404 until it is published) and a page it does not touch.
    expect((await send("/en/news/1")).status).toBe(404);
    expect((await send("/en/news/1")).headers["x-cache"]).toBe("HIT");
    expect(await heldFor("/en/news/1")).toBeGreaterThanOrEqual(60);
    await send("/en/products");
    expect((await send("/en/products")).headers["x-cache"]).toBe("HIT");

    await publishNotice(session, 0, "Varnish notice one");
    await until(
      "/en/news/1",
      (page) => page.status === 200 && page.body.includes("Varnish notice one"),
    );

    // A change to what is now cached: purged as well.
    expect((await send("/en/news/1")).headers["x-cache"]).toBe("HIT");
    expect(await heldFor("/en/news/1")).toBeGreaterThanOrEqual(60);
    await publishNotice(session, 2, "Varnish notice two");
    await until("/en/news/1", (page) => page.body.includes("Varnish notice two"));

    // Nothing else was purged: the pages that did not change are still the copies held.
    expect((await send("/en/products")).headers["x-cache"]).toBe("HIT");
    expect((await send("/about/company")).headers["x-cache"]).toBe("HIT");

    // The engine heard of the notice in both languages, with the key the site serves.
    while (!pings.some((ping) => ping.urlList.includes(`${VARNISH}/en/news/1`))) {
      await new Promise<void>((wake) => pingWaiters.push(wake));
    }
    const ping = pings.find((one) => one.urlList.includes(`${VARNISH}/en/news/1`))!;
    expect(ping.urlList).toEqual(
      expect.arrayContaining([`${VARNISH}/news/1`, `${VARNISH}/en/news`]),
    );
    const keyFile = await send(`/${ping.key}.txt`);
    expect(keyFile.status).toBe(200);
    expect(keyFile.body).toBe(ping.key);
    // The owner's home shows the purge and the last ping.
    const home = await send("/en/admin", { headers: { Cookie: cookieHeader() } });
    expect(home.body).toContain(`CDN purge (127.0.0.1:${VARNISH_PORT + 1}): all sent`);
    expect(home.body).toMatch(/IndexNow \(127\.0\.0\.1:\d+\): last ping/);
  });

  it("answers 410 for a product retired, through the cache", async () => {
    const path = "/en/products/sirca-valves/ball-valves/s30";
    expect((await send(path)).status).toBe(200);
    expect((await send(path)).headers["x-cache"]).toBe("HIT");
    expect(await heldFor(path)).toBeGreaterThanOrEqual(60);
    const retired = await post("/admin/content/catalogue/s30", {
      intent: "unpublish",
      version: "0",
      confirm: "yes",
    });
    expect(retired.status, retired.body.slice(0, 500)).toBeLessThan(400);
    await until(path, (page) => page.status === 410);
    // Kept as a 410 (purged once more when its datasheet is gone: the keeper's change).
    await until(path, (page) => page.status === 410 && page.headers["x-cache"] === "HIT");
  });

  it("purges for the server alone: never for a stranger through Caddy, whatever the spelling", async () => {
    // Pages no purge of the earlier tests touches (the documents keeper's may still come).
    const held = ["/about/company", "/en/about/company"];
    for (const path of held) await until(path, (page) => page.headers["x-cache"] === "HIT");
    const spellings = [
      "/_purge",
      "/_PURGE",
      "//_purge",
      "/%5Fpurge",
      "/%5fpurge",
      "/_purge?x=1",
      "/_purge/",
      "/_purge.",
      "/_purge..",
      "/./_purge",
      "/x/../_purge",
      "/_purge%2F",
      "/_purge%20",
      "/_purge;x",
    ];
    // What a stranger may guess: the keys, a token, Varnish's own methods, on every spelling.
    const guess = {
      "Surrogate-Key": "site",
      Authorization: "Bearer guess",
      "X-Forwarded-For": "127.0.0.1",
    };
    for (const method of ["POST", "PURGE", "BAN", "purge"]) {
      for (const path of spellings) {
        const answer = await caddy.send(path, { method, headers: guess, from: "127.0.0.7" });
        expect(answer.status, `${method} ${path}`).not.toBe(200);
        expect(answer.body, `${method} ${path}`).not.toMatch(/Purged/);
      }
      // Straight to Varnish's visitors' listener, from this machine as Caddy is: the same.
      const direct = await send("/_purge", { method, headers: guess });
      expect(direct.status, method).not.toBe(200);
    }
    // The purge listener, which nothing forwards to, asks the token: none, or a wrong one, fails.
    const atPurge = (headers: Record<string, string>, path = "/_purge") =>
      send(path, { method: "POST", headers, origin: purge.purgeOrigin });
    expect((await atPurge({ "Surrogate-Key": "site" })).status).toBe(403);
    expect((await atPurge(guess)).status).toBe(403);
    const auth = { Authorization: `Bearer ${purge.token}` };
    expect((await atPurge({ ...auth, "Surrogate-Key": "company|.*" })).status).toBe(400);
    expect((await atPurge({ ...auth, "Surrogate-Key": "site" }, "/_purge?x")).status).toBe(405);
    // Nothing was purged: the pages are still the copies held.
    for (const path of held) expect((await caddy.send(path)).headers["x-cache"], path).toBe("HIT");
  });

  it("keeps serving all it held, through a publish, for a day with the server down; the form says it cannot send", async () => {
    // A server of its own (the same port, a new DATA_DIR), as after a deploy: the earlier tests'
    // publishes may still send a purge (the documents keeper's, seconds later). This one has
    // published nothing; the deploy's purge of everything comes first.
    const port = new URL(server.origin).port;
    await server.stop();
    server = await serveBuilt(
      {
        PORT: port,
        DATA_DIR: join(work, "quiet"),
        INQUIRY_DB: join(work, "quiet", "inquiries.sqlite"),
        SITE_URL: VARNISH,
        ...purge.env,
        INDEXNOW: "false",
      },
      [],
      { keepOutput: true },
    );
    // Varnish's probe has seen it back (a pass goes to the server).
    await untilAt(VARNISH, "/en/admin", (page) => page.status === 200, 30_000);
    const everything = await send("/_purge", {
      method: "POST",
      headers: { Authorization: `Bearer ${purge.token}`, "Surrogate-Key": "site" },
      origin: purge.purgeOrigin,
    });
    expect(everything.status).toBe(200);
    // Visitors through Caddy; the notice's page, and the notices' list with nothing in it
    // (decision 043), are 404s until the publish below.
    const held = ["/", "/en/about/company", "/products", "/en/gallery"];
    for (const path of held) {
      const primed = await caddy.send(path, { headers: { "X-Test-Fresh-For": "1ms" } });
      expect(primed.status).toBe(200);
    }
    expect((await caddy.send("/news/1")).status).toBe(404);
    expect((await caddy.send("/en/news")).status).toBe(404);
    // Grace as stored with each copy: at least an hour (the VCL keeps a day).
    const log = execFileSync("varnishlog", ["-n", varnish.dir, "-d", "-g", "raw", "-i", "TTL"], {
      encoding: "utf8",
    });
    // "<vxid> TTL b VCL <ttl> <grace> ...": the last such line of each fetch is what the VCL left
    // with the copy it stored; the primed ones' freshness shows as 0 (1 ms).
    const stored = new Map<string, { ttl: number; grace: number }>();
    for (const [, vxid, ttl, grace] of log.matchAll(/^\s*(\d+) TTL\s+b VCL (\S+) (\S+)/gm)) {
      stored.set(vxid!, { ttl: Number(ttl), grace: Number(grace) });
    }
    const primed = [...stored.values()].filter((copy) => copy.ttl === 0);
    expect(primed).toHaveLength(held.length);
    for (const copy of primed) expect(copy.grace).toBeGreaterThanOrEqual(3600);

    // A publish: its purge empties the notices' pages; the server asks them again at once (the
    // kept list, and the notice's own pages, in both languages). Then the server dies.
    const quiet = await ownerSession(join(work, "quiet"), VARNISH);
    const refreshed = new Promise<string>((done) => {
      const look = () => {
        const line = /Edge refresh: .*/.exec(server.output());
        if (line) done(line[0]);
        else server.events.once("output", look);
      };
      look();
    });
    await publishNotice(quiet, 0, "Kept through an outage");
    expect(await refreshed).toContain(
      `Edge refresh: 4 of 4 pages asked again through 127.0.0.1:${VARNISH_PORT + 1}`,
    );
    await server.stop();
    serverStopped = true;
    for (const path of [...held, "/news/1", "/en/news"]) {
      const page = await caddy.send(path);
      expect(page.status, path).toBe(200);
      expect(page.headers["x-cache"]).toBe("HIT");
      expect(page.body).toContain("<html");
    }
    // What the publish changed is served as it is now, not as it was.
    expect((await caddy.send("/en/news")).body).toContain("Kept through an outage");
    expect((await caddy.send("/news/1")).body).toContain("Kept through an outage (ko)");
    // The form: a clear answer in both languages, JSON for the page's script, HTML without it.
    const json = await send("/f/inquiry", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams(VALID).toString(),
    });
    expect(json.status).toBe(503);
    expect(json.headers["cache-control"]).toBe("no-store");
    const parsed = JSON.parse(json.body) as { errors: { message: string }[] };
    expect(parsed.errors[0]!.message).toContain("지금은 문의를 보낼 수 없습니다");
    expect(parsed.errors[0]!.message).toContain("The form cannot be sent now");
    const html = await send("/f/inquiry", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(VALID).toString(),
    });
    expect(html.status).toBe(503);
    expect(html.headers["content-type"]).toContain("text/html");
    expect(html.body).toContain("지금은 문의를 보낼 수 없습니다");
    expect(html.body).toContain("The form cannot be sent now");
    // Nothing of the post was kept: the buyer's address is in no answer.
    expect(html.body).not.toContain(VALID.email);
  });
});
