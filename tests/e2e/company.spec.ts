import type { Locator, Page } from "@playwright/test";
import { about } from "../../app/content/about";
import { aboutPageIds, companyMenuIds, pages } from "../../app/site/pages";
import { emptyPages } from "../../app/empty-pages.server";
import { seoulToday } from "../../app/lib/site-clock";
import {
  LANGS,
  dict,
  expect,
  hasHangul,
  inLang,
  open,
  pick,
  test,
  type Lang,
  settle,
  expectNoViolations,
} from "./support";

type AboutPageId = (typeof aboutPageIds)[number];

/** The sub-page's own content, beside the sidebar. */
const content = (page: Page): Locator => page.locator("main article");

/**
 * The side menu is the header's company menu (decision 043): the about pages, and 인증현황 and
 * 납품실적 while they have content; the test site has none, so they are left out here
 * (certificates.spec.ts and references.test.ts see them listed).
 */
const sideMenuIds = companyMenuIds.filter(
  (id) => !emptyPages(seoulToday()).includes(pages[id].path),
);

async function expectSidebar(page: Page, lang: Lang, current: AboutPageId): Promise<void> {
  const nav = page.getByRole("navigation", { name: dict[lang]["a11y.aboutMenu"], exact: true });
  const links = nav.getByRole("link");
  expect(sideMenuIds).toEqual([...aboutPageIds]);
  await expect(links).toHaveText(sideMenuIds.map((id) => pick(pages[id].title, lang)));
  for (const [index, id] of sideMenuIds.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAttribute("href", inLang(lang, pages[id].path));
    if (id === current) await expect(link).toHaveAttribute("aria-current", "page");
    else await expect(link).not.toHaveAttribute("aria-current");
  }
  await expect(nav.locator("[aria-current]")).toHaveCount(1);
}

/** The image has its size attributes, a non-empty alt in the page's language, and loaded. */
async function expectImage(
  image: Locator,
  lang: Lang,
  expected: { src: string; width: number; height: number },
): Promise<void> {
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("src", expected.src);
  await expect(image).toHaveAttribute("width", String(expected.width));
  await expect(image).toHaveAttribute("height", String(expected.height));
  const alt = (await image.getAttribute("alt")) ?? "";
  expect(alt.trim().length, "alt text").toBeGreaterThan(0);
  expect(hasHangul(alt), `alt text "${alt}" is in the page's language`).toBe(lang === "ko");
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

const opacity = (locator: Locator) =>
  locator.evaluate((el) => Number(getComputedStyle(el).opacity));

/** Per sub-page checks of its content; the common checks (status, h1, sidebar) run for all. */
const contentChecks: Record<AboutPageId, (page: Page, lang: Lang) => Promise<void>> = {
  async about(page, lang) {
    const article = content(page);
    const message = about.ceoMessage;
    await expect(article.getByRole("heading", { level: 2 })).toHaveText(pick(message.title, lang));
    for (const paragraph of message.paragraphs[lang]) {
      await expect(article.getByText(paragraph, { exact: true })).toBeVisible();
    }
    // One drawing per language: the two differ, and the page shows its own language's.
    expect(message.image.ko.src).not.toBe(message.image.en.src);
    const image = message.image[lang];
    const img = article.getByRole("img");
    await expect(img).toHaveCount(1);
    await expectImage(img, lang, image);
    await expect(img).toHaveAccessibleName(pick(image.alt, lang));
  },

  async "about-company"(page, lang) {
    const article = content(page);
    const { events, keywords } = about.history;
    const entries = article.getByRole("list").getByRole("listitem");
    await expect(entries).toHaveCount(10);
    await expect(entries).toContainText(events.map((event) => pick(event.event, lang)));

    // Dated, in date order, between 1992 and 2004.
    // Machine-readable in datetime ("1995-04"), written as the site writes a month ("1995. 4.",
    // "Apr 1995").
    const times = entries.locator("time");
    const dates = await times.evaluateAll((els) => els.map((el) => el.getAttribute("datetime")));
    const shown = await times.allTextContents();
    expect(dates).toHaveLength(10);
    const written = lang === "ko" ? /^\d{4}(?:\. \d{1,2}\.)?$/ : /^(?:[A-Z][a-z]{2} )?\d{4}$/;
    for (const text of shown) expect(text.trim(), "a month as the site writes it").toMatch(written);
    const keys = dates.map((date) => {
      const match = /^(\d{4})(?:-(\d{2}))?$/.exec(date ?? "");
      expect(match, `timeline date "${date}"`).not.toBeNull();
      return { year: Number(match![1]), month: Number(match![2] ?? 0) };
    });
    for (const key of keys) {
      expect(key.year).toBeGreaterThanOrEqual(1992);
      expect(key.year).toBeLessThanOrEqual(2004);
    }
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1]!, keys[i]!];
      expect(a.year * 100 + a.month, `${dates[i - 1]} before ${dates[i]}`).toBeLessThanOrEqual(
        b.year * 100 + b.month,
      );
    }
    expect(keys[0]!.year).toBe(1992);

    // Both founding readings are shown as entries.
    for (const year of ["1992", "1994"]) {
      await expect(
        entries.filter({ has: page.locator("time", { hasText: new RegExp(`^${year}`) }) }),
      ).toBeVisible();
    }

    // Highlights: at least one, each one a keyword of this language, and no keyword left plain.
    const wanted = keywords[lang].map((k) => k.toLowerCase());
    const marks = (await article.locator("mark").allTextContents()).map((m) => m.toLowerCase());
    expect(marks.length, "highlighted keywords").toBeGreaterThan(0);
    for (const mark of marks) expect(wanted, `<mark>${mark}</mark> is a keyword`).toContain(mark);
    for (let i = 0; i < events.length; i++) {
      const text = pick(events[i]!.event, lang).toLowerCase();
      const marked = (await entries.nth(i).locator("mark").allTextContents()).map((m) =>
        m.toLowerCase(),
      );
      for (const keyword of wanted.filter((k) => text.includes(k))) {
        expect(
          marked.some((m) => m.includes(keyword)),
          `"${keyword}" is highlighted in entry ${i + 1}`,
        ).toBe(true);
      }
    }
  },

  async "about-organization"(page, lang) {
    await expectOrganizationChart(page, lang);
    await expect.poll(() => opacity(content(page))).toBe(1);
  },

  async "about-business"(page, lang) {
    const article = content(page);
    const { areas } = about.business;
    for (const area of areas) {
      const name = pick(area.title, lang);
      const heading = page.getByRole("heading", { level: 2, name, exact: true });
      await expect(article.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
      const item = article.getByRole("listitem").filter({ has: heading });
      await expect(item.getByRole("listitem")).toHaveText(area.lines[lang]);
    }
    await expect(article.getByRole("heading", { level: 2 })).toHaveCount(areas.length);
  },

  async "about-map"(page, lang) {
    const article = content(page);
    const { map } = about;
    expect(map.image.ko.src).not.toBe(map.image.en.src);
    const img = article.getByRole("img", { name: pick(map.image[lang].alt, lang), exact: true });
    await expectImage(img, lang, map.image[lang]);

    const address = article.locator("address");
    await expect(address).toBeVisible();
    await expect(address).toContainText(lang === "ko" ? "가마산로" : "Gamasan-ro");
    await expect(address).toContainText("712");

    const section = (key: "map.subway" | "map.car") =>
      article.locator("section").filter({
        has: page.getByRole("heading", { name: dict[lang][key], exact: true }),
      });
    const subway = section("map.subway");
    await expect(subway).toContainText(pick(map.subway, lang));
    const subwayText = await subway.innerText();
    if (lang === "ko") {
      expect(subwayText).toMatch(/1\s*(?:호선|·\s*7\s*호선)/);
      expect(subwayText).toMatch(/7\s*호선/);
    } else {
      expect(subwayText).toMatch(/\bLines?\s+1\b/);
      expect(subwayText).toMatch(/\b(?:Line\s+7|Lines?\s+1\s*(?:,|and|or|&)\s*7)\b/);
    }

    const routes = section("map.car").getByRole("listitem");
    await expect(routes).toHaveText([pick(map.car.route1, lang), pick(map.car.route2, lang)]);

    // Three map services, each opening in a new tab without access to this page.
    const external = article.locator('a[href^="http"]');
    await expect(external).toHaveCount(3);
    for (const link of await external.all()) {
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("target", "_blank");
      expect((await link.getAttribute("rel")) ?? "").toMatch(/\bnoopener\b/);
      expect(new URL((await link.getAttribute("href")) ?? "").protocol).toBe("https:");
    }
    expect(
      new Set(
        await external.evaluateAll((as: HTMLAnchorElement[]) =>
          as.map((a) => new URL(a.href).host),
        ),
      ).size,
    ).toBe(3);

    await expect.poll(() => opacity(article)).toBe(1);
  },
};

/** CEO above the five teams, as a nested list, in the content's order. */
async function expectOrganizationChart(page: Page, lang: Lang): Promise<void> {
  const article = content(page);
  const { ceo, teams } = about.organization;
  expect(teams.map((t) => t.name.en)).toEqual([
    "Sales",
    "Management",
    "Purchasing",
    "Engineering",
    "Quality Control",
  ]);
  const ceoName = article.getByText(pick(ceo, lang), { exact: true });
  await expect(ceoName).toBeVisible();
  // The teams' list sits inside the CEO's list item.
  const ceoItem = article
    .getByRole("listitem")
    .filter({ has: page.getByText(pick(ceo, lang), { exact: true }) });
  await expect(ceoItem).toHaveCount(1);
  const teamItems = ceoItem.getByRole("list").getByRole("listitem");
  await expect(teamItems).toHaveCount(5);
  const names = teams.map((t) => pick(t.name, lang));
  await expect(teamItems).toContainText(names);
  for (const [index, team] of teams.entries()) {
    await expect(teamItems.nth(index)).toContainText(pick(team.duties, lang));
  }

  // Visually, too: the CEO box is above every team box.
  const head = await ceoName.boundingBox();
  expect(head).not.toBeNull();
  for (const item of await teamItems.all()) {
    await expect(item).toBeVisible();
    const box = await item.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y, "a team box starts below the CEO box").toBeGreaterThanOrEqual(
      head!.y + head!.height,
    );
  }
}

const fading = ["about-organization", "about-map"] as const;

/** Follows the sidebar link to a sub-page (a client-side navigation). */
async function follow(page: Page, lang: Lang, id: AboutPageId): Promise<void> {
  await page
    .getByRole("navigation", { name: dict[lang]["a11y.aboutMenu"], exact: true })
    .getByRole("link", { name: pick(pages[id].title, lang), exact: true })
    .click();
  await expect(page).toHaveURL(inLang(lang, pages[id].path));
}

for (const lang of LANGS) {
  test.describe(`about pages (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    for (const id of aboutPageIds) {
      const url = inLang(lang, pages[id].path);
      // axe on this page at 1280 px, in the same state, is a11y.spec.ts's (every route).
      test(`${url}: heading, sidebar and content`, async ({ page, consoleErrors }) => {
        await open(page, url);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("h1")).toHaveText(pick(pages[id].title, lang));
        await expectSidebar(page, lang, id);
        await contentChecks[id](page, lang);
        expect(consoleErrors).toEqual([]);
      });
    }

    test(`organization and map fade in after 100 ms (${lang})`, async ({ page, consoleErrors }) => {
      await open(page, inLang(lang, "/about/business"));
      for (const id of fading) {
        const first = await sampleOnInsert(page, () => follow(page, lang, id));
        expect(first.opacity, `${id}: opacity when it appears`).toBeLessThan(1);
        expect(first.delay, `${id}: fade-in delay (ms)`).toBe(100);
        await expect.poll(() => opacity(content(page))).toBe(1);
        await expectSidebar(page, lang, id);
      }
      expect(consoleErrors).toEqual([]);
    });

    test(`organization and map do not fade with reduced motion (${lang})`, async ({
      page,
      consoleErrors,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      try {
        for (const id of fading) {
          await open(page, inLang(lang, pages[id].path));
          expect(await opacity(content(page)), `${id} on load`).toBe(1);
        }
        // The map page is open: over to the organization page, then back to the map.
        for (const id of fading) {
          const first = await sampleOnInsert(page, () => follow(page, lang, id));
          expect(first.opacity, `${id} after following the menu`).toBe(1);
        }
      } finally {
        await page.emulateMedia({ reducedMotion: null });
      }
      expect(consoleErrors).toEqual([]);
    });
  });

  test.describe(`organization chart at 375 px (${lang})`, () => {
    test.use({ viewport: { width: 375, height: 740 } });

    const url = inLang(lang, "/about/organization");
    test(`${url} is readable on a phone and passes axe`, async ({ page, consoleErrors }) => {
      await open(page, url);
      await expectOrganizationChart(page, lang);
      const overflow = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(overflow.scroll, "no horizontal scrolling").toBeLessThanOrEqual(overflow.client);
      const teams = content(page).getByRole("listitem").getByRole("listitem");
      for (const team of await teams.all()) {
        const box = await team.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
        // Nothing inside the team box is cut off.
        expect(await team.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      expect(consoleErrors).toEqual([]);
      await settle(page);
      await expectNoViolations(page, `${url} at 375 px`);
    });
  });
}

interface FadeSample {
  opacity: number;
  /** Delay of the element's animation in ms; 0 without one. */
  delay: number;
}

/**
 * The opacity of the next sub-page's content in the same task it is inserted while the
 * document is parsed (before any frame is painted), and its animation's delay: the sub-pages
 * are content pages, so following the menu is a page load (decision 042). `go` follows it.
 */
async function sampleOnInsert(page: Page, go: () => Promise<void>): Promise<FadeSample> {
  // Runs first in every later document of this page; each document keeps its own sample.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const article = document.querySelector("main article");
      if (!article) return;
      const el = article.closest(".fade-in") ?? article.querySelector(".fade-in") ?? article;
      observer.disconnect();
      const animation = el.getAnimations()[0];
      (window as { fadeSample?: FadeSample }).fadeSample = {
        opacity: Number(getComputedStyle(el).opacity),
        delay: Number(animation?.effect?.getTiming().delay ?? 0),
      };
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await go();
  const sample = await page.waitForFunction(
    () => (window as { fadeSample?: FadeSample }).fadeSample,
  );
  return (await sample.jsonValue()) as FadeSample;
}
