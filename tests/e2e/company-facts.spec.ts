import { company } from "../../app/content/company";
import { readPdf } from "../pdf";
import { member, signIn, startAdminSite, type AdminSite } from "./admin-support";
import { galleryItem, inLang, isolatedTest as test, expect, LANGS } from "./support";

/*
 * Company facts, changed the way staff change them (issue 25, the first "Done when"): the
 * telephone in the Korean editor and the privacy officer in the English one, published, then
 * seen on every page type in both languages, in JSON-LD, the quick bar, /privacy, the form's
 * notice and a datasheet made again. Two people saving at once: tests/e2e/admin-content.spec.ts.
 */
test.describe.configure({ mode: "serial" });

let site: AdminSite;
let staff: { email: string; secret: string };
const DATASHEET = "/documents/datasheet-480-035-ko.pdf";
/** The build's datasheet's ETag, before the facts change. */
let builtEtag = "";

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  site = await startAdminSite({ documents: true });
  const page = await browser.newPage();
  staff = { email: `facts-${process.pid}@example.com`, secret: "" };
  staff.secret = await member(page, site, staff.email);
  await page.close();
});
test.afterAll(async () => {
  await site?.close();
});

const phone = "02-3141-5926";
const officer = { ko: "박정보", en: "Jeongbo Park" };

test("the telephone and the officer, edited and published, are on every page", async ({ page }) => {
  test.setTimeout(180_000);
  builtEtag = (await fetch(site.origin + DATASHEET)).headers.get("ETag")!;
  // The Korean editor: the telephone.
  await signIn(page, site, staff.email, staff.secret, "/admin/content/company");
  await page.getByLabel("전화", { exact: true }).fill(phone);
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("status").first()).toContainText("게시했습니다");
  // The English editor: the privacy officer's name, in both languages.
  await page.goto(`${site.origin}/en/admin/content/company`);
  const name = page.getByRole("group", { name: "Officer's name" });
  await name.getByLabel("한국어 (Korean)", { exact: true }).fill(officer.ko);
  await name.getByLabel("English", { exact: true }).fill(officer.en);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").first()).toContainText("Published");

  const paths = [
    "/",
    "/products",
    "/products/pneumatic/rotary",
    "/products/electric/quarter-turn-480/480-006",
    "/products/finder",
    "/products/compare",
    "/about",
    "/about/map",
    "/gallery",
    `/gallery/${galleryItem.id}`,
    "/contact",
    "/quote",
    "/downloads",
    "/sitemap",
    "/privacy",
    "/search?q=valve",
    "/no-such-page",
  ];
  for (const lang of LANGS) {
    for (const path of paths) {
      const url = site.origin + inLang(lang, path);
      const response = await page.goto(url);
      expect(response!.status(), url).toBe(path === "/no-such-page" ? 404 : 200);
      await expect(page.locator(".site-footer"), url).toContainText(phone);
      await expect(page.locator(".site-footer"), url).not.toContainText(company.phone);
      await expect(page.locator(".quick-bar a[href^='tel:']"), url).toHaveAttribute(
        "href",
        "tel:+82231415926",
      );
    }
    // The parking sentence, the policy's officer and the form's notice.
    await page.goto(site.origin + inLang(lang, "/about/map"));
    await expect(page.locator(".location")).toContainText(phone);
    await page.goto(site.origin + inLang(lang, "/privacy"));
    await expect(page.locator("#privacy-officer + table")).toContainText(officer[lang]);
    await page.goto(site.origin + inLang(lang, "/contact"));
    await expect(page.locator("#privacy-notice")).toContainText(officer[lang]);
    await expect(page.locator(".contact-facts")).toContainText(phone);
  }
  const home = await (await fetch(`${site.origin}/en`)).text();
  expect(home).toContain('"telephone":"+82-2-3141-5926"');
});

test("the datasheets are made again with the new telephone, under a new ETag", async () => {
  // The worker makes every PDF again: seconds alone, minutes with the whole suite on 2 cores.
  test.setTimeout(300_000);
  const url = site.origin + DATASHEET;
  for (;;) {
    const response = await fetch(url);
    const { text } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    if (text.includes(`전화 ${phone}`)) {
      expect(text).not.toContain(`전화 ${company.phone}`);
      const etag = response.headers.get("ETag")!;
      expect(etag).not.toBe(builtEtag);
      expect((await fetch(url, { headers: { "If-None-Match": etag } })).status).toBe(304);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});
