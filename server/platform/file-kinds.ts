/**
 * What a file is, read from its first bytes, never from its name or the type its sender
 * declared: the one place the uploads' checks (PDFs, the catalogue's .xlsx) and the files that
 * go out by mail (a reply's attachments, a buyer's purchase order) learn it.
 */

export type Sniffed = "pdf" | "png" | "jpeg" | "gif" | "webp" | "zip" | "ole" | "dwg" | "text";

const starts = (bytes: Uint8Array, hex: string, at = 0) =>
  Buffer.from(bytes.subarray(at, at + hex.length / 2)).toString("hex") === hex;
const ascii = (bytes: Uint8Array, text: string, at = 0) =>
  starts(bytes, Buffer.from(text, "latin1").toString("hex"), at);

const UTF8 = new TextDecoder("utf-8", { fatal: true });
/** C0 controls but tab, line breaks and form feed; DEL. Text has none of them. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BINARY = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;
/** Markup a browser or mail client may render and run (WHATWG MIME sniffing's HTML and XML). */
const MARKUP = /^\uFEFF?\s*</;

/** Plain UTF-8 text that is no markup: a .txt or .csv as people write them. */
function plainText(bytes: Uint8Array): boolean {
  try {
    const text = UTF8.decode(bytes);
    return !BINARY.test(text) && !MARKUP.test(text);
  } catch {
    return false;
  }
}

/** The kind of a file by its bytes; undefined: none the site takes. */
export function sniff(bytes: Uint8Array): Sniffed | undefined {
  // At byte 0: readers take a header further in, after HTML a browser may sniff and run.
  if (ascii(bytes, "%PDF-")) return "pdf";
  if (starts(bytes, "89504e470d0a1a0a")) return "png";
  if (starts(bytes, "ffd8ff")) return "jpeg";
  if (ascii(bytes, "GIF87a") || ascii(bytes, "GIF89a")) return "gif";
  if (ascii(bytes, "RIFF") && ascii(bytes, "WEBP", 8)) return "webp";
  if (starts(bytes, "504b0304")) return "zip";
  // An OLE compound file: Word, Excel and PowerPoint 97-2003, Hangul (.hwp), or an Office file
  // encrypted with a password.
  if (starts(bytes, "d0cf11e0a1b11ae1")) return "ole";
  // AutoCAD drawings: "AC1" and the version (AC1015 is 2000, AC1032 2018).
  if (/^AC1\d{3}$/.test(Buffer.from(bytes.subarray(0, 6)).toString("latin1"))) return "dwg";
  if (bytes.length > 0 && plainText(bytes)) return "text";
  return undefined;
}

/**
 * The files a reply or a purchase order may carry, by the name's extension: the kind its bytes
 * must be and the type it is kept and mailed with. An executable, a script or HTML is none of
 * them, whatever it is called or declared as.
 */
const ATTACHMENTS: Record<string, { kind: Sniffed; type: string }> = {
  pdf: { kind: "pdf", type: "application/pdf" },
  png: { kind: "png", type: "image/png" },
  jpg: { kind: "jpeg", type: "image/jpeg" },
  jpeg: { kind: "jpeg", type: "image/jpeg" },
  gif: { kind: "gif", type: "image/gif" },
  webp: { kind: "webp", type: "image/webp" },
  xlsx: { kind: "zip", type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  docx: {
    kind: "zip",
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  pptx: {
    kind: "zip",
    type: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  },
  hwpx: { kind: "zip", type: "application/hwp+zip" },
  zip: { kind: "zip", type: "application/zip" },
  xls: { kind: "ole", type: "application/vnd.ms-excel" },
  doc: { kind: "ole", type: "application/msword" },
  ppt: { kind: "ole", type: "application/vnd.ms-powerpoint" },
  hwp: { kind: "ole", type: "application/x-hwp" },
  dwg: { kind: "dwg", type: "image/vnd.dwg" },
  txt: { kind: "text", type: "text/plain; charset=utf-8" },
  csv: { kind: "text", type: "text/csv; charset=utf-8" },
};

/** The extensions taken, for the messages that list them. */
export const ATTACHMENT_EXTENSIONS = Object.keys(ATTACHMENTS);

/**
 * The type a file to mail is kept and sent with, from its bytes, when its name's extension is
 * one taken and its bytes are that kind; undefined: refused (an .exe, HTML, a PDF named .xlsx).
 */
export function attachmentType(name: string, bytes: Uint8Array): string | undefined {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name.trim())?.[1]?.toLowerCase();
  const rule = extension === undefined ? undefined : ATTACHMENTS[extension];
  return rule && sniff(bytes) === rule.kind ? rule.type : undefined;
}
