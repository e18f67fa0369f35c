import type { BrowserContext, Page } from "@playwright/test";
import { bodyOf, startSmtp, type FakeSmtp } from "../receiver/smtp";
import { isolatedTest as test, expect, expectNoViolations, waitForHydration } from "./support";
import { accountWord, type AccountWordKey } from "../../app/admin/account/words";
import { staffWord, type StaffWordKey } from "../../app/admin/staff/words";
import { readableText, words } from "./html-support";
import {
  account,
  joinWithoutScript,
  joinWithTotp,
  noPasskeyPicked,
  signedInAccount,
  signIn,
  staffBrowser,
  startAdminSite,
  labelledControl,
  submitButton,
  type AdminSite,
  type SignedIn,
} from "./admin-support";

/*
 * Staff accounts on the web, as an owner and a salesperson would use them: the owner invites
 * from /admin/staff (with and without JavaScript), the link is shown once and mailed through a
 * local SMTP server, the salesperson joins in a browser of their own; the owner disables them
 * (their open session ends on its next request), enables, changes a role and resets; no owner
 * can take their own account (the last owner's) away. Then a passkey signs in alone, only when
 * the authenticator verified its user. One site, one owner signed in once.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

let smtp: FakeSmtp;
let site: AdminSite;
let owner: SignedIn;
let serial = 0;
const email = (name: string) => `${name}-${process.pid}-${++serial}@example.com`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtp();
  site = await startAdminSite({ SMTP_URL: smtp.url });
  owner = await signedInAccount(site, "owner", "owner");
});
test.afterAll(async () => {
  await site?.close();
  await smtp?.close();
});

/** The link the page showed, on the test site's origin (the page writes it on SITE_URL's). */
async function shownLink(page: Page) {
  const link = await page.getByLabel(/가입 링크|Join link/).inputValue();
  expect(link).toMatch(/\/admin\/join\/[\w-]{43}$/);
  return site.origin + new URL(link).pathname;
}

/** The card of an account in the list. */
const card = (page: Page, address: string) =>
  page.locator(".staff-account", { has: page.getByRole("heading", { name: address }) });

/** Invites through the form as an owner types it, with the name their replies are signed with. */
async function invite(
  page: Page,
  address: string,
  role: "직원" | "Staff" | "소유자" | "Owner",
  name = "",
) {
  await page.getByLabel(/^(이메일|E-mail)$/).fill(address);
  await page.getByLabel(/^(이름 \(선택\)|Name \(optional\))$/).fill(name);
  await page.getByRole("radio", { name: role, exact: true }).check();
  await page.getByRole("button", { name: /^(초대|Invite)$/ }).click();
}

test("an owner invites a salesperson, who joins; disabled, their open session ends (ko)", async ({
  page,
  browser,
  consoleErrors,
}) => {
  await page.context().addCookies(owner.cookies);
  await page.goto(`${site.origin}/admin`);
  await page.getByRole("link", { name: "직원 계정" }).click();
  await expect(page.locator("h1")).toHaveText("직원 계정");
  await expect(page.getByText("메일 서버가 설정되어 있어")).toBeVisible();
  await waitForHydration(page);

  const sales = email("sales");
  await invite(page, sales, "직원", "김영업 과장");
  await expect(page.getByRole("heading", { name: `${sales} 님을 초대했습니다.` })).toBeVisible();
  const link = await shownLink(page);
  await expect(page.getByText(`초대 메일을 ${sales}(으)로 보냈습니다.`)).toBeVisible();
  await expectNoViolations(page, "staff page: invitation shown");
  const mail = smtp.inbox.find((m) => m.raw.includes(`To: ${sales}`));
  expect(bodyOf(mail!.raw)).toContain(new URL(link).pathname);
  // Shown once: the page again has no link, and the audit log names the account, not the link.
  await page.reload();
  await expect(page.getByLabel("가입 링크 (24시간 유효)")).toHaveCount(0);
  await expect(card(page, sales)).toContainText("초대됨");
  await expect(card(page, sales).locator("dd").first()).toHaveText("김영업 과장");
  const invited = site.staff.audit.list({ action: "invited" }).entries[0]!;
  expect(invited).toMatchObject({
    actor: owner.email,
    target: sales,
    detail: "staff, mail: mailed",
  });
  expect(JSON.stringify(site.staff.audit.list().entries)).not.toContain(link.split("/").pop());

  // The salesperson joins in a browser of their own and stays signed in there.
  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  await joinWithTotp(theirPage, site, link);
  await theirPage.goto(`${site.origin}/admin/account`);
  await expect(theirPage.locator("h1")).toHaveText("내 계정");
  // The name the owner gave is theirs to change; they choose their mail in English.
  await expect(theirPage.getByLabel("이름", { exact: true })).toHaveValue("김영업 과장");
  await waitForHydration(theirPage);
  await theirPage.getByRole("radio", { name: "영어" }).check();
  await theirPage.getByRole("button", { name: "저장", exact: true }).click();
  await expect(theirPage.getByRole("status")).toHaveText("저장했습니다.");
  expect(site.staff.accounts.byEmail(sales)).toMatchObject({ name: "김영업 과장", mailLang: "en" });
  await expectNoViolations(theirPage, "my account: name and mail language saved (ko)");
  // Staff see no staff page.
  await expect(theirPage.getByRole("link", { name: "직원 계정" })).toHaveCount(0);
  expect((await theirPage.goto(`${site.origin}/admin/staff`))!.status()).toBe(403);

  await page.reload();
  const row = card(page, sales);
  await expect(row).toContainText("사용 중");
  await expect(row).toContainText("비밀번호 · 인증 앱 · 남은 복구 코드 10개");
  await expect(row.locator("dd").nth(3)).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);

  // Disable, asked in a dialog that keeps the focus and gives it back on cancel.
  await waitForHydration(page);
  const disable = row.getByRole("button", { name: "사용 중지" });
  await disable.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`${sales} 계정을 사용 중지하시겠습니까?`);
  await expect(dialog.getByRole("button", { name: "취소" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "취소" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(disable).toBeFocused();
  await disable.click();
  await dialog.getByRole("button", { name: "예" }).click();
  await expect(page.getByRole("status")).toContainText(`${sales} 계정을 사용 중지했습니다.`);
  await expect(card(page, sales)).toContainText("사용 중지");

  // Their open session ends on its next request.
  await theirPage.goto(`${site.origin}/admin/account`);
  await expect(theirPage.locator('input[name="email"]')).toBeVisible();

  // Enabled again, they sign in with what they set.
  await card(page, sales).getByRole("button", { name: "다시 사용" }).click();
  await expect(page.getByRole("status")).toContainText(`${sales} 계정을 다시 쓸 수 있습니다.`);
  await expect(card(page, sales)).toContainText("사용 중");
  const actions = site.staff.audit.list({ actor: owner.email }).entries.map((e) => e.action);
  expect(actions).toEqual(expect.arrayContaining(["invited", "disabled", "enabled"]));
  await theirs.close();
  expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});

test("without JavaScript: invite, change a role, reset after a confirmation step (en)", async () => {
  // A browser without script, as plain requests on the server's HTML (decision 019).
  const t = (key: StaffWordKey, vars?: Record<string, string>) => staffWord("en", key, vars);
  const browser = staffBrowser(site, owner.cookies);
  let page = await browser.get("/en/admin/staff");
  const text = () => readableText(page.doc.querySelector("main")!);
  const inviteForm = () => page.doc.querySelector("form.staff-invite")!;
  const invite = async (address: string, role: "staff" | "owner", name = "") => {
    const form = inviteForm();
    const roleBox = labelledControl(form, t(role));
    page = await browser.submit(form, {
      set: {
        [labelledControl(form, t("email")).getAttribute("name")!]: address,
        [labelledControl(form, t("name")).getAttribute("name")!]: name,
        [roleBox.getAttribute("name")!]: roleBox.getAttribute("value")!,
      },
      button: submitButton(form, t("invite")),
    });
    expect(page.status).toBeLessThan(500);
  };
  const buyer = email("assistant");
  await invite(buyer, "staff");
  const issued = page.doc.querySelector('[role="status"].staff-issued')!;
  expect(words(issued.querySelector("h2"))).toBe(t("invited", { email: buyer }));
  const shown = labelledControl(issued, t("linkLabel")).getAttribute("value")!;
  expect(shown).toMatch(/\/admin\/join\/[\w-]{43}$/);
  const link = site.origin + new URL(shown).pathname;
  expect(words(issued.querySelector(".staff-mailed"))).toBe(t("mailed", { email: buyer }));

  // The same e-mail again: refused in words, the address and name kept.
  await invite(buyer, "owner", "Lee Ji-woo");
  expect(text()).toContain(t("error_exists"));
  expect(labelledControl(inviteForm(), t("email")).getAttribute("value")).toBe(buyer);
  expect(labelledControl(inviteForm(), t("name")).getAttribute("value")).toBe("Lee Ji-woo");
  expect(labelledControl(inviteForm(), t("owner")).hasAttribute("checked")).toBe(true);

  // They join (a browser with JavaScript is not needed for that either).
  await joinWithoutScript(site, link);

  page = await browser.get("/en/admin/staff");
  const card = (address: string) =>
    page.doc
      .querySelectorAll(".staff-account")
      .find((c) => words(c.querySelector("h3")).startsWith(address))!;
  const roleForm = card(buyer).querySelector("form.staff-role")!;
  page = await browser.submit(roleForm, {
    set: { [labelledControl(roleForm, t("role")).getAttribute("name")!]: "owner" },
    button: submitButton(roleForm, t("changeRole")),
  });
  expect(words(page.doc.querySelector('main [role="status"]'))).toBe(
    t("roleChanged", { email: buyer, role: t("owner") }),
  );
  expect(site.staff.accounts.byEmail(buyer)!.role).toBe("owner");
  expect(site.staff.audit.list({ action: "role-changed" }).entries[0]).toMatchObject({
    target: buyer,
    detail: "owner",
  });

  // Reset: a confirmation step first, nothing done yet.
  const resetButton = submitButton(card(buyer), t("reset"));
  page = await browser.submit(resetButton.closest("form")!, { button: resetButton });
  const confirmStep = () => page.doc.querySelector(".admin-confirm")!;
  expect(words(confirmStep())).toContain(t("resetQuestion", { email: buyer }));
  expect(site.staff.accounts.byEmail(buyer)!.status).toBe("active");
  const mailsBefore = smtp.inbox.length;
  page = await browser.submit(confirmStep().querySelector("form")!, {
    button: submitButton(confirmStep(), t("confirm")),
  });
  expect(words(page.doc.querySelector(".staff-issued h2"))).toBe(t("resetDone", { email: buyer }));
  // They are an owner now: the new link is not shown to the owner who reset them (who could
  // join as them), only mailed to them.
  expect(text()).not.toContain(t("linkLabel"));
  expect(page.doc.querySelector("#staff-link")).toBeNull();
  expect(words(page.doc.querySelector(".staff-issued"))).toContain(
    t("ownerResetMailed", { email: buyer }),
  );
  const resetMail = smtp.inbox.slice(mailsBefore).find((m) => m.raw.includes(`To: ${buyer}`));
  const mailed = /https?:\/\/\S+\/admin\/join\/[\w-]{43}/.exec(bodyOf(resetMail!.raw))![0];
  expect(page.html).not.toContain(new URL(mailed).pathname);
  const again = site.origin + new URL(mailed).pathname;
  expect(again).not.toBe(link);
  expect(site.staff.accounts.byEmail(buyer)).toMatchObject({
    status: "invited",
    totp: false,
    passkeys: 0,
    recoveryCodes: 0,
  });
  expect(readableText(card(buyer))).toContain(
    `${t("noPassword")} · ${staffWord("en", "codesLeft", { count: 0 })}`,
  );
  // The old link is spent, the new one opens the join page.
  expect((await fetch(link)).status).toBe(404);
  expect((await fetch(again)).status).toBe(200);

  // Disable without JavaScript: asked first, then done.
  page = await browser.get("/en/admin/staff");
  const disableButton = submitButton(card(buyer), t("disable"));
  page = await browser.submit(disableButton.closest("form")!, { button: disableButton });
  expect(words(confirmStep())).toContain(t("disableQuestion", { email: buyer }));
  page = await browser.submit(confirmStep().querySelector("form")!, {
    button: submitButton(confirmStep(), t("confirm")),
  });
  expect(readableText(card(buyer))).toContain(t("status_disabled"));
  // Its invitation ended with it.
  expect((await fetch(again)).status).toBe(404);

  // The owner's own name and mail language: a name too long is refused, nothing typed lost.
  const a = (key: AccountWordKey, vars?: Record<string, string | number>) =>
    accountWord("en", key, vars);
  page = await browser.get("/en/admin/account");
  const profile = () => {
    const name = labelledControl(page.doc, a("name"));
    return { form: name.closest("form")!, name };
  };
  const english = () => labelledControl(profile().form, a("lang_en"));
  page = await browser.submit(profile().form, {
    set: {
      [profile().name.getAttribute("name")!]: "Kim ".repeat(16),
      [english().getAttribute("name")!]: english().getAttribute("value")!,
    },
    button: submitButton(profile().form, a("save")),
  });
  expect(words(page.doc.querySelector("#profile-name-error"))).toBe(a("error_name", { max: 60 }));
  expect(profile().name.getAttribute("aria-invalid")).toBe("true");
  expect(profile().name.getAttribute("value")).toBe("Kim ".repeat(16));
  expect(english().hasAttribute("checked")).toBe(true);
  expect(site.staff.accounts.byEmail(owner.email)).toMatchObject({ mailLang: "ko" });
  page = await browser.submit(profile().form, {
    set: { [profile().name.getAttribute("name")!]: "  Kim   Min-jun, Owner " },
    button: submitButton(profile().form, a("save")),
  });
  expect(words(page.doc.querySelector('main [role="status"]'))).toBe(a("saved"));
  expect(profile().name.getAttribute("value")).toBe("Kim Min-jun, Owner");
  expect(site.staff.audit.list({ action: "profile-changed" }).entries[0]).toMatchObject({
    actor: owner.email,
    target: owner.email,
    detail: "name, language",
  });
  page = await browser.get("/en/admin/staff");
  expect(words(card(owner.email).querySelector("dd"))).toBe("Kim Min-jun, Owner");
  // Invited without a name, they gave theirs when they joined.
  expect(words(card(buyer).querySelector("dd"))).toBe("Test Kim");
});

test("the last owner cannot disable, demote or reset their own account", async ({ page }) => {
  await page.context().addCookies(owner.cookies);
  await page.goto(`${site.origin}/en/admin/staff`);
  const mine = card(page, owner.email);
  await expect(mine).toContainText("(you)");
  await expect(mine.getByRole("button")).toHaveCount(0);
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const me = site.staff.accounts.byEmail(owner.email)!;
  // Only this owner is active: every post that would take the account away is refused.
  expect(site.staff.accounts.activeOwners()).toBe(1);
  const posts: Record<string, string>[] = [
    { intent: "disable", confirmed: "yes" },
    { intent: "reset", confirmed: "yes" },
    { intent: "role", role: "staff" },
  ];
  for (const form of posts) {
    const response = await page.request.post(`${site.origin}/en/admin/staff`, {
      form: { csrf, id: String(me.id), ...form },
      headers: { Origin: site.origin },
    });
    expect(response.status(), form.intent).toBe(400);
    expect(await response.text()).toContain("Your own role, disabling and reset cannot be changed");
  }
  expect(site.staff.accounts.byId(me.id)).toMatchObject({ role: "owner", status: "active" });
  // An address the browser would have stopped: refused in words, as typed.
  const typo = await page.request.post(`${site.origin}/en/admin/staff`, {
    form: { csrf, intent: "invite", email: "sales@@example", role: "staff" },
    headers: { Origin: site.origin },
  });
  expect(typo.status()).toBe(400);
  expect(await typo.text()).toContain("Enter a valid e-mail address.");
  // A malformed target is a refusal in words, not a 500.
  const bad = await page.request.post(`${site.origin}/en/admin/staff`, {
    form: { csrf, id: "x'; DROP", intent: "disable" },
    headers: { Origin: site.origin },
  });
  expect(bad.status()).toBe(400);
});

/** Chromium's virtual authenticator on this page (CDP); returns its id. */
async function authenticator(page: Page, verified: boolean) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: verified,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** An account with password and TOTP that adds a passkey on its account page, then signs out. */
async function withPasskey(page: Page, lang: "ko" | "en") {
  const person = email(`passkey-${lang}`);
  const secret = await account(site, person);
  const prefix = lang === "en" ? "/en" : "";
  await signIn(page, site, person, secret, `${prefix}/admin`);
  await page.goto(`${site.origin}${prefix}/admin/account`);
  await waitForHydration(page);
  await page.getByRole("button", { name: lang === "en" ? "Add a passkey" : "패스키 등록" }).click();
  await expect(page.locator(".admin-list li")).toHaveCount(1);
  // Wait for the sign-out's answer: a navigation started before it lands would cancel it and
  // leave the session signed in.
  const signedOut = page.waitForResponse(
    (r) =>
      r.request().method() === "POST" && /\/sign-out(\.data)?$/.test(new URL(r.url()).pathname),
  );
  await page
    .getByRole("button", { name: lang === "en" ? "Sign out" : "로그아웃", exact: true })
    .click();
  await signedOut;
  return person;
}

test("a passkey that verified its user signs in alone, in one step (en)", async ({
  page,
  consoleErrors,
}) => {
  await noPasskeyPicked(page);
  const { cdp, authenticatorId } = await authenticator(page, true);
  const person = await withPasskey(page, "en");
  await expect(page.locator('input[name="email"]')).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  // Registered as discoverable: the authenticator keeps it with the user's handle.
  expect(credentials[0]).toMatchObject({ isResidentCredential: true });

  await page.goto(`${site.origin}/en/admin/staff`);
  await expect(page).toHaveURL(/\/en\/admin\?next=%2Fen%2Fadmin%2Fstaff/);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  // Straight on, without e-mail, password or a second step; `next` kept (a staff page: 403).
  await page.waitForURL(`${site.origin}/en/admin/staff`);
  await expect(page.locator("h1")).toHaveText("Only owner accounts can see this page.");
  await page.goto(`${site.origin}/en/admin`);
  await expect(page.locator("h1")).toHaveText("Inbox");
  await expect(page.getByText(person).first()).toBeVisible();
  const signIns = site.staff.audit.list({ actor: person, action: "sign-in" }).entries;
  expect(signIns[0]!.detail).toBe("passkey alone");
  expect(consoleErrors.filter((e) => !/status of 403/.test(e))).toEqual([]);
});

test("a passkey picked among the e-mail field's suggestions signs in alone (ko)", async ({
  page,
  consoleErrors,
}) => {
  await authenticator(page, true);
  const person = await withPasskey(page, "ko");
  // Signed out, the sign-in page asks for the field's suggestions (conditional mediation); the
  // virtual authenticator picks the passkey at once, as the person would. No button is pressed.
  await expect(page.locator("h1")).toHaveText("문의함");
  await expect(page.getByText(person).first()).toBeVisible();
  const signIns = site.staff.audit.list({ actor: person, action: "sign-in" }).entries;
  // Newest first: the passkey picked, after the password and code that added it.
  expect(signIns).toHaveLength(2);
  expect(signIns[0]!.detail).toBe("passkey alone");
  expect(consoleErrors).toEqual([]);
});

test("a passkey that did not verify its user is refused, in words (ko)", async ({ page }) => {
  await noPasskeyPicked(page);
  const { cdp, authenticatorId } = await authenticator(page, true);
  const person = await withPasskey(page, "ko");
  // The same passkey, now without its fingerprint, face or PIN.
  await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: false });
  await page.goto(`${site.origin}/admin`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "패스키로 로그인" }).click();
  // Chromium itself refuses when asked for user verification it cannot do.
  await expect(page.getByRole("alert")).toContainText(
    "본인 확인을 하는, 이 사이트에 등록한 패스키만",
  );
  // A browser that asks for less (the options altered on the way) gets an answer without user
  // verification: the server refuses it and says why.
  await page.route("**/admin/passkey", async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { options?: { userVerification?: string } };
    if (answer.options) answer.options.userVerification = "discouraged";
    await route.fulfill({ response, json: answer });
  });
  await page.getByRole("button", { name: "패스키로 로그인" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "이 패스키는 지문, 얼굴 또는 PIN으로 본인 확인을 하지 않아 혼자서는 로그인할 수 없습니다.",
  );
  expect(
    site.staff.audit.list({ actor: person, action: "sign-in-failed" }).entries[0],
  ).toMatchObject({ detail: "passkey alone: unverified" });
  await expect(page.locator('input[name="email"]')).toBeVisible();
  expect(site.staff.audit.list({ actor: person, action: "sign-in" }).total).toBe(1);
  // Password plus the second factor still work for the same person.
  await expect(page.getByRole("button", { name: "패스키로 로그인" })).toBeEnabled();
});

test("without JavaScript the sign-in page says passkeys need it, and shows no button", async ({
  browser,
}) => {
  const context: BrowserContext = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, words, button] of [
    ["/admin", "패스키로 로그인하려면 자바스크립트가 필요합니다.", "패스키로 로그인"],
    ["/en/admin", "Signing in with a passkey needs JavaScript.", "Sign in with a passkey"],
  ] as const) {
    await page.goto(site.origin + path);
    await expect(page.getByText(words)).toBeVisible();
    await expect(page.getByRole("button", { name: button })).toHaveCount(0);
  }
  await context.close();
});
