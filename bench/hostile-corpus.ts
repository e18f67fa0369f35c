import type { Door } from "../server/platform/body";
import { corpusBody, inputsFor, sendCorpus, type CorpusInput } from "../tests/hostile-corpus";
import { serveBuilt } from "../tests/server/serve-built";
import { loopDelay } from "./loop-delay";

// What the build defines (vite.config.ts), for the server's modules read here for their doors.
Object.assign(globalThis, {
  __SITE_URL__: "http://localhost:3000",
  __CATALOGUE_PAGE_URLS__: "query",
  __VITALS_ENDPOINT__: "/vitals",
});
const { findProductById } = await import("../app/content/catalog/catalog.server");
const { setUpStaff } = await import("../server/admin/setup");
const { declaredDoors } = await import("../server/platform/body");
const { readConfig } = await import("../server/platform/config");
const { openUnitsPart } = await import("../server/units/setup");
await import("../server/app");
const { deliveredUnit } = await import("../tests/fixtures/units");

/**
 * The hostile corpus of issue 63 against every door of the built server (`npm run build`
 * first), input by input: each door signed out and, for the back office, signed in. While one
 * input goes to every door, /healthz is asked every 100 ms and the server's event loop delay is
 * sampled (bench/loop-delay-probe.mjs). Targets: /healthz within 250 ms, the loop's p99 under
 * 100 ms. `npx tsx bench/hostile-corpus.ts` prints a row per input.
 */

const INPUTS: CorpusInput[] = [
  "repeated-urlencoded",
  "repeated-multipart",
  "huge-field",
  "empty-parts",
  "stall",
  "deep-json",
  "wide-json",
  "bidi-controls",
  "file-lies",
];
const TOKEN = "c".repeat(43);

async function main() {
  const site = await serveBuilt(
    { BODY_STALL_SECONDS: "1" },
    ["--import", "./bench/loop-delay-probe.mjs"],
    { keepOutput: true },
  );
  const staff = setUpStaff(readConfig({ DATA_DIR: site.dir }));
  const { account, token } = staff.accounts.invite("owner@example.com", "owner");
  staff.accounts.completeInvitation(token, account.id);
  const owner = `hf_staff=${staff.sessions.create(account.id, "full", "127.0.0.1")}`;
  staff.close();
  const units = openUnitsPart(site.dir);
  const unit = units.store.add(deliveredUnit(findProductById("480-035")!), "kim@example.com");
  const plantToken = units.store.plants.byId(unit.plantId!)!.token;
  units.store.close();
  const pathOf = (door: Door) =>
    door.name === "receiver"
      ? `/f/${readConfig({}).FORM_KEY}`
      : door.name === "unit-request"
        ? `/u/${unit.token}/service`
        : door.name === "plant-request"
          ? `/plant/${plantToken}/request`
          : door.sample.replace("{token}", "not-a-signed-link");
  const cases = (door: Door) => [
    { cookie: door.signedIn ? `hf_csrf=${TOKEN}` : "", limits: door.limits },
    ...(door.signedIn ? [{ cookie: `${owner}; hf_csrf=${TOKEN}`, limits: door.signedIn }] : []),
  ];
  const siteLoop = () => loopDelay(site);
  // Warmed: each door's page rendered once, the work pool's thread started.
  for (const door of declaredDoors()) {
    for (const { cookie } of cases(door)) {
      for (const input of ["bidi-controls", "file-lies"] as const) {
        await sendCorpus(site.origin, pathOf(door), corpusBody(input, TOKEN), {
          ...(cookie && { Cookie: cookie }),
          Origin: site.origin,
        });
      }
    }
  }
  const start = site.rss();
  console.log(
    "| input | posts | slowest answer | /healthz max | loop p99 | loop max | memory since start |",
  );
  console.log("| --- | --: | --: | --: | --: | --: | --: |");
  try {
    for (const input of INPUTS) {
      await siteLoop();
      let done = false;
      const waits: number[] = [];
      const sampler = (async () => {
        while (!done) {
          const started = performance.now();
          await (await fetch(`${site.origin}/healthz`)).arrayBuffer();
          waits.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const answers: Promise<{ ms: number; status: number }>[] = [];
      for (const door of declaredDoors()) {
        for (const { cookie, limits } of cases(door)) {
          if (!inputsFor(limits.types).includes(input)) continue;
          const sending = sendCorpus(site.origin, pathOf(door), corpusBody(input, TOKEN), {
            ...(cookie && { Cookie: cookie }),
            Origin: site.origin,
            "Sec-Fetch-Site": "same-origin",
          });
          answers.push(sending);
          if (input !== "stall") await sending;
        }
      }
      const all = await Promise.all(answers);
      done = true;
      await sampler;
      const loop = await siteLoop();
      const mb = (site.rss() - start) / 2 ** 20;
      console.log(
        `| ${input} | ${all.length} | ${Math.max(...all.map((a) => a.ms)).toFixed(0)} ms | ${Math.max(...waits).toFixed(1)} ms | ${loop.p99} ms | ${loop.max} ms | ${mb.toFixed(0)} MB |`,
      );
    }
  } finally {
    await site.stop();
  }
}

await main();
