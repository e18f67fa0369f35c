import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffServices } from "../../server/admin/services";
import { freePorts } from "../free-port";
import { serveBuilt } from "../server/serve-built";
import { VALID } from "../receiver/harness";
import { currentCode, QUICK_PASSWORDS } from "../staff-support";
import { startCaddy, type Answer, type SendOptions } from "./caddy-support";

/**
 * deploy/Caddyfile run by the real Caddy (Debian's package) before the built server, as
 * docs/deploy.md sets them up, with the changes for a test of tests/ops/caddy-support.ts:
 * `tls internal` (Caddy's own CA) on loopback instead of a certificate for the domain, and its
 * own ports (free ones: fixed ports collided when two copies of the suite shared a machine). Clients connect from different loopback addresses
 * (127.0.0.2, .3) so that the server can tell them apart only by what Caddy passes on.
 */
const [HTTP_PORT, HTTPS_PORT] = (await freePorts(2)) as [number, number];
const RATE_LIMIT = 2;

const work = mkdtempSync(join(tmpdir(), "caddy-"));
let caddy: Awaited<ReturnType<typeof startCaddy>>;
let server: Awaited<ReturnType<typeof serveBuilt>>;

/** One HTTPS request through Caddy (tests/ops/caddy-support.ts), by default from 127.0.0.2. */
const send = (path: string, options?: SendOptions) => caddy.send(path, options);

const inquiry = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...VALID, ...extra }).toString();
const FORM = { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" };

beforeAll(async () => {
  execFileSync("bash", ["scripts/ensure-tools.sh", "caddy"], { stdio: "inherit" });
  server = await serveBuilt({
    DATA_DIR: join(work, "data"),
    INQUIRY_DB: join(work, "data", "inquiries.sqlite"),
    TRUST_PROXY: "true",
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    SITE_URL: `https://localhost:${HTTPS_PORT}`,
  });
  caddy = await startCaddy(work, {
    http: HTTP_PORT,
    https: HTTPS_PORT,
    upstream: Number(new URL(server.origin).port),
  });
});

afterAll(async () => {
  await caddy?.stop();
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("Caddy in front of the built server", () => {
  it("serves the pages over HTTPS with HSTS, from the server", async () => {
    for (const [path, lang] of [
      ["/", "ko"],
      ["/en/products", "en"],
    ] as const) {
      const page = await send(path);
      expect(page.status).toBe(200);
      expect(page.body).toContain(`<html lang="${lang}"`);
      expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
      // Through to the Node server: its request id and cache policy came back.
      expect(page.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(page.headers["cache-control"]).toBe(
        "public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400",
      );
    }
  });

  it("redirects HTTP to HTTPS, path and query kept", async () => {
    const response = await fetch(`http://localhost:${HTTP_PORT}/en/about?from=ad`, {
      redirect: "manual",
    });
    expect([301, 308]).toContain(response.status);
    const location = new URL(response.headers.get("location")!);
    expect(location.protocol).toBe("https:");
    expect(location.hostname).toBe("localhost");
    expect(location.pathname + location.search).toBe("/en/about?from=ad");
  });

  it("rate-limits by the client's real address, which the client cannot forge", async () => {
    const post = (from: string, headers: Record<string, string> = {}) =>
      send("/f/inquiry", {
        method: "POST",
        headers: { ...FORM, ...headers },
        body: inquiry(),
        from,
      });
    for (let i = 0; i < RATE_LIMIT; i++) expect((await post("127.0.0.2")).status).toBe(200);
    expect((await post("127.0.0.2")).status).toBe(429);
    // A forged X-Forwarded-For is replaced by Caddy: still the same client.
    expect((await post("127.0.0.2", { "X-Forwarded-For": "203.0.113.7" })).status).toBe(429);
    // Another client (not Caddy's own address, which both share) has its own allowance.
    expect((await post("127.0.0.3")).status).toBe(200);
  });

  it("passes request bodies through: an inquiry stored whole, a multi-MB body to the server", async () => {
    // Near the receiver's 512 KB limit: unknown fields are read and dropped, the inquiry kept.
    // Each within what one field may be (20 KB, server/inquiries/routes.ts).
    const padding = Object.fromEntries(
      Array.from({ length: 25 }, (_, i) => [`_padding${i}`, "a".repeat(16_000)]),
    );
    const posted = await send("/f/inquiry", {
      method: "POST",
      headers: FORM,
      body: inquiry({ companyName: "대용량 본문 주식회사", ...padding }),
      from: "127.0.0.4",
    });
    expect(posted.status).toBe(200);
    const db = new Database(join(work, "data", "inquiries.sqlite"), { readonly: true });
    const stored = db
      .prepare("SELECT company_name, inquiry FROM inquiries WHERE company_name = ?")
      .get("대용량 본문 주식회사");
    db.close();
    expect(stored).toEqual({ company_name: "대용량 본문 주식회사", inquiry: VALID.inquiry });

    // 8 MB, upload-sized, is within Caddy's 30 MB: it reaches the server, which answers with
    // its own limit for inquiries (the JSON error and its request id, not Caddy's).
    const big = await send("/f/inquiry", {
      method: "POST",
      headers: FORM,
      body: Buffer.alloc(8 * 1024 * 1024, "a"),
      from: "127.0.0.5",
    });
    expect(big.status).toBe(413);
    expect(big.headers["x-request-id"]).toBeDefined();
    expect(JSON.parse(big.body)).toMatchObject({
      errors: [{ message: "What was sent is too large" }],
    });
  });

  it("reads the repository's Caddyfile, as written, without a warning", () => {
    const adapted = spawnSync("caddy", ["adapt", "--config", "deploy/Caddyfile"], {
      encoding: "utf8",
    });
    expect(adapted.status, adapted.stderr).toBe(0);
    expect(adapted.stderr).not.toMatch(/WARN|ERROR/);
    const config = JSON.stringify(JSON.parse(adapted.stdout));
    // The real domain gets Caddy's automatic HTTPS: no tls directive in the file.
    expect(config).toContain('"host":["www.example.com"]');
    expect(config).not.toContain("internal");
  });

  /** The signed-in browser's cookies (the sign-in test fills it; the upload test uses it). */
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

  it("signs staff in through Caddy: the cookies are Secure and __Host-, the audit log has the real address", async () => {
    const staffDb = join(work, "data", "staff.sqlite");
    const email = "caddy-owner@example.com";
    const password = "blue valve turns quietly 42";
    // The account made as the staff command's invitation and join make it, in the server's
    // own staff.sqlite; the sign-in below is what a browser sends, through Caddy.
    const staff = createStaffServices({
      file: staffDb,
      siteOrigin: `https://localhost:${HTTPS_PORT}`,
      trustProxy: true,
      auditRetentionDays: 730,
      passwordCost: QUICK_PASSWORDS,
    });
    const secret = staff.totp.newSecret();
    try {
      const { account, token } = staff.accounts.invite(email, "owner");
      await staff.setPassword(account.id, password);
      // Set up with the previous step's code, so the sign-in's code (this step's) is a new one.
      expect(staff.totp.enable(account.id, secret, currentCode(secret, Date.now() - 30_000))).toBe(
        true,
      );
      staff.accounts.completeInvitation(token, account.id);
    } finally {
      staff.close();
    }

    const keep = (answer: Answer) => {
      const cookies = answer.headers["set-cookie"] ?? [];
      for (const cookie of cookies) {
        const [pair] = cookie.split(";");
        const [name, ...value] = pair!.split("=");
        jar.set(name!, value.join("="));
      }
      return cookies;
    };
    // Each post also carries a forged X-Forwarded-For, which Caddy must replace.
    const post = (path: string, fields: Record<string, string>, from = "127.0.0.2") =>
      send(path, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: `https://localhost:${HTTPS_PORT}`,
          Cookie: cookieHeader(),
          "X-Forwarded-For": "203.0.113.9",
        },
        body: new URLSearchParams({ ...fields, csrf: jar.get("__Host-hf_csrf") ?? "" }).toString(),
        from,
      });

    const page = await send("/admin");
    expect(page.status).toBe(200);
    const [csrf] = keep(page);
    expect(csrf).toMatch(/^__Host-hf_csrf=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(page.headers["cache-control"]).toBe("no-store");

    // A wrong password from another client: refused, and audited with that client's address.
    const wrong = await post(
      "/admin/sign-in",
      { email, password: "not the password" },
      "127.0.0.3",
    );
    expect(wrong.status, wrong.body.slice(0, 3000)).toBe(401);

    const first = await post("/admin/sign-in", { email, password, next: "/admin" });
    expect(first.status, first.body).toBe(302);
    expect(first.headers.location).toBe("/admin/sign-in/verify?next=%2Fadmin");
    const [waiting] = keep(first);
    expect(waiting).toMatch(
      /^__Host-hf_staff=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=\d+$/,
    );

    const second = await post("/admin/sign-in/verify", {
      code: currentCode(secret, Date.now()),
      next: "/admin",
    });
    expect(second.status, second.body).toBe(302);
    expect(second.headers.location).toBe("/admin");
    const [session] = keep(second);
    expect(session).toMatch(
      /^__Host-hf_staff=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=\d+$/,
    );

    // Signed in: the inbox, not the sign-in form.
    const inbox = await send("/admin", { headers: { Cookie: cookieHeader() } });
    expect(inbox.status).toBe(200);
    expect(inbox.body).toContain("문의함");
    expect(inbox.body).not.toContain('name="password"');

    // The audit log: each client's own address, neither Caddy's loopback nor the forged one.
    const db = new Database(staffDb, { readonly: true });
    const entries = db
      .prepare("SELECT action, detail, address FROM audit WHERE actor = ? ORDER BY id")
      .all(email);
    db.close();
    expect(entries).toEqual([
      { action: "sign-in-failed", detail: "password", address: "127.0.0.3" },
      { action: "sign-in", detail: "totp", address: "127.0.0.2" },
    ]);
  });

  it("passes a photo upload within the limits through and serves it; refuses one over them", async () => {
    expect(jar.get("__Host-hf_staff"), "the sign-in test signs in first").toBeTruthy();
    /** A multipart post of `bytes` as the editors' script sends it, with the page's token. */
    const upload = async (bytes: Buffer, path = "/admin/photos", photos = 1) => {
      const form = new FormData();
      form.set("csrf", jar.get("__Host-hf_csrf")!);
      for (let i = 0; i < photos; i++) {
        form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "job.jpg");
      }
      const encoded = new Request("https://localhost/", { method: "POST", body: form });
      return send(path, {
        method: "POST",
        headers: {
          "Content-Type": encoded.headers.get("Content-Type")!,
          Origin: `https://localhost:${HTTPS_PORT}`,
          Cookie: cookieHeader(),
        },
        body: Buffer.from(await encoded.arrayBuffer()),
      });
    };
    // A camera-sized photo: noise does not compress, so the JPEG is several megabytes.
    const noise = Buffer.alloc(2400 * 1600 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const jpeg = await sharp(noise, { raw: { width: 2400, height: 1600, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(jpeg.length).toBeGreaterThan(3_000_000);
    const good = await upload(jpeg);
    expect(good.status, good.body).toBe(200);
    const { photo } = JSON.parse(good.body) as { photo: { id: string; width: number } };
    expect(photo.width).toBe(1600);
    for (const name of [`${photo.id}-480.webp`, `${photo.id}-1600.avif`]) {
      const served = await send(`/uploads/photos/${name}`);
      expect(served.status, name).toBe(200);
    }

    /**
     * An upload refused before it is read: the refusing side closes while this client still
     * writes, and the reset after its close can take the answer along (RFC 9112, 9.6), as a
     * browser may see too. Sent again then, at most three times; any answer is what counts.
     */
    const refused = async (bytes: Buffer, path?: string, photos?: number) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await upload(bytes, path, photos);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (attempt === 3 || (code !== "EPIPE" && code !== "ECONNRESET")) throw error;
        }
      }
    };
    // Over the server's 25 MB but within Caddy's 30 MB: the server's own answer, in both
    // languages, before it reads the body.
    const large = await refused(Buffer.alloc(26 * 1024 * 1024, 0xff));
    expect(large.status).toBe(413);
    expect(large.headers["x-request-id"]).toBeDefined();
    expect(JSON.parse(large.body)).toMatchObject({
      ok: false,
      message: { en: "Files over 25 MB are not accepted. Please send a smaller photo." },
    });
    // Over Caddy's request_body max_size (30 MB) where the server would take more (a product
    // editor's form carries several photos, each within its 25 MB): Caddy refuses it; the
    // server never answers.
    const huge = await refused(
      Buffer.alloc(16 * 1024 * 1024, 0xff),
      "/admin/content/products/480-035",
      2,
    );
    expect(huge.status).toBe(413);
    expect(huge.body).toBe("Request body too large: 30 MB at most.");
    expect(huge.headers["x-request-id"]).toBeUndefined();
  });
});
