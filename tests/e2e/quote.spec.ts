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
  sample,
  submitButton,
  thanksPath,
} from "./inquiry-support";
import { CONSENT_FIELD } from "../../app/content/privacy";
import { formFields, getPage, words, type ParsedElement } from "./html-support";
import {
  LANGS,
  dict,
  expect,
  expectNoViolations,
  inLang,
  open,
  pick,
  product,
  test,
  type Lang,
  waitForHydration,
} from "./support";

const products = liveProducts();

/**
 * The quote list (docs/architecture.md, Buyer tools): added from three kinds of page, edited,
 * carried across languages and into the inquiry form, and stored as lines by the receiver; the
 * same through the URL without JavaScript; and hostile lines each answered clearly. The browser
 * drives it in English (compare and the inquiry form drive Korean): the script is the same in
 * both; the Korean pages' words, links and forms are read from their server HTML, the forms
 * sent as a browser without script sends them. axe runs in both languages.
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

/** The header's count and the add links' click handling come with the page's plain script. */
async function quoteReady(page: Page) {
  await waitForHydration(page);
}

function headerCount(page: Page) {
  return page.locator(".site-header .quote-link");
}

const rows = (page: Page) => page.locator(".quote__table tbody tr");
const FINDER = "/products/finder?kind=actuator&torque=300&margin=0&flange=F10&supply=3ph";

{
  const lang: Lang = "en";
  const t = dict[lang];
  const other: Lang = "ko";

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

for (const lang of LANGS) {
  const t = dict[lang];

  test(`the quote page and the form with lines have no axe violations (${lang})`, async ({
    page,
  }) => {
    await open(page, `${inLang(lang, "/quote")}?items=480-035:2,ap5:1`);
    await expect(rows(page)).toHaveCount(2);
    await expectNoViolations(page, `${lang} /quote with lines`);
    await open(page, `${inLang(lang, "/contact")}?items=480-035:2,ap5:1`);
    await expectNoViolations(page, `${lang} /contact with lines`);
  });

  // The receiver's refusal is worded by the form's script alone, in the page's language: it is
  // in no server HTML, so both languages keep the browser.
  test(`51 lines sent are refused as a whole, in the page's language (${lang})`, async ({
    page,
  }) => {
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
}

test.describe("the quote list in Korean, from the server's HTML", () => {
  const t = dict.ko;
  const serverRows = (doc: ParsedElement) => doc.querySelectorAll(".quote__table tbody tr");
  /** The one link of `doc` whose accessible name or text is `name`; its href. */
  const linkTo = (doc: ParsedElement, name: string) => {
    const links = doc
      .querySelectorAll("a")
      .filter((a) => (a.getAttribute("aria-label") ?? words(a)) === name);
    expect(links, `one link "${name}"`).toHaveLength(1);
    return links[0]!.getAttribute("href")!;
  };

  test("the words the script shows: add, the header's list, request, empty, clear", async ({
    request,
  }) => {
    const { doc: card } = await getPage(request, "/products/electric/quarter-turn-480");
    expect(words(card.querySelector(".site-header .quote-link"))).toBe(t["nav.quote"]);
    const { doc: product } = await getPage(request, "/products/pneumatic/rotary/ap5");
    expect(linkTo(product, t["nav.addToQuote"])).toBe("/quote?items=ap5:1");
    const { doc: empty } = await getPage(request, "/quote");
    expect(words(empty.querySelector("main"))).toContain(t["quote.empty"]);
    const { doc: list } = await getPage(request, "/quote?items=480-035:2,ap5:4%2520V");
    expect(serverRows(list)).toHaveLength(2);
    expect(linkTo(list, t["quote.clear"])).toBe("/quote");
    expect(linkTo(list, t["quote.request"])).toMatch(/^\/contact\?items=480-035:2,ap5:/);
    const remove = serverRows(list)[0]!
      .querySelectorAll("a")
      .filter((a) => (a.getAttribute("aria-label") ?? "").endsWith(t["quote.remove"]));
    expect(remove).toHaveLength(1);
  });

  test("hostile lines: notes, the cut at 50, a quantity out of range", async ({ request }) => {
    const { doc: dropped } = await getPage(request, "/quote?items=no-such:1,480-035:1,480-035:2");
    const notice = words(dropped.querySelector(".quote__notice"));
    expect(notice).toContain("480-035");
    expect(notice).toContain("no-such");
    const many = Array.from({ length: 51 }, (_, i) => products[i]?.id ?? `x${i}`);
    const { doc: cut } = await getPage(
      request,
      `/contact?items=${many.map((id) => `${id}:1`).join(",")}`,
    );
    expect(words(cut.querySelector(".inquiry-lines"))).toContain(
      t["quote.tooMany"].replace("{max}", "50"),
    );
    const { doc: huge } = await getPage(request, "/quote?items=480-035:1000000000");
    expect(words(serverRows(huge)[0])).toContain(t["quote.qtyRange"]);
    // The form's row: its quantity field, labelled, bounded as the browser checks it.
    const { doc: form } = await getPage(request, "/contact?items=480-035:1000000000");
    const qty = form.querySelector('.inquiry-lines__row input[name="items[0][qty]"]')!;
    expect(qty.getAttribute("max")).toBe("100000");
    expect(words(form.querySelector(".inquiry-lines"))).toContain(t["quote.qty"]);
  });

  test("without JavaScript the URL is the list: add, more, remove, request, post, stored", async ({
    request,
  }) => {
    const company = `noscript quote ko ${Date.now()}`;
    const { doc: cards } = await getPage(request, "/products/electric/quarter-turn-480");
    const add = cards.querySelector('.product-card a.quote-add[href*="480-035"]');
    expect(words(add)).toBe(t["nav.addToQuote"]);
    expect(add?.getAttribute("href")).toBe("/quote?items=480-035:1");
    const { doc: one } = await getPage(request, add!.getAttribute("href")!);
    expect(linkTo(one, t["quote.continue"])).toBe("/products");

    const { doc: three } = await getPage(request, "/quote?items=480-035:2,ap5:4,480-110:1");
    expect(serverRows(three)).toHaveLength(3);
    const name = pick(product("480-035").name, "ko");
    const more = linkTo(three, t["quote.more"].replace("{product}", name));
    expect(more).toBe("/quote?items=480-035:3,ap5:4,480-110:1");
    const { doc: moreDoc } = await getPage(request, more);
    const remove = serverRows(moreDoc)[2]!
      .querySelectorAll("a")
      .filter((a) => (a.getAttribute("aria-label") ?? "").endsWith(t["quote.remove"]));
    expect(remove.map((a) => a.getAttribute("href"))).toEqual(["/quote?items=480-035:3,ap5:4"]);
    const { doc: two } = await getPage(request, remove[0]!.getAttribute("href")!);
    // The language switch keeps the list.
    const switches = two.querySelectorAll("[data-switch-lang]").map((a) => a.getAttribute("href"));
    expect(switches.length).toBeGreaterThan(0);
    for (const href of switches) {
      expect(decodeURIComponent(href!)).toBe("/en/quote?items=480-035:3,ap5:4");
    }
    const ask = linkTo(two, t["quote.request"]);
    expect(ask).toBe("/contact?items=480-035:3,ap5:4");

    // The form as the server renders it, sent as a browser without script sends it.
    const { doc: contact } = await getPage(request, ask);
    expect(contact.querySelectorAll(".inquiry-lines__row")).toHaveLength(2);
    const form = contact.querySelector("form.inquiry-form")!;
    const fields = formFields(form, {
      ...sample,
      companyName: company,
      "items[1][note]": "PN16 / 물 / TAG-7",
      [CONSENT_FIELD]: true,
    });
    const answer = await request.post(form.getAttribute("action")!, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: fields.toString(),
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toMatch(new RegExp(`^${thanksPath("ko")}\\?ref=HF-`));
    expect(storedLines(company)).toEqual([
      { product_id: "480-035", quantity: 3, note: null },
      { product_id: "ap5", quantity: 4, note: "PN16 / 물 / TAG-7" },
    ]);
  });

  test("a product page's Request Quote is a list of one", async ({ request }) => {
    const { doc } = await getPage(request, "/contact?product=ap5");
    expect(doc.querySelectorAll(".inquiry-lines__row")).toHaveLength(1);
    const form = doc.querySelector("form.inquiry-form")!;
    expect(form.querySelector('[name="items[0][id]"]')?.getAttribute("value")).toBe("ap5");
    expect(words(form.querySelector('textarea[name="inquiry"]'))).not.toBe("");
  });
});
