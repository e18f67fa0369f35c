import { said } from "./error-words";
import { problemText } from "../../server/inquiries/problems";
import { gzipSync } from "node:zlib";
import type { Page, Request, Response, Route } from "@playwright/test";
import { liveProducts, productPath } from "../../app/content/catalog/catalog.server";
import { categories } from "../../app/content/catalog/categories";
import { company } from "../../app/content/company";
import { phoneText } from "../../app/i18n/phone-text";
import { CONSENT_FIELD, noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import {
  LANGS,
  dict,
  expect,
  expectNoViolations,
  hasHangul,
  inLang,
  pick,
  test,
  waitForHydration,
  type Lang,
} from "./support";
import {
  FIELDS,
  consentBox,
  expectSuccessPanel,
  field,
  fillAll,
  inquiryForm,
  multipartFields,
  noScriptPage,
  sample,
  submitButton,
  thanksPath,
} from "./inquiry-support";
import {
  canonicalPath,
  formFields,
  getPage,
  isHidden,
  named,
  readableText,
  words,
  type ParsedElement,
} from "./html-support";

const products = liveProducts();

/*
 * The inquiry form in a real browser. The receiver's answers are given here with page.route in
 * the shapes of the receiver contract (docs/form-protocol.md), so each state can be produced on
 * demand; inquiry-real.spec.ts drives the same form against the real receiver. The script is the
 * same in both languages: the browser drives it in Korean (the quote list's spec drives English),
 * and the English page is read from its server HTML; the words only the script shows (field
 * errors, the busy button, the network error, the success panel) are checked on the English
 * form in the browser, in the states its axe test reaches anyway.
 */

const REF = "HF-20261121-000123";
const success = (lang: Lang) => ({
  status: 200,
  contentType: "application/json",
  body: JSON.stringify({ next: `${thanksPath(lang)}?ref=${REF}`, ok: true, ref: REF }),
});
const fieldErrors = {
  status: 422,
  contentType: "application/json",
  body: JSON.stringify({
    error: "Validation errors",
    errors: [
      { code: "REQUIRED_FIELD_EMPTY", field: "companyName", message: "is required" },
      { code: "TYPE_EMAIL", field: "email", message: "should be an email" },
      { field: "phone", message: "should be a phone number" },
      { field: "phone", message: "is too long (maximum 40 characters)" },
    ],
  }),
};

/** Answers every post to the receiver with `reply`, and keeps the requests. */
async function receiver(page: Page, reply: (route: Route) => Promise<void>) {
  const requests: Request[] = [];
  await page.route("**/f/**", async (route) => {
    requests.push(route.request());
    await reply(route);
  });
  return requests;
}

async function openForm(page: Page, lang: Lang, path = "/contact") {
  const response = await page.goto(inLang(lang, path));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

const errorOf = (page: Page, lang: Lang, name: (typeof FIELDS)[number]) =>
  field(page, lang, name).evaluate((el) => {
    const id = el.getAttribute("aria-describedby");
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });

for (const lang of LANGS) {
  const t = dict[lang];

  test.describe(`inquiry form (${lang})`, () => {
    // What the server sends, read without a browser; the next test finds the same fields by
    // their labels in the browser, and sees the honeypot out of sight.
    test("server HTML: every field, labelled, with browser checks and autofill", async ({
      request,
    }) => {
      const { doc } = await getPage(request, inLang(lang, "/contact"));
      const forms = named(doc, "form", t["inquiry.formTitle"]);
      expect(forms).toHaveLength(1);
      const form = forms[0]!;
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe("/f/inquiry");
      /** The form's control of this name, checked to be labelled with the field's name. */
      const control = (name: (typeof FIELDS)[number]) => {
        const found = form.querySelectorAll(`[name="${name}"]`);
        expect(found, name).toHaveLength(1);
        const label = form.querySelectorAll(`label[for="${found[0]!.id}"]`);
        expect(label, `${name}: its label`).toHaveLength(1);
        const heard = label[0]!.childNodes
          .filter((node) => (node as ParsedElement).getAttribute?.("aria-hidden") !== "true")
          .map((node) => node.text)
          .join("");
        const text = t[`inquiry.${name}`];
        expect(heard.replace(/\s+/g, " ").trim(), name).toBe(
          name === "fax" ? `${text} (${t["inquiry.optional"]})` : text,
        );
        return found[0]!;
      };
      for (const [name, type, autocomplete] of [
        ["companyName", "text", "organization"],
        ["name", "text", "name"],
        ["phone", "tel", "tel"],
        ["fax", "tel", "fax tel"],
        ["email", "email", "email"],
      ] as const) {
        const input = control(name);
        expect(input.tagName, name).toBe("INPUT");
        expect(input.getAttribute("type"), name).toBe(type);
        expect(input.getAttribute("autocomplete"), name).toBe(autocomplete);
        expect(input.hasAttribute("required"), name).toBe(name !== "fax");
      }
      const inquiry = control("inquiry");
      expect(inquiry.tagName).toBe("TEXTAREA");
      expect(inquiry.hasAttribute("required")).toBe(true);
      expect(form.querySelector('input[name="_lang"]')?.getAttribute("value")).toBe(lang);
      expect(form.querySelector('input[name="_next"]')?.getAttribute("value")).toBe(
        thanksPath(lang),
      );
      // The honeypot: out of the accessibility tree and the tab order (out of sight: below).
      const traps = form.querySelectorAll('input[name="_gotcha"]');
      expect(traps).toHaveLength(1);
      expect(traps[0]!.getAttribute("tabindex")).toBe("-1");
      expect(traps[0]!.getAttribute("autocomplete")).toBe("off");
      expect(form.querySelectorAll('[aria-hidden="true"] [name="_gotcha"]')).toHaveLength(1);
    });

    // The English words: "English server HTML" below.
    if (lang === "ko") {
      test("labels, the honeypot and the contact lines as a person sees them", async ({ page }) => {
        await openForm(page, lang);
        for (const name of FIELDS) await expect(field(page, lang, name)).toBeVisible();
        await expect(inquiryForm(page, lang).locator('input[name="_gotcha"]')).not.toBeInViewport();
        const aside = page.getByRole("complementary", { name: t["contact.direct"] });
        await expect(aside).toContainText(t["contact.responseTime"]);
        for (const text of [company.phone, company.fax, company.email, company.officeHours[lang]]) {
          await expect(aside).toContainText(text);
        }
        await expect(aside.locator("address")).toContainText(pick(company.address.street, lang));
        await expect(submitButton(page, lang)).toHaveText(t["inquiry.submit"]);
      });
    }

    // The server's HTML: the English page's is "English server HTML" below.
    if (lang === "ko") {
      test("/support is the same page, canonical /contact", async ({ request }) => {
        const { doc } = await getPage(request, inLang(lang, "/support"));
        const forms = named(doc, "form", t["inquiry.formTitle"]).filter((form) => !isHidden(form));
        expect(forms).toHaveLength(1);
        expect(canonicalPath(doc)).toBe(inLang(lang, "/contact"));
      });
    }

    // English: the success panel's words in the axe test, the fields sent in server HTML.
    if (lang === "ko") {
      test("fill and submit: the success panel replaces the form", async ({ page }) => {
        const requests = await receiver(page, (route) => route.fulfill(success(lang)));
        await openForm(page, lang);
        await fillAll(page, lang);
        await submitButton(page, lang).click();
        const heading = await expectSuccessPanel(page, lang);
        await expect(heading).toBeFocused();
        await expect(page.locator(".inquiry-success")).toContainText(
          `${t["inquiry.reference"]}: ${REF}`,
        );
        await expect(inquiryForm(page, lang)).toHaveCount(0);
        await expect(page).toHaveURL(inLang(lang, "/contact"));

        expect(requests).toHaveLength(1);
        const sent = requests[0]!;
        expect(sent.method()).toBe("POST");
        expect(new URL(sent.url()).pathname).toBe("/f/inquiry");
        const headers = await sent.allHeaders();
        expect(headers["accept"]).toBe("application/json");
        expect(headers["formspree-client"]).toBe("@formspree/core@4.0.0");
        expect(headers["formspree-session-data"]).toBeTruthy();
        expect(multipartFields(sent)).toEqual({
          ...sample,
          _lang: lang,
          _next: thanksPath(lang),
          _gotcha: "",
          privacy_consent: noticeVersion(seoulToday()),
        });
        expect(hasHangul(t["inquiry.successTitle"])).toBe(true);
      });
    }

    // The browser's own checks, the same in either language.
    if (lang === "ko") {
      test("required fields are checked by the browser: nothing is sent", async ({ page }) => {
        const requests = await receiver(page, (route) => route.fulfill(success(lang)));
        await openForm(page, lang);
        await submitButton(page, lang).click();
        for (const name of FIELDS) {
          const missing = await field(page, lang, name).evaluate(
            (el: HTMLInputElement) => el.validity.valueMissing,
          );
          expect(missing, name).toBe(name !== "fax");
        }
        // The browser points at the first empty field.
        await expect(field(page, lang, "companyName")).toBeFocused();

        await fillAll(page, lang, { email: "not an email" });
        await submitButton(page, lang).click();
        expect(
          await field(page, lang, "email").evaluate(
            (el: HTMLInputElement) => el.validity.typeMismatch,
          ),
        ).toBe(true);
        await expect(field(page, lang, "email")).toBeFocused();
        expect(requests).toHaveLength(0);
        await expect(inquiryForm(page, lang)).toBeVisible();
      });
    }

    // English: the axe test reads the same errors' words.
    if (lang === "ko") {
      test("server field errors appear under their fields with the prefix", async ({ page }) => {
        await receiver(page, (route) => route.fulfill(fieldErrors));
        await openForm(page, lang);
        // Blanks pass the browser's required check, and "a@b" its e-mail check: the server says no.
        await fillAll(page, lang, { companyName: "   ", email: "a@b" });
        await submitButton(page, lang).click();

        await expect.poll(() => errorOf(page, lang, "email")).toBe(said(lang, "email", "email"));
        expect(await errorOf(page, lang, "companyName")).toBe(
          said(lang, "companyName", "required"),
        );
        // Every message in the page's language after the form's label, joined with ", ".
        expect(await errorOf(page, lang, "phone")).toBe(said(lang, "phone", "phone", "tooLong"));
        for (const name of ["companyName", "phone", "email"] as const) {
          await expect(field(page, lang, name)).toHaveAttribute("aria-invalid", "true");
        }
        for (const name of ["name", "fax", "inquiry"] as const) {
          await expect(field(page, lang, name)).not.toHaveAttribute("aria-invalid");
          expect(await errorOf(page, lang, name)).toBeNull();
        }
        // Focus goes to the first field to fix; the form-level area stays empty.
        await expect(field(page, lang, "companyName")).toBeFocused();
        await expect(inquiryForm(page, lang).getByRole("alert")).toHaveCount(0);
        await expect(submitButton(page, lang)).toBeEnabled();
      });
    }

    // English: the axe test holds its last answer and reads the busy label.
    if (lang === "ko") {
      test("submitting: button disabled with its label, and no double submit", async ({ page }) => {
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        const requests = await receiver(page, async (route) => {
          await held;
          await route.fulfill(success(lang));
        });
        await openForm(page, lang);
        await fillAll(page, lang);
        await submitButton(page, lang).click();

        await expect(submitButton(page, lang)).toBeDisabled();
        await expect(submitButton(page, lang)).toHaveText(t["inquiry.submitting"]);
        // A second click, Enter in a field and a scripted submit all find the form busy.
        await submitButton(page, lang).click({ force: true });
        await field(page, lang, "name").press("Enter");
        await inquiryForm(page, lang).evaluate((form: HTMLFormElement) => form.requestSubmit());
        await expect.poll(() => requests.length).toBe(1);

        release();
        await expectSuccessPanel(page, lang);
        expect(requests).toHaveLength(1);
      });
    }

    // English: the axe test's network error.
    if (lang === "ko") {
      test("receiver down: the network error's own message", async ({ page }) => {
        await receiver(page, (route) => route.abort());
        await openForm(page, lang);
        await fillAll(page, lang);
        await submitButton(page, lang).click();
        const alert = inquiryForm(page, lang).getByRole("alert");
        await expect(alert).toContainText(t["inquiry.errorTitle"]);
        // The client's own English ("Failed to fetch") is said in the page's words.
        await expect(alert.locator("li")).toHaveText([t["inquiry.unknownError"]]);
        await expect(alert).toBeFocused();
        // The visitor's text is kept for another try.
        await expect(field(page, lang, "inquiry")).toHaveValue(sample.inquiry);
        await expect(submitButton(page, lang)).toHaveText(t["inquiry.submit"]);
      });
    }

    // The next two show the receiver's words in the page's language, by the same script: the
    // Korean form suffices. The English form's fields and button, which they use, are
    // driven by the other English tests, and "server HTML" reads its labels.
    if (lang === "ko") {
      test('a reply of no known shape: "Unexpected response format"', async ({ page }) => {
        await receiver(page, (route) =>
          route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' }),
        );
        await openForm(page, lang);
        await fillAll(page, lang);
        await submitButton(page, lang).click();
        await expect(inquiryForm(page, lang).getByRole("alert").locator("li")).toHaveText([
          t["inquiry.unknownError"],
        ]);
      });

      test("form-level errors show apart from the fields", async ({ page }) => {
        await receiver(page, (route) =>
          route.fulfill({
            status: 429,
            contentType: "application/json",
            body: JSON.stringify({
              error: "Too many submissions",
              errors: [{ message: "Too many submissions. Please try again in a minute." }],
            }),
          }),
        );
        await openForm(page, lang);
        await fillAll(page, lang);
        await submitButton(page, lang).click();
        const alert = inquiryForm(page, lang).getByRole("alert");
        await expect(alert.locator("li")).toHaveText([problemText({ kind: "tooMany" }, lang)]);
        for (const name of FIELDS) {
          await expect(field(page, lang, name)).not.toHaveAttribute("aria-invalid");
        }
      });
    }

    // The same keys in either language; English names in the server HTML.
    if (lang === "ko") {
      test("keyboard only: from the page to the success panel", async ({ page }) => {
        await receiver(page, (route) => route.fulfill(success(lang)));
        await openForm(page, lang);
        const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute("name"));
        for (let presses = 0; (await focusedName()) !== "companyName"; presses += 1) {
          expect(presses, "Tab never reached the first field").toBeLessThan(80);
          await page.keyboard.press("Tab");
        }
        // Tab walks the fields in order, then the policy link and the consent box (Space ticks
        // it), and skips the honeypot.
        for (const name of FIELDS) {
          expect(await focusedName()).toBe(name);
          await page.keyboard.type(sample[name]);
          await page.keyboard.press("Tab");
        }
        await expect(page.getByRole("link", { name: t["notice.link"] })).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(consentBox(page, lang)).toBeFocused();
        await page.keyboard.press("Space");
        await page.keyboard.press("Tab");
        await expect(submitButton(page, lang)).toBeFocused();
        await page.keyboard.press("Enter");
        const heading = await expectSuccessPanel(page, lang);
        await expect(heading).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(page.getByRole("link", { name: t["inquiry.toHome"] })).toBeFocused();
      });
    }

    // The idle form is a11y.spec.ts's to check (every route at 1280 px): here, what follows a submit.
    test("axe: no violations with errors and after success", async ({ page }) => {
      test.slow(); // three axe runs
      let reply = fieldErrors;
      await receiver(page, (route) => route.fulfill(reply));
      await openForm(page, lang);

      await fillAll(page, lang, { companyName: " " });
      await submitButton(page, lang).click();
      await expect(field(page, lang, "email")).toHaveAttribute("aria-invalid", "true");
      // The words only the script shows, in this language (the Korean tests above check more).
      expect(await errorOf(page, lang, "email")).toBe(said(lang, "email", "email"));
      expect(await errorOf(page, lang, "companyName")).toBe(said(lang, "companyName", "required"));
      expect(await errorOf(page, lang, "phone")).toBe(said(lang, "phone", "phone", "tooLong"));
      await expect(field(page, lang, "companyName")).toBeFocused();
      if (lang === "en") {
        expect(await errorOf(page, lang, "email")).toBe(
          "Email: Please enter an email address, such as name@example.com.",
        );
        expect(await errorOf(page, lang, "companyName")).toBe("Company name: Please fill this in.");
      }
      await expectNoViolations(page, `${lang} form, field errors`);

      await page.unrouteAll();
      await receiver(page, (route) => route.abort());
      await submitButton(page, lang).click();
      const alert = inquiryForm(page, lang).getByRole("alert");
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(t["inquiry.errorTitle"]);
      await expect(alert.locator("li")).toHaveText([
        lang === "ko" ? t["inquiry.unknownError"] : "Failed to fetch",
      ]);
      await expectNoViolations(page, `${lang} form, network error`);

      // The last answer is held: the busy button's label first.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      reply = success(lang);
      await page.unrouteAll();
      await receiver(page, async (route) => {
        await held;
        await route.fulfill(reply);
      });
      await submitButton(page, lang).click();
      await expect(submitButton(page, lang)).toBeDisabled();
      await expect(submitButton(page, lang)).toHaveText(t["inquiry.submitting"]);
      if (lang === "en") await expect(submitButton(page, lang)).toHaveText("Submitting…");
      release();
      const heading = await expectSuccessPanel(page, lang);
      await expect(heading).toBeFocused();
      await expect(page.locator(".inquiry-success")).toContainText(
        `${t["inquiry.reference"]}: ${REF}`,
      );
      if (lang === "en") {
        await expect(heading).toHaveText("Thank you for your inquiry");
        await expect(page.locator(".inquiry-success")).toContainText(
          "We have received your inquiry and will reply within one business day.",
        );
      }
      await expectNoViolations(page, `${lang} form, success`);
    });
  });

  test.describe(`quote request from a product page (${lang})`, () => {
    for (const code of ["AP3", "S30"]) {
      const product = products.find((p) => p.code === code)!;
      const category = categories.find((c) => c.id === product.category)!;
      const name = pick(product.name, lang);
      const label = name.startsWith(code) ? name : `${code} ${name}`;

      // The click, the form's script and the post are the same in both languages: the Korean
      // page drives them, and the English words, all in the server's HTML, are read there.
      if (lang === "en") {
        test(`${code}: Request Quote leads to the form about it, pre-filled (server HTML)`, async ({
          request,
        }) => {
          const { doc: productPage } = await getPage(request, inLang(lang, productPath(product)));
          const quoteUrl = `${inLang(lang, "/contact")}?product=${product.id}`;
          expect(
            productPage
              .querySelectorAll("a")
              .filter((a) => words(a) === t["products.requestQuote"])
              .map((a) => a.getAttribute("href")),
          ).toEqual([quoteUrl]);
          const { doc } = await getPage(request, quoteUrl);
          const forms = named(doc, "form", t["inquiry.formTitle"]);
          expect(forms).toHaveLength(1);
          const form = forms[0]!;
          expect(form.querySelectorAll(".inquiry-form__quote").map(words)).toEqual([
            `${t["inquiry.about"]} ${label} (${pick(category.name, lang)})`,
          ]);
          expect(form.querySelectorAll('textarea[name="inquiry"]').map((el) => el.text)).toEqual([
            t["inquiry.quoteText"].replace("{product}", label),
          ]);
          const hidden = (name: string) =>
            form.querySelectorAll(`input[name="${name}"]`).map((el) => el.getAttribute("value"));
          expect(hidden("productCode")).toEqual([product.code]);
          expect(hidden("productName")).toEqual([name]);
          expect(hidden("category")).toEqual([category.id]);
          expect(hidden("_lang")).toEqual([lang]);
        });
        continue;
      }

      test(`${code}: Request Quote opens the form about it, pre-filled`, async ({ page }) => {
        const requests = await receiver(page, (route) => route.fulfill(success(lang)));
        await page.goto(inLang(lang, productPath(product)));
        await waitForHydration(page);
        await page.getByRole("link", { name: t["products.requestQuote"] }).click();
        await expect(page).toHaveURL(`${inLang(lang, "/contact")}?product=${product.id}`);
        // The contact page is a page load of its own: a click before its form's island wakes
        // would post the plain form, and the stubbed receiver's JSON would replace the page.
        await waitForHydration(page);

        const form = inquiryForm(page, lang);
        await expect(form.locator(".inquiry-form__quote")).toHaveText(
          `${t["inquiry.about"]} ${label} (${pick(category.name, lang)})`,
        );
        await expect(field(page, lang, "inquiry")).toHaveValue(
          t["inquiry.quoteText"].replace("{product}", label),
        );
        for (const name of ["companyName", "name", "phone", "fax", "email"] as const) {
          await field(page, lang, name).fill(sample[name]);
        }
        await consentBox(page, lang).check();
        await submitButton(page, lang).click();
        await expectSuccessPanel(page, lang);
        expect(multipartFields(requests[0]!)).toMatchObject({
          productCode: product.code,
          productName: name,
          category: category.id,
          // A form sends line breaks as CRLF.
          inquiry: t["inquiry.quoteText"].replace("{product}", label).replace(/\n/g, "\r\n"),
          _lang: lang,
        });
      });
    }

    test("the quote link works as a plain URL: server HTML, new tab, bookmark", async ({
      request,
    }) => {
      const product = products.find((p) => p.code === "PQVF")!;
      const html = await (
        await request.get(`${inLang(lang, "/contact")}?product=${product.id}`)
      ).text();
      expect(html).toContain(`name="productCode" value="${product.code}"`);
      expect(html).toContain(`name="category" value="${product.category}"`);
      expect(html).toContain(t["inquiry.about"]);
      // Any case of the id, as a typed URL may have it.
      const upper = await request.get(`${inLang(lang, "/contact")}?product=PQVF`);
      expect(await upper.text()).toContain(`name="productCode" value="PQVF"`);
    });

    test("an unknown or hostile product is ignored: the plain form, no error", async ({
      page,
      request,
      consoleErrors,
    }) => {
      const values = [
        "no-such-product",
        "<script>alert(1)</script>",
        "../../etc/passwd",
        "%00",
        "x".repeat(5000),
      ];
      const url = (value: string) =>
        `${inLang(lang, "/contact")}?product=${encodeURIComponent(value)}`;
      // What the server makes of each, read without a browser.
      for (const value of values) {
        const what = value.slice(0, 40);
        const { doc } = await getPage(request, url(value));
        expect(named(doc, "form", t["inquiry.formTitle"]), what).toHaveLength(1);
        expect(doc.querySelectorAll(".inquiry-form__quote"), what).toHaveLength(0);
        expect(doc.querySelectorAll('[name="productCode"]'), what).toHaveLength(0);
        expect(doc.querySelectorAll('textarea[name="inquiry"]').map(words), what).toEqual([""]);
      }
      // The script, once hydrated, keeps the plain form too (the hostile value for it): the same
      // script in either language, so the Korean page.
      if (lang === "en") return;
      const response = await page.goto(url(values[1]!));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(inquiryForm(page, lang)).toBeVisible();
      await expect(page.locator(".inquiry-form__quote")).toHaveCount(0);
      await expect(page.locator('[name="productCode"]')).toHaveCount(0);
      await expect(field(page, lang, "inquiry")).toHaveValue("");
      expect(consoleErrors).toEqual([]);
    });
  });

  test.describe(`without JavaScript (${lang})`, () => {
    // English: "English server HTML" below reads the same form and posts what it sends.
    if (lang === "ko") {
      test("the form is a plain urlencoded post that ends on the thank-you page", async ({
        browser,
        baseURL,
      }) => {
        const { context, page } = await noScriptPage(browser, baseURL);
        try {
          const posts: Request[] = [];
          // The receiver's answer to a browser post (contract): 303 to the thank-you page.
          await page.route("**/f/**", async (route) => {
            posts.push(route.request());
            await route.fulfill({ status: 303, headers: { location: thanksPath(lang) } });
          });
          await page.goto(`${inLang(lang, "/contact")}?product=ap3`);
          for (const name of ["companyName", "name", "phone", "email"] as const) {
            await field(page, lang, name).fill(sample[name]);
          }
          await consentBox(page, lang).check();
          await submitButton(page, lang).click();
          await expect(page).toHaveURL(thanksPath(lang));
          await expectSuccessPanel(page, lang);

          expect(posts).toHaveLength(1);
          const post = posts[0]!;
          expect(post.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
          const body = Object.fromEntries(new URLSearchParams(post.postData() ?? ""));
          expect(body).toMatchObject({
            companyName: sample.companyName,
            email: sample.email,
            fax: "",
            productCode: "AP3",
            _lang: lang,
            _next: thanksPath(lang),
            _gotcha: "",
          });
          expect(body.inquiry).toContain("AP3");
        } finally {
          await context.close();
        }
      });
    }
  });

  test.describe(`thank-you page (${lang})`, () => {
    test("the success texts, ways on, kept out of indexes and the sitemap", async ({
      page,
      request,
    }) => {
      const response = await page.goto(thanksPath(lang));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expectSuccessPanel(page, lang);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex, nofollow",
      );
      await expect(page.getByRole("link", { name: t["inquiry.toHome"] })).toHaveAttribute(
        "href",
        inLang(lang, "/"),
      );
      await expect(page.getByRole("link", { name: t["inquiry.toProducts"] })).toHaveAttribute(
        "href",
        inLang(lang, "/products"),
      );
      await expectNoViolations(page, thanksPath(lang));

      // The sitemap page is the server's HTML: read without a browser.
      const { doc } = await getPage(request, inLang(lang, "/sitemap"));
      expect(doc.querySelectorAll("main a").length).toBeGreaterThan(0);
      expect(doc.querySelectorAll(`main a[href="${thanksPath(lang)}"]`)).toHaveLength(0);
    });
  });
}

test.describe("the inquiry form in English, from the server's HTML", () => {
  const t = dict.en;

  test("the contact lines, the form's button and the policy link", async ({ request }) => {
    const { doc } = await getPage(request, "/en/contact");
    const asides = named(doc, "aside", t["contact.direct"]);
    expect(asides).toHaveLength(1);
    const aside = readableText(asides[0]!);
    expect(aside).toContain(t["contact.responseTime"]);
    const [phone, fax] = [phoneText(company.phone, "en"), phoneText(company.fax, "en")];
    for (const text of [phone, fax, company.email, company.officeHours.en]) {
      expect(aside).toContain(text);
    }
    expect(words(asides[0]!.querySelector("address"))).toContain(
      pick(company.address.street, "en"),
    );
    const form = named(doc, "form", t["inquiry.formTitle"])[0]!;
    expect(words(form.querySelector('button[type="submit"]'))).toBe(t["inquiry.submit"]);
    expect(form.querySelectorAll("a").filter((a) => words(a) === t["notice.link"])).toHaveLength(1);
  });

  test("/support is the same page, canonical /contact", async ({ request }) => {
    const { doc } = await getPage(request, "/en/support");
    expect(named(doc, "form", t["inquiry.formTitle"])).toHaveLength(1);
    expect(canonicalPath(doc)).toBe("/en/contact");
  });

  test("without JavaScript the form is a plain urlencoded post that ends on the thank-you page", async ({
    request,
  }) => {
    const { doc } = await getPage(request, "/en/contact?product=ap3");
    const form = named(doc, "form", t["inquiry.formTitle"])[0]!;
    // No enctype: a browser without script sends it urlencoded.
    expect(form.getAttribute("enctype")).toBeUndefined();
    expect(form.getAttribute("method")).toBe("post");
    const companyName = `${sample.companyName} en ${Date.now()}`;
    const fields = formFields(form, {
      companyName,
      name: sample.name,
      phone: sample.phone,
      email: sample.email,
      [CONSENT_FIELD]: true,
    });
    const body = Object.fromEntries(fields);
    expect(body).toMatchObject({
      companyName,
      email: sample.email,
      fax: "",
      productCode: "AP3",
      _lang: "en",
      _next: thanksPath("en"),
      _gotcha: "",
      [CONSENT_FIELD]: noticeVersion(seoulToday()),
    });
    expect(body.inquiry).toContain("AP3");
    // The real receiver's answer to a browser's post: 303 to the thank-you page.
    const answer = await request.post(form.getAttribute("action")!, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: fields.toString(),
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toMatch(new RegExp(`^${thanksPath("en")}\\?ref=HF-`));
  });
});

/** The scripts a page loads until the network is quiet, by URL. */
async function scriptsByUrl(page: Page, path: string) {
  const scripts = new Map<string, Buffer>();
  const collect = async (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  };
  page.on("response", collect);
  await page.goto(path, { waitUntil: "networkidle" });
  page.off("response", collect);
  return scripts;
}

/**
 * What the app's pages load besides the form's own code (decision 042: content pages load no
 * framework, so the plain pages to compare with are app pages): the quote list's and the
 * search's scripts.
 */
async function appScriptUrls(page: Page) {
  const quote = await scriptsByUrl(page, "/en/quote");
  const search = await scriptsByUrl(page, "/en/search");
  return new Set([...quote.keys(), ...search.keys()]);
}

const gzipBytes = (bodies: Buffer[]) => bodies.reduce((sum, b) => sum + gzipSync(b).length, 0);
const isClient = (body: Buffer) => body.includes("Formspree-Client");

test("the official client is not in the contact page's initial JavaScript", async ({ page }) => {
  const app = await appScriptUrls(page);
  const scripts = await scriptsByUrl(page, "/en/contact");
  const contact = [...scripts.values()];
  expect(contact.length).toBeGreaterThan(3);
  expect(contact.filter(isClient)).toHaveLength(0);
  // The form costs a few KB over the app (measured: about 3 KB gzip); the official client
  // (2.8 KB gzip) is not part of it.
  const extra = gzipBytes([...scripts].filter(([url]) => !app.has(url)).map(([, body]) => body));
  test.info().annotations.push({
    type: "contact page JS over a plain page",
    description: `${extra} B gzip`,
  });
  expect(extra).toBeLessThan(5 * 1024);

  await waitForHydration(page);
  // A visitor entering a field loads it.
  const loaded = page.waitForResponse(async (r) =>
    isClient(await r.body().catch(() => Buffer.alloc(0))),
  );
  await field(page, "en", "companyName").focus();
  await loaded;
});
