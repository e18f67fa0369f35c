import type { Browser } from "@playwright/test";
import sharp from "sharp";
import { sectionPath } from "../../app/admin/content/sections/view.server";
import type { ProductItem } from "../../app/content/schemas";
import {
  signedInAccount,
  staffBrowser,
  startAdminSite,
  type AdminSite,
  type SignedIn,
} from "./admin-support";
import { readableText } from "./html-support";
import { signedInPage as pageWithCookies } from "./catalogue-support";
import {
  LANGS,
  expect,
  expectNoViolations,
  inLang,
  publishAndLoad,
  test,
  timeUntil,
  waitForHydration,
  type Lang,
} from "./support";

/**
 * The technical pages' words (issue 33; app/content/section-texts.server.ts): staff edit a
 * paragraph of the ball valves' page without JavaScript and publish; it is on the page (the
 * server's HTML) and in search in both languages, a script typed in it never is. The tables
 * made from figures are read-only in the editor, and a figure published after the edit still
 * reaches them. An image replaced by upload is served as copies without metadata. A stale save
 * is refused; the previous version restored.
 */
test.describe.configure({ mode: "serial" });

const BALL = "/admin/content/sections/ball-valves";
const BALL_PAGE = sectionPath("ball-valves")!;
const TEXT = "#f-pages-0-content-1-html";
const PUBLISH = 'button[name="intent"][value="publish"]';
/** Words no page of the site has, one per language, to find in search. */
const WORDS = { ko: "석류빛 밸브 설명", en: "Garnetcoloured valve words" };

let site: AdminSite;
let staff: SignedIn;
let browserRef: Browser;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  browserRef = browser;
  site = await startAdminSite();
  staff = await signedInAccount(site, "sections", "staff");
});
test.afterAll(async () => {
  await site?.close();
});

const at = (path: string) => site.origin + path;
const html = async (path: string) => {
  const response = await fetch(at(path));
  expect(response.status, path).toBe(200);
  return response.text();
};
const signedInPage = (javaScriptEnabled: boolean) =>
  pageWithCookies(browserRef, staff, javaScriptEnabled);

for (const lang of LANGS) {
  test(`the list and the editor; a table made from figures is read-only (${lang})`, async () => {
    const page = await signedInPage(true);
    await page.goto(at(inLang(lang, "/admin/content/sections")));
    await waitForHydration(page);
    await expectNoViolations(page, `technical pages list (${lang})`);
    await page
      .getByRole("link", { name: lang === "ko" ? "볼 밸브" : "Ball valves" })
      .first()
      .click();
    await expect(page).toHaveURL(at(inLang(lang, BALL)));
    await expect(page.locator(`${TEXT}-ko`)).toHaveValue(/SIRCA/);
    // The model table: shown as built, with where to change it, and no field of it.
    const derived = page.locator(".section-derived").first();
    await expect(derived).toContainText(
      lang === "ko" ? "제품 수치로 만들어집니다" : "made from the products' figures",
    );
    await expect(derived.locator("td", { hasText: "S30" }).first()).toBeVisible();
    await expect(derived.getByRole("link")).toHaveAttribute(
      "href",
      inLang(lang, "/admin/content/catalogue"),
    );
    await expect(page.locator('[name^="pages.0.content.3.content.0"]')).toHaveCount(0);
    await expectNoViolations(page, `technical page editor (${lang})`);
    await page.context().close();
  });
}

test("without JavaScript: a paragraph published in both languages, on the page and in search", async () => {
  const page = await signedInPage(false);
  await page.goto(at(BALL));
  await page.locator(`${TEXT}-ko`).fill(`${WORDS.ko}입니다.\n\n둘째 문단.`);
  await page
    .locator(`${TEXT}-en`)
    .fill(`<p>${WORDS.en} <strong>here</strong>.</p><script>alert("x")</script>`);
  await publishAndLoad(page, page.locator(PUBLISH), "게시했습니다");
  // What was kept is what the page shows: the script is gone from the field too, and plain
  // paragraphs come back as text with a blank line between them, no tags to keep intact.
  await expect(page.locator(`${TEXT}-en`)).toHaveValue(`${WORDS.en} <strong>here</strong>.`);
  await expect(page.locator(`${TEXT}-ko`)).toHaveValue(`${WORDS.ko}입니다.\n\n둘째 문단.`);
  await page.context().close();

  expect(await timeUntil(at(`/en${BALL_PAGE}`), (body) => body.includes(WORDS.en))).toBeLessThan(
    1000,
  );
  const en = await html(`/en${BALL_PAGE}`);
  expect(en).toContain(`<p>${WORDS.en} <strong>here</strong>.</p>`);
  expect(en).not.toContain('alert("x")');
  expect(await html(BALL_PAGE)).toContain(`<p>${WORDS.ko}입니다.</p>`);
  for (const lang of LANGS) {
    const results = await html(inLang(lang, `/search?q=${encodeURIComponent(WORDS[lang])}`));
    expect(results, lang).toContain(BALL_PAGE);
  }
  expect(site.content.get("section", "ball-valves")).toMatchObject({ version: 2 });
});

test("a figure published after the edit still reaches the table under staff's words", async () => {
  const s30 = site.content.get("product", "s30")!.draft as ProductItem;
  if (s30.figures.kind !== "valve") throw new Error("S30 is a valve");
  const hotter = { ...s30, figures: { ...s30.figures, tempC: { ...s30.figures.tempC, max: 235 } } };
  const by = { by: "figures@example.test" };
  expect(site.content.saveDraft("product", "s30", hotter, { ...by, baseVersion: 0 }).ok).toBe(true);
  expect(site.content.publish("product", "s30", { ...by, baseVersion: 1 }).ok).toBe(true);
  expect(
    await timeUntil(at(`/en${BALL_PAGE}`), (body) => body.includes("-20 to +235")),
  ).toBeLessThan(2000);
  expect(await html(`/en${BALL_PAGE}`)).toContain(WORDS.en);
  // The editor shows the table as built now, still read-only (the English editor's HTML, as a
  // browser without script gets it).
  const page = await staffBrowser(site, staff.cookies).get(`/en${BALL}`);
  expect(page.status).toBe(200);
  expect(readableText(page.doc.querySelector(".section-derived")!)).toContain("-20 to +235");
});

test("a save over a newer version is refused with who, nothing lost; the previous restored", async () => {
  const first = await signedInPage(false);
  const second = await signedInPage(false);
  await first.goto(at(BALL));
  await second.goto(at(BALL));
  await first.locator("#f-pages-0-content-0-text-en").fill("SIRCA ball valves, edited");
  await first.locator('button[name="intent"][value="save"]').click();
  await expect(first.locator(".content-status")).toContainText("저장");
  await second.locator(`${TEXT}-en`).fill("Typed by the second person");
  await second.locator('button[name="intent"][value="save"]').click();
  await expect(second.locator(".error-summary")).toContainText(staff.email);
  await expect(second.locator(`${TEXT}-en`)).toHaveValue("Typed by the second person");
  await second.context().close();

  // Version 2 (the publish) back as the draft, then published: the edited heading goes.
  await first.getByRole("button", { name: "이 버전으로 복원: 버전 2" }).click();
  await expect(first.locator(".content-status")).toContainText("복원");
  await expect(first.locator("#f-pages-0-content-0-text-en")).toHaveValue("SIRCA ball valves");
  await publishAndLoad(first, first.locator(PUBLISH), "게시했습니다");
  await first.context().close();
  expect(site.content.get("section", "ball-valves")).toMatchObject({ version: 6 });
  expect(await html(`/en${BALL_PAGE}`)).not.toContain("edited");
});

test("an image replaced by upload is served as copies without metadata, with its alt text", async () => {
  const lang: Lang = "en";
  const slot = "#f-pages-1-content-2-content-0-image";
  const png = await sharp({
    create: { width: 640, height: 360, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .png()
    .withExif({ IFD0: { Artist: "Hidden Photographer" } })
    .toBuffer();
  expect(png.includes("Hidden Photographer")).toBe(true);
  const page = await signedInPage(true);
  await page.goto(at(inLang(lang, "/admin/content/sections/quarter-turn-480?page=2")));
  await waitForHydration(page);
  await page
    .locator(`${slot}-upload`)
    .setInputFiles({ name: "actuator.png", mimeType: "image/png", buffer: png });
  await page.locator('button[name="intent"][value="upload"]').first().click();
  await expect(page.locator(".content-status")).toContainText("Image uploaded");
  await page.locator(`${slot}-alt-ko`).fill("480 액추에이터 사진");
  await page.locator(`${slot}-alt-en`).fill("A 480 actuator on a valve");
  // The preview: page 2 as visitors would see it, the photo in it, nothing published yet.
  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("button", { name: "Preview" }).click(),
  ]);
  await preview.waitForLoadState();
  await expect(preview.locator('img[alt="A 480 actuator on a valve"]')).toHaveAttribute(
    "srcset",
    /\/uploads\/photos\/[0-9a-f-]+-640\.webp 640w/,
  );
  await preview.close();
  await publishAndLoad(page, page.locator(PUBLISH), "Published. It is on the site");
  await page.context().close();

  const path = `/en${sectionPath("quarter-turn-480", 2)}`;
  expect(
    await timeUntil(at(path), (body) => body.includes("A 480 actuator on a valve")),
  ).toBeLessThan(2000);
  const shown = await html(path);
  const srcset = /<source type="image\/avif" srcSet="([^"]+)"/.exec(shown)?.[1] ?? "";
  expect(srcset).toMatch(/\/uploads\/photos\/[0-9a-f-]+-480\.avif 480w/);
  const webp = /src="(\/uploads\/photos\/[0-9a-f-]+-\d+\.webp)"/.exec(shown)![1]!;
  const response = await fetch(at(webp));
  expect(response.headers.get("Content-Type")).toBe("image/webp");
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.includes("Hidden Photographer")).toBe(false);
  expect((await sharp(bytes).metadata()).exif).toBeUndefined();
});
