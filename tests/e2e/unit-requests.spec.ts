import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Cookie, Page } from "@playwright/test";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { dayText } from "../../app/i18n/day-text";
import { seoulToday } from "../../app/lib/site-clock";
import type { Unit } from "../../server/units/store";
import { phonePhoto } from "../fixtures/photos";
import { deliveredUnit, FORMS_OPEN_AT } from "../fixtures/units";
import { account, signedInCookies, startAdminSite, type AdminSite } from "./admin-support";
import { expect, expectNoViolations, test, waitForHydration } from "./support";

/*
 * A service request from a delivered unit's page as its people make and read it (issue 58 item
 * 5): the plant's maintenance engineer at a phone opens the unit's page, taps "서비스 요청",
 * attaches a photo from the phone's camera (a JPEG with a GPS position) and sends; staff find it
 * in the inbox as a service request tied to the unit, its photo kept without the position; the
 * unit's page then shows "서비스 요청 접수" and the day. The no-JS post, hostile uploads and the
 * headers are plain requests (tests/server/unit-requests.test.ts).
 */

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 375, height: 800 } });

let site: AdminSite;
let staff: Cookie[];
let unit: Unit;
const pinch = liveProducts().find((p) => p.code.toUpperCase().startsWith("PQVF"));
const product = pinch ?? liveProducts()[0]!;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  site = await startAdminSite();
  // The forms and reminders open with the privacy policy that covers them (issue 79).
  site.setClock(FORMS_OPEN_AT);
  const email = `requests-${process.pid}@example.com`;
  await account(site, email, "staff");
  staff = signedInCookies(site, email);
  unit = site.units.add(
    deliveredUnit(product, { customer: "한빛수자원", elastomer: "EPDM" }),
    "kim@example.com",
  );
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

test("the engineer at a phone sends a service request with a photo; staff see it tied to the unit", async ({
  page,
}) => {
  await page.goto(`${site.origin}/u/${unit.token}`);
  await expectNoViolations(page, "unit page with its requests at 375 px (ko)");
  await page.getByRole("link", { name: "서비스 요청", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("서비스 요청");
  await expect(page.getByText(unit.serial)).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoViolations(page, "service request form at 375 px (ko)");

  await page.getByLabel("회사명 *").fill("한빛수자원");
  await page.getByLabel("성명 *").fill("김정비");
  await page.getByLabel("연락처 *").fill("031-555-0101");
  await page.getByLabel("이메일 *").fill("jungbi@example.com");
  await page.getByLabel("증상과 요청 내용 *").fill("밸브가 완전히 닫히지 않습니다.");
  await page.getByLabel("사진 (선택)").setInputFiles({
    name: "IMG_0001.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto(),
  });
  await page.getByLabel("위 개인정보 수집·이용에 동의합니다 (필수)").check();
  await page.getByRole("button", { name: "서비스 요청 보내기" }).click();

  const status = page.getByRole("status");
  await expect(status).toContainText("요청이 접수되었습니다. 접수 번호 HF-");
  const ref = /HF-\d{8}-\d{6}/.exec((await status.textContent()) ?? "")![0];
  const history = page.locator('[aria-labelledby="unit-service"]');
  await expect(history).toContainText(`서비스 요청 접수 ${dayText(seoulToday(site.now()), "ko")}`);
  await expect(page.getByText("김정비")).toHaveCount(0);
  await noSidewaysScroll(page);

  // Staff at a phone: the inbox filtered to service requests, the unit one tap away.
  await page.context().addCookies(staff);
  await page.goto(`${site.origin}/admin?kind=service`);
  const row = page.locator("tr", { hasText: ref });
  await expect(row.locator(".inbox-badge-kind")).toHaveText("서비스 요청");
  await expect(row.getByRole("link", { name: unit.serial })).toHaveAttribute(
    "href",
    `/admin/units/${unit.serial}`,
  );
  await expectNoViolations(page, "inbox filtered to service requests at 375 px (ko)");
  await row.getByRole("link", { name: ref }).click();
  await expect(
    page.locator(".inquiry-request").getByRole("link", { name: unit.serial }),
  ).toHaveAttribute("href", `/admin/units/${unit.serial}`);
  const photo = page.getByRole("img", { name: /사진 1: IMG_0001\.jpg/ });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  const src = site.origin + (await photo.getAttribute("src"))!;
  await noSidewaysScroll(page);
  await expectNoViolations(page, "a service request's page at 375 px (ko)");
  await page.goto(`${site.origin}/en/admin/inquiries/${ref}`);
  await expect(page.getByRole("heading", { name: "Service request", level: 2 })).toBeVisible();
  await expectNoViolations(page, "a service request's page at 375 px (en)");

  // The photo as kept: no GPS position, no camera, read by exiftool.
  const kept = await page.request.get(src);
  expect(kept.headers()["cache-control"]).toMatch(/no-store/);
  const file = join(mkdtempSync(join(tmpdir(), "request-photo-")), "kept.jpg");
  writeFileSync(file, await kept.body());
  const tags = JSON.parse(
    execFileSync("exiftool", ["-json", "-a", "-G1", "-n", file], { encoding: "utf8" }),
  )[0] as Record<string, unknown>;
  expect(Object.keys(tags).filter((key) => /^(GPS|IFD0|ExifIFD)/.test(key))).toEqual([]);
  // Signed out, the photo is not there for anyone.
  await page.context().clearCookies();
  const anonymous = await page.request.get(src, { maxRedirects: 0 });
  expect(anonymous.status()).not.toBe(200);
});

test("the parts request is filled with the unit's product and sleeve; too many photos are stopped before sending", async ({
  page,
}) => {
  await page.goto(`${site.origin}/en/u/${unit.token}`);
  await page.getByRole("link", { name: "Request spare parts" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request spare parts");
  await expect(page.locator(".unit-facts")).toContainText(product.code);
  if (pinch) await expect(page.getByLabel("Sleeve material")).toHaveValue("EPDM");
  await noSidewaysScroll(page);
  await expectNoViolations(page, "parts request form at 375 px (en)");
  await page.goto(`${site.origin}/en/u/${unit.token}/service`);
  await expectNoViolations(page, "service request form at 375 px (en)");
  await page.goto(`${site.origin}/u/${unit.token}/parts`);
  if (pinch) await expect(page.getByLabel("슬리브 재질")).toHaveValue("EPDM");
  await expectNoViolations(page, "parts request form at 375 px (ko)");
  await page.goto(`${site.origin}/en/u/${unit.token}/parts`);

  await waitForHydration(page);
  const photo = { name: "p.jpg", mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff]) };
  await page
    .getByLabel("Photos (optional)")
    .setInputFiles(Array.from({ length: 5 }, (_, i) => ({ ...photo, name: `p${i}.jpg` })));
  await expect(page.locator("#request-photos-error")).toHaveText(
    "You can send up to 4 photos. Please remove some and send again.",
  );
  const before = site.latestRef();
  await page.getByLabel("Company *").fill("Hanbit Water");
  await page.getByLabel("Name *").fill("Min Kim");
  await page.getByLabel("Phone *").fill("031-555-0101");
  await page.getByLabel("Email *").fill("min@example.com");
  await page.getByLabel("Parts and quantities *").fill("2 sleeves");
  await page.getByLabel(/I agree to the collection/).check();
  await page.getByRole("button", { name: "Send the spare parts request" }).click();
  await expect(page.getByLabel("Photos (optional)")).toBeFocused();
  expect(site.latestRef()).toBe(before);
});
