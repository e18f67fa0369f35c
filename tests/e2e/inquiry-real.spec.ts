import { said } from "./error-words";
import { LANGS, expect, inLang, test, waitForHydration } from "./support";
import {
  consentBox,
  expectSuccessPanel,
  field,
  fillAll,
  inquiryAnswer,
  inquiryForm,
  noScriptPage,
  sample,
  submitButton,
  thanksPath,
} from "./inquiry-support";

/*
 * The inquiry form end to end against the real receiver of this server (POST /f/inquiry, branch
 * inquiry-receiver): nothing is intercepted. inquiry.spec.ts covers every state with the
 * receiver's answers given by page.route.
 */

for (const lang of LANGS) {
  test.describe(`inquiry against the real receiver (${lang})`, () => {
    test("a quote request is stored and answered with the success panel", async ({ page }) => {
      await page.goto(`${inLang(lang, "/contact")}?product=ap3`);
      await waitForHydration(page);
      for (const name of ["companyName", "name", "phone", "fax", "email"] as const) {
        await field(page, lang, name).fill(sample[name]);
      }
      await consentBox(page, lang).check();
      const answer = inquiryAnswer(page);
      await submitButton(page, lang).click();
      const response = await answer;
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { next: string; ok: boolean; ref: string };
      expect(body.ok).toBe(true);
      expect(body.next).toBe(`${thanksPath(lang)}?ref=${body.ref}`);

      const heading = await expectSuccessPanel(page, lang);
      await expect(heading).toBeFocused();
      await expect(page.locator(".inquiry-success__ref")).toHaveText(body.ref);
    });

    test("the receiver's field errors appear under the fields", async ({ page }) => {
      await page.goto(inLang(lang, "/contact"));
      await waitForHydration(page);
      // Each passes the browser's checks; the receiver refuses them.
      await fillAll(page, lang, { companyName: "   ", phone: "call me", email: "a@b" });
      const answer = inquiryAnswer(page);
      await submitButton(page, lang).click();
      expect((await answer).status()).toBe(422);

      const errorUnder = (name: "companyName" | "phone" | "email") =>
        inquiryForm(page, lang).locator(`#${name}-error`);
      await expect(errorUnder("companyName")).toHaveText(said(lang, "companyName", "required"));
      await expect(errorUnder("email")).toHaveText(said(lang, "email", "email"));
      await expect(errorUnder("phone")).toHaveText(said(lang, "phone", "phone"));
      await expect(field(page, lang, "email")).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, lang, "companyName")).toBeFocused();
    });

    test("without JavaScript: a plain post, 303 to the thank-you page", async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await noScriptPage(browser, baseURL);
      try {
        await page.goto(`${inLang(lang, "/contact")}?product=s30`);
        for (const name of ["companyName", "name", "phone", "email"] as const) {
          await field(page, lang, name).fill(sample[name]);
        }
        await consentBox(page, lang).check();
        const answer = inquiryAnswer(page);
        await submitButton(page, lang).click();
        const response = await answer;
        expect(response.status()).toBe(303);
        const location = response.headers()["location"]!;
        expect(location).toMatch(new RegExp(`^${thanksPath(lang)}\\?ref=HF-\\d{8}-\\d{6}$`));
        await expect(page).toHaveURL(location);
        await expectSuccessPanel(page, lang);
        // The thank-you page shows the stored inquiry's reference number, without JavaScript.
        await expect(page.locator(".inquiry-success__ref")).toHaveText(location.split("=")[1]!);
      } finally {
        await context.close();
      }
    });
  });
}
