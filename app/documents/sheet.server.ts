import SVGtoPDF from "svg-to-pdfkit";
import { bindFigures, NBSP } from "../i18n/figure-spaces";
import type { Pdf } from "./pdf.server";

/** A4 in points, and the print margins: 20 mm at the sides, room for the frame above and below. */
const MM = 72 / 25.4;
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 20 * MM;
const TOP = 30 * MM;
export const BOTTOM = PAGE.height - 28 * MM;

export const COLORS = { text: "#1d232b", muted: "#56606c", brand: "#0f3d75", rule: "#c9d1db" };
const HEADER_FILL = "#eef2f6";

type Font = "regular" | "bold";

/** Reads a drawing of the site (`/images/products/x.svg`) as SVG text. */
export type ReadDrawing = (src: string) => string;

/**
 * A drawing as a document in `lang` prints it: one SVG serves both languages and writes its
 * ranges with an en dash ("2–8 bar", scripts/draw-products.mjs); a Korean document reads them
 * with "~" as all its other ranges (issue 73). The web pages show the file as drawn.
 */
export function drawingInLang(readDrawing: ReadDrawing, lang: "ko" | "en"): ReadDrawing {
  if (lang === "en") return readDrawing;
  return (src) =>
    readDrawing(src).replace(
      /(>[^<]*?\d) ?– ?(\d[^<]*<)/g,
      (_, before: string, after: string) => `${before}~${after}`,
    );
}

/** A piece of a paragraph: a word the web page emphasises (`<strong>`) is a bold run. */
export interface Run {
  text: string;
  bold?: boolean;
}

/** What a block of text is: plain, or runs that join as written (no space between them). */
export type Text = string | readonly Run[];

/** A line's piece in one font, placed after the one before it. */
interface Piece {
  text: string;
  font: Font;
}

/** Spaces a line may break at: U+00A0 is the one that binds. */
const BREAKING_SPACE = /[^\S\u00a0]+/;

/**
 * Lines of `text` at most `width` wide in the current font and size. Lines break between words
 * only, as Korean is set (CSS `word-break: keep-all`; pdfkit's own wrapper breaks between any two
 * Hangul syllables), and never inside a figure's group ("50/60 Hz", "DN 65 (65A)": ko 37,
 * `bindFigures`); a single word wider than the line (a long code) is the one thing cut.
 */
export function wrap(doc: Pdf, text: string, width: number): string[] {
  return text.split("\n").flatMap((paragraph) => {
    const words = boundWords(paragraph);
    const measure = (from: number, to: number) => doc.widthOfString(spaced(words, from, to));
    return breakLines(words, width, measure).map(([from, to]) => spaced(words, from, to));
  });
}

/** A paragraph's words joined by single spaces, those inside a figure's group bound. */
const boundWords = (paragraph: string) =>
  bindFigures(paragraph.split(BREAKING_SPACE).filter(Boolean).join(" "));

/** A range of `words` as printed: a bound space is an ordinary one once the line is made. */
const spaced = (words: string, from: number, to: number) =>
  words.slice(from, to).replaceAll(NBSP, " ");

/**
 * Lines of `runs`, each run in its font, at most `width` wide: as `wrap`, a line measured as the
 * sum of its pieces. Runs join as written, so "<strong>복동형</strong>은" reads "복동형은".
 */
function wrapRuns(doc: Pdf, runs: readonly Piece[], size: number, width: number): Piece[][] {
  const lines: Piece[][] = [];
  for (const { words, fonts } of runParagraphs(runs)) {
    const pieces = (from: number, to: number) => {
      const out: Piece[] = [];
      for (let i = from; i < to; i += 1) {
        const char = words[i] === NBSP ? " " : words[i]!;
        const last = out.at(-1);
        if (last && last.font === fonts[i]) last.text += char;
        else out.push({ text: char, font: fonts[i]! });
      }
      return out;
    };
    const measure = (from: number, to: number) =>
      pieces(from, to).reduce(
        (sum, piece) => sum + doc.font(piece.font).fontSize(size).widthOfString(piece.text),
        0,
      );
    for (const [from, to] of breakLines(words, width, measure)) lines.push(pieces(from, to));
  }
  return lines;
}

/**
 * The paragraphs of `runs` (split at "\n"), each as its words joined by single spaces and the
 * font of each UTF-16 unit: whitespace collapses across runs as HTML's does.
 */
function runParagraphs(runs: readonly Piece[]) {
  const paragraphs = [{ words: "", fonts: [] as Font[] }];
  let space: Font | undefined;
  for (const run of runs) {
    for (const char of run.text) {
      const paragraph = paragraphs.at(-1)!;
      if (char === "\n") {
        paragraphs.push({ words: "", fonts: [] });
        space = undefined;
      } else if (BREAKING_SPACE.test(char)) {
        if (paragraph.words) space ??= run.font;
      } else {
        if (space) {
          paragraph.words += " ";
          paragraph.fonts.push(space);
          space = undefined;
        }
        paragraph.words += char;
        for (let unit = 0; unit < char.length; unit += 1) paragraph.fonts.push(run.font);
      }
    }
  }
  // Binding changes spaces only, so each unit keeps its font.
  return paragraphs.map(({ words, fonts }) => ({ words: bindFigures(words), fonts }));
}

/**
 * Where `words` (words joined by single spaces) breaks into lines at most `width` wide, as
 * [from, to) ranges; `measure` gives a range's width. Greedy: each line takes as many words as
 * fit; a word wider than the line is cut where it reaches the width. An empty paragraph is one
 * empty line.
 */
function breakLines(
  words: string,
  width: number,
  measure: (from: number, to: number) => number,
): [number, number][] {
  const lines: [number, number][] = [];
  let line: [number, number] | undefined;
  for (const [from, to] of loosened(words, width, measure)) {
    const word = words.slice(from, to);
    if (measure(line?.[0] ?? from, to) <= width) {
      line = [line?.[0] ?? from, to];
      continue;
    }
    if (line) lines.push(line);
    // Cut at code points, never inside a surrogate pair.
    const ends: number[] = [];
    let end = from;
    for (const char of word) ends.push((end += char.length));
    let first = 0;
    const startOf = (n: number) => (n === 0 ? from : ends[n - 1]!);
    while (ends.length - first > 1 && measure(startOf(first), to) > width) {
      const fit = fitting(
        ends.length - first,
        (n) => measure(startOf(first), ends[first + n - 1]!) <= width,
      );
      lines.push([startOf(first), ends[first + fit - 1]!]);
      first += fit;
    }
    line = [startOf(first), to];
  }
  lines.push(line ?? [0, 0]);
  return lines;
}

/**
 * The words of `words` as [from, to) ranges, a bound group wider than the line parted where it
 * binds least: before its parenthesis ("PN32" "(1-1/4 in, 32A)"), then at every bound space; a
 * group is whole wherever it fits, and cut as a word only when no part of it can be.
 */
function loosened(
  words: string,
  width: number,
  measure: (from: number, to: number) => number,
): [number, number][] {
  const ranges: [number, number][] = [];
  const part = (from: number, to: number, at: RegExp) => {
    const parts: [number, number][] = [];
    let start = from;
    for (const match of words.slice(from, to).matchAll(at)) {
      parts.push([start, from + match.index]);
      start = from + match.index + 1;
    }
    return [...parts, [start, to] as [number, number]];
  };
  const loosen = (from: number, to: number): [number, number][] => {
    if (!words.slice(from, to).includes(NBSP) || measure(from, to) <= width) return [[from, to]];
    for (const at of [/\u00a0(?=\()/g, /\u00a0/g]) {
      const parts = part(from, to, at);
      if (parts.length > 1) return parts.flatMap(([a, b]) => loosen(a, b));
    }
    return [[from, to]];
  };
  let at = 0;
  for (const word of words.split(" ")) {
    if (word) ranges.push(...loosen(at, at + word.length));
    at += word.length + 1;
  }
  return ranges;
}

/**
 * How many of `count` letters (at least one, fewer than all) start a piece that `fits`: the
 * longest such start, found by halving (a start is never narrower than a shorter one), so a
 * word of n letters is measured about log2(n) times per line cut from it, not n times.
 */
function fitting(count: number, fits: (n: number) => boolean): number {
  let fit = 1;
  let over = count;
  while (over - fit > 1) {
    const middle = (fit + over) >>> 1;
    if (fits(middle)) fit = middle;
    else over = middle;
  }
  return fit;
}

interface TextStyle {
  font?: Font;
  size?: number;
  color?: string;
  /** Indent from the left margin. */
  indent?: number;
  /** Space below, in points. */
  after?: number;
}

/** Where a table's row was drawn: its page, top and height, and each cell's place and lines. */
export interface RowBox {
  page: number;
  top: number;
  height: number;
  pad: number;
  lineHeight: number;
  cells: { x: number; width: number; lines: string[] }[];
}

interface Column {
  label: string;
  /** Share of the table's width; none in any column: widths from the cells (`autoWidths`). */
  share?: number;
}

/**
 * Widths of columns as a browser's automatic table layout gives them (the web page's tables):
 * each at least its widest group that does not break (`least`), the room left shared by how much
 * more each column's longest text would take (`most`). Equal shares put "Class 150/300/600" in a
 * column of dashes' width and broke it (ko 37).
 */
function autoWidths(least: readonly number[], most: readonly number[], width: number) {
  const sum = (list: readonly number[]) => list.reduce((a, b) => a + b, 0);
  const [low, high] = [sum(least), sum(most)];
  if (high <= width) return most.map((w) => (w * width) / high);
  if (low >= width) return least.map((w) => (w * width) / low);
  return least.map((w, i) => w + ((most[i]! - w) * (width - low)) / (high - low));
}

/** A cell's widest group that does not break and its whole widest line, in the current font. */
function cellWidths(doc: Pdf, text: string) {
  let least = 0;
  let most = 0;
  for (const paragraph of text.split("\n")) {
    const words = boundWords(paragraph);
    most = Math.max(most, doc.widthOfString(spaced(words, 0, words.length)));
    for (const word of words.split(" ")) {
      least = Math.max(least, doc.widthOfString(spaced(word, 0, word.length)));
    }
  }
  return { least, most };
}

/**
 * One document's pages, filled from top to bottom: every block asks for the room it needs and
 * starts a new page when it is not there. Each page keeps a label for its frame (drawn last).
 */
export class Sheet {
  y = TOP;
  readonly left = MARGIN;
  readonly width = PAGE.width - 2 * MARGIN;
  readonly labels: string[] = [];
  private label = "";
  /**
   * Headings and captions not drawn yet: each is drawn where the first line, row or drawing
   * after it goes, so none is left alone at a page's foot (ko 26).
   */
  private held: { text: string; style: TextStyle; before: number; height: number; keep: number }[] =
    [];
  /** The style last set, put back after held headings are drawn in the middle of a block. */
  private current: [Font, number, string] = ["regular", 10, COLORS.text];

  constructor(
    readonly doc: Pdf,
    private readonly readDrawing: ReadDrawing,
  ) {}

  /**
   * A new page; `label` names what the page belongs to in its frame (kept until changed). A
   * heading still held has nothing after it on this page's part: it is drawn first, here.
   */
  page(label = this.label) {
    this.flush();
    this.newPage(label);
  }

  private newPage(label = this.label) {
    this.label = label;
    this.doc.addPage({ size: "A4", margin: 0 });
    this.labels.push(label);
    this.y = TOP;
  }

  /**
   * Room for `height` points, on a new page when this one has not got it. The headings held go
   * first, on the page where there is room for them and this, or `keep` points of it.
   */
  need(height: number) {
    if (this.held.length > 0) {
      const held = this.held.reduce((sum, heading) => sum + heading.height, 0);
      const keep = Math.max(height, ...this.held.map((heading) => heading.keep));
      if (this.y + held + keep > BOTTOM && this.y > TOP) this.newPage();
      this.flush();
    }
    if (this.y + height > BOTTOM) this.newPage();
  }

  /** Draws the headings held where the sheet is: once nothing more follows them. */
  flush() {
    const held = this.held;
    if (held.length === 0) return;
    this.held = [];
    const [font, size, color] = this.current;
    for (const heading of held) {
      this.y += heading.before;
      this.text(heading.text, heading.style);
    }
    this.style(font, size, color);
  }

  /** Holds `text` to be drawn with what follows it: its height as `text` would draw it. */
  private hold(
    text: string,
    style: Required<Omit<TextStyle, "indent">>,
    before: number,
    keep: number,
  ) {
    const [font, size, color] = this.current;
    const lines = wrapRuns(this.doc, [{ text, font: style.font }], style.size, this.width).length;
    this.style(font, size, color);
    const height = before + lines * style.size * 1.5 + style.after;
    this.held.push({ text, style, before, height, keep });
  }

  private style(font: Font, size: number, color: string) {
    this.current = [font, size, color];
    this.doc.font(font).fontSize(size).fillColor(color);
  }

  text(
    text: Text,
    { font = "regular", size = 10, color = COLORS.text, indent = 0, after = 6 }: TextStyle = {},
  ) {
    const runs =
      typeof text === "string"
        ? [{ text, font }]
        : text.map((run) => ({ text: run.text, font: run.bold ? ("bold" as const) : font }));
    const lineHeight = size * 1.5;
    for (const line of wrapRuns(this.doc, runs, size, this.width - indent)) {
      this.need(lineHeight);
      let x = this.left + indent;
      for (const piece of line) {
        this.style(piece.font, size, color);
        this.doc.text(piece.text, x, this.y, { lineBreak: false });
        x += this.doc.widthOfString(piece.text);
      }
      this.y += lineHeight;
    }
    this.y += after;
  }

  /**
   * A heading, kept with the first line, row or drawing after it and with at least `keep`
   * points of what follows (three lines of text by default).
   */
  heading(text: string, size = 13, keep = 45) {
    this.hold(text, { font: "bold", size, color: COLORS.brand, after: 4 }, 6, keep);
  }

  /** A table's caption, kept with its header and first row as a heading is. */
  caption(text: string) {
    this.hold(text, { font: "bold", size: 10, color: COLORS.text, after: 2 }, 0, 0);
  }

  bullets(items: readonly Text[]) {
    for (const item of items) {
      this.style("regular", 10, COLORS.text);
      this.need(15);
      this.doc.text("•", this.left + 4, this.y, { lineBreak: false });
      this.text(item, { indent: 16, after: 2 });
    }
    this.y += 4;
  }

  /**
   * A table of wrapped cells; the header row (when there are labels) repeats on each page.
   * `drawn` is told where each body row went (a mark to draw over it once the table is done).
   */
  table(
    columns: readonly Column[],
    rows: readonly (readonly string[])[],
    size = 9,
    drawn?: (row: number, box: RowBox) => void,
  ) {
    const pad = 4;
    const lineHeight = size * 1.4;
    const header = columns.some((column) => column.label) ? columns.map((c) => c.label) : null;
    const total = columns.reduce((sum, column) => sum + (column.share ?? 0), 0);
    const widths = columns.every((column) => column.share !== undefined)
      ? columns.map((column) => (column.share! / total) * this.width)
      : this.cellWidths(columns, rows, header, size, pad);
    const measure = (cells: readonly string[], font: Font) => {
      this.style(font, size, COLORS.text);
      const lines = cells.map((cell, i) => wrap(this.doc, cell, widths[i]! - 2 * pad));
      return { lines, height: Math.max(...lines.map((l) => l.length)) * lineHeight + 2 * pad };
    };
    const draw = (cells: readonly string[], font: Font, fill?: string): RowBox => {
      const { lines, height } = measure(cells, font);
      if (this.y + height > BOTTOM) {
        this.newPage();
        if (header && fill === undefined) draw(header, "bold", HEADER_FILL);
        this.style(font, size, COLORS.text);
      }
      if (fill) this.doc.rect(this.left, this.y, this.width, height).fill(fill);
      this.doc.fillColor(COLORS.text);
      let x = this.left;
      const { start, count } = this.doc.bufferedPageRange();
      const box: RowBox = {
        page: start + count - 1,
        top: this.y,
        height,
        pad,
        lineHeight,
        cells: [],
      };
      lines.forEach((cellLines, i) => {
        box.cells.push({ x, width: widths[i]!, lines: cellLines });
        // The first column names the row: bold, as a row header.
        this.doc.font(i === 0 && !fill && !header ? "bold" : font);
        cellLines.forEach((line, n) => {
          this.doc.text(line, x + pad, this.y + pad + n * lineHeight, { lineBreak: false });
        });
        x += widths[i]!;
      });
      this.y += height;
      this.doc
        .moveTo(this.left, this.y)
        .lineTo(this.left + this.width, this.y)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
      return box;
    };
    // The header and the first row start on one page, with the caption or heading before them.
    const first = rows[0] ? measure(rows[0], "regular").height : 0;
    this.need((header ? measure(header, "bold").height : 0) + first);
    if (header) draw(header, "bold", HEADER_FILL);
    rows.forEach((row, i) => {
      const box = draw(row, "regular");
      drawn?.(i, box);
    });
    this.y += 10;
  }

  /** Each column's width from its cells, as `autoWidths`; the header and the first column bold. */
  private cellWidths(
    columns: readonly Column[],
    rows: readonly (readonly string[])[],
    header: readonly string[] | null,
    size: number,
    pad: number,
  ) {
    const least = columns.map(() => 0);
    const most = columns.map(() => 0);
    const measure = (cells: readonly string[], bold: (i: number) => boolean) =>
      cells.forEach((cell, i) => {
        this.style(bold(i) ? "bold" : "regular", size, COLORS.text);
        const widths = cellWidths(this.doc, cell);
        least[i] = Math.max(least[i]!, widths.least + 2 * pad);
        most[i] = Math.max(most[i]!, widths.most + 2 * pad);
      });
    if (header) measure(header, () => true);
    for (const row of rows) measure(row, (i) => i === 0 && !header);
    return autoWidths(least, most, this.width);
  }

  /** Label and value rows: the product's specification table. */
  specs(
    rows: readonly { label: string; value: string }[],
    drawn?: (row: number, box: RowBox) => void,
  ) {
    this.table(
      [
        { label: "", share: 38 },
        { label: "", share: 62 },
      ],
      rows.map((row) => [row.label, row.value]),
      9,
      drawn,
    );
  }

  /** Drawings as vector graphics, two to a row, each with its caption. */
  drawings(images: readonly { src: string; width: number; height: number; caption: string }[]) {
    const gutter = 14;
    const cell = (this.width - gutter) / 2;
    for (let i = 0; i < images.length; i += 2) {
      const row = images.slice(i, i + 2);
      const heights = row.map((image) => (cell * image.height) / image.width);
      this.style("regular", 8.5, COLORS.muted);
      const captions = row.map((image) => wrap(this.doc, image.caption, cell));
      const height =
        Math.max(...heights) + 6 + Math.max(...captions.map((c) => c.length)) * 12 + 12;
      this.need(height);
      row.forEach((image, n) => {
        const x = this.left + n * (cell + gutter);
        SVGtoPDF(this.doc, this.readDrawing(image.src), x, this.y, {
          width: cell,
          height: heights[n]!,
          preserveAspectRatio: "xMidYMid meet",
          fontCallback: (_family, bold) => (bold ? "bold" : "regular"),
        });
        this.doc
          .rect(x, this.y, cell, heights[n]!)
          .lineWidth(0.5)
          .strokeColor(COLORS.rule)
          .stroke();
        this.style("regular", 8.5, COLORS.muted);
        captions[n]!.forEach((line, k) => {
          this.doc.text(line, x, this.y + heights[n]! + 6 + k * 12, { lineBreak: false });
        });
      });
      this.y += height;
    }
  }
}
