import SVGtoPDF from "svg-to-pdfkit";
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

/**
 * Lines of `text` at most `width` wide in the current font and size. Lines break between words
 * only, as Korean is set (CSS `word-break: keep-all`; pdfkit's own wrapper breaks between any two
 * Hangul syllables); a single word wider than the line (a long code) is the one thing cut.
 */
export function wrap(doc: Pdf, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (doc.widthOfString(joined) <= width) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      let rest = [...word];
      while (rest.length > 1 && doc.widthOfString(rest.join("")) > width) {
        const fit = fitting(doc, rest, width);
        lines.push(rest.slice(0, fit).join(""));
        rest = rest.slice(fit);
      }
      line = rest.join("");
    }
    lines.push(line);
  }
  return lines;
}

/**
 * How many of `chars` (at least one, fewer than all) start a piece at most `width` wide: the
 * longest such start, found by halving (a start is never narrower than a shorter one), so a
 * word of n letters is measured about log2(n) times per line cut from it, not n times.
 */
function fitting(doc: Pdf, chars: readonly string[], width: number): number {
  let fits = 1;
  let over = chars.length;
  while (over - fits > 1) {
    const middle = (fits + over) >>> 1;
    if (doc.widthOfString(chars.slice(0, middle).join("")) <= width) fits = middle;
    else over = middle;
  }
  return fits;
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
  /** Share of the table's width. */
  share: number;
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

  constructor(
    readonly doc: Pdf,
    private readonly readDrawing: ReadDrawing,
  ) {}

  /** A new page; `label` names what the page belongs to in its frame (kept until changed). */
  page(label = this.label) {
    this.label = label;
    this.doc.addPage({ size: "A4", margin: 0 });
    this.labels.push(label);
    this.y = TOP;
  }

  need(height: number) {
    if (this.y + height > BOTTOM) this.page();
  }

  private style(font: Font, size: number, color: string) {
    this.doc.font(font).fontSize(size).fillColor(color);
  }

  text(
    text: string,
    { font = "regular", size = 10, color = COLORS.text, indent = 0, after = 6 }: TextStyle = {},
  ) {
    this.style(font, size, color);
    const lineHeight = size * 1.5;
    for (const line of wrap(this.doc, text, this.width - indent)) {
      this.need(lineHeight);
      this.doc.text(line, this.left + indent, this.y, { lineBreak: false });
      this.y += lineHeight;
    }
    this.y += after;
  }

  /** A heading kept with `keep` points of what follows (three lines of text by default). */
  heading(text: string, size = 13, keep = 45) {
    this.need(size * 1.6 + keep);
    this.y += 6;
    this.text(text, { font: "bold", size, color: COLORS.brand, after: 4 });
  }

  bullets(items: readonly string[]) {
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
    const total = columns.reduce((sum, column) => sum + column.share, 0);
    const widths = columns.map((column) => (column.share / total) * this.width);
    const pad = 4;
    const lineHeight = size * 1.4;
    const header = columns.some((column) => column.label) ? columns.map((c) => c.label) : null;
    const draw = (cells: readonly string[], font: Font, fill?: string): RowBox => {
      this.style(font, size, COLORS.text);
      const lines = cells.map((cell, i) => wrap(this.doc, cell, widths[i]! - 2 * pad));
      const height = Math.max(...lines.map((l) => l.length)) * lineHeight + 2 * pad;
      if (this.y + height > BOTTOM) {
        this.page();
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
    if (header) {
      this.need(2 * (lineHeight + 2 * pad));
      draw(header, "bold", HEADER_FILL);
    }
    rows.forEach((row, i) => {
      const box = draw(row, "regular");
      drawn?.(i, box);
    });
    this.y += 10;
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
