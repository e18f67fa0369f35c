import type { Locator, Page } from "@playwright/test";
import { categories } from "../../app/content/catalog/categories";
import { emptyPages } from "../../app/empty-pages.server";
import { seoulToday } from "../../app/lib/site-clock";
import {
  dict,
  expect,
  inLang,
  isolatedTest,
  pick,
  test,
  waitForHydration,
  type Lang,
} from "./support";
import { getPage, named, words, type ParsedElement } from "./html-support";

/** The pages that are empty lists on the test site: no menu lists them. */
const empty = emptyPages(seoulToday());

/** The menu's product entries, in this order. */
const productEntryIds = ["electric", "pneumatic", "special", "sirca-valves", "pinch-valve"];
const englishEntryNames = [
  "Electric actuators",
  "Pneumatic actuators",
  "Special actuators",
  "SIRCA valves",
  "Pinch valves",
];

function entryName(id: string, lang: Lang): string {
  const category = categories.find((c) => c.id === id);
  if (!category) throw new Error(`no category ${id}`);
  return pick(category.name, lang);
}

const aboutName = { ko: dict.ko["nav.about"], en: dict.en["nav.about"] };

function mainNav(page: Page, lang: Lang): Locator {
  return page.getByRole("navigation", { name: dict[lang]["a11y.mainNav"] });
}

const exactly = (text: string) =>
  new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`);

/** The top-level menu item (li) whose own link is named `name`. */
function menuItem(page: Page, lang: Lang, name: string): Locator {
  return mainNav(page, lang)
    .locator(":scope > ul > li")
    .filter({ has: page.locator(":scope > a", { hasText: exactly(name) }) });
}

function submenu(item: Locator): Locator {
  return item.locator(":scope > ul");
}

interface Entry {
  name: string;
  /** The item carries data-active. */
  marked: boolean;
  /** Its link's bottom border: a transparent or zero-width one is no underline. */
  line: { width: number; color: string };
}

/** The top-level entries as shown: each link's text, its item's mark and its underline. */
async function entries(items: Locator): Promise<Entry[]> {
  return items.evaluateAll((list) =>
    list.map((item) => {
      const link = item.querySelector(":scope > a") as HTMLElement;
      const style = getComputedStyle(link);
      return {
        name: link.innerText.trim(),
        marked: item.hasAttribute("data-active"),
        line: { width: parseFloat(style.borderBottomWidth), color: style.borderBottomColor },
      };
    }),
  );
}

function isVisibleColor(color: string): boolean {
  return color !== "transparent" && !/^rgba\(.*,\s*0\)$/.test(color);
}

async function makeTall(page: Page) {
  await page.addStyleTag({ content: "body { min-height: 6000px; }" });
}

/**
 * Scrolls to `y`, lets the header react and its transitions end, then watches ten more frames.
 * Returns where the page settled and how many scroll events those quiet frames still saw: a
 * header whose size change moves the page back across the threshold never settles.
 */
async function scrollAndSettle(page: Page, y: number): Promise<{ y: number; restless: number }> {
  return page.evaluate(async (top) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    window.scrollTo({ top, behavior: "instant" });
    await frame();
    await frame();
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
    let restless = 0;
    const count = () => restless++;
    window.addEventListener("scroll", count);
    for (let i = 0; i < 10; i++) await frame();
    window.removeEventListener("scroll", count);
    return { y: window.scrollY, restless };
  }, y);
}

async function expectCompactAfterScroll(page: Page, y: number, compact: boolean) {
  const header = page.getByRole("banner");
  const settled = await scrollAndSettle(page, y);
  expect(settled.restless, `scrolled to ${y}: the page keeps scrolling by itself`).toBe(0);
  expect(settled.y > 10, `scrolled to ${y}, settled at ${settled.y}`).toBe(compact);
  if (compact) await expect(header).toHaveAttribute("data-compact");
  else await expect(header).not.toHaveAttribute("data-compact");
}

for (const width of [768, 1280]) {
  for (const lang of ["ko", "en"] as const) {
    test.describe(`header at ${width} px (${lang})`, () => {
      test.use({ viewport: { width, height: 900 } });

      // One load of the home page serves the menu as loaded and then the hover over it.
      test("the main menu shows the five product groups and no hamburger; hovering an entry shows its dropdown", async ({
        page,
      }) => {
        await page.goto(inLang(lang, "/"));
        await waitForHydration(page);
        const nav = mainNav(page, lang);
        await expect(nav).toBeVisible();
        const names = await nav.locator(":scope > ul > li > a").allInnerTexts();
        const expected = productEntryIds.map((id) => entryName(id, lang));
        expect(names.map((n) => n.trim()).filter((n) => expected.includes(n))).toEqual(expected);
        if (lang === "en") expect(expected).toEqual(englishEntryNames);
        for (const name of expected) {
          await expect(menuItem(page, lang, name).locator(":scope > a")).toBeVisible();
        }
        await expect(
          page.getByRole("button", { name: dict[lang]["nav.menu"], exact: true }),
        ).toBeHidden();
        // Nothing spills sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );

        for (const id of productEntryIds) {
          const item = menuItem(page, lang, entryName(id, lang));
          const menu = submenu(item);
          await expect(menu).toBeHidden();
          await item.locator(":scope > a").hover();
          await expect(menu).toBeVisible();
          const category = categories.find((c) => c.id === id)!;
          const links = menu.getByRole("link");
          // Every subcategory with something to show (not the 400·410 series here, decision
          // 042), then the product finder.
          const shown = category.subcategories.filter(
            (sub) => !empty.includes(`/products/${id}/${sub.id}`),
          );
          await expect(links).toHaveCount(shown.length + 1);
          await expect(links.last()).toHaveAttribute("href", inLang(lang, "/products/finder"));
          await expect(links.first()).toHaveAttribute(
            "href",
            inLang(lang, `/products/${id}/${category.subcategories[0]!.id}`),
          );
          await expect(links.first()).toHaveText(pick(category.subcategories[0]!.name, lang));
          // A submenu link can be reached with the pointer and followed later.
          await links.first().hover();
          await expect(menu).toBeVisible();
        }
        // Leaving the menu closes the last dropdown.
        await page.mouse.move(5, 600);
        await expect(submenu(menuItem(page, lang, entryName("pinch-valve", lang)))).toBeHidden();
      });

      // The toggles' keys and clicks are the same script in both languages: the Korean menu
      // drives them, and "English menu toggles" below reads the English words they rely on.
      if (lang === "ko") {
        test("the dropdown opens and closes by keyboard", async ({ page }) => {
          await page.goto(inLang(lang, "/"));
          await waitForHydration(page);
          const name = entryName("electric", lang);
          const item = menuItem(page, lang, name);
          const toggle = item.getByRole("button");
          const menu = submenu(item);

          await item.locator(":scope > a").focus();
          await page.keyboard.press("Tab");
          await expect(toggle).toBeFocused();
          await expect(toggle).toHaveAttribute("aria-expanded", "false");
          await expect(toggle).toHaveAccessibleName(new RegExp(name));
          await expect(menu).toBeHidden();

          await page.keyboard.press("Enter");
          await expect(toggle).toHaveAttribute("aria-expanded", "true");
          await expect(menu).toBeVisible();
          const controls = await toggle.getAttribute("aria-controls");
          expect(controls).toBeTruthy();
          expect(await menu.getAttribute("id")).toBe(controls);

          // The submenu links are next in the tab order.
          const links = menu.getByRole("link");
          await page.keyboard.press("Tab");
          await expect(links.nth(0)).toBeFocused();
          await page.keyboard.press("Tab");
          await expect(links.nth(1)).toBeFocused();

          await page.keyboard.press("Escape");
          await expect(toggle).toHaveAttribute("aria-expanded", "false");
          await expect(menu).toBeHidden();
          await expect(toggle).toBeFocused();

          // Space opens it too, and Tab past the last link closes it.
          await page.keyboard.press("Space");
          await expect(toggle).toHaveAttribute("aria-expanded", "true");
          const count = await links.count();
          for (let i = 0; i <= count; i++) await page.keyboard.press("Tab");
          await expect(toggle).toHaveAttribute("aria-expanded", "false");
          await expect(menu).toBeHidden();
        });

        test("the dropdown opens by click on its toggle and closes by a click elsewhere", async ({
          page,
        }) => {
          await page.goto(inLang(lang, "/"));
          await waitForHydration(page);
          const item = menuItem(page, lang, entryName("sirca-valves", lang));
          const toggle = item.getByRole("button");
          await toggle.click();
          await expect(toggle).toHaveAttribute("aria-expanded", "true");
          await page.mouse.move(5, 600);
          // Open without hover.
          await expect(submenu(item)).toBeVisible();
          await page.locator("h1").click();
          await expect(toggle).toHaveAttribute("aria-expanded", "false");
          await expect(submenu(item)).toBeHidden();
        });
      }

      test("the active entry follows the path prefix and is underlined", async ({ page }) => {
        const all: [path: string, active: string | null][] = [
          ["/products/electric/quarter-turn-480", entryName("electric", lang)],
          ["/products/sirca-valves/ball-valves", entryName("sirca-valves", lang)],
          ["/about/map", aboutName[lang]],
          ["/products", null],
        ];
        // The rule is the same in both languages: English checks one marked path and none.
        const cases = lang === "ko" ? all : [all[0]!, all[3]!];
        for (const [path, active] of cases) {
          await page.goto(inLang(lang, path));
          const items = mainNav(page, lang).locator(":scope > ul > li");
          const activeItems = mainNav(page, lang).locator(":scope > ul > li[data-active]");
          await expect(activeItems, path).toHaveCount(active ? 1 : 0);
          // Every entry read in one call: its name, its mark and its underline.
          for (const { name, marked, line } of await entries(items)) {
            if (name === active) {
              expect(marked, `${path}: ${name} is marked active`).toBe(true);
              expect(line.width, `${path}: underline of ${name}`).toBeGreaterThan(0);
              expect(isVisibleColor(line.color), `${path}: ${name} is ${line.color}`).toBe(true);
            } else {
              expect(marked, `${path}: ${name} is not marked active`).toBe(false);
              expect(
                line.width === 0 || !isVisibleColor(line.color),
                `${path}: ${name} must not be underlined`,
              ).toBe(true);
            }
          }
        }
      });
    });
  }

  // The same script in both languages and no words: Korean, the default, at each width.
  test.describe(`header at ${width} px (ko)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the header turns compact after more than 10 px of scroll", async ({ page }) => {
      await page.goto("/about");
      await waitForHydration(page);
      await makeTall(page);
      await expect(page.getByRole("banner")).not.toHaveAttribute("data-compact");
      await expectCompactAfterScroll(page, 10, false);
      await expectCompactAfterScroll(page, 11, true);
      await expectCompactAfterScroll(page, 0, false);
      await expectCompactAfterScroll(page, 500, true);
      await expectCompactAfterScroll(page, 12, true);
      await expectCompactAfterScroll(page, 0, false);
    });
  });
}

test("English menu toggles: named for their entries, closed, each controlling its submenu (server HTML)", async ({
  request,
}) => {
  const { doc } = await getPage(request, "/en");
  const navs = named(doc, "nav", dict.en["a11y.mainNav"]);
  expect(navs).toHaveLength(1);
  const list = navs[0]!.childNodes.find((node) => (node as ParsedElement).tagName === "UL");
  const items = ((list as ParsedElement | undefined)?.childNodes ?? []).filter(
    (node): node is ParsedElement => (node as ParsedElement).tagName === "LI",
  );
  for (const id of productEntryIds) {
    const name = entryName(id, "en");
    const item = items.filter((li) =>
      li.childNodes.some(
        (node) => (node as ParsedElement).tagName === "A" && words(node as ParsedElement) === name,
      ),
    );
    expect(item, name).toHaveLength(1);
    const toggles = item[0]!.childNodes.filter(
      (node): node is ParsedElement => (node as ParsedElement).tagName === "BUTTON",
    );
    expect(toggles, `${name}: one toggle`).toHaveLength(1);
    const toggle = toggles[0]!;
    expect(words(toggle)).toContain(name);
    expect(toggle.getAttribute("aria-expanded"), name).toBe("false");
    const menus = item[0]!.childNodes.filter(
      (node): node is ParsedElement => (node as ParsedElement).tagName === "UL",
    );
    expect(menus, `${name}: one submenu`).toHaveLength(1);
    expect(toggle.getAttribute("aria-controls"), name).toBe(menus[0]!.id);
    expect(menus[0]!.querySelectorAll("a").length, name).toBeGreaterThan(1);
  }
});

for (const lang of ["ko", "en"] as const) {
  test.describe(`header at 375 px (${lang})`, () => {
    test.use({ viewport: { width: 375, height: 740 } });

    const flatList = ["/", "/about", "/products", "/gallery", "/sitemap"];
    const flatNames = {
      ko: ["홈", "회사소개", "제품소개", "갤러리", "사이트맵"],
      en: ["Home", "About us", "Products", "Gallery", "Sitemap"],
    };

    test("the hamburger replaces the menu and opens the flat list", async ({ page }) => {
      await page.goto(inLang(lang, "/products/electric"));
      await waitForHydration(page);

      await expect(mainNav(page, lang)).toBeHidden();
      const button = page
        .getByRole("banner")
        .getByRole("button", { name: dict[lang]["nav.menu"], exact: true });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      const list = page.getByRole("navigation", { name: dict[lang]["a11y.mobileNav"] });
      await expect(list).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(list).toBeVisible();
      const links = list.getByRole("link");
      await expect(links).toHaveCount(5);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
        flatList.map((p) => inLang(lang, p)),
      );
      await expect(links).toHaveText(flatNames[lang]);
      for (let i = 0; i < 5; i++) await expect(links.nth(i)).toBeInViewport();

      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(list).toBeHidden();
      await expect(button).toBeFocused();

      // Open again and follow a link: the list closes on the new page.
      await button.click();
      await links.nth(3).click();
      await expect(page).toHaveURL((url) => url.pathname === inLang(lang, "/gallery"));
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(list).toBeHidden();
      await waitForHydration(page);

      // The button toggles it closed as well.
      await button.click();
      await expect(list).toBeVisible();
      await button.click();
      await expect(list).toBeHidden();
    });

    test("nothing spills sideways", async ({ page }) => {
      for (const path of ["/", "/products/sirca-valves/butterfly-valves"]) {
        await page.goto(inLang(lang, path));
        await waitForHydration(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, path).toBeLessThanOrEqual(375);
      }
    });
  });
}

// As at the wider screens: Korean only.
test.describe("header at 375 px (ko)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the header turns compact after more than 10 px of scroll", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await makeTall(page);
    await expectCompactAfterScroll(page, 10, false);
    await expectCompactAfterScroll(page, 11, true);
    await expectCompactAfterScroll(page, 300, true);
    await expectCompactAfterScroll(page, 0, false);
  });
});

isolatedTest.describe("touch", () => {
  isolatedTest.use({ viewport: { width: 1024, height: 800 }, hasTouch: true });

  isolatedTest(
    "a tap on a toggle opens its dropdown, a tap elsewhere closes it",
    async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const item = menuItem(page, "ko", entryName("pneumatic", "ko"));
      const toggle = item.getByRole("button");
      await toggle.tap();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(submenu(item)).toBeVisible();
      // Elsewhere: below the dropdown, which (with the finder link) reaches over the heading.
      await page.locator("h1").tap({ position: { x: 5, y: 5 } });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    },
  );
});
