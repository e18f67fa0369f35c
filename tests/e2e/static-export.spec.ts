import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve } from "node:path";
import { findSection } from "../../app/content/catalog/catalog.server";
import { policyVersions } from "../../app/content/privacy";
import { hostedFormService } from "../../app/content/privacy-policy.server";
import { closeServer } from "../close-server";
import { inlineScriptHashes, recordViolations, scriptSources } from "./csp-support";
import { FIGURES } from "../../app/content/catalog/figure-registry";
import { dict, expect, test, waitForHydration, withoutDocument404 } from "./support";
import { BUILD_ORIGIN, linkHref, metaContent, parse, sitemapLocs, titleOf } from "./seo-support";

/**
 * The static export (`npm run export`, dist/static) served the way a plain static host serves
 * files: no query strings, `x.html` or `x/index.html` for `/x`, 404.html for anything else.
 * Under /tampered/ it serves the page with an inline script added, as an injection would add one.
 */
const TAMPER = "<script>document.documentElement.dataset.tampered = 'yes'</script>";
const root = resolve(process.env.OUT_DIR ?? "dist/static");
const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".xml": "application/xml",
  ".txt": "text/plain",
  ".json": "application/json",
  ".pdf": "application/pdf",
};

function fileFor(pathname: string): string | null {
  const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  const candidates = path.endsWith("/")
    ? [join(root, path, "index.html")]
    : [join(root, path), join(root, `${path}.html`), join(root, path, "index.html")];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

let server: Server;
let origin = "";

test.beforeAll(async () => {
  expect(existsSync(join(root, "index.html")), `no export in ${root}: npm run export`).toBe(true);
  server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://static.host");
    const tampered = pathname.startsWith("/tampered/");
    const file = fileFor(tampered ? pathname.slice("/tampered".length) : pathname);
    const original = readFileSync(file ?? join(root, "404.html"));
    const body = tampered ? original.toString().replace("</head>", `${TAMPER}</head>`) : original;
    const type = file ? (types[extname(file)] ?? "application/octet-stream") : types[".html"]!;
    response.writeHead(file ? 200 : 404, { "Content-Type": type }).end(body);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => closeServer(server));

const rotaryPages = findSection("rotary")!.totalPages;

test("sample pages are complete HTML with their own canonical URL", async ({ request }) => {
  const samples: [path: string, heading: string, canonical: string][] = [
    ["/", "", "/"],
    ["/en/about/company", "Company history", "/en/about/company"],
    ["/products/pneumatic/rotary/page/3", "", "/products/pneumatic/rotary/page/3"],
    [
      "/en/products/pneumatic/rotary/page/3",
      "Rotary actuators",
      "/en/products/pneumatic/rotary/page/3",
    ],
    ["/en/products/sirca-valves/ball-valves/s10", "", "/en/products/sirca-valves/ball-valves/s10"],
    ["/gallery/1", "", "/gallery/1"],
  ];
  for (const [path, heading, canonical] of samples) {
    const response = await request.get(origin + path);
    expect(response.status(), path).toBe(200);
    const { doc } = parse(path, await response.text());
    expect(linkHref(doc, 'rel="canonical"'), path).toBe(BUILD_ORIGIN + canonical);
    if (heading) expect(doc.querySelector("h1")?.textContent, path).toBe(heading);
  }
  const page3 = parse(
    "",
    await (await request.get(`${origin}/en/products/pneumatic/rotary/page/3`)).text(),
  );
  expect(titleOf(page3.doc)).toContain("(page 3)");
  expect(page3.doc.querySelector(".pagination__current")?.textContent).toContain("[3]");
});

test("sitemap.xml and robots.txt are there, with the path form of page numbers", async ({
  request,
}) => {
  const xml = await (await request.get(`${origin}/sitemap.xml`)).text();
  const locs = sitemapLocs(xml);
  expect(locs.some((loc) => loc.includes("?"))).toBe(false);
  expect(locs).toContain(`${BUILD_ORIGIN}/en/products/pneumatic/rotary/page/${rotaryPages}`);
  for (const loc of locs.filter((l) => l.includes("/page/")).slice(0, 5)) {
    const response = await request.get(loc.replace(BUILD_ORIGIN, origin));
    expect(response.status(), loc).toBe(200);
  }
  const robots = await (await request.get(`${origin}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${BUILD_ORIGIN}/sitemap.xml`);
});

test("a catalogue page N > 1 hydrates, and its page links navigate in the browser", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin}/en/products/pneumatic/rotary/page/3`);
  await waitForHydration(page);
  const title = page.locator(".catalog-page__title");
  const before = await title.textContent();
  const top = page.getByRole("navigation", { name: dict.en["pagination.label"], exact: true });
  await top.getByRole("link", { name: dict.en["pagination.next"] }).click();
  await expect(page).toHaveURL(`${origin}/en/products/pneumatic/rotary/page/4`);
  await expect(page.locator(".pagination--top .pagination__current")).toContainText("[4]");
  await expect(title).not.toHaveText(before!);
  await expect(page).toHaveTitle(/\(page 4\)/);
  await top
    .getByRole("link", { name: dict.en["pagination.page"].replace("{n}", "1"), exact: true })
    .click();
  await expect(page).toHaveURL(`${origin}/en/products/pneumatic/rotary`);
  await expect(page.locator(".pagination--top .pagination__current")).toContainText("[1]");
  expect(consoleErrors).toEqual([]);
});

test("the search page computes its results in the browser from ?q=", async ({
  page,
  consoleErrors,
}) => {
  // The host ignores the query: the file is the empty form, the browser reads ?q= and searches.
  const html = await (await fetch(`${origin}/en/search?q=350%20Nm`)).text();
  expect(html).not.toContain('class="search-result"');
  await page.goto(`${origin}/en/search?q=${encodeURIComponent("350 Nm")}`);
  await waitForHydration(page);
  const first = page.locator(".search-result").first();
  await expect(first.locator(".search-result__code")).toContainText("480-035");
  await expect(first.locator("mark").first()).toHaveText("350 N·m");
  await page.goto(`${origin}/search?q=${encodeURIComponent("버터후라이")}`);
  await expect(page.locator(".search-result").first()).toBeVisible();
  // A catalogue page's link has the export's path form of page numbers.
  await page.goto(`${origin}/en/search?q=AP12`);
  await expect(page.locator(".search-result").first()).toBeVisible();
  expect(await page.locator('a[href*="?page="]').count()).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test("pages hydrate without errors and navigate to other exported pages", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin}/about/company`);
  await waitForHydration(page);
  await page.goto(`${origin}/en/products/sirca-valves/ball-valves`);
  await waitForHydration(page);
  // A card opens the preview with the product's prerendered data, and its link the product page.
  await page.locator(".product-card a").first().click();
  await page.getByRole("dialog").getByRole("link", { name: dict.en["preview.openPage"] }).click();
  await expect(page).toHaveURL(/\/en\/products\/sirca-valves\/ball-valves\/s\d+$/);
  await expect(page.locator(".page-header__badge")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("every exported page carries its own policy in a meta tag, ahead of any script", async ({
  request,
}) => {
  for (const path of [
    "/",
    "/en/contact",
    "/products/pneumatic/rotary/page/3",
    "/gallery/1",
    "/no/such/page",
  ]) {
    const html = await (await request.get(origin + path)).text();
    const policy = metaContent(parse(path, html).doc, 'http-equiv="Content-Security-Policy"');
    const at = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(at, path).toBeGreaterThan(0);
    expect(at, path).toBeLessThan(html.indexOf("<script"));
    const sources = scriptSources(policy ?? undefined);
    expect(sources[0], path).toBe("'self'");
    expect(sources, path).not.toContain("'unsafe-inline'");
    expect(sources, path).not.toContain("'unsafe-eval'");
    expect(new Set(sources.slice(1)), path).toEqual(inlineScriptHashes(html));
    expect(policy, path).toContain("object-src 'none'");
    // Browsers ignore frame-ancestors in a meta tag and say so in the console.
    expect(policy, path).not.toContain("frame-ancestors");
  }
});

test("exported pages hydrate under their policy; an injected inline script does not run", async ({
  page,
}) => {
  const violations = await recordViolations(page);
  for (const path of ["/", "/en/products/pneumatic/rotary/page/3", "/en/contact"]) {
    await page.goto(origin + path);
    await waitForHydration(page);
  }
  expect(violations).toEqual([]);

  await page.goto(`${origin}/tampered/en/contact`);
  await expect.poll(() => violations.length).toBe(1);
  expect(violations[0]).toMatch(/^script-src/);
  expect(await page.evaluate(() => document.documentElement.dataset.tampered)).toBeUndefined();
  // The page's own scripts still run.
  await waitForHydration(page);
});

test("a page that is an empty list is no file: 404.html, and no menu or sitemap names it", async ({
  request,
}) => {
  // Which are empty is the export's state (DATA_DIR's certificates, units, notices: the
  // references made from its units, decision 036); the repository alone has no certificate.
  const locs = sitemapLocs(await (await request.get(`${origin}/sitemap.xml`)).text());
  const candidates = [
    "/certificates",
    "/references",
    "/news",
    "/gallery",
    "/products/electric/400-410-series",
  ];
  const listed = (path: string) => locs.includes(`${BUILD_ORIGIN}${path}`);
  expect(listed("/certificates")).toBe(existsSync(join(root, "certificates.html")));
  const home = await (await request.get(`${origin}/`)).text();
  const about = await (await request.get(`${origin}/en/about`)).text();
  let empty = 0;
  for (const path of candidates) {
    const [ko, en] = [path, `/en${path}`];
    const answers = [
      (await request.get(origin + ko)).status(),
      (await request.get(origin + en)).status(),
    ];
    if (listed(ko)) {
      expect(answers, path).toEqual([200, 200]);
      continue;
    }
    empty += 1;
    expect(answers, path).toEqual([404, 404]);
    expect(listed(en), path).toBe(false);
    expect(home, path).not.toContain(`href="${ko}"`);
    expect(about, path).not.toContain(`href="${en}"`);
  }
  expect(empty, "the repository has no certificate: at least /certificates").toBeGreaterThan(0);
});

test("an unknown URL answers 404.html, which names the URL asked for", async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto(`${origin}/no/such/page?x=1`);
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText(dict.ko["notFound.title"]);
  await expect(page.locator(".not-found__url code")).toHaveText("/no/such/page?x=1");
  expect(withoutDocument404(consoleErrors)).toEqual([]);
});

test("the finder computes from the URL in the browser", async ({ page }) => {
  // The static host ignores the query: the page reads it once hydrated.
  await page.goto(
    `${origin}/en/products/finder?kind=actuator&torque=300&margin=0&flange=F10&supply=3ph`,
  );
  await waitForHydration(page);
  await expect(
    page.locator('table[data-results="actuator-matches"] tbody th > a:first-child'),
  ).toHaveText(["480-035", "480-050"]);
  await page.goto(`${origin}/products/finder?kind=valve&type=butterfly&dn=150&pn=16&temp=180`);
  await waitForHydration(page);
  await expect(
    page.locator('table[data-results="valve-matches"] tbody th > a:first-child'),
  ).toHaveText(["301TSS", "401N", "501M", "HT600"]);
});

test("the contact form fills in a URL's quote lines, product and duty in the browser", async ({
  page,
}) => {
  await page.goto(`${origin}/en/contact?items=480-035:2,s30:4:DN50%20water,nosuch:1`);
  await waitForHydration(page);
  const rows = page.locator(".inquiry-lines__row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("480-035");
  await expect(rows.first().locator('input[name="items[0][qty]"]')).toHaveValue("2");
  await expect(rows.nth(1).locator('input[name="items[1][note]"]')).toHaveValue("DN50 water");
  await expect(page.locator(".inquiry-lines__notice")).toContainText("nosuch");

  await page.goto(`${origin}/contact?product=AP5`);
  await waitForHydration(page);
  await expect(page.locator(".inquiry-form__quote")).toContainText("AP5");
  await expect(page.locator('input[name="productCode"]')).toHaveValue("AP5");

  const duty = "Valve finder duty: DN150\nModels that cover it: 401N";
  await page.goto(`${origin}/en/contact?duty=${encodeURIComponent(duty)}`);
  await waitForHydration(page);
  await expect(page.locator("textarea#inquiry")).toHaveValue(duty);
});

test("ships every document the downloads list; the quote page says it cannot make one", async ({
  request,
  page,
}) => {
  const html = await (await request.get(`${origin}/en/downloads`)).text();
  const hrefs = [...html.matchAll(/href="(\/documents\/[^"]+\.pdf)"/g)].map((m) => m[1]!);
  expect(hrefs.length).toBeGreaterThan(10);
  for (const href of hrefs) {
    const response = await request.get(origin + href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"], href).toBe("application/pdf");
  }
  await page.goto(`${origin}/en/quote`);
  await page.evaluate(() => localStorage.setItem("hf-quote", "480-035:1"));
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator("main tbody tr")).toHaveCount(1);
  await expect(page.getByText(dict.en["quote.pdfStatic"])).toBeVisible();
  await expect(page.locator('a[href*="/quote.pdf"]')).toHaveCount(0);
});

test("the compare page builds its table in the browser from ?ids=", async ({
  page,
  consoleErrors,
}) => {
  // The host ignores the query: the file shows how to start; the browser reads ?ids= and loads
  // every product's rows (/compare-data-{lang}.json) to compare them.
  const html = await (await fetch(`${origin}/en/products/compare?ids=480-025,s30`)).text();
  expect(html).not.toContain('class="compare-table"');
  await page.goto(`${origin}/en/products/compare?ids=480-025,s30,no-such,s30`);
  await waitForHydration(page);
  const headers = page.locator(".compare-table thead th");
  await expect(headers).toHaveCount(3);
  await expect(headers.nth(2)).toContainText("S30");
  await expect(page.locator("main [role=status]")).toContainText("s30, no-such");
  const torqueRow = FIGURES.find((f) => f.key === "torque")!.label;
  const torque = page
    .locator(".compare-table tbody tr")
    .filter({ has: page.locator(`th:text-is("${torqueRow.en}")`) });
  await expect(torque.locator("td").first()).toHaveText("240 N·m");
  // Differences only, in place; removing a column navigates in the browser.
  await page.getByRole("checkbox", { name: dict.en["compare.diffOnly"] }).check();
  await expect(page).toHaveURL(/diff=1/);
  await headers
    .nth(1)
    .getByRole("link", { name: dict.en["compare.removeItem"].replace("{product}", "480-025") })
    .click();
  await expect(page).toHaveURL(/\/en\/products\/compare\?ids=s30&diff=1$/);
  await expect(headers).toHaveCount(2);
  // The table writes the tray's selection in an effect after it renders: leave only once it has.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("hf-compare"))).toBe("s30");
  // The tray, from a catalogue page, to the comparison.
  await page.goto(`${origin}/products/electric/quarter-turn-480`);
  await waitForHydration(page);
  const toggle = page.locator('a.compare-add[href$="ids=480-035"]');
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await page
    .locator("aside.compare-tray")
    .getByRole("link", { name: dict.ko["comparetray.open"].replace("{count}", "2") })
    .click();
  await expect(page).toHaveURL(/\/products\/compare\?ids=s30,480-035$/);
  await expect(headers).toHaveCount(3);
  expect(consoleErrors).toEqual([]);
});

test("the privacy policy names the hosted form service the export posts to", async ({
  request,
}) => {
  // `npm test` exports with FORM_ENDPOINT (README, Static export): the form goes abroad, and the
  // policy and the notice say so (the server's build, without it, names none: privacy.spec.ts).
  const contact = parse("/contact", await (await request.get(`${origin}/contact`)).text()).doc;
  const action = contact.querySelector("form.inquiry-form")?.getAttribute("action") ?? "";
  expect(action, "the export's form posts to a hosted service").toMatch(/^https:\/\//);
  const service = hostedFormService;
  expect(contact.querySelector("#privacy-notice")?.textContent).toContain(service.name.ko);
  for (const [path, lang] of [
    ["/privacy", "ko"],
    ["/en/privacy", "en"],
  ] as const) {
    const response = await request.get(origin + path);
    expect(response.status(), path).toBe(200);
    const processors = parse(path, await response.text()).doc.querySelector(
      'section[aria-labelledby="privacy-processors"]',
    )?.textContent;
    expect(processors, path).toContain(service.name[lang]);
    expect(processors, path).toContain(service.country[lang]);
  }
  for (const version of policyVersions) {
    expect((await request.get(`${origin}/en/privacy/${version}`)).status()).toBe(200);
  }
  const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${BUILD_ORIGIN}/privacy</loc>`);
  expect(sitemap).toContain(`${BUILD_ORIGIN}/en/privacy</loc>`);
});
