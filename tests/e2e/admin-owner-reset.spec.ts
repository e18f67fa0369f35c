import { test, expect, expectNoViolations, waitForHydration } from "./support";
import {
  labelledControl,
  signedInAccount,
  staffBrowser,
  startAdminSite,
  submitButton,
  type AdminSite,
} from "./admin-support";
import { readableText, words } from "./html-support";

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

  // Without JavaScript, in English: the same refusal after the confirmation step, as plain
  // requests on the server's HTML (decision 019).
  const plain = staffBrowser(site, first.cookies);
  let noJs = await plain.get("/en/admin/staff");
  const text = () => readableText(noJs.doc.querySelector("main")!);
  const plainCard = (address: string) =>
    noJs.doc
      .querySelectorAll(".staff-account")
      .find((c) => words(c.querySelector("h3")).startsWith(address))!;
  /** Presses Reset on `address`'s card, then Yes on the confirmation step. */
  const reset = async (address: string) => {
    const button = submitButton(plainCard(address), "Reset");
    noJs = await plain.submit(button.closest("form")!, { button });
    const step = noJs.doc.querySelector(".admin-confirm")!;
    noJs = await plain.submit(step.querySelector("form")!, { button: submitButton(step, "Yes") });
  };
  const refusal = "An account that is or was an owner gets its reset link only by mail";
  await reset(second.email);
  expect(text()).toContain(refusal);
  expect(site.staff.accounts.byEmail(second.email)!.status).toBe("active");

  // Made staff first, the account is still reset by mail only: no detour to its link.
  const roleForm = plainCard(second.email).querySelector("form.staff-role")!;
  noJs = await plain.submit(roleForm, {
    set: { [labelledControl(roleForm, "Role").getAttribute("name")!]: "staff" },
    button: submitButton(roleForm, "Change role"),
  });
  expect(words(noJs.doc.querySelector('main [role="status"]'))).toBe(
    `${second.email} is now Staff.`,
  );
  await reset(second.email);
  expect(text()).toContain(refusal);
  expect(text()).not.toContain("Join link (valid 24 hours)");
  expect(site.staff.accounts.byEmail(second.email)!.status).toBe("active");

  // A staff account's reset still shows its link to the owner, who passes it on.
  await reset(clerk.email);
  expect(labelledControl(noJs.doc, "Join link (valid 24 hours)").getAttribute("value")).toMatch(
    /\/admin\/join\//,
  );
  expect(site.staff.accounts.byEmail(clerk.email)!.status).toBe("invited");
  await context.close();
});
