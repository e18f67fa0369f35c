import { describe, expect, it } from "vitest";
import { en } from "../../app/i18n/messages";
import { ko } from "../../app/i18n/messages";
import { langFromPath, localePath, stripLang, switchLangPath, isLang } from "../../app/i18n/lang";
import { translate } from "../../app/i18n/translate.server";

describe("dictionaries", () => {
  it("have exactly the same keys", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ko).sort());
  });

  it("have no empty strings", () => {
    for (const [key, value] of [...Object.entries(ko), ...Object.entries(en)]) {
      expect(value.trim(), key).not.toBe("");
    }
  });

  it("use the same placeholders in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(ko) as (keyof typeof ko)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(ko[key]));
    }
  });
});

describe("translate", () => {
  it("reads the real dictionaries", () => {
    expect(translate("ko", "notFound.title")).toBe("페이지를 찾을 수 없습니다");
    expect(translate("en", "notFound.title")).toBe("Page not found");
    expect(translate("en", "a11y.submenuOf", { label: "Gallery" })).toBe("Gallery submenu");
  });
});

describe("language URLs", () => {
  it("accepts only ko and en", () => {
    expect(isLang("ko")).toBe(true);
    expect(isLang("en")).toBe(true);
    for (const value of ["EN", "fr", "", null, undefined, "en-US"])
      expect(isLang(value)).toBe(false);
  });

  it("reads the language from the path", () => {
    expect(langFromPath("/")).toBe("ko");
    expect(langFromPath("/products")).toBe("ko");
    expect(langFromPath("/en")).toBe("en");
    expect(langFromPath("/en/products")).toBe("en");
    expect(langFromPath("/english")).toBe("ko");
    expect(langFromPath("/enx/products")).toBe("ko");
  });

  it("maps pages between languages", () => {
    expect(stripLang("/en")).toBe("/");
    expect(stripLang("/en/about/map")).toBe("/about/map");
    expect(stripLang("/about")).toBe("/about");
    expect(localePath("en", "/")).toBe("/en");
    expect(localePath("en", "/gallery/1")).toBe("/en/gallery/1");
    expect(localePath("ko", "/gallery/1")).toBe("/gallery/1");
    expect(switchLangPath("/en/products/electric", "ko")).toBe("/products/electric");
    expect(switchLangPath("/products/electric", "en")).toBe("/en/products/electric");
    expect(switchLangPath("/", "en")).toBe("/en");
    expect(switchLangPath("/en", "ko")).toBe("/");
  });
});
