import { execFile, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import type { Server } from "node:http";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import type { Cookie, Page } from "@playwright/test";
import { parse, type HTMLElement } from "node-html-parser";
import type { ServerBuild } from "react-router";
import type { DocumentManifest } from "../../app/documents/library.server";
import { createApp } from "../../server/app";
import { documentsKeeper } from "../../server/documents/keeper";
import { csrfCookie, sessionCookie } from "../../server/admin/http";
import { setUpStaff } from "../../server/admin/setup";
import { readConfig } from "../../server/platform/config";
import { openContentPart } from "../../server/content/live";
import { launchSettings } from "../../server/platform/launch";
import { keepConnections } from "../../server/start";
import { closeWork, setWorkScript } from "../../server/work/pool";
import type { OutboxOptions } from "../../server/mail/outbox/runner";
import { startDigest } from "../../server/inquiries/digest";
import { setUpInquiries } from "../../server/inquiries/setup";
import { openStats } from "../../server/stats/counter";
import { indexStaticFiles } from "../../server/http/static-files";
import { closeServer } from "../close-server";
import { currentCode, QUICK_PASSWORDS } from "../staff-support";
import { formFields, words } from "./html-support";
import { expect } from "./support";
import { builtDatedState } from "../../app/dated-state.server";
import { setSiteClock } from "../../app/lib/site-clock";
import { openUnitsPart } from "../../server/units/setup";

export { currentCode };

const BUILD = join(process.cwd(), "build");

/**
 * The built site in this test process with its own DATA_DIR and a clock the test moves
 * (sessions, lockout and TOTP all read it), on a free port of localhost (WebAuthn takes
 * "localhost" as a relying party, not an IP address). `env` adds settings (SMTP_URL, ...).
 * With `documents`, the server keeps the PDFs equal to the content as server/start.ts has it
 * (a worker thread makes what a publish changes); without, it serves the build's. `outbox`
 * shortens the mail outboxes' retries (a reply that fails at once), the digest's too. With
 * `digest`, the daily digest's clock is the site's and it looks only when the test says
 * (`lookForDigest`), so no test waits on its timer.
 */
const LIVE_CONTENT = Symbol.for("hanbit-flow.live-content");

export async function startAdminSite(
  env: Record<string, string> = {},
  {
    documents = false,
    outbox,
    digest = false,
    attemptsPerMinute = 1000,
    before,
  }: {
    documents?: boolean;
    outbox?: OutboxOptions;
    digest?: boolean;
    attemptsPerMinute?: number;
    /** Writes into the data folder before the site opens it (an older database to migrate). */
    before?: (dir: string) => void;
  } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), "admin-e2e-"));
  before?.(dir);
  // The site keeps the one live copy of the content on globalThis (app/content/live.server.ts),
  // where this worker's own reads of the app's content find it too: closing puts back what was
  // there, so a later spec in the worker does not expect this site's publishes.
  const liveBefore = Reflect.get(globalThis, LIVE_CONTENT) as unknown;
  let offset = 0;
  const now = () => Date.now() + offset;
  const config = readConfig({ DATA_DIR: dir, RATE_LIMIT_PER_MINUTE: "0", ...env });
  const build = (await import(pathToFileURL(join(BUILD, "server/index.js")).href)) as ServerBuild;
  // The per-address limit has its own tests (tests/server/staff-rules.test.ts,
  // admin-sign-in-limit.spec.ts); elsewhere every test signs in from 127.0.0.1. The real
  // password cost has its own test too (staff-rules); here it would be CPU for nothing.
  const staff = setUpStaff(config, { now, attemptsPerMinute, passwordCost: QUICK_PASSWORDS });
  // As server/start.ts: the outboxes read the mail settings saved in the back office.
  const inquiries = setUpInquiries(config, {
    mail: staff.mail,
    room: staff.mailRoom,
    accounts: () => staff.accounts.list(),
    now: () => new Date(now()),
    ...(outbox && { outbox }),
  });
  // As server/start.ts, on the site's clock; its timer never fires within a test.
  const digests = digest
    ? startDigest({
        ...inquiries.digests,
        formerFile: join(dir, "digest.json"),
        open: (at) => inquiries.inbox.open(at),
        accounts: () => staff.accounts.list(),
        room: staff.mailRoom,
        now,
        every: 2 ** 31 - 1,
      })
    : undefined;
  const content = openContentPart(dir);
  const units = openUnitsPart(dir, { now });
  const stats = openStats(dir, {
    retentionDays: config.STATS_RETENTION_DAYS,
    flushSeconds: config.STATS_FLUSH_SECONDS,
    now,
    log: () => {},
  });
  // Uploads' images and sheets go to the built worker threads, as on the real server.
  setWorkScript(join(BUILD, "app/work-worker.js"));
  const files = indexStaticFiles(join(BUILD, "client"));
  const documentLog: string[] = [];
  const keeper = documents
    ? documentsKeeper({
        dir: join(dir, "documents"),
        built: JSON.parse(
          readFileSync(join(process.cwd(), "app/documents/generated/manifest.json"), "utf8"),
        ) as DocumentManifest,
        builtFile: (href) => files.assets.get(href),
        clientDir: join(BUILD, "client"),
        workerScript: join(BUILD, "app/documents-worker.js"),
        log: (line) => documentLog.push(line),
      })
    : undefined;
  const app = createApp(build, files, inquiries.receiver, {}, inquiries.health, {
    log: () => {},
    staff,
    inbox: inquiries,
    content: { ...content, documents: keeper },
    launch: launchSettings(config),
    stats,
    datedAsBuilt: builtDatedState(BUILD),
    units,
    // As server/start.ts: service and parts requests from a unit's page.
    unitRequests: {
      inquiries: { store: inquiries.store, ...inquiries.requestMail },
      rateLimitPerMinute: 0,
      trustProxy: false,
      now: () => new Date(now()),
    },
  });
  // Public pages that state something by the day follow this site's clock too (closing puts
  // back the real one).
  setSiteClock(now);
  const server = serve({ fetch: app.fetch, port: 0 });
  // As the real server: Node's 5 s keep-alive closed a connection the worker's request client
  // was reusing (ECONNRESET on a busy machine).
  keepConnections(server);
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  const origin = `http://localhost:${port}`;
  return {
    origin,
    dir,
    staff,
    /** What the documents keeper logged (with `documents`). */
    documentLog,
    /** The content store staff publish to (server/content/store.ts). */
    content: content.store,
    /** Delivered units (server/units/store.ts). */
    units: units.store,
    /** The inquiry database (server/inquiries/store.ts): tests add inquiries at a set time. */
    inquiryStore: inquiries.store,
    /** The inquiry database's inbox (server/inquiries/inbox.ts). */
    inbox: inquiries.inbox,
    /** Moves the clock to a moment ("2027-02-05T10:00:00+09:00"); sessions may end. */
    setClock(at: string) {
      offset += Date.parse(at) - now();
    },
    /** The counts of page views and searches (server/stats/). */
    stats,
    /** Lets the digest (with `digest`) look at the clock now; resolves once it has. */
    lookForDigest: () => digests!.look(),
    /** The newest inquiry's reference. */
    latestRef: () => inquiries.store.recent(1)[0]!.ref,
    now,
    advance(ms: number) {
      offset += ms;
    },
    /** `npm run staff -- ...` against this site's data. */
    async cli(...args: string[]) {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["build/app/staff.js", ...args],
        {
          env: { ...process.env, DATA_DIR: dir, SITE_URL: origin },
        },
      );
      return stdout;
    },
    async close() {
      await closeServer(server as Server);
      await digests?.stop();
      staff.close();
      content.store.close();
      units.store.close();
      stats.close();
      await inquiries.close();
      await closeWork();
      Reflect.set(globalThis, LIVE_CONTENT, liveBefore);
      setSiteClock(undefined);
      // The site's data folder goes with it (a whole run left hundreds in /tmp). A documents
      // worker may still be writing in it: a folder left behind fails no test.
      await rm(dir, { recursive: true, force: true, maxRetries: 3 }).catch(() => {});
    },
  };
}

export type AdminSite = Awaited<ReturnType<typeof startAdminSite>>;

export const PASSWORD = "blue valve turns quietly 42";

/** The one-time link from an invitation made by the staff command. */
export async function inviteLink(site: AdminSite, email: string, role = "staff") {
  const out = await site.cli("invite", email, "--role", role);
  const link = out.match(/https?:\/\/\S+\/admin\/join\/\S+/)?.[0];
  expect(link, out).toBeTruthy();
  return link!;
}

/**
 * Joins from a link with a password and an authenticator app, giving `name` first when the
 * invitation had none; returns the TOTP secret.
 */
export async function joinWithTotp(page: Page, site: AdminSite, link: string, name = "Test Kim") {
  await page.goto(link);
  if ((await page.locator('input[name="name"]').count()) > 0) {
    await page.locator('input[name="name"]').fill(name);
    await page.locator('form button[type="submit"]').click();
  }
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="again"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  const secret = (await page.locator(".admin-secret").textContent())!.replace(/\s/g, "");
  await page.locator('input[name="code"]').fill(currentCode(secret, site.now()));
  await page.locator('form:has(input[name="secret"]) button[type="submit"]').click();
  await expect(page.locator(".admin-codes li")).toHaveCount(10);
  return secret;
}

/**
 * `joinWithTotp` as a browser without script does it, in plain requests: the name if asked, the
 * password twice, the app's code; it ends on the ten recovery codes.
 */
export async function joinWithoutScript(site: AdminSite, link: string, name = "Test Kim") {
  const browser = staffBrowser(site, []);
  let page = await browser.get(link);
  expect(page.status, `join page ${link}`).toBe(200);
  const formWith = (field: string) =>
    page.doc.querySelectorAll("form").find((f) => f.querySelector(`input[name="${field}"]`))!;
  if (page.doc.querySelector('input[name="name"]')) {
    page = await browser.submit(formWith("name"), { set: { name } });
  }
  page = await browser.submit(formWith("again"), { set: { password: PASSWORD, again: PASSWORD } });
  const secret = page.doc.querySelector(".admin-secret")!.text.replace(/\s/g, "");
  page = await browser.submit(formWith("secret"), {
    set: { code: currentCode(secret, site.now()) },
  });
  expect(page.doc.querySelectorAll(".admin-codes li")).toHaveLength(10);
  return secret;
}

/**
 * An active account with a password and an authenticator app, made by the staff services as a
 * finished join leaves it, without a browser (the join itself is admin-auth.spec.ts's subject).
 * Returns the TOTP secret.
 */
export async function account(
  site: AdminSite,
  email: string,
  role: "owner" | "staff" = "staff",
  name?: string,
) {
  const { account: made, token } = site.staff.accounts.invite(email, role, name);
  await site.staff.setPassword(made.id, PASSWORD);
  const secret = site.staff.totp.newSecret();
  expect(site.staff.totp.enable(made.id, secret, currentCode(secret, site.now()))).toBe(true);
  site.staff.accounts.completeInvitation(token, made.id);
  // Ten recovery codes, as every join leaves (so an owner's home has no lockout warning).
  site.staff.recoveryCodes.renew(made.id);
  // The set-up code is spent: the sign-in uses the next 30-second step.
  site.advance(30_000);
  return secret;
}

/**
 * The cookies of a session of `email`'s account, made by the staff services as a finished
 * sign-in leaves it: contexts given them start signed in. The sign-in itself, through the forms
 * with password, TOTP, passkey or recovery code, is admin-auth.spec.ts's subject; elsewhere a
 * browser sign-in per spec file cost a context and three page loads for nothing it tests.
 */
export function signedInCookies(site: AdminSite, email: string): Cookie[] {
  const made = site.staff.accounts.byEmail(email);
  expect(made?.status, `no active account ${email}`).toBe("active");
  const { hostname } = new URL(site.origin);
  const cookie = (name: string, value: string): Cookie => ({
    name,
    value,
    domain: hostname,
    path: "/",
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: "Lax",
  });
  return [
    cookie(sessionCookie(false), site.staff.sessions.create(made!.id, "full", "127.0.0.1")),
    // The form token a first page load would have set (server/admin/http.ts, double submit).
    cookie(csrfCookie(false), randomBytes(32).toString("base64url")),
  ];
}

/** An account and its signed-in session's cookies. */
export interface SignedIn {
  email: string;
  cookies: Cookie[];
}

/**
 * A new account of `role` named after `name`, signed in once (`signedInCookies`): specs make
 * their owner and staff with it in `beforeAll`, and give each test the cookies. `displayName`
 * is the name the owner gave at invite (the reply's signature).
 */
export async function signedInAccount(
  site: AdminSite,
  name: string,
  role: "owner" | "staff",
  displayName?: string,
): Promise<SignedIn> {
  const email = `${name}-${process.pid}-${++accounts}@example.com`;
  await account(site, email, role, displayName);
  return { email, cookies: signedInCookies(site, email) };
}
let accounts = 0;

/** Both steps of a sign-in with password and TOTP, on `/admin` in `lang`. */
export async function signIn(
  page: Page,
  site: AdminSite,
  email: string,
  secret: string,
  path = "/admin",
) {
  await page.goto(site.origin + path);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password"]').press("Enter");
  await page.waitForURL(/\/sign-in\/verify/);
  await page.locator('input[name="code"]').fill(currentCode(secret, site.now()));
  await page.locator('input[name="code"]').press("Enter");
  await page.waitForURL((url) => !url.pathname.includes("/sign-in"));
  site.advance(30_000);
}

/**
 * Chromium's virtual authenticator answers a request for the e-mail field's suggestions
 * (conditional mediation) at once, as if the person had picked their passkey there; a person
 * who does not pick one leaves it waiting. Tests of the other ways to sign in keep it waiting.
 */
export async function noPasskeyPicked(page: Page) {
  await page.addInitScript(() => {
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options) =>
      options?.mediation === "conditional" ? new Promise(() => {}) : get(options);
  });
}

/** The Nu HTML checker's errors for each page (path -> HTML), as "path: message". */
export function validate(pages: Map<string, string>): string[] {
  const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  const dir = mkdtempSync(join(tmpdir(), "vnu-admin-"));
  try {
    const names = new Map<string, string>();
    [...pages].forEach(([path, html], index) => {
      names.set(`page-${index}.html`, path);
      writeFileSync(join(dir, `page-${index}.html`), html);
    });
    const run = spawnSync(
      "java",
      ["-Xss16m", "-XX:TieredStopAtLevel=1", "-jar", jar, "--errors-only", "--format", "json", dir],
      { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(run.stderr) as {
      messages: { url: string; message: string; type: string }[];
    };
    return messages
      .filter((m) => m.type === "error")
      .map((m) => `${names.get(m.url.split("/").pop()!)}: ${m.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A page of the back office as the server sent it, parsed. */
export interface StaffPage {
  status: number;
  /** Where the answer came from, after the redirects followed. */
  url: URL;
  doc: HTMLElement;
  /** The HTML as sent (for the HTML checker). */
  html: string;
}

/** A file a person picks for a file field. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A staff member's browser without JavaScript, as plain requests (the owner's rule: the English
 * back-office flows on the server's HTML, the Korean ones in the browser). It keeps the session's
 * cookies, parses each page, sends a form as the server rendered it (urlencoded, or multipart
 * when its enctype says so, with the pressed button's name and value and the browser's Origin),
 * and follows redirects as a browser does, a 303 or 302 after a post as a GET.
 */
export function staffBrowser(site: AdminSite, cookies: Cookie[]) {
  const jar = new Map(cookies.map((c) => [c.name, c.value]));
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  };
  /** Each parsed page's address: a form without `action` posts back to it. */
  const pages = new WeakMap<HTMLElement, URL>();
  const pageOf = (el: HTMLElement) => {
    let root = el;
    while (root.parentNode) root = root.parentNode;
    return pages.get(root) ?? new URL(site.origin);
  };
  async function go(path: string, init: RequestInit = {}): Promise<StaffPage> {
    let url = new URL(path, site.origin);
    let request: RequestInit = init;
    for (let hops = 0; hops < 10; hops++) {
      const response = await fetch(url, {
        ...request,
        redirect: "manual",
        headers: { ...(request.headers as Record<string, string>), cookie: cookieHeader() },
      });
      keep(response);
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url);
        request = {};
        await response.body?.cancel();
        continue;
      }
      const html = await response.text();
      const doc = parse(html);
      pages.set(doc, url);
      return { status: response.status, url, doc, html };
    }
    throw new Error(`more than 10 redirects from ${path}`);
  }
  return {
    /** The Cookie header this browser sends, for a request made by hand. */
    cookie: cookieHeader,
    /** A GET, as a link followed or an address typed. */
    get: (path: string) => go(path),
    /**
     * Sends `form` (from a page's doc) as a browser without script does: `set` gives fields
     * their typed values (true ticks a box), `files` the picked files, `button` the submit
     * button pressed (its name and value are sent).
     */
    async submit(
      form: HTMLElement,
      {
        set = {},
        files = {},
        button,
      }: {
        set?: Record<string, string | true>;
        /** Several files for a field that takes `multiple`. */
        files?: Record<string, PickedFile | PickedFile[]>;
        button?: HTMLElement;
      } = {},
    ): Promise<StaffPage> {
      const fields = formFields(form, set);
      const pressed = button?.getAttribute("name");
      if (pressed) fields.append(pressed, button!.getAttribute("value") ?? "");
      // The pressed button's formaction, formmethod and formenctype win over the form's.
      const own = (name: string) => button?.getAttribute(`form${name}`) ?? form.getAttribute(name);
      const action = new URL(own("action") ?? "", pageOf(form)).href;
      const method = (own("method") ?? "get").toUpperCase();
      if (method === "GET") return go(`${action.split("?")[0]}?${fields}`);
      if (own("enctype") === "multipart/form-data") {
        const body = new FormData();
        for (const [name, value] of fields) body.append(name, value);
        for (const input of form.querySelectorAll('input[type="file"]')) {
          const name = input.getAttribute("name")!;
          const picked = [files[name] ?? []].flat();
          if (picked.length === 0) {
            body.append(name, new Blob([], { type: "application/octet-stream" }), "");
          }
          for (const file of picked) {
            const bytes = new Uint8Array(file.buffer);
            body.append(name, new Blob([bytes], { type: file.mimeType }), file.name);
          }
        }
        return go(action, { method: "POST", body, headers: { origin: site.origin } });
      }
      return go(action, {
        method: "POST",
        body: fields.toString(),
        headers: {
          origin: site.origin,
          "content-type": "application/x-www-form-urlencoded",
        },
      });
    },
  };
}

/** The control whose label reads `label` in `scope` (exactly one such label). */
export function labelledControl(scope: HTMLElement, label: string): HTMLElement {
  const labels = scope.querySelectorAll("label").filter((l) => words(l) === label);
  expect(labels, `one label "${label}"`).toHaveLength(1);
  const id = labels[0]!.getAttribute("for");
  // A label wrapping its control (a radio's) has no `for`.
  const control = id
    ? scope.querySelector(`[id="${id}"]`)
    : labels[0]!.querySelector("input, select, textarea");
  expect(control, `the control of "${label}"`).toBeTruthy();
  return control!;
}

/**
 * The submit button that reads `name` in `scope`, outside closed dialogs: without script, the
 * dialog's confirmed form is never seen, so a person presses the button on the page.
 */
export function submitButton(scope: HTMLElement, name: string): HTMLElement {
  const found = scope
    .querySelectorAll('button[type="submit"], button:not([type])')
    .filter((b) => words(b) === name && !b.closest("dialog"));
  expect(found, `one button "${name}"`).toHaveLength(1);
  return found[0]!;
}
