import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { serveBuilt } from "../tests/server/serve-built";
import {
  ownerSession,
  publishNotice,
  purgeSettings,
  send,
  startVarnish,
  until,
} from "../tests/ops/varnish-support";

/**
 * `npx tsx bench/edge.ts [--seconds 10]` (after `npm run build`): the built server behind Varnish
 * with deploy/varnish.vcl, as docs/deploy.md section 10 sets them up, on loopback.
 *
 * - Requests per second and p99 latency of one prerendered page, from the server and through
 *   Varnish (autocannon, 50 connections, `--seconds` each).
 * - Publish to edge: ten publishes of a notice through the back office, each timed from the
 *   moment its form is posted until the notice's page, cached by Varnish before the publish,
 *   shows the new title through Varnish (median and maximum). Most of it is the purge's wait
 *   for every server process to have seen the publish (PURGE_DELAY_MS, server/edge/runner.ts).
 *
 * - Refresh after a purge: every page of the sitemap asked through Varnish (so the server notes
 *   it), then a product retired: from the post until the server's "Edge refresh" line, the
 *   pages it asked again through Varnish's purge listener (CDN_REFRESH_URL) and how long.
 *
 * Writes bench/results/<date>-edge.md and .json.
 */
const { values } = parseArgs({ options: { seconds: { type: "string", default: "10" } } });
const seconds = Number(values.seconds);
const PORT = 4660;
const PAGE = "/en/products/electric/range-series";
const PUBLISHES = 10;

/** The host's load when the run began: on a shared machine, the figures move with it. */
const load1 = loadavg()[0]!.toFixed(1);
const work = mkdtempSync(join(tmpdir(), "bench-edge-"));
const purge = purgeSettings(PORT);
const server = await serveBuilt(
  {
    DATA_DIR: join(work, "data"),
    INQUIRY_DB: join(work, "data", "inquiries.sqlite"),
    SITE_URL: `http://127.0.0.1:${PORT}`,
    ...purge.env,
    INDEXNOW: "false",
  },
  [],
  { keepOutput: true },
);
const varnish = await startVarnish(work, PORT, Number(new URL(server.origin).port), {
  storage: "malloc,256m",
  token: purge.token,
});

async function load(origin: string) {
  const url = origin + PAGE;
  // Warm: the server's copy in memory, Varnish's copy stored.
  for (let i = 0; i < 3; i++)
    await send(origin, PAGE, { headers: { "Accept-Encoding": "br, gzip" } });
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: { "Accept-Encoding": "br, gzip" },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

try {
  const origin = await load(server.origin);
  const edge = await load(varnish.origin);

  const session = await ownerSession(join(work, "data"), varnish.origin);
  const times: number[] = [];
  let version = 0;
  for (let i = 1; i <= PUBLISHES; i++) {
    const title = `Edge bench notice ${i}`;
    // Held by Varnish before the publish (the first time, as a 404): only the purge changes it.
    await send(varnish.origin, "/en/news/1");
    const held = await send(varnish.origin, "/en/news/1");
    if (held.headers["x-cache"] !== "HIT")
      throw new Error(
        `The notice's page was not held: ${held.status} ${String(held.headers["x-cache"])} ${i}`,
      );
    const started = performance.now();
    await publishNotice(session, version, title);
    await until(varnish.origin, "/en/news/1", (page) => page.body.includes(title));
    times.push(performance.now() - started);
    // Each publish saves a draft (one version) and publishes it (another).
    version += 2;
  }
  // Every page of the sitemap held by Varnish, then a product retired: its purge (the
  // catalogue's key is on every product page) and the refresh that follows.
  const sitemap = await send(varnish.origin, "/sitemap.xml");
  const pages = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  );
  for (const path of pages) await send(varnish.origin, path);
  const before = server.output().length;
  // A refresh that yields to a newer purge (the documents keeper's) goes on after it: until a
  // line that leaves nothing for later.
  const refreshed = new Promise<string[]>((done) => {
    const look = () => {
      const lines =
        server
          .output()
          .slice(before)
          .match(/Edge refresh: .*/g) ?? [];
      if (lines.length > 0 && !lines.at(-1)!.includes("after the next purge")) done(lines);
      else server.events.once("output", look);
    };
    look();
  });
  const retiredAt = performance.now();
  const retired = await session.post("/admin/content/catalogue/s30", {
    intent: "unpublish",
    version: "0",
    confirm: "yes",
  });
  if (retired.status >= 400) throw new Error(`Unpublish refused: ${retired.status}`);
  const refreshLines = await refreshed;
  const refreshMs = Math.round(performance.now() - retiredAt);
  let asked = 0;
  let of = 0;
  for (const line of refreshLines) {
    const [, ok = "0", all = "0"] = /(\d+) of (\d+) pages/.exec(line) ?? [];
    asked += Number(ok);
    of += Number(all);
  }

  const sorted = [...times].sort((a, b) => a - b);
  const median = (sorted[4]! + sorted[5]!) / 2;
  const max = sorted.at(-1)!;

  const date = new Date().toISOString().slice(0, 10);
  const figures = {
    date,
    page: PAGE,
    seconds,
    connections: 50,
    loadAverage: Number(load1),
    origin,
    varnish: edge,
    publishToEdgeMs: {
      median: Math.round(median),
      max: Math.round(max),
      all: times.map(Math.round),
    },
    refresh: {
      sitemapPages: pages.length,
      asked,
      of,
      refreshes: refreshLines.length,
      ms: refreshMs,
    },
  };
  const ratio = (edge.requestsPerSecond / origin.requestsPerSecond).toFixed(1);
  const md = [
    `# Edge: Varnish in front of the server (${date})`,
    "",
    "`npx tsx bench/edge.ts`: the built server behind Debian's Varnish 7.1 with deploy/varnish.vcl,",
    `on loopback, on this machine (2 cores, shared). autocannon, 50 connections, ${seconds} s each,`,
    `Brotli or gzip accepted. The host's load average (1 min) as the run began: ${load1}; the`,
    "figures are relative to each other, not to the quiet-hour figures of bench/README.md.",
    "",
    "| figure | measured |",
    "| --- | --- |",
    `| \`${PAGE}\` from the server | ${origin.requestsPerSecond.toLocaleString("en")} req/s, p99 ${origin.p99Ms} ms |`,
    `| the same through Varnish | ${edge.requestsPerSecond.toLocaleString("en")} req/s (${ratio}x), p99 ${edge.p99Ms} ms |`,
    `| Publish to edge (${PUBLISHES} publishes of a notice) | median ${Math.round(median)} ms, max ${Math.round(max)} ms |`,
    `| Refresh after a product's retirement (${pages.length} sitemap pages held) | ${asked} of ${of} pages asked again (${refreshLines.length} refreshes), ${refreshMs.toLocaleString("en")} ms from the post |`,
    "",
    "Publish to edge: from posting the editor's Publish until the notice's page, held by Varnish",
    "before, shows the new title through it. It includes the purge's 500 ms wait",
    "(PURGE_DELAY_MS: every server process looks at the content's revision at most every 250 ms).",
    "",
    `All times (ms): ${times.map(Math.round).join(", ")}`,
    "",
    "Refresh: the time from posting the retirement until the server has asked every page that",
    "carried a purged key again through Varnish (two at a time), the 500 ms wait included.",
    "",
  ].join("\n");
  writeFileSync(`bench/results/${date}-edge.md`, md);
  writeFileSync(`bench/results/${date}-edge.json`, `${JSON.stringify(figures, null, 1)}\n`);
  console.log(md);
} finally {
  await varnish.stop();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
