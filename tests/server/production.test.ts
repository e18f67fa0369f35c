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
    const [file] = readdirSync(profiles);
    const profile = JSON.parse(readFileSync(join(profiles, file!), "utf8")) as {
      nodes: { callFrame: { url: string } }[];
    };
    const scripts = new Set(profile.nodes.map((node) => node.callFrame.url).filter(Boolean));
    const react = [...scripts].filter((url) =>
      /node_modules\/(react|react-dom|react-router)\//.test(url),
    );
    expect(react.some((url) => /react-dom-server\.node\.production\.js$/.test(url))).toBe(true);
    expect(react.some((url) => /react-router\/dist\/production\//.test(url))).toBe(true);
    expect(react.filter((url) => /development/.test(url))).toEqual([]);
  },
  60_000,
);
