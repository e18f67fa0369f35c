import { afterEach, expect, test } from "vitest";
import { readFileSync } from "node:fs";
import { validateXML } from "xmllint-wasm";
import { cleanNoticeHtml, noticeText } from "../../app/content/notice-html.server";
import { composeContent, setLiveContent } from "../../app/content/live.server";
import { documentItemSchema, newsItemSchema, type NewsItem } from "../../app/content/schemas";
import { newsFeed, newsListPage, rfc822 } from "../../app/news/news.server";

/** Notices: what the sanitiser keeps, what the schema saves, the list's pages and the feed. */

test("the sanitiser strips scripts, event handlers and javascript: links", () => {
  const dirty = [
    `<p onclick="steal()">Hello <b>bold</b><script>alert(1)</script></p>`,
    `<img src=x onerror="alert(1)"><svg onload="alert(1)"></svg><iframe src="https://x"></iframe>`,
    `<a href="javascript:alert(1)">one</a> <a href="JaVa&#x09;ScRiPt:alert(2)">two</a>`,
    `<a href=" javascript:alert(3)">three</a> <a href="data:text/html,x">four</a>`,
    `<a href="//evil.example/">five</a> <a href="/\\evil.example/">six</a>`,
    `<p style="color:red" class="x"><em>kept words</em></p><h1>heading words</h1>`,
  ].join("\n\n");
  const clean = cleanNoticeHtml(dirty);
  expect(clean).not.toMatch(/script|onerror|onclick|onload|javascript|data:|style=|class=/i);
  expect(clean).not.toMatch(/<(img|svg|iframe|h1|em)\b/);
  expect(clean).not.toContain("href");
  for (const words of ["Hello", "one", "two", "three", "four", "five", "six", "kept words"]) {
    expect(noticeText(clean)).toContain(words);
  }
  expect(clean).toContain("<strong>bold</strong>");
});

test("links: http(s), mailto and site paths; external ones get rel=noopener", () => {
  const clean = cleanNoticeHtml(
    `<p><a href="https://example.com/a" rel="opener" target="_blank">web</a>
    <a href="mailto:sales@example.com">mail</a> <a href="/products">ours</a></p>
    <ul><li>one</li></ul><ol><li>two</li></ol>`,
  );
  expect(clean).toContain(`<a href="https://example.com/a" rel="noopener">web</a>`);
  expect(clean).toContain(`<a href="mailto:sales@example.com">mail</a>`);
  expect(clean).toContain(`<a href="/products">ours</a>`);
  expect(clean).toContain("<ul><li>one</li></ul><ol><li>two</li></ol>");
  expect(clean).not.toContain("target");
  // Cleaning what is clean changes nothing: the render-time pass keeps what was saved.
  expect(cleanNoticeHtml(clean)).toBe(clean);
});

test("plain text becomes paragraphs: a blank line between them, line breaks kept", () => {
  expect(cleanNoticeHtml("첫 줄\n둘째 줄\n\n새 문단")).toBe(
    "<p>첫 줄<br />둘째 줄</p>\n<p>새 문단</p>",
  );
});

const notice = (id: number, date: string, extra: Partial<NewsItem> = {}): NewsItem => ({
  id,
  title: { ko: `공지 ${id} & <확인>`, en: `Notice ${id} & <check>` },
  date,
  body: {
    ko: `<p>본문 ${id}</p>`,
    en: `<p>Body ${id} <a href="https://example.com/">link</a></p>`,
  },
  attachments: [],
  ...extra,
});

test("the schema cleans a body on save and refuses one that is empty once cleaned", () => {
  const saved = newsItemSchema.parse(
    notice(1, "2026-11-20", { body: { ko: "<p>안녕<script>x</script></p>", en: "Hi" } }),
  );
  expect(saved.body).toEqual({ ko: "<p>안녕</p>", en: "<p>Hi</p>" });
  const empty = newsItemSchema.safeParse(
    notice(1, "2026-11-20", { body: { ko: "<script>x</script>", en: "Hi" } }),
  );
  expect(empty.success).toBe(false);
  expect(empty.error?.issues[0]?.path).toEqual(["body", "ko"]);
  expect(newsItemSchema.safeParse(notice(1, "2026-02-30")).success).toBe(false);
  const file = { file: "0f8fad5b-d9cb-469f-a165-70867728950e", name: "../x.pdf", bytes: 10 };
  const withPath = newsItemSchema.safeParse(
    notice(1, "2026-11-20", { attachments: [{ ...file, title: { ko: "가", en: "A" } }] }),
  );
  expect(withPath.success).toBe(false);
  const document = {
    id: 1,
    title: { ko: "인증서", en: "Certificate" },
    group: "pinch-valve",
    lang: "en",
    date: "2026-11-20",
    file: { ...file, name: "cert.pdf" },
  };
  expect(documentItemSchema.safeParse(document).success).toBe(true);
  expect(documentItemSchema.safeParse({ ...document, group: "nowhere" }).success).toBe(false);
});

afterEach(() => setLiveContent(composeContent(0, { gallery: new Map() })));

test("the list: newest first, 10 a page; no page past the last", () => {
  const news = Array.from({ length: 12 }, (_, i) =>
    notice(i + 1, `2026-10-${String(10 + i).padStart(2, "0")}`),
  );
  setLiveContent(composeContent(1, { gallery: new Map(), news }));
  const first = newsListPage("en", 1)!;
  expect(first.total).toBe(2);
  expect(first.items.map((item) => item.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  expect(newsListPage("en", 2)!.items.map((item) => item.id)).toEqual([2, 1]);
  expect(newsListPage("en", 3)).toBeUndefined();
  expect(newsListPage("ko", 0)).toBeUndefined();
});

/** The feed checked against tests/seo/xsd/rss-2.0.xsd (well-formed and RSS 2.0's elements). */
async function rssErrors(xml: string): Promise<string[]> {
  const xsd = readFileSync(new URL("../seo/xsd/rss-2.0.xsd", import.meta.url), "utf8");
  const result = await validateXML({
    xml: [{ fileName: "rss.xml", contents: xml }],
    schema: [{ fileName: "rss-2.0.xsd", contents: xsd }],
  });
  return result.errors.map((e) => e.rawMessage);
}

const decode = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
const element = (xml: string, name: string) =>
  decode(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`).exec(xml)?.[1] ?? "");

test("the feed is valid RSS 2.0 with the channel's and each item's elements", async () => {
  const attachment = {
    file: "0f8fad5b-d9cb-469f-a165-70867728950e",
    name: "brochure.pdf",
    bytes: 12345,
    title: { ko: "안내서", en: "Brochure" },
  };
  const news = [notice(1, "2026-11-02"), notice(2, "2026-11-20", { attachments: [attachment] })];
  setLiveContent(composeContent(1, { gallery: new Map(), news }));
  for (const lang of ["ko", "en"] as const) {
    const xml = newsFeed(lang);
    expect(await rssErrors(xml)).toEqual([]);
    const prefix = lang === "ko" ? "" : "/en";
    const [channel, ...items] = xml.split("<item>");
    expect(element(channel!, "title")).toContain(lang === "ko" ? "공지사항" : "News");
    expect(element(channel!, "link")).toBe(`https://www.example.test${prefix}/news`);
    expect(element(channel!, "language")).toBe(lang === "ko" ? "ko-KR" : "en-GB");
    expect(items).toHaveLength(2);
    const newest = items[0]!;
    const link = `https://www.example.test${prefix}/news/2`;
    expect(element(newest, "title")).toBe(lang === "ko" ? "공지 2 & <확인>" : "Notice 2 & <check>");
    expect(element(newest, "link")).toBe(link);
    expect(element(newest, "guid")).toBe(link);
    expect(element(newest, "pubDate")).toBe("Thu, 19 Nov 2026 15:00:00 GMT");
    expect(element(newest, "description")).toContain(lang === "ko" ? "<p>본문 2</p>" : "<p>Body 2");
    expect(newest).toContain(
      `<enclosure url="https://www.example.test/uploads/files/${attachment.file}.pdf" length="12345" type="application/pdf"/>`,
    );
  }
  // A feed with hostile markup in a title stays well-formed; a broken one is caught.
  expect(await rssErrors(newsFeed("en").replace("</title>", ""))).not.toEqual([]);
  expect(rfc822("2026-01-01")).toBe("Wed, 31 Dec 2025 15:00:00 GMT");
});
