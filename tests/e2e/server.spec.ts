import { spawn } from "node:child_process";
import { once } from "node:events";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { inlineScriptHashes, recordViolations, scriptSources } from "./csp-support";
import { waitForHydration } from "./support";

/** HTTP behaviour of the Node server itself: headers, caching, redirects, lifecycle. */

test("pages carry the security headers", async ({ request }) => {
  for (const path of ["/", "/en/products?page=2", "/no-such-page"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toContain("object-src 'none'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
    // Plain HTTP: HSTS would mean nothing and is left out.
    expect(headers["strict-transport-security"], path).toBeUndefined();
  }
});

test("HSTS is sent when the request came over TLS through a proxy", async ({ request }) => {
  const response = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
  expect(response.headers()["strict-transport-security"]).toBe(
    "max-age=63072000; includeSubDomains",
  );
});

test("no inline script runs unless the page's policy names its hash", async ({ request }) => {
  for (const path of ["/", "/products/pneumatic/rotary?page=2", "/en/no-such-page"]) {
    const response = await request.get(path);
    const sources = scriptSources(response.headers()["content-security-policy"]);
    expect(sources[0], path).toBe("'self'");
    expect(sources, path).not.toContain("'unsafe-inline'");
    expect(sources, path).not.toContain("'unsafe-eval'");
    // Every inline script of the page is covered, and the policy allows nothing more.
    expect(new Set(sources.slice(1)), path).toEqual(inlineScriptHashes(await response.text()));
  }
});

test("prerendered and server-rendered pages hydrate under the policy without violations", async ({
  page,
}) => {
  const violations = await recordViolations(page);
  for (const path of ["/", "/en/products/pneumatic/rotary?page=3", "/no-such-page"]) {
    await page.goto(path);
    await waitForHydration(page);
    // Hydrated: the client router answers a link click without a document load.
    await page
      .getByRole("link", { name: /sitemap|사이트맵/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/sitemap$/);
  }
  expect(violations).toEqual([]);
});

test("hashed assets are cached for good, pages are revalidated by browsers", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[\w.-]+\.(?:js|css)/)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!);
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  // A CDN may keep a page 5 minutes; the full policy: tests/ops/logs.test.ts.
  expect((await request.get("/")).headers()["cache-control"]).toBe(
    "public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400",
  );
});

test("responses are compressed for clients that accept it", async ({ request }) => {
  const response = await request.get("/en/sitemap", { headers: { "Accept-Encoding": "gzip" } });
  expect(response.headers()["content-encoding"]).toBe("gzip");
  expect(await response.text()).toContain("<h1");
});

test("pages and assets go out as compressed at build: Brotli, else gzip, as the client takes", async ({
  baseURL,
}) => {
  const html = (await rawGet(baseURL!, "/en/products")).body.toString();
  // The page's largest script: a file of one kilobyte may well not shrink to half.
  const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g))];
  const sizes = await Promise.all(
    scripts.map(async (path) => ({ path, bytes: (await rawGet(baseURL!, path)).body.length })),
  );
  const script = sizes.sort((a, b) => b.bytes - a.bytes)[0]?.path;
  expect(script).toBeTruthy();
  for (const path of ["/en/products", "/en/products.data", script!]) {
    const plain = await rawGet(baseURL!, path);
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    expect(plain.headers.vary, path).toContain("Accept-Encoding");

    const br = await rawGet(baseURL!, path, { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"], path).toBe("br");
    expect(Number(br.headers["content-length"]), path).toBe(br.body.length);
    expect(br.body.length, path).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true);

    // A client that refuses Brotli (q=0) gets gzip.
    const gzip = await rawGet(baseURL!, path, { "Accept-Encoding": "br;q=0, gzip" });
    expect(gzip.headers["content-encoding"], path).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true);

    const head = await rawGet(baseURL!, path, { "Accept-Encoding": "br" }, "HEAD");
    expect(head.headers["content-encoding"], path).toBe("br");
    expect(head.headers["content-length"], path).toBe(br.headers["content-length"]);
    expect(head.body.length, path).toBe(0);
  }
});

test("campaign parameters get the prerendered page, and its canonical stays the clean URL", async ({
  request,
}) => {
  const bare = await request.get("/products");
  const body = await bare.text();
  for (const query of ["?utm_source=test&utm_medium=cpc", "?gclid=x", "?fbclid=y", "?n_media=1"]) {
    const tagged = await request.get(`/products${query}`);
    expect(tagged.status(), query).toBe(200);
    // The same file: the same bytes and the file's own Last-Modified.
    expect(tagged.headers()["last-modified"], query).toBe(bare.headers()["last-modified"]);
    expect(await tagged.text(), query).toBe(body);
  }
  expect(body).toMatch(/<link rel="canonical" href="[^"?]*\/products"/);
});

test("catalogue page N is prerendered too; a page the URL does not name is page 1", async ({
  request,
}) => {
  const page2 = await request.get("/products/pneumatic/rotary?page=2&utm_source=x");
  expect(page2.status()).toBe(200);
  expect(page2.headers()["last-modified"]).toBeTruthy();
  expect(await page2.text()).toMatch(/<link rel="canonical" href="[^"]*\?page=2"/);
  const bare = await (await request.get("/products/pneumatic/rotary")).text();
  expect(await (await request.get("/products/pneumatic/rotary?page=abc")).text()).toBe(bare);
});

test("prerendered route data answers only the bare URL; with a query it is rendered", async ({
  request,
}) => {
  const bare = await request.get("/products/pneumatic/rotary.data");
  const page2 = await request.get("/products/pneumatic/rotary.data?page=2");
  expect(bare.status()).toBe(200);
  expect(page2.status()).toBe(200);
  expect(bare.headers()["content-type"]).toBe("text/x-script");
  expect(bare.headers()["last-modified"]).toBeTruthy();
  expect(page2.headers()["last-modified"]).toBeUndefined();
  expect(await page2.text()).not.toBe(await bare.text());
});

test("HEAD is answered like GET without a body", async ({ request }) => {
  const response = await request.head("/en/about");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
  expect(await response.body()).toHaveLength(0);
});

test("a trailing slash redirects to the one URL of the page, never to another host", async ({
  request,
  baseURL,
}) => {
  const about = await request.get("/about/?x=1", { maxRedirects: 0 });
  expect(about.status()).toBe(301);
  expect(about.headers()["location"]).toBe("/about?x=1");
  // Sent raw: an HTTP client would read "//evil.example/" as a protocol-relative URL.
  const hostile = await rawGet(baseURL!, "//evil.example/");
  expect(hostile.status).toBe(301);
  expect(hostile.headers.location).toBe("/evil.example");
});

/** A request as sent, byte for byte: no URL clean-up, no decompression. */
function rawGet(base: string, path: string, headers: Record<string, string> = {}, method = "GET") {
  const { hostname, port } = new URL(base);
  return new Promise<{ status?: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      httpRequest({ hostname, port, path, headers, method }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}

test("the health endpoint answers JSON and is never cached", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.json()).toEqual({
    status: "ok",
    database: "writable",
    disk: "ok",
    notices: { pending: 0, failed: 0 },
  });
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["build/app/main.js"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  /** Resolves once the output has `text`, however long a busy machine takes to start. */
  const said = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const look = () => {
        if (!output.includes(text)) return;
        child.stdout.off("data", look);
        resolve();
      };
      child.stdout.on("data", look);
      child.once("exit", (code) =>
        reject(new Error(`exited ${code} before "${text}":\n${output}`)),
      );
      look();
    });
  return { child, output: () => output, said };
}

test("SIGTERM lets the server finish and exit cleanly", async () => {
  // Beside the suite's own server, so that two suites on one machine (E2E_PORT) do not collide.
  const port = String(Number(process.env.E2E_PORT ?? 4173) + 218);
  const { child, output, said } = startServer({ PORT: port, HOST: "127.0.0.1" });
  const exited = once(child, "exit");
  try {
    await said("Listening on");
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    child.kill("SIGTERM");
    const [code] = await exited;
    expect(code).toBe(0);
    expect(output()).toContain("SIGTERM received");
  } finally {
    // A failed step must not leave the server holding its port for the next run.
    child.kill("SIGKILL");
  }
});

test("a bad setting stops the server with a message naming it", async () => {
  const { child, output } = startServer({ PORT: "eighty" });
  const [code] = await once(child, "exit");
  // EX_CONFIG: npm start and the unit do not start it again (server/platform/refused-start.ts).
  expect(code).toBe(78);
  expect(output()).toContain("Invalid configuration");
  expect(output()).toContain('PORT: Invalid input: expected number, received NaN (got "eighty")');
});
