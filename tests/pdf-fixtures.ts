import PDFDocument from "pdfkit";

/** A real one-page PDF, made with the library the site makes its datasheets with. */
export function makePdf(text = "Brochure"): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: "A4" });
    const parts: Buffer[] = [];
    doc.on("data", (part: Buffer) => parts.push(part));
    doc.on("end", () => resolve(Buffer.concat(parts)));
    doc.text(text);
    doc.end();
  });
}
