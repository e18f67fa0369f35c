import type { Page } from "@playwright/test";
import { categories } from "../../app/content/catalog/categories";
import { company } from "../../app/content/company";
import { home as homeCopy } from "../../app/content/home";
import { homePage } from "../../app/content/home-live.server";
import { getPage, isHidden, link, region, words, type ParsedElement } from "./html-support";
import {
  LANGS,
  dict,
  expect,
  inLang,
  isolatedTest,
  pick,
  test,
  waitForHydration,
  type Lang,
} from "./support";

/** The home page's copy as the repository's content renders it (its claims read). */
const home = homePage(homeCopy, company.claims);

/*
 * The home page (docs/product.md, "/"): the rotating hero sentence (three
 * sentences, 4000 ms, 400 ms fade, still for reduced motion, pausable), the two buttons, and the
 * content blocks with the company claims where they belong.
 */

const INTERVAL = 4000;
const FADE = 400;

const sentences = (lang: Lang) => home.heroSentences.map((s) => pick(s, lang));
/** The sentence on show; the other two stay in the same place, hidden. */
const heroSentence = (page: Page) => page.locator(".hero__sentence[data-current]");

/**
 * Waits until the hero's plain script has started it (`data-ready`, app/islands/hero.ts). With
 * the clock stopped, animation frames never fire, so the support helper cannot be waited for.
 */
async function waitForHeroHydration(page: Page) {
  await page.waitForFunction(
    () => document.querySelector<HTMLElement>(".hero__rotator")?.dataset.ready !== undefined,
    undefined,
    { polling: 20 },
  );
}

/** Opens the home page with the page's clock installed and stopped, so time moves only on demand. */
async function openWithPausedClock(page: Page, lang: Lang) {
  const start = new Date("2026-03-02T09:00:00+09:00");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  const response = await page.goto(inLang(lang, "/"));
  expect(response?.status()).toBe(200);
  // The script sets the rotation's interval before it marks the hero ready.
  await waitForHeroHydration(page);
}

/**
 * Brings the page's CSS transitions to their end: they run on the real clock, not the installed
 * one, so the test would sit through each 400 ms fade. Their duration is checked on its own.
 */
async function endTransitions(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
}

/** The given sentence is on show, fully opaque, not fading; the other two are hidden. */
async function expectStill(page: Page, text: string) {
  await expect(heroSentence(page)).toHaveText(text);
  await expect(heroSentence(page)).not.toHaveAttribute("data-fading", /.*/);
  await endTransitions(page);
  await expect(heroSentence(page)).toHaveCSS("opacity", "1");
  const others = page.locator(".hero__sentence:not([data-current])");
  await expect(others).toHaveCount(2);
  for (const other of await others.all()) {
    await expect(other).toBeHidden();
    await expect(other).toHaveAttribute("aria-hidden", "true");
  }
}

for (const lang of LANGS) {
  const [first, second, third] = sentences(lang) as [string, string, string];

  isolatedTest.describe(`hero sentence (${lang})`, () => {
    isolatedTest(
      "rotates every 4000 ms after a 400 ms fade, in order, back to the first",
      async ({ page, consoleErrors }) => {
        await openWithPausedClock(page, lang);
        await expectStill(page, first);
        await expect(heroSentence(page)).toHaveCSS("transition-duration", "0.4s");

        const cycle = async (from: string, to: string, still: number) => {
          await page.clock.runFor(still - 1);
          await expectStill(page, from);
          // The fade starts at 4000 ms: the sentence goes transparent, still the old one.
          await page.clock.runFor(1);
          await expect(heroSentence(page)).toHaveAttribute("data-fading", "true");
          await endTransitions(page);
          await expect(heroSentence(page)).toHaveCSS("opacity", "0");
          await expect(heroSentence(page)).toHaveText(from);
          await page.clock.runFor(FADE - 1);
          await expect(heroSentence(page)).toHaveText(from);
          // After 400 ms the next sentence comes in, fully visible again.
          await page.clock.runFor(1);
          await expectStill(page, to);
        };
        // The fade is part of the 4000 ms period: a fade starts every 4000 ms, so after the
        // first one a sentence stays fully visible for 3600 ms.
        await cycle(first, second, INTERVAL);
        await cycle(second, third, INTERVAL - FADE);
        await cycle(third, first, INTERVAL - FADE);
        expect(consoleErrors).toEqual([]);
      },
    );

    isolatedTest("the pause button stops the rotation and resume restarts it", async ({ page }) => {
      await openWithPausedClock(page, lang);
      const button = page.getByRole("button", { name: dict[lang]["home.pause"] });
      await expect(button).toBeVisible();
      await button.click();
      const resume = page.getByRole("button", { name: dict[lang]["home.play"] });
      await expect(resume).toBeVisible();
      await page.clock.runFor(3 * INTERVAL);
      await expectStill(page, first);

      await resume.click();
      await expect(page.getByRole("button", { name: dict[lang]["home.pause"] })).toBeVisible();
      await page.clock.runFor(INTERVAL + FADE);
      await expectStill(page, second);
    });
  });

  isolatedTest.describe(`hero sentence with reduced motion (${lang})`, () => {
    isolatedTest.use({ reducedMotion: "reduce" });
    isolatedTest("never changes and offers no pause button", async ({ page }) => {
      await openWithPausedClock(page, lang);
      await expect(page.locator(".hero__pause")).toHaveCount(0);
      await expectStill(page, first);
      for (let i = 0; i < 4; i += 1) {
        await page.clock.runFor(INTERVAL);
        await expectStill(page, first);
      }
    });
  });

  test(`${inLang(lang, "/")}: the first sentence is the current one in the server HTML`, async ({
    request,
  }) => {
    const response = await request.get(inLang(lang, "/"));
    expect(response.status()).toBe(200);
    const html = await response.text();
    const spans = [...html.matchAll(/<span class="hero__sentence"([^>]*)>([^<]*)<\/span>/g)].map(
      (match) => ({
        text: match[2],
        current: /data-current="true"/.test(match[1]!),
        hidden: /aria-hidden="true"/.test(match[1]!),
      }),
    );
    expect(spans).toEqual([
      { text: first, current: true, hidden: false },
      { text: second, current: false, hidden: true },
      { text: third, current: false, hidden: true },
    ]);
  });

  isolatedTest.describe(`home without JavaScript (${lang})`, () => {
    isolatedTest.use({ javaScriptEnabled: false });
    isolatedTest("shows the first sentence and working links", async ({ page }) => {
      await page.goto(inLang(lang, "/"));
      await expectStill(page, first);
      await page
        .locator("main")
        .getByRole("link", { name: dict[lang]["home.explore"], exact: true })
        .click();
      await expect(page).toHaveURL(inLang(lang, "/products"));
    });
  });

  // The home page's words, links and order are the server's HTML; its hydration without console
  // errors and its axe run are a11y.spec.ts's (every route, both languages).
  test.describe(`home content (${lang})`, () => {
    test(`${inLang(lang, "/")}: buttons, cards, strengths, sectors, featured, figures, why us`, async ({
      request,
    }) => {
      const { doc } = await getPage(request, inLang(lang, "/"));
      const mains = doc.querySelectorAll("main");
      expect(mains).toHaveLength(1);
      const main = mains[0]!;
      /** What getByRole finds of these in the server's HTML: none hidden, in document order. */
      const shown = (root: ParsedElement, selector: string) =>
        root.querySelectorAll(selector).filter((el) => !isHidden(el));
      const HEADINGS = "h1, h2, h3, h4, h5, h6";

      // The company claims, each where docs/product.md puts it.
      const current = doc.querySelectorAll(".hero__sentence[data-current]");
      expect(current).toHaveLength(1);
      expect(words(current[0])).toContain(String(company.claims.serviceSinceYear));
      expect(first).toContain("2005");

      const explore = link(main, dict[lang]["home.explore"], { exact: true });
      const contact = link(main, dict[lang]["home.contact"], { exact: true });
      expect(explore.getAttribute("href")).toBe(inLang(lang, "/products"));
      expect(contact.getAttribute("href")).toBe(inLang(lang, "/contact"));
      if (lang === "en") {
        expect(words(explore)).toBe("Explore products");
        expect(words(contact)).toBe("Contact us");
      }

      // Four product cards: pneumatic, electric, special, pinch-valve.
      const productOrder = ["pneumatic", "electric", "special", "pinch-valve"];
      const cards = shown(region(main, dict[lang]["home.products"]), "li");
      expect(cards).toHaveLength(4);
      expect(cards.flatMap((card) => shown(card, HEADINGS)).map(words)).toEqual(
        productOrder.map((id) => pick(categories.find((c) => c.id === id)!.name, lang)),
      );
      for (const [index, id] of productOrder.entries()) {
        const cardLinks = shown(cards[index]!, "a[href]");
        expect(cardLinks).toHaveLength(1);
        expect(cardLinks[0]!.getAttribute("href")).toBe(inLang(lang, `/products/${id}`));
      }

      // Four strengths: expertise, reliability, global service, innovation.
      expect(home.strengths.map((s) => s.title.en)).toEqual([
        "Expertise",
        "Reliability",
        "Global service",
        "Innovation",
      ]);
      const strengths = shown(region(main, dict[lang]["home.strengths"]), "h3");
      expect(strengths.map(words)).toEqual(home.strengths.map((s) => pick(s.title, lang)));

      // Six application sectors, one per industry served.
      const sectors = shown(region(main, dict[lang]["home.sectors"]), "h3");
      expect(sectors.map(words)).toEqual(home.sectors.map((s) => pick(s.title, lang)));
      expect(sectors).toHaveLength(6);

      // Featured product groups, three tags each.
      const featured = region(main, dict[lang]["home.featured"]);
      const groups = shown(featured, ".tile-grid > li");
      expect(groups).toHaveLength(home.featured.length);
      for (const [index, group] of home.featured.entries()) {
        const tile = groups[index]!;
        expect(shown(tile, HEADINGS).map(words)).toEqual([pick(group.title, lang)]);
        const tileLinks = shown(tile, "a[href]");
        expect(tileLinks).toHaveLength(1);
        expect(tileLinks[0]!.getAttribute("href")).toBe(
          inLang(lang, `/products/${group.category}`),
        );
        const tags = shown(tile, ".tag-list > li");
        expect(tags.map(words)).toEqual(group.tags.map((tag) => pick(tag, lang)));
        expect(tags).toHaveLength(3);
      }

      // Four headline figures, "30+" (years of experience) among them.
      const figures = region(main, dict[lang]["home.figures"]);
      expect(shown(figures, "dd").map(words)).toEqual(home.figures.map((f) => f.value));
      expect(shown(figures, "dt").map(words)).toEqual(home.figures.map((f) => pick(f.label, lang)));
      const experience = figures
        .querySelectorAll("div")
        .filter((div) => div.querySelectorAll("dd").some((dd) => /^30\+$/.test(words(dd))));
      expect(experience).toHaveLength(1);
      expect(experience[0]!.querySelectorAll("dt").map(words)).toEqual([
        { ko: "경험 연수", en: "Years of experience" }[lang],
      ]);

      // Why choose us, with the "over two decades" reading.
      const why = region(main, pick(home.whyChooseUs.title, lang));
      expect(words(why)).toContain({ ko: "20년 이상", en: "over two decades" }[lang]);
      expect(shown(why, "li").map(words)).toEqual(home.whyChooseUs.points[lang]);
    });

    test(`${inLang(lang, "/")}: Explore Products and Contact Us lead to their pages`, async ({
      page,
    }) => {
      await page.goto(inLang(lang, "/"));
      await waitForHydration(page);
      await page
        .locator("main")
        .getByRole("link", { name: dict[lang]["home.explore"], exact: true })
        .click();
      await expect(page).toHaveURL(inLang(lang, "/products"));
      await page.goBack();
      await expect(page).toHaveURL(inLang(lang, "/"));
      await page
        .locator("main")
        .getByRole("link", { name: dict[lang]["home.contact"], exact: true })
        .click();
      await expect(page).toHaveURL(inLang(lang, "/contact"));
    });
    // The home page's axe run at 1280 px is a11y.spec.ts's (every route, both languages).
  });
}
