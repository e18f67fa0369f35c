import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../server/app";
import { createStaffServices, type StaffServices } from "../../server/admin/services";
import { indexStaticFiles } from "../../server/http/static-files";
import { QUICK_PASSWORDS } from "../staff-support";
import { BUILD } from "./built-site";

/**
 * The back office's door (server/admin/http.ts) on the built site: cookies by scheme, no-store
 * and noindex, the origin and token checks, nothing from the render cache.
 */

let build: ServerBuild;
const opened: StaffServices[] = [];
beforeAll(async () => {
  build = (await import(pathToFileURL(join(BUILD, "server/index.js")).href)) as ServerBuild;
});
afterAll(() => opened.forEach((staff) => staff.close()));

function site(siteOrigin: string, trustProxy = false) {
  const staff = createStaffServices({
    file: join(mkdtempSync(join(tmpdir(), "door-")), "staff.sqlite"),
    siteOrigin,
    trustProxy,
    auditRetentionDays: 730,
    // The wrong password's check against the decoy hash (tests/staff-support.ts).
    passwordCost: QUICK_PASSWORDS,
  });
  opened.push(staff);
  const files = indexStaticFiles(join(BUILD, "client"));
  const next = async (_c: unknown, go: () => Promise<void>) => go();
  return createApp(build, files, next, {}, undefined, { log: () => {}, staff });
}

const csrfOf = (setCookie: string | null) => /hf_csrf=([\w-]+)/.exec(setCookie ?? "")?.[1];

describe("the admin door", () => {
  it("over plain HTTP: an hf_csrf cookie without Secure; no-store, noindex, the CSP", async () => {
    const app = site("http://localhost:3000");
    const response = await app.request("http://localhost:3000/admin");
    expect(response.status).toBe(200);
    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^hf_csrf=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(response.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'sha256-/);
    // Rendered for each request: a second visit gets a token of its own.
    const again = await app.request("http://localhost:3000/admin");
    expect(csrfOf(again.headers.get("Set-Cookie"))).not.toBe(csrfOf(cookie));
  });

  it("over HTTPS (SITE_URL, or TLS at a trusted proxy): __Host- and Secure", async () => {
    const secure = await site("https://www.example.test").request("http://127.0.0.1/en/admin");
    expect(secure.headers.get("Set-Cookie")).toMatch(/^__Host-hf_csrf=[\w-]{43}; .*; Secure$/);
    const proxied = await site("http://localhost:3000", true).request("http://127.0.0.1/admin", {
      headers: { "X-Forwarded-Proto": "https" },
    });
    expect(proxied.headers.get("Set-Cookie")).toMatch(/^__Host-hf_csrf=.*; Secure$/);
    const untrusted = await site("http://localhost:3000", false).request("http://127.0.0.1/admin", {
      headers: { "X-Forwarded-Proto": "https" },
    });
    expect(untrusted.headers.get("Set-Cookie")).toMatch(/^hf_csrf=/);
  });

  it("refuses a post from another origin or without the cookie's token, before any action", async () => {
    const app = site("http://localhost:3000");
    const token = csrfOf(
      (await app.request("http://localhost:3000/admin")).headers.get("Set-Cookie"),
    )!;
    const post = (headers: Record<string, string>, body: string) =>
      app.request("http://localhost:3000/admin/sign-in", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body,
      });
    const form = `csrf=${token}&email=a%40example.com&password=whatever+it+is`;
    const cookie = `hf_csrf=${token}`;
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await post({ Cookie: cookie, Origin: "https://evil.example" }, form)).status).toBe(403);
    expect((await post({ Cookie: cookie, "Sec-Fetch-Site": "same-site" }, form)).status).toBe(403);
    expect((await post({ Origin: "http://localhost:3000" }, form)).status).toBe(403);
    expect((await post({ Cookie: cookie }, `csrf=${"x".repeat(43)}`)).status).toBe(403);
    // The log says which check refused each, in one short line, and never the token.
    const lines = warned.mock.calls.map((call) => String(call[0]));
    warned.mockRestore();
    expect(lines).toEqual([
      'Post to /admin/sign-in refused: cross-site (Sec-Fetch-Site none, Origin "https://evil.example")',
      'Post to /admin/sign-in refused: cross-site (Sec-Fetch-Site "same-site", Origin none)',
      "Post to /admin/sign-in refused: no CSRF cookie",
      "Post to /admin/sign-in refused: CSRF token not the cookie's",
    ]);
    expect(lines.join("\n")).not.toContain(token);
    // The same post from the page itself reaches the sign-in action: a wrong password, 401.
    const own = await post({ Cookie: cookie, Origin: "http://localhost:3000" }, form);
    expect(own.status).toBe(401);
  });

  it("behind a proxy that ends TLS, a post from the https page reaches the action", async () => {
    // The server sees http://, the browser's Origin is https://: React Router compares the two.
    const app = site("https://www.example.test", true);
    const token = csrfOf(
      (await app.request("http://www.example.test/admin")).headers.get("Set-Cookie"),
    )!;
    const form = `csrf=${token}&email=a%40example.com&password=whatever+it+is`;
    const post = (proto: string) =>
      app.request("http://www.example.test/admin/sign-in", {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: `__Host-hf_csrf=${token}`,
          Origin: "https://www.example.test",
          "X-Forwarded-Proto": proto,
        },
        body: form,
      });
    expect((await post("https")).status).toBe(401);
    // Without the proxy's word the scheme is not changed, and React Router refuses it.
    expect((await post("http")).status).toBe(400);
  });

  it("answers a signed-out post to a staff page, or a sign-out with no session, as its action does", async () => {
    // Issue 80 item 5: answered at the door, a flood of them leaves the serving thread free.
    const app = site("http://localhost:3000");
    const token = "t".repeat(43);
    const post = (path: string, cookie = `hf_csrf=${token}`) =>
      app.request(`http://localhost:3000${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        body: `csrf=${token}&intent=reply`,
      });
    for (const [path, to] of [
      [
        "/admin/inquiries/HF-20261120-000042?tab=1",
        "/admin?next=%2Fadmin%2Finquiries%2FHF-20261120-000042%3Ftab%3D1",
      ],
      ["/en/admin/orders/O-2026-0001", "/en/admin?next=%2Fen%2Fadmin%2Forders%2FO-2026-0001"],
    ]) {
      const answer = await post(path!);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("Location"), path).toBe(to);
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
    }
    const signOut = await post("/admin/sign-out");
    expect(signOut.status).toBe(302);
    expect(signOut.headers.get("Location")).toBe("/admin");
    expect(signOut.headers.get("Set-Cookie")).toMatch(/(^|, )hf_staff=; .*Max-Age=0/);
    // The token is still checked first: a wrong one is the stale form's 403, as before.
    expect((await post("/admin/inquiries/HF-20261120-000042", "hf_csrf=other")).status).toBe(403);
    // A path no route takes a body at is React Router's refusal (405, no action), as before.
    expect((await post("/admin/no-such-page")).status).toBe(405);
  });
});
