import type { Page } from "@playwright/test";
import {
  inviteLink,
  noPasskeyPicked,
  PASSWORD,
  startAdminSite,
  type AdminSite,
} from "./admin-support";
import { isolatedTest as test, expect, expectNoViolations, waitForHydration } from "./support";

/*
 * Joining with a passkey alone (Chromium's virtual authenticator, verifying its user): the first
 * owner, invited by the command without a name, is asked for one before anything else; then
 * joins with a passkey and no password, signs out and back in with the passkey alone, and their
 * reply is signed with the name, not the e-mail address. A staff member the owner invited with
 * a name joins with a passkey alone too, and may set a password later on My account (the
 * password rules as ever).
 */
test.describe.configure({ mode: "serial", timeout: 60_000 });

let site: AdminSite;
let serial = 0;
const email = (name: string) => `${name}-${process.pid}-${++serial}@example.com`;

test.beforeAll(async () => {
  site = await startAdminSite();
});
test.afterAll(async () => {
  await site?.close();
});

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
    `${owner} 계정을 만듭니다. 먼저 이름을 알려 주세요.`,
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
    `${owner} 계정의 로그인 방법을 설정하세요.`,
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
  await page.waitForURL(`${site.origin}/admin`);
  await expect(page.locator("h1")).toHaveText("문의함");
  const joined = site.staff.accounts.byEmail(owner)!;
  expect(joined).toMatchObject({ status: "active", role: "owner", name, passkeys: 1, totp: false });
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
