import Database from "better-sqlite3";
import { company } from "../../app/content/company";
import { phoneText } from "../../app/i18n/phone-text";
import { hostedFormService } from "../../app/content/privacy-policy.server";
import { noticeVersion, policyVersions } from "../../app/content/privacy";
import { dayText } from "../../app/i18n/day-text";
import { seoulToday } from "../../app/lib/site-clock";
import { readStartSettings } from "../../config/settings";
import { E2E_INQUIRY_DB } from "../../playwright.config";
import { startAdminSite } from "./admin-support";
import {
  consentBox,
  field,
  FIELDS,
  fillAll,
  inquiryAnswer,
  inquiryForm,
  noScriptPage,
  sample,
  submitButton,
} from "./inquiry-support";
import { getPage, isHidden, link, words } from "./html-support";
import { LANGS, dict, expect, inLang, open, pick, routeCases, test, type Lang } from "./support";

/*
 * Issue 23 (docs/decisions/009-privacy.md): the notice and consent box at every form that takes
 * personal data, the receiver refusing an inquiry without consent, and the privacy policy pages.
 * The server here was built without FORM_ENDPOINT: no hosted form service is named.
 */

const DAYS = readStartSettings().INQUIRY_RETENTION_DAYS;

/** The inquiry pages: contact, support, and a quote request from the quote list. */
const FORMS = ["/contact", "/support", "/contact?items=480-035:2,s30:4"] as const;

/** The stored rows of a company name this test made up, straight from the database file. */
function storedRows(company: string) {
  const db = new Database(E2E_INQUIRY_DB, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT ref, created_at, consent_at, notice_version FROM inquiries
         WHERE company_name = ? ORDER BY id`,
      )
      .all(company) as {
      ref: string;
      created_at: string;
      consent_at: string;
      notice_version: string;
    }[];
  } finally {
    db.close();
  }
}

const unique = (what: string) => `${what} ${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** What the policy must hold, in order (PIPA Art. 30, Decree Art. 31; PIPC's guideline). */
const HEADINGS: Record<Lang, string[]> = {
  ko: [
    "처리 목적",
    "항목",
    "보유 기간",
    "파기 절차 및 방법",
    "제3자 제공",
    "위탁 및 국외 이전",
    "권리·의무 및 행사 방법",
    "개인정보 보호책임자",
    "안전성 확보 조치",
    "쿠키",
    "변경",
  ],
  en: [
    "Why we process",
    "What personal data",
    "How long we keep",
    "How we destroy",
    "third parties",
    "Processors and transfers abroad",
    "Your rights",
    "Privacy officer",
    "secure",
    "Cookies and browser storage",
    "Changes",
  ],
};

for (const lang of LANGS) {
  const t = dict[lang];
  const retention = t["notice.retentionText"].replace("{days}", String(DAYS));

  test.describe(`privacy at the form (${lang})`, () => {
    for (const path of FORMS) {
      test(`${path}: the notice beside submit and an unchecked, required box`, async ({ page }) => {
        await open(page, inLang(lang, path));
        const form = inquiryForm(page, lang);
        const notice = form.locator("#privacy-notice");
        await expect(notice).toContainText(t["notice.purposeText"]);
        await expect(notice).toContainText(t["notice.itemsText"]);
        await expect(notice.locator("strong")).toHaveText(retention);
        await expect(notice).toContainText(t["notice.refuse"]);
        await expect(notice.getByRole("link", { name: t["notice.link"] })).toHaveAttribute(
          "href",
          inLang(lang, "/privacy"),
        );
        // No hosted service on this build: nothing goes abroad, and the notice says nothing of it.
        await expect(notice).not.toContainText(pick(hostedFormService.name, lang));

        const box = consentBox(page, lang);
        await expect(box).not.toBeChecked();
        await expect(box).toHaveAttribute("required", "");
        await expect(box).toHaveAttribute("value", noticeVersion(seoulToday()));
        // A screen reader hears the notice as the box's description.
        await expect(box).toHaveAccessibleDescription(new RegExp(retention));
        // The notice and the box come right before the submit button.
        const order = await form.evaluate((element) =>
          [
            ...element.querySelectorAll(
              "#privacy-notice, input[type=checkbox], button[type=submit]",
            ),
          ].map((node) => node.id || node.tagName),
        );
        expect(order).toEqual(["privacy-notice", "privacy_consent", "BUTTON"]);
        // Reached by keyboard: from the last field, Tab goes through the policy link to the box.
        await field(page, lang, "inquiry").focus();
        await page.keyboard.press("Tab");
        await expect(notice.getByRole("link")).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(box).toBeFocused();
        await page.keyboard.press("Space");
        await expect(box).toBeChecked();
        // These forms' axe runs: a11y.spec.ts (/contact, /support) and quote.spec.ts (with lines).
      });
    }

    test("without consent the page sends nothing: the browser points at the box", async ({
      page,
    }) => {
      let posts = 0;
      page.on("request", (r) => {
        if (r.method() === "POST" && new URL(r.url()).pathname === "/f/inquiry") posts += 1;
      });
      await open(page, inLang(lang, "/contact"));
      await fillAll(page, lang, {}, { consent: false });
      await submitButton(page, lang).click();
      const box = consentBox(page, lang);
      await expect(box).toBeFocused();
      expect(await box.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
      expect(posts).toBe(0);
    });

    test("the receiver refuses the official client's post without consent; nothing stored", async ({
      page,
    }) => {
      const company = unique("Consentless Co.");
      await open(page, inLang(lang, "/contact"));
      await fillAll(page, lang, { companyName: company }, { consent: false });
      // A client that skips the browser's check: the receiver must refuse it by itself.
      await consentBox(page, lang).evaluate((el: HTMLInputElement) => (el.required = false));
      const answer = inquiryAnswer(page);
      await submitButton(page, lang).click();
      const response = await answer;
      expect(response.status()).toBe(422);
      expect(await response.json()).toMatchObject({
        errors: [{ code: "REQUIRED_FIELD_MISSING", field: "privacy_consent" }],
      });
      const box = consentBox(page, lang);
      await expect(inquiryForm(page, lang).locator("#privacy_consent-error")).toHaveText(
        t["inquiry.consentRequired"],
      );
      await expect(box).toHaveAttribute("aria-invalid", "true");
      await expect(box).toBeFocused();
      expect(storedRows(company)).toEqual([]);

      // Ticked, the same form is received, with the time of consent and the notice's version.
      await box.check();
      const accepted = inquiryAnswer(page);
      await submitButton(page, lang).click();
      expect((await accepted).status()).toBe(200);
      const [row] = storedRows(company);
      expect(row).toMatchObject({
        notice_version: noticeVersion(seoulToday()),
        consent_at: row!.created_at,
      });
      expect(Date.now() - Date.parse(row!.consent_at)).toBeLessThan(5 * 60_000);
    });

    test("without JavaScript: the box blocks the post; a plain post without it is refused", async ({
      browser,
      baseURL,
      request,
    }) => {
      const company = unique("Plain Post Ltd.");
      const { context, page } = await noScriptPage(browser, baseURL);
      try {
        await page.goto(inLang(lang, "/support"));
        let posts = 0;
        page.on("request", (r) => void (r.method() === "POST" && (posts += 1)));
        await fillAll(page, lang, { companyName: company }, { consent: false });
        await submitButton(page, lang).click();
        expect(posts).toBe(0);
        await expect(page).toHaveURL(inLang(lang, "/support"));

        // What a browser sends without the box (or a client ignoring it): the receiver's page.
        const form: Record<string, string> = { _lang: lang, _gotcha: "" };
        for (const name of FIELDS) form[name] = name === "companyName" ? company : sample[name];
        const refused = await request.post("/f/inquiry", { form, maxRedirects: 0 });
        expect(refused.status()).toBe(422);
        expect(await refused.text()).toContain(
          lang === "ko" ? "개인정보 수집·이용 동의" : "Consent to the privacy notice",
        );
        expect(storedRows(company)).toEqual([]);

        // Ticked: the plain post is stored with consent time and version.
        await consentBox(page, lang).check();
        await submitButton(page, lang).click();
        await expect(page).toHaveURL(new RegExp(`${inLang(lang, "/contact/thanks")}\\?ref=HF-`));
        const [row] = storedRows(company);
        expect(row).toMatchObject({
          notice_version: noticeVersion(seoulToday()),
          consent_at: row!.created_at,
        });
      } finally {
        await context.close();
      }
    });
  });

  // The policy's words, links and markup are the server's HTML (nothing on these pages is drawn
  // by script); axe and hydration on /privacy are a11y.spec.ts's (every route).
  test.describe(`the privacy policy (${lang})`, () => {
    test("holds every required heading in order, the period from the setting, the officer", async ({
      request,
    }) => {
      const { doc } = await getPage(request, inLang(lang, "/privacy"));
      expect(doc.querySelectorAll("main")).toHaveLength(1);
      expect(doc.querySelectorAll("article")).toHaveLength(1);
      const article = words(doc.querySelector("article"));
      const main = words(doc.querySelector("main"));
      expect(doc.querySelectorAll("h1").map(words)).toEqual([t["footer.privacy"]]);
      const headings = doc.querySelectorAll("article h2").map((h2) => h2.text);
      const required = HEADINGS[lang];
      expect(headings.slice(0, required.length)).toHaveLength(required.length);
      required.forEach((part, index) => expect(headings[index]).toContain(part));
      expect(article).toContain(
        t["privacy.effective"].replace("{date}", dayText(noticeVersion(seoulToday()), lang)),
      );
      // The retention period is the setting's, in bold, in the retention section.
      const retention = doc.querySelectorAll("#privacy-retention + p strong");
      expect(retention).toHaveLength(1);
      expect(words(retention[0])).toContain(lang === "ko" ? `${DAYS}일` : `${DAYS} days`);
      // The rights: the 10-day answer. The officer and the desk with their contacts.
      expect(article).toContain(lang === "ko" ? "10일 이내" : "within 10 days");
      const officer = company.privacyOfficer;
      expect(article).toContain(pick(officer.name, lang));
      expect(article).toContain(officer.email!);
      // No telephone of their own: the officer and the desk are reached on the company's.
      const desk = doc.querySelectorAll("#privacy-officer + table");
      expect(desk).toHaveLength(1);
      expect(words(desk[0])).toContain(phoneText(company.phone, lang));
      // Processors: hosting and mail, still unnamed in the repository's facts: their tasks and
      // what the law asks, never the placeholder; no hosted form service, nothing abroad.
      const processors = doc.querySelectorAll("section:has(#privacy-processors)");
      expect(processors).toHaveLength(1);
      expect(processors[0]!.querySelectorAll("table")).toHaveLength(0);
      for (const processor of company.processors) {
        expect(words(processors[0])).toContain(pick(processor.task, lang));
        expect(main).not.toContain(pick(processor.name, lang));
      }
      expect(words(processors[0])).toContain(lang === "ko" ? "제26조" : "Article 26");
      expect(main).not.toContain(lang === "ko" ? "출시 전" : "before launch");
      expect(article).not.toContain("Formspree");
      // Browser storage: language, quote list, compare list; no tracking cookies.
      const cookies = doc.querySelectorAll("section:has(#privacy-cookies)");
      expect(cookies).toHaveLength(1);
      expect(cookies[0]!.querySelectorAll("li")).toHaveLength(3);
      if (lang === "en") {
        expect(article).toContain("the Korean text governs");
        expect(link(doc, dict.en["privacy.korean"]).getAttribute("href")).toBe("/privacy");
      }
    });

    test("every version stays readable at its own URL, listed on the page", async ({ request }) => {
      const { doc } = await getPage(request, inLang(lang, "/privacy"));
      for (const version of policyVersions) {
        const name = t["privacy.versionItem"].replace("{date}", dayText(version, lang));
        expect(link(doc, name).getAttribute("href")).toBe(inLang(lang, `/privacy/${version}`));
      }
      const dated = await getPage(request, inLang(lang, `/privacy/${policyVersions[0]}`));
      const retention = dated.doc.querySelectorAll("#privacy-retention");
      expect(retention).toHaveLength(1);
      expect(isHidden(retention[0]!)).toBe(false);
      const robots = dated.doc.querySelectorAll('meta[name="robots"]');
      expect(robots).toHaveLength(1);
      expect(robots[0]!.getAttribute("content")).toMatch(/noindex/);
      // The counting of visits came with 2026-11-23: the version before stays as it was published.
      const counting = lang === "ko" ? "방문 통계는 개인정보 없이" : "Visits are counted without";
      const [current, first] = await Promise.all(
        [inLang(lang, "/privacy"), inLang(lang, "/privacy/2026-11-22")].map(async (path) =>
          (await request.get(path)).text(),
        ),
      );
      expect(current).toContain(counting);
      expect(first).not.toContain(counting);
      expect(first).toContain(
        lang === "ko" ? "쿠키, 외부 추적 도구를 쓰지" : "no third-party trackers",
      );
      // A version that never was: to the policy in force, never cached.
      const unknown = await request.get(inLang(lang, "/privacy/1999-01-01"), { maxRedirects: 0 });
      expect(unknown.status()).toBe(301);
      expect(unknown.headers()["location"]).toBe(inLang(lang, "/privacy"));
    });

    test("the footer of every page links it in bold; sitemap page and sitemap.xml list it", async ({
      request,
    }) => {
      const link = new RegExp(
        `<a href="${inLang(lang, "/privacy")}"[^>]*><strong>${t["footer.privacy"]}</strong></a>`,
      );
      for (const route of [...routeCases.map((r) => r.path), "/contact/thanks", "/no-such-page"]) {
        const path = inLang(lang, route);
        const html = await (await request.get(path)).text();
        const footer = html.slice(html.indexOf("<footer"));
        expect(link.test(footer), `${path}: the footer's bold link to the policy`).toBe(true);
      }
      const sitemap = await (await request.get(inLang(lang, "/sitemap"))).text();
      expect(sitemap).toContain(`href="${inLang(lang, "/privacy")}"`);
      const xml = await (await request.get("/sitemap.xml")).text();
      expect(xml).toMatch(new RegExp(`<loc>[^<]*${inLang(lang, "/privacy")}</loc>`));
    });
  });
}

/*
 * A version is in force from its date in Seoul, with no publish or build: the day before it is
 * announced as upcoming, and the form's consent names the version in force (issue 59). The
 * in-process site's clock is moved across midnight; the HTML is the server's (plain requests).
 */
test("the policy in force changes at midnight in Seoul, announced the day before", async () => {
  const site = await startAdminSite();
  try {
    const html = async (path: string) => (await fetch(`${site.origin}${path}`)).text();
    const consent = (page: string) => /name="privacy_consent" value="([^"]+)"/.exec(page)?.[1];
    const [next, now] = ["2026-12-02", "2026-11-23"];

    site.setClock("2026-12-01T23:59:00+09:00");
    for (const lang of LANGS) {
      const t = dict[lang];
      const page = await html(inLang(lang, "/privacy"));
      expect(page).toContain(t["privacy.effective"].replace("{date}", dayText(now, lang)));
      expect(page).toContain(t["privacy.announced"].replace("{date}", dayText(next, lang)));
      expect(page).toMatch(
        new RegExp(`${escape(dayText(next, lang))}[^<]*</a> ${escape(t["privacy.upcomingMark"])}`),
      );
      expect(page).toMatch(
        new RegExp(`${escape(dayText(now, lang))}[^<]*</a> ${escape(t["privacy.currentMark"])}`),
      );
      const dated = await html(inLang(lang, `/privacy/${next}`));
      expect(dated).toContain(t["privacy.notYet"].replace("{date}", dayText(next, lang)));
      expect(consent(await html(inLang(lang, "/contact")))).toBe(now);
    }

    site.setClock("2026-12-02T00:00:00+09:00");
    for (const lang of LANGS) {
      const t = dict[lang];
      const page = await html(inLang(lang, "/privacy"));
      expect(page).toContain(t["privacy.effective"].replace("{date}", dayText(next, lang)));
      expect(page).not.toContain(t["privacy.announced"].replace("{date}", dayText(next, lang)));
      expect(page).toMatch(
        new RegExp(`${escape(dayText(next, lang))}[^<]*</a> ${escape(t["privacy.currentMark"])}`),
      );
      expect(page).not.toMatch(
        new RegExp(`${escape(dayText(next, lang))}[^<]*</a> ${escape(t["privacy.upcomingMark"])}`),
      );
      expect(await html(inLang(lang, `/privacy/${now}`))).toContain(t["privacy.superseded"]);
      expect(consent(await html(inLang(lang, "/contact")))).toBe(next);
    }
  } finally {
    await site.close();
  }
});

// Every sign a pattern reads: "2026. 12. 2." must not match "2026. 12. 29." (any character).
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
