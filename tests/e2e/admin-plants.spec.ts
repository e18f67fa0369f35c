import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Cookie, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { plantsStep } from "../../server/units/plant-schema";
import { UNIT_MIGRATIONS } from "../../server/units/store";
import { account, signedInCookies, startAdminSite, type AdminSite } from "./admin-support";
import { expect, expectNoViolations, inLang, LANGS, test, waitForHydration } from "./support";

/*
 * The plants' back office as staff use it at a phone, in Korean (docs/decisions/046-plants.md):
 * the units recorded before plants came are grouped when the site opens its older database;
 * staff see the grouping, set an interval for a product and see the due dates appear (and on
 * the due list across plants), move a unit, merge a plant made twice (its link then leads to
 * the plant it joined) and revoke a plant's link. Conflicting corrections and the posts' rules
 * are plain requests (tests/server/plant-admin.test.ts). Last, the screens at 375, 768 and
 * 1280 px in both languages, no wider than the window, axe-clean, kept as screenshots.
 */

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 375, height: 800 } });

const products = liveProducts();
const valve = products.find((p) => p.code === "480-035") ?? products[0]!;
const other = products.find((p) => p.id !== valve.id)!;
let site: AdminSite;
let staff: Cookie[];

/** The units database as the release before plants left it, with six units. */
function olderDatabase(dir: string) {
  const db = new Database(join(dir, "units.sqlite"));
  db.exec("PRAGMA foreign_keys = ON");
  const before = UNIT_MIGRATIONS.slice(0, UNIT_MIGRATIONS.indexOf(plantsStep));
  for (const step of before) {
    if (typeof step === "string") db.exec(step);
    else step(db);
  }
  db.pragma(`user_version = ${before.length}`);
  const insert = db.prepare(
    `INSERT INTO units (serial, year, number, token, product_id, product_code, tag, site,
       customer, industry, delivered_on, region, created_at, created_by)
     VALUES (?, 2025, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 'staff')`,
  );
  const units: [typeof valve, string, string, string, string, string][] = [
    [valve, "P-101", "화성 정수장", "한빛수자원", "water", "2025-11-10"],
    [valve, "P-102", "화성 정수장", "한빛수자원", "water", "2025-11-10"],
    [other, "FV-7", "화성 정수장", "한빛수자원", "water", "2026-02-01"],
    // The same site typed without its space: a plant made twice, to merge.
    [valve, "P-201", "화성정수장", "한빛수자원", "water", "2025-12-01"],
    [other, "B-1", "옥포 조선소", "대우조선", "marine", "2024-06-01"],
    [valve, "", "", "", "general", "2025-03-01"],
  ];
  units.forEach(([product, tag, where, customer, industry, day], i) =>
    insert.run(
      `HF-2025-0000${i + 1}`,
      i + 1,
      `plantspecunit${i}xx`.slice(0, 16),
      product.id,
      product.code,
      tag,
      where,
      customer,
      industry,
      day,
      industry === "marine" ? "경남" : "경기",
    ),
  );
  db.close();
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  site = await startAdminSite({}, { before: olderDatabase });
  site.setClock("2026-11-27T10:00:00+09:00");
  const email = `plants-${process.pid}@example.com`;
  await account(site, email, "staff");
  staff = signedInCookies(site, email);
  // P-102 was inspected in May: its next inspection counts from then.
  site.units.addService(
    site.units.bySerial("HF-2025-00002")!.id,
    {
      kind: "inspection",
      day: "2026-05-15",
    },
    email,
  );
});
test.afterAll(async () => {
  await site.close();
});

const plants = () => site.units.plants;
const hwaseong = () => plants().byName("한빛수자원", "화성 정수장")!;

async function widths(page: Page) {
  return page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
}

test("staff at a phone see the units grouped into plants, and what was left", async ({ page }) => {
  await page.context().addCookies(staff);
  await page.goto(`${site.origin}/admin/plants`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("현장");
  const report = page.getByRole("region", { name: "처음 묶은 결과" });
  await expect(report).toContainText("현장 3곳을 만들었습니다");
  await expect(report).toContainText("어느 현장에도 넣지 않은 제품: 1대");
  await report.getByText("만든 현장과 제품 수").click();
  await expect(report.getByText("한빛수자원 · 화성 정수장: 제품 3대")).toBeVisible();

  const card = page.locator(".units-list li", { hasText: "한빛수자원 · 화성 정수장" });
  await expect(card).toContainText("제품 3대");
  await expect(page.locator(".units-list li", { hasText: "대우조선" })).toContainText("제품 1대");
  const { document, screen } = await widths(page);
  expect(document).toBeLessThanOrEqual(screen);
  // A search finds by site.
  await page.getByLabel("고객사 또는 현장 이름").fill("옥포");
  await page.getByRole("button", { name: "찾기" }).click();
  await expect(page.locator(".units-list li")).toHaveCount(1);
});

test("staff set an interval for a product and the due dates appear, on the due list too", async ({
  page,
}) => {
  plants().addContact(
    hwaseong().id,
    {
      name: "김정비",
      email: "jungbi@example.com",
      lang: "ko",
      consentAt: Date.parse("2026-11-01T00:00:00Z"),
      consentHow: "서면 동의",
      consentPolicy: "2026-01-01",
      nightConsent: false,
    },
    "staff",
  );
  await page.context().addCookies(staff);
  await page.goto(`${site.origin}/admin/plants`);
  await page.getByRole("link", { name: "한빛수자원 · 화성 정수장" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("한빛수자원 · 화성 정수장");
  const units = page.locator(".plants-units li");
  await expect(units).toHaveCount(3);
  // No interval: no date, never a guess.
  await expect(units.filter({ hasText: "계획 없음" })).toHaveCount(3);

  const plan = page.locator(".plants-plan", {
    has: page.getByRole("heading", { name: valve.code }),
  });
  await plan.getByLabel("정비 종류").selectOption({ label: "점검" });
  await plan.getByLabel("주기 (개월)").fill("12");
  await plan.getByRole("button", { name: `${valve.code} 정비 주기 저장` }).click();
  await expect(page.getByRole("status")).toHaveText(/정비 주기를 저장했습니다/);
  // Delivered 2025-11-10: due 2026-11-10, overdue on 11-27; inspected 2026-05-15: 2027-05-15.
  await expect(units.filter({ hasText: "P-101" })).toContainText("정비 기한 경과 · 2026-11-10");
  await expect(units.filter({ hasText: "P-102" })).toContainText("예정 · 2027-05-15");
  await expect(units.filter({ hasText: "P-102" })).toContainText("점검 2026-05-15");
  await expect(units.filter({ hasText: "FV-7" })).toContainText("계획 없음");
  const { document, screen } = await widths(page);
  expect(document).toBeLessThanOrEqual(screen);

  await page.goto(`${site.origin}/admin/plants/due`);
  const due = page.getByRole("region", { name: "한빛수자원 · 화성 정수장" });
  await expect(due).toContainText("HF-2025-00001");
  await expect(due).toContainText("정비 기한 경과 · 2026-11-10");
  await expect(due).not.toContainText("HF-2025-00002");
  await expect(due.getByRole("link", { name: "jungbi@example.com" })).toBeVisible();
  await expect(due).toContainText("김정비");
});

test("staff move a unit to another plant", async ({ page }) => {
  await page.context().addCookies(staff);
  await page.goto(`${site.origin}/admin/plants/${hwaseong().id}`);
  const move = page.getByRole("region", { name: "다른 현장으로 옮기기" });
  await move.getByLabel("제품").selectOption({ label: `HF-2025-00003 · ${other.code} · FV-7` });
  await move.getByLabel("옮길 현장").selectOption({ label: "대우조선 · 옥포 조선소" });
  await move.getByRole("button", { name: "옮기기" }).click();
  await expect(page.getByRole("status")).toHaveText("제품을 옮겼습니다.");
  await expect(page.locator(".plants-units li")).toHaveCount(2);
  expect(site.units.bySerial("HF-2025-00003")!.plantId).toBe(
    plants().byName("대우조선", "옥포 조선소")!.id,
  );
});

test("staff merge a plant made twice; its old link leads to the plant it joined", async ({
  page,
}) => {
  const twice = plants().byName("한빛수자원", "화성정수장")!;
  await page.context().addCookies(staff);
  await page.goto(`${site.origin}/admin/plants/${twice.id}`);
  const merge = page.getByRole("region", { name: "다른 현장과 합치기" });
  await merge.getByLabel("합칠 현장").selectOption({ label: "한빛수자원 · 화성 정수장" });
  await merge.getByRole("button", { name: "합치기" }).click();
  const question = page.locator(".admin-confirm");
  await expect(question).toContainText(
    "‘한빛수자원 · 화성정수장’ 현장을 ‘한빛수자원 · 화성 정수장’ 현장에 합치시겠습니까? 제품 1대",
  );
  await question.getByRole("button", { name: "합치기" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/plants/${hwaseong().id}\\?done=merged$`));
  await expect(page.getByRole("status")).toHaveText(/현장을 합쳤습니다/);
  await expect(page.locator(".plants-units li", { hasText: "P-201" })).toBeVisible();
  expect(plants().byId(twice.id)).toBeUndefined();
  expect(plants().byToken(twice.token)).toEqual({
    state: "live",
    plant: expect.objectContaining({ id: hwaseong().id }),
    current: false,
  });
  // The kept plant's interval now counts for the unit that joined: due 2026-12-01, within the
  // 30 days' window, so the due list names it though it falls next month.
  await page.goto(`${site.origin}/admin/plants/due`);
  await expect(page.getByRole("region", { name: "한빛수자원 · 화성 정수장" })).toContainText(
    "HF-2025-00004",
  );
  await expect(page.locator(".plants-units li", { hasText: "HF-2025-00004" })).toContainText(
    "정비 임박 · 2026-12-01",
  );
});

test("staff revoke a plant's link and reissue it: the old one is gone", async ({ page }) => {
  const old = hwaseong().token;
  await page.context().addCookies(staff);
  await page.goto(`${site.origin}/admin/plants/${hwaseong().id}`);
  await expect(page.locator(".units-link").first()).toHaveAttribute(
    "href",
    new RegExp(`/plant/${old}$`),
  );
  const qr = page.getByRole("img", { name: /QR/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await waitForHydration(page);
  await page.getByRole("button", { name: "링크 재발급" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "링크 재발급" }).click();
  await expect(page.getByRole("status")).toHaveText(/링크를 재발급했습니다/);
  const fresh = hwaseong().token;
  expect(fresh).not.toBe(old);
  await expect(page.locator(".units-link").first()).toHaveAttribute(
    "href",
    new RegExp(`/plant/${fresh}$`),
  );
  expect(plants().byToken(old)).toEqual({ state: "gone" });
});

test("the plants' screens at 375, 768 and 1280 px in both languages", async ({ page }) => {
  test.setTimeout(120_000);
  await page.context().addCookies(staff);
  const shots = join("test-results", "plants-screens");
  mkdirSync(shots, { recursive: true });
  const pages = {
    list: "/admin/plants",
    plant: `/admin/plants/${hwaseong().id}`,
    due: "/admin/plants/due",
    unit: "/admin/units/HF-2025-00001",
  };
  for (const lang of LANGS) {
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(site.origin + inLang(lang, path));
        const { document, screen } = await widths(page);
        expect(document, `${name} ${lang} ${width}`).toBeLessThanOrEqual(screen);
        // axe at the phone and the desk: the layouts differ (the menu, the facts' columns).
        if (width !== 768) await expectNoViolations(page, `${name} (${lang}, ${width} px)`);
        await page.screenshot({
          path: join(shots, `${name}-${lang}-${width}.png`),
          fullPage: true,
        });
      }
    }
  }
});
