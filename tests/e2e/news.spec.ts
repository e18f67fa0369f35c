import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DocumentItem, NewsItem } from "../../app/content/schemas";
import { fileDir, storePdf } from "../../server/content/files";
import { contentDatabase, openContentStore, type ContentStore } from "../../server/content/store";
import { makePdf } from "../pdf-fixtures";
import { serveBuilt } from "../server/serve-built";
import { getPage, words } from "./html-support";
import { LANGS, expect, expectNoViolations, inLang, test, timeUntil } from "./support";

/**
 * Notices (/news, the feeds) and documents on /downloads as visitors get them, live from the
 * content database of a server started for this spec (its own DATA_DIR), in both languages.
 * tests/e2e/admin-news.spec.ts drives the editors that write them.
 */
test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof serveBuilt>>;
let store: ContentStore;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "news-e2e-"));
  server = await serveBuilt({ DATA_DIR: dataDir });
  store = openContentStore(contentDatabase(dataDir));
});
test.afterAll(async () => {
  store?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const at = (path: string) => server.origin + path;

async function uploaded(name: string, text: string) {
  const result = await storePdf(await makePdf(text), name, fileDir(dataDir));
  if (!result.ok) throw new Error(result.message.en);
  return result.file;
}

function publish(kind: "news" | "document", id: string, value: NewsItem | DocumentItem) {
  const saved = store.saveDraft(kind, id, value, { by: "e2e", baseVersion: 0 });
  if (!saved.ok) throw new Error(saved.message);
  const published = store.publish(kind, id, { by: "e2e", baseVersion: 1 });
  if (!published.ok) throw new Error(published.message);
}

test("no notices yet: /news is the 404 page, named by no menu, in both languages", async ({
  request,
}) => {
  // A list with nothing in it is no page (issue 66, item 5; app/empty-pages.server.ts).
  for (const lang of LANGS) {
    const response = await request.get(at(inLang(lang, "/news")));
    expect(response.status()).toBe(404);
    const { doc } = await getPage(request, at(inLang(lang, "/")));
    expect(doc.querySelectorAll(`a[href="${inLang(lang, "/news")}"]`)).toHaveLength(0);
  }
  const feed = await (await fetch(at("/en/news/rss.xml"))).text();
  expect(feed).not.toContain("<item>");
});

test("a notice with a PDF: on /news, its page, the feed and sitemap.xml, within a second", async ({
  page,
  request,
}) => {
  const file = await uploaded("가격표 2026.pdf", "Price list");
  const notice: NewsItem = {
    id: 1,
    title: { ko: "연말 휴무 안내", en: "Year-end holidays" },
    date: "2026-11-20",
    body: {
      ko: "<p>12월 31일은 <b>휴무</b>입니다.</p><ul><li>긴급 문의: 메일</li></ul>",
      en: `<p>We are <b>closed</b> on 31 December.</p><p><a href="https://example.com/">More</a><script>alert(1)</script></p>`,
    },
    attachments: [{ ...file, title: { ko: "가격표", en: "Price list" } }],
  };
  publish("news", "1", notice);
  expect(await timeUntil(at("/news"), (body) => body.includes("연말 휴무 안내"))).toBeLessThan(
    1000,
  );

  for (const lang of LANGS) {
    await page.goto(at(inLang(lang, "/news")));
    // With a notice the list is a page again, in the footer's menu; the seed has none, so its
    // axe run is here.
    await expect(page.locator(`footer a[href="${inLang(lang, "/news")}"]`)).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      new RegExp(`${inLang(lang, "/news/rss.xml")}$`),
    );
    await expectNoViolations(page, inLang(lang, "/news"));
    await page.getByRole("link", { name: notice.title[lang] }).click();
    await expect(page).toHaveURL(at(inLang(lang, "/news/1")));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notice.title[lang]);
    await expect(page.locator(".news-detail__body strong")).toHaveText(
      lang === "ko" ? "휴무" : "closed",
    );
    await expect(page.locator(".news-detail__body script")).toHaveCount(0);
    const link = page.getByRole("link", { name: notice.attachments[0]!.title[lang] });
    const response = await page.request.get(at((await link.getAttribute("href"))!));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await expectNoViolations(page, inLang(lang, "/news/1"));

    const feed = await (await fetch(at(inLang(lang, "/news/rss.xml")))).text();
    expect(feed).toContain(`<title>${notice.title[lang]}</title>`);
    expect(feed).toContain(`/uploads/files/${file.file}.pdf`);
    const { doc: sitemapPage } = await getPage(request, at(inLang(lang, "/sitemap")));
    expect(
      sitemapPage
        .querySelectorAll("a")
        .filter((a) => words(a).toLowerCase().includes(notice.title[lang].toLowerCase())),
    ).toHaveLength(1);
  }
  const sitemap = await (await fetch(at("/sitemap.xml"))).text();
  expect(sitemap).toContain("/news/1<");
  expect(sitemap).toContain("/en/news/1<");
  // The external link got rel="noopener"; the script never reached the page.
  const html = await (await fetch(at("/en/news/1"))).text();
  expect(html).toContain('<a href="https://example.com/" rel="noopener">More</a>');
  expect(html).not.toContain("alert(1)");
});

test("unknown, draft and malformed notice ids are the 404 page", async ({ request }) => {
  store.saveDraft(
    "news",
    "2",
    {
      id: 2,
      title: { ko: "초안", en: "A draft" },
      date: "2026-11-21",
      body: { ko: "초안", en: "Draft" },
      attachments: [],
    },
    { by: "e2e", baseVersion: 0 },
  );
  for (const path of [
    "/news/2",
    "/news/99",
    "/news/01",
    "/news/abc",
    "/en/news/page/2",
    "/news/page/1",
  ]) {
    const { doc } = await getPage(request, at(path), { status: 404 });
    expect(doc.querySelectorAll("h1").map(words), path).toEqual([
      path.startsWith("/en") ? "Page not found" : "페이지를 찾을 수 없습니다",
    ]);
  }
});

test("eleven notices: ten on the first page, the oldest on page 2", async ({ page }) => {
  for (let id = 3; id <= 12; id += 1) {
    publish("news", String(id), {
      id,
      title: { ko: `공지 ${id}`, en: `Notice ${id}` },
      date: `2026-10-${String(id).padStart(2, "0")}`,
      body: { ko: `본문 ${id}`, en: `Body ${id}` },
      attachments: [],
    });
  }
  await timeUntil(at("/en/news/page/2"), (body) => body.includes("Notice 3"));
  await page.goto(at("/en/news"));
  await expect(page.locator(".news-list__item")).toHaveCount(10);
  await expect(page.locator(".news-list__link").first()).toHaveText("Year-end holidays");
  const pager = page.getByRole("navigation", { name: "Pages" });
  // "1 / 2" on screen; "Page 1, current page" for a screen reader.
  const current = pager.locator('[aria-current="page"]');
  await expect(current.locator(".sr-only")).toHaveText("Page 1, current page");
  await expect(current.locator('[aria-hidden="true"]')).toHaveText("1 / 2");
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(at("/en/news/page/2"));
  await expect(page.locator(".news-list__link")).toHaveText(["Notice 3"]);
  await expectNoViolations(page, "/en/news/page/2");
});

test("a document: on /downloads in its group and language; its file answers as a PDF", async ({
  request,
}) => {
  // Words and links: the server's HTML (the page's axe run is a11y.spec.ts's, every route).
  const file = await uploaded("SIRCA certificate.pdf", "Certificate");
  const document: DocumentItem = {
    id: 1,
    title: { ko: "SIRCA 인증서", en: "SIRCA certificate" },
    group: "sirca-valves",
    lang: "en",
    date: "2026-11-18",
    file,
  };
  publish("document", "1", document);
  await timeUntil(at("/downloads"), (body) => body.includes("SIRCA 인증서"));
  for (const lang of LANGS) {
    const { doc } = await getPage(request, at(inLang(lang, "/downloads")));
    const rows = doc
      .querySelectorAll("#group-sirca-valves tr")
      .filter((tr) => words(tr).includes(document.title[lang]));
    expect(rows).toHaveLength(1);
    const href = rows[0]!.querySelector('a[hreflang="en"]')!.getAttribute("href")!;
    const response = await request.get(at(href));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toContain("SIRCA%20certificate.pdf");
  }
});

test("a published notice is found by the site search within a second, in both languages", async ({
  request,
}) => {
  publish("news", "20", {
    id: 20,
    title: { ko: "동절기 배관 동파 예방 안내", en: "Keeping pipes from freezing in winter" },
    date: "2026-11-22",
    body: {
      ko: "<p>영하의 날씨에는 <b>보온재</b>를 점검하세요.</p>",
      en: "<p>Check the <b>insulation</b> before the frost.</p>",
    },
    attachments: [],
  });
  const found = (title: string) => (body: string) => body.includes(title);
  expect(
    await timeUntil(at(`/search?q=${encodeURIComponent("보온재")}`), found("동절기 배관 동파")),
  ).toBeLessThan(1000);
  for (const [lang, query] of [
    ["ko", "보온재"],
    ["en", "insulation"],
    // The text of both languages is indexed: an English word finds the notice on a Korean page.
    ["ko", "freezing"],
  ] as const) {
    // Words and links: the server's HTML. Search results' axe runs are search.spec.ts's.
    const { doc } = await getPage(
      request,
      at(inLang(lang, `/search?q=${encodeURIComponent(query)}`)),
    );
    const title =
      lang === "ko" ? "동절기 배관 동파 예방 안내" : "Keeping pipes from freezing in winter";
    const results = doc
      .querySelectorAll(".search-result__link")
      .filter((link) => words(link).includes(title));
    expect(results.map((link) => link.getAttribute("href"))).toEqual([inLang(lang, "/news/20")]);
    const group = lang === "ko" ? "공지사항 1" : "News 1";
    expect(doc.querySelectorAll("main h2").map(words)).toContain(group);
  }
});
