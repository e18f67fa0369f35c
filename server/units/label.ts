import QRCode from "qrcode";
import { createPdf } from "../../app/documents/pdf.server";
import type { Lang } from "../../app/i18n/lang";

/**
 * A unit's QR code and its label sheet (decision 033). The code holds the unit's exact public
 * link; error correction M (15%) survives a scratched or dusty plate while keeping a link of
 * about 50 characters at version 3 or 4 (29 to 33 modules), readable at 25 mm.
 */

export interface LabelUnit {
  serial: string;
  productCode: string;
  tag: string;
  /** The public link the code holds: https://example.com/u/{token}. */
  link: string;
}

const QR_OPTIONS = { errorCorrectionLevel: "M" } as const;

/** The link without its scheme, as the label prints it for typing: "example.com/u/AbC…". */
export function shortAddress(link: string): string {
  return link.replace(/^https?:\/\//, "");
}

/** The QR code as an SVG document (4 modules of quiet zone), black on white. */
export function qrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { ...QR_OPTIONS, type: "svg", margin: 4 });
}

const MM = 72 / 25.4;
/** Eight labels of 90 x 60 mm on A4, two columns and four rows, for cutting or label paper. */
const COLUMNS = 2;
const ROWS = 4;
const LABEL = { width: 90 * MM, height: 60 * MM };
const QR_SIZE = 40 * MM;

const WORDS = {
  ko: { title: "명판 라벨", product: "제품", tag: "태그", scan: "스캔하면 도면·성적서" },
  en: { title: "Nameplate labels", product: "Product", tag: "Tag", scan: "Scan for papers" },
};

/**
 * The label sheet: an A4 PDF in the documents' font with eight copies of the label (the QR code
 * drawn as filled squares, so it stays exact at any print size, the serial, the product code,
 * the tag and the short address in text).
 */
export async function labelPdf(unit: LabelUnit, lang: Lang, date: Date): Promise<Buffer> {
  return labelsPdf(
    Array.from({ length: COLUMNS * ROWS }, () => unit),
    lang,
    date,
    unit.serial,
  );
}

/**
 * Labels of several units, one each, eight to an A4 page: a delivery's units (decision 047).
 * `subject` names the sheet in its metadata.
 */
export async function labelsPdf(
  units: readonly LabelUnit[],
  lang: Lang,
  date: Date,
  subject = units[0]?.serial ?? "",
): Promise<Buffer> {
  const words = WORDS[lang];
  const { doc, bytes } = createPdf({
    title: `${words.title} ${subject}`,
    lang,
    author: "Hanbit Flow Control",
    subject,
    date,
  });
  units.forEach((unit, index) => {
    const at = index % (COLUMNS * ROWS);
    if (at === 0) doc.addPage({ size: "A4", margin: 0 });
    drawLabel(doc, unit, words, Math.floor(at / COLUMNS), at % COLUMNS);
  });
  if (units.length === 0) doc.addPage({ size: "A4", margin: 0 });
  doc.end();
  return bytes;
}

/** One label in its place on the page: `row` and `column` of the sheet's grid. */
function drawLabel(
  doc: ReturnType<typeof createPdf>["doc"],
  unit: LabelUnit,
  words: (typeof WORDS)[Lang],
  row: number,
  column: number,
) {
  const qr = QRCode.create(unit.link, QR_OPTIONS);
  const size = qr.modules.size;
  const page = { width: doc.page.width, height: doc.page.height };
  const left = (page.width - COLUMNS * LABEL.width) / 2;
  const top = (page.height - ROWS * LABEL.height) / 2;
  const x = left + column * LABEL.width;
  const y = top + row * LABEL.height;
  // A thin cutting line.
  doc.lineWidth(0.3).strokeColor("#999999").rect(x, y, LABEL.width, LABEL.height).stroke();
  const qx = x + 5 * MM;
  const qy = y + (LABEL.height - QR_SIZE) / 2;
  // The quiet zone is the label's white; each dark module a filled square.
  const cell = QR_SIZE / (size + 2);
  doc.fillColor("#000000");
  // A row's run of dark modules is one rectangle: abutting squares leave anti-aliased seams
  // that a scanner can read as light modules.
  for (let r = 0; r < size; r += 1) {
    for (let c = 0; c < size; c += 1) {
      if (!qr.modules.get(r, c)) continue;
      const start = c;
      while (c + 1 < size && qr.modules.get(r, c + 1)) c += 1;
      doc.rect(qx + (start + 1) * cell, qy + (r + 1) * cell, (c - start + 1) * cell, cell);
    }
  }
  doc.fill();
  const tx = qx + QR_SIZE + 3 * MM;
  const width = x + LABEL.width - tx - 3 * MM;
  let ty = y + 9 * MM;
  doc.font("bold").fontSize(12).fillColor("#000000");
  doc.text(unit.serial, tx, ty, { width, lineBreak: false });
  ty += 7 * MM;
  doc.font("regular").fontSize(8).fillColor("#333333");
  doc.text(`${words.product} ${unit.productCode}`, tx, ty, { width, height: 10 * MM });
  ty += 6 * MM;
  if (unit.tag) {
    doc.text(`${words.tag} ${unit.tag}`, tx, ty, { width, height: 10 * MM, ellipsis: true });
    ty += 6 * MM;
  }
  doc.fontSize(7).text(words.scan, tx, ty, { width });
  ty += 5 * MM;
  doc.fontSize(6.5).text(shortAddress(unit.link), tx, ty, { width });
}
