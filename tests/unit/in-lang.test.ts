import { describe, expect, it } from "vitest";
import { inLang } from "../../app/i18n/in-lang.server";
import { findGalleryItem } from "../../app/content/gallery";

describe("inLang: loader data in the page's language only", () => {
  it("keeps one side of every { ko, en } pair, however deep, in objects and arrays", () => {
    const data = {
      title: { ko: "제목", en: "Title" },
      rows: [{ label: { ko: "압력", en: "Pressure" }, value: "10 bar" }],
      image: { src: "/a.svg", alt: { ko: "도면", en: "Drawing" } },
      perLang: { ko: { src: "/ko.svg" }, en: { src: "/en.svg" } },
      count: 3,
      none: null,
    };
    expect(inLang("en", data)).toEqual({
      title: { en: "Title" },
      rows: [{ label: { en: "Pressure" }, value: "10 bar" }],
      image: { src: "/a.svg", alt: { en: "Drawing" } },
      perLang: { en: { src: "/en.svg" } },
      count: 3,
      none: null,
    });
    expect(inLang("ko", data).title).toEqual({ ko: "제목" });
  });

  it("leaves objects with other keys beside ko and en whole, and never changes its input", () => {
    const data = { note: { ko: "가", en: "a", id: 1 } };
    expect(inLang("en", data)).toEqual(data);
    const item = findGalleryItem("1")!;
    const before = JSON.stringify(item);
    const korean = JSON.stringify(inLang("ko", item));
    expect(JSON.stringify(item)).toBe(before);
    expect(korean).toContain(item.description.ko);
    expect(korean).not.toContain(item.description.en);
    expect(korean.length).toBeLessThan(before.length * 0.75);
  });
});
