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

/**
 * The fonts for a new document. They are parsed once per process (decoding the Korean layout
 * tables is most of a datasheet's time), but each document starts with an empty glyph cache:
 * fontkit keeps each glyph with the characters it was first asked for, and pdfkit writes those
 * into the text layer (ToUnicode), so a shared cache would let one document change another's
 * extracted text and bytes.
 */
export function documentFonts() {
  fonts ??= {
    regular: fontkit.create(readFileSync(file("Regular"))) as CachedFont,
    bold: fontkit.create(readFileSync(file("Bold"))) as CachedFont,
  };
  fonts.regular._glyphs = {};
  fonts.bold._glyphs = {};
  return fonts;
}
