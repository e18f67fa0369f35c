import { emptyPages } from "../../app/empty-pages.server";
import { policyVersions } from "../../app/content/privacy";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { categories, resolveSubcategory } from "../../app/content/catalog/categories";
import { findGalleryItem } from "../../app/content/live.server";
import {
  findProduct,
  findProductById,
  findSection,
  liveProducts,
  productPath,
} from "../../app/content/catalog/catalog.server";
import { categorySchema, localizedSchema } from "../../app/content/schemas";
import { validateContent } from "../../app/content/validate";
import { cleanHtml } from "../../app/content/html";
import {
  canonicalPaths,
  FROM_SERVER_STORES,
  indexablePaths,
  prerenderPaths,
} from "../../app/site/prerender";

const products = liveProducts();

describe("content", () => {
  it("passes every schema and cross-reference", () => {
    expect(() => validateContent()).not.toThrow();
  });

  it("rejects a bilingual text with a missing or blank language", () => {
    expect(localizedSchema.safeParse({ ko: "밸브", en: "Valve" }).success).toBe(true);
    expect(localizedSchema.safeParse({ ko: "밸브" }).success).toBe(false);
    expect(localizedSchema.safeParse({ ko: "밸브", en: "  " }).success).toBe(false);
  });

  it("rejects a category with an unknown theme or no subcategories", () => {
    const good = categories[0]!;
    expect(categorySchema.safeParse(good).success).toBe(true);
    expect(categorySchema.safeParse({ ...good, theme: "green" }).success).toBe(false);
    expect(categorySchema.safeParse({ ...good, subcategories: [] }).success).toBe(false);
  });

  it("has the five product groups of the main menu", () => {
    expect(categories.map((c) => c.id)).toEqual([
      "electric",
      "pneumatic",
      "special",
      "sirca-valves",
      "pinch-valve",
    ]);
  });
});

describe("subcategory rules", () => {
  const byId = (id: string) => categories.find((c) => c.id === id)!;

  it("uses the first subcategory when none is given", () => {
    for (const category of categories) {
      expect(resolveSubcategory(category, undefined)).toEqual({
        kind: "found",
        subcategory: category.subcategories[0],
      });
    }
  });

  it("falls back to the default for pneumatic and sirca-valves", () => {
    for (const id of ["pneumatic", "sirca-valves"]) {
      const category = byId(id);
      expect(resolveSubcategory(category, "unknown")).toEqual({
        kind: "found",
        subcategory: category.subcategories[0],
      });
    }
  });

  it("reports not found for electric, special and pinch-valve", () => {
    for (const id of ["electric", "special", "pinch-valve"]) {
      expect(resolveSubcategory(byId(id), "unknown")).toEqual({ kind: "not-found" });
    }
  });

  it("finds a named subcategory", () => {
    const lookup = resolveSubcategory(byId("sirca-valves"), "ball-valves");
    expect(lookup.kind === "found" && lookup.subcategory.id).toBe("ball-valves");
  });
});

describe("product lookup", () => {
  it("matches the code case-insensitively", () => {
    const product = findProduct("electric", "quarter-turn-480", "480-006");
    expect(product?.code).toBe("480-006");
    const first = products[0]!;
    expect(findProduct(first.category, first.subcategory, first.code.toUpperCase())).toBe(first);
  });

  it("needs the right category and subcategory", () => {
    expect(findProduct("pneumatic", "quarter-turn-480", "480-006")).toBeUndefined();
    expect(findProduct("electric", "range-series", "480-006")).toBeUndefined();
  });

  it("finds the alternative /products/{productId} form", () => {
    expect(findProductById("480-110")?.code).toBe("480-110");
    expect(findProductById("no-such-product")).toBeUndefined();
  });

  it("builds lowercase ASCII detail paths", () => {
    for (const product of products)
      expect(productPath(product)).toMatch(/^\/products(\/[a-z0-9-]+){3}$/);
  });
});

describe("gallery ids", () => {
  it("accepts only canonical positive integers", () => {
    expect(findGalleryItem("1")?.id).toBe(1);
    for (const raw of ["01", "1e0", "abc", "-1", "0", "999", " 1", "1.0"]) {
      expect(findGalleryItem(raw), raw).toBeUndefined();
    }
  });
});

describe("prerendered URLs", () => {
  // With no page an empty list: the repository's with a certificate, a unit and a notice.
  const none: string[] = [];

  it("cover every canonical page in both languages, once", () => {
    const paths = prerenderPaths(none);
    expect(new Set(paths).size).toBe(paths.length);
    // The thank-you page is prerendered too, though no canonical page (noindex, no sitemap);
    // beside the pages: sitemap.xml, robots.txt, the search index and texts, the finder's figures,
    // the quote catalogue and the compare data (each in both languages but the figures).
    // Every version of the privacy policy at its own URL too, and the notices' feed per language.
    // The pages made from the server's own stores (the references) are the server's renders.
    const fromServer = FROM_SERVER_STORES.length;
    expect(paths.length).toBe(
      (canonicalPaths(none).length - fromServer + 1 + policyVersions.length) * 2 + 13,
    );
    expect(canonicalPaths(none)).toContain("/references");
    expect(indexablePaths(none)).toContain("/references");
    expect(paths).not.toContain("/references");
    expect(paths).not.toContain("/en/references");
    expect(paths).toContain("/en/news/rss.xml");
    expect(paths).toContain("/search-index-en.json");
    expect(paths).toContain("/finder-models.json");
    expect(paths).toContain("/compare-data-ko.json");
    expect(canonicalPaths(none)).not.toContain("/contact/thanks");
    expect(indexablePaths(none)).not.toContain("/contact/thanks");
    expect(paths).toContain("/en/contact/thanks");
    expect(paths).toContain("/sitemap.xml");
    expect(paths).toContain("/");
    expect(paths).toContain("/en");
    expect(paths).toContain("/en/about/map");
    expect(paths).toContain("/products/electric/quarter-turn-480/480-006");
  });

  it("leave out the pages that are empty lists: no file, no sitemap entry (issue 66)", () => {
    // The repository has no certificate, no delivered unit, no notice, and the 400·410 series
    // only says its catalogue is being prepared.
    const empty = emptyPages("2026-12-01");
    expect(empty).toEqual([
      "/certificates",
      "/references",
      "/news",
      "/products/electric/400-410-series",
    ]);
    const paths = prerenderPaths(empty);
    for (const path of empty) {
      expect(paths).not.toContain(path);
      expect(paths).not.toContain(`/en${path}`);
      expect(canonicalPaths(empty)).not.toContain(path);
      expect(indexablePaths(empty)).not.toContain(path);
    }
    // The rest of the group stands.
    expect(paths).toContain("/products/electric/400-470-digital");
    expect(paths).toContain("/en/products/electric");
  });
});

describe("the catalogue of docs/product.md", () => {
  it("has every catalogue section with its stated page count", () => {
    const pagesOf = (id: string) => findSection(id)?.totalPages;
    expect(pagesOf("rotary")).toBe(13);
    expect(pagesOf("butterfly-valves")).toBe(2);
    expect(pagesOf("ball-valves")).toBe(1);
    expect(pagesOf("actuator-controls")).toBe(1);
    expect(pagesOf("hydraulic-pneumatic-actuators")).toBe(1);
    expect(pagesOf("pqvf")).toBe(1);
    expect(pagesOf("400-410-series")).toBe(1);
    for (const id of [
      "manufacturer-specialists",
      "modular-design",
      "electric-features",
      "range-series",
      "400-470-digital",
      "460-470-series",
      "integral-control",
      "quarter-turn-480",
    ]) {
      expect(findSection(id), id).toBeDefined();
    }
  });

  it("has a product for every model", () => {
    const codes = new Set(products.map((p) => p.code));
    const models = [
      ...Array.from({ length: 12 }, (_, i) => `AP${i + 1}`),
      ...["006", "010", "015", "025", "035", "050", "080", "110"].map((m) => `480-${m}`),
      "4HO",
      "4PO",
      ...["301", "301E", "301TSS", "401N", "501M", "HT600"],
      ...["S10", "S20", "S30", "S30T", "S40", "S50", "S60", "S70", "S80"],
      "PQVF",
      "PQVI",
    ];
    for (const model of models) expect(codes.has(model), model).toBe(true);
  });
});

describe("product drawings (issue 4)", () => {
  it("give every product a gallery of several small project-made SVG drawings", () => {
    for (const product of products) {
      const gallery = new Set([product.image, ...product.detailImages].map((image) => image.src));
      expect(gallery.size, product.code).toBeGreaterThanOrEqual(3);
      for (const src of gallery) {
        const text = readFileSync(join("public", src), "utf8");
        expect(text.length, src).toBeLessThan(6000);
        expect(text, src).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
        // Drawn, not embedded: no raster images or outside references.
        expect(text, src).not.toMatch(/<image|href="http/);
      }
    }
  });

  it("show each 480 model its own output flange", () => {
    for (const product of products.filter((p) => p.subcategory === "quarter-turn-480")) {
      const flange = product.specifications.find((row) => row.label.en === "Output flange")!;
      const view = product.detailImages.find((image) => image.src.includes("/flange-"));
      expect(view?.alt.en, product.code).toContain(flange.value.en);
      expect(readFileSync(join("public", view!.src), "utf8")).toContain(
        `ISO 5211 ${flange.value.en}`,
      );
    }
  });
});

describe("content HTML", () => {
  it("is cleaned of anything unsafe", () => {
    expect(cleanHtml('<p onclick="x()">a<script>alert(1)</script></p>')).toBe("<p>a</p>");
    expect(cleanHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(cleanHtml('<img src="x" onerror="y">')).toBe("");
  });

  it("collapses extra line breaks", () => {
    expect(cleanHtml("a<br><br><br><br>b")).toBe("a<br /><br />b");
    expect(cleanHtml("a<br />\n<br />\n<br />b")).toBe("a<br /><br />b");
    expect(cleanHtml("a<br /><br />b")).toBe("a<br /><br />b");
  });
});

describe("content validation", () => {
  it("fails when an image file is missing", () => {
    expect(() => validateContent("/nonexistent-public-dir")).toThrow(/Missing image file/);
  });
});
