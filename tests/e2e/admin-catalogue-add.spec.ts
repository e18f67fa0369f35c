import { createClient } from "@formspree/core";
import type { Browser, Page } from "@playwright/test";
import { CONSENT_FIELD, noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import { readPdf } from "../pdf";
import {
  signedInAccount,
  staffBrowser,
  startAdminSite,
  submitButton,
  type AdminSite,
  type SignedIn,
} from "./admin-support";
import { readableText, words } from "./html-support";
import { finderCodes, signedInPage as pageWithCookies } from "./catalogue-support";
import {
  LANGS,
  expect,
  expectNoViolations,
  inLang,
  publishAndLoad,
  test,
  waitForHydration,
  type Lang,
} from "./support";

/**
 * Adding a product and changing its code and group (issue 31): staff add a butterfly valve
 * without JavaScript, type its figures and texts in both languages and publish it; it is then in
 * its grid, search, the finder's answer for a duty it covers, sitemap.xml and a quote line the
 * receiver accepts. Refused codes name why and keep the form. A changed code and group leave
 * every former URL answering 301 to the product's URL now.
 */
test.describe.configure({ mode: "serial" });

const BUTTERFLIES = "/products/sirca-valves/butterfly-valves";
const BALLS = "/products/sirca-valves/ball-valves";
const FIRST = `${BUTTERFLIES}/bf90`;
const NAME = { ko: "BF90 고성능 버터플라이 밸브", en: "BF90 High-Performance Butterfly Valve" };
/** A duty BF90 covers (DN250, PN16, 110 °C): the finder lists it once it is published. */
const FINDER = "/products/finder?kind=valve&type=butterfly&dn=250&pn=16&temp=110";

let site: AdminSite;
let staff: SignedIn;
let browserRef: Browser;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  browserRef = browser;
  site = await startAdminSite();
  staff = await signedInAccount(site, "catalogue-add", "staff");
});
test.afterAll(async () => {
  await site?.close();
});

const at = (path: string) => site.origin + path;
async function html(path: string) {
  const response = await fetch(at(path));
  expect(response.status, path).toBe(200);
  return response.text();
}
/** Where `path` answers 301 to, without following it. */
async function movedTo(path: string) {
  const response = await fetch(at(path), { redirect: "manual" });
  expect(response.status, path).toBe(301);
  return response.headers.get("Location");
}

/** Where `path` answers a move to, if it does: for a poll, which a thrown assertion would end. */
async function moveOf(path: string) {
  const response = await fetch(at(path), { redirect: "manual" });
  return response.status === 301 ? response.headers.get("Location") : `${response.status}`;
}

const signedInPage = (javaScriptEnabled: boolean) =>
  pageWithCookies(browserRef, staff, javaScriptEnabled);

const finderMatches = async (lang: Lang) => finderCodes(await html(inLang(lang, FINDER)), lang);

/** An inquiry with one quote line for `id`, as the quote page's script posts it. */
function quote(id: string) {
  return createClient().submitForm(
    "inquiry",
    {
      companyName: "한빛정수",
      name: "김민준",
      phone: "031-8040-1234",
      email: `buyer-${process.pid}@example.com`,
      inquiry: "버터플라이 밸브 견적을 요청드립니다.",
      "items[0][id]": id,
      "items[0][qty]": "3",
      [CONSENT_FIELD]: noticeVersion(seoulToday()),
      _lang: "ko",
    } as never,
    { endpoint: site.origin },
  );
}

async function addForm(page: Page, code: string) {
  await page.locator("#f-code").fill(code);
  await page.locator("#f-subcategory").selectOption("butterfly-valves");
  await page.locator("#f-kind").selectOption("butterfly");
  await page.locator('.content-editor button[type="submit"]').click();
}

test("without JavaScript, in Korean: a code taken in another case is refused, then BF90 added and published", async () => {
  const page = await signedInPage(false);
  await page.goto(at("/admin/content/catalogue"));
  await page.getByRole("link", { name: "제품 추가" }).click();
  await expect(page).toHaveURL(at("/admin/content/catalogue/new"));
  await addForm(page, "s30");
  await expect(page.locator("#f-code-error")).toContainText("다른 제품이 지금 쓰고 있거나");
  // Everything typed is still there.
  await expect(page.locator("#f-code")).toHaveValue("s30");
  await expect(page.locator("#f-subcategory")).toHaveValue("butterfly-valves");
  await expect(page.locator("#f-kind")).toHaveValue("butterfly");

  await addForm(page, "BF90");
  await expect(page).toHaveURL(/\/admin\/content\/catalogue\/bf90\?done=save/);
  await expect(page.locator(".content-state")).toContainText("초안");
  // No figure was guessed: every figure field starts empty.
  for (const field of ["size-dn-min", "ratings-0-values", "tempC-min", "tempC-max"]) {
    await expect(page.locator(`#f-figures-${field}`)).toHaveValue("");
  }
  // A draft: nothing public shows it, and the receiver refuses a line for it.
  expect((await fetch(at(FIRST))).status).toBe(404);
  expect((await quote("bf90")).kind).toBe("error");

  for (const lang of LANGS) {
    await page.locator(`#f-name-${lang}`).fill(NAME[lang]);
    await page
      .locator(`#f-description-${lang}`)
      .fill(lang === "ko" ? "고온용 버터플라이 밸브입니다." : "A butterfly valve for hot lines.");
    await page
      .locator(`#f-detailDescription-${lang}`)
      .fill(lang === "ko" ? "BF90은 고온 배관용입니다." : "The BF90 is made for hot lines.");
    await page
      .locator(`#f-features-${lang}`)
      .fill(lang === "ko" ? "이중 편심 디스크" : "Double-offset disc");
  }
  await page.locator("#f-figures-size-dn-min").fill("50");
  await page.locator("#f-figures-size-dn-max").fill("300");
  await page.locator("#f-figures-ratings-0-values").fill("10/16");
  await page.locator("#f-figures-tempC-min").fill("-10");
  await page.locator("#f-figures-tempC-max").fill("120");
  await publishAndLoad(
    page,
    page.locator('button[name="intent"][value="publish"]'),
    "게시했습니다",
  );
  // The rows made from its figures say what the page will show.
  await expect(page.locator(".catalogue-derived").first()).toContainText("DN 50~300 (50~300A)");
  await page.context().close();
  expect(site.content.get("product", "bf90")).toMatchObject({ state: "published" });
});

test("published, BF90 is in its grid, search, the finder, sitemap.xml, the quote PDF and a quote line", async () => {
  // The quote pack's PDF is made on request: past 30 s on a busy machine (31 s at a load of 20).
  test.setTimeout(90_000);
  for (const lang of LANGS) {
    const grid = await html(inLang(lang, BUTTERFLIES));
    expect(grid).toContain(inLang(lang, FIRST));
    expect(grid).toContain(NAME[lang]);
    const product = await html(inLang(lang, FIRST));
    expect(product).toContain(lang === "ko" ? "DN 50~300 (50~300A)" : "DN 50–300");
    expect(product).toContain(lang === "ko" ? "-10~+120 °C" : "-10 to +120 °C");
    // A figure left empty is no row: BF90 states no actuation.
    expect(product).not.toContain(lang === "ko" ? "최대 차압" : "Max. differential pressure");
    expect(await html(inLang(lang, "/search?q=BF90"))).toContain(FIRST);
    // Compare: its column, with the size from its figures.
    const compare = await html(inLang(lang, "/products/compare?ids=bf90,s50"));
    expect(compare).toContain(NAME[lang]);
    expect(compare).toContain(lang === "ko" ? "50~300" : "50–300");
    expect(await finderMatches(lang)).toContain("BF90");
  }
  const sitemap = await html("/sitemap.xml");
  expect(sitemap).toContain(`${FIRST}<`);
  expect(sitemap).toContain(`/en${FIRST}<`);
  // The quote list's PDF carries its line and its datasheet, rows made from its figures.
  const pack = await fetch(at("/en/quote.pdf?items=bf90:3"));
  expect(pack.status).toBe(200);
  const { text } = await readPdf(new Uint8Array(await pack.arrayBuffer()));
  expect(text).toContain(NAME.en);
  expect(text).toContain("DN 50–300");
  const result = await quote("bf90");
  expect(result.kind).toBe("success");
  expect(JSON.stringify(site.inbox.detail(site.latestRef()))).toContain('"productId":"bf90"');
});

test("with JavaScript, in English: a taken code and a path of the site are refused by name", async () => {
  const page = await signedInPage(true);
  await page.goto(at("/en/admin/content/catalogue/new"));
  await waitForHydration(page);
  await addForm(page, "Bf90");
  await expect(page.locator("#f-code-error")).toHaveText(
    "Another product has or had this code (case does not matter): choose another code.",
  );
  await expect(page.locator(".error-summary")).toContainText("Code");
  await expectNoViolations(page, "refused new product (en)");
  await addForm(page, "Finder");
  await expect(page.locator("#f-code-error")).toContainText("The site uses this under /products");
  await expect(page.locator("#f-code")).toHaveValue("Finder");
  await page.context().close();
  expect(site.content.list("product")).toHaveLength(40);
});

test("without JavaScript: a changed code, then group, answer 301 from every former URL", async () => {
  // A browser without script, as plain requests on the server's HTML (decision 019).
  const browser = staffBrowser(site, staff.cookies);
  let page = await browser.get("/en/admin/content/catalogue/bf90");
  const form = () => page.doc.querySelector("#content-editor-form")!;
  const nameOf = (id: string) => page.doc.querySelector(`#${id}`)!.getAttribute("name")!;
  const publishButton = () => {
    const buttons = page.doc.querySelectorAll('button[name="intent"][value="publish"]');
    expect(buttons).toHaveLength(1);
    return buttons[0]!;
  };
  const status = () => readableText(page.doc.querySelector(".content-status")!);
  page = await browser.submit(form(), {
    set: { [nameOf("f-code")]: "BF95" },
    button: publishButton(),
  });
  // Its detailed description still says "BF90은": the publish asks first (decision 025).
  const stale = page.doc.querySelector("#stale-texts")!;
  expect(readableText(stale)).toContain("BF90은");
  page = await browser.submit(form(), { button: submitButton(stale, "Publish anyway") });
  expect(status()).toContain("Published");
  const second = `${BUTTERFLIES}/bf95`;
  // A publish is live a moment after its answer: wait for the first redirect, then read all.
  await expect.poll(() => moveOf(FIRST)).toBe(second);
  for (const lang of LANGS) {
    expect(await movedTo(inLang(lang, FIRST))).toBe(inLang(lang, second));
  }

  // Another group and code; placed first in its new list, with a detail drawing.
  page = await browser.submit(form(), {
    set: { [nameOf("f-code")]: "BF96", [nameOf("f-subcategory")]: "ball-valves" },
    button: publishButton(),
  });
  expect(status()).toContain("Published");
  const third = `${BALLS}/bf96`;
  await expect.poll(() => moveOf(FIRST)).toBe(third);
  for (const lang of LANGS) {
    expect(await movedTo(inLang(lang, FIRST))).toBe(inLang(lang, third));
    expect(await movedTo(inLang(lang, second))).toBe(inLang(lang, third));
    // The short form by a former code, or its id, too.
    expect(await movedTo(inLang(lang, "/products/bf95"))).toBe(inLang(lang, third));
  }
  expect(await movedTo("/products/bf90")).toBe(third);
  const first = page.doc
    .querySelectorAll("#f-place option")
    .find((option) => words(option) === "First")!;
  page = await browser.submit(form(), {
    set: {
      [nameOf("f-place")]: first.getAttribute("value")!,
      [nameOf("f-detailImages-ball-valve-dimensions")]: true,
    },
    button: publishButton(),
  });
  expect(status()).toContain("Published");

  // The list is rendered again after the publish; wait for that, not for a clock.
  await expect
    .poll(async () => {
      const balls = await html(BALLS);
      const at = balls.indexOf(third);
      return at > -1 && at < balls.indexOf(`${BALLS}/s10`);
    })
    .toBe(true);
  expect(await html(BUTTERFLIES)).not.toContain("bf9");
  expect(await html(`/en${third}`)).toContain("/images/products/ball-valve-dimensions.svg");
});

test("retired, every URL it ever had answers 410 with its page, not 404", async () => {
  const item = site.content.get("product", "bf90")!;
  const retired = site.content.unpublish("product", "bf90", {
    by: "test",
    baseVersion: item.version,
  });
  expect(retired.ok).toBe(true);
  const status = async (path: string) => (await fetch(at(path), { redirect: "manual" })).status;
  await expect.poll(() => status(`${BALLS}/bf96`), { timeout: 2_000 }).toBe(410);
  for (const path of [FIRST, `${BUTTERFLIES}/bf95`, "/en/products/bf95", "/products/bf90"]) {
    expect(await status(path), path).toBe(410);
  }
});
