import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** A PDF as pdf.js reads it: metadata, each page's size and text (items joined by spaces). */
export async function readPdf(bytes: Uint8Array) {
  // pdf.js takes the buffer over: give it a copy.
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  try {
    // pdf.js types the document information dictionary as a bare Object.
    const info = (await doc.getMetadata()).info as Record<string, unknown>;
    const pages: { view: number[]; text: string }[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
      pages.push({ view: page.view, text });
    }
    const text = pages
      .map((page) => page.text)
      .join(" ")
      .replace(/\s+/g, " ");
    return { info, pages, text };
  } finally {
    await doc.destroy();
  }
}

/** The fonts a PDF names, and whether each has its font file embedded (a subset: "ABCDEF+"). */
export function pdfFonts(bytes: Uint8Array) {
  const source = Buffer.from(bytes).toString("latin1");
  const descriptors = [...source.matchAll(/\/Type \/FontDescriptor[\s\S]*?>>/g)].map((m) => m[0]);
  return descriptors.map((d) => ({
    name: /\/FontName \/(\S+)/.exec(d)?.[1] ?? "",
    embedded: /\/FontFile[23]? /.test(d),
  }));
}
