import { describe, expect, it } from "vitest";
import { suggestLinks } from "../../app/site/suggestions";

describe("404 suggestions", () => {
  it("always offers the homepage, first", () => {
    expect(suggestLinks("/nothing-here")).toEqual(["home"]);
    expect(suggestLinks("/products-old")[0]).toBe("home");
  });

  it("chooses links from keywords in the path", () => {
    expect(suggestLinks("/sirca")).toEqual(["home", "sirca-valves"]);
    expect(suggestLinks("/old/ball-valve.html")).toEqual(["home", "sirca-valves"]);
    expect(suggestLinks("/product-list")).toEqual(["home", "products"]);
    expect(suggestLinks("/about-us")).toEqual(["home", "about"]);
    expect(suggestLinks("/contact.php")).toEqual(["home", "contact"]);
  });

  it("combines keywords, ignoring case", () => {
    expect(suggestLinks("/PRODUCTS/Valves/About/Contact")).toEqual([
      "home",
      "sirca-valves",
      "products",
      "about",
      "contact",
    ]);
  });

  it("decodes the path and survives malformed escapes", () => {
    expect(suggestLinks("/%70roduct")).toEqual(["home", "products"]);
    expect(suggestLinks("/%E0%A4%A/contact")).toEqual(["home", "contact"]);
    expect(suggestLinks("/%")).toEqual(["home"]);
  });
});
