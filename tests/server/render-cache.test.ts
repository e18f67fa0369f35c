import { describe, expect, test } from "vitest";
import { createRenderCache, isCached, type RenderLimits } from "../../server/http/render-cache";

const LIMITS: RenderLimits = { cacheBytes: 1000, concurrent: 2, queued: 2 };

/** A renderer that counts its calls and answers when told to. */
function slowRenderer(headers: Record<string, string> = {}) {
  const calls: string[] = [];
  const release: (() => void)[] = [];
  const render = async (request: Request) => {
    calls.push(new URL(request.url).pathname);
    await new Promise<void>((go) => release.push(go));
    return { response: new Response(null, { status: 200, headers }), body: Buffer.alloc(300, "x") };
  };
  return { calls, render, releaseAll: () => release.splice(0).forEach((go) => go()) };
}

const request = (path: string) => new Request(`http://localhost${path}`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("render cache", () => {
  test("one render per URL, however many ask at once; the next ask is a hit", async () => {
    const r = slowRenderer();
    const cache = createRenderCache(r.render, LIMITS);
    const asks = Array.from({ length: 5 }, () => cache.get("/a", request("/a")));
    await settle();
    r.releaseAll();
    const answers = await Promise.all(asks);
    expect(r.calls).toEqual(["/a"]);
    expect(answers.every((answer) => answer !== "busy" && isCached(answer))).toBe(true);
    await cache.get("/a", request("/a"));
    expect(r.calls).toEqual(["/a"]);
  });

  test("keeps at most its byte budget, dropping the least recently used", async () => {
    const r = slowRenderer();
    const cache = createRenderCache(r.render, LIMITS);
    for (const path of ["/1", "/2", "/3"]) {
      const pending = cache.get(path, request(path));
      await settle();
      r.releaseAll();
      await pending;
    }
    // 3 x 300 bytes fit in 1000; "/1" is used again, so "/2" goes when "/4" comes.
    await cache.get("/1", request("/1"));
    const pending = cache.get("/4", request("/4"));
    await settle();
    r.releaseAll();
    await pending;
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 900 });
    const before = r.calls.length;
    await cache.get("/1", request("/1"));
    expect(r.calls.length).toBe(before);
    const again = cache.get("/2", request("/2"));
    await settle();
    r.releaseAll();
    await again;
    expect(r.calls.at(-1)).toBe("/2");
  });

  test("beyond the renders under way and the queue, the answer is busy at once", async () => {
    const r = slowRenderer();
    const cache = createRenderCache(r.render, LIMITS);
    const accepted = ["/1", "/2", "/3", "/4"].map((path) => cache.get(path, request(path)));
    await settle();
    expect(cache.stats()).toMatchObject({ active: 2, waiting: 2 });
    expect(await cache.get("/5", request("/5"))).toBe("busy");
    r.releaseAll();
    await settle();
    r.releaseAll();
    expect((await Promise.all(accepted)).includes("busy")).toBe(false);
    expect(r.calls).toHaveLength(4);
  });

  test("an answer that sets a cookie or says no-store is never kept", async () => {
    const kinds: Record<string, string>[] = [
      { "Set-Cookie": "a=b" },
      { "Cache-Control": "no-store" },
    ];
    for (const headers of kinds) {
      const r = slowRenderer(headers);
      const cache = createRenderCache(r.render, LIMITS);
      for (let i = 0; i < 2; i++) {
        const pending = cache.get("/a", request("/a"));
        await settle();
        r.releaseAll();
        const answer = await pending;
        expect(answer !== "busy" && isCached(answer)).toBe(false);
      }
      expect(r.calls).toHaveLength(2);
      expect(cache.stats().entries).toBe(0);
    }
  });

  test("a render it never keeps (a unit's page) shares the same slots and queue", async () => {
    const r = slowRenderer();
    const cache = createRenderCache(r.render, LIMITS);
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const unitPage = () =>
      cache.uncached(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((go) => release.push(go));
        running -= 1;
        return "page";
      });
    const pages = [cache.get("/a", request("/a")), cache.get("/b", request("/b"))];
    const units = [unitPage(), unitPage()];
    await settle();
    // Two renders under way, two unit pages waiting: the queue is full for either kind.
    expect(cache.stats()).toMatchObject({ active: 2, waiting: 2 });
    expect(await unitPage()).toBe("busy");
    expect(await cache.get("/c", request("/c"))).toBe("busy");
    // A refused form's render waits past the queue rather than lose the visitor's words.
    const form = cache.uncached(async () => "form", { wait: true });
    await settle();
    expect(cache.stats().waiting).toBe(3);
    r.releaseAll();
    await Promise.all(pages);
    while (release.length > 0 || running > 0) {
      release.splice(0).forEach((go) => go());
      await settle();
    }
    expect(await Promise.all(units)).toEqual(["page", "page"]);
    expect(await form).toBe("form");
    expect(most).toBeLessThanOrEqual(LIMITS.concurrent);
    expect(cache.stats()).toMatchObject({ active: 0, waiting: 0, entries: 2 });
  });
});
