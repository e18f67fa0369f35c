import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { company } from "../../app/content/company";
import type { GalleryItem } from "../../app/content/schemas";
import { contentDatabase, openContentStore, type ContentStore } from "../../server/content/store";
import { serveBuilt } from "../server/serve-built";
import { LANGS, expect, galleryItem, inLang, test, timeUntil } from "./support";

/**
 * Publishing without a rebuild (docs/decisions/012-published-content.md): what staff publish in
 * the content database is on the running server's pages, sitemap.xml, JSON-LD and search within
 * a second, in both languages. This spec starts its own server with its own DATA_DIR, so the
 * changes it publishes never reach the other specs' server.
 */
test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof serveBuilt>>;
let store: ContentStore;

test.beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "publish-e2e-"));
  server = await serveBuilt({ DATA_DIR: dataDir });
  store = openContentStore(contentDatabase(dataDir));
});
test.afterAll(async () => {
  store?.close();
  await server?.stop();
});

const at = (path: string) => server.origin + path;

function published(result: ReturnType<ContentStore["publish"]>) {
  if (!result.ok) throw new Error(result.message);
  return result.item;
}

test("a new telephone: a draft changes nothing; published, it is live within a second", async ({
  page,
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
  await page.goto(at("/contact"));
  await expect(page.locator(".site-footer")).toContainText(company.phone);

  // Pages rendered on demand before: the time below is the server noticing, plus one render.
  for (const path of ["/search?q=valve", "/en/search?q=pinch"]) await fetch(at(path));
  published(store.publish("company", "company", { by: "e2e", baseVersion: item.version + 1 }));
  // The server looks at the store at most every 250 ms: live within a second.
  expect(await timeUntil(at("/"), (body) => body.includes(phone))).toBeLessThan(1000);

  // In both languages, on a prerendered page and one rendered on demand. Every page type, the
  // search index and JSON-LD after an editor's publish: tests/e2e/company-facts.spec.ts.
  for (const path of ["/en", "/search?q=valve", "/en/search?q=pinch"]) {
    const body = await (await fetch(at(path))).text();
    expect(body, path).toContain(phone);
    expect(body, path).not.toContain(company.phone);
  }
});

test("verification tags and the KakaoTalk channel appear when set", async ({ page }) => {
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
    await page.goto(at(inLang(lang, "/about")));
    await expect(page.locator('meta[name="naver-site-verification"]')).toHaveAttribute(
      "content",
      "a1b2c3naver",
    );
    await expect(page.locator('meta[name="google-site-verification"]')).toHaveAttribute(
      "content",
      "g00gle-code_1",
    );
    await expect(page.locator(".quick-bar a[href='https://pf.kakao.com/_xabcd/chat']")).toHaveCount(
      1,
    );
  }
});

test("a new privacy officer: on /privacy and the form's notice within a second", async ({
  page,
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
    await page.goto(at(inLang(lang, "/privacy")));
    const officer = page.locator("#privacy-officer + table");
    await expect(officer).toContainText(privacyOfficer.name[lang]);
    await expect(officer).toContainText(privacyOfficer.email);
    await expect(officer).not.toContainText(company.privacyOfficer.name[lang]);
    await page.goto(at(inLang(lang, "/contact")));
    const notice = page.locator("#privacy-notice");
    await expect(notice).toContainText(privacyOfficer.name[lang]);
    await expect(notice).toContainText(privacyOfficer.phone);
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
    await page.goto(at(inLang(lang, `/search?q=${encodeURIComponent(title.split(" ")[0]!)}`)));
    await expect(page.locator(".search-result__title", { hasText: title })).toHaveCount(1);
    await page.goto(at(inLang(lang, "/sitemap")));
    await expect(page.getByRole("link", { name: title })).toHaveCount(1);
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
  await page.goto(at("/gallery/2"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title.ko);
});
