import type { Browser, Page } from "@playwright/test";
import { findProductById, productPath } from "../../app/content/catalog/catalog.server";
import { kst } from "../../app/lib/seoul-time";
import { makePdf } from "../pdf-fixtures";
import { signedInAccount, startAdminSite, type AdminSite, type SignedIn } from "./admin-support";
import {
  test,
  expect,
  expectNoViolations,
  inLang,
  type Lang,
  submitAndLoad,
  timeUntil,
  waitForHydration,
} from "./support";

/*
 * Two devices edit one item (issue: what buyers read must match what staff published, item 3).
 * Device B publishes; device A's publish is refused, shows B's version (who, when in Seoul,
 * each differing field beside A's input) and keeps A's input; a second tap of the same Publish
 * is refused again, B's change still live; only the separately-labelled "publish mine over
 * theirs" replaces it (with the PDF A chose before the first refusal), and is refused again when
 * a third device changed the item meanwhile.
 * The audit log and the history show the replacement. A product's editor follows the same rule.
 */

// One worker runs this file in order, so its site and accounts (beforeAll) are made once.
test.describe.configure({ mode: "default" });
let site: AdminSite;
let owner: SignedIn;
let staff: SignedIn;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite();
  owner = await signedInAccount(site, "conflict-a", "owner");
  staff = await signedInAccount(site, "conflict-b", "staff");
});
test.afterAll(async () => {
  await site?.close();
});

const words = {
  ko: {
    korean: "한국어",
    title: "제목",
    body: "본문",
    publish: "게시",
    published: "게시했습니다",
    conflict: "다른 곳에서 먼저 변경했습니다",
    theirs: "그쪽 버전",
    yours: "저장되지 않은 내 입력",
    keepMine: "내 버전으로 덮어써서 게시",
    keepMineText: "내 입력으로 바꿉니다",
    takeTheirs: "그쪽 버전 불러오기 (내 입력은 버림)",
    upload: "PDF 올리기",
    kept: "올린 파일 a-plan.pdf을(를) 보관했습니다",
    changedByThem: "그쪽에서 바꾼 곳",
    version: (n: number) => `버전 ${n}`,
    history: "변경 기록",
    audit: (to: number, from: number) => `버전 ${to} (버전 ${from} 대체)`,
    productName: "제품 이름",
  },
  en: {
    korean: "한국어 (Korean)",
    title: "Title",
    body: "Text",
    publish: "Publish",
    published: "Published",
    conflict: "Someone changed this first",
    theirs: "Their version",
    yours: "Your unsaved input",
    keepMine: "Publish mine over theirs",
    keepMineText: "with your input",
    takeTheirs: "Load their version (discard your input)",
    upload: "Upload a PDF",
    kept: "The uploaded file a-plan.pdf is kept",
    changedByThem: "changed by them",
    version: (n: number) => `Version ${n}`,
    history: "History",
    audit: (to: number, from: number) => `version ${to} (replaced version ${from})`,
  },
} as const;

/** One device: a context of its own, signed in as `who`. */
async function device(
  browser: Browser,
  who: SignedIn,
  javaScriptEnabled: boolean,
  width: number,
): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: { width, height: 900 },
  });
  await context.addCookies(who.cookies);
  return context.newPage();
}

async function open(page: Page, path: string, javaScript: boolean) {
  await page.goto(site.origin + path);
  if (javaScript) await waitForHydration(page);
}

const side = (page: Page, lang: Lang, group: string, which: Lang) =>
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

/** A published notice, as the repository's editor would leave it: version 2. */
function seedNotice(id: string) {
  const value = {
    id: Number(id),
    title: { ko: `원래 공지 ${id}`, en: `Original notice ${id}` },
    date: "2026-11-20",
    body: { ko: "원래 본문입니다.", en: "The original text." },
    attachments: [],
  };
  expect(site.content.saveDraft("news", id, value, { by: "seed", baseVersion: 0 }).ok).toBe(true);
  expect(site.content.publish("news", id, { by: "seed", baseVersion: 1 }).ok).toBe(true);
}

const CASES = [
  { lang: "ko" as const, javaScript: true, width: 375, id: "901" },
  { lang: "en" as const, javaScript: false, width: 1280, id: "902" },
];

for (const { lang, javaScript, width, id } of CASES) {
  const w = words[lang];
  const how = javaScript ? "with JavaScript" : "without JavaScript";

  test(`${lang}, ${how}: a refused notice publish shows the other version; a second tap is refused again`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    seedNotice(id);
    const editor = inLang(lang, `/admin/content/news/${id}`);
    const publicPage = site.origin + inLang(lang, `/news/${id}`);
    const a = await device(browser, owner, javaScript, width);
    const b = await device(browser, staff, javaScript, width);
    await open(a, editor, javaScript);
    await open(b, editor, javaScript);

    // Device B publishes its title first.
    const theirTitle = lang === "ko" ? `B가 고친 제목 ${id}` : `B's title ${id}`;
    await side(b, lang, w.title, lang).fill(theirTitle);
    await b.getByRole("button", { name: w.publish, exact: true }).click();
    await expect(b.getByRole("status").first()).toContainText(w.published);
    await timeUntil(publicPage, (html) => html.includes(theirTitle));
    const theirs = site.content.get("news", id)!;
    expect(theirs).toMatchObject({ state: "published", version: 4 });

    // Device A, still on version 2, publishes its own: refused, B's version shown.
    const myTitle = lang === "ko" ? `A가 고친 제목 ${id}` : `A's title ${id}`;
    const myBody = lang === "ko" ? "A가 쓴 본문입니다." : "A's own text.";
    await side(a, lang, w.title, lang).fill(myTitle);
    await side(a, lang, w.body, lang).fill(myBody);
    await a.getByLabel(w.upload).setInputFiles({
      name: "a-plan.pdf",
      mimeType: "application/pdf",
      buffer: await makePdf("A's plan"),
    });
    await a.getByRole("button", { name: w.publish, exact: true }).click();
    const conflict = a.getByRole("alert", { name: w.conflict });
    await expect(conflict).toBeVisible();
    if (javaScript) await expect(conflict).toBeFocused();
    await expect(conflict).toContainText(staff.email);
    await expect(conflict).toContainText(kst(theirs.updatedAt!));
    await expect(conflict).toContainText(w.version(4));
    // Each field that differs, B's value against A's input: the title and the text, no other.
    await expect(conflict.locator(".content-compare-row")).toHaveCount(2);
    const titleRow = conflict.locator(".content-compare-row", {
      hasText: `${w.title} (${lang === "ko" ? "한국어" : "English"})`,
    });
    await expect(titleRow.locator(".content-compare-theirs")).toContainText(theirTitle);
    await expect(titleRow.locator(".content-compare-yours")).toContainText(myTitle);
    // B changed the title, not the text: only the title is marked as their change.
    await expect(titleRow.locator("dt")).toContainText(w.changedByThem);
    const bodyRow = conflict.locator(".content-compare-row", { hasText: myBody });
    await expect(bodyRow).toHaveCount(1);
    await expect(bodyRow.locator("dt")).not.toContainText(w.changedByThem);
    await expect(conflict).toContainText(w.theirs);
    await expect(conflict).toContainText(w.yours);
    // A's input is all still in the form.
    await expect(side(a, lang, w.title, lang)).toHaveValue(myTitle);
    await expect(side(a, lang, w.body, lang)).toHaveValue(myBody);
    await expect(a.getByText(w.kept)).toBeVisible();
    await expect(conflict.getByRole("link", { name: w.takeTheirs })).toBeVisible();
    const keepMine = conflict.getByRole("button", { name: w.keepMine });
    await expect(keepMine).toHaveAccessibleDescription(new RegExp(w.keepMineText));
    await noSidewaysScroll(a);
    // axe runs in the page: with JavaScript only (the markup is the same without).
    if (javaScript) await expectNoViolations(a, `${lang} notice editor at a conflict`);

    // The same Publish tapped again: refused again, never published blind.
    await submitAndLoad(a, a.getByRole("button", { name: w.publish, exact: true }));
    await expect(a.getByRole("alert", { name: w.conflict })).toBeVisible();
    if (javaScript) await expect(a.getByRole("alert", { name: w.conflict })).toBeFocused();
    expect(site.content.get("news", id)).toMatchObject({ state: "published", version: 4 });
    expect(await (await fetch(publicPage)).text()).toContain(theirTitle);
    await expect(side(a, lang, w.title, lang)).toHaveValue(myTitle);

    // A third device saves a draft meanwhile: "publish mine over theirs" replaces only the
    // version A saw (4), so it is refused too, now showing version 5.
    const third = structuredClone(site.content.get("news", id)!.draft);
    third.body = { ...third.body, [lang]: "C의 초안" };
    expect(
      site.content.saveDraft("news", id, third, { by: "device-c@example.com", baseVersion: 4 }).ok,
    ).toBe(true);
    if (javaScript) {
      // By keyboard: the button takes the focus and Enter presses it.
      await a.getByRole("button", { name: w.keepMine }).focus();
      await a.keyboard.press("Enter");
    } else await a.getByRole("button", { name: w.keepMine }).click();
    await expect(a.getByRole("alert", { name: w.conflict })).toContainText("device-c@example.com");
    await expect(a.getByRole("alert", { name: w.conflict })).toContainText(w.version(5));
    expect(site.content.get("news", id)).toMatchObject({ version: 5 });
    expect(await (await fetch(publicPage)).text()).toContain(theirTitle);

    // Now deliberately over version 5: published, A's words live.
    await a.getByRole("button", { name: w.keepMine }).click();
    await expect(a.getByRole("status").first()).toContainText(w.published);
    await timeUntil(publicPage, (html) => html.includes(myTitle));
    const mine = site.content.get("news", id)!;
    expect(mine).toMatchObject({ state: "published", version: 7, updatedBy: owner.email });
    expect(mine.published!.body[lang]).toContain(myBody);
    // The PDF chosen before the first refusal is published with it, never asked for again.
    expect(mine.published!.attachments).toMatchObject([{ name: "a-plan.pdf" }]);

    // The history lists A's versions after B's and C's; the audit log says what was replaced.
    const history = a.getByRole("region", { name: w.history });
    await expect(history.getByRole("listitem").first()).toContainText(w.version(7));
    await expect(history.getByRole("listitem").first()).toContainText(owner.email);
    await expect(history.getByRole("listitem").nth(2)).toContainText("device-c@example.com");
    await expect(history.getByRole("listitem").nth(3)).toContainText(staff.email);
    const entry = site.staff.audit
      .list({})
      .entries.find((e) => e.action === "content-publish" && e.target === `news/${id}`);
    expect(entry).toMatchObject({ detail: "version 7 (replaced version 5)" });
    await a.goto(site.origin + inLang(lang, "/admin/audit"));
    await expect(a.locator("tr", { hasText: `news/${id}` }).first()).toContainText(w.audit(7, 5));
    await a.context().close();
    await b.context().close();
  });
}

test("ko: a product's second publish after a conflict is refused too; taking theirs loads B's", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const w = words.ko;
  const product = findProductById("480-035")!;
  const editor = "/admin/content/catalogue/480-035";
  const publicPage = site.origin + productPath(product);
  const a = await device(browser, owner, true, 375);
  const b = await device(browser, staff, true, 375);
  await open(a, editor, true);
  await open(b, editor, true);
  const before = site.content.get("product", "480-035")?.version ?? 0;

  await b.locator("#f-name-ko").fill("B가 고친 제품명");
  await b.locator('button[name="intent"][value="publish"]').click();
  await expect(b.getByRole("status").first()).toContainText(w.published);
  await timeUntil(publicPage, (html) => html.includes("B가 고친 제품명"));

  await a.locator("#f-name-ko").fill("A가 고친 제품명");
  await a.locator('button[name="intent"][value="publish"]').click();
  const conflict = a.getByRole("alert", { name: w.conflict });
  await expect(conflict).toContainText(staff.email);
  const row = conflict.locator(".content-compare-row", { hasText: "B가 고친 제품명" });
  await expect(row.locator(".content-compare-yours")).toContainText("A가 고친 제품명");
  // Only the name differs (every other field posted as the editor showed it), marked as B's
  // change against the repository's product A opened (version 0).
  await expect(conflict.locator(".content-compare-row")).toHaveCount(1);
  await expect(row.locator("dt")).toHaveText(`${w.productName} (한국어) · ${w.changedByThem}`);
  await expectNoViolations(a, "product editor at a conflict");
  await noSidewaysScroll(a);

  await submitAndLoad(a, a.locator('button[name="intent"][value="publish"]'));
  await expect(a.getByRole("alert", { name: w.conflict })).toBeVisible();
  expect(site.content.get("product", "480-035")!.version).toBe(before + 2);
  const html = await (await fetch(publicPage)).text();
  expect(html).toContain("B가 고친 제품명");
  expect(html).not.toContain("A가 고친 제품명");

  // Taking theirs: the editor on B's version, A's input gone, nothing written.
  await a.getByRole("link", { name: w.takeTheirs }).click();
  await expect(a.locator("#f-name-ko")).toHaveValue("B가 고친 제품명");
  await expect(a.getByRole("alert")).toHaveCount(0);
  expect(site.content.get("product", "480-035")!.version).toBe(before + 2);
  await a.context().close();
  await b.context().close();
});

test("without JavaScript: a gallery step after a conflict (a photo moved) keeps the refusal", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const w = words.ko;
  const editor = "/admin/content/gallery/1";
  const publicPage = `${site.origin}/gallery/1`;
  const a = await device(browser, owner, false, 375);
  const b = await device(browser, staff, false, 375);
  await open(a, editor, false);
  await open(b, editor, false);

  await side(b, "ko", w.title, "ko").fill("B가 고친 시공사례");
  await b.getByRole("button", { name: w.publish, exact: true }).click();
  await expect(b.getByRole("status").first()).toContainText(w.published);
  await timeUntil(publicPage, (html) => html.includes("B가 고친 시공사례"));
  const theirs = site.content.get("gallery", "1")!.version;

  await side(a, "ko", w.title, "ko").fill("A가 고친 시공사례");
  await a.getByRole("button", { name: w.publish, exact: true }).click();
  await expect(a.getByRole("alert", { name: w.conflict })).toBeVisible();
  // A step that writes nothing (the first photo moved down) answers without the conflict...
  await submitAndLoad(a, a.getByRole("button", { name: /^아래로: / }).first());
  await expect(a.getByRole("alert", { name: w.conflict })).toHaveCount(0);
  await expect(side(a, "ko", w.title, "ko")).toHaveValue("A가 고친 시공사례");
  // ...and the next publish is still made on the version A opened: refused, B's still live.
  await submitAndLoad(a, a.getByRole("button", { name: w.publish, exact: true }));
  await expect(a.getByRole("alert", { name: w.conflict })).toBeVisible();
  expect(site.content.get("gallery", "1")!.version).toBe(theirs);
  expect(await (await fetch(publicPage)).text()).not.toContain("A가 고친 시공사례");
  await a.context().close();
  await b.context().close();
});

test("a hand-made 'keep mine' without the version it replaces, or to unpublish, is a 400", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const id = "903";
  seedNotice(id);
  const page = await device(browser, owner, true, 1280);
  await open(page, `/en/admin/content/news/${id}`, true);
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const post = (fields: Record<string, string>) =>
    page.request.post(`${site.origin}/en/admin/content/news/${id}`, {
      multipart: {
        csrf,
        version: "2",
        id,
        intent: "replace",
        "title.ko": "손으로 만든 요청",
        "title.en": "Hand-made post",
        date: "2026-11-20",
        "body.ko": "본문",
        "body.en": "Text",
        ...fields,
      },
      headers: { Origin: site.origin },
      maxRedirects: 0,
    });
  const posts: Record<string, string>[] = [
    { then: "publish" },
    { then: "publish", replaces: "-1" },
    { then: "unpublish", replaces: "2" },
    {},
  ];
  for (const fields of posts) {
    const answer = await post(fields);
    expect(answer.status(), JSON.stringify(fields)).toBe(400);
    expect(await answer.text()).toContain('value="Hand-made post"');
  }
  expect(site.content.get("news", id)).toMatchObject({ version: 2 });
  await page.context().close();
});
