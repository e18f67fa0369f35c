import { policyVersions } from "../../app/content/privacy";
import { FORMS_OPEN_AT } from "../fixtures/units";
import { mkdirSync } from "node:fs";
import type { Cookie, Page } from "@playwright/test";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { LANGS } from "../../app/i18n/lang";
import { account, signedInCookies, startAdminSite, type AdminSite } from "./admin-support";
import { expect, expectNoViolations, inLang, test } from "./support";

/*
 * A plant's contacts in the back office and the opt-out page of their mail (decision 046), as
 * staff at a phone and a planner reading the mail use them: a contact is added only with the
 * consent's record (each missing field said under it, in both languages), listed with its
 * consent, and erased after its box is ticked; the unsubscribe page works without script. Each
 * screen at 375, 768 and 1280 px in both languages fits its width (axe at 1280 px once per
 * language); the screens are saved under test-results/plant-screens for a person to look at.
 */

test.describe.configure({ mode: "serial" });

let site: AdminSite;
let staff: Cookie[];
let plantId = 0;
let unsubscribe = "";
const product = liveProducts().find((p) => p.code === "480-035") ?? liveProducts()[0]!;
const SCREENS = "test-results/plant-screens";

test.beforeAll(async () => {
  test.setTimeout(60_000);
  site = await startAdminSite();
  // The forms and reminders open with the privacy policy that covers them (issue 79).
  site.setClock(FORMS_OPEN_AT);
  const email = `contacts-${process.pid}@example.com`;
  await account(site, email, "staff");
  staff = signedInCookies(site, email);
  const unit = site.units.add(
    {
      productId: product.id,
      productCode: product.code,
      tag: "MOV-101 여과지 유입",
      site: "시화 정수장 제2 여과지동",
      customer: "한국수자원공사 시화사업소 정수시설 유지관리팀",
      industry: "water",
      deliveredOn: "2025-12-01",
      nameConsent: false,
      region: "경기",
    },
    email,
  );
  plantId = unit.plantId!;
  // One who unsubscribed, so the list shows both states.
  const stopped = site.units.plants.addContact(
    plantId,
    {
      name: "Jane Park",
      email: "jane.park@example.com",
      lang: "en",
      consentAt: Date.UTC(2026, 2, 2, 3),
      consentHow: "Signed consent form at the site meeting",
      consentPolicy: "2026-12-10",
      nightConsent: true,
    },
    email,
  );
  site.units.plants.stopContact(stopped.id, "unsubscribed");
  unsubscribe = site.units.plants.addContact(
    plantId,
    {
      name: "이정비",
      email: "lee.planner@example.com",
      lang: "ko",
      consentAt: Date.UTC(2026, 5, 1, 3),
      consentHow: "전화로 구두 동의",
      consentPolicy: "2026-12-10",
      nightConsent: false,
    },
    email,
  ).unsubscribeToken;
  mkdirSync(SCREENS, { recursive: true });
});
test.afterAll(async () => {
  await site.close();
});

const fits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("staff add a contact only with the consent's record, and erase one", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.context().addCookies(staff);
  await page.goto(`${site.origin}/admin/plants/${plantId}/contacts`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("시화 정수장");
  await page.getByText("연락처 추가 (동의 기록)").click();
  await page.getByLabel("이름", { exact: true }).fill("김정비");
  await page.getByLabel("이메일", { exact: true }).fill("kim.planner@example");
  await page.getByLabel("동의 방법", { exact: true }).fill("");
  await page.getByRole("button", { name: "연락처 추가" }).click();
  // Refused: the fields as typed, each error under its field.
  await expect(page.getByRole("alert").first()).toContainText("표시한 칸을 고쳐 주십시오");
  await expect(page.getByText("이메일 주소 형식이 아닙니다.")).toBeVisible();
  await expect(page.getByText("꼭 입력해야 합니다.")).toBeVisible();
  await expect(page.getByLabel("이름", { exact: true })).toHaveValue("김정비");
  await page.getByLabel("이메일", { exact: true }).fill("kim.planner@example.com");
  await page.getByLabel("메일 언어", { exact: true }).selectOption("ko");
  await page.getByLabel("동의한 날", { exact: true }).fill("2026-11-20");
  await page.getByLabel("동의 방법", { exact: true }).fill("2026-11-20 전화로 구두 동의");
  await page.getByLabel(/밤 시간\(21:00~08:00\) 수신에도/).check();
  await page.getByRole("button", { name: "연락처 추가" }).click();
  await expect(page.getByRole("status")).toContainText("연락처를 추가했습니다");
  const added = site.units.plants.contacts(plantId).find((c) => c.name === "김정비")!;
  expect(added).toMatchObject({
    email: "kim.planner@example.com",
    consentHow: "2026-11-20 전화로 구두 동의",
    nightConsent: true,
    // The select offers the newest version announced first: the one the contact is told of.
    consentPolicy: policyVersions[0],
  });
  expect(await fits(page)).toBe(true);

  // Erasure asks for its box first; then the contact is gone.
  const card = page.locator(".plant-contact-list li", { hasText: "kim.planner@example.com" });
  await card.getByLabel(/파기합니다/).check();
  await card.getByRole("button", { name: "파기" }).click();
  await expect(page.getByRole("status")).toContainText("연락처를 파기했습니다");
  expect(site.units.plants.contacts(plantId).map((c) => c.email)).not.toContain(
    "kim.planner@example.com",
  );
});

for (const lang of LANGS) {
  test(`the screens fit 375, 768 and 1280 px in ${lang}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.context().addCookies(staff);
    const screens = [
      ["contacts", `/admin/plants/${plantId}/contacts`],
      ["reminder-days", "/admin/plants/reminder-days"],
      ["unsubscribe", `/unsubscribe/${unsubscribe}`],
    ] as const;
    for (const [name, path] of screens) {
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(site.origin + inLang(lang, path));
        if (name === "contacts") await page.locator(".plant-contact-add summary").click();
        expect(await fits(page), `${name} at ${width} px`).toBe(true);
        await page.screenshot({
          path: `${SCREENS}/${name}-${lang}-${width}.png`,
          fullPage: true,
        });
        if (width !== 1280) continue;
        // The opt-out page has no script to hydrate: it is ready as loaded.
        if (name === "unsubscribe") {
          await page.evaluate(() => (document.documentElement.dataset.scripts = "ready"));
        }
        await expectNoViolations(page, `${name} (${lang})`);
      }
    }
  });
}
