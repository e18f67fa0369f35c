import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { E2E_INQUIRY_DB } from "../../playwright.config";
import {
  field,
  fillAll,
  inquiryAnswer,
  inquiryForm,
  noScriptPage,
  submitButton,
  thanksPath,
} from "./inquiry-support";
import { LANGS, dict, expect, expectNoViolations, inLang, open, test, type Lang } from "./support";

const products = liveProducts();

/**
 * The quote list (docs/architecture.md, Buyer tools): added from three kinds of page, edited,
 * carried across languages and into the inquiry form, and stored as lines by the receiver; the
 * same through the URL without JavaScript; and hostile lines each answered clearly.
 */
interface StoredLine {
  product_id: string;
  quantity: number;
  note: string | null;
}

function storedLines(company: string): StoredLine[] {
  const db = new Database(E2E_INQUIRY_DB, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT product_id, quantity, note FROM inquiry_items WHERE inquiry_id =
           (SELECT id FROM inquiries WHERE company_name = ? ORDER BY id DESC LIMIT 1)
         ORDER BY position`,
      )
      .all(company) as StoredLine[];
  } finally {
    db.close();
  }
}

/** The header's count hydrates from its own chunk; its click handling comes with it. */
async function quoteReady(page: Page) {
  await page.waitForFunction(() => {
    const link = document.querySelector(".site-header .quote-link");
    return !!link && Object.keys(link).some((key) => key.startsWith("__reactFiber$"));
  });
}

function headerCount(page: Page) {
  return page.locator(".site-header .quote-link");
}

const rows = (page: Page) => page.locator(".quote__table tbody tr");
const FINDER = "/products/finder?kind=actuator&torque=300&margin=0&flange=F10&supply=3ph";

for (const lang of LANGS) {
  const t = dict[lang];
  const other: Lang = lang === "ko" ? "en" : "ko";

  test.describe(`quote list with JavaScript (${lang})`, () => {
    test("add from a card, a product page and the finder; edit; switch language; submit", async ({
      page,
    }) => {
      const company = `견적 e2e ${lang} ${Date.now()}`;
      await open(page, inLang(lang, "/products/electric/quarter-turn-480"));
      await page.evaluate(() => localStorage.removeItem("hf-quote"));
      await quoteReady(page);
      await expect(headerCount(page)).toHaveText(t["nav.quote"]);

      // 1. A catalogue card: added in place, the count follows at once.
      await page.locator('.product-card a.quote-add[href*="480-035"]').click();
      await expect(page).toHaveURL(/quarter-turn-480$/);
      await expect(headerCount(page)).toHaveText(`${t["nav.quote"]} (1)`);
      await expect(
        page.locator(".quick-bar .quote-link, .quick-bar a[href$='/quote']"),
      ).toContainText("(1)");

      // 2. A product page.
      await open(page, inLang(lang, "/products/pneumatic/rotary/ap5"));
      await quoteReady(page);
      await page.getByRole("link", { name: t["nav.addToQuote"] }).click();
      await expect(headerCount(page)).toHaveText(`${t["nav.quote"]} (2)`);

      // 3. The finder's results.
      await open(page, inLang(lang, FINDER));
      await quoteReady(page);
      const finderAdd = page
        .locator('.finder__table a.quote-add:not([href*="480-035:"]):not([href*="ap5:"])')
        .first();
      const finderId = /items=([^:]+)/.exec((await finderAdd.getAttribute("href"))!)![1]!;
      await finderAdd.click();
      await expect(headerCount(page)).toHaveText(`${t["nav.quote"]} (3)`);

      // The list: quantity and note.
      await headerCount(page).click();
      await expect(page).toHaveURL(inLang(lang, "/quote"));
      await expect(rows(page)).toHaveCount(3);
      await rows(page).nth(0).getByRole("spinbutton").fill("2");
      await rows(page).nth(1).getByRole("textbox").fill("DN50, steam, TAG-101");

      // The other language keeps the list (localStorage).
      await page.locator("[data-switch-lang]").first().click();
      await expect(page).toHaveURL(inLang(other, "/quote"));
      await expect(rows(page)).toHaveCount(3);
      await expect(rows(page).nth(0).getByRole("spinbutton")).toHaveValue("2");
      await expect(rows(page).nth(1).getByRole("textbox")).toHaveValue("DN50, steam, TAG-101");
      await page.locator("[data-switch-lang]").first().click();
      await expect(page).toHaveURL(inLang(lang, "/quote"));

      // Request a quote: the lines above the form, sent as items[N][...], stored.
      await page.getByRole("link", { name: t["quote.request"] }).click();
      await expect(page).toHaveURL(new RegExp(`${inLang(lang, "/contact")}\\?items=`));
      const lines = page.locator(".inquiry-lines__row");
      await expect(lines).toHaveCount(3);
      await expect(lines.nth(0).getByRole("spinbutton")).toHaveValue("2");
      await expect(lines.nth(1).getByRole("textbox")).toHaveValue("DN50, steam, TAG-101");
      await fillAll(page, lang, { companyName: company });
      const answer = inquiryAnswer(page);
      await submitButton(page, lang).click();
      expect((await answer).status()).toBe(200);
      await expect(page.locator(".inquiry-success")).toBeVisible();
      expect(storedLines(company)).toEqual([
        { product_id: "480-035", quantity: 2, note: null },
        { product_id: "ap5", quantity: 1, note: "DN50, steam, TAG-101" },
        { product_id: finderId, quantity: 1, note: null },
      ]);
    });

    test("the preview modal adds too", async ({ page }) => {
      await open(page, inLang(lang, "/products/electric/quarter-turn-480"));
      await page.evaluate(() => localStorage.removeItem("hf-quote"));
      await quoteReady(page);
      await page.locator(".product-card .card__link").first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("link", { name: t["nav.addToQuote"] }).click();
      await expect(headerCount(page)).toHaveText(`${t["nav.quote"]} (1)`);
    });

    test("a shared link joins the list; rows can be removed and the list cleared", async ({
      page,
    }) => {
      await open(page, inLang(lang, "/products"));
      await page.evaluate(() => localStorage.setItem("hf-quote", "480-110:3"));
      await open(page, `${inLang(lang, "/quote")}?items=480-035:2,ap5:4:24%2520V`);
      await expect(page).toHaveURL(inLang(lang, "/quote"));
      await expect(rows(page)).toHaveCount(3);
      await expect(rows(page).nth(2).getByRole("textbox")).toHaveValue("24 V");
      await rows(page)
        .nth(0)
        .getByRole("button", { name: new RegExp(t["quote.remove"]) })
        .click();
      await expect(rows(page)).toHaveCount(2);
      await page.getByRole("button", { name: t["quote.clear"] }).click();
      await expect(page.getByText(t["quote.empty"])).toBeVisible();
      await expect(headerCount(page)).toHaveText(t["nav.quote"]);
    });

    test("the quote page with lines has no axe violations", async ({ page }) => {
      await open(page, `${inLang(lang, "/quote")}?items=480-035:2,ap5:1`);
      await expect(rows(page)).toHaveCount(2);
      await expectNoViolations(page, `${lang} /quote with lines`);
      await open(page, `${inLang(lang, "/contact")}?items=480-035:2,ap5:1`);
      await expectNoViolations(page, `${lang} /contact with lines`);
    });
  });

  test.describe(`hostile lines (${lang})`, () => {
    test("unknown and repeated ids are dropped with a note; 51 lines are cut to 50", async ({
      page,
    }) => {
      await open(page, `${inLang(lang, "/quote")}?items=no-such:1,480-035:1,480-035:2`);
      await expect(page.locator(".quote__notice")).toContainText("480-035");
      await expect(page.locator(".quote__notice")).toContainText("no-such");
      const many = Array.from({ length: 51 }, (_, i) => products[i]?.id ?? `x${i}`);
      await open(
        page,
        `${inLang(lang, "/contact")}?items=${many.map((id) => `${id}:1`).join(",")}`,
      );
      await expect(page.locator(".inquiry-lines")).toContainText(
        t["quote.tooMany"].replace("{max}", "50"),
      );
    });

    test("a quantity of 10^9 is refused on its row, in the page's language", async ({ page }) => {
      const company = `hostile qty ${lang} ${Date.now()}`;
      await open(page, `${inLang(lang, "/quote")}?items=480-035:1000000000`);
      await expect(rows(page).nth(0)).toContainText(t["quote.qtyRange"]);
      await open(page, `${inLang(lang, "/contact")}?items=480-035:1000000000`);
      // The browser's own check (max=100000) stops it; past that, the receiver's answer.
      await page.evaluate(() =>
        document.querySelector("form.inquiry-form")!.setAttribute("novalidate", ""),
      );
      await fillAll(page, lang, { companyName: company });
      const answer = inquiryAnswer(page);
      await submitButton(page, lang).click();
      expect((await answer).status()).toBe(422);
      const row = page.locator(".inquiry-lines__row").first();
      await expect(row.locator(".inquiry-form__error")).toHaveText(
        `${t["quote.qty"]}: ${t["quote.qtyRange"]}`,
      );
      await expect(row.getByRole("spinbutton")).toBeFocused();
    });

    test("51 lines sent are refused as a whole, in the page's language", async ({ page }) => {
      await open(page, `${inLang(lang, "/contact")}?items=480-035:1`);
      await page.evaluate(() => {
        const form = document.querySelector("form.inquiry-form")!;
        for (let n = 1; n <= 50; n++) {
          const input = document.createElement("input");
          input.type = "hidden";
          input.name = `items[${n}][id]`;
          input.value = `x${n}`;
          const qty = input.cloneNode() as HTMLInputElement;
          qty.name = `items[${n}][qty]`;
          qty.value = "1";
          form.append(input, qty);
        }
      });
      await fillAll(page, lang);
      const answer = inquiryAnswer(page);
      await submitButton(page, lang).click();
      expect((await answer).status()).toBe(422);
      await expect(page.locator(".inquiry-form__alert")).toContainText(t["quote.errTooMany"]);
    });

    test("markup in a note is text: never run, stored as typed", async ({ page }) => {
      const company = `hostile note ${lang} ${Date.now()}`;
      const note = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
      page.on("dialog", () => {
        throw new Error("a note ran as script");
      });
      await open(page, inLang(lang, "/quote"));
      await page.evaluate(() => localStorage.setItem("hf-quote", "480-035:1"));
      await page.reload();
      await rows(page).nth(0).getByRole("textbox").fill(note);
      await open(page, inLang(lang, "/quote"));
      await expect(rows(page).nth(0).getByRole("textbox")).toHaveValue(note);
      await page.getByRole("link", { name: t["quote.request"] }).click();
      await expect(page.locator(".inquiry-lines__row").first().getByRole("textbox")).toHaveValue(
        note,
      );
      await fillAll(page, lang, { companyName: company });
      const answer = inquiryAnswer(page);
      await submitButton(page, lang).click();
      expect((await answer).status()).toBe(200);
      expect(storedLines(company)).toEqual([{ product_id: "480-035", quantity: 1, note }]);
    });
  });

  test.describe(`quote list without JavaScript (${lang})`, () => {
    test("the URL is the list: add, more, remove, request, post, stored", async ({
      browser,
      baseURL,
    }) => {
      const company = `noscript quote ${lang} ${Date.now()}`;
      const { context, page } = await noScriptPage(browser, baseURL);
      try {
        // A card's add link starts a list of one; the page offers to go on.
        await page.goto(inLang(lang, "/products/electric/quarter-turn-480"));
        await page.locator('.product-card a.quote-add[href*="480-035"]').click();
        await expect(page).toHaveURL(`${inLang(lang, "/quote")}?items=480-035:1`);
        await expect(page.getByRole("link", { name: t["quote.continue"] })).toBeVisible();

        await page.goto(`${inLang(lang, "/quote")}?items=480-035:2,ap5:4,480-110:1`);
        await expect(rows(page)).toHaveCount(3);
        await page
          .getByRole("link", {
            name: new RegExp(t["quote.more"].replace("{product}", "480-035.*")),
          })
          .first()
          .click();
        await expect(page).toHaveURL(/items=480-035:3,ap5:4,480-110:1$/);
        await rows(page)
          .nth(2)
          .getByRole("link", { name: new RegExp(t["quote.remove"]) })
          .click();
        await expect(page).toHaveURL(/items=480-035:3,ap5:4$/);
        // The language switch keeps the list.
        await page.locator("[data-switch-lang]").first().click();
        await expect
          .poll(() => decodeURIComponent(page.url()))
          .toMatch(new RegExp(`${inLang(other, "/quote")}\\?items=480-035:3,ap5:4$`));
        await page.locator("[data-switch-lang]").first().click();

        await page.getByRole("link", { name: t["quote.request"] }).click();
        await expect(page).toHaveURL(`${inLang(lang, "/contact")}?items=480-035:3,ap5:4`);
        await page
          .locator(".inquiry-lines__row")
          .nth(1)
          .getByRole("textbox")
          .fill("PN16 / 물 / TAG-7");
        await fillAll(page, lang, { companyName: company });
        await submitButton(page, lang).click();
        await expect(page).toHaveURL(new RegExp(`${thanksPath(lang)}\\?ref=HF-`));
        expect(storedLines(company)).toEqual([
          { product_id: "480-035", quantity: 3, note: null },
          { product_id: "ap5", quantity: 4, note: "PN16 / 물 / TAG-7" },
        ]);
      } finally {
        await context.close();
      }
    });

    test("a product page's Request Quote is a list of one", async ({ browser, baseURL }) => {
      const { context, page } = await noScriptPage(browser, baseURL);
      try {
        await page.goto(`${inLang(lang, "/contact")}?product=ap5`);
        await expect(page.locator(".inquiry-lines__row")).toHaveCount(1);
        await expect(inquiryForm(page, lang).locator('[name="items[0][id]"]')).toHaveValue("ap5");
        await expect(field(page, lang, "inquiry")).not.toHaveValue("");
      } finally {
        await context.close();
      }
    });
  });
}
