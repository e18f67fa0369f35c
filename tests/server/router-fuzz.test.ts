import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { builtSite } from "./built-site";
import { hostileUrl, random } from "./hostile-urls";

/**
 * Issue 8: a few thousand random and hostile paths and query strings against the real server
 * (the built site, in process): only 200, 301 and 404 answers, never a 500, and memory that
 * does not grow with the number of requests.
 */
let site: Awaited<ReturnType<typeof builtSite>>;
let app: Awaited<ReturnType<typeof builtSite>>["app"];
beforeAll(async () => {
  site = await builtSite();
  app = site.app;
});
afterAll(() => site?.close());

async function answer(url: string, method: string) {
  const response = await app.fetch(new Request(url, { method }));
  await response.arrayBuffer();
  return response.status;
}

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

function heapAfterCollection(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe("router fuzz", () => {
  test("other methods than GET and HEAD get 405 on pages, without reaching React Router", async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      for (const [method, path] of [
        ["POST", "/nope"],
        ["POST", "/en/products"],
        ["PUT", "/about"],
        ["DELETE", "/"],
        ["PATCH", "/products/pneumatic/rotary.data"],
      ]) {
        const response = await app.fetch(new Request(`http://localhost${path}`, { method }));
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("Allow")).toBe("GET, HEAD");
      }
    } finally {
      console.error = original;
    }
    expect(errors).toEqual([]);
  });

  test("thousands of random and hostile URLs get only 200, 301 or 404, never a 500", async () => {
    const next = random(20261121);
    const unexpected: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const url = hostileUrl(next);
      const method = next() < 0.2 ? "HEAD" : "GET";
      const status = await answer(url, method);
      // React Router's data protocol (".data" URLs, fetched by the client router) reports a
      // redirect as 202 with the target in the payload; documents get the 301 itself.
      const allowed = new URL(url).pathname.endsWith(".data") ? [200, 202, 404] : [200, 301, 404];
      if (!allowed.includes(status)) unexpected.push(`${status} ${method} ${url}`);
    }
    expect(unexpected).toEqual([]);
  });

  test("memory stays level while the same kind of traffic goes on", async () => {
    const next = random(7);
    const round = async () => {
      for (let i = 0; i < 500; i++) await answer(hostileUrl(next), "GET");
    };
    await round(); // warm caches and compiled code first
    const before = heapAfterCollection();
    await round();
    await round();
    const after = heapAfterCollection();
    // 1,000 more requests may not leave more than a few MB behind.
    expect((after - before) / 2 ** 20).toBeLessThan(8);
  });
});
