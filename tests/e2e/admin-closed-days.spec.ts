import type { Browser, Page } from "@playwright/test";
import { noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import { test, expect, expectNoViolations } from "./support";
import {
  account,
  signedInCookies,
  staffBrowser,
  startAdminSite,
  type AdminSite,
} from "./admin-support";
import { readableText, words } from "./html-support";

/*
 * The company's closed days, as an owner sets them in the browser without JavaScript: an
 * inquiry received on Friday 30 July 2027 is due Monday 2 August 10:00; a bad form keeps what
 * was typed and names the field; once Monday is added as the company's foundation day the same
 * inquiry is due Tuesday and the numbers page's first response leaves Monday out; each change is
 * in the audit log, and removing the day gives Monday back. A staff-role account sees the days
 * but no form, and its post is refused. In December the launch checklist asks for next year's
 * list until the owner confirms it. Both languages, axe-clean, 375 px wide; the English flows
 * as plain requests on the server's HTML.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

let site: AdminSite;
let owner: { email: string };
let staff: { email: string };
let ref: string;

test.beforeAll(async () => {
  site = await startAdminSite();
  owner = { email: `owner-${process.pid}@example.com` };
  await account(site, owner.email, "owner");
  staff = { email: `staff-${process.pid}@example.com` };
  await account(site, staff.email, "staff");
  ref = site.inquiryStore.add(
    {
      lang: "ko",
      companyName: "대성플랜트",
      name: "박지훈",
      phone: "031-555-0142",
      email: "buyer@daesung-plant.example",
      inquiry: "전동 액추에이터 납기 문의드립니다.",
      noticeVersion: noticeVersion(seoulToday()),
    },
    "off",
    new Date("2027-07-30T10:00:00+09:00"),
  ).ref;
});
test.afterAll(async () => {
  await site?.close();
});

/** A page at a moment, signed in as `who`, 375 px wide, with or without JavaScript. */
async function pageAt(
  browser: Browser,
  at: string,
  who: { email: string },
  javaScriptEnabled = false,
): Promise<Page> {
  site.setClock(at);
  const cookies = signedInCookies(site, who.email);
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: { width: 375, height: 800 },
  });
  await context.addCookies(cookies);
  return context.newPage();
}

async function expectNarrow(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, what).toBeLessThanOrEqual(widths.inner);
}

const due = (page: Page) => page.locator(".inquiry-response");

test("an owner adds the foundation day: the inquiry's due time moves (ko, no JS)", async ({
  browser,
}) => {
  const page = await pageAt(browser, "2027-07-30T12:00:00+09:00", owner);
  try {
    await page.goto(`${site.origin}/admin/inquiries/${ref}`);
    await expect(due(page)).toContainText("응답 기한 2027-08-02 10:00");

    // From the settings area's link.
    await page.goto(`${site.origin}/admin/settings/mail`);
    await page.getByRole("link", { name: /^휴무일/ }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/closed-days$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("휴무일");
    await expect(page.getByText("2027년 목록은 아직 확정되지 않았습니다.")).toBeVisible();

    // A name of spaces only: the field says so, and the date typed stays.
    await page.getByLabel("날짜").fill("2027-08-02");
    await page.getByLabel("이름").fill("   ");
    await page.getByRole("button", { name: "휴무일 추가" }).click();
    await expect(page.getByRole("alert")).toHaveText("입력한 내용을 확인해 주십시오.");
    await expect(page.locator("#closed-name-error")).toHaveText(
      "이름을 60자 이내로 넣어 주십시오.",
    );
    await expect(page.getByLabel("날짜")).toHaveValue("2027-08-02");

    await page.getByLabel("이름").fill("창립기념일");
    await page.getByRole("button", { name: "휴무일 추가" }).click();
    await expect(page.getByRole("status")).toHaveText("2027-08-02 휴무일을 넣었습니다.");
    await expect(page.locator(".closed-days").first()).toContainText("2027-08-02 창립기념일");
    // The same day twice: refused in words.
    await page.getByLabel("날짜").fill("2027-08-02");
    await page.getByLabel("이름").fill("여름 휴가");
    await page.getByRole("button", { name: "휴무일 추가" }).click();
    await expect(page.locator("#closed-day-error")).toHaveText(
      "이미 휴무일로 들어 있는 날짜입니다.",
    );

    await page.goto(`${site.origin}/admin/inquiries/${ref}`);
    await expect(due(page)).toContainText("응답 기한 2027-08-03 10:00");
    // Answered Tuesday 10:00: the numbers page (the pages' own bundle) counts Friday's eight
    // hours and Tuesday's one, not the closed Monday.
    const { revision } = site.inbox.detail(ref)!;
    const answered = new Date("2027-08-03T10:00:00+09:00");
    expect(site.inbox.setStatus(ref, "answered", revision, owner.email, answered)).toBeTruthy();
    await page.goto(`${site.origin}/admin/numbers`);
    await expect(page.locator(".numbers-facts dd").first()).toHaveText("9시간 0분");
    const { entries } = site.staff.audit.list({ action: "closed-day-added" });
    expect(entries).toMatchObject([
      { actor: owner.email, target: "2027-08-02", detail: "창립기념일" },
    ]);
  } finally {
    await page.context().close();
  }
});

test("the page is axe-clean and fits 375 px, with data and with an error (ko, en)", async ({
  browser,
}) => {
  const page = await pageAt(browser, "2027-07-30T12:15:00+09:00", owner, true);
  try {
    await page.goto(`${site.origin}/admin/settings/closed-days`);
    await expect(page.locator(".closed-days").first()).toContainText("2027-08-02 창립기념일");
    await expectNoViolations(page, "closed days (ko)");
    await expectNarrow(page, "closed days (ko)");
    // The year's holidays heading keeps a gap under the hint above it (it touched it).
    const hint = await page.locator(".closed-year .admin-hint").first().boundingBox();
    const heading = await page.locator(".closed-year h3").first().boundingBox();
    expect(heading!.y - (hint!.y + hint!.height)).toBeGreaterThanOrEqual(12);
    await page.getByLabel("날짜").fill("2027-08-16");
    await page.getByLabel("이름").fill("   ");
    await page.getByRole("button", { name: "휴무일 추가" }).click();
    await expect(page.locator("#closed-name-error")).toBeVisible();
    await expectNoViolations(page, "closed days with an error (ko)");
    await expectNarrow(page, "closed days with an error (ko)");
    // Corrected and added, the form is empty again, ready for the next day (with JavaScript
    // the page is not reloaded; what was typed stayed and read as not added).
    await page.getByLabel("이름").fill("임시공휴일");
    await page.getByRole("button", { name: "휴무일 추가" }).click();
    await expect(page.getByRole("status")).toHaveText("2027-08-16 휴무일을 넣었습니다.");
    await expect(page.getByLabel("날짜")).toHaveValue("");
    await expect(page.getByLabel("이름")).toHaveValue("");
    expect(site.staff.closedDays.remove("2027-08-16", owner.email)).toBeTruthy();
    await page.goto(`${site.origin}/en/admin/settings/closed-days`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Closed days");
    await expectNoViolations(page, "closed days (en)");
    await expectNarrow(page, "closed days (en)");
  } finally {
    await page.context().close();
  }
});

/**
 * A browser without script signed in as `who` at a moment, as plain requests on the server's
 * HTML (decision 019: the English flows; the Korean ones stay in the browser).
 */
function plainAt(at: string, who: { email: string }) {
  site.setClock(at);
  return staffBrowser(site, signedInCookies(site, who.email));
}

test("a staff-role account sees the days, without a form", async () => {
  const browser = plainAt("2027-07-30T12:30:00+09:00", staff);
  const page = await browser.get("/en/admin/settings/closed-days");
  expect(page.status).toBe(200);
  const main = page.doc.querySelector("main")!;
  expect(readableText(main)).toContain("Only owners can change closed days.");
  expect(readableText(main.querySelector(".closed-days")!)).toContain("2027-08-02");
  const buttons = main.querySelectorAll("button").map((button) => words(button));
  expect(buttons.filter((name) => /Add closed day|Remove|Confirm/.test(name))).toEqual([]);
  // A post made by hand is refused, and changes nothing.
  const csrf = page.doc.querySelector("input[name=csrf]")?.getAttribute("value");
  const response = await fetch(`${site.origin}/en/admin/settings/closed-days`, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie: browser.cookie(),
      origin: site.origin,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      csrf: csrf ?? "",
      intent: "add",
      day: "2027-08-09",
      name: "여름 휴가",
    }).toString(),
  });
  expect(response.status).toBe(403);
  expect(site.staff.closedDays.list().map((entry) => entry.day)).toEqual(["2027-08-02"]);
});

test("removed again, Monday is a business day (en, no JS)", async () => {
  const browser = plainAt("2027-07-30T13:00:00+09:00", owner);
  let page = await browser.get("/en/admin/settings/closed-days");
  expect(words(page.doc.querySelector("main h1"))).toBe("Closed days");
  // Next year's public holidays by rule: Labour Day and the National Assembly election.
  const next = page.doc
    .querySelectorAll("main section")
    .find((section) => words(section.querySelector("h2")) === "Days off in 2028")!;
  expect(readableText(next)).toContain("2028-05-01 노동절");
  expect(readableText(next)).toContain("2028-04-12 국회의원 선거일");
  const remove = page.doc
    .querySelectorAll("main button")
    .filter((button) => /^Remove\s*: 2027-08-02$/.test(words(button)));
  expect(remove).toHaveLength(1);
  page = await browser.submit(remove[0]!.closest("form")!, { button: remove[0] });
  expect(words(page.doc.querySelector('main [role="status"]'))).toBe(
    "2027-08-02 removed from the closed days.",
  );
  expect(readableText(page.doc.querySelector("main")!)).toContain("No closed days added.");
  // Monday counts again: 8 + 9 + 1 business hours to Tuesday's answer.
  page = await browser.get("/en/admin/numbers");
  expect(words(page.doc.querySelector(".numbers-facts dd"))).toBe("18 h 0 min");
  expect(site.staff.audit.list({ action: "closed-day-removed" }).entries).toHaveLength(1);
});

test("in December the checklist asks for next year's list until it is confirmed", async ({
  browser,
}) => {
  const page = await pageAt(browser, "2027-12-01T09:00:00+09:00", owner);
  try {
    await page.goto(`${site.origin}/admin`);
    // Once seen, the checklist is folded to one line (issue 42): open it as the owner would.
    const fold = page.locator(".checklist-fold");
    if ((await fold.count()) > 0) await fold.locator("summary").click();
    const item = page.locator(".checklist li", { hasText: "내년 휴무일" });
    await expect(item).toHaveClass(/checklist-todo/);
    await expect(item).toContainText("2028년 휴무일 목록이 아직 확정되지 않았습니다.");
    await item.getByRole("link").click();
    await expect(page).toHaveURL(/\/admin\/settings\/closed-days$/);
    await page.getByRole("button", { name: "2028년 목록 확정" }).click();
    await expect(page.getByRole("status")).toHaveText("2028년 휴무일 목록을 확정했습니다.");
    await expect(page.getByText("2028년 목록은 확정되었습니다.")).toBeVisible();
    await page.goto(`${site.origin}/admin`);
    await expect(page.locator(".checklist li", { hasText: "내년 휴무일" })).toHaveClass(
      /checklist-done/,
    );
    expect(site.staff.audit.list({ action: "closed-days-confirmed" }).entries).toMatchObject([
      { target: "2028" },
    ]);
  } finally {
    await page.context().close();
  }
});
