import { describe, expect, it } from "vitest";
import { codeProblem, RESERVED_CODES } from "../../app/content/catalog/codes";
import { categories } from "../../app/content/catalog/categories";
import { seedCatalog } from "../../app/content/catalog/seed.server";
import { movedPage } from "../../app/catalogue/moved-page";

/** A product's code (issue 31): ASCII, unique without regard to case, never a site path. */
const taken = new Set(["s30", "301e", "bf90"]);
const isTaken = (code: string) => taken.has(code);

describe("product codes", () => {
  it("takes letters, digits and single hyphens between them", () => {
    for (const code of ["S90", "480-150", "4HO", "a1-B2-c3"]) {
      expect(codeProblem(code, isTaken), code).toBeUndefined();
    }
    for (const code of [
      "S 90",
      "S_90",
      "S90.",
      "-S90",
      "S90-",
      "S--90",
      "에스90",
      "S9Ö",
      "x".repeat(41),
    ]) {
      expect(codeProblem(code, isTaken), code).toBe("format");
    }
    expect(codeProblem("", isTaken)).toBe("required");
  });

  it("refuses a code another product has or had, in any case", () => {
    for (const code of ["S30", "s30", "301E", "Bf90"]) {
      expect(codeProblem(code, isTaken), code).toBe("taken");
    }
    expect(codeProblem("S31", isTaken)).toBeUndefined();
  });

  it("refuses the paths the site uses under /products, in any case", () => {
    for (const code of [
      "finder",
      "COMPARE",
      "Page",
      "new",
      "sirca-valves",
      "Electric",
      "ball-valves",
    ]) {
      expect(
        codeProblem(code, () => false),
        code,
      ).toBe("reserved");
    }
    for (const category of categories) expect(RESERVED_CODES.has(category.id)).toBe(true);
  });

  it("is a rule every repository code keeps", () => {
    for (const product of seedCatalog().products) {
      expect(
        codeProblem(product.code, () => false),
        product.code,
      ).toBeUndefined();
      expect(product.id).toBe(product.code.toLowerCase());
    }
  });
});

describe("a former path in the static export", () => {
  it("names the product's URL now as canonical and moves there at once", () => {
    const page = movedPage("en", "/en/products/sirca-valves/ball-valves/bf96", "https://x.example");
    const url = "https://x.example/en/products/sirca-valves/ball-valves/bf96";
    expect(page).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(page).toContain(`<meta http-equiv="refresh" content="0; url=${url}"/>`);
    expect(page).toContain(`<a href="${url}">`);
    // The export puts its Content-Security-Policy right after this tag.
    expect(page).toContain('<meta charSet="utf-8"/>');
    expect(movedPage("ko", "/p", "https://x.example")).toContain('<html lang="ko">');
  });
});
