import type { Browser, Page } from "@playwright/test";
import { NOTICE_VERSION } from "../../app/content/privacy";
import { isolatedTest as test, expect, expectNoViolations } from "./support";
import { account, signedInCookies, startAdminSite, type AdminSite } from "./admin-support";

/*
 * Response times in Seoul business hours, driven on the clock of the test site: an inquiry
 * received on Friday 5 February 2027, before Seollal (Saturday to Monday) and its substitute
 * holiday (Tuesday the 9th), is not overdue over the holidays, becomes overdue on Wednesday at
 * 10:00 (nine business hours after receipt), shows in the overdue tab with its count, and once
 * answered shows its first-response time in business hours. Both languages; the filter is a
 * plain link, so the last steps run without JavaScript.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

let site: AdminSite;
let email: string;
let secret: string;
let ref: string;

test.beforeAll(async () => {
  site = await startAdminSite();
  email = `owner-${process.pid}@example.com`;
  secret = await account(site, email, "owner");
  // Friday 5 February 2027, 10:00 in Seoul.
  ref = site.store.add(
    {
      lang: "ko",
      companyName: "한빛정밀 주식회사",
      name: "이서연",
      phone: "02-555-0199",
      email: "buyer@hanbit-precision.example",
      inquiry: "버터플라이 밸브 DN150 견적 부탁드립니다.",
      noticeVersion: NOTICE_VERSION,
    },
    "off",
    new Date("2027-02-05T10:00:00+09:00"),
  ).ref;
});
test.afterAll(async () => {
  await site?.close();
});

/** Moves the clock, then a page signed in at that moment (a session ends after 12 hours). */
async function pageAt(browser: Browser, at: string, javaScriptEnabled = true): Promise<Page> {
  site.setClock(at);
  const cookies = await signedInCookies(browser, site, email, secret);
  const context = await browser.newContext({ javaScriptEnabled });
  await context.addCookies(cookies);
  return context.newPage();
}

const row = (page: Page) => page.locator("tbody tr", { hasText: ref });
const overdueTab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: /상태별 문의|Inquiries by status/ }).getByRole("link", {
    name: new RegExp(`^${name} \\(\\d+\\)$`),
  });

test("over Seollal and its substitute holiday the Friday inquiry is not overdue (ko)", async ({
  browser,
}) => {
  // Tuesday 9 February, the substitute holiday, late: 8 business hours have passed (Friday).
  const page = await pageAt(browser, "2027-02-09T23:00:00+09:00");
  try {
    await page.goto(`${site.origin}/admin`);
    await expect(row(page)).toBeVisible();
    await expect(row(page).getByText("기한 초과")).toHaveCount(0);
    await expect(overdueTab(page, "기한 초과")).toHaveText("기한 초과 (0)");
    await page.goto(`${site.origin}/admin/inquiries/${ref}`);
    await expect(page.locator(".inquiry-response")).toHaveText(
      "첫 응답: 아직 없음 · 응답 기한 2027-02-10 10:00",
    );
  } finally {
    await page.context().close();
  }
});

test("on the next business day at 10:00 it is overdue, in the tab with its count (en, ko)", async ({
  browser,
}) => {
  // Wednesday 10 February 09:59: still a minute to go.
  let page = await pageAt(browser, "2027-02-10T09:59:00+09:00");
  try {
    await page.goto(`${site.origin}/en/admin`);
    await expect(overdueTab(page, "Overdue")).toHaveText("Overdue (0)");
  } finally {
    await page.context().close();
  }
  page = await pageAt(browser, "2027-02-10T10:30:00+09:00");
  try {
    await page.goto(`${site.origin}/en/admin`);
    await expect(row(page).getByText("Overdue", { exact: true })).toBeVisible();
    await overdueTab(page, "Overdue").click();
    await expect(page).toHaveURL(/[?&]overdue=1/);
    await expect(overdueTab(page, "Overdue")).toHaveText("Overdue (1)");
    await expect(overdueTab(page, "Overdue")).toHaveAttribute("aria-current", "page");
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await expect(row(page)).toBeVisible();
    await expectNoViolations(page, "inbox, overdue tab (en)");

    await page.goto(`${site.origin}/admin?overdue=1`);
    await expect(overdueTab(page, "기한 초과")).toHaveText("기한 초과 (1)");
    await expect(row(page).locator(".inbox-badge-overdue")).toHaveText("기한 초과");
    await expect(page.locator(".inbox-rule")).toContainText("업무 시간은 평일 09:00~18:00");
    await expectNoViolations(page, "inbox, overdue tab (ko)");
    await page.goto(`${site.origin}/admin/inquiries/${ref}`);
    await expect(page.locator(".inquiry-response")).toHaveText(
      "첫 응답: 기한 초과 응답 기한 2027-02-10 10:00이(가) 지났습니다",
    );
  } finally {
    await page.context().close();
  }
});

test("answered by phone at 11:00, it leaves the tab and shows 10 business hours (no JS, en and ko)", async ({
  browser,
}) => {
  const page = await pageAt(browser, "2027-02-10T11:00:00+09:00", false);
  try {
    await page.goto(`${site.origin}/en/admin/inquiries/${ref}?overdue=1`);
    await page.getByLabel("Status", { exact: true }).selectOption("answered");
    await page.locator("form:has(select[name=status]) button").click();
    await expect(page.getByText("Saved.")).toBeVisible();
    // Friday 10:00-18:00 and Wednesday 09:00-11:00: ten business hours.
    await expect(page.locator(".inquiry-response")).toHaveText(
      "First response: 10 h 0 min in business hours (answered 2027-02-10 11:00)",
    );
    await page.goto(`${site.origin}/en/admin?overdue=1`);
    await expect(overdueTab(page, "Overdue")).toHaveText("Overdue (0)");
    await expect(page.locator("tbody tr")).toHaveCount(0);
    await page.goto(`${site.origin}/admin`);
    await expect(row(page).locator(".inbox-response")).toHaveText("첫 응답: 10시간 0분");
  } finally {
    await page.context().close();
  }
});
