import type { Cookie, Page } from "@playwright/test";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import { readQrCodes } from "../zbarimg";
import { filledUnitTemplate } from "../fixtures/units";
import { account, signedInCookies, startAdminSite, type AdminSite } from "./admin-support";
import { expect, expectNoViolations, test, waitForHydration } from "./support";

/*
 * Delivered units as their people use them (decision 033): a member of staff at a phone adds a
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
  await page.getByLabel("태그 번호", { exact: true }).fill("P-101 흡입측");
  await page.getByLabel("현장 이름", { exact: true }).fill("화성 정수장 2공장");
  await page.getByLabel("고객사", { exact: true }).fill("한빛수자원");
  await page.getByLabel("산업 분야", { exact: true }).selectOption({ label: "상하수도" });
  await page.getByLabel("납품일", { exact: true }).fill("2026-11-20");
  // What was delivered of the range: its page shows these before the product's.
  await page.getByLabel("호칭 구경", { exact: true }).fill("DN 150");
  await page.getByLabel("재질", { exact: true }).fill("본체 회주철 GG20");
  // The consent's box keeps its size and its words read across the phone, not one syllable a line.
  const consent = page.getByLabel(/동의를 받았습니다/);
  expect((await consent.boundingBox())!.width).toBeLessThan(40);
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
  // Its own size and materials first, under "recorded for this unit", then its product's range.
  const recorded = page.getByRole("region", { name: "이 제품에 기록된 사양" });
  await expect(recorded.locator("dt")).toHaveText(["호칭 구경", "재질"]);
  await expect(recorded.locator("dd")).toHaveText(["DN 150", "본체 회주철 GG20"]);
  // What was not recorded is named, never what was.
  await expect(recorded.locator("p")).toHaveText(
    "이 제품의 전원 또는 공기압, 옵션은 이 페이지에 기록되어 있지 않습니다(이 제품에 해당하지 않는 항목일 수 있습니다). 제조번호(HF-2026-00001)와 함께 문의해 주시면 납품 기록에서 확인해 알려 드리겠습니다.",
  );
  await expect(page.getByRole("heading", { name: `제품: ${product.code}` })).toBeVisible();
  await expect(page.getByText("화성 정수장")).toHaveCount(0);
  let { document, screen } = await widths(page);
  expect(document).toBeLessThanOrEqual(screen);
  await expectNoViolations(page, "unit page at 375 px (ko)");

  await page.goto(`${site.origin}/en${path}`);
  await expect(page.getByRole("heading", { name: "Service history" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Specifications recorded for this unit" }).locator("p"),
  ).toHaveText(
    "The following were not recorded for this unit on delivery: power or air supply and options. Some may not apply to it. Send us its serial number, HF-2026-00001, and we will look them up in the delivery records.",
  );
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
  await page.getByRole("button", { name: "링크 재발급" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "링크 재발급" }).click();
  await expect(page.getByRole("status")).toHaveText(/링크를 재발급했습니다/);
  const fresh = await page.locator(".units-link").first().getAttribute("href");
  expect(fresh).not.toBe(link);

  const old = await page.goto(site.origin + new URL(link).pathname);
  expect(old!.status()).toBe(404);
  const now = await page.goto(site.origin + new URL(fresh!).pathname);
  expect(now!.status()).toBe(200);
});

test("a won inquiry offers to record its units; a test report uploaded shows on the unit's page", async ({
  page,
}) => {
  const { ref } = site.inquiryStore.add(
    {
      lang: "ko",
      companyName: "한빛수자원",
      name: "김민준",
      phone: "031-8040-1234",
      email: `won-${process.pid}@example.com`,
      inquiry: "전동 액추에이터 견적 부탁드립니다.",
      noticeVersion: noticeVersion(seoulToday()),
    },
    "off",
  );
  site.inquiryStore.quotations.setOutcome(site.inquiryStore.idOf(ref)!, "won", undefined, "buyer");
  await page.context().addCookies(staff);
  await page.goto(`${site.origin}/admin/inquiries/${ref}`);
  await page.getByRole("link", { name: "납품 제품 등록" }).click();
  await expect(page.getByLabel("관련 문의 번호", { exact: true })).toHaveValue(ref);

  // The unit of the first test: a test report, read back through the unit's public link.
  await page.goto(`${site.origin}/admin/units/HF-2026-00001`);
  const pdf = await page.request.get(`${site.origin}/admin/units/HF-2026-00001/label.pdf`);
  await page.getByLabel("종류", { exact: true }).first().selectOption("test-report");
  await page.getByLabel("PDF 파일 (20 MB 이하)").setInputFiles({
    name: "시험성적서 P-101.pdf",
    mimeType: "application/pdf",
    buffer: await pdf.body(),
  });
  await page.getByRole("button", { name: "서류 올리기" }).click();
  await expect(page.getByRole("status")).toHaveText("서류를 올렸습니다.");
  const shown = await page.locator(".units-link").first().getAttribute("href");
  await page.goto(site.origin + new URL(shown!).pathname);
  // Named by its kind and day, never by the name it was uploaded under (issue 63).
  const paper = page.getByRole("link", { name: /^시험성적서 · \d{4}\. \d{1,2}\. \d{1,2}\.$/ });
  await expect(paper).toBeVisible();
  await expect(page.getByText("P-101.pdf")).toHaveCount(0);
  const file = await page.request.get(site.origin + (await paper.getAttribute("href"))!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toMatch(
    /^attachment; filename="HF-2026-00001 Test report \d{4}-\d{2}-\d{2}\.pdf"; /,
  );
  expect(Buffer.compare(await file.body(), await pdf.body())).toBe(0);
});

test("staff add an order's units from the template: all at once, or none with each row's problem", async ({
  page,
}) => {
  await page.context().addCookies(staff);
  await page.goto(`${site.origin}/admin/units/new`);
  const template = await page.request.get(`${site.origin}/admin/units/template.xlsx`);
  expect(template.headers()["content-type"]).toMatch(/spreadsheetml/);
  // Each cell under its heading, as staff fill the template.
  const row = (tag: string, code = product.code, industry = "발전") => ({
    "제품 코드": code,
    "태그 번호": tag,
    "현장 이름": "당진 화력 3호기",
    고객사: "한빛발전",
    "산업 분야": industry,
    납품일: "2025-06-30",
    지역: "충남",
    "이름 공개 동의": "예",
    "호칭 구경": "DN 200",
  });
  const upload = async (rows: Record<string, string | null>[]) => {
    await page.getByLabel("엑셀 파일 (.xlsx, 5 MB 이하)").setInputFiles({
      name: "units.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: Buffer.from(await filledUnitTemplate(await template.body(), rows)),
    });
    await page.getByRole("button", { name: "올려서 등록" }).click();
  };

  // One wrong code and one wrong industry: nothing added, both named by row and column.
  await upload([row("FV-1"), row("FV-2", "NO-SUCH"), row("FV-3", product.code, "우주")]);
  const refused = page.getByRole("alert");
  // The sheet is read in the work pool, whose first job starts its thread: slow on a busy host.
  await expect(refused).toContainText("4행 제품 코드: 카탈로그에 없는 제품 코드입니다.", {
    timeout: 20_000,
  });
  await expect(refused).toContainText("5행 산업 분야: 목록에서 고르십시오.");
  expect(site.units.list({ year: 2025 }).total).toBe(0);

  await upload(Array.from({ length: 40 }, (_, i) => row(`FV-${i + 1}`)));
  await expect(page.getByRole("status").first()).toHaveText(
    "40대 등록했습니다: HF-2025-00001 ~ HF-2025-00040",
    { timeout: 20_000 },
  );
  const { units, total } = site.units.list({ year: 2025, limit: 100 });
  expect(total).toBe(40);
  expect(units.at(-1)).toMatchObject({
    tag: "FV-1",
    industry: "power",
    nameConsent: true,
    details: { size: "DN 200" },
  });
  expect(units[0]!.tag).toBe("FV-40");
});

test("staff at a phone correct a unit's record in Korean and see it at once", async ({ page }) => {
  await page.context().addCookies(staff);
  await page.goto(`${site.origin}/admin/units/HF-2026-00001`);
  await waitForHydration(page);
  const form = page.locator("details.units-edit");
  await form.getByText("고칠 양식 열기").click();
  const tag = form.getByLabel("태그 번호", { exact: true });
  await expect(tag).toHaveValue("P-101 흡입측");
  await expectNoViolations(page, "a unit's edit form at 375 px (ko)");
  await tag.fill("P-102 토출측");
  await form.getByLabel("산업 분야", { exact: true }).selectOption({ label: "발전" });
  await form.getByRole("button", { name: "고친 내용 저장" }).click();

  await expect(page.getByRole("status")).toHaveText(
    "기록을 고쳤습니다. 납품실적 페이지에도 바로 반영됩니다.",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("HF-2026-00001");
  const facts = page.locator(".units-facts");
  await expect(facts).toContainText("P-102 토출측");
  await expect(facts).toContainText("발전");
  const { document, screen } = await widths(page);
  expect(document).toBeLessThanOrEqual(screen);
  // The label's link is the same, and the maintenance engineer's page shows the correction.
  const shown = await page.locator(".units-link").first().getAttribute("href");
  await page.goto(site.origin + new URL(shown!).pathname);
  await expect(page.getByText("P-102 토출측")).toBeVisible();

  await page.goto(`${site.origin}/en/admin/units/HF-2026-00001`);
  await page.locator("details.units-edit summary").click();
  await expect(page.getByLabel("Tag number", { exact: true })).toHaveValue("P-102 토출측");
  await expectNoViolations(page, "a unit's edit form at 375 px (en)");
});
