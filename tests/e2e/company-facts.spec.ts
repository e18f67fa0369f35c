import { company } from "../../app/content/company";
import { account, signIn, startAdminSite, type AdminSite } from "./admin-support";
import {
  galleryItem,
  inLang,
  isolatedTest as test,
  expect,
  LANGS,
  waitForHydration,
} from "./support";

/*
 * Company facts, changed the way staff change them (issue 25, the first "Done when"): the
 * telephone in the Korean editor and the privacy officer in the English one, published, then
 * seen on every page type in both languages, in JSON-LD, the quick bar, the search index,
 * /privacy and the form's notice. Two people saving at once: tests/e2e/admin-content.spec.ts;
 * the datasheets made again: tests/server/documents-remade.test.ts.
 */
test.describe.configure({ mode: "serial" });

let site: AdminSite;
let staff: { email: string; secret: string };

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite();
  staff = { email: `facts-${process.pid}@example.com`, secret: "" };
  staff.secret = await account(site, staff.email);
});
test.afterAll(async () => {
  await site?.close();
});

const phone = "02-3141-5926";
const officer = { ko: "박정보", en: "Jeongbo Park" };

test("the telephone and the officer, edited and published, are on every page", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
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
  // What every visitor gets, with or without JavaScript: the server's HTML of each page type.
  const visitor = await browser.newPage({ javaScriptEnabled: false });
  for (const lang of LANGS) {
    for (const path of paths) {
      const url = site.origin + inLang(lang, path);
      const response = await visitor.goto(url);
      expect(response!.status(), url).toBe(path === "/no-such-page" ? 404 : 200);
      await expect(visitor.locator(".site-footer"), url).toContainText(phone);
      await expect(visitor.locator(".site-footer"), url).not.toContainText(company.phone);
      await expect(visitor.locator(".quick-bar a[href^='tel:']"), url).toHaveAttribute(
        "href",
        "tel:+82231415926",
      );
    }
    // The parking sentence, the policy's officer and the form's notice.
    await visitor.goto(site.origin + inLang(lang, "/about/map"));
    await expect(visitor.locator(".location")).toContainText(phone);
    await visitor.goto(site.origin + inLang(lang, "/privacy"));
    await expect(visitor.locator("#privacy-officer + table")).toContainText(officer[lang]);
    await visitor.goto(site.origin + inLang(lang, "/contact"));
    await expect(visitor.locator("#privacy-notice")).toContainText(officer[lang]);
    await expect(visitor.locator(".contact-facts")).toContainText(phone);
  }
  await visitor.close();
  // Hydrated, the page keeps the published number.
  await page.goto(site.origin + "/en/contact");
  await waitForHydration(page);
  await expect(page.locator(".contact-facts")).toContainText(phone);
  // JSON-LD, and the search index, which keeps a telephone as one token without its dashes.
  const home = await (await fetch(`${site.origin}/en`)).text();
  expect(home).toContain('"telephone":"+82-2-3141-5926"');
  const index = await (await fetch(`${site.origin}/search-index-ko.json`)).text();
  expect(index).toContain(`"${phone.replaceAll("-", "")}"`);
  expect(index).not.toContain(`"${company.phone.replaceAll("-", "")}"`);
});
