import { readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { parse } from "node-html-parser";
import { productPath } from "../../app/content/catalog/paths";
import { expect, expectNoViolations, inLang, test, LANGS, product } from "./support";
import { readableText, words } from "./html-support";
import {
  signedInAccount,
  staffBrowser,
  startAdminSite,
  validate,
  type AdminSite,
  type SignedIn,
} from "./admin-support";

/*
 * Issue 32, the owner's numbers: searches that found nothing, made through /search?q= as a
 * visitor would, and product page views show on /admin/numbers in both languages, beside the
 * inquiries per month; nothing personal reaches the counts database (no cookie, address, user
 * agent, e-mail address or telephone number) and the public answers keep their headers.
 * axe at 375 px is admin-narrow.spec.ts's; here at 1280 px with data.
 */
test.describe.configure({ mode: "serial" });

let site: AdminSite;
let owner: SignedIn;
let staffer: SignedIn;

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** What a visitor's request carries that must never be stored. */
const VISITOR = {
  "User-Agent": BROWSER,
  Cookie: "visitor=cookie-value-42; hf_lang=ko",
  "X-Forwarded-For": "203.0.113.77",
};
/** A word each language's search finds nothing for; a product each language's visitor views. */
const WORD = { ko: "zebraquuxko", en: "zebraquuxen" };
const VIEWED = { ko: product("480-035"), en: product("AP5") };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startAdminSite();
  owner = await signedInAccount(site, "numbers", "owner");
  staffer = await signedInAccount(site, "numbers-staff", "staff");
  const line = (id: string) => ({ productId: id, code: id.toUpperCase(), name: id, quantity: 2 });
  site.inquiryStore.add(
    {
      lang: "ko",
      companyName: "한빛산업",
      name: "김민준",
      phone: "+82 2-1234-5678",
      email: "buyer@example.com",
      inquiry: "견적 부탁드립니다.",
      noticeVersion: "2026-11-22",
      category: "electric",
      items: [line("480-035"), line("ap5")],
    },
    "off",
  );
});
test.afterAll(async () => {
  await site?.close();
});

/** The numbers page's HTML as the owner gets it (without JavaScript: the server's answer). */
async function numbersHtml(lang: "ko" | "en", cookies = owner.cookies) {
  const response = await fetch(site.origin + inLang(lang, "/admin/numbers"), {
    headers: { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
    redirect: "manual",
  });
  return { status: response.status, html: parse(await response.text()) };
}

/** The rows of the table captioned `title`: [label, ...numbers]. */
function rowsOf(html: ReturnType<typeof parse>, title: string) {
  const table = html
    .querySelectorAll("table")
    .find((t) => t.querySelector("caption")?.text.trim() === title);
  expect(table, title).toBeTruthy();
  return table!
    .querySelectorAll("tbody tr")
    .map((tr) => tr.querySelectorAll("th, td").map((cell) => cell.text.trim()));
}

const TITLES = {
  ko: {
    searches: "결과가 없었던 검색어 (30일, 상위 20개)",
    viewed: "많이 본 제품 (30일, 상위 20개)",
  },
  en: {
    searches: "Searches that found nothing (30 days, top 20)",
    viewed: "Most viewed products (30 days, top 20)",
  },
};

for (const lang of LANGS) {
  test(`${lang}: three empty searches and product views are counted, nothing personal`, async () => {
    const search = (q: string, data = false) =>
      fetch(
        `${site.origin}${inLang(lang, "/search")}${data ? ".data" : ""}?q=${encodeURIComponent(q)}`,
        { headers: VISITOR },
      );
    // The third as the results page's data request, as a search with JavaScript makes it.
    for (let n = 0; n < 3; n += 1) {
      const response = await search(n === 1 ? WORD[lang].toUpperCase() : WORD[lang], n === 2);
      expect(response.status).toBe(200);
      // Cacheable as before: no cookie set, no marker left for a cache or the browser.
      expect(response.headers.get("cache-control")).toBe(
        "public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400",
      );
      expect(response.headers.get("set-cookie")).toBeNull();
      expect([...response.headers.keys()].filter((h) => h.startsWith("x-hanbit"))).toEqual([]);
    }
    // Looks like a person's details: searched, found nothing, not kept.
    await search(`${WORD[lang]} jane.roe@acme.example`);
    await search(`${WORD[lang]} 010-9876-5432`);
    await search(`${WORD[lang]} 9876543`);
    // A robot's search and view are not counted.
    await fetch(`${site.origin}${inLang(lang, "/search")}?q=${WORD[lang]}`, {
      headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
    });
    const page = site.origin + inLang(lang, productPath(VIEWED[lang]));
    for (let n = 0; n < 2; n += 1) {
      const response = await fetch(page, { headers: VISITOR });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe(
        "public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400",
      );
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    await fetch(page, { headers: { "User-Agent": "Googlebot/2.1" } });

    const { status, html } = await numbersHtml(lang);
    expect(status).toBe(200);
    const searches = rowsOf(html, TITLES[lang].searches);
    expect(searches).toContainEqual([WORD[lang], "3"]);
    expect(searches.flat().join(" ")).not.toMatch(/@|\d{4}/);
    const viewed = rowsOf(html, TITLES[lang].viewed);
    expect(viewed.find(([label]) => label!.includes(VIEWED[lang].code))?.[1]).toBe("2");

    // The privacy policy says what is counted and for how long.
    const policy = await (await fetch(site.origin + inLang(lang, "/privacy"))).text();
    expect(policy).toContain(
      lang === "ko"
        ? "결과가 없었던 검색어의 글자입니다"
        : "the text of searches that found nothing",
    );
    expect(policy).toContain(
      lang === "ko" ? "<strong>400일</strong>" : "<strong>400 days</strong>",
    );

    // The counts database holds days, paths, texts and numbers only.
    const db = new Database(join(site.dir, "stats.sqlite"), { readonly: true });
    const stored = JSON.stringify([
      db.prepare("SELECT * FROM page_views").all(),
      db.prepare("SELECT * FROM empty_searches").all(),
    ]);
    db.close();
    for (const secret of ["cookie-value-42", "203.0.113", "Chrome", "acme", "9876", "Googlebot"]) {
      expect(stored).not.toContain(secret);
    }
  });

  test(`${lang}: the numbers page draws each table, reads without JavaScript, gives CSV`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(owner.cookies);
    const page = await context.newPage();
    await page.goto(site.origin + inLang(lang, "/admin"));
    await page.getByRole("link", { name: lang === "ko" ? "통계" : "Numbers" }).click();
    await expect(page).toHaveURL(/\/admin\/numbers$/);
    // Six tables, each beside a figure: a chart with its title and legend; the table captioned.
    await expect(page.locator("figure")).toHaveCount(6);
    await expect(page.locator("figure svg[role=img] title")).toHaveCount(6);
    await expect(page.locator("figure > figcaption")).toHaveCount(6);
    await expect(page.locator(".numbers-figure table caption")).toHaveCount(6);
    const month = page.locator(".numbers-figure").first().locator("tbody tr").last();
    await expect(month.locator("td").first()).toHaveText("1");
    await expect(month.locator("td").last()).toHaveText("2");
    await expectNoViolations(page, `numbers ${lang}`);

    const download = page.waitForEvent("download");
    await page
      .getByRole("link", {
        name: new RegExp(`CSV.*${TITLES[lang].searches.replace(/[()]/g, ".")}`),
      })
      .click();
    const csv = readFileSync(await (await download).path(), "utf8");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(lang === "ko" ? "검색어,검색 횟수" : "Search,Searches");
    expect(lines).toContain(`${WORD[lang]},3`);
    await context.close();

    // Without JavaScript: the server's HTML, as plain requests (decision 019).
    const plain = await staffBrowser(site, owner.cookies).get(inLang(lang, "/admin/numbers"));
    expect(plain.doc.querySelectorAll("table")).toHaveLength(6);
    // The search word heads its row.
    expect(plain.doc.querySelectorAll('th[scope="row"]').map(words)).toContain(WORD[lang]);
    // How fast inquiries were answered: the one inquiry, received now, is neither answered nor
    // due yet (the figures themselves: tests/server/stats.test.ts).
    const responses = plain.doc.querySelector('section[aria-labelledby="h-responses"]')!;
    expect(words(responses.querySelector("h2"))).toMatch(
      lang === "ko" ? /^답변 속도/ : /^How fast inquiries were answered/,
    );
    expect(readableText(responses)).toContain(
      lang === "ko" ? "아직 답변한 문의가 없습니다." : "No inquiry has been answered yet.",
    );
  });
}

test("the numbers page with data passes the HTML checker in both languages", async () => {
  const pages = new Map<string, string>();
  for (const lang of LANGS) {
    const path = inLang(lang, "/admin/numbers");
    const response = await fetch(site.origin + path, {
      headers: { Cookie: owner.cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
    });
    const html = await response.text();
    // With data: every table has rows, so each chart and its legend are drawn.
    expect(parse(html).querySelectorAll("figure figcaption").length, lang).toBe(6);
    pages.set(path, html);
  }
  expect(validate(pages)).toEqual([]);
});

test("staff who are not owners get 403 and no link", async () => {
  const { status } = await numbersHtml("ko", staffer.cookies);
  expect(status).toBe(403);
  const home = await fetch(`${site.origin}/admin`, {
    headers: { Cookie: staffer.cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
  });
  expect(await home.text()).not.toContain("/admin/numbers");
  const csv = await fetch(`${site.origin}/admin/numbers.csv?table=searches`, {
    headers: { Cookie: staffer.cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
  });
  expect(csv.status).toBe(403);
});
