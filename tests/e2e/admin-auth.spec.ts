import { isolatedTest as test, expect, expectNoViolations, waitForHydration } from "./support";
import {
  account,
  currentCode,
  inviteLink,
  joinWithTotp,
  noPasskeyPicked,
  PASSWORD,
  signIn,
  startAdminSite,
  type AdminSite,
  validate,
} from "./admin-support";

/*
 * The back office's accounts and sign-in, driven as a person would: the staff command makes the
 * invitation, the browser joins (TOTP computed here with the server's library and clock, passkeys
 * with Chromium's virtual authenticator), signs in and out. One site per worker with its own
 * data and a clock the tests move.
 */

// Every sign-in is a real scrypt (32 MiB) on a shared 2-core machine, and many tests run axe.
test.describe.configure({ mode: "default", timeout: 120_000 });

let site: AdminSite;
test.beforeAll(async () => {
  site = await startAdminSite();
});
test.afterAll(async () => {
  await site.close();
});

let serial = 0;
const email = (name: string) => `${name}-${process.pid}-${++serial}@example.com`;

test("the first owner: invited by the command, joins with TOTP, signs out and in (ko)", async ({
  page,
  consoleErrors,
}) => {
  const owner = email("owner");
  const link = await inviteLink(site, owner, "owner");
  expect(link.startsWith(`${site.origin}/admin/join/`)).toBe(true);
  expect(await site.cli("list")).toContain(`${owner}\towner\tinvited`);

  await page.goto(link);
  await expect(page.locator("h1")).toHaveText("계정 만들기");
  // Invited without a name: the name that signs the replies comes first.
  await page.locator('input[name="name"]').fill("김한빛");
  await page.locator('form button[type="submit"]').click();
  // The password step itself (the name step has no password field), not the page on its way.
  await expect(page.locator('input[name="password"]')).toBeVisible();
  await expectNoViolations(page, "join: password");
  // NIST rules: a common password is refused, whatever its composition.
  await page.locator('input[name="password"]').fill("password1234");
  await page.locator('input[name="again"]').fill("password1234");
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole("alert")).toContainText("흔한 비밀번호");

  const secret = await joinWithTotp(page, site, link);
  await expectNoViolations(page, "join: recovery codes");
  await page.getByRole("link", { name: "계속" }).click();
  await expect(page.locator("h1")).toHaveText("문의함");
  await expect(page.getByText(owner).first()).toBeVisible();
  expect(await site.cli("list")).toContain(`${owner}\towner\tactive\ttotp`);

  // The link is spent.
  const again = await page.goto(link);
  expect(again!.status()).toBe(404);

  await page.goto(`${site.origin}/admin`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "로그아웃" }).click();
  await expect(page.locator("h1")).toHaveText("관리자");
  await expect(page.locator('input[name="email"]')).toBeVisible();
  site.advance(30_000);

  await signIn(page, site, owner, secret);
  await expect(page.locator("h1")).toHaveText("문의함");
  // The refused password (400) and the spent link (404) are answers the browser logs.
  expect(consoleErrors.filter((e) => !/status of (400|404)/.test(e))).toEqual([]);
});

test("without JavaScript, a join ends on the recovery codes, answered 200", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const posts: number[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST") posts.push(response.status());
  });
  const link = await inviteLink(site, email("plain"));
  await joinWithTotp(page, site, link);
  // The password's post redirects; the second factor's shows the codes.
  expect(posts.at(-1)).toBe(200);
  // Afterwards the spent link is a plain 404.
  expect((await page.goto(link))!.status()).toBe(404);
  await context.close();
});

test("joins with a passkey, gets recovery codes, signs in with it (en, virtual authenticator)", async ({
  page,
  consoleErrors,
}) => {
  // The second step's passkey is the subject: none is picked among the e-mail's suggestions.
  await noPasskeyPicked(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const person = email("passkey");
  const { token } = site.staff.accounts.invite(person, "staff", "Jane Park");
  await page.goto(`${site.origin}/en/admin/join/${token}`);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="again"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  // A password and a passkey end on the recovery codes too: losing the device is not the end.
  await expect(page.locator(".admin-codes li")).toHaveCount(10);
  const codes = await page.locator(".admin-codes code").allTextContents();
  await expectNoViolations(page, "passkey join: recovery codes");
  expect(site.staff.accounts.byEmail(person)).toMatchObject({
    status: "active",
    passkeys: 1,
    recoveryCodes: 10,
  });
  await page.getByRole("link", { name: "Continue" }).click();
  await page.waitForURL(`${site.origin}/en/admin`);
  await expect(page.locator("h1")).toHaveText("Inbox");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.locator("h1")).toHaveText("Admin Panel");
  await page.locator('input[name="email"]').fill(person);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/en\/admin\/sign-in\/verify/);
  await waitForHydration(page);
  await expectNoViolations(page, "second step with a passkey");
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await page.waitForURL(`${site.origin}/en/admin`);
  await expect(page.locator("h1")).toHaveText("Inbox");
  const signIns = site.staff.audit.list({ actor: person, action: "sign-in" }).entries;
  expect(signIns.map((e) => e.detail)).toEqual(["passkey", "join"]);
  // Its default name in the page's language.
  await page.goto(`${site.origin}/admin/account`);
  await expect(page.locator(".admin-list li")).toHaveText("패스키 1 (이 기기)삭제");
  await page.goto(`${site.origin}/en/admin/account`);
  await expect(page.locator(".admin-list li")).toHaveText("Passkey 1 (this device)Remove");

  // Without the device: a recovery code signs in once, and lands where a new device is asked
  // for (with a password already, a passkey or an authenticator app), the rest counted.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.locator('input[name="email"]').fill(person);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/en\/admin\/sign-in\/verify/);
  await page.locator('input[name="recovery"]').fill(codes[3]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL(`${site.origin}/en/admin/account?recovered=1`);
  const recovered = page.getByRole("region", { name: "You signed in with a recovery code" });
  await expect(recovered).toContainText("Recovery codes left: 9.");
  await expect(
    recovered.getByRole("button", { name: "Add a new passkey on this device" }),
  ).toBeVisible();
  await expect(recovered.getByRole("link", { name: "Set up an authenticator app" })).toBeVisible();
  await expect(recovered.getByRole("link", { name: "Set a password" })).toHaveCount(0);
  await expect(page.getByText("Recovery codes left: 9", { exact: true })).toBeVisible();
  await page.goto(`${site.origin}/admin/account`);
  await expect(page.getByText("남은 복구 코드: 9개")).toBeVisible();
  await page.getByRole("button", { name: "새 복구 코드 만들기" }).click();
  await expect(page.locator(".admin-codes li")).toHaveCount(10);
  await expect(page.getByText("남은 복구 코드: 10개")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("sign out everywhere ends the other browser's session", async ({ page, browser }) => {
  const person = email("everywhere");
  const secret = await account(site, person);
  await signIn(page, site, person, secret, "/en/admin");
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, site, person, secret, "/en/admin");
  await second.goto(`${site.origin}/en/admin/account`);
  await expect(second.locator("h1")).toHaveText("My account");

  await page.goto(`${site.origin}/en/admin/account`);
  await expectNoViolations(page, "account page");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.locator('input[name="email"]')).toBeVisible();
  await second.reload();
  await expect(second.locator('input[name="email"]')).toBeVisible();
  expect(new URL(second.url()).searchParams.get("next")).toBe("/en/admin/account");
  await other.close();
});

test("five failed sign-ins lock the account for 15 minutes, in the same words", async ({
  page,
}) => {
  const person = email("lock");
  const secret = await account(site, person);
  const attempt = async (password: string) => {
    await page.goto(`${site.origin}/en/admin`);
    await page.locator('input[name="email"]').fill(person);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="password"]').press("Enter");
    await page.waitForLoadState("load");
  };
  for (let i = 1; i <= 5; i++) {
    await attempt(`wrong password ${i}`);
    await expect(page.getByRole("alert")).toHaveText(/e-mail or password is wrong/);
  }
  const unknownWords = await (async () => {
    await attempt.call(null, "anything at all here");
    return page.getByRole("alert").textContent();
  })();
  await attempt(PASSWORD);
  await expect(page).toHaveURL(/\/en\/admin\/sign-in$/);
  expect(await page.getByRole("alert").textContent()).toBe(unknownWords);

  site.advance(15 * 60_000 + 1000);
  await signIn(page, site, person, secret, "/en/admin");
  await expect(page.locator("h1")).toHaveText("Inbox");
  const actions = site.staff.audit.list({ actor: person }).entries.map((e) => e.action);
  expect(actions).toContain("locked");
});

test("a session ends after 30 idle minutes (the server's clock moved)", async ({ page }) => {
  const person = email("idle");
  const secret = await account(site, person);
  await signIn(page, site, person, secret);
  const cookie = (await page.context().cookies()).find((c) => c.name === "hf_staff");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(cookie!.value).toMatch(/^[\w-]{43}$/);
  site.advance(29 * 60_000);
  await page.goto(`${site.origin}/admin/account`);
  await expect(page.locator("h1")).toHaveText("내 계정");
  site.advance(31 * 60_000);
  await page.goto(`${site.origin}/admin/account`);
  await expect(page).toHaveURL(`${site.origin}/admin?next=%2Fadmin%2Faccount`);
  await expect(page.locator('input[name="email"]')).toBeVisible();
});

test("a post from another origin, or without the form's token, gets 403 and changes nothing", async ({
  page,
}) => {
  const person = email("csrf");
  const secret = await account(site, person);
  await signIn(page, site, person, secret);
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const post = (headers: Record<string, string>, form: Record<string, string>) =>
    page.request.post(`${site.origin}/admin/sign-out`, { headers, form, maxRedirects: 0 });

  const evil = await post({ Origin: "https://evil.example" }, { csrf, scope: "everywhere" });
  expect(evil.status()).toBe(403);
  const crossSite = await post({ "Sec-Fetch-Site": "cross-site" }, { csrf, scope: "everywhere" });
  expect(crossSite.status()).toBe(403);
  const noToken = await post({ Origin: site.origin }, { scope: "everywhere" });
  expect(noToken.status()).toBe(403);
  const wrongToken = await post(
    { Origin: site.origin },
    { csrf: "x".repeat(43), scope: "everywhere" },
  );
  expect(wrongToken.status()).toBe(403);

  await page.goto(`${site.origin}/admin/account`);
  await expect(page.locator("h1")).toHaveText("내 계정");
  // A real page of another origin posting a plain form: refused too.
  const found = site.staff.accounts.byEmail(person)!;
  expect(site.staff.audit.list({ actor: person, action: "sign-out-everywhere" }).total).toBe(0);
  expect(site.staff.accounts.byId(found.id)!.status).toBe("active");
});

for (const javaScriptEnabled of [true, false]) {
  test(`a sign-in whose form token another tab replaced says so, and the next try goes on (${javaScriptEnabled ? "ko, with" : "en, without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const person = email("stale");
    await account(site, person);
    const start = javaScriptEnabled ? "/admin" : "/en/admin";
    await page.goto(site.origin + start);
    if (javaScriptEnabled) await waitForHydration(page);
    // Another tab of the page, opened meanwhile without the cookie, set a token of its own.
    const [cookie] = (await context.cookies()).filter((c) => c.name.endsWith("csrf"));
    await context.addCookies([{ ...cookie!, value: "s".repeat(43) }]);
    await page.locator('input[name="email"]').fill(person);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="password"]').press("Enter");
    const words = javaScriptEnabled
      ? { said: "화면을 다시 불러온 뒤 한 번 더 보내 주십시오", heading: "보내지 않았습니다" }
      : { said: "Load the page again, then send once more", heading: "" };
    await expect(page.getByText(words.said)).toBeVisible();
    expect(site.staff.audit.list({ actor: person }).total).toBe(0);
    if (javaScriptEnabled) {
      // In the back office's frame, never "only owners can see this page".
      await expect(page.locator("h1")).toHaveText(words.heading);
      await expectNoViolations(page, "a stale sign-in form (ko)");
      await page.getByRole("link", { name: "화면 다시 불러오기" }).click();
    } else await page.goto(site.origin + start);
    await page.locator('input[name="email"]').fill(person);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="password"]').press("Enter");
    await page.waitForURL(/\/sign-in\/verify/);
    await context.close();
  });
}

test("a staff account is refused the owner's audit log", async ({ page }) => {
  const person = email("staff");
  const secret = await account(site, person, "staff");
  await signIn(page, site, person, secret, "/en/admin");
  await expect(page.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  const response = await page.goto(`${site.origin}/en/admin/audit`);
  expect(response!.status()).toBe(403);
  await expect(page.locator("h1")).toHaveText("Only owner accounts can see this page.");
  expect(await page.content()).not.toContain("sign-in-failed");
  const csv = await page.request.get(`${site.origin}/en/admin/audit.csv`);
  expect(csv.status()).toBe(403);
  await expectNoViolations(page, "403 page");
});

test("the owner's audit log: filter by GET parameters, CSV export", async ({ page }) => {
  const owner = email("auditor");
  const secret = await account(site, owner, "owner");
  await signIn(page, site, owner, secret, "/en/admin");
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.locator("h1")).toHaveText("Audit log");
  await page.getByLabel("Action").selectOption("sign-in");
  await page.getByLabel("User").fill(owner);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/action=sign-in/);
  const rows = page.locator(".admin-table tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(owner);
  await expectNoViolations(page, "audit log");
  const csv = await page.request.get(
    `${site.origin}/en/admin/audit.csv?action=sign-in&actor=${encodeURIComponent(owner)}`,
  );
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["cache-control"]).toBe("no-store");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines).toHaveLength(2);
  // The action in words, its code in the last column.
  expect(lines[1]).toMatch(/,Signed in,.*,sign-in$/);
});

test("disabling an account ends its sessions at once", async ({ page }) => {
  const person = email("disabled");
  const secret = await account(site, person);
  await signIn(page, site, person, secret);
  expect(await site.cli("disable", person)).toContain("Disabled");
  await page.goto(`${site.origin}/admin/account`);
  await expect(page.locator('input[name="email"]')).toBeVisible();
});

test("signed out, every admin URL gives the sign-in form or a refusal, and no data", async ({
  page,
}) => {
  const person = email("private");
  await account(site, person, "owner");
  const gets = [
    "/admin",
    "/en/admin",
    "/admin/account",
    "/en/admin/account",
    "/admin/audit",
    "/en/admin/audit?action=sign-in",
    "/admin/audit.csv",
    "/admin/sign-in",
    "/admin/sign-in/verify",
    "/admin/sign-out",
    "/admin/join/not-a-token",
    "/admin/passkey",
    "/admin.data",
    "/admin/account.data",
    "/admin/audit.data",
    "/admin/no-such-page",
  ];
  for (const path of gets) {
    const response = await page.request.get(site.origin + path, { maxRedirects: 0 });
    const status = response.status();
    const body = await response.text();
    expect([200, 202, 204, 302, 401, 403, 404, 405], `${path}: ${status}`).toContain(status);
    if (status === 302) expect(response.headers().location, path).toMatch(/^\/(en\/)?admin(\?|$)/);
    expect(body, path).not.toContain(person);
    expect(body, path).not.toContain("sign-in-failed");
    expect(response.headers()["cache-control"], path).toBe("no-store");
  }
  for (const path of ["/admin", "/en/admin"]) {
    const response = await page.goto(site.origin + path);
    expect(response!.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
  }
  // Posts signed out: refused or sent to the sign-in form, never done.
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  for (const path of ["/admin/account", "/admin/sign-out", "/admin/audit", "/admin/passkey"]) {
    const response = await page.request.post(site.origin + path, {
      form: { csrf, intent: "codes" },
      headers: { Origin: site.origin },
      maxRedirects: 0,
    });
    // 415: the passkey endpoint takes JSON only.
    expect([302, 400, 401, 403, 404, 405, 415], `POST ${path}`).toContain(response.status());
    // No recovery codes were made, nothing was signed out.
    expect(await response.text()).not.toContain(`<ul class="admin-codes"`);
  }
});

test("the sign-in form and second step work at 375 px and by keyboard; the second step and home pass axe", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // The sign-in form's axe runs are sitemap.spec.ts's, at 1280 px in both languages: it has no
  // phone layout of its own.
  for (const path of ["/admin", "/en/admin"]) {
    await page.goto(site.origin + path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > 375);
    expect(overflow, path).toBe(false);
  }
  const person = email("keys");
  const secret = await account(site, person);
  await page.goto(`${site.origin}/admin`);
  // Skip link, the panel's name, the language switch, then the form.
  for (const focused of [".admin-skip", ".admin-brand a", ".admin-lang", 'input[name="email"]']) {
    await page.keyboard.press("Tab");
    await expect(page.locator(focused)).toBeFocused();
  }
  await page.keyboard.type(person);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await page.waitForURL(/sign-in\/verify/);
  await expectNoViolations(page, "second step (ko)");
  await page.locator('input[name="code"]').focus();
  await page.keyboard.type(currentCode(secret, site.now()));
  await page.keyboard.press("Enter");
  await expect(page.locator("h1")).toHaveText("문의함");
  await expectNoViolations(page, "home (ko)");
});

test("the admin pages are valid HTML (Nu HTML checker), in both languages", async ({ page }) => {
  test.setTimeout(120_000);
  const owner = email("valid");
  const { token } = site.staff.accounts.invite(email("joining"), "staff");
  const pages = new Map<string, string>();
  const keep = async (path: string) => {
    const response = await page.request.get(site.origin + path);
    pages.set(path, await response.text());
  };
  for (const path of ["/admin", "/en/admin", `/admin/join/${token}`, "/en/admin/join/expired"]) {
    await keep(path);
  }
  const secret = await account(site, owner, "owner");
  await page.goto(`${site.origin}/en/admin`);
  await page.locator('input[name="email"]').fill(owner);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password"]').press("Enter");
  await page.waitForURL(/sign-in\/verify/);
  await keep("/admin/sign-in/verify");
  await page.locator('input[name="code"]').fill(currentCode(secret, site.now()));
  await page.locator('input[name="code"]').press("Enter");
  await page.waitForURL(`${site.origin}/en/admin`);
  for (const path of [
    "/admin",
    "/en/admin/account",
    "/admin/account",
    "/admin/audit",
    "/en/admin/audit",
    "/admin/staff",
    "/en/admin/staff",
  ]) {
    await keep(path);
  }
  expect([...pages.values()].every((html) => html.startsWith("<!DOCTYPE html>"))).toBe(true);
  expect(validate(pages)).toEqual([]);
});
