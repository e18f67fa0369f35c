import type { Page } from "@playwright/test";
import {
  signedInAccount,
  staffBrowser,
  startAdminSite,
  submitButton,
  type AdminSite,
  type SignedIn,
} from "./admin-support";
import { words } from "./html-support";
import {
  expect,
  expectNoViolations,
  inLang,
  isolatedTest as test,
  timeUntil,
  type Lang,
} from "./support";

/*
 * The home page's copy as staff's content (issue 33): a rotating sentence and a headline figure
 * changed and published in each language, seen in the server's HTML within a second and in the
 * site search; the company's claims chosen per place (another reading of the hero, with
 * JavaScript; of why-choose-us, without); an unknown category refused keeping what was typed;
 * an earlier version restored; a stale save refused with who changed it.
 */
test.describe.configure({ mode: "serial" });

let site: AdminSite;
let staff: SignedIn;
let owner: SignedIn;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite();
  staff = await signedInAccount(site, "home", "staff");
  owner = await signedInAccount(site, "home-owner", "owner");
});
test.afterAll(async () => {
  await site?.close();
});

const at = (path: string) => site.origin + path;
const html = async (path: string) => (await fetch(at(path))).text();

/** Whether the search's answer to `query` lists the home page (its result links to it). */
async function searchFindsHome(lang: Lang, query: string) {
  const results = await html(inLang(lang, `/search?q=${encodeURIComponent(query)}`));
  const home = inLang(lang, "/");
  return (results.match(/<li class="search-result"[\s\S]*?<\/li>/g) ?? []).some((hit) =>
    hit.includes(`href="${home}"`),
  );
}

async function editor(page: Page, who: SignedIn, lang: Lang) {
  await page.context().addCookies(who.cookies);
  await page.goto(at(inLang(lang, "/admin/content/home")));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    lang === "en" ? "Home page" : "홈페이지",
  );
}

/** The Korean or English input of a bilingual field, by the field's legend. */
const side = (page: Page, legend: string, lang: Lang) =>
  page
    .getByRole("group", { name: legend, exact: true })
    .getByLabel(lang === "en" ? "English" : "한국어", { exact: true });

const SENTENCE_KO = "물망초처럼 오래가는 구동 솔루션을 약속합니다";
const FIGURE_KO = "은하수 협력 현장";
const SENTENCE_EN = "Swallowtail drives for every valve on the plant floor";
const FIGURE_EN = "Kingfisher projects delivered";

test("ko, with JavaScript: a sentence, a figure and the hero's claim published, live and found", async ({
  page,
  context,
}) => {
  await editor(page, staff, "ko");
  await expectNoViolations(page, "ko home editor");
  await side(page, "돌아가며 보이는 문장 2", "ko").fill(SENTENCE_KO);
  await page.getByLabel("수치 2 · 값 (예: 18,500 N·m)").fill("77");
  await side(page, "수치 2 · 설명", "ko").fill(FIGURE_KO);
  // The hero's other reading: founded in 1992, in place of service since 2005.
  const hero = page.getByRole("group", {
    name: "돌아가며 보이는 문장 1 (회사 연혁이 들어가는 문장)",
  });
  await hero.getByRole("radio", { name: /^창업 1992년/ }).check();
  // The preview: the real home page with the form as typed, nothing published.
  const [preview] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "미리보기" }).click(),
  ]);
  await expect(preview.locator(".hero")).toContainText("1992년 창업 이래 산업 현장의");
  await expect(preview.locator("body")).toContainText(SENTENCE_KO);
  await preview.close();
  expect(await html("/")).not.toContain(SENTENCE_KO);
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("status").first()).toContainText("게시했습니다");

  expect(await timeUntil(at("/"), (body) => body.includes(SENTENCE_KO))).toBeLessThan(1000);
  const home = await html("/");
  expect(home).toContain("1992년 창업 이래 산업 현장의 흐름을 제어해 온 액추에이터·밸브 전문 기업");
  expect(home).not.toContain("2005년부터 산업 현장의");
  expect(home).toMatch(new RegExp(`<dt>${FIGURE_KO}</dt><dd>77</dd>`));
  expect(await searchFindsHome("ko", "물망초처럼")).toBe(true);
  expect(await searchFindsHome("ko", "은하수")).toBe(true);
  const entry = site.staff.audit.list({}).entries.find((e) => e.action === "content-publish");
  expect(entry).toMatchObject({ actor: staff.email, target: "home/home" });
});

test("en, with JavaScript: an unknown category is refused at its field, every value kept", async ({
  page,
}) => {
  await editor(page, staff, "en");
  await side(page, "Rotating sentence 3", "en").fill(SENTENCE_EN);
  await side(page, "Figure 4 · Label", "en").fill(FIGURE_EN);
  // A category the catalogue does not have, as a forged or outdated form would post it.
  const category = page.getByRole("combobox", { name: "Linked product category" }).first();
  await category.evaluate((select: HTMLSelectElement) => {
    select.add(new Option("Valves of Mars", "valves-of-mars"));
  });
  await category.selectOption("valves-of-mars");
  // Words typed after the first sentence's history phrase.
  const after = page.locator("#f-heroClaim-after-en");
  await after.fill("for every plant");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert")).toContainText("Nothing was saved");
  await expect(page.getByRole("alert")).toContainText("Featured group 1 · Linked product category");
  await expect(category).toHaveAttribute("aria-invalid", "true");
  await expect(category).toHaveValue("valves-of-mars");
  await expect(page.locator("#f-featured-0-category-error")).toHaveText(
    "Choose a category of the catalogue.",
  );
  await expect(side(page, "Rotating sentence 3", "en")).toHaveValue(SENTENCE_EN);
  await expect(side(page, "Figure 4 · Label", "en")).toHaveValue(FIGURE_EN);
  // Each reading's sentence is shown with the words as typed, not as last saved.
  await expect(after).toHaveValue("for every plant");
  await expect(page.locator('label[for="f-heroClaim-reading-serviceSince"]')).toContainText(
    "valves since 2005 for every plant",
  );
  await expectNoViolations(page, "en home editor with errors");

  // A category of the catalogue: published, live in English and found.
  await category.selectOption({ label: "Special actuators" });
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").first()).toContainText("Published");
  expect(await timeUntil(at("/en"), (body) => body.includes(SENTENCE_EN))).toBeLessThan(1000);
  const home = await html("/en");
  expect(home).toContain(`<dt>${FIGURE_EN}</dt>`);
  expect(home).toContain('href="/en/products/special"');
  expect(await searchFindsHome("en", "Swallowtail")).toBe(true);
  expect(await searchFindsHome("en", "Kingfisher")).toBe(true);
});

test("ko: the version before the last publish restored and published", async ({ page }) => {
  const published = site.content
    .history("home", "home")
    .filter((entry) => entry.action === "publish")
    .map((entry) => entry.version);
  expect(published).toHaveLength(2);
  const first = published[1]!;
  await editor(page, staff, "ko");
  await page.getByRole("button", { name: `이 버전으로 복원: 버전 ${first}` }).click();
  await expect(page.getByRole("status").first()).toContainText(`버전 ${first}을(를) 초안으로`);
  await expect(side(page, "돌아가며 보이는 문장 3", "en")).not.toHaveValue(SENTENCE_EN);
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("status").first()).toContainText("게시했습니다");
  expect(await timeUntil(at("/en"), (body) => !body.includes(SENTENCE_EN))).toBeLessThan(1000);
  expect(await html("/")).toContain(SENTENCE_KO);
  expect(await searchFindsHome("en", "Swallowtail")).toBe(false);
});

test("two people edit the home page: the later save is refused, keeping what was typed", async ({
  browser,
}) => {
  const first = await browser.newPage();
  const second = await browser.newPage();
  await editor(first, owner, "ko");
  await editor(second, staff, "ko");
  await side(first, "첫 화면 소개 글", "ko").fill("먼저 게시한 소개 글입니다.");
  await first.getByRole("button", { name: "게시", exact: true }).click();
  await expect(first.getByRole("status").first()).toContainText("게시했습니다");

  const mine = "나중에 쓴 소개 글입니다.";
  await side(second, "첫 화면 소개 글", "ko").fill(mine);
  await second.getByRole("button", { name: "초안 저장" }).click();
  await expect(second.getByRole("alert")).toContainText(owner.email);
  await expect(second.getByRole("alert")).toContainText("저장되지 않았습니다");
  await expect(side(second, "첫 화면 소개 글", "ko")).toHaveValue(mine);
  expect(site.content.get("home", "home")!.draft.heroText.ko).toBe("먼저 게시한 소개 글입니다.");
  await first.close();
  await second.close();
});

test("without JavaScript: why-choose-us shows the reading chosen, in both languages", async () => {
  // A browser without script, as plain requests on the server's HTML (decision 019).
  const browser = staffBrowser(site, staff.cookies);
  let page = await browser.get(inLang("en", "/admin/content/home"));
  expect(words(page.doc.querySelector("main h1"))).toBe("Home page");
  const why = page.doc
    .querySelectorAll("fieldset")
    .find((set) => words(set.querySelector("legend")) === "Text (names the company's history)")!;
  const reading = why
    .querySelectorAll('input[type="radio"]')
    .find((radio) =>
      words(why.querySelector(`label[for="${radio.id}"]`)).startsWith("30+ years of experience"),
    )!;
  const form = reading.closest("form")!;
  page = await browser.submit(form, {
    set: { [reading.getAttribute("name")!]: reading.getAttribute("value")! },
    button: submitButton(form, "Publish"),
  });
  expect(words(page.doc.querySelector('main [role="status"]'))).toContain("Published");
  const text = "With 30+ years of experience in the field, we do more than supply products";
  expect(await timeUntil(at("/en"), (body) => body.includes(text))).toBeLessThan(1000);
  expect(await html("/")).toContain("30년 이상의 경험으로, 제품 공급에 그치지 않고");
});
