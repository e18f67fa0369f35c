import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { NewsItem } from "../../app/content/schemas";
import { createApp } from "../../server/app";
import { setUpStaff } from "../../server/admin/setup";
import { readConfig } from "../../server/platform/config";
import { fileDir, storePdf } from "../../server/content/files";
import { openContentPart } from "../../server/content/live";
import { setUpInquiries } from "../../server/inquiries/setup";
import { indexStaticFiles } from "../../server/http/static-files";
import { makePdf } from "../pdf-fixtures";
import { currentCode, QUICK_PASSWORDS } from "../staff-support";
import { BUILD } from "./built-site";

/**
 * Issue 34's scan with a staff session, each finding's request sent again to the built site
 * (server/app.ts with the back office, the inbox and the content store) and the safe answer
 * asserted: no 500, no stack trace in the log.
 */
const ORIGIN = "http://localhost:3000";
const PASSWORD = "blue valve turns quietly 42";
const dir = mkdtempSync(join(tmpdir(), "scan-"));
let offset = 0;
const now = () => Date.now() + offset;
const config = readConfig({ DATA_DIR: dir, RATE_LIMIT_PER_MINUTE: "0" });
const inquiries = setUpInquiries(config);
const staff = setUpStaff(config, { now, attemptsPerMinute: 1000, passwordCost: QUICK_PASSWORDS });
// Looked at on each request: a publish is shown at once.
const content = openContentPart(dir, 0);
let build: ServerBuild;
let app: ReturnType<typeof createApp>;
const errors: unknown[][] = [];

beforeAll(async () => {
  build = (await import(pathToFileURL(join(BUILD, "server/index.js")).href)) as ServerBuild;
  app = createApp(
    build,
    indexStaticFiles(join(BUILD, "client")),
    inquiries.receiver,
    {},
    inquiries.health,
    { log: () => {}, staff, inbox: inquiries, content },
  );
  // A stack trace in the log is what a 500 leaves: none may appear.
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args));
});
afterAll(async () => {
  staff.close();
  content.store.close();
  await inquiries.close();
});

const request = (path: string, init: RequestInit = {}) => app.request(ORIGIN + path, init);

/** An owner with a password and an authenticator app, as a finished join leaves one. */
async function owner(email: string) {
  const { account, token } = staff.accounts.invite(email, "owner");
  await staff.setPassword(account.id, PASSWORD);
  const secret = staff.totp.newSecret();
  expect(staff.totp.enable(account.id, secret, currentCode(secret, now()))).toBe(true);
  staff.accounts.completeInvitation(token, account.id);
  offset += 30_000;
  return secret;
}

/** The cookies a browser keeps from an answer, added to what it had. */
function keep(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, value] = pair!.split("=");
    jar.set(name!, value!);
  }
  return jar;
}
const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

function formPost(path: string, jar: Map<string, string>, fields: Record<string, string>) {
  return request(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      Cookie: cookieHeader(jar),
    },
    body: new URLSearchParams({ csrf: jar.get("hf_csrf")!, ...fields }),
  });
}

/** Both steps of a sign-in through the forms, `next` sent with each as a person's browser would. */
async function signIn(email: string, secret: string, next: string) {
  const jar = keep(new Map(), await request(`/admin?next=${encodeURIComponent(next)}`));
  const first = await formPost("/admin/sign-in", jar, { email, password: PASSWORD, next });
  expect(first.status).toBe(302);
  keep(jar, first);
  const verify = `/admin/sign-in/verify?next=${encodeURIComponent(next)}`;
  const page = await request(verify, { headers: { Cookie: cookieHeader(jar) } });
  expect(page.status).toBe(200);
  const second = await formPost(verify, jar, { code: currentCode(secret, now()), next });
  offset += 30_000;
  return { second, jar: keep(jar, second), first, page: await page.text() };
}

let signedIn: Map<string, string>;
beforeAll(async () => {
  const secret = await owner("owner@example.com");
  ({ jar: signedIn } = await signIn("owner@example.com", secret, "/admin"));
});

describe("1. a buyer's e-mail in the inquiry page's mailto: links", () => {
  it("an address stored before the stricter rule is encoded in every link", async () => {
    const hostile = "x?cc=a%40b.example&body=hello&x=@evil.example";
    const { ref } = inquiries.store.add(
      {
        lang: "en",
        companyName: "Scan Ltd",
        name: "Scanner",
        phone: "+82 2-1234-5678",
        email: hostile,
        inquiry: "Line one & two\nbody=more",
        noticeVersion: "2026-11-22",
      },
      "off",
    );
    const response = await request(`/en/admin/inquiries/${ref}`, {
      headers: { Cookie: cookieHeader(signedIn) },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const hrefs = [...html.matchAll(/href="(mailto:[^"]*)"/g)].map(([, href]) =>
      href!.replaceAll("&amp;", "&"),
    );
    expect(hrefs.length).toBeGreaterThanOrEqual(1);
    for (const href of hrefs) {
      const url = new URL(href);
      // The whole address is the recipient; the only fields are the page's own.
      expect(decodeURIComponent(url.pathname)).toBe(hostile);
      expect([...url.searchParams.keys()].every((key) => ["subject", "body"].includes(key))).toBe(
        true,
      );
      expect(url.searchParams.get("cc")).toBeNull();
    }
    expect(hrefs).toContain("mailto:x%3Fcc%3Da%2540b.example%26body%3Dhello%26x%3D@evil.example");
  });
});

describe("1b. a reply the site cannot send is refused, with what was typed kept", () => {
  const add = (email: string) =>
    inquiries.store.add(
      {
        lang: "ko",
        companyName: "답장 시험",
        name: "김시험",
        phone: "02-1234-5678",
        email,
        inquiry: "견적 부탁드립니다.",
        noticeVersion: "2026-11-22",
      },
      "off",
    ).ref;
  const reply = (ref: string, fields: Record<string, string>) =>
    formPost(`/admin/inquiries/${ref}`, signedIn, { intent: "reply", ...fields });
  const replies = (ref: string) =>
    inquiries.inbox.detail(ref)!.timeline.filter((entry) => entry.kind === "reply").length;

  it("without mail settings: 503, the page says so, the text is in the form, nothing queued", async () => {
    const ref = add("buyer@reply.example");
    const response = await reply(ref, { subject: `[${ref}] 답변`, body: "납기는 2주입니다." });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("메일이 설정되지 않아 답장을 보낼 수 없습니다");
    expect(html).toContain("납기는 2주입니다.</textarea>");
    expect(replies(ref)).toBe(0);
    expect(inquiries.inbox.detail(ref)!.status).toBe("new");
  });

  it("a subject with a line break, an empty body: 400 with the fields kept", async () => {
    const ref = add("buyer2@reply.example");
    const response = await reply(ref, { subject: "a\nBcc: x@evil.example", body: "  " });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(
      "제목(200자 이하)과 본문(20,000자 이하)을 입력하십시오",
    );
    expect(replies(ref)).toBe(0);
  });

  it("an address stored before today's rule is never mailed to", async () => {
    const ref = add("x?cc=a%40b.example&body=hello&x=@evil.example");
    const response = await reply(ref, { subject: "s", body: "b" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("메일을 보낼 수 있는 형식이 아닙니다");
    expect(replies(ref)).toBe(0);
  });
});

describe("2. upper-case admin paths", () => {
  it.each([
    ["/ADMIN", "/admin"],
    ["/en/Admin/audit", "/en/admin/audit"],
    ["/EN/ADMIN/account?x=1", "/en/admin/account?x=1"],
    ["/Admin.data", "/admin.data"],
  ])("GET %s is a 301 to %s, never cached", async (path, to) => {
    for (const method of ["GET", "HEAD"]) {
      const response = await request(path, { method });
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe(to);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("other methods there, and a percent-encoded prefix, are a 404", async () => {
    const post = await request("/ADMIN/sign-in", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40example.com&password=x",
    });
    expect(post.status).toBe(404);
    for (const path of ["/%61dmin", "/en/%41dmin/audit", "/%61dmin/audit.csv"]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
    }
  });

  it("after the prefix, any case goes through the door: no-store, and signed out, no data", async () => {
    const out = await request("/en/admin/AUDIT");
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/en/admin?next=%2Fen%2Fadmin%2FAUDIT");
    expect(out.headers.get("Cache-Control")).toBe("no-store");
    const owner = await request("/en/admin/AUDIT", { headers: { Cookie: cookieHeader(signedIn) } });
    expect(owner.status).toBe(200);
    expect(owner.headers.get("Cache-Control")).toBe("no-store");
    expect(owner.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });
});

describe("3. a line break in next", () => {
  it("after a correct second factor: a redirect to /admin, never to the next given", async () => {
    const secret = await owner("second@example.com");
    const { first, page, second } = await signIn(
      "second@example.com",
      secret,
      "/admin/\n//evil.example",
    );
    expect(first.headers.get("Location")).toBe("/admin/sign-in/verify?next=%2Fadmin");
    expect(page).toContain('name="next" value="/admin"');
    expect(second.status).toBe(302);
    expect(second.headers.get("Location")).toBe("/admin");
  });

  it("the encoded form in the sign-in page's URL is not carried", async () => {
    const page = await request(`/admin?next=${encodeURIComponent("/admin/%0A//evil.example")}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="next" value="/admin"');
  });
});

/** Every admin route with an action, as a path with its parameters filled. */
function actionPaths(): string[] {
  const routes = build.routes;
  const full = (id: string | undefined): string => {
    const route = id === undefined ? undefined : routes[id];
    if (!route) return "";
    const own = route.index ? "" : (route.path ?? "");
    return [full(route.parentId), own].filter(Boolean).join("/");
  };
  return Object.values(routes)
    .filter((route) => route?.id.startsWith("staff/") && route.module.action)
    .map((route) =>
      `/${full(route!.id)}`
        .replace("en?/", "")
        .replace(":token", "x")
        .replace(":ref", "HF-20261123-000001")
        .replace(":kind", "news")
        .replace(":id", "1"),
    );
}

describe("4. bodies an action does not read", () => {
  it("JSON without an Origin to every form action, signed in: 415, no action runs", async () => {
    const paths = actionPaths();
    expect(paths).toContain("/admin/account");
    expect(paths.length).toBeGreaterThanOrEqual(16);
    const before = staff.audit.list({}).entries.length;
    for (const path of paths.filter((path) => path !== "/admin/passkey")) {
      for (const lang of ["", "/en"]) {
        const response = await request(lang + path, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookieHeader(signedIn) },
          body: JSON.stringify({ intent: "save", email: "a@example.com" }),
        });
        expect(response.status, lang + path).toBe(415);
        expect(response.headers.get("Accept-Post")).toBe(
          "application/x-www-form-urlencoded, multipart/form-data",
        );
      }
    }
    expect(staff.audit.list({}).entries.length).toBe(before);
  });

  it("text/plain or no type at all: 415 too; the passkey endpoint takes JSON only", async () => {
    const post = (path: string, headers: Record<string, string>, body: string) =>
      request(path, {
        method: "POST",
        headers: { Origin: ORIGIN, Cookie: cookieHeader(signedIn), ...headers },
        body,
      });
    const csrf = `csrf=${signedIn.get("hf_csrf")}`;
    expect((await post("/admin/account", { "Content-Type": "text/plain" }, csrf)).status).toBe(415);
    expect((await post("/admin/sign-out", {}, csrf)).status).toBe(415);
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const passkey = await post("/admin/passkey", form, `${csrf}&ceremony=add&step=options`);
    expect(passkey.status).toBe(415);
    expect(passkey.headers.get("Accept-Post")).toBe("application/json");
    // Its own type still reaches it: a body it cannot parse is its 400.
    const json = { "Content-Type": "application/json" };
    expect((await post("/admin/passkey", json, "{not json")).status).toBe(400);
  });
});

/** Saves `value` as notice `id`'s draft and publishes it, through the content store. */
function publishNotice(id: string, value: NewsItem) {
  const current = content.store.get("news", id)?.version ?? 0;
  const saved = content.store.saveDraft("news", id, value, { by: "scan", baseVersion: current });
  if (!saved.ok) throw new Error(saved.message);
  const published = content.store.publish("news", id, { by: "scan", baseVersion: current + 1 });
  if (!published.ok) throw new Error(published.message);
}

describe("5. uploaded PDFs", () => {
  it("refuses HTML before %PDF- and anything not starting with it", async () => {
    const pdf = await makePdf("Real");
    const html = Buffer.concat([Buffer.from("<html><script>alert(1)</script></html>\n"), pdf]);
    for (const bytes of [html, Buffer.concat([Buffer.from(" "), pdf])]) {
      const result = await storePdf(bytes, "price.pdf", fileDir(dir));
      expect(result).toMatchObject({ ok: false, message: { en: /not a PDF/ } });
    }
  });

  it("a published file is a sandboxed attachment; a draft's or a removed one only for staff", async () => {
    const stored = await storePdf(await makePdf("Price list"), "가격표.pdf", fileDir(dir));
    if (!stored.ok) throw new Error(stored.message.en);
    const path = `/uploads/files/${stored.file.file}.pdf`;
    const get = (cookies?: Map<string, string>) =>
      request(path, { headers: cookies ? { Cookie: cookieHeader(cookies) } : {} });

    // A draft's file: 404 signed out, the file to staff, never kept by a cache.
    const notice: NewsItem = {
      id: 7,
      title: { ko: "가격표", en: "Price list" },
      date: "2026-11-20",
      body: { ko: "<p>가격표입니다.</p>", en: "<p>The price list.</p>" },
      attachments: [{ ...stored.file, title: { ko: "가격표", en: "Price list" } }],
    };
    expect(content.store.saveDraft("news", "7", notice, { by: "scan", baseVersion: 0 }).ok).toBe(
      true,
    );
    const refused = await get();
    expect(refused.status).toBe(404);
    // Not kept by a cache in front, which would answer staff with it too, or after a publish.
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    const toStaff = await get(signedIn);
    expect(toStaff.status).toBe(200);
    expect(toStaff.headers.get("Cache-Control")).toBe("no-store");

    // Published: to everyone, as a download nothing in it can run from.
    publishNotice("7", notice);
    const shown = await get();
    expect(shown.status).toBe(200);
    expect(shown.headers.get("Content-Disposition")).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent("가격표.pdf")}`,
    );
    expect(shown.headers.get("Content-Security-Policy")).toMatch(/^sandbox; default-src 'none'/);
    expect(shown.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(shown.headers.get("Cache-Control")).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400",
    );

    // Removed from the published notice: staff only again.
    publishNotice("7", { ...notice, attachments: [] });
    expect((await get()).status).toBe(404);
    expect((await get(signedIn)).status).toBe(200);
  });
});

it("left no stack trace in the log", () => {
  expect(errors).toEqual([]);
});
