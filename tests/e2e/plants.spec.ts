import type { Page } from "@playwright/test";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { dayText } from "../../app/i18n/day-text";
import { seoulToday } from "../../app/lib/site-clock";
import { addDays, addMonths } from "../../server/units/due";
import type { Plant } from "../../server/units/plant-store";
import type { Unit } from "../../server/units/store";
import { phonePhoto } from "../fixtures/photos";
import { deliveredUnit, FORMS_OPEN_AT } from "../fixtures/units";
import { startAdminSite, type AdminSite } from "./admin-support";
import { expect, expectNoViolations, test } from "./support";

/*
 * A plant's desk as its maintenance planner uses it (issue 74 items 2, 3 and 9): at a phone, the
 * planner opens the plant's link, reads which units are overdue and due, ticks two, sends one
 * service request with a photo, and each unit's page then shows the request; with JavaScript
 * off the page and its form work the same; the page fits 375, 768 and 1280 px in both languages
 * with no axe violation. Headers, tokens, files and refusals are plain requests
 * (tests/server/plant-desk.test.ts).
 */

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 375, height: 800 } });

let site: AdminSite;
let plant: Plant;
const units: Unit[] = [];
const [valve, actuator] = liveProducts();

test.beforeAll(async () => {
  test.setTimeout(60_000);
  site = await startAdminSite();
  // The forms and reminders open with the privacy policy that covers them (issue 79).
  site.setClock(FORMS_OPEN_AT);
  const today = seoulToday(site.now());
  const add = (tag: string, deliveredOn: string, product = valve!) =>
    site.units.add(
      deliveredUnit(product, {
        tag,
        deliveredOn,
        customer: "동해수도사업소",
        site: "정수장 1계통",
      }),
      "kim@example.com",
    );
  // Overdue (13 months ago), due in 10 days, scheduled, and one without a plan.
  units.push(add("FV-101 원수 유입", addMonths(today, -13)));
  units.push(add("FV-102 침전지", addDays(addMonths(today, -12), 10)));
  units.push(add("MOV-201 여과지", addMonths(today, -1), actuator!));
  units.push(add("MOV-202 배수지", addMonths(today, -2), actuator!));
  plant = site.units.plants.byId(units[0]!.plantId!)!;
  site.units.plants.setProductPlan(plant.id, valve!.id, { kind: "inspection", months: 12 }, "kim");
  site.units.plants.setUnitPlan(units[2]!.id, { kind: "inspection", months: 6 });
});
test.afterAll(async () => {
  await site.close();
});

async function noSidewaysScroll(page: Page) {
  const { scroll, screen } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(screen);
}

test("the planner at a phone sees what is due, and sends one request for two units with a photo", async ({
  page,
}) => {
  await page.goto(`${site.origin}/plant/${plant.token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("동해수도사업소 정수장 1계통");
  const summary = page.locator(".plant-counts li");
  await expect(summary).toHaveText(["정비 기한 경과 1", "정비 임박 1", "예정 1", "계획 없음 1"]);
  const row = (tag: string) => page.locator(".plant-table tbody tr", { hasText: tag });
  await expect(row("FV-101").locator(".plant-status")).toHaveText("정비 기한 경과");
  await expect(row("FV-102").locator(".plant-status")).toHaveText("정비 임박");
  await expect(row("MOV-201").locator(".plant-status")).toHaveText("예정");
  await expect(row("MOV-202")).toContainText("정비 주기가 정해지지 않았습니다. 문의해 주십시오.");
  await noSidewaysScroll(page);
  await expectNoViolations(page, "plant page at 375 px (ko)");

  await page.getByLabel(new RegExp(`FV-101 원수 유입 · ${units[0]!.serial}`)).check();
  await page.getByLabel(new RegExp(`FV-102 침전지 · ${units[1]!.serial}`)).check();
  await page.getByRole("radio", { name: "서비스 요청 (점검, 수리)" }).check();
  await page.getByLabel("회사명 *").fill("동해수도사업소");
  await page.getByLabel("성명 *").fill("최계획");
  await page.getByLabel("연락처 *").fill("033-530-0101");
  await page.getByLabel("이메일 *").fill("planner@example.com");
  await page.getByLabel("요청 내용 (증상, 필요한 부품과 수량) *").fill("연간 점검을 요청합니다.");
  await page.getByLabel("사진 (선택)").setInputFiles({
    name: "IMG_0002.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto(),
  });
  await page.getByLabel("위 개인정보 수집·이용에 동의합니다 (필수)").check();
  await page.getByRole("button", { name: "요청 보내기" }).click();

  const status = page.getByRole("status");
  await expect(status).toContainText("요청이 접수되었습니다. 접수 번호 HF-");
  const ref = /HF-\d{8}-\d{6}/.exec((await status.textContent()) ?? "")![0];
  await expect(page.getByText("최계획")).toHaveCount(0);
  await noSidewaysScroll(page);
  const inquiry = site.inquiryStore.byId(site.inquiryStore.idOf(ref)!)!;
  expect(inquiry.inquiry).toContain(units[0]!.serial);
  expect(inquiry.inquiry).toContain(units[1]!.serial);

  // Each unit's page shows the request in its history; the unit not ticked does not.
  const day = dayText(seoulToday(site.now()), "ko");
  for (const unit of units.slice(0, 2)) {
    await page.goto(`${site.origin}/u/${unit.token}`);
    await expect(page.locator('[aria-labelledby="unit-service"]')).toContainText(
      `서비스 요청 접수 ${day}`,
    );
  }
  await page.goto(`${site.origin}/u/${units[2]!.token}`);
  await expect(page.locator('[aria-labelledby="unit-service"]')).not.toContainText("요청 접수");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page and its request work in English, a refusal saying what to tick", async ({
    page,
  }) => {
    await page.goto(`${site.origin}/en/plant/${plant.token}?kind=parts&unit=${units[3]!.serial}`);
    await expect(page.getByRole("heading", { name: "Service schedule" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Spare parts" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: new RegExp(units[3]!.serial) })).toBeChecked();
    await page.getByRole("checkbox", { name: new RegExp(units[3]!.serial) }).uncheck();
    await page.getByLabel("Company *").fill("Donghae Water");
    await page.getByLabel("Name *").fill("Choi");
    await page.getByLabel("Phone *").fill("033-530-0101");
    await page.getByLabel("Email *").fill("planner@example.com");
    await page
      .getByLabel("What you need (symptoms, parts and quantities) *")
      .fill("Two seal kits.");
    await page.getByLabel(/I agree/).check();
    await page.getByRole("button", { name: "Send the request" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.locator("#plant-units-error")).toHaveText("Tick at least one unit.");
    await expect(page.getByLabel("What you need (symptoms, parts and quantities) *")).toHaveValue(
      "Two seal kits.",
    );
    await expectNoViolations(page, "plant page refused at 375 px (en, no JS)");

    await page.getByRole("checkbox", { name: new RegExp(units[3]!.serial) }).check();
    await page.getByLabel(/I agree/).check();
    await page.getByRole("button", { name: "Send the request" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Your request was received: reference HF-",
    );
    await noSidewaysScroll(page);
  });
});

for (const width of [375, 768, 1280]) {
  for (const lang of ["ko", "en"] as const) {
    test(`fits ${width} px in ${lang === "ko" ? "Korean" : "English"}, with no axe violation`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site.origin}${lang === "en" ? "/en" : ""}/plant/${plant.token}`);
      await noSidewaysScroll(page);
      // A phone or a tablet shows each unit as a card: the heading row is for screen readers.
      const head = page.locator(".plant-table thead");
      if (width < 1024) await expect(head).toHaveCSS("position", "absolute");
      else await expect(head).toBeVisible();
      await expectNoViolations(page, `plant page at ${width} px (${lang})`);
      await page.screenshot({
        path: testInfo.outputPath(`plant-${lang}-${width}.png`),
        fullPage: true,
      });
    });
  }
}
