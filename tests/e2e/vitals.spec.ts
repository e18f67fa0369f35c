import { expect, test } from "./support";

/** The web-vitals report, loaded late and sent to POST /vitals. */

test("the report loads after the page and sends its figures to /vitals", async ({
  page,
  consoleErrors,
}) => {
  const html = await (await page.request.get("/en/products")).text();
  expect(html).not.toMatch(/web-vitals/);

  const chunk = page.waitForRequest(/\/assets\/web-vitals-[\w-]+\.js$/);
  const beacon = page.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname === "/vitals",
  );
  await page.goto("/en/products");
  const chunkUrl = (await chunk).url();
  // The resource timing entry appears only once the chunk has arrived, after the request event.
  await page.waitForFunction((url) => performance.getEntriesByName(url).length > 0, chunkUrl);
  // Fetched once the page had loaded, never as part of it.
  const timing = await page.evaluate((url) => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const resource = performance.getEntriesByName(url)[0]!;
    return { loaded: navigation.loadEventEnd, requested: resource.startTime };
  }, chunkUrl);
  expect(timing.loaded).toBeGreaterThan(0);
  expect(timing.requested).toBeGreaterThanOrEqual(timing.loaded);
  const sent = JSON.parse((await beacon).postData() ?? "") as Record<string, unknown>;
  expect(["TTFB", "FCP", "LCP", "CLS", "INP"]).toContain(sent.name);
  expect(sent.page).toBe("/en/products");
  expect(typeof sent.value).toBe("number");
  const answer = await (await beacon).response();
  expect(answer?.status()).toBe(204);
  expect(consoleErrors).toEqual([]);
});

test("POST /vitals accepts a figure and refuses anything else with a clear answer", async ({
  request,
}) => {
  const figure = {
    name: "LCP",
    value: 812.5,
    rating: "good",
    id: "v5-1700000000000-123",
    navigationType: "navigate",
    page: "/en/products",
  };
  const post = (data: string) =>
    request.post("/vitals", { data, headers: { "Content-Type": "text/plain" } });

  expect((await post(JSON.stringify(figure))).status()).toBe(204);
  const notJson = await post("{");
  expect(notJson.status()).toBe(400);
  expect(await notJson.text()).toContain("not JSON");
  for (const bad of [
    { ...figure, name: "XYZ" },
    { ...figure, value: -1 },
    { ...figure, page: "/a\nvitals forged line" },
    { ...figure, extra: 1 },
  ]) {
    const response = await post(JSON.stringify(bad));
    expect(response.status(), JSON.stringify(bad)).toBe(400);
  }
  expect((await post(JSON.stringify({ ...figure, page: `/${"a".repeat(2000)}` }))).status()).toBe(
    413,
  );
  expect((await request.get("/vitals")).status()).toBe(404);
});
