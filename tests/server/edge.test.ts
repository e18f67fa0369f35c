import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { AppLoadContext } from "react-router";
import { edgeLines } from "../../app/admin/home/edge.server";
import { openContentStore, type ContentStore } from "../../server/content/store";
import { changedKeys, documentKeys, pageKeys } from "../../server/edge/keys";
import { edgeDatabase, openEdgeQueue } from "../../server/edge/queue";
import { indexNowOff, refreshable, type EdgeSettings } from "../../server/edge/runner";
import { setUpEdge } from "../../server/edge/setup";

/**
 * The edge (docs/decisions/028-edge-purge.md): what each answer is keyed by, what a publish purges,
 * and the durable queue that sends purges and IndexNow pings to real HTTP listeners on loopback.
 */

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A loopback HTTP listener that records each request and answers `status`. */
async function listener(status = 200, port = 0) {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  let answer = status;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(answer).end(answer < 300 ? "ok" : "refused");
      waiters.splice(0).forEach((wake) => wake());
    });
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set status(value: number) {
      answer = value;
    },
    /** Resolves once `count` requests have arrived. */
    async count(count: number) {
      while (received.length < count) await new Promise<void>((wake) => waiters.push(wake));
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** A free loopback port, with nothing listening on it for now. */
async function closedPort() {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

const SETTINGS: EdgeSettings = {
  SITE_URL: "https://www.hanbit.example",
  INDEXNOW: true,
  INDEXNOW_ENDPOINT: "https://searchadvisor.naver.com/indexnow",
  INDEXNOW_BATCH_SECONDS: 0,
};
const by = (baseVersion: number) => ({ by: "owner@example.test", baseVersion });

let dir: string;
let store: ContentStore;
let closeEdge: (() => Promise<void>) | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "edge-"));
  store = openContentStore(join(dir, "content.sqlite"));
});
afterEach(async () => {
  await closeEdge?.();
  closeEdge = undefined;
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Publishes a product with a new English name (a seed product: its first publish). */
function publishProduct(id: string, name: string) {
  const item = store.get("product", id)!;
  const value = { ...item.draft, name: { ...item.draft.name, en: name } };
  expect(store.saveDraft("product", id, value, by(item.version)).ok).toBe(true);
  expect(store.publish("product", id, by(item.version + 1)).ok).toBe(true);
}
const publishS30 = (max: number) => publishProduct("s30", `Ball Valve S30 (${max})`);

describe("surrogate keys", () => {
  test("each page names what it shows, in both languages, route data too", () => {
    const product = pageKeys("/en/products/sirca-valves/ball-valves/s30", 200, true);
    expect(product).toEqual(
      expect.arrayContaining(["site", "company", "catalogue", "product:s30", "sections"]),
    );
    expect(product).toContain("group:sirca-valves:ball-valves");
    expect(pageKeys("/products/sirca-valves/ball-valves/s30.data", 200, false)).toContain(
      "product:s30",
    );
    expect(pageKeys("/", 200, true)).toEqual(expect.arrayContaining(["home", "company"]));
    expect(pageKeys("/news/7", 200, true)).toEqual(expect.arrayContaining(["news", "news:7"]));
    expect(pageKeys("/sitemap.xml", 200, false)).toEqual(["site", "sitemap"]);
    expect(pageKeys("/about/company", 200, true)).toContain("about");
    // A 404 is keyed "missing": a publish that adds a page purges it.
    expect(pageKeys("/no/such/page", 404, true)).toContain("missing");
    expect(pageKeys("/assets/app-1a2b.js", 200, false)).toEqual(["site", "assets"]);
    // An unrelated page shares no key with a product's publish but "site" (a deploy's).
    expect(pageKeys("/about/company", 200, true)).not.toContain("product:s30");
  });

  test("a publish purges the keys of what it changed, before and after", () => {
    const before = { code: "S30", category: "sirca-valves", subcategory: "ball-valves" };
    const after = { code: "S30A", category: "sirca-valves", subcategory: "special-valves" };
    const keys = changedKeys({ kind: "product", id: "s30", before, after });
    expect(keys).toEqual(
      expect.arrayContaining([
        "product:s30",
        "product:s30a",
        "group:sirca-valves:ball-valves",
        "group:sirca-valves:special-valves",
        "catalogue",
        "sitemap",
      ]),
    );
    expect(keys).not.toContain("company");
    expect(keys).not.toContain("missing");
    // Retired (unpublished): its page becomes a 410, so "missing" goes too.
    expect(changedKeys({ kind: "product", id: "s30", before })).toContain("missing");
    expect(changedKeys({ kind: "company", id: "company", before: {}, after: {} })).toEqual([
      "company",
      "documents",
    ]);
    // Documents made again after the publish: the downloads list and the datasheet's product.
    expect(
      documentKeys(["/documents/datasheet-s30-ko.pdf", "/documents/catalogue-electric-en.pdf"]),
    ).toEqual(["documents", "product:s30"]);
    expect(changedKeys({ kind: "news", id: "7", after: {} })).toEqual(
      expect.arrayContaining(["news", "news:7", "missing", "sitemap"]),
    );
  });
});

describe("the purge queue", () => {
  test("a publish sends its keys to CDN_PURGE_URL with the token, once", async () => {
    const cdn = await listener();
    const setup = setUpEdge(
      {
        ...SETTINGS,
        INDEXNOW: false,
        DATA_DIR: dir,
        CDN_PURGE_URL: `${cdn.url}/_purge`,
        CDN_PURGE_TOKEN: "secret-token",
      },
      store,
      { purgeDelayMs: 0 },
    );
    closeEdge = async () => (await setup.close(), await cdn.close());
    publishS30(230);
    await cdn.count(1);
    const [purge] = cdn.received;
    expect(purge!.method).toBe("POST");
    expect(purge!.url).toBe("/_purge");
    expect(purge!.headers.authorization).toBe("Bearer secret-token");
    // Fastly's token header and its soft purge: the copy stays there, stale, for an outage.
    expect(purge!.headers["fastly-key"]).toBe("secret-token");
    expect(purge!.headers["fastly-soft-purge"]).toBe("1");
    const keys = String(purge!.headers["surrogate-key"]).split(" ");
    expect(keys).toEqual(expect.arrayContaining(["product:s30", "group:sirca-valves:ball-valves"]));
    expect(JSON.parse(purge!.body)).toEqual({ tags: keys });
    await expect.poll(() => setup.edge.health().purge!.last?.ok).toBe(true);
    expect(setup.edge.health().purge).toMatchObject({
      pending: 0,
      failed: 0,
      last: { ok: true, count: keys.length },
    });
  });

  test("a CDN that is down loses no purge: it is sent when the CDN is back", async () => {
    const port = await closedPort();
    let clock = Date.now();
    const setup = setUpEdge(
      { ...SETTINGS, INDEXNOW: false, DATA_DIR: dir, CDN_PURGE_URL: `http://127.0.0.1:${port}/` },
      store,
      { purgeDelayMs: 0, retrySchedule: [60_000], now: () => new Date(clock) },
    );
    publishS30(230);
    // Refused: the row waits for its retry a minute on, and the owner's home says so.
    await expect.poll(() => setup.edge.health().purge!.last?.ok).toBe(false);
    expect(setup.edge.health().purge).toMatchObject({ pending: 1, failed: 0 });
    expect(setup.edge.health().purge!.last!.error).toMatch(/ECONNREFUSED|fetch failed/);
    // The CDN comes back on its port, and the minute passes: the retry reaches it.
    const cdn = await listener(200, port);
    closeEdge = async () => (await setup.close(), await cdn.close());
    clock += 61_000;
    setup.edge.wake();
    await cdn.count(1);
    expect(cdn.received[0]!.headers["surrogate-key"]).toContain("product:s30");
    await expect.poll(() => setup.edge.health().purge!.last!.ok).toBe(true);
    expect(setup.edge.health().purge).toMatchObject({ pending: 0, failed: 0 });
  });

  test("a refused purge is retried on the schedule, then given up and shown as failed", async () => {
    const cdn = await listener(403);
    const setup = setUpEdge(
      { ...SETTINGS, INDEXNOW: false, DATA_DIR: dir, CDN_PURGE_URL: `${cdn.url}/purge` },
      store,
      { purgeDelayMs: 0, retrySchedule: [0] },
    );
    closeEdge = async () => (await setup.close(), await cdn.close());
    publishS30(230);
    await cdn.count(2);
    await expect.poll(() => setup.edge.health().purge!.failed).toBe(1);
    expect(setup.edge.health().purge!.last!.error).toContain("answered 403");
  });

  test("the queue survives a restart, and two processes never send one row twice", async () => {
    const file = edgeDatabase(dir);
    const a = openEdgeQueue(file);
    const b = openEdgeQueue(file);
    a.add("purge", ["product:s30"]);
    a.add("purge", ["product:s30", "catalogue"]);
    const now = new Date();
    const first = a.claim("purge", now, 60_000);
    expect(first?.items).toEqual(["product:s30", "catalogue"]);
    expect(b.claim("purge", now, 60_000)).toBeUndefined();
    // The claim's holder dies: once its lease ends, the other process takes the rows.
    const later = new Date(now.getTime() + 61_000);
    const second = b.claim("purge", later, 60_000);
    expect(second?.ids).toEqual(first?.ids);
    expect(a.record(first!, later, {})).toBe(false);
    expect(b.record(second!, later, {})).toBe(true);
    expect(b.state("purge")).toMatchObject({ pending: 0, failed: 0, last: { ok: true } });
    a.close();
    b.close();
  });
});

describe("the pages asked again after a purge", () => {
  test("are the site's own pages, one spelling each: nothing a stranger can multiply", () => {
    const page = (path: string, status = 200, method = "GET") =>
      refreshable(method, new URL(`http://127.0.0.1${path}`), status);
    expect(page("/")).toBe(true);
    expect(page("/en/products/sirca-valves/ball-valves/s30")).toBe(true);
    expect(page("/products/sirca-valves/ball-valves/s30.data")).toBe(true);
    expect(page("/en/products/sirca-valves/ball-valves/s30", 410)).toBe(true);
    expect(page("/%EC%A0%9C%ED%92%88")).toBe(true);
    // Another spelling of a page, a query, an answer a stranger can ask for at will.
    for (const other of [
      "/en/products?utm=1",
      "/en/products/",
      "//en/products",
      "/%ec%a0%9c%ed%92%88",
      "/en%2Fproducts",
    ]) {
      expect(page(other), other).toBe(false);
    }
    expect(page("/no/such/page", 404)).toBe(false);
    expect(page("/en/products", 200, "HEAD")).toBe(false);
    // Hashed files and uploads never change under their name: no publish purges them.
    expect(page("/assets/app-1a2b.js")).toBe(false);
    expect(page("/uploads/photos/abc-480.webp")).toBe(false);
  });

  test("after a purge, the pages kept with its keys and the publish's own are asked again", async () => {
    const cdn = await listener();
    const setup = setUpEdge(
      {
        ...SETTINGS,
        INDEXNOW: false,
        DATA_DIR: dir,
        CDN_PURGE_URL: `${cdn.url}/_purge`,
        CDN_PURGE_TOKEN: "secret-token",
        CDN_REFRESH_URL: cdn.url,
      },
      store,
      { purgeDelayMs: 0 },
    );
    closeEdge = async () => (await setup.close(), await cdn.close());
    // What the edge was answered with: the server notes each as it answers.
    const answered = (path: string, status = 200) => {
      const url = new URL(path, "http://127.0.0.1:3000");
      setup.edge.seen("GET", url, status, pageKeys(url.pathname, status, true));
    };
    answered("/en/products/sirca-valves/ball-valves/s30");
    answered("/products");
    answered("/about/company");
    answered("/products?sort=name");
    answered("/products/sirca-valves/ball-valves/nothing-here", 404);
    publishS30(230);
    // The purge, then five pages: the two kept that show the product (the company page does not),
    // and the product's and its group's pages in both languages that the publish names.
    await cdn.count(6);
    const [purge, ...asked] = cdn.received;
    expect(purge!.method).toBe("POST");
    expect(asked.every((request) => request.method === "GET")).toBe(true);
    expect(asked.map((request) => request.url).sort()).toEqual([
      "/en/products/sirca-valves/ball-valves",
      "/en/products/sirca-valves/ball-valves/s30",
      "/products",
      "/products/sirca-valves/ball-valves",
      "/products/sirca-valves/ball-valves/s30",
    ]);
    // As a visitor's request reaches the edge from Caddy, with the purge listener's token.
    expect(asked[0]!.headers).toMatchObject({
      host: "www.hanbit.example",
      "x-forwarded-proto": "https",
      authorization: "Bearer secret-token",
    });
    await expect
      .poll(() => setup.edge.health().purge!.refresh)
      .toMatchObject({
        pages: 5,
        failed: 0,
      });
    expect(cdn.received).toHaveLength(6);
  });
});

describe("the pages asked again after a purge, with a newer purge due", () => {
  test("a newer purge goes first; the pages left are asked after it", async () => {
    // The edge: a purge answers at once; a page is answered when the test says.
    const order: string[] = [];
    const held: (() => void)[] = [];
    let arrived = () => {};
    const edgeServer = createServer((req, res) => {
      req.resume();
      order.push(`${req.method} ${req.url}`);
      arrived();
      if (req.method === "POST") return void res.writeHead(200).end("Purged");
      held.push(() => res.writeHead(200).end("page"));
    });
    edgeServer.listen(0, "127.0.0.1");
    await once(edgeServer, "listening");
    const url = `http://127.0.0.1:${(edgeServer.address() as AddressInfo).port}`;
    const setup = setUpEdge(
      {
        ...SETTINGS,
        INDEXNOW: false,
        DATA_DIR: dir,
        CDN_PURGE_URL: `${url}/_purge`,
        CDN_REFRESH_URL: url,
      },
      store,
      { purgeDelayMs: 0 },
    );
    closeEdge = async () => {
      held.splice(0).forEach((answer) => answer());
      await setup.close();
      edgeServer.closeAllConnections();
      edgeServer.close();
    };
    const requests = (count: number) =>
      new Promise<void>((done) => {
        arrived = () => order.length >= count && done();
        arrived();
      });
    for (const path of ["/en/products", "/products", "/en/products/finder"]) {
      const at = new URL(`http://127.0.0.1${path}`);
      setup.edge.seen("GET", at, 200, pageKeys(path, 200, true));
    }
    publishS30(230);
    // The purge, then two pages at a time, held; meanwhile another publish's purge falls due.
    await requests(3);
    publishProduct("s50", "Ball Valve S50 (edited)");
    held.splice(0).forEach((answer) => answer());
    // The newer purge is sent next, before any other page of the first refresh.
    await requests(4);
    expect(order[3]).toBe("POST /_purge");
    // The first two pages were asked before it (the noted ones, in order of their paths).
    expect(order.slice(1, 3).sort()).toEqual(["GET /en/products", "GET /en/products/finder"]);
    // After it: the pages left, once each, with the second publish's own.
    const answerAll = setInterval(() => held.splice(0).forEach((answer) => answer()), 1);
    const s30 = "GET /products/sirca-valves/ball-valves/s30";
    const s50 = "GET /products/sirca-valves/ball-valves/s50";
    await expect.poll(() => order.includes(s30) && order.includes(s50)).toBe(true);
    await expect.poll(() => setup.edge.health().purge!.refresh?.failed).toBe(0);
    clearInterval(answerAll);
    expect(order.indexOf("GET /products")).toBeGreaterThan(3);
    expect(order.indexOf(s30)).toBeGreaterThan(3);
    expect(order.filter((line) => line === "GET /products")).toHaveLength(1);
  });
});

describe("IndexNow", () => {
  test("a publish's URLs in both languages go in one batch with the site's key", async () => {
    const engine = await listener(202);
    const setup = setUpEdge(
      { ...SETTINGS, INDEXNOW_ENDPOINT: `${engine.url}/indexnow`, DATA_DIR: dir },
      store,
    );
    closeEdge = async () => (await setup.close(), await engine.close());
    // Two publishes within one batch window go as one ping (INDEXNOW_BATCH_SECONDS=0 here:
    // both are queued before the runner's turn comes).
    publishS30(230);
    publishProduct("s50", "Ball Valve S50 (edited)");
    await engine.count(1);
    const ping = JSON.parse(engine.received[0]!.body) as Record<string, unknown>;
    expect(ping).toMatchObject({
      host: "www.hanbit.example",
      key: setup.edge.key,
      keyLocation: `https://www.hanbit.example/${setup.edge.key}.txt`,
    });
    expect(ping.urlList).toEqual(
      expect.arrayContaining([
        "https://www.hanbit.example/products/sirca-valves/ball-valves/s30",
        "https://www.hanbit.example/en/products/sirca-valves/ball-valves/s30",
        "https://www.hanbit.example/products/sirca-valves/ball-valves",
        "https://www.hanbit.example/en/products/sirca-valves/ball-valves",
        "https://www.hanbit.example/en/products/sirca-valves/ball-valves/s50",
      ]),
    );
    expect(setup.edge.key).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(() => setup.edge.health().indexNow).toHaveProperty("last.ok", true);
    expect(engine.received).toHaveLength(1);
    expect(setup.edge.health().indexNow).toMatchObject({
      pending: 0,
      last: { ok: true, count: 6 },
    });
  });

  test("is off by its setting, and for a site no search engine can reach", () => {
    expect(indexNowOff({ ...SETTINGS, INDEXNOW: false })).toBe("setting");
    expect(indexNowOff(SETTINGS)).toBe("local-site");
    expect(indexNowOff({ ...SETTINGS, SITE_URL: "http://localhost:3000" })).toBe("local-site");
    expect(indexNowOff({ ...SETTINGS, SITE_URL: "https://www.hanbitflow.co.kr" })).toBeUndefined();
    // A test's listener on loopback takes pings whatever the site's address.
    expect(
      indexNowOff({ ...SETTINGS, INDEXNOW_ENDPOINT: "http://127.0.0.1:4601/indexnow" }),
    ).toBeUndefined();
  });
});

describe("the owner's home", () => {
  test("warns in both languages while a purge waits after a failure", async () => {
    const port = await closedPort();
    const setup = setUpEdge(
      { ...SETTINGS, INDEXNOW: false, DATA_DIR: dir, CDN_PURGE_URL: `http://127.0.0.1:${port}/` },
      store,
      { purgeDelayMs: 0, retrySchedule: [60_000] },
    );
    closeEdge = () => setup.close();
    const context = { edgeHealth: setup.edge.health } as unknown as AppLoadContext;
    expect(edgeLines(context, "en")).toEqual([
      { id: "purge", text: "CDN purge (127.0.0.1:" + port + "): none sent yet.", failing: false },
      { id: "indexnow", text: "IndexNow: off (INDEXNOW=false).", failing: false },
    ]);
    publishS30(230);
    await expect.poll(() => setup.edge.health().purge!.last?.ok).toBe(false);
    const [en] = edgeLines(context, "en")!;
    expect(en).toMatchObject({ id: "purge", failing: true });
    expect(en!.text).toMatch(/^CDN purge \(127\.0\.0\.1:\d+\): 1 waiting since .+ Last error: /);
    const [ko] = edgeLines(context, "ko")!;
    expect(ko!.text).toMatch(/^CDN 비우기\(127\.0\.0\.1:\d+\): 1건이 .+부터 기다리며/);
  });
});
