import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

/**
 * Pretendard (SIL Open Font License 1.1, npm `pretendard`): Hangul and Latin in one family with
 * a regular and a bold, shipped as TrueType, whose subsets fontkit writes far smaller than the
 * CFF (.otf) ones (about 20 KB against 60 KB for a page).
 */
const require = createRequire(import.meta.url);
const file = (weight: string) =>
  require.resolve(`pretendard/dist/public/static/alternative/Pretendard-${weight}.ttf`);

type CachedFont = fontkit.Font & { _glyphs: Record<number, unknown> };
let fonts: { regular: CachedFont; bold: CachedFont } | undefined;

/** What one layout did: every glyph it asked the font for, in order, and what it returned. */
interface RecordedRun {
  asked: [id: number, codePoints: number[]][];
  run: fontkit.GlyphRun;
}

/**
 * Shaping a word (fontkit's OpenType layout) is most of a document's time, and the same words
 * recur in every datasheet, so each font keeps the runs it shaped for the whole process. A
 * document still gets glyphs of its own: a kept run asks the font again for every glyph the
 * layout asked for, in the same order, so the document's glyph cache (and its text layer) ends
 * as a fresh layout would leave it; pdfkit scales the positions it gets, so each gets copies.
 */
function keepRuns(font: CachedFont): CachedFont {
  const layout = font.layout.bind(font);
  const getGlyph = font.getGlyph.bind(font);
  const kept = new Map<string, RecordedRun>();
  font.layout = (text: string, features?: string[], ...rest: unknown[]) => {
    if (typeof text !== "string" || (features !== undefined && !Array.isArray(features)))
      return layout(text, features, ...(rest as []));
    const key = JSON.stringify([text, features ?? null, ...rest]);
    let recorded = kept.get(key);
    if (recorded) {
      for (const [id, codePoints] of recorded.asked) getGlyph(id, codePoints);
    } else {
      const asked: RecordedRun["asked"] = [];
      font.getGlyph = (id: number, codePoints: number[] = []) => {
        asked.push([id, codePoints]);
        return getGlyph(id, codePoints);
      };
      try {
        recorded = { asked, run: layout(text, features, ...(rest as [])) };
      } finally {
        delete (font as Partial<CachedFont>).getGlyph;
      }
      kept.set(key, recorded);
    }
    const { run } = recorded;
    const copy = Object.create(Object.getPrototypeOf(run) as object) as fontkit.GlyphRun;
    return Object.assign(copy, run, {
      glyphs: run.glyphs.map((glyph) => getGlyph(glyph.id)),
      positions: run.positions.map((position) =>
        Object.assign(Object.create(Object.getPrototypeOf(position) as object), position),
      ),
    });
  };
  return font;
}

/**
 * The fonts for a new document. They are parsed once per process (decoding the Korean layout
 * tables is most of a datasheet's time), but each document starts with an empty glyph cache:
 * fontkit keeps each glyph with the characters it was first asked for, and pdfkit writes those
 * into the text layer (ToUnicode), so a shared cache would let one document change another's
 * extracted text and bytes.
 */
export function documentFonts() {
  fonts ??= {
    regular: keepRuns(fontkit.create(readFileSync(file("Regular"))) as CachedFont),
    bold: keepRuns(fontkit.create(readFileSync(file("Bold"))) as CachedFont),
  };
  fonts.regular._glyphs = {};
  fonts.bold._glyphs = {};
  return fonts;
}
