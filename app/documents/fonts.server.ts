import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

/**
 * Pretendard (SIL Open Font License 1.1, npm `pretendard`): Hangul and Latin in one family with
 * a regular and a bold, shipped as TrueType, whose subsets fontkit writes far smaller than the
 * CFF (.otf) ones (about 20 KB against 60 KB for a page).
 */
const require = createRequire(import.meta.url);
export const fontFile = (weight: "Regular" | "Bold") =>
  require.resolve(`pretendard/dist/public/static/alternative/Pretendard-${weight}.ttf`);

type CachedFont = fontkit.Font & { _glyphs: Record<number, unknown> };
let fonts: { regular: CachedFont; bold: CachedFont } | undefined;

/** What one layout did: every glyph it asked the font for, in order, and the run it made. */
interface KeptRun {
  asked: [id: number, codePoints: number[]][];
  /** The run's own fields (script, features…) and prototype, without its glyphs and positions. */
  run: fontkit.GlyphRun;
  ids: number[];
  positions: fontkit.GlyphRun["positions"];
}

/** Runs kept per font: the catalogue's documents shape about 7,000 distinct words. */
const KEPT_RUNS = 10_000;

/**
 * Shaping a word (fontkit's OpenType layout) is most of a document's time, and the same words
 * recur in every datasheet, so each font keeps the runs it shaped, for the process's documents.
 * A document still gets glyphs of its own: a kept run asks the font again for every glyph the
 * layout asked for, in the same order, so the document's glyph cache (and its text layer) ends
 * as a fresh layout would leave it; pdfkit scales the positions it gets, so each gets copies.
 * Quotations and quote packs print what buyers and staff typed: past the bound, it starts over.
 */
export function keepRuns<Font extends fontkit.Font>(font: Font, limit = KEPT_RUNS): Font {
  const layout = font.layout.bind(font);
  const getGlyph = font.getGlyph.bind(font);
  const kept = new Map<string, KeptRun>();
  font.layout = (text: string, features?: string[], ...rest: unknown[]) => {
    if (typeof text !== "string" || (features !== undefined && !Array.isArray(features)))
      return layout(text, features, ...(rest as []));
    const key = JSON.stringify([text, features ?? null, ...rest]);
    let entry = kept.get(key);
    if (entry) {
      for (const [id, codePoints] of entry.asked) getGlyph(id, codePoints);
    } else {
      const asked: KeptRun["asked"] = [];
      font.getGlyph = (id: number, codePoints: number[] = []) => {
        asked.push([id, codePoints]);
        return getGlyph(id, codePoints);
      };
      let run: fontkit.GlyphRun;
      try {
        run = layout(text, features, ...(rest as []));
      } finally {
        delete (font as Partial<fontkit.Font>).getGlyph;
      }
      const { glyphs, positions } = run;
      entry = {
        asked,
        run: Object.assign(Object.create(Object.getPrototypeOf(run) as object), run, {
          glyphs: [],
          positions: [],
        }) as fontkit.GlyphRun,
        ids: glyphs.map((glyph) => glyph.id),
        positions,
      };
      if (kept.size >= limit) kept.clear();
      kept.set(key, entry);
    }
    return Object.assign(Object.create(Object.getPrototypeOf(entry.run) as object), entry.run, {
      glyphs: entry.ids.map((id) => getGlyph(id)),
      positions: entry.positions.map((position) =>
        Object.assign(Object.create(Object.getPrototypeOf(position) as object), position),
      ),
    }) as fontkit.GlyphRun;
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
    regular: keepRuns(fontkit.create(readFileSync(fontFile("Regular"))) as CachedFont),
    bold: keepRuns(fontkit.create(readFileSync(fontFile("Bold"))) as CachedFont),
  };
  fonts.regular._glyphs = {};
  fonts.bold._glyphs = {};
  return fonts;
}
