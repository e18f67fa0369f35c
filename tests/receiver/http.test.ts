import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { post, startReceiver, VALID, type Receiver } from "./harness";

/** What a browser sees: plain HTML posts, CORS, and the rate limit. */
beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

/** A classic <form method=post> submission: urlencoded, no Accept: application/json. */
function formPost(receiver: Receiver, fields: Record<string, string>, headers = {}) {
  return fetch(`${receiver.url}/f/inquiry`, {
    method: "POST",
    headers: { Accept: "text/html,*/*", ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

describe("plain HTML posts (no JavaScript)", () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver({ RATE_LIMIT_PER_MINUTE: "0" });
  });
  afterAll(() => receiver.close());

  it("success is a 303 to _next when it is a path on this site", async () => {
    const response = await formPost(receiver, { ...VALID, _next: "/en/contact/thanks?from=quote" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(
      /^\/en\/contact\/thanks\?from=quote&ref=HF-\d{8}-\d{6}$/,
    );
    expect(receiver.count()).toBe(1);
  });

  it.each(["//evil.example/", "/\\evil.example", "https://evil.example/", "/\t/evil.example", ""])(
    "_next %j is not followed: the thank-you page of the language instead",
    async (next) => {
      const ko = await formPost(receiver, { ...VALID, _next: next });
      expect(ko.headers.get("location")).toMatch(/^\/contact\/thanks\?ref=HF-\d{8}-\d{6}$/);
      const en = await formPost(receiver, { ...VALID, _next: next, _lang: "en" });
      expect(en.headers.get("location")).toMatch(/^\/en\/contact\/thanks\?ref=HF-\d{8}-\d{6}$/);
    },
  );

  it("a filled honeypot also lands on the thank-you page, and nothing is stored", async () => {
    const before = receiver.count();
    const response = await formPost(receiver, { ...VALID, _gotcha: "x" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/thanks");
    expect(receiver.count()).toBe(before);
  });

  it("errors are a 422 page in the form's language, escaped, without scripts, linking back", async () => {
    const en = await formPost(receiver, {
      ...VALID,
      email: "<script>alert(1)</script>",
      name: "",
      _lang: "en",
    });
    expect(en.status).toBe(422);
    expect(en.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await en.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<li>Name: Please fill this in.</li>");
    expect(html).toContain(
      "<li>Email: Please enter an email address, such as name@example.com.</li>",
    );
    expect(html).toContain('<a href="/en/contact">');
    expect(html).not.toContain("<script");

    const ko = await formPost(receiver, { ...VALID, phone: "전화 주세요" });
    const page = await ko.text();
    expect(ko.status).toBe(422);
    expect(page).toContain('<html lang="ko">');
    expect(page).toContain("<li>연락처: 번호를 02-1234-5678처럼 숫자로 입력해 주십시오.</li>");
    expect(page).toContain('<a href="/contact">');
  });
});

describe("CORS", () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver({ CORS_ORIGINS: "https://www.hanbit.example" });
  });
  afterAll(() => receiver.close());

  const preflight = (origin: string) =>
    fetch(`${receiver.url}/f/inquiry`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "accept, content-type, formspree-client",
      },
    });

  it("an allowed origin's preflight gets 204 with the headers the client sends", async () => {
    const response = await preflight("https://www.hanbit.example");
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("https://www.hanbit.example");
    expect(response.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
    expect(response.headers.get("access-control-allow-headers")).toBe(
      "Accept, Content-Type, Formspree-Client, Formspree-Session-Data",
    );
    expect(response.headers.get("vary")).toContain("Origin");
  });

  it("the POST answer carries the origin; a disallowed origin is BLOCKED", async () => {
    const allowed = await post(receiver, VALID, { Origin: "https://www.hanbit.example" });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://www.hanbit.example");

    const before = receiver.count();
    const refused = await preflight("https://evil.example");
    expect(refused.status).toBe(403);
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
    const blocked = await post(receiver, VALID, { Origin: "https://evil.example" });
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual({
      error:
        "Inquiries sent from another website are not accepted. Please use the form on this site",
      errors: [
        {
          code: "BLOCKED",
          message:
            "Inquiries sent from another website are not accepted. Please use the form on this site",
        },
      ],
    });
    expect(receiver.count()).toBe(before);
  });

  it("same-origin posts are always allowed", async () => {
    const response = await post(receiver, VALID, { Origin: receiver.url });
    expect(response.status).toBe(200);
  });
});

describe("rate limit", () => {
  it("the 4th submission within a minute from one client gets 429 with Retry-After", async () => {
    const receiver = await startReceiver({ RATE_LIMIT_PER_MINUTE: "3" });
    try {
      for (let index = 0; index < 3; index += 1) {
        expect((await post(receiver, VALID)).status).toBe(200);
      }
      const limited = await post(receiver, VALID);
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await limited.json()).toEqual({
        error: "Too many submissions",
        errors: [{ message: "Too many submissions. Please try again in a minute." }],
      });
      expect(receiver.count()).toBe(3);
      expect((await fetch(`${receiver.url}/healthz`)).status).toBe(200);
    } finally {
      await receiver.close();
    }
  });
});

it("behind a proxy (TRUST_PROXY) each client is counted by the address the proxy added", async () => {
  const receiver = await startReceiver({ RATE_LIMIT_PER_MINUTE: "1", TRUST_PROXY: "true" });
  try {
    const from = (chain: string) => post(receiver, VALID, { "X-Forwarded-For": chain });
    expect((await from("203.0.113.7")).status).toBe(200);
    expect((await from("198.51.100.2")).status).toBe(200);
    // A spoofed first entry does not make a new client.
    expect((await from("1.2.3.4, 203.0.113.7")).status).toBe(429);
  } finally {
    await receiver.close();
  }
});
