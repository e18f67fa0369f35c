import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  BUILD_ORIGIN,
  internalRefs,
  jsonLd,
  linkHref,
  metaContent,
  parse,
  pngSize,
  sitemapLocs,
  sitemapSchemaErrors,
  titleOf,
  type Ld,
  type PageFacts,
} from "./seo-support";
import { liveProducts, productPath } from "../../app/content/catalog/catalog.server";
import { galleryItems } from "../../app/content/gallery";
import { ko } from "../../app/i18n/messages";

const products = liveProducts();

/**
 * Search engines and sharing (issue 7) over the whole site as the server answers it: every URL of
 * sitemap.xml is fetched once, then checked by the Nu HTML checker, for its metadata and JSON-LD,
 * and for links that lead nowhere.
 */
test.describe.configure({ mode: "serial" });

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

let base = "";
/** Sitemap URL (with the build's origin) -> the page the server answers there. */
const site = new Map<string, PageFacts>();
const local = (url: string) => url.replace(BUILD_ORIGIN, base);

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  }
  return results;
}

async function fetchSite(request: APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  await inBatches(sitemapLocs(xml), 8, async (loc) => {
    const response = await request.get(local(loc), { maxRedirects: 0 });
    expect(response.status(), loc).toBe(200);
    site.set(loc, parse(loc, await response.text()));
  });
}

test.beforeAll(async ({ playwright }, info) => {
  test.setTimeout(120_000);
  base = info.project.use.baseURL!;
  const request = await playwright.request.newContext({ baseURL: base });
  await fetchSite(request);
  await request.dispose();
});

test("sitemap.xml is valid against the sitemap schema and lists every page in both languages", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(await sitemapSchemaErrors(xml)).toEqual([]);

  const locs = sitemapLocs(xml);
  expect(new Set(locs).size).toBe(locs.length);
  for (const path of [
    "/",
    "/en",
    "/products/pneumatic/rotary",
    "/products/pneumatic/rotary?page=13",
    "/en/products/sirca-valves/butterfly-valves?page=2",
    "/products/sirca-valves/ball-valves/s10",
    "/en/gallery/1",
    "/en/about/map",
  ]) {
    expect(locs, path).toContain(BUILD_ORIGIN + path);
  }
  for (const path of ["/admin", "/en/admin", "/products/pneumatic/rotary?page=1"]) {
    expect(locs, path).not.toContain(BUILD_ORIGIN + path);
  }
  // Each <url> names its ko, en and x-default versions.
  expect(xml.match(/<xhtml:link /g)?.length).toBe(locs.length * 3);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  expect(robots).toMatch(/^Disallow: \/en\/admin$/m);
  expect(robots).toContain(`Sitemap: ${BUILD_ORIGIN}/sitemap.xml`);
});

test("a sitemap that breaks the schema is caught", async () => {
  const broken = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>https://a.example/</loc><xhtml:link rel="alternate" href="https://a.example/en"/><priority>2</priority></url></urlset>`;
  expect((await sitemapSchemaErrors(broken)).length).toBeGreaterThanOrEqual(2);
});

test("every page of the sitemap passes the Nu HTML checker with zero errors", async () => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    const names = new Map<string, string>();
    [...site.values()].forEach((page, index) => {
      const name = `page-${index}.html`;
      names.set(name, page.url);
      writeFileSync(join(dir, name), page.html);
    });
    // One JVM for every page; C1 only and a large stack: the fastest way through a few hundred
    // files (the checker's schema evaluation is deeply recursive).
    const run = spawnSync(
      "java",
      ["-Xss16m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", vnuJar].concat([
        "--errors-only",
        "--format",
        "json",
        dir,
      ]),
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    // The JSON report is on stderr, whether or not errors were found.
    const { messages } = JSON.parse(run.stderr) as {
      messages: { url: string; message: string; type: string }[];
    };
    const errors = messages
      .filter((m) => m.type === "error")
      .map((m) => `${names.get(m.url.split("/").pop()!)}: ${m.message}`);
    expect(errors).toEqual([]);
    expect(names.size).toBeGreaterThan(150);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("every page shows its texts, never a message key in their place", () => {
  const keys = new Set(Object.keys(ko));
  for (const [loc, { html }] of site) {
    const text = html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .split(/\s+/);
    expect(
      text.filter((word) => keys.has(word)),
      loc,
    ).toEqual([]);
  }
});

test("a page's data carries its own language only", () => {
  const item = galleryItems[0]!;
  const first = item.photos[0]!;
  const product = products.find((p) => p.code === "AP5")!;
  for (const [path, texts] of [
    ["/gallery/1", [item.description, "alt" in first ? first.alt : first.caption]],
    ["/products/pneumatic/rotary/ap5", [product.description]],
  ] as const) {
    for (const lang of ["ko", "en"] as const) {
      const other = lang === "ko" ? "en" : "ko";
      const { html } = site.get(BUILD_ORIGIN + (lang === "en" ? `/en${path}` : path))!;
      for (const text of texts) {
        expect(html, `${lang} ${path}`).toContain(text[lang].slice(0, 40));
        expect(html.includes(text[other].slice(0, 40)), `${lang} ${path}: ${text[other]}`).toBe(
          false,
        );
      }
    }
  }
});

test("every page has its own title, description, keywords, canonical and reciprocal alternates", () => {
  const canonicals = new Set<string>();
  const titles = new Set<string>();
  for (const [loc, { doc }] of site) {
    const en = new URL(loc).pathname === "/en" || new URL(loc).pathname.startsWith("/en/");
    expect(doc.querySelector("html")?.getAttribute("lang"), loc).toBe(en ? "en" : "ko");
    const title = titleOf(doc);
    expect(title, loc).not.toBe("");
    expect(titles.has(title), `title "${title}" is used twice`).toBe(false);
    titles.add(title);
    expect(metaContent(doc, 'name="description"'), loc).toBeTruthy();
    expect(metaContent(doc, 'name="keywords"'), loc).toBeTruthy();
    expect(metaContent(doc, 'name="robots"'), loc).toBe("index, follow");

    const canonical = linkHref(doc, 'rel="canonical"');
    expect(canonical, loc).toBe(loc);
    canonicals.add(canonical!);

    const alternates = Object.fromEntries(
      [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute("hreflang"),
        l.getAttribute("href"),
      ]),
    );
    expect(Object.keys(alternates).sort(), loc).toEqual(["en", "ko", "x-default"]);
    expect(alternates[en ? "en" : "ko"], loc).toBe(loc);
    expect(alternates["x-default"], loc).toBe(alternates.ko);
    // Reciprocal: the other language's page names the same three URLs.
    const twin = site.get(alternates[en ? "ko" : "en"]!);
    expect(twin, `${loc}: its twin is in the sitemap`).toBeDefined();
    for (const lang of ["ko", "en", "x-default"]) {
      expect(linkHref(twin!.doc, `rel="alternate"][hreflang="${lang}"`), loc).toBe(
        alternates[lang],
      );
    }
  }
  expect(canonicals.size).toBe(site.size);
});

test("every page has Open Graph and Twitter card tags with its share image", async ({
  request,
}) => {
  const images = new Map<string, string>();
  for (const [loc, { doc }] of site) {
    expect(metaContent(doc, 'property="og:title"'), loc).toBe(titleOf(doc));
    expect(metaContent(doc, 'property="og:url"'), loc).toBe(loc);
    expect(metaContent(doc, 'property="og:description"'), loc).toBeTruthy();
    expect(metaContent(doc, 'name="twitter:card"'), loc).toBe("summary_large_image");
    const image = metaContent(doc, 'property="og:image"')!;
    expect(image.startsWith(`${BUILD_ORIGIN}/images/share/`), loc).toBe(true);
    // X falls back to Open Graph for the title, description and image.
    expect(doc.querySelector('meta[name^="twitter:"]:not([name="twitter:card"])'), loc).toBeNull();
    expect(metaContent(doc, 'property="og:image:width"'), loc).toBe("1200");
    expect(metaContent(doc, 'property="og:image:height"'), loc).toBe("630");
    expect(metaContent(doc, 'property="og:image:alt"'), loc).toBeTruthy();
    images.set(image, loc);
  }
  // One image per page type: home, catalogue, product, gallery, about, contact.
  expect(images.size).toBe(6);
  for (const image of images.keys()) {
    const response = await request.get(local(image));
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await response.body()), image).toEqual({ width: 1200, height: 630 });
  }
});

/** The properties each JSON-LD type must have here. */
const required: Record<string, string[]> = {
  Organization: ["name", "url", "logo", "address", "telephone", "faxNumber"],
  BreadcrumbList: ["itemListElement"],
  ItemList: ["itemListElement", "numberOfItems"],
  Product: ["name", "sku", "model", "description", "image", "offers", "additionalProperty"],
};

const byType = (lds: Ld[], type: string) => lds.filter((ld) => ld["@type"] === type);

test("JSON-LD on every page parses, has the required properties and matches the page", () => {
  for (const [loc, { doc }] of site) {
    const lds = jsonLd(doc);
    for (const ld of lds) {
      expect(ld["@context"], loc).toBe("https://schema.org");
      for (const property of required[ld["@type"]] ?? ["unknown type"]) {
        expect(ld[property], `${loc}: ${ld["@type"]}.${property}`).toBeDefined();
      }
    }
    // The company's own pages describe it: home, the about pages and contact.
    const path = new URL(loc).pathname.replace(/^\/en(?=\/|$)/, "") || "/";
    const [organization] = byType(lds, "Organization");
    const describesCompany = path === "/" || path === "/contact" || path.startsWith("/about");
    expect(!!organization, `${loc}: Organization`).toBe(describesCompany);
    if (organization) {
      expect((organization.address as Ld)["@type"]).toBe("PostalAddress");
      expect(organization.telephone).toBe("+82-2-2025-0712");
    }

    // The breadcrumb's JSON-LD says what the page header shows, link for link.
    const crumbs = [...doc.querySelectorAll(".breadcrumb li")].map((li) => ({
      name: li.textContent!.trim(),
      href: li.querySelector("a")?.getAttribute("href"),
    }));
    const breadcrumb = byType(lds, "BreadcrumbList")[0];
    if (crumbs.length === 0) {
      expect(breadcrumb, loc).toBeUndefined();
    } else {
      const items = breadcrumb!.itemListElement as { name: string; item: string }[];
      expect(
        items.map((i) => i.name),
        loc,
      ).toEqual(crumbs.map((c) => c.name));
      crumbs.forEach((crumb, index) => {
        const expected = crumb.href ? BUILD_ORIGIN + crumb.href : loc;
        expect(items[index]!.item, loc).toBe(expected);
      });
    }

    // Listing pages: the list names the cards the page shows, in order.
    // (A product card's "Add to quote" and "Compare" links are no entries of the list.)
    const cards = [...doc.querySelectorAll("main .card a:not(.quote-add, .compare-add)")];
    const list = byType(lds, "ItemList")[0];
    const isListing =
      path === "/products" || path === "/gallery" || doc.querySelector(".product-grid") !== null;
    expect(!!list, `${loc}: ItemList`).toBe(isListing);
    if (list) {
      const urls = (list.itemListElement as { url: string }[]).map((i) => i.url);
      expect(list.numberOfItems).toBe(urls.length);
      const shown = [...new Set(cards.map((a) => BUILD_ORIGIN + a.getAttribute("href")))];
      expect(urls, loc).toEqual(shown);
    }

    const product = byType(lds, "Product")[0];
    const isProduct = /^\/products\/[^/]+\/[^/]+\/[^/]+$/.test(path) && !path.includes("/page/");
    expect(!!product, `${loc}: Product`).toBe(isProduct);
    if (product) {
      expect(product.sku).toBe(doc.querySelector(".page-header__badge")?.textContent);
      expect(product.name).toBe(doc.querySelector("h1")?.textContent);
      const offer = product.offers as Ld;
      expect(offer["@type"]).toBe("Offer");
      expect(offer.priceCurrency).toBe("KRW");
      // Price on request: no price is invented.
      expect(offer.price).toBeUndefined();
      expect(String(offer.description)).toMatch(/Price on request|가격 문의/);
      const rows = doc.querySelectorAll(".product-detail__specs tr");
      const properties = product.additionalProperty as { "@type": string; name: string }[];
      expect(properties.length, loc).toBe([...rows].filter((r) => r.querySelector("td")).length);
      expect(properties.every((p) => p["@type"] === "PropertyValue")).toBe(true);
      if (/\/products\/(pneumatic|sirca-valves)\//.test(path)) {
        expect((product.brand as Ld).name).toBe("SIRCA");
      }
    }
  }
});

test("a link checker finds no broken internal link, image or stylesheet", async ({ request }) => {
  test.setTimeout(120_000);
  const pages = new Map<string, PageFacts>([...site.values()].map((p) => [local(p.url), p]));
  const seen = new Set<string>();
  const broken: string[] = [];
  let frontier = [`${base}/`, `${base}/en`];
  while (frontier.length > 0) {
    const next: string[] = [];
    await inBatches(
      frontier.filter((url) => !seen.has(url) && seen.add(url)),
      8,
      async (url) => {
        const response = await request.get(url);
        if (response.status() !== 200) {
          broken.push(`${url} -> ${response.status()}`);
          return;
        }
        if (!response.headers()["content-type"]?.startsWith("text/html")) return;
        const page = pages.get(url) ?? parse(url, await response.text());
        next.push(...internalRefs(page.doc, url));
      },
    );
    frontier = next;
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(site.size);
});

test("the admin page and the 404 page are kept out of search indexes", async ({ request }) => {
  for (const [path, status] of [
    ["/admin", 200],
    ["/en/admin", 200],
    ["/no-such-page", 404],
    ["/en/products/pneumatic/rotary/zz9", 404],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const { doc } = parse(path, await response.text());
    expect(metaContent(doc, 'name="robots"'), path).toMatch(/noindex/);
  }
});

test("a product's title names its code once, in both languages and both URL forms", async ({
  request,
}) => {
  const pages = products.flatMap(({ code, ...product }) =>
    ["", "/en"].flatMap((prefix) => [
      { code, path: `${prefix}${productPath({ code, ...product })}` },
      { code, path: `${prefix}/products/${code}` },
    ]),
  );
  await inBatches(pages, 8, async ({ code, path }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const title = titleOf(parse(path, await response.text()).doc);
    expect(title.split(code).length - 1, `${path}: ${title}`).toBe(1);
  });
});

test("catalogue pages after the first carry their page number in the title", () => {
  const ko = titleOf(site.get(`${BUILD_ORIGIN}/products/pneumatic/rotary?page=3`)!.doc);
  const en = titleOf(site.get(`${BUILD_ORIGIN}/en/products/pneumatic/rotary?page=3`)!.doc);
  expect(ko).toContain("(3쪽)");
  expect(en).toContain("(page 3)");
});

test("the path form of a catalogue page moves to its ?page=N URL on the server", async ({
  request,
}) => {
  const response = await request.get("/en/products/pneumatic/rotary/page/3", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/en/products/pneumatic/rotary?page=3");
});
