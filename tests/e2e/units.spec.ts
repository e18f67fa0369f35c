import type { Cookie, Page } from "@playwright/test";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { readQrCodes } from "../zbarimg";
import { account, signedInCookies, startAdminSite, type AdminSite } from "./admin-support";
import { expect, expectNoViolations, test, waitForHydration } from "./support";

/*
 * Delivered units as their people use them (decision 029): a member of staff at a phone adds a
 * unit in Korean and prints its label; the plant's maintenance engineer, at a phone, opens the
 * page the label's QR code holds (read by zbarimg from the label PDF's rendered page); staff
 * rotate the token and the old link is the 404 page. Headers, noindex, what the page never shows
 * and the papers are plain requests (tests/server/units.test.ts); admin pages at 375 px in both
 * languages are in admin-narrow.spec.ts.
 */

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 375, height: 800 } });

let site: AdminSite;
let staff: Cookie[];
const product = liveProducts().find((p) => p.code === "480-035") ?? liveProducts()[0]!;
/** The unit's page as the label's QR code holds it, read back in the first test. */
let link = "";

test.beforeAll(async () => {
  test.setTimeout(60_000);
  site = await startAdminSite();
  const email = `units-${process.pid}@example.com`;
  await account(site, email, "staff");
  staff = signedInCookies(site, email);
});
test.afterAll(async () => {
  await site.close();
});

async function widths(page: Page) {
  return page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
}

test("staff at a phone add a unit in Korean and print a label whose QR code reads back", async ({
  page,
}) => {
  await page.context().addCookies(staff);
  await page.goto(`${site.origin}/admin/units/new`);
  await page.getByLabel("제품 코드", { exact: true }).fill(product.code.toLowerCase());
  await page.getByLabel("고객 태그", { exact: true }).fill("P-101 흡입측");
  await page.getByLabel("현장", { exact: true }).fill("화성 정수장 2공장");
  await page.getByLabel("고객사", { exact: true }).fill("한빛수자원");
  await page.getByLabel("산업", { exact: true }).selectOption({ label: "수처리" });
  await page.getByLabel("납품일", { exact: true }).fill("2026-11-20");
  await page.getByRole("button", { name: "등록", exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/units\/HF-2026-00001\?done=added$/);
  await expect(page.getByRole("status")).toHaveText("HF-2026-00001 등록했습니다.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("HF-2026-00001");
  const { document, screen } = await widths(page);
  expect(document).toBeLessThanOrEqual(screen);
  // The QR code shows on the page as an image that loaded.
  const qr = page.getByRole("img", { name: /QR/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const shown = await page.locator(".units-link").first().getAttribute("href");
  const label = await page.request.get(
    await page
      .getByRole("link", { name: /명판 라벨 인쇄/ })
      .getAttribute("href")
      .then((href) => `${site.origin}${href}`),
  );
  expect(label.headers()["content-type"]).toBe("application/pdf");
  const codes = readQrCodes(await label.body());
  expect(codes).toHaveLength(8);
  expect(new Set(codes)).toEqual(new Set([shown]));
  link = shown!;
  expect(link).toMatch(/\/u\/[A-Za-z0-9_-]{16}$/);
});

test("the maintenance engineer opens the label's link at a phone, in Korean and English", async ({
  page,
}) => {
  // The label's link is the public origin (SITE_URL); this site answers it at its own.
  const path = new URL(link).pathname;
  await page.goto(site.origin + path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("HF-2026-00001");
  await expect(page.getByText("P-101 흡입측")).toBeVisible();
  await expect(page.getByRole("heading", { name: `제품: ${product.code}` })).toBeVisible();
  await expect(page.getByText("화성 정수장")).toHaveCount(0);
  let { document, screen } = await widths(page);
  expect(document).toBeLessThanOrEqual(screen);
  await expectNoViolations(page, "unit page at 375 px (ko)");

  await page.goto(`${site.origin}/en${path}`);
  await expect(page.getByRole("heading", { name: "Service history" })).toBeVisible();
  ({ document, screen } = await widths(page));
  expect(document).toBeLessThanOrEqual(screen);
  await expectNoViolations(page, "unit page at 375 px (en)");
  // The product's page is one tap away.
  await page.getByRole("link", { name: "See the product's page" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/products/.+/${product.code.toLowerCase()}$`));
});

test("staff rotate the token: the old link is the 404 page at once", async ({ page }) => {
  await page.context().addCookies(staff);
  await page.goto(`${site.origin}/admin/units/HF-2026-00001`);
  // The question in a dialog is the script's; without it the post asks on a page of its own.
  await waitForHydration(page);
  await page.getByRole("button", { name: "주소 바꾸기" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "주소 바꾸기" }).click();
  await expect(page.getByRole("status")).toHaveText(/주소를 바꿨습니다/);
  const fresh = await page.locator(".units-link").first().getAttribute("href");
  expect(fresh).not.toBe(link);

  const old = await page.goto(site.origin + new URL(link).pathname);
  expect(old!.status()).toBe(404);
  const now = await page.goto(site.origin + new URL(fresh!).pathname);
  expect(now!.status()).toBe(200);
});
