import { makePdf } from "../pdf-fixtures";
import type { HTMLElement } from "node-html-parser";
import { test, expect, expectNoViolations, inLang, timeUntil, type Lang } from "./support";
import {
  account,
  signIn,
  signedInCookies,
  staffBrowser,
  startAdminSite,
  type AdminSite,
} from "./admin-support";
import { named, readableText, words } from "./html-support";

/*
 * The notice and document editors driven as staff would, in both languages: a notice with a PDF
 * attachment published from its editor is on /news, its page, the feed and sitemap.xml; a
 * document published from its editor is on /downloads and its file answers as a PDF; hostile
 * uploads are refused at the field with a message saying what to send, and nothing is saved.
 * Korean in the browser; English as plain requests on the server's HTML, its forms sent as a
 * browser without script sends them (`staffBrowser`). axe on these editors in English is
 * admin-drafts' (1280 px) and admin-narrow's (375 px).
 */

// One worker runs this file in order, so its site and accounts (beforeAll) are made once.
test.describe.configure({ mode: "default" });
let site: AdminSite;
let staff: { email: string; secret: string };
let pdf: Buffer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite();
  staff = { email: `news-${process.pid}@example.com`, secret: "" };
  staff.secret = await account(site, staff.email);
  pdf = await makePdf("Price list 2027");
});
test.afterAll(async () => {
  await site.close();
});

const text = async (path: string) => (await fetch(site.origin + path)).text();

for (const lang of ["ko"] as Lang[]) {
  const en = lang === "en";

  test(`${lang}: a notice with a PDF, published from its editor, is on /news and in the feed`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const title = en ? `Holiday notice ${process.pid}` : `휴무 안내 ${process.pid}`;
    await signIn(page, site, staff.email, staff.secret, inLang(lang, "/admin/content"));
    await page
      .getByRole("region", { name: en ? "Notices" : "공지사항" })
      .getByRole("link", { name: en ? "Add new" : "새로 만들기" })
      .click();
    await expect(page).toHaveURL(/\/admin\/content\/news\/\d+$/);
    const id = page.url().split("/").pop()!;
    const field = (group: string, side: "Korean" | "English") =>
      page
        .getByRole("group", { name: group, exact: true })
        .getByLabel(side === "Korean" ? (en ? "한국어 (Korean)" : "한국어") : "English", {
          exact: true,
        });
    const titleGroup = en ? "Title" : "제목";
    await field(titleGroup, "Korean").fill(`${title} (ko)`);
    await field(titleGroup, "English").fill(`${title} (en)`);
    const bodyGroup = en ? "Text" : "본문";
    await field(bodyGroup, "Korean").fill(
      "12월 31일은 <b>휴무</b>입니다.\n\n<script>alert(1)</script>",
    );
    await field(bodyGroup, "English").fill(
      'We are <b>closed</b> on 31 December. <a href="javascript:alert(1)">x</a>',
    );
    await expectNoViolations(page, `${lang} notice editor`);

    // A hostile file first: refused at the field, the typed text kept, nothing saved.
    await page.getByLabel(en ? "Upload a PDF" : "PDF 올리기").setInputFiles({
      name: "price.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    });
    await page.getByRole("button", { name: en ? "Save draft" : "초안 저장" }).click();
    await expect(page.locator("#f-upload-error")).toContainText(
      en ? "not a PDF. Please send a PDF file (up to 20 MB)." : "PDF 파일이 아닙니다.",
    );
    await expect(page.locator("#f-upload")).toHaveAttribute("aria-invalid", "true");
    await expect(field(titleGroup, "English")).toHaveValue(`${title} (en)`);
    expect(site.staff.audit.list({}).entries.some((e) => e.target === `news/${id}`)).toBe(false);
    await expectNoViolations(page, `${lang} notice editor, upload refused`);

    // A real PDF with a title, published.
    await page.getByLabel(en ? "Upload a PDF" : "PDF 올리기").setInputFiles({
      name: "가격표 2027.pdf",
      mimeType: "application/pdf",
      buffer: pdf,
    });
    const upload = en
      ? "Title of the PDF to upload (empty: the file's name)"
      : "올릴 PDF의 제목 (비워 두면 파일 이름)";
    await field(upload, "Korean").fill("가격표");
    await field(upload, "English").fill("Price list");
    await page.getByRole("button", { name: en ? "Publish" : "게시", exact: true }).click();
    await expect(page.getByRole("status").first()).toContainText(en ? "Published" : "게시했습니다");
    const shown = `${title} (${lang})`;
    // On the list (within 5 s here: this server shares the test's process; news.spec.ts holds
    // a publish to one second on a server of its own).
    await timeUntil(site.origin + inLang(lang, "/news"), (html) => html.includes(shown));

    // The public side: the list, the notice with its cleaned text and its PDF.
    await page.goto(site.origin + inLang(lang, "/news"));
    await page.getByRole("link", { name: shown }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown);
    await expect(page.locator(".news-detail__body strong")).toHaveText(en ? "closed" : "휴무");
    expect(await page.locator(".news-detail__body").innerHTML()).not.toMatch(/script|javascript/);
    const link = page.getByRole("link", { name: en ? "Price list" : "가격표" });
    const file = await page.request.get(site.origin + (await link.getAttribute("href"))!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(Buffer.from(await file.body()).equals(pdf)).toBe(true);
    await expectNoViolations(page, `${lang} published notice`);
    const feed = await text(inLang(lang, "/news/rss.xml"));
    expect(feed).toContain(`<title>${shown}</title>`);
    expect(feed).toContain(`${inLang(lang, `/news/${id}`)}</guid>`);
    expect(await text("/sitemap.xml")).toContain(`${inLang(lang, `/news/${id}`)}<`);

    // Unpublished from the editor: gone from the list and the feed; its page is a 404.
    await page.goto(site.origin + inLang(lang, `/admin/content/news/${id}`));
    await page.getByRole("button", { name: en ? "Unpublish" : "게시 중단" }).click();
    // Asked first, with what visitors will see (tests/e2e/admin-launch.spec.ts).
    const ask = page.getByRole("dialog", {
      name: en ? "Unpublish this item?" : "게시를 중단하시겠습니까?",
    });
    await ask.getByRole("button", { name: en ? "Yes, unpublish" : "게시 중단하기" }).click();
    await expect(page.getByRole("status").first()).toContainText(
      en ? "Unpublished" : "게시를 중단했습니다",
    );
    await timeUntil(site.origin + inLang(lang, "/news/rss.xml"), (xml) => !xml.includes(shown));
    expect((await fetch(site.origin + inLang(lang, `/news/${id}`))).status).toBe(404);
  });

  test(`${lang}: a document published from its editor is on /downloads; hostile files refused`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const title = en ? `Test certificate ${process.pid}` : `시험 성적서 ${process.pid}`;
    await signIn(
      page,
      site,
      staff.email,
      staff.secret,
      inLang(lang, "/admin/content/documents/new"),
    );
    await expect(page).toHaveURL(/\/admin\/content\/documents\/\d+$/);
    const titles = page.getByRole("group", { name: en ? "Title" : "제목", exact: true });
    await titles.getByLabel(en ? "한국어 (Korean)" : "한국어", { exact: true }).fill(`${title} ko`);
    await titles.getByLabel("English", { exact: true }).fill(`${title} en`);
    await page.getByLabel(en ? "Product group" : "제품군").selectOption("pinch-valve");
    await page.getByLabel(en ? "Language of the document" : "문서 언어").selectOption("en");

    // No file yet: publishing is refused at the file; what was typed is kept as a draft.
    await page.getByRole("button", { name: en ? "Publish" : "게시", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText(
      en ? "The draft is saved (version 1) but not published" : "초안은 저장했습니다 (버전 1)",
    );
    await expect(page.locator(".content-error").first()).toContainText(
      en ? "Upload a PDF file." : "PDF 파일을 올리십시오.",
    );

    // A text file renamed .pdf: refused with what to send.
    const input = page.getByLabel(en ? "Upload a PDF" : "PDF 올리기");
    await input.setInputFiles({
      name: "certificate.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("This is a text file, renamed.\n"),
    });
    await page.getByRole("button", { name: en ? "Save draft" : "초안 저장" }).click();
    await expect(page.locator("#f-upload-error")).toContainText(
      en ? "Please send a PDF file (up to 20 MB)." : "PDF 파일(20 MB 이하)을 보내 주십시오.",
    );

    // A path in the file name, as only a hostile client sends it: refused too.
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();
    const action = page.url();
    const hostile = await page.request.post(action, {
      multipart: {
        csrf,
        intent: "save",
        version: "0",
        id: action.split("/").pop()!,
        "title.ko": "x",
        "title.en": "x",
        group: "general",
        lang: "ko",
        date: "2026-11-23",
        upload: { name: "../../../etc/cert.pdf", mimeType: "application/pdf", buffer: pdf },
      },
      headers: { Origin: site.origin },
    });
    expect(hostile.status()).toBe(400);
    expect(await hostile.text()).toContain(en ? "contains a path" : "경로가 들어 있습니다");

    // The real PDF: published, listed in its group and language, served as a PDF.
    await input.setInputFiles({
      name: "certificate.pdf",
      mimeType: "application/pdf",
      buffer: pdf,
    });
    await page.getByRole("button", { name: en ? "Publish" : "게시", exact: true }).click();
    await expect(page.getByRole("status").first()).toContainText(en ? "Published" : "게시했습니다");
    await timeUntil(site.origin + inLang(lang, "/downloads"), (html) =>
      html.includes(`${title} ${lang}`),
    );
    await page.goto(site.origin + inLang(lang, "/downloads"));
    const row = page.locator("#group-pinch-valve tr", { hasText: `${title} ${lang}` });
    const href = await row.locator('a[hreflang="en"]').getAttribute("href");
    const file = await page.request.get(site.origin + href!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["content-disposition"]).toContain('filename="certificate.pdf"');
  });
}

/** The name of the field labelled `label` in the group (fieldset) whose legend is `group`. */
function fieldIn(doc: HTMLElement, group: string, label: string): string {
  const sets = doc
    .querySelectorAll("fieldset")
    .filter((set) => words(set.querySelector("legend")) === group);
  expect(sets, `one group "${group}"`).toHaveLength(1);
  return labelled(sets[0]!, label);
}

/** The name of the control whose label reads `label`. */
function labelled(scope: HTMLElement, label: string): string {
  const labels = scope.querySelectorAll("label").filter((l) => words(l) === label);
  expect(labels, `one label "${label}"`).toHaveLength(1);
  const id = labels[0]!.getAttribute("for");
  return scope.querySelector(`[id="${id}"]`)!.getAttribute("name")!;
}

/** The submit button that reads `name` in `form`. */
function button(form: HTMLElement, name: string): HTMLElement {
  const found = form
    .querySelectorAll('button[type="submit"], button:not([type])')
    .filter((b) => words(b) === name);
  expect(found, `one button "${name}"`).toHaveLength(1);
  return found[0]!;
}

/** The editor's form (the one with the intent buttons). */
const editorForm = (doc: HTMLElement) =>
  doc.querySelectorAll("form").find((f) => f.querySelector('button[name="intent"]'))!;

test("en: a notice with a PDF, published from its editor, is on /news and in the feed", async () => {
  test.setTimeout(120_000);
  const browser = staffBrowser(site, signedInCookies(site, staff.email));
  const title = `Holiday notice ${process.pid}`;
  const list = await browser.get("/en/admin/content");
  const regions = named(list.doc, "section", "Notices");
  expect(regions).toHaveLength(1);
  const add = regions[0]!.querySelectorAll("a").find((a) => words(a).startsWith("Add new"));
  let page = await browser.get(add!.getAttribute("href")!);
  expect(page.url.pathname).toMatch(/^\/en\/admin\/content\/news\/\d+$/);
  const id = page.url.pathname.split("/").pop()!;
  const typed = {
    [fieldIn(page.doc, "Title", "한국어 (Korean)")]: `${title} (ko)`,
    [fieldIn(page.doc, "Title", "English")]: `${title} (en)`,
    [fieldIn(page.doc, "Text", "한국어 (Korean)")]:
      "12월 31일은 <b>휴무</b>입니다.\n\n<script>alert(1)</script>",
    [fieldIn(page.doc, "Text", "English")]:
      'We are <b>closed</b> on 31 December. <a href="javascript:alert(1)">x</a>',
  };
  const upload = labelled(page.doc, "Upload a PDF");

  // A hostile file first: refused at the field, the typed text kept, nothing saved.
  let form = editorForm(page.doc);
  page = await browser.submit(form, {
    set: typed,
    files: {
      [upload]: {
        name: "price.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      },
    },
    button: button(form, "Save draft"),
  });
  expect(words(page.doc.querySelector("#f-upload-error"))).toContain(
    "not a PDF. Please send a PDF file (up to 20 MB).",
  );
  expect(page.doc.querySelector("#f-upload")?.getAttribute("aria-invalid")).toBe("true");
  const englishTitle = fieldIn(page.doc, "Title", "English");
  expect(page.doc.querySelector(`[name="${englishTitle}"]`)?.getAttribute("value")).toBe(
    `${title} (en)`,
  );
  expect(site.staff.audit.list({}).entries.some((e) => e.target === `news/${id}`)).toBe(false);

  // A real PDF with a title, published.
  form = editorForm(page.doc);
  const uploadTitle = "Title of the PDF to upload (empty: the file's name)";
  page = await browser.submit(form, {
    set: {
      ...typed,
      [fieldIn(page.doc, uploadTitle, "한국어 (Korean)")]: "가격표",
      [fieldIn(page.doc, uploadTitle, "English")]: "Price list",
    },
    files: { [upload]: { name: "가격표 2027.pdf", mimeType: "application/pdf", buffer: pdf } },
    button: button(form, "Publish"),
  });
  expect(readableText(page.doc.querySelector("main")!)).toContain("Published");
  const shown = `${title} (en)`;
  await timeUntil(site.origin + "/en/news", (html) => html.includes(shown));

  // The public side: the list, the notice with its cleaned text and its PDF.
  const news = await browser.get("/en/news");
  const link = news.doc.querySelectorAll("main a").find((a) => words(a) === shown);
  const notice = await browser.get(link!.getAttribute("href")!);
  expect(words(notice.doc.querySelector("h1"))).toBe(shown);
  const body = notice.doc.querySelector(".news-detail__body")!;
  expect(body.querySelectorAll("strong").map(words)).toEqual(["closed"]);
  expect(body.innerHTML).not.toMatch(/script|javascript/);
  const attachment = notice.doc.querySelectorAll("a").find((a) => words(a) === "Price list");
  const file = await fetch(site.origin + attachment!.getAttribute("href")!);
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("application/pdf");
  expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  const feed = await text("/en/news/rss.xml");
  expect(feed).toContain(`<title>${shown}</title>`);
  expect(feed).toContain(`/en/news/${id}</guid>`);
  expect(await text("/sitemap.xml")).toContain(`/en/news/${id}<`);

  // Unpublished from the editor: without script the server asks first, with what visitors
  // will see; confirmed, gone from the list and the feed, its page a 404.
  page = await browser.get(`/en/admin/content/news/${id}`);
  form = editorForm(page.doc);
  page = await browser.submit(form, { button: button(form, "Unpublish") });
  const ask = page.doc.querySelector("form.content-confirm")!;
  expect(words(ask.querySelector("h2"))).toBe("Unpublish this item?");
  page = await browser.submit(ask, { button: button(ask, "Yes, unpublish") });
  expect(readableText(page.doc.querySelector("main")!)).toContain("Unpublished");
  await timeUntil(site.origin + "/en/news/rss.xml", (xml) => !xml.includes(shown));
  expect((await fetch(site.origin + `/en/news/${id}`)).status).toBe(404);
});

test("en: a document published from its editor is on /downloads; hostile files refused", async () => {
  test.setTimeout(120_000);
  const browser = staffBrowser(site, signedInCookies(site, staff.email));
  const title = `Test certificate ${process.pid}`;
  let page = await browser.get("/en/admin/content/documents/new");
  expect(page.url.pathname).toMatch(/^\/en\/admin\/content\/documents\/\d+$/);
  const typed = {
    [fieldIn(page.doc, "Title", "한국어 (Korean)")]: `${title} ko`,
    [fieldIn(page.doc, "Title", "English")]: `${title} en`,
    [labelled(page.doc, "Product group")]: "pinch-valve",
    [labelled(page.doc, "Language of the document")]: "en",
  };
  const upload = labelled(page.doc, "Upload a PDF");

  // No file yet: publishing is refused at the file; what was typed is kept as a draft.
  let form = editorForm(page.doc);
  page = await browser.submit(form, { set: typed, button: button(form, "Publish") });
  expect(words(page.doc.querySelector('[role="alert"]'))).toContain(
    "The draft is saved (version 1) but not published",
  );
  expect(words(page.doc.querySelector(".content-error"))).toContain("Upload a PDF file.");

  // A text file renamed .pdf: refused with what to send.
  form = editorForm(page.doc);
  page = await browser.submit(form, {
    set: typed,
    files: {
      [upload]: {
        name: "certificate.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("This is a text file, renamed.\n"),
      },
    },
    button: button(form, "Save draft"),
  });
  expect(words(page.doc.querySelector("#f-upload-error"))).toContain(
    "Please send a PDF file (up to 20 MB).",
  );

  // A path in the file name, as only a hostile client sends it: refused too.
  form = editorForm(page.doc);
  const hostile = new FormData();
  for (const [name, value] of Object.entries({
    csrf: form.querySelector('input[name="csrf"]')!.getAttribute("value")!,
    intent: "save",
    version: "0",
    id: page.url.pathname.split("/").pop()!,
    "title.ko": "x",
    "title.en": "x",
    group: "general",
    lang: "ko",
    date: "2026-11-23",
  })) {
    hostile.append(name, value);
  }
  hostile.append(
    "upload",
    new Blob([new Uint8Array(pdf)], { type: "application/pdf" }),
    "../../../etc/cert.pdf",
  );
  const refused = await fetch(page.url, {
    method: "POST",
    body: hostile,
    headers: { origin: site.origin, cookie: browser.cookie() },
  });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain("contains a path");

  // The real PDF: published, listed in its group and language, served as a PDF.
  page = await browser.submit(form, {
    set: typed,
    files: { [upload]: { name: "certificate.pdf", mimeType: "application/pdf", buffer: pdf } },
    button: button(form, "Publish"),
  });
  expect(readableText(page.doc.querySelector("main")!)).toContain("Published");
  await timeUntil(site.origin + "/en/downloads", (html) => html.includes(`${title} en`));
  const downloads = await browser.get("/en/downloads");
  const row = downloads.doc
    .querySelectorAll("#group-pinch-valve tr")
    .find((tr) => words(tr).includes(`${title} en`));
  const href = row!.querySelector('a[hreflang="en"]')!.getAttribute("href")!;
  const file = await fetch(site.origin + href);
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("application/pdf");
  expect(file.headers.get("content-disposition")).toContain('filename="certificate.pdf"');
});
