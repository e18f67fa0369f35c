import type { Locator, Page } from "@playwright/test";
import { pages } from "../../app/site/pages";
import { getPage, words } from "./html-support";
import {
  LANGS,
  dict,
  expect,
  galleryItem,
  inLang,
  open,
  pick,
  test,
  waitForHydration,
  type Lang,
  settle,
  expectNoViolations,
  wheelHandled,
} from "./support";

const item = galleryItem;
const TOTAL = 19;
/** The repository's job is drawings only (SVGs with their own alt text). */
const drawings = item.photos.map((photo) => {
  if (!("src" in photo)) throw new Error("the repository's job has an uploaded photo");
  return photo;
});
const mainImage = drawings[item.main]!;
const listPath = (lang: Lang) => inLang(lang, "/gallery");
const itemPath = (lang: Lang) => inLang(lang, `/gallery/${item.id}`);

/** The thumbnails, in order: each a link whose name ends with "(enlarge)". */
function thumbnails(page: Page, lang: Lang): Locator {
  const enlarge = dict[lang]["viewer.enlarge"].replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.locator("main").getByRole("link", { name: new RegExp(`\\(${enlarge}\\)$`) });
}

function lightbox(page: Page, lang: Lang): Locator {
  return page.getByRole("dialog", { name: pick(item.title, lang), exact: true });
}

/** Checks the open lightbox shows image n (1-based) with the counter "n / 19". */
async function expectAt(page: Page, lang: Lang, n: number): Promise<void> {
  const dialog = lightbox(page, lang);
  await expect(dialog.getByText(/^\s*\d+\s*\/\s*\d+\s*$/)).toHaveText(`${n} / ${TOTAL}`);
  const image = drawings[n - 1]!;
  await expect(dialog.getByRole("img")).toHaveAttribute("src", image.src);
  await expect(dialog.getByRole("img")).toHaveAccessibleName(pick(image.alt, lang));
}

/** Opens the lightbox from thumbnail n (1-based) and checks it is a modal dialog at n. */
async function openAt(page: Page, lang: Lang, n: number): Promise<Locator> {
  const thumb = thumbnails(page, lang).nth(n - 1);
  await thumb.click();
  const dialog = lightbox(page, lang);
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.matches("dialog:modal"))).toBe(true);
  await expectAt(page, lang, n);
  return thumb;
}

async function expectClosed(page: Page, lang: Lang, opener: Locator): Promise<void> {
  await expect(lightbox(page, lang)).toHaveCount(0);
  // Soft, so one missing focus return does not hide the rest of a test's lightbox checks.
  await expect
    .soft(opener, "focus returns to the thumbnail that opened the viewer")
    .toBeFocused({ timeout: 2_000 });
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
    "page scrolling is unlocked",
  ).not.toBe("hidden");
}

for (const lang of LANGS) {
  test.describe(`gallery (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    // axe on the list and the item page at 1280 px, in these states, is a11y.spec.ts's.
    test(`${listPath(lang)} lists the item, and its card opens it`, async ({
      page,
      consoleErrors,
    }) => {
      await open(page, listPath(lang));
      await expect(page.locator("h1")).toHaveText(pick(pages.gallery.title, lang));
      const card = page.locator("main").getByRole("link", { name: pick(item.title, lang) });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("heading")).toHaveText(pick(item.title, lang));
      const image = card.locator("img");
      await expect(image).toHaveAttribute("src", mainImage.src);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect((await image.boundingBox())?.height).toBe(280);

      await card.click();
      await expect(page).toHaveURL(itemPath(lang));
      await expect(page.locator("h1")).toHaveText(pick(item.title, lang));
      expect(consoleErrors).toEqual([]);
    });

    test(`${itemPath(lang)} shows the main image and 19 thumbnails`, async ({
      page,
      consoleErrors,
    }) => {
      await open(page, itemPath(lang));
      await expect(page.locator("h1")).toHaveText(pick(item.title, lang));
      const main = page
        .locator("main figure")
        .getByRole("img", { name: pick(mainImage.alt, lang), exact: true });
      await expect(main).toHaveAttribute("src", mainImage.src);
      expect((await main.boundingBox())?.width, "the main image is large").toBeGreaterThan(600);

      expect(drawings).toHaveLength(TOTAL);
      const thumbs = thumbnails(page, lang);
      await expect(thumbs).toHaveCount(TOTAL);
      for (const [index, image] of drawings.entries()) {
        await expect(thumbs.nth(index).getByRole("img")).toHaveAttribute("src", image.src);
        await expect(thumbs.nth(index).getByRole("img")).toHaveAccessibleName(
          pick(image.alt, lang),
        );
      }
      expect(consoleErrors).toEqual([]);
    });

    test(`lightbox buttons: previous and next wrap, close closes; open, it passes axe (${lang})`, async ({
      page,
      consoleErrors,
    }) => {
      await open(page, itemPath(lang));
      const opener = await openAt(page, lang, TOTAL);
      await settle(page);
      await expectNoViolations(page, `${itemPath(lang)}, lightbox open`);
      const dialog = lightbox(page, lang);
      const next = dialog.getByRole("button", { name: dict[lang]["viewer.next"], exact: true });
      const previous = dialog.getByRole("button", {
        name: dict[lang]["viewer.previous"],
        exact: true,
      });
      await next.click();
      await expectAt(page, lang, 1);
      await next.click();
      await expectAt(page, lang, 2);
      await previous.click();
      await previous.click();
      await expectAt(page, lang, TOTAL);
      await dialog.getByRole("button", { name: dict[lang]["viewer.close"], exact: true }).click();
      await expectClosed(page, lang, opener);
      expect(consoleErrors).toEqual([]);
    });

    // Keys, pointer, focus and history do the same in both languages: Korean, the site's
    // default, runs them; the English labels are read by the tests beside them.
    if (lang === "ko") {
      test(`lightbox keys: arrows move and wrap, Escape closes (${lang})`, async ({
        page,
        consoleErrors,
      }) => {
        await open(page, itemPath(lang));
        const opener = await openAt(page, lang, 5);
        await page.keyboard.press("ArrowRight");
        await expectAt(page, lang, 6);
        await page.keyboard.press("ArrowLeft");
        await page.keyboard.press("ArrowLeft");
        await expectAt(page, lang, 4);
        await page.keyboard.press("Escape");
        await expectClosed(page, lang, opener);

        // Wrap-around at both ends.
        const last = await openAt(page, lang, TOTAL);
        await page.keyboard.press("ArrowRight");
        await expectAt(page, lang, 1);
        await page.keyboard.press("ArrowLeft");
        await expectAt(page, lang, TOTAL);
        await page.keyboard.press("Escape");
        await expectClosed(page, lang, last);

        const first = await openAt(page, lang, 1);
        await page.keyboard.press("ArrowLeft");
        await expectAt(page, lang, TOTAL);
        await page.keyboard.press("Escape");
        await expectClosed(page, lang, first);
        expect(consoleErrors).toEqual([]);
      });

      test(`a click on the backdrop closes the lightbox, the image does not (${lang})`, async ({
        page,
        consoleErrors,
      }) => {
        await open(page, itemPath(lang));
        const opener = await openAt(page, lang, 3);
        const dialog = lightbox(page, lang);
        await dialog.getByRole("img").click();
        await expectAt(page, lang, 3);
        await dialog.click({ position: { x: 5, y: 5 } });
        await expectClosed(page, lang, opener);
        expect(consoleErrors).toEqual([]);
      });

      test(`the open lightbox locks scrolling and keeps focus (${lang})`, async ({
        page,
        consoleErrors,
      }) => {
        await open(page, itemPath(lang));
        expect(
          await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight),
          "the page is long enough to scroll",
        ).toBe(true);
        const opener = await openAt(page, lang, 2);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
          "hidden",
        );
        const before = await page.evaluate(() => window.scrollY);
        await page.mouse.move(640, 400);
        await wheelHandled(page, 0, 600);
        expect(await page.evaluate(() => window.scrollY), "the page did not scroll").toBe(before);

        // Tab and Shift+Tab cycle among the dialog's buttons and never reach the page behind it.
        // A native modal dialog lets focus leave the document for the browser's own UI between two
        // rounds (the address bar; the body here), as the HTML spec intends: that is not the page.
        const dialog = lightbox(page, lang);
        const buttons = await dialog.getByRole("button").count();
        expect(buttons).toBe(3);
        const visited = new Set<string>();
        const presses = [...Array<string>(2 * buttons + 2).fill("Tab"), "Shift+Tab", "Shift+Tab"];
        for (const key of presses) {
          await page.keyboard.press(key);
          const focused = await page.evaluate(() => {
            const active = document.activeElement;
            if (!active || active === document.body) return { where: "outside the document" };
            const inDialog = !!active.closest("dialog[open]");
            return {
              where: inDialog ? "dialog" : "page",
              tag: active.tagName,
              label: active.textContent ?? "",
            };
          });
          expect(focused.where, `focus after ${key}`).not.toBe("page");
          if (focused.where === "dialog") {
            expect(focused.tag).toBe("BUTTON");
            visited.add(focused.label ?? "");
          }
        }
        expect(visited.size, "Tab reaches every button").toBe(buttons);

        await page.keyboard.press("Escape");
        await expectClosed(page, lang, opener);
        expect(consoleErrors).toEqual([]);
      });

      test(`Tab to a thumbnail and Enter opens the lightbox (${lang})`, async ({
        page,
        consoleErrors,
      }) => {
        await open(page, itemPath(lang));
        const back = page.getByRole("link", { name: dict[lang]["gallery.back"] });
        await back.focus();
        const first = thumbnails(page, lang).first();
        await page.keyboard.press("Tab");
        await expect(first).toBeFocused();
        await page.keyboard.press("Tab");
        const second = thumbnails(page, lang).nth(1);
        await expect(second).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(lightbox(page, lang)).toBeVisible();
        await expectAt(page, lang, 2);
        await page.keyboard.press("Escape");
        await expectClosed(page, lang, second);
        expect(new URL(page.url()).pathname).toBe(itemPath(lang));
        expect(consoleErrors).toEqual([]);
      });

      test(`Back returns to the list through history (${lang})`, async ({
        page,
        consoleErrors,
      }) => {
        await open(page, listPath(lang));
        await page
          .locator("main")
          .getByRole("link", { name: pick(item.title, lang) })
          .click();
        await expect(page).toHaveURL(itemPath(lang));
        // The back link goes back only once the page's script holds it.
        await waitForHydration(page);
        await page.getByRole("link", { name: dict[lang]["gallery.back"] }).click();
        await expect(page).toHaveURL(listPath(lang));
        await expect(page.locator("h1")).toHaveText(pick(pages.gallery.title, lang));
        // It went back rather than forward: the detail page is now the next history entry.
        await page.goForward();
        await expect(page).toHaveURL(itemPath(lang));
        expect(consoleErrors).toEqual([]);
      });

      test(`Back without in-site history goes to the list (${lang})`, async ({ page }) => {
        // A fresh tab: the entry before the detail page is about:blank, outside the site.
        const fresh = await page.context().newPage();
        const errors: string[] = [];
        fresh.on("console", (m) => {
          if (m.type() === "error") errors.push(m.text());
        });
        fresh.on("pageerror", (e) => errors.push(e.message));
        await open(fresh, itemPath(lang));
        await fresh.getByRole("link", { name: dict[lang]["gallery.back"] }).click();
        await expect(fresh).toHaveURL(listPath(lang));
        await expect(fresh.locator("h1")).toHaveText(pick(pages.gallery.title, lang));
        expect(errors).toEqual([]);
        await fresh.close();
      });
    }

    test(`without JavaScript, Back is a link to the list (${lang})`, async ({ request }) => {
      const { doc } = await getPage(request, itemPath(lang));
      const back = doc
        .querySelectorAll("main a")
        .filter((a) => words(a).includes(dict[lang]["gallery.back"]));
      expect(back.map((a) => [words(a), a.getAttribute("href")])).toEqual([
        [`← ${dict[lang]["gallery.back"]}`, listPath(lang)],
      ]);
    });

    test(`unknown or malformed ids redirect to ${listPath(lang)}`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      // The redirect and the list it leads to are the server's answers: read without a browser.
      for (const id of ["999", "abc", "0", "01"]) {
        const redirect = await request.get(inLang(lang, `/gallery/${id}`), { maxRedirects: 0 });
        expect(redirect.status(), `/gallery/${id}`).toBe(301);
        expect(redirect.headers()["cache-control"], "the id may exist later").toBe("no-store");
        const { url, doc } = await getPage(request, inLang(lang, `/gallery/${id}`), {
          follow: true,
        });
        expect(url.pathname, `/gallery/${id}`).toBe(listPath(lang));
        expect(doc.querySelectorAll("h1").map(words), `/gallery/${id}`).toEqual([
          pick(pages.gallery.title, lang),
        ]);
      }
      // A browser sent there lands on the list, which hydrates without an error.
      const response = await page.goto(inLang(lang, "/gallery/999"));
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(listPath(lang));
      await waitForHydration(page);
      await expect(page.locator("h1")).toHaveText(pick(pages.gallery.title, lang));
      expect(consoleErrors).toEqual([]);
    });
  });

  test.describe(`gallery at 375 px (${lang})`, () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test(`${itemPath(lang)} at 375 px fits the screen and passes axe`, async ({ page }) => {
      await open(page, itemPath(lang));
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
        "no horizontal scrolling",
      ).toBe(true);
      await settle(page);
      await expectNoViolations(page, `${itemPath(lang)} at 375 px`);
    });
  });
}
