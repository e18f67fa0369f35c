import { createClient } from "@formspree/core";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { findProductById, productPath } from "../../app/content/catalog/catalog.server";
import { galleryItems } from "../../app/content/gallery";
import { composeContent, setLiveContent } from "../../app/content/live.server";
import { CONSENT_FIELD, noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import { signedInAccount, startAdminSite, type AdminSite, type SignedIn } from "./admin-support";
import { finderCodes } from "./catalogue-support";
import {
  LANGS,
  expect,
  expectNoViolations,
  inLang,
  test,
  waitForHydration,
  type Lang,
  timeUntilAnswer,
} from "./support";

/**
 * Retiring a product (issue 31): staff unpublish 480-035 in the product editor, which retires it
 * (a discontinued model). Its page answers 410 with a link to its group; it leaves the grid,
 * search, the finder, compare, quotes, the sitemaps, the downloads and gallery jobs; lists saved
 * in a browser drop it with a note; the receiver refuses a new line for it while a stored
 * inquiry keeps its line. Publishing it again brings it back. Without JavaScript in Korean, with
 * the dialog in English.
 */
test.describe.configure({ mode: "serial" });

const ID = "480-035";
// Read before the site starts: it shares this process and so the live catalogue.
const PRODUCT = findProductById(ID)!;
const PAGE = productPath(PRODUCT);
const NEIGHBOUR = productPath(findProductById("480-025")!);
const GROUP = "/products/electric/quarter-turn-480";
/** 300 Nm on F10, three-phase: 480-035 and 480-050 cover it. */
const FINDER = "/products/finder?kind=actuator&torque=300&margin=0&flange=F10&supply=3ph";
const JOB = galleryItems[0]!;

const words = {
  ko: {
    retire: "단종 처리",
    ask: "이 제품을 단종 처리하시겠습니까?",
    go: "단종 처리하기",
    done: "단종 처리했습니다",
    state: "단종",
    effect: "'단종된 제품입니다'라는 안내",
    title: "단종된 제품입니다",
    group: "480 쿼터턴 제품 보기",
    note: `${ID}: 더 이상 판매하지 않는 제품이라`,
  },
  en: {
    retire: "Retire",
    ask: "Retire this product?",
    go: "Yes, retire it",
    done: "Retired.",
    state: "Retired",
    effect: '"product discontinued" and links',
    title: "Product discontinued",
    group: "See 480 quarter-turn",
    note: `${ID} is no longer offered and was removed from your list.`,
  },
} as const;

let site: AdminSite;
let staff: SignedIn;
let browserRef: Browser;
/** An inquiry asking for 480-035, received before it was retired. */
let storedRef: string;

const at = (path: string) => site.origin + path;
async function html(path: string, status = 200) {
  const response = await fetch(at(path));
  expect(response.status, path).toBe(status);
  return response.text();
}
const escaped = (text: string) => text.replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
const editorPath = (lang: Lang) => inLang(lang, `/admin/content/catalogue/${ID}`);

const finderMatches = async (lang: Lang) => finderCodes(await html(inLang(lang, FINDER)), lang);

/** Posts an inquiry with one quote line for `id`, as the contact page's script does. */
function postLine(id: string) {
  return createClient().submitForm(
    "inquiry",
    {
      companyName: "한빛 단종 시험",
      name: "김민준",
      phone: "031-8040-1234",
      email: "buyer@kwater.example",
      inquiry: "견적 부탁드립니다.",
      "items[0][id]": id,
      "items[0][qty]": "2",
      [CONSENT_FIELD]: noticeVersion(seoulToday()),
      _lang: "ko",
    } as never,
    { endpoint: site.origin },
  );
}

async function signedIn(javaScriptEnabled: boolean, width = 1280): Promise<BrowserContext> {
  const context = await browserRef.newContext({
    javaScriptEnabled,
    viewport: { width, height: 900 },
  });
  await context.addCookies(staff.cookies);
  return context;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  browserRef = browser;
  site = await startAdminSite();
  staff = await signedInAccount(site, "retire", "staff");
  // Before the retirement: a gallery job names 480-035 among its products, and a buyer asks
  // for it.
  const by = (baseVersion: number) => ({ by: "setup@example.test", baseVersion });
  const job = { ...JOB, products: [ID, "480-025"] };
  expect(site.content.saveDraft("gallery", String(JOB.id), job, by(0)).ok).toBe(true);
  expect(site.content.publish("gallery", String(JOB.id), by(1)).ok).toBe(true);
  expect(await postLine(ID)).toMatchObject({ kind: "success" });
  storedRef = site.latestRef();
});
test.afterAll(async () => {
  await site?.close();
  // The site shared this worker's live catalogue: the next spec file here starts from the seed.
  setLiveContent(composeContent(0, { gallery: new Map() }));
});

test("without JavaScript, in Korean: retiring is a step that says what visitors will see", async () => {
  const ko = words.ko;
  const context = await signedIn(false, 375);
  const page = await context.newPage();
  await page.goto(at(editorPath("ko")));
  await page.getByRole("button", { name: ko.retire, exact: true }).click();
  const step = page.getByRole("form", { name: ko.ask });
  await expect(step).toContainText(ko.effect);
  // Asked, not done.
  expect(site.content.get("product", ID)!.state).toBe("published");
  expect((await fetch(at(PAGE))).status).toBe(200);
  await step.getByRole("button", { name: ko.go }).click();
  await expect(page.locator(".content-status")).toContainText(ko.done);
  await expect(page.locator(".content-state strong")).toHaveText(ko.state);
  await expect(page.locator(".content-history")).toContainText("단종 처리");
  expect(site.content.get("product", ID)!.state).toBe("unpublished");
  // The list says so, and the audit log has who.
  await page.goto(at("/admin/content/catalogue"));
  await expect(page.locator("tr", { hasText: ID }).first()).toContainText(ko.state);
  const audit = site.staff.audit.list({ action: "content-unpublish" }).entries;
  expect(audit.map((entry) => entry.target)).toContain(`product/${ID}`);
  await context.close();
});

test("its page and short form answer 410 with a link to its group, kept only until a publish", async () => {
  for (const lang of LANGS) {
    const w = words[lang];
    for (const path of [PAGE, `/products/${ID}`]) {
      // Within a second of the retirement, and the same on the second request. A cache may keep
      // the 410 (browsers ask again each time), keyed by the product, so that bringing the
      // product back purges it (server/edge/, decision 028).
      expect(
        await timeUntilAnswer(at(inLang(lang, path)), (status) => status === 410),
      ).toBeLessThan(1000);
      const response = await fetch(at(inLang(lang, path)));
      expect(response.status).toBe(410);
      expect(response.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+,/);
      expect(response.headers.get("surrogate-key")?.split(" ")).toContain(`product:${ID}`);
      const body = await response.text();
      expect(body).toContain(w.title);
      expect(body).toContain(`href="${inLang(lang, GROUP)}"`);
      expect(body).toContain(w.group);
      expect(body).toContain('<meta name="robots" content="noindex"');
    }
  }
});

test("the 410 page has no axe violations (Korean, hydrated)", async ({ page }) => {
  const response = await page.goto(at(PAGE));
  expect(response!.status()).toBe(410);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.ko.title);
  await expectNoViolations(page, "retired product page (ko)");
  await page.getByRole("link", { name: words.ko.group }).click();
  await expect(page).toHaveURL(at(GROUP));
});

test("it leaves grids, search, finder, compare, quotes, sitemaps, downloads and jobs", async () => {
  const gone = (text: string, what: string) => expect(text, what).not.toContain(PAGE);
  for (const lang of LANGS) {
    const w = words[lang];
    const grid = await html(inLang(lang, GROUP));
    gone(grid, "grid and its JSON-LD item list");
    expect(grid).toContain(NEIGHBOUR);
    gone(await html(inLang(lang, `/search?q=${ID}`)), "search");
    const matches = await finderMatches(lang);
    expect(matches).not.toContain(ID);
    expect(matches).toContain("480-050");
    // Lists that name it in their URL (no JavaScript) show the note instead of the product.
    const compare = await html(inLang(lang, `/products/compare?ids=${ID},480-025`));
    expect(compare).toContain(escaped(w.note));
    gone(compare, "compare");
    expect(compare).toContain(NEIGHBOUR);
    const quote = await html(inLang(lang, `/quote?items=${ID}:2,480-025:1`));
    expect(quote).toContain(escaped(w.note));
    gone(quote, "quote");
    expect(quote).toContain(NEIGHBOUR);
    expect(await html(inLang(lang, `/contact?items=${ID}:2`))).toContain(escaped(w.note));
    gone(await html(inLang(lang, "/sitemap")), "HTML sitemap");
    const downloads = await html(inLang(lang, "/downloads"));
    expect(downloads).not.toContain(`datasheet-${ID}-`);
    expect(downloads).toContain("datasheet-480-025-");
    const job = await html(inLang(lang, `/gallery/${JOB.id}`));
    gone(job, "gallery job's related products");
    expect(job).toContain(NEIGHBOUR);
    // The files the browser and the static export read.
    const data = JSON.parse(await html(`/compare-data-${lang}.json`)) as {
      products: { id: string }[];
    };
    expect(data.products.map((p) => p.id)).not.toContain(ID);
    gone(await html(`/quote-catalogue-${lang}.json`), "quote catalogue");
    expect(await html(`/search-index-${lang}.json`)).not.toContain(`"product:${ID}"`);
  }
  gone(await html("/sitemap.xml"), "sitemap.xml");
  const models = JSON.parse(await html("/finder-models.json")) as { id: string }[];
  expect(models.map((m) => m.id)).not.toContain(ID);
  expect(models.map((m) => m.id)).toContain("480-025");
});

test("with JavaScript, lists saved before drop it with a note (English)", async () => {
  const context = await browserRef.newContext();
  const page: Page = await context.newPage();
  await page.goto(at("/en/about"));
  await page.evaluate((id) => {
    localStorage.setItem("hf-compare", `${id},480-025`);
    localStorage.setItem("hf-quote", `${id}:2:with limit switches,480-025:1`);
  }, ID);
  // The compare tray, on any page: the retired product out of the selection, with the note.
  await page.goto(at(`/en${NEIGHBOUR}`));
  const tray = page.locator(".compare-tray");
  await expect(tray.locator(".compare-tray__note")).toHaveText(words.en.note);
  await expect(tray.locator("li")).toHaveCount(1);
  await expect(tray.locator("li")).toContainText("480-025");
  expect(await page.evaluate(() => localStorage.getItem("hf-compare"))).toBe("480-025");
  // The quote list: the same, and the other line kept as it was.
  await page.goto(at("/en/quote"));
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: words.en.note })).toBeVisible();
  await expect(page.locator(".quote__table tbody tr")).toHaveCount(1);
  await expect(page.locator(".quote__table tbody tr")).toContainText("480-025");
  expect(await page.evaluate(() => localStorage.getItem("hf-quote"))).toBe("480-025:1");
  await context.close();
});

test("the receiver refuses a new line for it; a stored inquiry keeps its line", async () => {
  const result = await postLine(ID);
  expect(result.kind).toBe("error");
  if (result.kind !== "error") return;
  expect(result.getAllFieldErrors()).toEqual([
    [
      "items[0].id",
      [{ code: "UNSPECIFIED", message: "is no longer offered (the product was discontinued)" }],
    ],
  ]);
  // The inquiry received before: its line as it was, marked retired, linked to the editor.
  const context = await signedIn(true);
  for (const lang of LANGS) {
    const response = await context.request.get(at(inLang(lang, `/admin/inquiries/${storedRef}`)));
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toContain(`href="${editorPath(lang)}">${ID}</a>`);
    expect(body).toContain(lang === "ko" ? "(단종)" : "(retired)");
    expect(body).toContain(PRODUCT.name.ko);
  }
  await context.close();
  expect(site.inbox.detail(storedRef)!.items).toEqual([
    expect.objectContaining({ productId: ID, code: ID, quantity: 2 }),
  ]);
});

test("in English with JavaScript: publishing brings it back; retiring asks in a dialog", async () => {
  const en = words.en;
  const context = await signedIn(true);
  const page = await context.newPage();
  await page.goto(at(editorPath("en")));
  await waitForHydration(page);
  await expect(page.locator(".content-state strong")).toHaveText(en.state);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").first()).toContainText("Published");
  // Back within a second, in its grid, the finder and the sitemap.
  await expect
    .poll(async () => (await fetch(at(`/en${PAGE}`))).status, { timeout: 2_000 })
    .toBe(200);
  expect(await html(`/en${GROUP}`)).toContain(PAGE);
  expect(await finderMatches("en")).toContain(ID);
  expect(await html("/sitemap.xml")).toContain(PAGE);

  // Retired again, asked in a dialog that keeps the focus and gives it back (once the
  // publish's page runs its script: before that, the button posts the step without script).
  await waitForHydration(page);
  const button = page.getByRole("button", { name: en.retire, exact: true });
  await button.click();
  const dialog = page.getByRole("dialog", { name: en.ask });
  await expect(dialog).toContainText(en.effect);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: en.go })).toBeFocused();
  await expectNoViolations(page, "retire dialog (en)");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  expect(site.content.get("product", ID)!.state).toBe("published");
  await button.click();
  await dialog.getByRole("button", { name: en.go }).click();
  await expect(page.getByRole("status").first()).toContainText(en.done);
  await expect
    .poll(async () => (await fetch(at(`/en${PAGE}`))).status, { timeout: 2_000 })
    .toBe(410);
  await context.close();
});
