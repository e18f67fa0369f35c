import type { Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { phoneText } from "../../app/i18n/phone-text";
import { getPage, isHidden, words } from "./html-support";
import { dict, expect, inLang, test, waitForHydration, type Lang } from "./support";

/** docs/product.md names these in English; the Korean labels come from the app's dictionary. */
const english = {
  customerCenter: "Contact",
  download: "Downloads",
  contact: "Contact us",
  email: "Email us",
  top: "Back to top",
};

function labels(lang: Lang) {
  if (lang === "en") return english;
  return {
    customerCenter: dict.ko["quick.customerCenter"],
    download: dict.ko["quick.download"],
    contact: dict.ko["quick.contact"],
    email: dict.ko["quick.email"],
    top: dict.ko["quick.top"],
  };
}

function quickBar(page: Page, lang: Lang) {
  return page.getByRole("navigation", { name: lang === "ko" ? "빠른 메뉴" : "Quick menu" });
}

for (const lang of ["ko", "en"] as const) {
  for (const width of [1280, 375]) {
    test.describe(`quick bar at ${width} px (${lang})`, () => {
      test.use({ viewport: { width, height: width > 500 ? 900 : 740 } });

      test("has its seven links, stays fixed and in view", async ({ page }) => {
        await page.goto(inLang(lang, "/about/company"));
        await waitForHydration(page);
        const bar = quickBar(page, lang);
        const label = labels(lang);
        await expect(bar).toBeVisible();

        const link = (name: string) => bar.getByRole("link", { name, exact: true });
        await expect(link(label.customerCenter)).toHaveAttribute("href", inLang(lang, "/support"));
        await expect(link(label.download)).toHaveAttribute("href", inLang(lang, "/downloads"));
        await expect(link(label.contact)).toHaveAttribute("href", inLang(lang, "/contact"));
        await expect(link(label.email)).toHaveAttribute("href", `mailto:${company.email}`);
        const tel = bar.locator('a[href^="tel:"]');
        await expect(tel).toHaveCount(1);
        expect(await tel.getAttribute("href")).toMatch(/^tel:\+?[0-9]{8,}$/);
        await expect(tel).toHaveAccessibleName(/\S/);
        await expect(link(label.top)).toHaveCount(1);
        // The quote list, with its count (the page's one link to /quote in the bar).
        await expect(bar.locator(`a[href="${inLang(lang, "/quote")}"]`)).toHaveCount(1);
        await expect(bar.getByRole("link")).toHaveCount(7);

        for (const a of await bar.getByRole("link").all()) {
          await expect(a).toBeVisible();
          await expect(a).toBeInViewport();
        }
        const position = await bar.evaluate((el) => {
          let node: Element | null = el;
          while (node && getComputedStyle(node).position !== "fixed") node = node.parentElement;
          return node ? "fixed" : getComputedStyle(el).position;
        });
        expect(position).toBe("fixed");

        // Still in view after scrolling far down.
        await page.addStyleTag({ content: "body { min-height: 5000px; }" });
        await page.evaluate(() => window.scrollTo({ top: 3000, behavior: "instant" }));
        await expect(link(label.contact)).toBeInViewport();
        await expect(link(label.top)).toBeInViewport();
      });

      test("Back to Top scrolls the page to the top", async ({ page }) => {
        await page.goto(inLang(lang, "/sitemap"));
        await waitForHydration(page);
        await page.addStyleTag({ content: "body { min-height: 5000px; }" });
        await page.evaluate(() => window.scrollTo({ top: 2500, behavior: "instant" }));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
        await quickBar(page, lang)
          .getByRole("link", { name: labels(lang).top, exact: true })
          .click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        // No navigation happened.
        expect(new URL(page.url()).pathname).toBe(inLang(lang, "/sitemap"));
      });

      test("Customer Center and Contact Us lead to the inquiry page", async ({ page }) => {
        await page.goto(inLang(lang, "/gallery"));
        await waitForHydration(page);
        const label = labels(lang);
        await quickBar(page, lang)
          .getByRole("link", { name: label.customerCenter, exact: true })
          .click();
        await expect(page).toHaveURL((url) => url.pathname === inLang(lang, "/support"));
        await expect(page.locator("h1")).toHaveText(lang === "ko" ? "고객문의" : "Contact us");
        await quickBar(page, lang).getByRole("link", { name: label.contact, exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === inLang(lang, "/contact"));
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
      });
    });
  }

  // The footer's words are the server's HTML; the page in a browser is a11y.spec.ts's.
  test(`the footer shows CEO, address, telephone and fax (${lang})`, async ({ request }) => {
    const { doc } = await getPage(request, inLang(lang, "/"));
    // The page's contentinfo: its footer outside any article, aside, main, nav or section.
    const footers = doc
      .querySelectorAll("footer")
      .filter((el) => !el.closest("article, aside, main, nav, section") && !isHidden(el));
    expect(footers).toHaveLength(1);
    const footer = footers[0]!;
    const text = words(footer);
    expect(text).toContain(dict[lang]["footer.ceo"]);
    expect(text).toContain(company.ceo[lang]);
    const address = footer.querySelectorAll("address");
    expect(address).toHaveLength(1);
    expect(words(address[0])).toContain(lang === "ko" ? "가마산로" : "Gamasan-ro");
    expect(words(address[0])).toContain(lang === "ko" ? "금천구" : "Geumcheon-gu");
    expect(words(address[0])).toContain("712");
    expect(text).toContain(dict[lang]["footer.tel"]);
    // English writes the number as dialled from abroad (issue 73's style sheet).
    expect(footer.querySelectorAll('a[href^="tel:"]').map(words)).toEqual([
      phoneText(company.phone, lang),
    ]);
    expect(text).toContain(dict[lang]["footer.fax"]);
    expect(text).toContain(phoneText(company.fax, lang));
    if (lang === "en") {
      expect(text).toContain("CEO");
      expect(text).toContain("Fax");
    }
  });
}

for (const lang of ["ko", "en"] as const) {
  test.describe(`quick bar as a side rail, 1280-1399 px (${lang})`, () => {
    test.use({ viewport: { width: 1320, height: 900 } });

    test("labels are hidden there: every item shows its icon", async ({ page }) => {
      await page.goto(inLang(lang, "/about/company"));
      await waitForHydration(page);
      const links = quickBar(page, lang).getByRole("link");
      await expect(links).toHaveCount(7);
      for (const a of await links.all()) {
        await expect(a.locator("span").first()).toHaveCSS("clip", "rect(0px, 0px, 0px, 0px)");
        const icon = a.locator("svg");
        await expect(icon, (await a.getAttribute("href")) ?? "").toBeVisible();
        expect((await icon.boundingBox())!.width).toBeGreaterThanOrEqual(16);
      }
    });
  });
}
