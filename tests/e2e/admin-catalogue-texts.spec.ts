import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { findProductById, productPath } from "../../app/content/catalog/catalog.server";
import {
  signedInAccount,
  staffBrowser,
  startAdminSite,
  type AdminSite,
  type SignedIn,
} from "./admin-support";
import { readableText, words } from "./html-support";
import { signedInPage as pageWithCookies } from "./catalogue-support";
import {
  expect,
  expectNoViolations,
  inLang,
  publishAndLoad,
  submitAndLoad,
  test,
  waitForHydration,
  type Lang,
  timeUntil,
} from "./support";

/**
 * Texts that still state an old figure (docs/decisions/025-texts-that-state-a-figure.md): a
 * figure or the code changed in the product editor or the spreadsheet, the editor names every
 * free text of the product, in both languages, that still states the old value, before the
 * publish; the publish asks "publish anyway" or fix. S30 at 190 °C (no JavaScript, Korean),
 * S40 renamed S45 (JavaScript, English), S20 changed by the spreadsheet (the upload's preview).
 */
test.describe.configure({ mode: "serial" });

let site: AdminSite;
let staff: SignedIn;
let browserRef: Browser;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  browserRef = browser;
  site = await startAdminSite();
  staff = await signedInAccount(site, "texts", "staff");
});
test.afterAll(async () => {
  await site?.close();
});

const at = (path: string) => site.origin + path;
const html = async (path: string) => (await fetch(at(path))).text();
const signedInPage = (javaScriptEnabled: boolean) =>
  pageWithCookies(browserRef, staff, javaScriptEnabled);
const editorPath = (lang: Lang, id: string) => inLang(lang, `/admin/content/catalogue/${id}`);
const page30 = productPath(findProductById("s30")!);
const publish = (page: Page) =>
  submitAndLoad(page, page.locator('button[name="intent"][value="publish"]'));

async function noSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.document).toBeLessThanOrEqual(widths.screen);
}

test("without JavaScript, in Korean: S30 at 190 °C names its overview and features, then asks", async () => {
  const page = await signedInPage(false);
  await page.goto(at(editorPath("ko", "s30")));
  await page.locator("#f-figures-tempC-max").fill("190");
  await publish(page);

  // Nothing published: the list of texts that still say 200 °C, in both languages, each a link.
  const list = page.locator("#stale-texts");
  await expect(list).toContainText("게시하기 전에 확인하십시오");
  for (const lang of ["ko", "en"] as const) {
    const language = lang === "ko" ? "한국어" : "영어";
    await expect(list.locator(`li a[href="#f-detailDescription-${lang}"]`)).toHaveText(
      `상세 설명 (${language})`,
    );
    await expect(list.locator(`li a[href="#f-features-${lang}"]`)).toHaveText(`특징 (${language})`);
  }
  await expect(list).toContainText("-20~+200 °C");
  await expect(list).toContainText("사용 온도 최고 (°C): 200 → 190");
  // "DN 15~200 (15~200A)" in the short description is a size, not the temperature: not named.
  await expect(list.locator('li a[href="#f-description-ko"]')).toHaveCount(0);
  expect(site.content.get("product", "s30")!.published!.figures.tempC).toMatchObject({ max: 200 });
  // The figure typed is kept.
  await expect(page.locator("#f-figures-tempC-max")).toHaveValue("190");

  // The Korean texts corrected; the English ones are named still, and the owner publishes anyway.
  const overview = page.locator("#f-detailDescription-ko");
  await overview.fill((await overview.inputValue()).replace("+200 °C", "+190 °C"));
  const features = page.locator("#f-features-ko");
  await features.fill((await features.inputValue()).replace("+200 °C", "+190 °C"));
  await publish(page);
  await expect(list.locator('li a[href="#f-detailDescription-ko"]')).toHaveCount(0);
  await expect(list.locator('li a[href="#f-detailDescription-en"]')).toHaveText("상세 설명 (영어)");
  await publishAndLoad(page, page.getByRole("button", { name: "그래도 게시" }), "게시했습니다");
  await page.context().close();

  // The Korean page says 190 °C everywhere, 200 °C nowhere.
  expect(await timeUntil(at(page30), (body) => body.includes("-20~+190 °C"))).toBeLessThan(2000);
  const korean = await html(page30);
  expect(korean).not.toMatch(/\+200 °C/);
  expect(await html(`/en${page30}`)).toContain("-20 to +190 °C");
});

test("in English: the editor still names the English texts, fixed and published", async () => {
  // Plain requests on the server's HTML (decision 019): the list is the server's, before any
  // post. The English editor with its list of texts is axe-checked in the S40 test below.
  const browser = staffBrowser(site, staff.cookies);
  let page = await browser.get(editorPath("en", "s30"));
  // Published at 190 °C with the English texts saying 200 °C: the editor says so before any post.
  const list = page.doc.querySelector("#stale-texts")!;
  const link = (href: string) => list.querySelectorAll(`li a[href="${href}"]`).map(words);
  expect(link("#f-features-en")).toEqual(["Features (English)"]);
  expect(link("#f-detailDescription-en")).toEqual(["Detailed description (English)"]);
  // The Korean texts were corrected before the publish: not named.
  expect(list.querySelectorAll('li a[href$="-ko"]')).toHaveLength(0);
  expect(readableText(list)).toContain("Maximum temperature (°C): 200 → 190");
  const set: Record<string, string> = {};
  for (const id of ["#f-detailDescription-en", "#f-features-en"]) {
    const box = page.doc.querySelector(id)!;
    set[box.getAttribute("name")!] = box.text.replace("+200 °C", "+190 °C");
  }
  const form = page.doc.querySelector("#content-editor-form")!;
  const publishButton = page.doc.querySelectorAll('button[name="intent"][value="publish"]');
  expect(publishButton).toHaveLength(1);
  page = await browser.submit(form, { set, button: publishButton[0] });
  expect(readableText(page.doc.querySelector(".content-status")!)).toContain("Published");
  expect(page.doc.querySelectorAll("#stale-texts")).toHaveLength(0);
  expect(await timeUntil(at(`/en${page30}`), (body) => !/\+200 °C/.test(body))).toBeLessThan(2000);
});

test("in English with JavaScript: S40 renamed S45 names “S40은…” and its English overview", async () => {
  const page = await signedInPage(true);
  await page.goto(at(editorPath("en", "s40")));
  await waitForHydration(page);
  await page.locator("#f-code").fill("S45");
  await publish(page);
  const list = page.locator("#stale-texts");
  await expect(list).toBeFocused();
  await expect(list).toContainText("Check before publishing");
  await expect(list).toContainText("S40은");
  await expect(list).toContainText("Code: S40 → S45");
  await expect(list.locator('li a[href="#f-detailDescription-ko"]')).toHaveText(
    "Detailed description (Korean)",
  );
  await expect(list.locator('li a[href="#f-detailDescription-en"]')).toBeVisible();
  expect(site.content.get("product", "s40")!.published!.code).toBe("S40");
  await expectNoViolations(page, "publish asked (en)");
  await noSidewaysScroll(page);
  // "Fix the texts" takes the owner to the first text named.
  await list.getByRole("link", { name: "Detailed description (Korean)" }).click();
  await expect(page.locator("#f-detailDescription-ko")).toBeFocused();
  await publishAndLoad(
    page,
    page.getByRole("button", { name: "Publish anyway" }),
    "Published. It is on the site",
  );
  expect(site.content.get("product", "s40")!.published!.code).toBe("S45");
  await page.context().close();
});

/** The catalogue downloaded from the list page, one figure of one product changed, uploaded. */
async function uploadChange(page: Page, lang: Lang, code: string, key: string, value: number) {
  await page.goto(at(inLang(lang, "/admin/content/catalogue")));
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.locator('a[href$="/content/catalogue.xlsx"]').click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await file.path())!) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const keys = (sheet.getRow(1).values as unknown[]).map((v) => (typeof v === "string" ? v : ""));
  for (let r = 3; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    if (row.getCell(keys.indexOf("code")).value === code)
      row.getCell(keys.indexOf(key)).value = value;
  }
  if (lang === "en") await waitForHydration(page);
  await page.locator("#sheet-file").setInputFiles({
    name: `${code}.xlsx`,
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await page
    .getByRole("button", { name: lang === "ko" ? "올려서 확인하기" : "Upload and check" })
    .click();
}

test("without JavaScript, in Korean: a spreadsheet change to S20 lists its texts in the preview", async () => {
  // A download, an upload and its check in the work pool: past 30 s on a busy machine.
  test.setTimeout(90_000);
  const page = await signedInPage(false);
  await uploadChange(page, "ko", "S20", "figures.tempC.max", 170);

  const list = page.locator("#stale-texts-s20");
  await expect(list).toContainText("-25~+180 °C");
  await expect(list).toContainText("사용 온도 최고 (°C): 180 → 170");
  for (const field of [
    "detailDescription-ko",
    "features-ko",
    "detailDescription-en",
    "features-en",
  ]) {
    await expect(list.locator(`a[href$="/content/catalogue/s20#f-${field}"]`)).toBeVisible();
  }
  // Publishing is a choice made knowing it.
  await expect(page.getByRole("button", { name: "모두 게시 (1개)", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "그래도 모두 게시 (1개)" }).click();
  await expect(page.locator(".catalogue-result")).toContainText("제품 1개를 게시했습니다");
  expect(site.content.get("product", "s20")!.published!.figures.tempC).toMatchObject({ max: 170 });
  await noSidewaysScroll(page);
  await page.context().close();
});

test("in English with JavaScript: the sheet's publish without the choice is refused, naming the texts", async () => {
  const page = await signedInPage(true);
  await uploadChange(page, "en", "S60", "figures.tempC.max", 180);
  const list = page.locator("#stale-texts-s60");
  await expect(list).toContainText("Maximum temperature (°C): 200 → 180");
  await expect(list.locator('a[href$="/content/catalogue/s60#f-features-en"]')).toBeVisible();
  await expectNoViolations(page, "spreadsheet changes with texts to check (en)");
  // A publish posted without the choice (an old page, a crafted post) publishes nothing.
  await page.locator('input[name="confirm"][value="texts"]').evaluate((input) => input.remove());
  await page.getByRole("button", { name: "Publish all anyway (1)" }).click();
  const refused = page.locator(".error-summary");
  await expect(refused).toContainText("Not published: texts still state the old value");
  await expect(refused).toContainText("Features (English)");
  expect(site.content.get("product", "s60")!.published!.figures.tempC).toMatchObject({ max: 200 });
  await page.context().close();
});
