import { createClient } from "@formspree/core";
import { CONSENT_FIELD, noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import { signedInAccount, startAdminSite, type AdminSite, type SignedIn } from "./admin-support";
import { category, expect, inLang, test, LANGS, product } from "./support";

/*
 * An inquiry sent with a quote list (no product page's group with it) counts on the owner's
 * numbers page under the groups of the products it lists, its lines under each, not under
 * "inquiries without a product"; read in a browser in both languages.
 */
test.describe.configure({ mode: "serial" });

let site: AdminSite;
let owner: SignedIn;

const LISTED = [product("480-035"), product("AP12")];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite();
  owner = await signedInAccount(site, "numbers-quote", "owner");
  // As the quote page's script posts a list of two products of two groups, 2 and 4 of them.
  const result = await createClient().submitForm(
    "inquiry",
    {
      companyName: "한국수자원공사 시화사업소",
      name: "김민준",
      phone: "031-8040-1234",
      email: `buyer-${process.pid}@kwater.example`,
      inquiry: "견적 부탁드립니다.",
      "items[0][id]": LISTED[0]!.id,
      "items[0][qty]": "2",
      "items[1][id]": LISTED[1]!.id,
      "items[1][qty]": "4",
      [CONSENT_FIELD]: noticeVersion(seoulToday()),
      _lang: "ko",
    } as never,
    { endpoint: site.origin },
  );
  expect(result.kind).toBe("success");
});
test.afterAll(async () => {
  await site?.close();
});

const TITLE = { ko: "분야별 문의 (12개월)", en: "Inquiries by sector (12 months)" };
const NONE = { ko: "제품 없이 온 문의", en: "No product named" };

for (const lang of LANGS) {
  test(`${lang}: a quote list counts under its products' groups`, async ({ browser }) => {
    const context = await browser.newContext();
    await context.addCookies(owner.cookies);
    const page = await context.newPage();
    await page.goto(site.origin + inLang(lang, "/admin/numbers"));
    const table = page.locator("table").filter({ has: page.getByText(TITLE[lang]) });
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(2);
    for (const listed of LISTED) {
      const name = category(listed.category).name[lang];
      // One inquiry, and the one line of this group.
      await expect(rows.filter({ hasText: name }).locator("td")).toHaveText(["1", "1"]);
    }
    await expect(table).not.toContainText(NONE[lang]);
    // On a phone a count's heading stays on one line ("문의", not "문/의").
    await page.setViewportSize({ width: 375, height: 800 });
    const broken = await page.locator("th.num").evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return range.getClientRects().length > 1;
        })
        .map((cell) => cell.textContent),
    );
    expect(broken).toEqual([]);
    // Its chart would be drawn at half size there, words 6 px high: the table stands alone.
    await expect(page.locator("svg.numbers-chart").first()).toBeHidden();
    await expect(table).toBeVisible();
    await context.close();
  });
}
