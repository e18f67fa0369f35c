import { createClient } from "@formspree/core";
import type { Browser, Cookie, Page } from "@playwright/test";
import { CONSENT_FIELD, noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import { account, signedInCookies, startAdminSite, type AdminSite } from "./admin-support";
import { expect, expectNoViolations, test, waitForHydration } from "./support";

/*
 * The back office at a 375 px phone, in Korean (issue 42): a top bar at most 64 px high whose
 * menu opens and closes with and without JavaScript (and by keyboard, the focus coming back);
 * the inbox's counts and newest inquiry in the home's first screen; a jump list on each long
 * editor; the save and publish bar in reach in the middle of S30's editor; after a save or a
 * refusal, the page at its message. The full bar stays at 1280 px.
 */

const PHONE = { width: 375, height: 667 };
// One worker runs this file in order, so its site and accounts (beforeAll) are made once.
test.describe.configure({ mode: "default" });
let site: AdminSite;
let owner: Cookie[];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite();
  const email = `phone-owner-${process.pid}@example.com`;
  await account(site, email, "owner");
  owner = signedInCookies(site, email);
  for (let i = 0; i < 2; i++) {
    const result = await createClient().submitForm(
      "inquiry",
      {
        companyName: `시화정수 ${i + 1}호`,
        name: "김민준",
        phone: "031-8040-1234",
        email: `buyer-${i}-${process.pid}@kwater.example`,
        inquiry: "여과지 밸브 교체 건으로 전동 액추에이터 견적을 요청드립니다.",
        [CONSENT_FIELD]: noticeVersion(seoulToday()),
        _lang: "ko",
      } as never,
      { endpoint: site.origin },
    );
    expect(result.kind).toBe("success");
  }
});
test.afterAll(async () => {
  await site.close();
});

async function phone(browser: Browser, javaScriptEnabled = true, viewport = PHONE) {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  await context.addCookies(owner);
  return { context, page: await context.newPage() };
}

/** Whether a press at the element's middle lands on it (on screen, nothing over it). */
const pressable = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.top >= 0 && box.bottom <= innerHeight && !!at && el.contains(at);
  });

test("the top bar is one short row; its menu opens and closes without JavaScript", async ({
  browser,
}) => {
  const { context, page } = await phone(browser, false);
  await page.goto(`${site.origin}/admin/content`);
  const bar = page.locator("header.admin-bar");
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
  await expect(bar.locator(".admin-here")).toHaveText("콘텐츠");
  const menu = bar.getByText("메뉴", { exact: true });
  const numbers = bar.getByRole("link", { name: "통계" });
  await expect(numbers).toBeHidden();
  await menu.click();
  await expect(numbers).toBeVisible();
  await expect(bar.getByRole("button", { name: "로그아웃" })).toBeVisible();
  await expect(bar.getByRole("link", { name: "English" })).toBeVisible();
  await menu.click();
  await expect(numbers).toBeHidden();
  await menu.click();
  await numbers.click();
  await expect(page).toHaveURL(/\/admin\/numbers$/);
  await expect(page.locator("h1")).toHaveText("통계");
  await context.close();
});

test("with JavaScript the menu works by keyboard, Escape returns the focus", async ({
  browser,
}) => {
  const { context, page } = await phone(browser);
  await page.goto(`${site.origin}/admin`);
  await waitForHydration(page);
  const summary = page.locator("header summary");
  const staff = page.locator("header").getByRole("link", { name: "직원 계정" });
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(staff).toBeVisible();
  await expectNoViolations(page, "the phone's menu open");
  await page.keyboard.press("Tab");
  await expect(page.locator("header .admin-menu-panel a").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(staff).toBeHidden();
  await expect(summary).toBeFocused();
  // A page chosen in the menu closes it (the frame stays between pages).
  await page.keyboard.press("Enter");
  await staff.click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(staff).toBeHidden();
  await expect(page.locator(".admin-here")).toHaveText("직원 계정");
  await context.close();
});

test("at 1280 px the full bar stays, without a menu button", async ({ browser }) => {
  const { context, page } = await phone(browser, true, { width: 1280, height: 800 });
  await page.goto(`${site.origin}/admin`);
  await expect(page.locator("header summary")).toBeHidden();
  await expect(page.locator("header").getByRole("link", { name: "통계" })).toBeVisible();
  await expect(page.locator("header").getByRole("button", { name: "로그아웃" })).toBeVisible();
  // The inbox's filters show as before, not folded.
  await expect(page.getByLabel("검색", { exact: true })).toBeVisible();
  await expect(page.getByText("검색과 조회 조건")).toBeHidden();
  await context.close();
});

test("the home: the inbox's counts and newest inquiry in the first screen", async ({ browser }) => {
  const { context, page } = await phone(browser);
  // The sign-in landed on the home once: this browser has not seen the checklist yet.
  await context.clearCookies({ name: "admin-checklist-seen" });
  await page.goto(`${site.origin}/admin`);
  // The first visit shows the launch checklist whole; the next, one line that opens to it.
  await expect(page.getByRole("heading", { name: "출시 점검표" })).toBeVisible();
  const items = await page.locator(".checklist :is(.checklist-done, .checklist-todo)").count();
  expect(items).toBeGreaterThan(5);
  await page.reload();
  const folded = page.locator(".checklist-fold > summary");
  await expect(folded).toHaveText(new RegExp(`^출시 점검표: ${items}개 중 \\d+개 완료$`));
  const first = [
    page.locator(".inbox-tabs a", { hasText: "신규" }),
    page.locator(".inbox-tabs a", { hasText: "기한 초과" }),
    page.locator(".inbox-table tbody tr").first(),
  ];
  await expect(first[0]!).toContainText("(2)");
  for (const shown of first) {
    const box = (await shown.boundingBox())!;
    expect(box.y + box.height, await shown.innerText()).toBeLessThanOrEqual(PHONE.height);
  }
  await expect(page.locator(".inbox-table tbody tr").first()).toContainText("시화정수 2호");
  await expect(page.locator(".checklist li").first()).toBeHidden();
  await folded.click();
  await expect(page.locator(".checklist li").first()).toBeVisible();
  await expectNoViolations(page, "the owner's home at 375 px");
  await context.close();
});

const EDITORS = [
  { name: "product (S30)", path: "/admin/content/catalogue/s30", first: "수치" },
  { name: "company pages", path: "/admin/content/about", first: "대표이사 인사말" },
  { name: "home page", path: "/admin/content/home", first: "첫 화면" },
  {
    name: "technical page",
    path: "/admin/content/sections/quarter-turn-480?page=2",
    first: "페이지 제목",
  },
];

for (const editor of EDITORS) {
  test(`the ${editor.name} editor opens with a jump list that reaches its sections`, async ({
    browser,
  }) => {
    const { context, page } = await phone(browser, false);
    await page.goto(site.origin + editor.path);
    const jumps = page.getByRole("navigation", { name: "이 편집기의 구성" });
    await expect(jumps).toBeVisible();
    const links = jumps.getByRole("link");
    expect(await links.count()).toBeGreaterThan(1);
    await expect(jumps).toContainText(editor.first);
    // Each link names a section on the page; the last is one tap away, not a long scroll.
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))) {
      await expect(page.locator(href!)).toHaveCount(1);
    }
    await links.last().click();
    const target = (await links.last().getAttribute("href"))!;
    const box = (await page.locator(target).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(PHONE.height / 2);
    await context.close();
  });
}

test("S30's editor: publish in reach mid-scroll, problems per section and language", async ({
  browser,
}) => {
  const { context, page } = await phone(browser);
  await page.goto(`${site.origin}/admin/content/catalogue/s30`);
  await waitForHydration(page);
  await expectNoViolations(page, "S30's editor at 375 px");
  // The figures come before the long texts.
  const figures = (await page.locator("#s-figures").boundingBox())!.y;
  expect(figures).toBeLessThan((await page.locator("#s-texts").boundingBox())!.y);
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 2));
  const publish = 'button[name="intent"][value="publish"]';
  expect(await pressable(page, publish)).toBe(true);
  await expect(page.locator(".content-bar-state")).toContainText("게시됨");
  // A field taking the focus scrolls clear of the bar.
  const bar = (await page.locator(".content-bar").boundingBox())!;
  const field = page.locator("#f-detailDescription-en");
  await field.focus();
  const box = (await field.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y);

  // A translation emptied and a figure that is not one: the jump list names both, by language.
  const text = await field.inputValue();
  await field.fill("");
  await page.locator("#f-figures-tempC-max").fill("뜨거움");
  await page.locator('button[name="intent"][value="save"]').click();
  const summary = page.locator(".error-summary");
  await expect(summary).toBeFocused();
  const jumps = page.getByRole("navigation", { name: "이 편집기의 구성" });
  await expect(jumps.locator("li", { hasText: "수치" }).first()).toContainText("1곳 고쳐야 함");
  await expect(jumps.locator("li", { hasText: "이름과 설명" })).toContainText("영어 1곳 빠짐");
  // From the error to its field.
  await summary.getByRole("link").filter({ hasText: "사용 온도 최고" }).first().click();
  await expect(page.locator("#f-figures-tempC-max")).toBeFocused();

  // Put right and published from mid-page: the page goes to the message.
  await page.locator("#f-figures-tempC-max").fill("80");
  await field.fill(text);
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 2));
  await page.locator(publish).click();
  // The texts still say +200 °C: the page goes to their list, then the publish is confirmed (025).
  await expect(page.locator("#stale-texts")).toBeFocused();
  await expect(page.locator("#stale-texts")).toBeInViewport();
  await page.getByRole("button", { name: "그래도 게시" }).click();
  await expect(page.locator(".admin-message-done").first()).toBeInViewport();
  await expect(page.locator(".content-bar-state")).toContainText("버전");
  await context.close();
});
