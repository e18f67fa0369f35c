import PDFDocument from "pdfkit";
import type { Lang } from "../i18n/lang";
import { documentFonts } from "./fonts.server";

export type Pdf = PDFKit.PDFDocument;

export interface PdfInfo {
  title: string;
  lang: Lang;
  author: string;
  subject: string;
  keywords?: string;
  /** CreationDate and ModDate; pdfkit derives the file /ID from them and the other fields. */
  date: Date;
}

/**
 * A new A4 document with the fonts registered as "regular" and "bold". Margins are 0 because
 * `Sheet` places every line itself: pdfkit never breaks a page on its own. Pages are buffered so
 * that the frame (page numbers "n of N") is drawn once the total is known.
 */
export function createPdf(info: PdfInfo): { doc: Pdf; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    lang: info.lang,
    displayTitle: true,
    pdfVersion: "1.7",
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      Keywords: info.keywords ?? "",
      Creator: info.author,
      Producer: "PDFKit",
      CreationDate: info.date,
      ModDate: info.date,
    },
  });
  const { regular, bold } = documentFonts();
  // pdfkit 0.20 takes a parsed fontkit font (PDFFontFactory.open); its types only list files.
  doc.registerFont("regular", regular as unknown as Buffer);
  doc.registerFont("bold", bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((done, fail) => {
    doc.on("end", () => done(Buffer.concat(chunks)));
    doc.on("error", fail);
  });
  return { doc, bytes };
}
