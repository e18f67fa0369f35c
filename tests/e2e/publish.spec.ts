import { mkdtempSync } from "node:fs";
import { phoneText } from "../../app/i18n/phone-text";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { company } from "../../app/content/company";
import type { GalleryItem } from "../../app/content/schemas";
import { contentDatabase, openContentStore, type ContentStore } from "../../server/content/store";
import { serveBuilt } from "../server/serve-built";
import { getPage, words } from "./html-support";
import { LANGS, expect, galleryItem, inLang, test, timeUntil } from "./support";

/**
 * Publishing without a rebuild (docs/decisions/012-published-content.md): what staff publish in
 * the content database is on the running server's pages, sitemap.xml, JSON-LD and search within
 * a second, in both languages. This spec starts its own server with its own DATA_DIR, so the
 * changes it publishes never reach the other specs' server.
 */
test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof serveBuilt>>;
let dataDir = "";
let store: ContentStore;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "publish-e2e-"));
  server = await serveBuilt({ DATA_DIR: dataDir });
  store = openContentStore(contentDatabase(dataDir));
});
test.afterAll(async () => {
  store?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const at = (path: string) => server.origin + path;

function published(result: ReturnType<ContentStore["publish"]>) {
  if (!result.ok) throw new Error(result.message);
  return result.item;
}

test("a new telephone: a draft changes nothing; published, it is live within a second", async ({
  request,
}) => {
  const phone = "02-3456-7890";
  const item = store.get("company", "company")!;
  const draft = store.saveDraft(
    "company",
    "company",
    { ...company, phone },
    {
      by: "e2e",
      baseVersion: item.version,
    },
  );
  expect(draft.ok).toBe(true);
  const { doc: before } = await getPage(request, at("/contact"));
  expect(words(before.querySelector(".site-footer"))).toContain(company.phone);

  // Pages rendered on demand before: the time below is the server noticing, plus one render.
  for (const path of ["/search?q=valve", "/en/search?q=pinch"]) await fetch(at(path));
  published(store.publish("company", "company", { by: "e2e", baseVersion: item.version + 1 }));
  // The server looks at the store at most every 250 ms: live within a second.
  expect(await timeUntil(at("/"), (body) => body.includes(phone))).toBeLessThan(1000);

  // In both languages, on a prerendered page and one rendered on demand. Every page type, the
  // search index and JSON-LD after an editor's publish: tests/e2e/company-facts.spec.ts.
  for (const path of ["/en", "/search?q=valve", "/en/search?q=pinch"]) {
    const body = await (await fetch(at(path))).text();
    const lang = path.startsWith("/en") ? "en" : "ko";
    expect(body, path).toContain(phoneText(phone, lang));
    expect(body, path).not.toContain(phoneText(company.phone, lang));
  }
});

test("verification tags and the KakaoTalk channel appear when set", async ({ request }) => {
  const item = store.get("company", "company")!;
  const facts = {
    ...item.draft,
    verification: { naver: "a1b2c3naver", google: "g00gle-code_1" },
    kakaoChannel: "https://pf.kakao.com/_xabcd/chat",
  };
  store.saveDraft("company", "company", facts, { by: "e2e", baseVersion: item.version });
  published(store.publish("company", "company", { by: "e2e", baseVersion: item.version + 1 }));
  await timeUntil(at("/about"), (body) => body.includes("a1b2c3naver"));
  for (const lang of LANGS) {
    const { doc } = await getPage(request, at(inLang(lang, "/about")));
    const content = (name: string) =>
      doc.querySelectorAll(`meta[name="${name}"]`).map((meta) => meta.getAttribute("content"));
    expect(content("naver-site-verification"), lang).toEqual(["a1b2c3naver"]);
    expect(content("google-site-verification"), lang).toEqual(["g00gle-code_1"]);
    expect(
      doc.querySelectorAll(".quick-bar a[href='https://pf.kakao.com/_xabcd/chat']"),
      lang,
    ).toHaveLength(1);
  }
});

test("a new privacy officer: on /privacy and the form's notice within a second", async ({
  request,
}) => {
  const item = store.get("company", "company")!;
  const privacyOfficer = {
    name: { ko: "이보호", en: "Boho Lee" },
    position: { ko: "관리이사", en: "Director of Administration" },
    phone: "02-3456-7000",
    email: "officer@hanbitflow.example",
  };
  store.saveDraft(
    "company",
    "company",
    { ...item.draft, privacyOfficer },
    { by: "e2e", baseVersion: item.version },
  );
  published(store.publish("company", "company", { by: "e2e", baseVersion: item.version + 1 }));
  expect(await timeUntil(at("/privacy"), (body) => body.includes("이보호"))).toBeLessThan(1000);
  for (const lang of LANGS) {
    const policy = (await getPage(request, at(inLang(lang, "/privacy")))).doc;
    const officer = words(policy.querySelector("#privacy-officer + table"));
    expect(officer, lang).toContain(privacyOfficer.name[lang]);
    expect(officer, lang).toContain(privacyOfficer.email);
    expect(officer, lang).not.toContain(company.privacyOfficer.name[lang]);
    const contact = (await getPage(request, at(inLang(lang, "/contact")))).doc;
    const notice = words(contact.querySelector("#privacy-notice"));
    expect(notice, lang).toContain(privacyOfficer.name[lang]);
    expect(notice, lang).toContain(phoneText(privacyOfficer.phone, lang));
  }
});

test("a bad value is refused at its field and the site keeps the published one", () => {
  const item = store.get("company", "company")!;
  const result = store.saveDraft(
    "company",
    "company",
    { ...item.draft, email: "not mail" },
    {
      by: "e2e",
      baseVersion: item.version,
    },
  );
  expect(result).toMatchObject({ ok: false, reason: "invalid" });
  if (result.ok || result.reason !== "invalid") return;
  expect(Object.keys(result.fieldErrors)).toEqual(["email"]);
});

test("a new gallery job: on /gallery, its page, search and sitemap.xml; unpublish and restore", async ({
  page,
  request,
}) => {
  const job: GalleryItem = {
    ...galleryItem,
    id: 2,
    title: { ko: "나이프 게이트 밸브 교체 작업", en: "Knife gate valve changeover" },
  };
  store.saveDraft("gallery", "2", job, { by: "e2e", baseVersion: 0 });
  // A draft is never public: an unknown job's URL goes to the list.
  const gone = async (path: string) =>
    (await fetch(at(path), { redirect: "manual" })).headers.get("Location");
  expect(await gone("/gallery/2")).toBe("/gallery");
  published(store.publish("gallery", "2", { by: "e2e", baseVersion: 1 }));
  expect(await timeUntil(at("/sitemap.xml"), (body) => body.includes("/gallery/2<"))).toBeLessThan(
    1000,
  );

  for (const lang of LANGS) {
    const title = job.title[lang];
    await page.goto(at(inLang(lang, "/gallery")));
    await page.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(at(inLang(lang, "/gallery/2")));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    // Search results and the sitemap page are the server's HTML.
    const query = encodeURIComponent(title.split(" ")[0]!);
    const results = (await getPage(request, at(inLang(lang, `/search?q=${query}`)))).doc;
    expect(
      results
        .querySelectorAll(".search-result__title")
        .filter((el) => words(el).toLowerCase().includes(title.toLowerCase())),
      `search (${lang})`,
    ).toHaveLength(1);
    const sitemap = (await getPage(request, at(inLang(lang, "/sitemap")))).doc;
    expect(
      sitemap
        .querySelectorAll("a")
        .filter((a) => words(a).toLowerCase().includes(title.toLowerCase())),
      `sitemap (${lang})`,
    ).toHaveLength(1);
  }
  const sitemap = await (await fetch(at("/sitemap.xml"))).text();
  expect(sitemap).toContain("/en/gallery/2<");
  const index = await (await fetch(at("/search-index-en.json"))).text();
  expect(index).toContain(job.title.en);

  // Unpublished: gone from the pages, the sitemap and search; the draft is kept.
  published(store.unpublish("gallery", "2", { by: "e2e", baseVersion: 2 }));
  await timeUntil(at("/sitemap.xml"), (body) => !body.includes("/gallery/2<"));
  expect(await gone("/en/gallery/2")).toBe("/en/gallery");
  expect(await (await fetch(at("/en/gallery"))).text()).not.toContain(job.title.en);

  // A changed title, then the first version restored and published again.
  const renamed = { ...job, title: { ko: "바뀐 제목", en: "A changed title" } };
  store.saveDraft("gallery", "2", renamed, { by: "e2e", baseVersion: 3 });
  const first = store.history("gallery", "2").find((entry) => entry.action === "publish")!;
  const restored = store.restore("gallery", "2", first.version, { by: "e2e", baseVersion: 4 });
  expect(restored.ok).toBe(true);
  published(store.publish("gallery", "2", { by: "e2e", baseVersion: 5 }));
  await timeUntil(at("/en/gallery/2"), (body) => body.includes(job.title.en));
  const restoredPage = (await getPage(request, at("/gallery/2"))).doc;
  expect(restoredPage.querySelectorAll("h1").map(words)).toEqual([job.title.ko]);
});
