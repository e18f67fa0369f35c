import { test, expect, expectNoViolations, waitForHydration } from "./support";
import { signedInAccount, startAdminSite, type AdminSite } from "./admin-support";

/*
 * An owner cannot take over another owner (issue 41): an owner's reset link goes only by mail
 * to that owner, so without a mail server the reset is refused, in words, and nothing is
 * removed. (With a mail server: admin-staff.spec.ts.) A staff account's reset still shows its
 * link, as before.
 */

test.describe.configure({ mode: "default", timeout: 120_000 });

let site: AdminSite;
test.beforeAll(async () => {
  site = await startAdminSite();
});
test.afterAll(async () => {
  await site.close();
});

test("without mail, resetting another owner is refused and changes nothing (ko, en)", async ({
  browser,
}) => {
  const first = await signedInAccount(site, "first-owner", "owner");
  const second = await signedInAccount(site, "second-owner", "owner");
  const clerk = await signedInAccount(site, "clerk", "staff");
  const context = await browser.newContext();
  await context.addCookies(first.cookies);
  const page = await context.newPage();
  await page.goto(`${site.origin}/admin/staff`);
  await waitForHydration(page);
  const card = (address: string) =>
    page.locator(".staff-account", { has: page.getByRole("heading", { name: address }) });

  await card(second.email).getByRole("button", { name: "초기화" }).click();
  await page.getByRole("button", { name: "예" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "소유자이거나 소유자였던 계정은 초기화 링크를 그 사람에게 메일로만 보냅니다.",
  );
  await expect(page.getByLabel("가입 링크 (24시간 유효)")).toHaveCount(0);
  await expectNoViolations(page, "staff page: owner reset refused");
  expect(site.staff.accounts.byEmail(second.email)).toMatchObject({
    status: "active",
    totp: true,
  });
  expect(site.staff.audit.list({ action: "reset" }).entries).toEqual([]);

  // Without JavaScript, in English: the same refusal after the confirmation step.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await plain.addCookies(first.cookies);
  const noJs = await plain.newPage();
  await noJs.goto(`${site.origin}/en/admin/staff`);
  const plainCard = noJs.locator(".staff-account", {
    has: noJs.getByRole("heading", { name: second.email }),
  });
  await plainCard.getByRole("button", { name: "Reset" }).click();
  await noJs.getByRole("button", { name: "Yes" }).click();
  await expect(
    noJs.getByText("An account that is or was an owner gets its reset link only by mail"),
  ).toBeVisible();
  expect(site.staff.accounts.byEmail(second.email)!.status).toBe("active");

  // Made staff first, the account is still reset by mail only: no detour to its link.
  await plainCard.getByLabel("Role").selectOption("staff");
  await plainCard.getByRole("button", { name: "Change role" }).click();
  await expect(noJs.getByRole("status")).toHaveText(`${second.email} is now Staff.`);
  await plainCard.getByRole("button", { name: "Reset" }).click();
  await noJs.getByRole("button", { name: "Yes" }).click();
  await expect(
    noJs.getByText("An account that is or was an owner gets its reset link only by mail"),
  ).toBeVisible();
  await expect(noJs.getByLabel("Join link (valid 24 hours)")).toHaveCount(0);
  expect(site.staff.accounts.byEmail(second.email)!.status).toBe("active");

  // A staff account's reset still shows its link to the owner, who passes it on.
  const clerkCard = noJs.locator(".staff-account", {
    has: noJs.getByRole("heading", { name: clerk.email }),
  });
  await clerkCard.getByRole("button", { name: "Reset" }).click();
  await noJs.getByRole("button", { name: "Yes" }).click();
  await expect(noJs.getByLabel("Join link (valid 24 hours)")).toHaveValue(/\/admin\/join\//);
  expect(site.staff.accounts.byEmail(clerk.email)!.status).toBe("invited");
  await plain.close();
  await context.close();
});
