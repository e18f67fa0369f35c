import { execSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { serveBuilt } from "./serve-built";

/**
 * The site is served with the production builds of React and React Router however it is
 * started: a CPU profile of the real server rendering pages on demand names the scripts that
 * ran, and none of them is a development build.
 */
test.each([undefined, "development"])(
  "the server renders with production builds (NODE_ENV %s)",
  async (nodeEnv) => {
    const profiles = mkdtempSync(join(tmpdir(), "cpu-prof-"));
    const site = await serveBuilt(nodeEnv ? { NODE_ENV: nodeEnv } : {}, [
      "--cpu-prof",
      `--cpu-prof-dir=${profiles}`,
      "--cpu-prof-interval=100",
    ]);
    try {
      // Pages that render on demand: a product quote form, a 404 of React Router's own.
      for (let i = 0; i < 20; i++) {
        for (const path of [`/contact?product=ap5&i=${i}`, `/en/products/nope-${i}`]) {
          expect((await fetch(site.origin + path)).status).toBeLessThan(500);
        }
        await fetch(`${site.origin}/contact?product=ap${i}`);
      }
    } finally {
      await site.stop();
    }
    expectProductionBuilds(profiles);
  },
  // A bound for a hang, above the global 120 s: a start, 60 renders under a 10 kHz profiler and
  // a stop, on a busy machine.
  180_000,
);

/** The scripts of React and React Router that ran, from every CPU profile in `dir`. */
function expectProductionBuilds(dir: string) {
  const react = new Set<string>();
  for (const file of readdirSync(dir)) {
    const profile = JSON.parse(readFileSync(join(dir, file), "utf8")) as {
      nodes: { callFrame: { url: string } }[];
    };
    for (const { callFrame } of profile.nodes) {
      if (/node_modules\/(react|react-dom|react-router)\//.test(callFrame.url)) {
        react.add(callFrame.url);
      }
    }
  }
  const scripts = [...react];
  expect(scripts.some((url) => /react-dom-server\.node\.production\.js$/.test(url))).toBe(true);
  expect(scripts.some((url) => /react-router\/dist\/production\//.test(url))).toBe(true);
  expect(scripts.filter((url) => /development/.test(url))).toEqual([]);
}

const scripts = (
  JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }
).scripts;

/** Runs a command of package.json with every Node process it starts profiled. */
function profiled(command: string, env: Record<string, string> = {}) {
  const profiles = mkdtempSync(join(tmpdir(), "cpu-prof-"));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    PATH: `${join(process.cwd(), "node_modules/.bin")}:${process.env.PATH}`,
    NODE_OPTIONS: `--import=${join(import.meta.dirname, "cpu-profile.mjs")}`,
    CPU_PROFILE_DIR: profiles,
  };
  delete childEnv.NODE_ENV;
  execSync(command, { env: childEnv, stdio: "ignore" });
  return profiles;
}

test("the build's prerendering of catalogue pages runs the production builds", () => {
  // The step of `npm run build` that renders `?page=N`, into a folder of its own.
  const step = scripts.build!.split(" && ").find((part) => part.includes("prerender-pages"))!;
  const out = mkdtempSync(join(tmpdir(), "prerendered-"));
  expectProductionBuilds(profiled(`${step} ${out}`));
}, 300_000);

test("the static export's build and 404 page run the production builds", () => {
  // `npm test` makes its export profiled before Vitest and names the profiles' folder
  // (scripts/test.mjs): the same check without a second export. Run alone, the test makes one.
  const made = process.env.EXPORT_PROFILES;
  if (made) {
    expect(readdirSync(made).length, `no profiles in ${made}`).toBeGreaterThan(0);
    expectProductionBuilds(made);
    return;
  }
  const out = mkdtempSync(join(tmpdir(), "export-"));
  expectProductionBuilds(profiled(`npm run export`, { OUT_DIR: out }));
}, 180_000);
