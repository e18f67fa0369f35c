import type { Cookie, Page } from "@playwright/test";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import type { UnitInput } from "../../server/units/store";
import { account, signedInCookies, startAdminSite, type AdminSite } from "./admin-support";
import { expect, expectNoViolations, test } from "./support";

/*
 * The references (decision 036) as their people see them: a purchasing engineer at a phone reads
 * the page in both languages (nothing wider than the screen, axe), and a member of staff ticks a
 * customer's consent on the unit's page and finds the customer named. What the HTML holds and
 * never holds, the filter and the sitemap are plain requests (tests/server/references.test.ts).
 */

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 375, height: 800 } });

let site: AdminSite;
let staff: Cookie[];
const product = liveProducts()[0]!;
const unit = (over: Partial<UnitInput>): UnitInput => ({
  productId: product.id,
  productCode: product.code,
  tag: "",
  site: "",
  customer: "한빛수자원",
  industry: "water",
  deliveredOn: "2025-05-02",
  nameConsent: false,
  region: "경기",
  ...over,
});

test.beforeAll(async () => {
  test.setTimeout(60_000);
  site = await startAdminSite();
  const email = `references-${process.pid}@example.com`;
  await account(site, email, "staff");
  staff = signedInCookies(site, email);
  site.units.addAll(
    [
      unit({}),
      unit({ deliveredOn: "2026-10-01", industry: "power", region: "충청남도", customer: "A" }),
      unit({ industry: "marine", region: "울산", customer: "B" }),
      unit({ industry: "lng", region: "경남", customer: "C", deliveredOn: "2024-01-09" }),
      unit({ industry: "petrochemical", region: "전남", customer: "D" }),
      unit({ industry: "general", region: "", customer: "E" }),
    ],
    "kim@example.com",
  );
});
test.afterAll(async () => {
  await site.close();
});

async function fitsTheScreen(page: Page) {
  const { wide, screen } = await page.evaluate(() => ({
    wide: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(wide).toBeLessThanOrEqual(screen);
}

test("a buyer at a phone reads the references in Korean and English", async ({ page }) => {
  await page.goto(`${site.origin}/references`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("납품실적");
  await expect(page.getByRole("table", { name: "연도별·산업 분야별 납품 대수" })).toBeVisible();
  await expect(page.getByText("경기 지역 수도 사업자")).toBeVisible();
  await fitsTheScreen(page);
  await expectNoViolations(page, "references at 375 px (ko)");

  await page.goto(`${site.origin}/en/references?industry=power`);
  await expect(page.getByRole("link", { name: /^Power/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("A power producer, South Chungcheong")).toBeVisible();
  await fitsTheScreen(page);
  await expectNoViolations(page, "references at 375 px (en)");
  // Hydrated, a filter link asks the server for the page's data with its query.
  await page.getByRole("link", { name: /^Shipbuilding and marine/ }).click();
  await expect(page).toHaveURL(/\/en\/references\?industry=marine$/);
  await expect(
    page.getByRole("table", { name: "Units delivered by year: Shipbuilding and marine" }),
  ).toBeVisible();
  await expect(page.getByText("A shipbuilding and marine company, Ulsan")).toBeVisible();
});

test("staff tick a customer's consent and the references name it", async ({ page }) => {
  await page.goto(`${site.origin}/references`);
  await expect(page.getByText("한빛수자원")).toHaveCount(0);

  await page.context().addCookies(staff);
  await page.goto(`${site.origin}/admin/units/HF-2025-00001`);
  await page.getByLabel("납품실적에 고객사 이름을 밝혀도 된다는 동의를 받았습니다").check();
  await page.getByRole("button", { name: "동의 저장" }).click();
  await expect(page.getByRole("status")).toHaveText(/이름 공개 동의를 저장했습니다/);

  await page.goto(`${site.origin}/references`);
  await expect(page.locator(".references-list strong", { hasText: "한빛수자원" })).toBeVisible();
});
