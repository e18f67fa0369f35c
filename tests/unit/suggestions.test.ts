import { describe, expect, it } from "vitest";
import { suggestLinks } from "../../app/site/suggestions";
import { normalizeSearch, readableUrl } from "../../app/site/url";

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

describe("URLs shown and linked", () => {
  it("reads the same whichever encoding the query arrived in", () => {
    const typed = readableUrl("/en/nope", "?q=%3Cb%3Ebold%3C/b%3E");
    const reencoded = readableUrl("/en/nope", "?q=%3Cb%3Ebold%3C%2Fb%3E");
    expect(typed).toBe("/en/nope?q=<b>bold</b>");
    expect(reencoded).toBe(typed);
    expect(readableUrl("/%ED%95%9C", "")).toBe("/한");
    expect(readableUrl("/%E0%A4%A", "?a=1&b=2")).toBe("/%E0%A4%A?a=1&b=2");
    expect(readableUrl("/%00a%0A", "?x=%1F")).toBe("/%00a%0A?x=%1F");
  });

  it("links with one canonical query encoding", () => {
    expect(normalizeSearch("")).toBe("");
    expect(normalizeSearch("?page=2&x=a%20b")).toBe("?page=2&x=a+b");
    expect(normalizeSearch("?q=%3C/b%3E")).toBe(normalizeSearch("?q=%3C%2Fb%3E"));
  });
});
