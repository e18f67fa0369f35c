import { describe, expect, it } from "vitest";
import { highlight } from "../../app/routes/about/highlight";

const marked = (text: string, keywords: string[]) =>
  highlight(text, keywords)
    .filter((s) => s.marked)
    .map((s) => s.text);

describe("timeline keyword highlighting", () => {
  it("marks every occurrence and keeps the whole text", () => {
    const segments = highlight("SIRCA 대리점 계약, SIRCA 밸브 조립", ["SIRCA"]);
    expect(segments.map((s) => s.text).join("")).toBe("SIRCA 대리점 계약, SIRCA 밸브 조립");
    expect(marked("SIRCA 대리점 계약, SIRCA 밸브 조립", ["SIRCA"])).toEqual(["SIRCA", "SIRCA"]);
  });

  it("ignores case and prefers the longer keyword", () => {
    expect(marked("Founded in Seoul", ["founded"])).toEqual(["Founded"]);
    expect(marked("pinch valve sleeves", ["valve", "pinch valve"])).toEqual(["pinch valve"]);
  });

  it("treats keywords as plain text, not patterns", () => {
    expect(marked("ISO 9001 (quality)", ["(quality)"])).toEqual(["(quality)"]);
    expect(marked("a.b and axb", ["a.b"])).toEqual(["a.b"]);
  });

  it("leaves text without keywords alone", () => {
    expect(highlight("plain", [])).toEqual([{ text: "plain", marked: false }]);
    expect(highlight("plain", ["zzz"])).toEqual([{ text: "plain", marked: false }]);
  });
});
