import { renderToString } from "react-dom/server";
import { Meta, createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { findProduct } from "../../app/content/catalog/catalog.server";
import { robotsTxt, sitemapXml } from "../../app/site/search-files.server";
import { seoMeta } from "../../app/site/seo.server";
import { productLd } from "../../app/site/structured-data.server";

const product = findProduct("sirca-valves", "butterfly-valves", "301")!;

describe("JSON-LD", () => {
  it("cannot be broken out of by content that closes the script element", async () => {
    const hostile = '</script><script>alert("x")</script><!--';
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: Meta,
        meta: () =>
          seoMeta({
            lang: "en",
            path: "/",
            title: { ko: hostile, en: hostile },
            description: { ko: "d", en: "d" },
            keywords: { ko: "k", en: "k" },
            share: "home",
            structuredData: [{ "@context": "https://schema.org", "@type": "Thing", name: hostile }],
          }),
      },
    ]);
    const html = renderToString(<Stub initialEntries={["/"]} />);
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    // Only the page's own block: nothing the content opened.
    expect(scripts).toEqual(['<script type="application/ld+json">']);
    const body = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/g)![0]!;
    const json = JSON.parse(body.replace(/^<script[^>]*>|<\/script>$/g, "")) as { name: string };
    expect(json.name).toBe(hostile);
  });

  it("states the product offer as price on request in KRW, with no invented price", () => {
    const ld = productLd("en", product, "/products/sirca-valves/butterfly-valves/301");
    expect(ld).toMatchObject({
      "@type": "Product",
      sku: "301",
      model: "301",
      brand: { "@type": "Brand", name: "SIRCA" },
      offers: { "@type": "Offer", priceCurrency: "KRW", description: "Price on request" },
    });
    expect(ld.offers).not.toHaveProperty("price");
    expect(ld.additionalProperty).toHaveLength(product.specifications.length);
    expect(productLd("ko", product, "/x").offers).toMatchObject({ description: "가격 문의" });
  });
});

describe("sitemap.xml and robots.txt", () => {
  const xml = sitemapXml([]);

  it("list catalogue page numbers, never the admin page or a category landing", () => {
    expect(xml).toContain("<loc>https://www.example.test/products/pneumatic/rotary?page=13</loc>");
    expect(xml).toContain("<loc>https://www.example.test/en/products/pneumatic/rotary</loc>");
    expect(xml).not.toContain("/admin<");
    expect(xml).not.toContain("<loc>https://www.example.test/products/pneumatic</loc>");
  });

  it("give every URL its ko, en and x-default alternates", () => {
    const block = xml.match(
      /<url>\s*<loc>https:\/\/www.example.test\/en\/about<\/loc>[\s\S]*?<\/url>/,
    )![0];
    expect(block).toContain('hreflang="ko" href="https://www.example.test/about"');
    expect(block).toContain('hreflang="en" href="https://www.example.test/en/about"');
    expect(block).toContain('hreflang="x-default" href="https://www.example.test/about"');
  });

  it("leave out the pages that are empty lists, and their page numbers", () => {
    const without = sitemapXml(["/certificates", "/products/pneumatic/rotary"]);
    expect(xml).toContain("<loc>https://www.example.test/en/certificates</loc>");
    expect(without).not.toContain("/certificates<");
    expect(without).not.toContain("/products/pneumatic/rotary<");
    expect(without).not.toContain("/products/pneumatic/rotary?page=");
    expect(without).toContain(
      "<loc>https://www.example.test/en/products/pneumatic/rotary/ap1</loc>",
    );
  });

  it("point robots at the sitemap", () => {
    expect(robotsTxt()).toContain("Sitemap: https://www.example.test/sitemap.xml");
  });
});
