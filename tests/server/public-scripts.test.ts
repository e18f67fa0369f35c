import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtSite } from "./built-site";

/**
 * No public page's scripts name the back office (docs/decisions/017-admin-routes-out-of-public-scripts.md):
 * every script a page loads, and every chunk those import (statically or on demand), searched for
 * admin route ids, paths and module names; and the route-manifest patches give admin routes only
 * to a signed-in session.
 */

const ORIGIN = "http://localhost:3000";
/** What names the back office: its route ids ("staff/..."), its paths and its modules' folder. */
const ADMIN = /staff\/|\/admin|admin\//i;

let site: Awaited<ReturnType<typeof builtSite>>;
beforeAll(async () => {
  site = await builtSite();
});
afterAll(() => site?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  site.app.request(ORIGIN + path, { headers });

interface Manifest {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports: string[] }>;
}

/** The module URLs a script names: imports, dynamic imports, Vite's preload lists. */
function importsOf(source: string, from: string): string[] {
  const named = source.matchAll(/["'`]((?:\.{1,2}\/|\/)?(?:assets\/)?[\w.-]+\.js)["'`]/g);
  return [...named]
    .map(([, spec]) => new URL(spec!, spec!.startsWith("assets/") ? ORIGIN : from).pathname)
    .filter((path) => path.startsWith("/assets/"));
}

/**
 * Every script a page runs or may load: its inline scripts, `<script src>`, module preloads,
 * the modules its inline manifest names (an app page's; a content page has none: decision 042),
 * and everything those import, transitively. The manifest file the inline manifest names
 * (`url`) is returned apart.
 */
async function scriptsOf(path: string) {
  const html = await (await get(path)).text();
  const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text!);
  const inlineManifest = /window\.__reactRouterManifest = (\{[\s\S]*?\});\n/.exec(
    inline.join("\n"),
  );
  const manifest: Manifest = inlineManifest
    ? (JSON.parse(inlineManifest[1]!) as Manifest)
    : { url: "", entry: { module: "", imports: [] }, routes: {} };
  const queue = [
    ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src!),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map(
      ([tag]) => /href="([^"]+)"/.exec(tag)![1]!,
    ),
    ...inline.flatMap((text) => importsOf(text, ORIGIN + path)),
    ...[manifest.entry, ...Object.values(manifest.routes)].flatMap((r) => [r.module, ...r.imports]),
  ].filter((url) => url && url !== manifest.url);
  const files = new Map<string, string>();
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (files.has(url)) continue;
    const response = await get(url);
    expect(response.status, url).toBe(200);
    const source = await response.text();
    files.set(url, source);
    queue.push(...importsOf(source, ORIGIN + url));
  }
  return { inline, manifestUrl: manifest.url, files };
}

describe("public pages' scripts", () => {
  it.each([
    "/",
    "/products/pneumatic/rotary/ap9",
    "/contact",
    "/en",
    "/en/products/pneumatic/rotary/ap9",
    "/en/contact",
    "/no-such-page",
  ])("%s: no script it loads names a back-office route or module", async (path) => {
    const { inline, manifestUrl, files } = await scriptsOf(path);
    // The page's own chunks (a content page's script, its islands), the framework, the entry
    // and what loads on demand.
    expect(files.size).toBeGreaterThan(5);
    for (const [url, source] of files) expect(source, url).not.toMatch(ADMIN);
    for (const text of inline) expect(text).not.toMatch(ADMIN);
    // No public page has a route manifest at all: every one, the inquiry form and the buyer's
    // tools included, is server HTML with islands (decision 042); the back office is the app.
    expect(manifestUrl).toBe("");
  });

  it("the back office, the one app: lazy discovery, its whole route manifest never shipped", async () => {
    const { manifestUrl } = await scriptsOf("/admin/sign-in");
    expect(manifestUrl).toMatch(/^\/assets\/manifest-\w+\.js$/);
    expect((await get(manifestUrl)).status).toBe(404);
  });
});

describe("route-manifest patches", () => {
  const patch = (paths: string[], headers: Record<string, string> = {}) =>
    get(
      `/__manifest?paths=${encodeURIComponent(paths.join(","))}&version=${site.build.assets.version}`,
      headers,
    );
  const routeIds = async (response: Response) =>
    Object.keys((await response.json()) as Record<string, unknown>);

  function session(stage: "password" | "full", role: "owner" | "staff" = "staff") {
    const email = `${stage}-${Math.random().toString(36).slice(2)}@example.com`;
    const { account, token } = site.staff.accounts.invite(email, role);
    site.staff.accounts.completeInvitation(token, account.id);
    return { Cookie: `hf_staff=${site.staff.sessions.create(account.id, stage, "127.0.0.1")}` };
  }

  const inside = ["/admin", "/admin/content", "/admin/content/company", "/admin/audit"];

  it("public paths: React Router's patch, no admin route, cacheable", async () => {
    const response = await patch(["/", "/about", "/contact", "/en/products"]);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
    const ids = await routeIds(response);
    expect(ids).toEqual(expect.arrayContaining(["root", "ko/contact", "en/products"]));
    expect(ids.join()).not.toMatch(ADMIN);
  });

  it("signed out, inside the back office: reveals nothing, the browser reloads the page", async () => {
    const variants = [
      inside,
      ["/ADMIN/Audit"],
      ["/%61dmin/audit"],
      ["/en/admin/content/company"],
      ["/", "/about", "/admin/inquiries/HF-20261122-000001"],
    ];
    for (const paths of [...variants, ...variants.map((p) => p.map((x) => x.slice(1)))]) {
      for (const headers of [{}, session("password"), { Cookie: "hf_staff=made-up" }]) {
        const response = await patch(paths, headers);
        expect(response.status, paths.join()).toBe(204);
        expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
        expect(response.headers.get("Cache-Control")).toBe("no-store");
        expect(await response.text()).toBe("");
      }
    }
  });

  it("signed out, the door: only the routes the sign-in page already names", async () => {
    const response = await patch([
      "/admin",
      "/admin/sign-in",
      "/en/admin/sign-in/verify",
      "/admin/sign-in/recovery",
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect((await routeIds(response)).sort()).toEqual([
      "root",
      "staff/admin",
      "staff/admin-layout",
      "staff/admin-recovery",
      "staff/admin-sign-in",
      "staff/admin-verify",
    ]);
  });

  it("signed in: the back office's routes, never stored, never served to the next one", async () => {
    const response = await patch(inside, session("full", "owner"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await routeIds(response)).toEqual(
      expect.arrayContaining(["staff/admin-content", "staff/admin-company", "staff/admin-audit"]),
    );
    // The same URL right after, signed out: not a copy of the answer above.
    expect((await patch(inside)).status).toBe(204);
  });

  it("signed in with the staff role: its own routes, never an owner's (issue 41)", async () => {
    const staff = session("full");
    expect((await patch(inside, staff)).status).toBe(204);
    const own = await patch(inside.slice(0, 3), staff);
    expect(own.status).toBe(200);
    const ids = await routeIds(own);
    expect(ids).toEqual(expect.arrayContaining(["staff/admin-content", "staff/admin-company"]));
    expect(ids).not.toContain("staff/admin-audit");
  });
});
