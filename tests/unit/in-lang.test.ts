import { describe, expect, expectTypeOf, it } from "vitest";
import { inLang } from "../../app/i18n/in-lang.server";
import type { InLang } from "../../app/i18n/localized";
import type { Block, ImageEntry } from "../../app/content/schemas";
import { findGalleryItem } from "../../app/content/live.server";

describe("inLang: loader data in the page's language only", () => {
  it("turns every { ko, en } pair, however deep, in objects and arrays into its language's value", () => {
    const data = {
      title: { ko: "제목", en: "Title" },
      rows: [{ label: { ko: "압력", en: "Pressure" }, value: "10 bar" }],
      image: { src: "/a.svg", alt: { ko: "도면", en: "Drawing" } },
      perLang: { ko: { src: "/ko.svg" }, en: { src: "/en.svg" } },
      count: 3,
      none: null,
    };
    expect(inLang("en", data)).toEqual({
      title: "Title",
      rows: [{ label: "Pressure", value: "10 bar" }],
      image: { src: "/a.svg", alt: "Drawing" },
      perLang: { src: "/en.svg" },
      count: 3,
      none: null,
    });
    expect(inLang("ko", data).title).toEqual("제목");
    const english = inLang("en", data);
    expectTypeOf(english.title).toEqualTypeOf<string>();
    expectTypeOf(english.rows).toEqualTypeOf<{ label: string; value: string }[]>();
    expectTypeOf(english.image).toEqualTypeOf<{ src: string; alt: string }>();
    expectTypeOf(english.perLang.src).toEqualTypeOf<string>();
    expectTypeOf(english.count).toEqualTypeOf<number>();
  });

  it("leaves objects with other keys beside ko and en whole, and never changes its input", () => {
    const data = { note: { ko: "가", en: "a", id: 1 } };
    expect(inLang("en", data)).toEqual(data);
    expectTypeOf(inLang("en", data)).toEqualTypeOf<typeof data>();
    const item = findGalleryItem("1")!;
    const before = JSON.stringify(item);
    const korean = JSON.stringify(inLang("ko", item));
    expect(JSON.stringify(item)).toBe(before);
    expect(korean).toContain(item.description.ko);
    expect(korean).not.toContain(item.description.en);
    expect(korean.length).toBeLessThan(before.length * 0.75);
  });

  it("gives views plain strings for content texts and lists", () => {
    expectTypeOf<InLang<ImageEntry>>().toEqualTypeOf<{
      src: string;
      width: number;
      height: number;
      alt: string;
      caption?: string | undefined;
    }>();
    type Overview = InLang<Extract<Block, { type: "overview" }>>;
    expectTypeOf<Overview["features"]>().toEqualTypeOf<string[]>();
    expectTypeOf<Overview["specifications"]>().toEqualTypeOf<{ label: string; value: string }[]>();
    // A table cell is a plain string or a pair: in one language, always a string.
    type Table = InLang<Extract<Block, { type: "section" }>>["content"][number];
    expectTypeOf<Extract<Table, { type: "table" }>["table"]["rows"]>().toEqualTypeOf<string[][]>();
  });
});
