import type { Page } from "@playwright/test";
import {
  inviteLink,
  labelledControl,
  noPasskeyPicked,
  PASSWORD,
  staffBrowser,
  startAdminSite,
  submitButton,
  type AdminSite,
} from "./admin-support";
import { named, readableText, words } from "./html-support";
import { isolatedTest as test, expect, expectNoViolations, waitForHydration } from "./support";

/*
 * Joining with a passkey alone (Chromium's virtual authenticator, verifying its user): the first
 * owner, invited by the command without a name, is asked for one before anything else; then
 * joins with a passkey and no password, gets ten recovery codes like every join, signs out and
 * back in with the passkey alone, and their reply is signed with the name, not the e-mail
 * address. A staff member the owner invited with a name joins with a passkey alone too, and may
 * set a password later on My account (the password rules as ever). Without the passkey, a code
 * signs in once and a new passkey or a password is asked for; the only owner's home warns
 * while one lost device would leave only the server's shell (issue 46).
 */
// Several contexts, passkey ceremonies and axe runs each, on a shared 2-core machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let site: AdminSite;
let serial = 0;
const email = (name: string) => `${name}-${process.pid}-${++serial}@example.com`;

test.beforeAll(async () => {
  site = await startAdminSite();
});
test.afterAll(async () => {
  await site?.close();
});

const LOCKOUT_KO = "로그인 방법을 하나 더 마련하십시오";

/** A virtual authenticator with a screen lock: its passkeys verify their user. */
async function authenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test("the first owner gives a name, joins with a passkey alone and signs with the name (ko)", async ({
  page,
  consoleErrors,
}) => {
  await noPasskeyPicked(page);
  const { cdp, authenticatorId } = await authenticator(page);
  const owner = email("owner");
  const name = "김한빛 대표";
  const link = await inviteLink(site, owner, "owner");
  await page.goto(link);
  await expect(page.locator("h1")).toHaveText("계정 만들기");
  // The name comes first; nothing else is asked on this step, and the page says so.
  await expect(page.locator("#join-title + p")).toHaveText(
    `${owner} 계정을 만듭니다. 먼저 이름을 알려 주십시오.`,
  );
  const field = page.getByLabel("이름", { exact: true });
  await expect(field).toBeVisible();
  await expect(page.locator('input[name="password"]')).toHaveCount(0);
  await expectNoViolations(page, "join: name");
  await field.fill("   ");
  await page.getByRole("button", { name: "계속" }).click();
  await expect(page.getByRole("alert")).toContainText("이름을 60자 이내로");
  await page.getByLabel("이름", { exact: true }).fill(name);
  await page.getByRole("button", { name: "계속" }).click();

  // A passkey alone, or a password with a second factor.
  await expect(page.getByRole("heading", { name: "패스키로 만들기 (권장)" })).toBeVisible();
  await expect(page.locator("#join-title + p")).toHaveText(
    `${owner} 계정의 로그인 방법을 설정하십시오.`,
  );
  await expect(page.locator('input[name="password"]')).toHaveCount(1);
  await waitForHydration(page);
  await expectNoViolations(page, "join: passkey or password");
  // The password way stands apart: its heading does not touch the passkey button above it.
  const button = await page.getByRole("button", { name: "패스키로 계정 만들기" }).boundingBox();
  const other = await page
    .getByRole("heading", { name: "비밀번호와 2단계 인증으로 만들기" })
    .boundingBox();
  expect(other!.y - (button!.y + button!.height)).toBeGreaterThanOrEqual(16);
  await page.getByRole("button", { name: "패스키로 계정 만들기" }).click();
  // A passkey alone ends on ten recovery codes too, shown this once: a lost phone is not the end.
  await expect(page.locator(".admin-codes li")).toHaveCount(10);
  await expectNoViolations(page, "join: recovery codes after a passkey alone");
  await page.getByRole("link", { name: "계속" }).click();
  await page.waitForURL(`${site.origin}/admin`);
  await expect(page.locator("h1")).toHaveText("문의함");
  // With codes in hand the only owner is not warned.
  await expect(page.getByRole("region", { name: LOCKOUT_KO })).toHaveCount(0);
  const joined = site.staff.accounts.byEmail(owner)!;
  expect(joined).toMatchObject({
    status: "active",
    role: "owner",
    name,
    passkeys: 1,
    totp: false,
    recoveryCodes: 10,
  });
  expect(site.staff.accounts.passwordHash(joined.id)).toBeUndefined();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials[0]).toMatchObject({ isResidentCredential: true });
  expect(
    site.staff.audit.list({ actor: owner, action: "joined" }).entries.map((e) => e.detail),
  ).toEqual(["passkey alone"]);

  // Signed out, the passkey alone signs in again.
  await waitForHydration(page);
  await page.getByRole("button", { name: "로그아웃", exact: true }).click();
  await expect(page.locator('input[name="email"]')).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "패스키로 로그인" }).click();
  await page.waitForURL(`${site.origin}/admin`);
  await expect(page.locator("h1")).toHaveText("문의함");
  const signIns = site.staff.audit.list({ actor: owner, action: "sign-in" }).entries;
  expect(signIns.map((e) => e.detail)).toEqual(["passkey alone", "join"]);

  // Their reply is signed with the name they gave.
  const stored = site.inquiryStore.add(
    {
      lang: "ko",
      companyName: "한빛산업",
      name: "김민준",
      phone: "02-1234-5678",
      email: "buyer@example.com",
      inquiry: "견적 부탁드립니다.",
      noticeVersion: "2026-11-22",
    },
    "off",
  );
  await page.goto(`${site.origin}/admin/inquiries/${stored.ref}`);
  const template = await page.locator("#reply-body").inputValue();
  expect(template).toContain(`\n담당: ${name}\n`);
  expect(template).not.toContain(owner);
  expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});

test("staff invited with a name join with a passkey alone, then set a password (en)", async ({
  page,
  consoleErrors,
}) => {
  await noPasskeyPicked(page);
  await authenticator(page);
  // As the owner's staff page invites: with the name that signs the replies.
  const person = email("staff");
  const { token } = site.staff.accounts.invite(person, "staff", "Jane Park");
  await page.goto(`${site.origin}/en/admin/join/${token}`);
  await expect(page.getByLabel("Your name", { exact: true })).toHaveCount(0);
  await waitForHydration(page);
  await expectNoViolations(page, "join: passkey or password (en)");
  await page.getByRole("button", { name: "Create the account with a passkey" }).click();
  await expect(page.locator(".admin-codes li")).toHaveCount(10);
  await page.getByRole("link", { name: "Continue" }).click();
  await page.waitForURL(`${site.origin}/en/admin`);
  await expect(page.locator("h1")).toHaveText("Inbox");
  expect(site.staff.accounts.byEmail(person)).toMatchObject({
    status: "active",
    name: "Jane Park",
    passkeys: 1,
  });

  // A password later, without a current one to give; the rules as ever.
  await page.goto(`${site.origin}/en/admin/account`);
  await expect(page.getByRole("heading", { name: "Set a password" })).toBeVisible();
  await expect(page.locator('input[name="current"]')).toHaveCount(0);
  await expectNoViolations(page, "account without a password (en)");
  const section = page.locator("section").filter({ has: page.locator('input[name="again"]') });
  await expect(section.locator('input[name="password"]')).toHaveAttribute("minlength", "12");
  await section.locator('input[name="password"]').fill("password1234");
  await section.locator('input[name="again"]').fill("password1234");
  await section.getByRole("button", { name: "Set a password" }).click();
  await expect(page.getByRole("alert")).toContainText("too common");
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="again"]').fill(PASSWORD);
  await page.getByRole("button", { name: "Set a password" }).click();
  await expect(page.getByText("Password set.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
  const account = site.staff.accounts.byEmail(person)!;
  expect(site.staff.accounts.passwordHash(account.id)).toBeDefined();
  expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});

/** Joins from `token` with a passkey alone on `page` (its authenticator set); returns the codes. */
async function joinAlone(page: Page, origin: string, token: string) {
  await page.goto(`${origin}/admin/join/${token}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "패스키로 계정 만들기" }).click();
  await expect(page.locator(".admin-codes li")).toHaveCount(10);
  return page.locator(".admin-codes code").allTextContents();
}

test("without its passkey, a code signs in once, then a new passkey or a password is asked for", async ({
  page,
  browser,
  consoleErrors,
}) => {
  await noPasskeyPicked(page);
  await authenticator(page);
  const person = email("lost");
  const { token } = site.staff.accounts.invite(person, "staff", "이민수 대리");
  const codes = await joinAlone(page, site.origin, token);
  const left = () => site.staff.accounts.byEmail(person)!.recoveryCodes;

  // The phone is lost: another browser without the passkey, by keyboard from the sign-in page.
  const lost = await browser.newContext();
  try {
    const other = await lost.newPage();
    await other.goto(`${site.origin}/admin`);
    await other
      .getByRole("link", { name: "패스키를 잃어버리셨습니까? 복구 코드로 로그인" })
      .click();
    await expect(other.locator("h1")).toHaveText("복구 코드로 로그인");
    await expectNoViolations(other, "recovery sign-in");
    await other.getByLabel("이메일", { exact: true }).fill(person);
    await other.keyboard.press("Tab");
    await other.keyboard.type(codes[0]!);
    await other.keyboard.press("Enter");
    await other.waitForURL(`${site.origin}/admin/account?recovered=1`);
    const asked = other.getByRole("region", { name: "복구 코드로 로그인했습니다" });
    await expect(asked).toContainText("남은 복구 코드는 9개입니다.");
    await expect(asked.getByRole("link", { name: "비밀번호 설정하기" })).toBeVisible();
    await waitForHydration(other);
    await expect(asked.getByRole("button", { name: "이 기기에 새 패스키 등록" })).toBeVisible();
    await expectNoViolations(other, "account after a recovery code");

    // The same code a second time: refused, and nothing more spent.
    await other.getByRole("button", { name: "로그아웃", exact: true }).click();
    await expect(other.locator('input[name="email"]')).toBeVisible();
    await other.goto(`${site.origin}/admin/sign-in/recovery`);
    await other.getByLabel("이메일", { exact: true }).fill(person);
    await other.getByLabel("복구 코드", { exact: true }).fill(codes[0]!);
    await other.getByRole("button", { name: "로그인", exact: true }).click();
    await expect(other.getByRole("alert")).toContainText("이메일 또는 복구 코드가 맞지 않거나");
    await expect(other.locator("h1")).toHaveText("복구 코드로 로그인");
    expect(left()).toBe(9);
  } finally {
    await lost.close();
  }

  // A new phone: the next code, then a passkey on it from the page that asks; it signs in alone.
  const phone = await browser.newContext();
  try {
    const next = await phone.newPage();
    await noPasskeyPicked(next);
    await authenticator(next);
    await next.goto(`${site.origin}/admin/sign-in/recovery`);
    await next.getByLabel("이메일", { exact: true }).fill(person);
    await next.getByLabel("복구 코드", { exact: true }).fill(codes[1]!);
    await next.getByRole("button", { name: "로그인", exact: true }).click();
    await next.waitForURL(`${site.origin}/admin/account?recovered=1`);
    await waitForHydration(next);
    await next.getByRole("button", { name: "이 기기에 새 패스키 등록" }).click();
    await next.waitForURL(`${site.origin}/admin/account`);
    await expect(next.locator(".admin-list li")).toHaveCount(2);
    await expect(next.getByRole("region", { name: "복구 코드로 로그인했습니다" })).toHaveCount(0);
    await next.getByRole("button", { name: "로그아웃", exact: true }).click();
    await waitForHydration(next);
    await next.getByRole("button", { name: "패스키로 로그인" }).click();
    await next.waitForURL(`${site.origin}/admin`);
    await expect(next.locator("h1")).toHaveText("문의함");
  } finally {
    await phone.close();
  }

  // Without JavaScript (en): a third code, then a password from the same page, as plain
  // requests on the server's HTML (decision 019).
  const plain = staffBrowser(site, []);
  let form = await plain.get("/en/admin");
  const recoveryLink = form.doc
    .querySelectorAll("a")
    .find((a) => words(a) === "Lost your passkey? Sign in with a recovery code")!;
  form = await plain.get(recoveryLink.getAttribute("href")!);
  const signIn = labelledControl(form.doc, "Recovery code").closest("form")!;
  form = await plain.submit(signIn, {
    set: {
      [labelledControl(signIn, "E-mail").getAttribute("name")!]: person,
      [labelledControl(signIn, "Recovery code").getAttribute("name")!]: codes[2]!.toUpperCase(),
    },
    button: submitButton(signIn, "Sign in"),
  });
  expect(form.url.pathname + form.url.search).toBe("/en/admin/account?recovered=1");
  const asked = () => named(form.doc, "section", "You signed in with a recovery code")[0]!;
  expect(readableText(asked())).toContain("Recovery codes left: 7.");
  expect(readableText(asked())).toContain("Adding a passkey needs JavaScript.");
  const setPassword = asked()
    .querySelectorAll("a")
    .find((a) => words(a) === "Set a password")!;
  expect(setPassword.getAttribute("href")).toMatch(/#password-title$/);
  const section = form.doc
    .querySelectorAll("section")
    .find((el) => el.querySelector('input[name="again"]'))!;
  form = await plain.submit(section.querySelector("form")!, {
    set: { password: PASSWORD, again: PASSWORD },
    button: submitButton(section, "Set a password"),
  });
  expect(readableText(form.doc.querySelector("main")!)).toContain("Password set.");
  // A password wants a second factor that needs no JavaScript either: offered next.
  expect(asked().querySelectorAll("a").map(words)).toContain("Set up an authenticator app");
  const account = site.staff.accounts.byEmail(person)!;
  expect(site.staff.accounts.passwordHash(account.id)).toBeDefined();
  const used = site.staff.audit.list({ actor: person, action: "sign-in" }).entries;
  expect(used.map((e) => e.detail)).toEqual([
    "recovery-code",
    "passkey alone",
    "recovery-code",
    "recovery-code",
    "join",
  ]);
  expect(consoleErrors).toEqual([]);
});

test("the only owner's home warns while one lost device would lock them out (ko, en)", async ({
  page,
  consoleErrors,
}) => {
  // A site of its own: this owner is its only one.
  const lone = await startAdminSite();
  try {
    await noPasskeyPicked(page);
    await authenticator(page);
    const owner = email("lone");
    const { account, token } = lone.staff.accounts.invite(owner, "owner", "박한빛 대표");
    const codes = await joinAlone(page, lone.origin, token);
    await page.getByRole("link", { name: "계속" }).click();
    await expect(page.locator("h1")).toHaveText("문의함");
    const warning = page.getByRole("region", { name: LOCKOUT_KO });
    await expect(warning).toHaveCount(0);

    // Every code used (or an owner who joined before every join gave codes): one passkey left.
    for (const code of codes) expect(lone.staff.recoveryCodes.use(account.id, code)).toBe(true);
    await page.reload();
    await expect(warning).toContainText("그 기기를 잃어버리면 서버 담당자가");
    await expectNoViolations(page, "home: lockout warning");
    await page.goto(`${lone.origin}/en/admin`);
    await expect(page.getByRole("region", { name: "Add a second way to sign in" })).toContainText(
      "only owner account",
    );
    await expectNoViolations(page, "home: lockout warning (en)");

    // Its link leads to the codes; new ones end the warning.
    await page.goto(`${lone.origin}/admin`);
    await warning.getByRole("link", { name: "새 복구 코드 만들기" }).click();
    await page.waitForURL(`${lone.origin}/admin/account#codes-title`);
    await page.getByRole("button", { name: "새 복구 코드 만들기" }).click();
    await expect(page.locator(".admin-codes li")).toHaveCount(10);
    await page.goto(`${lone.origin}/admin`);
    await expect(page.locator("h1")).toHaveText("문의함");
    await expect(warning).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  } finally {
    await lone.close();
  }
});
