import sharp from "sharp";
import { phoneText } from "../../app/i18n/phone-text";
import { company } from "../../app/content/company";
import {
  isolatedTest as test,
  expect,
  expectNoViolations,
  LANGS,
  inLang,
  timeUntil,
  type Lang,
} from "./support";
import type { Cookie } from "@playwright/test";
import type { HTMLElement } from "node-html-parser";
import {
  account,
  signedInCookies,
  staffBrowser,
  startAdminSite,
  type AdminSite,
} from "./admin-support";
import { readableText, words } from "./html-support";

/*
 * The content editors' frame, driven through the company facts as staff would: a draft that
 * visitors do not see, its preview, field errors that keep what was typed, a publish that is live
 * within a second and audited, two people editing at once, history and restore, and the photo
 * upload endpoint the editors' scripts use. Korean in the browser; English as plain requests on
 * the server's HTML (`staffBrowser`). axe on the English content list is admin-narrow's (1280
 * px), on the English company editor this file's history test.
 */

// One worker runs this file in order, so its site and accounts (beforeAll) are made once.
test.describe.configure({ mode: "default" });
let site: AdminSite;
let owner: { email: string; cookies: Cookie[] };
let staff: { email: string; cookies: Cookie[] };

// Every test starts with its account's session cookies (admin-auth.spec.ts tests the sign-in).
test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite();
  const signedIn = async (email: string, role: "owner" | "staff") => {
    await account(site, email, role);
    return { email, cookies: signedInCookies(site, email) };
  };
  owner = await signedIn(`owner-${process.pid}@example.com`, "owner");
  staff = await signedIn(`staff-${process.pid}@example.com`, "staff");
});
test.afterAll(async () => {
  await site.close();
});

const pageHtml = async (path: string) => (await fetch(site.origin + path)).text();

test("signed out, the editors and the photo endpoint send to the sign-in page", async ({
  request,
}) => {
  for (const path of ["/admin/content", "/admin/content/company", "/en/admin/content/company"]) {
    const response = await request.get(site.origin + path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location).toContain("admin?next=");
  }
});

for (const lang of ["ko"] as Lang[]) {
  test(`${lang}: a draft stays private, its preview shows it, a publish is live and audited`, async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const en = lang === "en";
    const phone = en ? "02-555-0101" : "02-555-0202";
    await page.context().addCookies(staff.cookies);
    await page.goto(site.origin + inLang(lang, "/admin"));
    await page.getByRole("link", { name: en ? "Content" : "콘텐츠", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en ? "Content" : "콘텐츠");
    await expectNoViolations(page, `${lang} content list`);
    await page.getByRole("link", { name: company.name[lang] }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      en ? "Company facts" : "회사 정보",
    );

    // A bad telephone: refused at its field; what else was typed is still there.
    const hours = en ? "Weekdays 8:30–17:30 KST" : "평일 08:30~17:30";
    await page.getByLabel(en ? "Telephone" : "전화", { exact: true }).fill("02-CALL-US");
    await page
      .getByRole("group", { name: en ? "Office hours" : "업무 시간" })
      .getByLabel(en ? "English" : "English", { exact: true })
      .fill(hours);
    await page.getByRole("button", { name: en ? "Save draft" : "초안 저장" }).click();
    await expect(page.getByRole("alert")).toContainText(
      en ? "Nothing was saved" : "아무것도 저장하지 않았습니다",
    );
    const phoneInput = page.getByLabel(en ? "Telephone" : "전화", { exact: true });
    await expect(phoneInput).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#f-phone-error")).toContainText(
      en ? "digits and hyphens" : "숫자와 하이픈",
    );
    await expect(page.locator('[name="officeHours.en"]')).toHaveValue(hours);
    await expectNoViolations(page, `${lang} company editor with errors`);

    // Corrected and saved: a draft, which visitors do not see.
    await phoneInput.fill(phone);
    await page.getByRole("button", { name: en ? "Save draft" : "초안 저장" }).click();
    await expect(page.getByRole("status").first()).toContainText(
      en ? "Draft saved" : "초안을 저장했습니다",
    );
    expect(await pageHtml(inLang(lang, "/contact"))).not.toContain(phone);

    // The preview: the real contact page with the draft, in a new window, marked as a preview.
    const [preview] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: en ? "Preview" : "미리보기" }).click(),
    ]);
    await preview.waitForLoadState();
    await expect(preview.locator("body")).toContainText(phone);
    await expect(preview.getByRole("status").first()).toContainText(
      en ? "unpublished draft" : "게시되지 않은 초안",
    );
    await preview.close();
    expect(await pageHtml(inLang(lang, "/contact"))).not.toContain(phone);

    // Published: on the site within a second, and in the audit log with who.
    await page.getByRole("button", { name: en ? "Publish" : "게시", exact: true }).click();
    await expect(page.getByRole("status").first()).toContainText(en ? "Published" : "게시했습니다");
    expect(
      await timeUntil(site.origin + inLang(lang, "/"), (html) => html.includes(phone)),
    ).toBeLessThan(1000);
    const entries = site.staff.audit
      .list({})
      .entries.filter((entry) => entry.action === "content-publish");
    expect(entries.at(0)).toMatchObject({ actor: staff.email, target: "company/company" });
  });
}

test("en: a draft stays private, its preview shows it, a publish is live and audited", async () => {
  test.setTimeout(60_000);
  const phone = "02-555-0101";
  const browser = staffBrowser(site, staff.cookies);
  const link = (doc: HTMLElement, name: string) => {
    const found = doc.querySelectorAll("a").filter((a) => words(a) === name);
    expect(found, `a link "${name}"`).not.toHaveLength(0);
    return found[0]!.getAttribute("href")!;
  };
  const main = (doc: HTMLElement) => readableText(doc.querySelector("main")!);
  const home = await browser.get("/en/admin");
  let page = await browser.get(link(home.doc, "Content"));
  expect(words(page.doc.querySelector("h1"))).toBe("Content");
  page = await browser.get(link(page.doc, company.name.en));
  expect(words(page.doc.querySelector("h1"))).toBe("Company facts");
  const labelled = (scope: HTMLElement, label: string) => {
    const found = scope.querySelectorAll("label").filter((l) => words(l) === label);
    expect(found, `a label "${label}"`).toHaveLength(1);
    return scope.querySelector(`[id="${found[0]!.getAttribute("for")}"]`)!.getAttribute("name")!;
  };
  const hoursGroup = page.doc
    .querySelectorAll("fieldset")
    .find((set) => words(set.querySelector("legend")) === "Office hours")!;
  const typed = {
    [labelled(page.doc, "Telephone")]: "02-CALL-US",
    [labelled(hoursGroup, "English")]: "Weekdays 8:30–17:30 KST",
  };
  const editor = (doc: HTMLElement) =>
    doc.querySelectorAll("form").find((f) => f.querySelector('button[name="intent"]'))!;
  const button = (form: HTMLElement, name: string) =>
    form.querySelectorAll("button").find((b) => words(b) === name)!;

  // A bad telephone: refused at its field; what else was typed is still there.
  let form = editor(page.doc);
  page = await browser.submit(form, { set: typed, button: button(form, "Save draft") });
  expect(words(page.doc.querySelector('[role="alert"]'))).toContain("Nothing was saved");
  expect(page.doc.querySelector("#f-phone")?.getAttribute("aria-invalid")).toBe("true");
  expect(words(page.doc.querySelector("#f-phone-error"))).toContain("digits and hyphens");
  expect(page.doc.querySelector('[name="officeHours.en"]')?.getAttribute("value")).toBe(
    "Weekdays 8:30–17:30 KST",
  );

  // Corrected and saved: a draft, which visitors do not see.
  const corrected = { ...typed, [labelled(page.doc, "Telephone")]: phone };
  form = editor(page.doc);
  page = await browser.submit(form, { set: corrected, button: button(form, "Save draft") });
  expect(main(page.doc)).toContain("Draft saved");
  expect(await pageHtml("/en/contact")).not.toContain(phoneText(phone, "en"));

  // The preview: the real contact page with the draft (the button posts to its own address, in
  // a new window), marked as a preview.
  form = editor(page.doc);
  const preview = await browser.submit(form, { set: corrected, button: button(form, "Preview") });
  expect(readableText(preview.doc.querySelector("body")!)).toContain(phoneText(phone, "en"));
  expect(words(preview.doc.querySelector('[role="status"]'))).toContain("unpublished draft");
  expect(await pageHtml("/en/contact")).not.toContain(phoneText(phone, "en"));

  // Published: on the site within a second, and in the audit log with who.
  page = await browser.submit(form, { set: corrected, button: button(form, "Publish") });
  expect(main(page.doc)).toContain("Published");
  expect(
    await timeUntil(`${site.origin}/en`, (html) => html.includes(phoneText(phone, "en"))),
  ).toBeLessThan(1000);
  const entries = site.staff.audit
    .list({})
    .entries.filter((entry) => entry.action === "content-publish");
  expect(entries.at(0)).toMatchObject({ actor: staff.email, target: "company/company" });
});

test("the whole product list is one click from the content page, in both languages", async ({
  page,
}) => {
  await page.context().addCookies(staff.cookies);
  for (const lang of LANGS) {
    const en = lang === "en";
    await page.goto(site.origin + inLang(lang, "/admin/content"));
    const products = page.getByRole("region", { name: en ? "Product catalogue" : "제품 카탈로그" });
    await products
      .getByRole("link", { name: en ? "Full list: Product catalogue" : "전체 목록: 제품 카탈로그" })
      .click();
    await expect(page).toHaveURL(site.origin + inLang(lang, "/admin/content/catalogue"));
    // Every product, not only the changed ones the content page lists.
    await expect
      .poll(() => page.locator('td a[href*="/admin/content/catalogue/"]').count())
      .toBeGreaterThan(30);
  }
});

test("two people edit the facts: the later save is refused and keeps what was typed", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const first = await browser.newPage();
  const second = await browser.newPage();
  await first.context().addCookies(owner.cookies);
  await first.goto(site.origin + "/admin/content/company");
  await second.context().addCookies(staff.cookies);
  await second.goto(site.origin + "/admin/content/company");
  await first.getByLabel("팩스", { exact: true }).fill("02-555-0303");
  await first.getByRole("button", { name: "게시", exact: true }).click();
  await expect(first.getByRole("status").first()).toContainText("게시했습니다");

  await second.getByLabel("팩스", { exact: true }).fill("02-555-0404");
  await second.getByRole("button", { name: "초안 저장" }).click();
  await expect(second.getByRole("alert")).toContainText(owner.email);
  await expect(second.getByRole("alert")).toContainText("저장되지 않았습니다");
  await expect(second.getByLabel("팩스", { exact: true })).toHaveValue("02-555-0404");
  const live = site.content.get("company", "company")!;
  expect(live.draft.fax).toBe("02-555-0303");
  await first.close();
  await second.close();
});

test("history: an earlier version restored becomes the draft, published on its own", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Two versions at least, whatever ran before in this worker.
  for (const fax of ["02-555-0505", "02-555-0606"]) {
    const current = site.content.get("company", "company")!;
    const saved = site.content.saveDraft(
      "company",
      "company",
      { ...current.draft, fax },
      { by: owner.email, baseVersion: current.version },
    );
    expect(saved.ok).toBe(true);
  }
  await page.context().addCookies(owner.cookies);
  await page.goto(site.origin + "/en/admin/content/company");
  const before = site.content.get("company", "company")!;
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(before.version);
  await expectNoViolations(page, "en company editor with history");
  await history.getByRole("button", { name: "Restore this version: Version 1" }).click();
  await expect(page.getByRole("status").first()).toContainText("Version 1 restored");
  const after = site.content.get("company", "company")!;
  expect(after.version).toBe(before.version + 1);
  expect(after.draft).toEqual(site.content.history("company", "company").at(-1)!.value);
  expect(after.published).toEqual(before.published);
});

test("the photo endpoint takes a photo as JSON and refuses what is not one", async ({ page }) => {
  await page.context().addCookies(staff.cookies);
  await page.goto(site.origin + "/admin/content");
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#284" } })
    .jpeg()
    .toBuffer();
  const post = (name: string, mimeType: string, buffer: Buffer) =>
    page.request.post(`${site.origin}/admin/photos`, {
      multipart: { csrf, photo: { name, mimeType, buffer } },
    });
  const good = await post("site/../job.jpg", "image/jpeg", jpeg);
  expect(good.status()).toBe(200);
  const { photo } = (await good.json()) as { photo: { id: string; width: number; name: string } };
  expect(photo).toMatchObject({ width: 640, name: "job.jpg" });
  expect(
    (await page.request.get(`${site.origin}/uploads/photos/${photo.id}-480.webp`)).status(),
  ).toBe(200);

  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  const bad = await post("photo.jpg", "image/jpeg", svg);
  expect(bad.status()).toBe(400);
  const { message } = (await bad.json()) as { message: { ko: string; en: string } };
  expect(message.en).toContain("JPEG, PNG, WebP or AVIF");
  // Without the form's token, nothing runs.
  const forged = await page.request.post(`${site.origin}/admin/photos`, {
    multipart: { photo: { name: "a.jpg", mimeType: "image/jpeg", buffer: jpeg } },
  });
  expect(forged.status()).toBe(403);
});
