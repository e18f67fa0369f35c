import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { fontFile, keepRuns } from "../../app/documents/fonts.server";

type Font = fontkit.Font & { _glyphs: Record<number, unknown> };

const bytes = readFileSync(fontFile("Regular"));

/** A font whose layouts are counted, its runs kept up to `limit`. */
function countedFont(limit: number) {
  const font = fontkit.create(bytes) as Font;
  const layout = font.layout.bind(font);
  const shaped: string[] = [];
  font.layout = ((text: string, ...rest: []) => {
    shaped.push(text);
    return layout(text, ...rest);
  }) as Font["layout"];
  return { font: keepRuns(font, limit), shaped };
}

const plain = fontkit.create(bytes) as Font;
const summary = (run: fontkit.GlyphRun) => ({
  ids: run.glyphs.map((glyph) => glyph.id),
  codePoints: run.glyphs.map((glyph) => glyph.codePoints),
  positions: run.positions.map((p) => [p.xAdvance, p.yAdvance, p.xOffset, p.yOffset]),
  advanceWidth: run.advanceWidth,
});

describe("the documents' fonts keep the words they shaped", () => {
  it("shape a word once and give every caller the run a fresh layout gives", () => {
    const { font, shaped } = countedFont(100);
    const first = font.layout("최대 토크 1,000 N·m");
    // pdfkit scales the positions it gets in place: the next caller must not see that.
    for (const position of first.positions) position.xAdvance *= 10;
    const again = font.layout("최대 토크 1,000 N·m");
    expect(shaped).toEqual(["최대 토크 1,000 N·m"]);
    expect(summary(again)).toEqual(summary(plain.layout("최대 토크 1,000 N·m")));
  });

  it("give a new document the glyphs of its own cache, as a fresh layout leaves it", () => {
    const { font } = countedFont(100);
    font.layout("Valve 밸브");
    // A new document (documentFonts) starts with an empty glyph cache.
    font._glyphs = {};
    const run = font.layout("Valve 밸브");
    for (const glyph of run.glyphs) expect(font._glyphs[glyph.id]).toBe(glyph);
    plain._glyphs = {};
    // The characters each glyph stands for are the document's text layer (ToUnicode).
    expect(summary(run)).toEqual(summary(plain.layout("Valve 밸브")));
    expect(Object.keys(font._glyphs).sort()).toEqual(Object.keys(plain._glyphs).sort());
  });

  it("have a glyph for every sign a figure is written with, in each weight", () => {
    // "N·m", "2 × PG21", "25–18,500", "-20~+100 °C" (issue 59): no tofu in a datasheet.
    for (const weight of ["Regular", "Bold"] as const) {
      const font = fontkit.create(readFileSync(fontFile(weight))) as Font;
      for (const sign of ["·", "×", "–", "~", "°", "₩"]) {
        expect(font.hasGlyphForCodePoint(sign.codePointAt(0)!), `${weight} ${sign}`).toBe(true);
        expect(font.glyphForCodePoint(sign.codePointAt(0)!).id, `${weight} ${sign}`).not.toBe(0);
      }
    }
  });

  it("start over past the bound, so typed words cannot fill the memory", () => {
    const { font, shaped } = countedFont(3);
    for (const word of ["a", "b", "c", "d", "a", "d"]) font.layout(word);
    // "d" found three kept and started over; "a" had to be shaped again, "d" did not.
    expect(shaped).toEqual(["a", "b", "c", "d", "a"]);
  });
});
