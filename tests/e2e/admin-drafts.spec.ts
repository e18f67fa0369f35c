import type { Browser, BrowserContext, Cookie, Page } from "@playwright/test";
import { makePdf } from "../pdf-fixtures";
import { phonePhoto } from "../fixtures/photos";
import {
  account,
  labelledControl,
  signedInCookies,
  staffBrowser,
  startAdminSite,
  submitButton,
  type AdminSite,
} from "./admin-support";
import { named, readableText, words as words_ } from "./html-support";
import {
  test,
  expect,
  expectNoViolations,
  LANGS,
  inLang,
  type Lang,
  timeUntil,
  waitForHydration,
} from "./support";

/*
 * Nothing typed or chosen is lost in the content editors (issue 34): a Korean-only notice is a
 * draft that saves and comes back; publishing it names each missing English field in an error
 * summary that takes the focus; a refused post keeps the chosen PDF and the typed text, with
 * and without JavaScript; an edited form asks before it is left; a bad date is a field error,
 * never a 500, in a save and in a preview. Both languages, at 375 and 1280 px.
 */

// One worker runs this file in order, so its site and accounts (beforeAll) are made once.
test.describe.configure({ mode: "default" });
let site: AdminSite;
let cookies: Cookie[];
let pdf: Buffer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite();
  const email = `drafts-${process.pid}@example.com`;
  await account(site, email);
  cookies = signedInCookies(site, email);
  pdf = await makePdf("Holiday schedule");
});
test.afterAll(async () => {
  await site.close();
});

const WIDTH: Record<Lang, number> = { ko: 375, en: 1280 };

const words = {
  ko: {
    korean: "한국어",
    title: "제목",
    body: "본문",
    date: "게시일",
    upload: "PDF 올리기",
    save: "초안 저장",
    publish: "게시",
    saved: "초안을 저장했습니다",
    summary: "확인할 항목",
    refused: "초안은 저장했습니다",
    nothingSaved: "아무것도 저장하지 않았습니다",
    fill: "입력하십시오.",
    badDate: "날짜를 YYYY-MM-DD 형식으로 쓰십시오.",
    kept: "올린 파일 holiday.pdf을(를) 보관했습니다",
    missing: "English 번역이 없습니다.",
    content: "콘텐츠",
  },
  en: {
    korean: "한국어 (Korean)",
    title: "Title",
    body: "Text",
    date: "Date",
    upload: "Upload a PDF",
    save: "Save draft",
    publish: "Publish",
    saved: "Draft saved",
    summary: "To check",
    refused: "The draft is saved",
    nothingSaved: "Nothing was saved",
    fill: "Fill this in.",
    badDate: "Use a date as YYYY-MM-DD.",
    kept: "The uploaded file holiday.pdf is kept",
    missing: "The English translation is missing.",
    content: "Content",
  },
} as const;

/** A link of the back office's navigation; at a phone's width, in its menu, opened first. */
function navLink(page: Page, name: string) {
  const menu = page.locator("header summary");
  return {
    async click() {
      if (await menu.isVisible()) await menu.click();
      await page.locator("header").getByRole("link", { name, exact: true }).click();
    },
  };
}

async function editorContext(browser: Browser, lang: Lang, javaScriptEnabled = true) {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: { width: WIDTH[lang], height: 900 },
  });
  await context.addCookies(cookies);
  return context;
}

/** A new notice's editor; its id. */
async function newNotice(page: Page, lang: Lang, javaScript = true) {
  await page.goto(site.origin + inLang(lang, "/admin/content/news/new"));
  await expect(page).toHaveURL(/\/admin\/content\/news\/\d+$/);
  if (javaScript) await waitForHydration(page);
  return page.url().split("/").pop()!;
}

const side = (page: Page, lang: Lang, group: string, which: "ko" | "en") =>
  page
    .getByRole("group", { name: group, exact: true })
    .getByLabel(which === "ko" ? words[lang].korean : "English", { exact: true });

async function noSidewaysScroll(page: Page) {
  const [width, viewport] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(width).toBeLessThanOrEqual(viewport);
}

for (const lang of LANGS) {
  const w = words[lang];

  test(`${lang}: a Korean-only notice is a draft; publishing it names the English fields`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await editorContext(browser, lang);
    const page = await context.newPage();
    const id = await newNotice(page, lang);
    const title = `설 연휴 안내 ${lang}`;
    await side(page, lang, w.title, "ko").fill(title);
    await side(page, lang, w.body, "ko").fill("첫째 문단입니다.\n\n둘째 문단입니다.");
    await page.getByRole("button", { name: w.save }).click();
    await expect(page.getByRole("status").first()).toContainText(w.saved);

    // Reloaded, the draft is as typed, and the English sides say they are missing.
    await page.reload();
    await expect(side(page, lang, w.title, "ko")).toHaveValue(title);
    await expect(side(page, lang, w.body, "ko")).toHaveValue(
      "첫째 문단입니다.\n\n둘째 문단입니다.",
    );
    expect(site.content.get("news", id)).toMatchObject({ state: "draft", version: 1 });

    // The warning follows the text: typed in, it goes; emptied, it is back.
    const titleEn = side(page, lang, w.title, "en");
    const missing = page.locator("#f-title-en-missing");
    await expect(missing).toHaveText(w.missing);
    await titleEn.fill("Lunar New Year");
    await expect(missing).toHaveCount(0);
    await titleEn.fill("");
    await expect(missing).toHaveText(w.missing);

    // Publish: refused, each missing field named and linked, the focus on the summary.
    await page.getByRole("button", { name: w.publish, exact: true }).click();
    const summary = page.getByRole("alert", { name: w.summary });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(w.refused);
    const links = summary.getByRole("link");
    await expect(links).toHaveText([
      `${w.title} (English): ${w.fill}`,
      `${w.body} (English): ${w.fill}`,
    ]);
    await expect(links.first()).toHaveAttribute("href", "#f-title-en");
    // A link takes the focus to its field; the errors stay.
    await links.nth(1).click();
    await expect(side(page, lang, w.body, "en")).toBeFocused();
    await expect(summary).toBeVisible();
    await expect(side(page, lang, w.title, "ko")).toHaveValue(title);
    await expect(side(page, lang, w.title, "en")).toHaveAttribute("aria-invalid", "true");
    const item = site.content.get("news", id)!;
    expect(item).toMatchObject({ state: "draft", version: 2 });
    expect(item.published).toBeUndefined();
    await noSidewaysScroll(page);
    await expectNoViolations(page, `${lang} notice editor with the error summary`);
    await context.close();
  });

  test(`${lang}: a refused save keeps the chosen PDF and the text, with JavaScript`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await editorContext(browser, lang);
    const page = await context.newPage();
    const id = await newNotice(page, lang);
    await side(page, lang, w.title, "ko").fill("휴무 안내");
    await side(page, lang, w.title, "en").fill("Holiday");
    await page.getByLabel(w.upload).setInputFiles({
      name: "holiday.pdf",
      mimeType: "application/pdf",
      buffer: pdf,
    });
    // A day that does not exist: a date picker cannot send one, a hand-made post can (set
    // without an input event, which would make React put the type back).
    await page.getByLabel(w.date, { exact: true }).evaluate((input: HTMLInputElement) => {
      input.type = "text";
      input.value = "2026-02-30";
    });
    await page.getByRole("button", { name: w.save }).click();

    const summary = page.getByRole("alert", { name: w.summary });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(w.nothingSaved);
    await expect(summary.getByRole("link")).toHaveText([`${w.date}: ${w.badDate}`]);
    await expect(page.locator("#f-date-error")).toHaveText(w.badDate);
    await expect(page.getByText(w.kept)).toBeVisible();
    await expect(side(page, lang, w.title, "en")).toHaveValue("Holiday");
    expect(site.content.get("news", id)).toBeUndefined();
    await expectNoViolations(page, `${lang} notice editor with a kept file`);

    // Corrected: the PDF chosen before is saved with the draft, not asked for again.
    await page.getByLabel(w.date, { exact: true }).fill("2026-02-13");
    await page.getByRole("button", { name: w.save }).click();
    await expect(page.getByRole("status").first()).toContainText(w.saved);
    const saved = site.content.get("news", id)!.draft;
    expect(saved.attachments).toMatchObject([
      { name: "holiday.pdf", bytes: pdf.length, title: { ko: "holiday", en: "holiday" } },
    ]);
    await expect(page.getByRole("link", { name: "holiday.pdf" })).toBeVisible();
    await context.close();
  });

  test(`${lang}: without JavaScript, a refused publish keeps the PDF and the text in the draft`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    if (lang === "en") {
      await refusedPublishWithoutScript();
      return;
    }
    const context = await editorContext(browser, lang, false);
    const page = await context.newPage();
    const id = await newNotice(page, lang, false);
    await side(page, lang, w.title, "ko").fill("가격표 안내");
    await side(page, lang, w.body, "ko").fill("새 가격표를 첨부합니다.");
    await page.getByLabel(w.upload).setInputFiles({
      name: "holiday.pdf",
      mimeType: "application/pdf",
      buffer: pdf,
    });
    await page.getByRole("button", { name: w.publish, exact: true }).click();
    const summary = page.getByRole("alert", { name: w.summary });
    await expect(summary).toContainText(w.refused);
    await expect(summary.getByRole("link")).toHaveText([
      `${w.title} (English): ${w.fill}`,
      `${w.body} (English): ${w.fill}`,
    ]);
    // Before the form: the keyboard reaches its links before any field.
    await expect(page.locator(".error-summary, form.content-editor").first()).toHaveClass(
      /error-summary/,
    );
    await expect(side(page, lang, w.body, "ko")).toHaveValue("새 가격표를 첨부합니다.");
    await expect(page.getByRole("link", { name: "holiday.pdf" })).toBeVisible();
    expect(site.content.get("news", id)!.draft.attachments).toHaveLength(1);
    await context.close();
  });

  test(`${lang}: an edited form asks before it is left; a saved one does not`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await editorContext(browser, lang);
    const page = await context.newPage();
    await newNotice(page, lang);
    await side(page, lang, w.title, "ko").fill("떠나기 전에");
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    // The back office's own link: a confirm, dismissed, so the page and the text stay.
    await navLink(page, w.content).click();
    await expect.poll(() => asked).toEqual(["confirm"]);
    await expect(page).toHaveURL(/\/admin\/content\/news\/\d+$/);
    await expect(side(page, lang, w.title, "ko")).toHaveValue("떠나기 전에");
    // Closing the window: the browser's own question.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toEqual(["confirm", "beforeunload"]);

    // Saved, then left: no question.
    const second = await context.newPage();
    const seen: string[] = [];
    second.on("dialog", (dialog) => {
      seen.push(dialog.type());
      void dialog.accept();
    });
    await newNotice(second, lang);
    await side(second, lang, w.title, "ko").fill("저장한 뒤");
    await second.getByRole("button", { name: w.save }).click();
    await expect(second.getByRole("status").first()).toContainText(w.saved);
    await navLink(second, w.content).click();
    await expect(second).toHaveURL(/\/admin\/content$/);
    expect(seen).toEqual([]);
    await context.close();
  });
}

test("a notice's empty or impossible date is a field error, never a 500, in a save and a preview", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context: BrowserContext = await editorContext(browser, "en");
  const page = await context.newPage();
  const id = await newNotice(page, "en");
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const post = (path: string, fields: Record<string, string>) =>
    page.request.post(site.origin + path, {
      multipart: {
        csrf,
        version: "0",
        id,
        "title.ko": "날짜 확인",
        "title.en": "Date check",
        "body.ko": "본문",
        "body.en": "Text",
        ...fields,
      },
      headers: { Origin: site.origin },
      maxRedirects: 0,
    });
  for (const date of ["2026-13-45", "2026-02-30", "tomorrow"]) {
    const answer = await post(`/en/admin/content/news/${id}`, { intent: "save", date });
    expect(answer.status(), date).toBe(400);
    const html = await answer.text();
    expect(html).toContain("Use a date as YYYY-MM-DD.");
    expect(html).toContain('value="Date check"');
  }
  const publish = await post(`/en/admin/content/news/${id}`, { intent: "publish", date: "" });
  expect(publish.status()).toBe(400);
  expect(await publish.text()).toContain("Use a date as YYYY-MM-DD.");
  for (const date of ["", "2026-13-45"]) {
    const preview = await post(`/en/admin/content/preview/news/${id}`, { date });
    expect(preview.status(), date).toBe(400);
    expect(await preview.text()).toContain("No preview");
  }
  await context.close();
});

test("without JavaScript, a new gallery job's refused publish keeps it, once, at its id", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await editorContext(browser, "ko", false);
  const page = await context.newPage();
  const before = site.content.list("gallery").length;
  await page.goto(site.origin + "/admin/content/gallery/new");
  await side(page, "ko", "제목", "ko").fill("배관 교체 작업");
  await page.getByRole("button", { name: "게시", exact: true }).click();
  const summary = page.getByRole("alert", { name: "확인할 항목" });
  await expect(summary).toContainText("초안은 저장했습니다 (버전 1)");
  await expect(summary.getByRole("link", { name: /^사진: / })).toHaveAttribute("href", "#f-photos");
  await expect(side(page, "ko", "제목", "ko")).toHaveValue("배관 교체 작업");
  expect(site.content.list("gallery")).toHaveLength(before + 1);
  const id = site.content.list("gallery").at(-1)!.id;
  // The next save goes to the job just made, on its version: no second job, no conflict.
  await side(page, "ko", "제목", "en").fill("Pipe replacement");
  await page.getByRole("button", { name: "초안 저장" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/gallery/${id}\\?done=save`));
  expect(site.content.list("gallery")).toHaveLength(before + 1);
  expect(site.content.get("gallery", id)!.draft.title).toEqual({
    ko: "배관 교체 작업",
    en: "Pipe replacement",
  });
  await context.close();
});

test("a product photo uploaded is told in a status, not in the error's colour", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await editorContext(browser, "ko", false);
  const page = await context.newPage();
  await page.goto(site.origin + "/admin/content/products/480-035");
  await page.getByLabel("사진 파일").setInputFiles({
    name: "IMG_2041.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto(),
  });
  await page.getByRole("button", { name: "올리기" }).click();
  const status = page.getByRole("status").filter({ hasText: "사진 1장을 올렸습니다" });
  await expect(status).toHaveClass(/admin-message-done/);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await context.close();
});

test("a gallery job's description keeps its paragraphs on the public page", async ({ page }) => {
  test.setTimeout(60_000);
  const job = structuredClone(site.content.get("gallery", "1")!.draft);
  job.description = {
    ko: "첫째 문단: 설치.\n\n둘째 문단: <b>시운전</b>.\n셋째 줄.",
    en: "First paragraph.\n\nSecond paragraph.",
  };
  expect(site.content.saveDraft("gallery", "1", job, { by: "test", baseVersion: 0 }).ok).toBe(true);
  expect(site.content.publish("gallery", "1", { by: "test", baseVersion: 1 }).ok).toBe(true);
  await timeUntil(`${site.origin}/gallery/1`, (html) => html.includes("첫째 문단"));
  await page.goto(`${site.origin}/gallery/1`);
  const caption = page.locator(".gallery-detail__main-figure figcaption p");
  await expect(caption).toHaveText(["첫째 문단: 설치.", "둘째 문단: <b>시운전</b>.셋째 줄."]);
  await expect(caption.nth(1).locator("br")).toHaveCount(1);
  await expect(page.locator(".gallery-detail__main-figure figcaption b")).toHaveCount(0);
});

/**
 * The English refused publish without script, as plain requests on the server's HTML (decision
 * 019): the same steps and checks as the Korean test's browser.
 */
async function refusedPublishWithoutScript() {
  const w = words.en;
  const browser = staffBrowser(site, cookies);
  let page = await browser.get(inLang("en", "/admin/content/news/new"));
  expect(page.url.pathname).toMatch(/\/admin\/content\/news\/\d+$/);
  const id = page.url.pathname.split("/").pop()!;
  /** The Korean input of a bilingual field, by the field's legend. */
  const korean = (group: string) => {
    const set = page.doc
      .querySelectorAll("fieldset")
      .find((f) => words_(f.querySelector("legend")) === group)!;
    return labelledControl(set, w.korean);
  };
  const upload = labelledControl(page.doc, w.upload);
  const form = upload.closest("form")!;
  page = await browser.submit(form, {
    set: {
      [korean(w.title).getAttribute("name")!]: "가격표 안내",
      [korean(w.body).getAttribute("name")!]: "새 가격표를 첨부합니다.",
    },
    files: {
      [upload.getAttribute("name")!]: {
        name: "holiday.pdf",
        mimeType: "application/pdf",
        buffer: pdf,
      },
    },
    button: submitButton(page.doc, w.publish),
  });
  const [summary] = named(page.doc, '[role="alert"]', w.summary);
  expect(summary, "the error summary").toBeTruthy();
  expect(readableText(summary!)).toContain(w.refused);
  expect(summary!.querySelectorAll("a").map(words_)).toEqual([
    `${w.title} (English): ${w.fill}`,
    `${w.body} (English): ${w.fill}`,
  ]);
  // Before the form: the keyboard reaches its links before any field.
  expect(
    page.doc
      .querySelector(".error-summary, form.content-editor")!
      .classList.contains("error-summary"),
  ).toBe(true);
  const body = korean(w.body);
  expect(body.rawTagName === "textarea" ? body.text : body.getAttribute("value")).toBe(
    "새 가격표를 첨부합니다.",
  );
  expect(page.doc.querySelectorAll("a").map(words_)).toContain("holiday.pdf");
  expect(site.content.get("news", id)!.draft.attachments).toHaveLength(1);
}
