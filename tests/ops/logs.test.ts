import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PATIENT } from "../receiver/harness";
import { serveBuilt } from "../server/serve-built";
import { CONSENT_FIELD, noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";

/**
 * The built server's log and cache headers, as production sends them: one JSON line per
 * request with its id in X-Request-Id, no personal data anywhere in the log, and Cache-Control
 * that lets a CDN keep public pages and assets and never anything made for one visitor.
 */
let server: Awaited<ReturnType<typeof serveBuilt>>;
beforeAll(async () => {
  server = await serveBuilt({}, [], { keepOutput: true });
});
afterAll(() => server?.stop());

const PERSON = {
  companyName: "로그시험 주식회사",
  name: "홍길동개인",
  phone: "+82 10-9876-5432",
  email: "private.person.7731@example.com",
  inquiry: "이 문의의 내용은 로그에 남으면 안 됩니다.",
  [CONSENT_FIELD]: noticeVersion(seoulToday()),
};

const TOKEN = "q7ZxR2mN8vLk4pT0wYc6HbJd3sFgAe9uIoPl1KjXn5M";
const QUOTE_NONCE = "Nq4kT8vWz2LpR6mY0cX3bHdF";
const UNIT_TOKEN = "Kd8sW2pQ5xZ7mLcR";

interface Line {
  time: string;
  msg: string;
  id: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

function requestLines(): Line[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Line)
    .filter((line) => line.msg === "request");
}

describe("request log", () => {
  it("writes one JSON line per request, with the id the answer carries, and no personal data", async () => {
    const asked = [
      await fetch(`${server.origin}/en/products?utm_source=news&email=${PERSON.email}`),
      await fetch(`${server.origin}/no-such-page`),
      await fetch(`${server.origin}/f/inquiry`, {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify(PERSON),
      }),
      // Refused (no e-mail): the error answer names the field, the log line does not.
      await fetch(`${server.origin}/f/inquiry`, {
        method: "POST",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ ...PERSON, email: `${PERSON.email}@` }).toString(),
      }),
      // An invitation link's token works once, and is never written down.
      await fetch(`${server.origin}/en/admin/join/${TOKEN}`),
      // A quotation's link is the buyer's key: never written down either.
      await fetch(`${server.origin}/quotation/1.${QUOTE_NONCE}.${TOKEN.slice(0, 32)}`),
      // Nor a delivered unit's, which opens its page and papers (decision 033).
      await fetch(`${server.origin}/en/u/${UNIT_TOKEN}/papers/1`),
    ];
    expect(asked.map((response) => response.status)).toEqual([200, 404, 200, 422, 404, 404, 404]);
    const stored = (await asked[2]!.json()) as { next: string };
    const ref = /ref=(HF-[\d-]+)/.exec(decodeURIComponent(stored.next))?.[1];
    expect(ref).toBeDefined();

    const ids = asked.map((response) => response.headers.get("x-request-id"));
    await vi.waitFor(() => {
      const logged = requestLines().map((line) => line.id);
      for (const id of ids) expect(logged).toContain(id);
    }, PATIENT);
    const lines = requestLines();
    expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length);
    const byId = (id: string | null) => lines.find((line) => line.id === id)!;
    expect(byId(ids[0]!)).toMatchObject({ method: "GET", path: "/en/products", status: 200 });
    expect(byId(ids[1]!)).toMatchObject({ method: "GET", path: "/no-such-page", status: 404 });
    expect(byId(ids[4]!)).toMatchObject({ path: "/en/admin/join/-" });
    expect(byId(ids[5]!)).toMatchObject({ path: "/quotation/-", status: 404 });
    expect(byId(ids[6]!)).toMatchObject({ path: "/en/u/-/papers/1", status: 404 });
    expect(server.output()).not.toContain(UNIT_TOKEN);
    expect(server.output()).not.toContain(QUOTE_NONCE);
    expect(server.output()).not.toContain(TOKEN);
    expect(byId(ids[2]!)).toMatchObject({ method: "POST", path: "/f/inquiry", status: 200 });
    for (const line of lines) {
      expect(Object.keys(line).sort()).toEqual(
        ["id", "level", "method", "ms", "msg", "path", "status", "time"].sort(),
      );
      expect(new Date(line.time).toISOString()).toBe(line.time);
      expect(line.ms).toBeGreaterThanOrEqual(0);
    }

    // Nothing the visitor typed, in any line the server wrote (stdout and stderr).
    const log = server.output();
    expect(log).toContain(ref);
    for (const value of [
      PERSON.email,
      "private.person",
      PERSON.phone,
      "9876-5432",
      "98765432",
      PERSON.name,
      PERSON.companyName,
      "utm_source",
    ]) {
      expect(log, value).not.toContain(value);
    }
  });
});

describe("Cache-Control", () => {
  const cacheControl = async (path: string, init?: RequestInit) =>
    (await fetch(server.origin + path, { redirect: "manual", ...init })).headers.get(
      "cache-control",
    );
  const PUBLIC = "public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400";

  it("lets browsers and a CDN keep public pages, files and hashed assets", async () => {
    const home = await (await fetch(`${server.origin}/`)).text();
    const asset = /\/assets\/[\w.-]+\.(?:js|css)/.exec(home)?.[0];
    expect(asset).toBeDefined();
    expect(await cacheControl(asset!)).toBe("public, max-age=31536000, immutable");
    expect(await cacheControl("/")).toBe(PUBLIC);
    expect(await cacheControl("/en/products")).toBe(PUBLIC);
    expect(await cacheControl("/robots.txt")).toBe(PUBLIC);
    // Rendered on demand, still a public page.
    expect(await cacheControl("/contact?product=480-035")).toBe(PUBLIC);
    expect(await cacheControl("/no-such-page")).toBe(PUBLIC);
  });

  it("never lets anything personal or live be stored", async () => {
    const inquiry = { method: "POST", headers: { Accept: "application/json" } };
    for (const [path, init] of [
      ["/healthz", undefined],
      ["/f/inquiry", inquiry],
      ["/f/inquiry", { method: "OPTIONS", headers: { Origin: "https://elsewhere.example" } }],
      ["/quote.pdf?items=480-035:2", undefined],
      ["/contact/thanks?ref=HF-20261122-000001", undefined],
      ["/en/contact/thanks?ref=HF-20261122-000001", undefined],
      ["/admin", undefined],
      ["/admin/inquiries", undefined],
      // Sets a cookie.
      ["/about?lang=en", undefined],
    ] as const) {
      expect(await cacheControl(path, init), path).toBe("no-store");
    }
  });
});
