import { test, expect, waitForHydration } from "./support";
import { signedInAccount, startAdminSite, type AdminSite } from "./admin-support";

/*
 * React Router's lazy route discovery (`/__manifest`) as a staff-role session meets it: its
 * browser learns its own screens and never the owners' (issue 41); an owner's learns them all.
 * docs/decisions/017-admin-routes-out-of-public-scripts.md
 */

test.describe.configure({ mode: "default", timeout: 120_000 });

let site: AdminSite;
test.beforeAll(async () => {
  site = await startAdminSite();
});
test.afterAll(async () => {
  await site.close();
});

const OWNER_PATHS = [
  "/admin/staff",
  "/admin/audit",
  "/admin/numbers",
  "/admin/settings/mail",
  "/admin/erase",
];

test("a staff member's browser is told of no owner's screen; an owner's is", async ({
  browser,
}) => {
  const clerk = await signedInAccount(site, "manifest-clerk", "staff");
  const owner = await signedInAccount(site, "manifest-owner", "owner");
  /** The patch the page's router would ask for `paths`, from inside the signed-in page. */
  const ask = async (cookies: typeof clerk.cookies, paths: string[]) => {
    const context = await browser.newContext();
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(`${site.origin}/admin`);
    await waitForHydration(page);
    const answer = await page.evaluate(async (asked) => {
      const version = (window as unknown as { __reactRouterManifest: { version: string } })
        .__reactRouterManifest.version;
      const query = new URLSearchParams({ paths: asked.join(","), version });
      const response = await fetch(`/__manifest?${query}`);
      return {
        status: response.status,
        reload: response.headers.get("X-Remix-Reload-Document"),
        body: await response.text(),
      };
    }, paths);
    await context.close();
    return answer;
  };

  for (const path of OWNER_PATHS) {
    const answer = await ask(clerk.cookies, ["/admin", path]);
    expect(answer, path).toMatchObject({ status: 204, reload: "true", body: "" });
  }
  // Their own screens still come, without any owner's among them.
  const own = await ask(clerk.cookies, ["/admin", "/admin/account", "/admin/content"]);
  expect(own.status).toBe(200);
  expect(own.body).toContain('"staff/admin-account"');
  expect(own.body).not.toMatch(/admin-(staff|audit|numbers|mail-settings|erase)"/);

  const all = await ask(owner.cookies, ["/admin", ...OWNER_PATHS]);
  expect(all.status).toBe(200);
  for (const id of ["admin-staff", "admin-audit", "admin-numbers", "admin-mail-settings"]) {
    expect(all.body).toContain(`"staff/${id}"`);
  }

  // Following such a URL, the staff member's browser gets the server's answer: not for them.
  const context = await browser.newContext();
  await context.addCookies(clerk.cookies);
  const page = await context.newPage();
  expect((await page.goto(`${site.origin}/admin/staff`))!.status()).toBe(403);
  await context.close();
});
