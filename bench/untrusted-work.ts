import { once } from "node:events";
import { createServer } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { deflateRawSync } from "node:zlib";
import sharp from "sharp";
import { writeCatalogueSheet } from "../app/admin/content/catalogue/xlsx.server";
import { photoDirs } from "../server/content/photo-files";
import { contentDatabase, openContentStore } from "../server/content/store";
import { readMessage } from "../server/mail/read";
import { closeWork, work } from "../server/work/pool";
import { zipOf } from "../tests/crafted-zip";
import { hostileMail, type HostileMail } from "../tests/fixtures/hostile-mail";
import { hostileQuotePack } from "../tests/hostile-work";
import { serveBuilt } from "../tests/server/serve-built";
import { loopDelay } from "./loop-delay";

/**
 * Untrusted work beside the serving thread (issue 56, ARCHITECTURE.md section 16): while each
 * input of a hostile corpus is worked on, /healthz is asked every 100 ms and the event loop's
 * delay is sampled (perf_hooks.monitorEventLoopDelay). Targets: every /healthz within 250 ms,
 * the loop's p99 delay under 100 ms.
 *
 * Two places, as the inputs arrive: "site" cases are requests a stranger can make to the built
 * server (after `npm run build`), measured there (its /healthz, its loop through
 * bench/loop-delay-probe.mjs); "pool" cases are what staff upload, which the back office hands to
 * the site's work pool (`work().run`) exactly so; here they are handed to the pool from this
 * process, with its own /healthz and loop measured the same way.
 *
 * `npx tsx bench/untrusted-work.ts [--rounds N]`; results in bench/results/<date>-untrusted-work.md.
 * To add a case, add a line to CORPUS.
 */

type Case =
  | { name: string; where: "site"; path?: string; expect: number }
  | { name: string; where: "pool"; run: (setup: Setup) => Promise<string> };

interface Setup {
  dir: string;
  photo60mp: Buffer;
  lyingZip: Buffer;
  catalogue: Buffer;
}

const CORPUS: Case[] = [
  // No work: the host's own noise on the server's /healthz and loop (3 s), for scale.
  { name: "nothing (the host's noise, 3 s)", where: "site", expect: 200 },
  {
    name: "/quote.pdf, 20 lines of 500-letter notes",
    where: "site",
    path: hostileQuotePack(),
    expect: 200,
  },
  {
    name: "/en/quote.pdf, 20 lines of 500-letter notes",
    where: "site",
    path: hostileQuotePack("en"),
    expect: 200,
  },
  {
    name: "a 60-megapixel photo upload",
    where: "pool",
    run: async ({ dir, photo60mp }) => {
      const result = await work().run("photo", {
        bytes: photo60mp,
        name: "60mp.jpg",
        dirs: photoDirs(dir),
      });
      return result.ok ? "made" : `refused: ${result.message.en.split(".")[0]}`;
    },
  },
  {
    name: "a lying zip as the catalogue sheet (4 bytes declared, 100 MB inside)",
    where: "pool",
    run: async ({ lyingZip }) => {
      const read = await work().run("catalogue-sheet", lyingZip);
      return read.ok ? "read" : `refused: ${read.reason}`;
    },
  },
  {
    name: "the whole catalogue's .xlsx uploaded",
    where: "pool",
    run: async ({ catalogue }) => {
      const read = await work().run("catalogue-sheet", catalogue);
      return read.ok ? `read ${read.grid.rows.length} rows` : `refused: ${read.reason}`;
    },
  },
  {
    name: "the 992 KB <ul><li> mail, read from the mailbox",
    where: "pool",
    run: () => readHostileMail("list"),
  },
  {
    name: "1 MB of nested <div>s as a mail, read from the mailbox",
    where: "pool",
    run: () => readHostileMail("divs"),
  },
  {
    name: "a mail of parts nested 998 deep, read from the mailbox",
    where: "pool",
    run: () => readHostileMail("mime"),
  },
];

/** As the mailbox reader hands a message over (server/mail/read.ts: its limit, and past it). */
async function readHostileMail(kind: HostileMail) {
  const mail = await readMessage(hostileMail(kind), { key: { uidValidity: "1", uid: 1 } });
  return mail.unreadable ? "could not be read, raw kept" : `read, ${mail.text.length} characters`;
}

const SAMPLE_MS = 100;

/** Asks `origin`/healthz every 100 ms (or as soon as the last answered) until `done`. */
async function sampleHealth(origin: string, done: () => boolean) {
  const waits: number[] = [];
  do {
    const started = performance.now();
    const response = await fetch(`${origin}/healthz`);
    await response.arrayBuffer();
    const wait = performance.now() - started;
    waits.push(wait);
    if (wait < SAMPLE_MS) await new Promise((r) => setTimeout(r, SAMPLE_MS - wait));
  } while (!done());
  return waits;
}

async function setUp(dir: string): Promise<Setup> {
  // 10,000 x 6,000: JPEG's header states the size; the pixels are one colour.
  const photo60mp = await sharp({
    create: { width: 10_000, height: 6_000, channels: 3, background: "#7a8a9a" },
  })
    .jpeg({ quality: 50 })
    .toBuffer();
  const inside = Buffer.alloc(100 * 1024 * 1024, "<x/>");
  const lyingZip = zipOf([
    { name: "[Content_Types].xml" },
    { name: "xl/workbook.xml" },
    { name: "xl/worksheets/sheet1.xml", deflated: deflateRawSync(inside), declared: 4 },
  ]);
  const store = openContentStore(contentDatabase(dir));
  const catalogue = await writeCatalogueSheet(store.list("product"), {
    lang: "ko",
    by: "bench@example.com",
    when: "2026-11-26 07:00",
  });
  store.close();
  return { dir, photo60mp, lyingZip, catalogue };
}

interface Row {
  name: string;
  where: string;
  answer: string;
  ms: number;
  samples: number;
  healthMax: number;
  loopP99: number;
  loopMax: number;
}

async function main() {
  const rounds = Number(process.argv[process.argv.indexOf("--rounds") + 1]) || 3;
  const dir = mkdtempSync(join(tmpdir(), "bench-work-"));
  mkdirSync(join(dir, "uploads"), { recursive: true });
  const setup = await setUp(dir);
  const site = await serveBuilt({}, ["--import", "./bench/loop-delay-probe.mjs"], {
    keepOutput: true,
  });
  // This process's own /healthz and loop, for the pool cases.
  const here = createServer((_, res) => res.end("{}")).listen(0, "127.0.0.1");
  await once(here, "listening");
  const hereOrigin = `http://127.0.0.1:${(here.address() as { port: number }).port}`;
  const hereLoop = monitorEventLoopDelay({ resolution: 10 });
  hereLoop.enable();

  const siteLoop = () => loopDelay(site);

  const rows: Row[] = [];
  try {
    // One unmeasured pack: the pool's thread starts and parses the fonts.
    await (await fetch(site.origin + hostileQuotePack())).arrayBuffer();
    await work().run("catalogue-sheet", setup.catalogue);
    for (let round = 0; round < rounds; round++) {
      for (const item of CORPUS) {
        let done = false;
        const started = performance.now();
        if (item.where === "site") {
          await siteLoop();
          const path = item.path;
          const job = path
            ? fetch(site.origin + path).then(async (response) => {
                await response.arrayBuffer();
                done = true;
                if (response.status !== item.expect)
                  throw new Error(`${item.name}: ${response.status}`);
                return String(response.status);
              })
            : new Promise<string>((resolve) =>
                setTimeout(() => {
                  done = true;
                  resolve("-");
                }, 3_000),
              );
          const waits = await sampleHealth(site.origin, () => done);
          const answer = await job;
          const ms = performance.now() - started;
          const loop = await siteLoop();
          rows.push(row(item, answer, ms, waits, loop));
        } else {
          hereLoop.reset();
          const job = item.run(setup).finally(() => (done = true));
          const waits = await sampleHealth(hereOrigin, () => done);
          const answer = await job;
          const ms = performance.now() - started;
          const loop = { p99: hereLoop.percentile(99) / 1e6, max: hereLoop.max / 1e6 };
          rows.push(row(item, answer, ms, waits, loop));
        }
        console.log(JSON.stringify(rows.at(-1)));
      }
    }
  } finally {
    await site.stop();
    here.close();
    await closeWork();
    rmSync(dir, { recursive: true, force: true });
  }
  report(rows, rounds);
}

function row(
  item: Case,
  answer: string,
  ms: number,
  waits: number[],
  loop: { p99: number; max: number },
): Row {
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    name: item.name,
    where: item.where,
    answer,
    ms: Math.round(ms),
    samples: waits.length,
    healthMax: round(Math.max(...waits)),
    loopP99: round(loop.p99),
    loopMax: round(loop.max),
  };
}

function report(rows: Row[], rounds: number) {
  const day = new Date().toISOString().slice(0, 10);
  const worst = (name: string, key: "healthMax" | "loopP99" | "loopMax" | "ms") =>
    Math.max(...rows.filter((r) => r.name === name).map((r) => r[key]));
  const names = [...new Set(rows.map((r) => r.name))];
  const lines = [
    `# Untrusted work beside the serving thread, ${day}`,
    "",
    `\`npx tsx bench/untrusted-work.ts --rounds ${rounds}\` on ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end. Worst of ${rounds} rounds per case; /healthz asked every 100 ms while the case ran. Targets: /healthz <= 250 ms, loop p99 < 100 ms.`,
    "",
    "| Case | Where | Answer | Took (ms) | /healthz max (ms) | Loop p99 (ms) | Loop max (ms) |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: |",
    ...names.map((name) => {
      const r = rows.find((x) => x.name === name)!;
      return `| ${name} | ${r.where} | ${r.answer} | ${worst(name, "ms")} | ${worst(name, "healthMax")} | ${worst(name, "loopP99")} | ${worst(name, "loopMax")} |`;
    }),
    "",
  ];
  const file = join("bench", "results", `${day}-untrusted-work.md`);
  writeFileSync(file, lines.join("\n"));
  console.log(lines.join("\n"));
  console.log(`written to ${file}`);
}

await main();
