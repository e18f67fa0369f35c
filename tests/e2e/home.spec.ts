import type { Page } from "@playwright/test";
import { categories } from "../../app/content/catalog/categories";
import { company } from "../../app/content/company";
import { home as homeCopy } from "../../app/content/home";
import { homePage } from "../../app/content/home-live.server";
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

  test.describe(`home content (${lang})`, () => {
    test(`${inLang(lang, "/")}: buttons, cards, strengths, sectors, featured, figures, why us`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(inLang(lang, "/"));
      await waitForHydration(page);
      const main = page.locator("main");

      // The company claims, each where docs/product.md puts it.
      await expect(heroSentence(page)).toContainText(String(company.claims.serviceSinceYear));
      expect(first).toContain("2005");

      const explore = main.getByRole("link", { name: dict[lang]["home.explore"], exact: true });
      const contact = main.getByRole("link", { name: dict[lang]["home.contact"], exact: true });
      await expect(explore).toHaveAttribute("href", inLang(lang, "/products"));
      await expect(contact).toHaveAttribute("href", inLang(lang, "/contact"));
      if (lang === "en") {
        await expect(explore).toHaveText("Explore products");
        await expect(contact).toHaveText("Contact us");
      }

      // Four product cards: pneumatic, electric, special, pinch-valve.
      const productOrder = ["pneumatic", "electric", "special", "pinch-valve"];
      const cards = main
        .getByRole("region", { name: dict[lang]["home.products"] })
        .getByRole("listitem");
      await expect(cards).toHaveCount(4);
      await expect(cards.getByRole("heading")).toHaveText(
        productOrder.map((id) => pick(categories.find((c) => c.id === id)!.name, lang)),
      );
      for (const [index, id] of productOrder.entries()) {
        await expect(cards.nth(index).getByRole("link")).toHaveAttribute(
          "href",
          inLang(lang, `/products/${id}`),
        );
      }

      // Four strengths: expertise, reliability, global service, innovation.
      expect(home.strengths.map((s) => s.title.en)).toEqual([
        "Expertise",
        "Reliability",
        "Global service",
        "Innovation",
      ]);
      const strengths = main
        .getByRole("region", { name: dict[lang]["home.strengths"] })
        .getByRole("heading", { level: 3 });
      await expect(strengths).toHaveText(home.strengths.map((s) => pick(s.title, lang)));

      // Five application sectors.
      const sectors = main
        .getByRole("region", { name: dict[lang]["home.sectors"] })
        .getByRole("heading", { level: 3 });
      await expect(sectors).toHaveText(home.sectors.map((s) => pick(s.title, lang)));
      await expect(sectors).toHaveCount(5);

      // Featured product groups, three tags each.
      const featured = main.getByRole("region", { name: dict[lang]["home.featured"] });
      const groups = featured.locator(":scope .tile-grid > li");
      await expect(groups).toHaveCount(home.featured.length);
      for (const [index, group] of home.featured.entries()) {
        const tile = groups.nth(index);
        await expect(tile.getByRole("heading")).toHaveText(pick(group.title, lang));
        await expect(tile.getByRole("link")).toHaveAttribute(
          "href",
          inLang(lang, `/products/${group.category}`),
        );
        const tags = tile.locator(".tag-list > li");
        await expect(tags).toHaveCount(3);
        await expect(tags).toHaveText(group.tags.map((tag) => pick(tag, lang)));
      }

      // Four headline figures, "30+" (years of experience) among them.
      const figures = main.getByRole("region", { name: dict[lang]["home.figures"] });
      await expect(figures.locator("dd")).toHaveText(home.figures.map((f) => f.value));
      await expect(figures.locator("dt")).toHaveText(home.figures.map((f) => pick(f.label, lang)));
      const experience = figures.locator("div", { has: page.locator("dd", { hasText: /^30\+$/ }) });
      await expect(experience.locator("dt")).toHaveText(
        { ko: company.claims.yearsOfExperience.ko, en: "Years of experience" }[lang],
      );

      // Why choose us, with the "over two decades" reading.
      const why = main.getByRole("region", { name: pick(home.whyChooseUs.title, lang) });
      await expect(why).toContainText({ ko: "20년 이상", en: "over two decades" }[lang]);
      await expect(why.getByRole("listitem")).toHaveText(home.whyChooseUs.points[lang]);

      expect(consoleErrors).toEqual([]);
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
