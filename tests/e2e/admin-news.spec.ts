import { makePdf } from "../pdf-fixtures";
import { test, expect, expectNoViolations, LANGS, inLang, timeUntil } from "./support";
import { account, signIn, startAdminSite, type AdminSite } from "./admin-support";

/*
 * The notice and document editors driven as staff would, in both languages: a notice with a PDF
 * attachment published from its editor is on /news, its page, the feed and sitemap.xml; a
 * document published from its editor is on /downloads and its file answers as a PDF; hostile
 * uploads are refused at the field with a message saying what to send, and nothing is saved.
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

for (const lang of LANGS) {
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
      name: en ? "Unpublish this item?" : "게시를 중단할까요?",
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
      en ? "Upload a PDF file." : "PDF 파일을 올리세요.",
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
