import { findCategory } from "../content/catalog/categories";
import type { Lang } from "../i18n/lang";
import { cataloguePdf } from "./catalogue.server";
import { datasheetPdf } from "./datasheet.server";
import { DOCUMENTS_ISSUED } from "./edition";
import type { DocumentInputs, PlannedDocument } from "./plan.server";
import type { ReadDrawing } from "./sheet.server";

export { DOCUMENTS_DIR } from "./plan.server";

/** One file of the downloads: what it is, and where and how large it was made. */
export interface DocumentEntry {
  kind: "catalogue" | "datasheet";
  /** The product group (category id). */
  group: string;
  /** The product's id, for a datasheet. */
  product?: string;
  lang: Lang;
  /** `/documents/datasheet-480-035-ko.pdf`: the same URL for each edition, so links stay good. */
  href: string;
  /** What the file prints (`documentDigest`): the server compares it with the live content's. */
  digest: string;
  bytes: number;
  issued: string;
}

/**
 * What the build made: the digest of the code that draws the documents (`maker`, part of every
 * document's digest) and the files.
 */
export interface DocumentManifest {
  maker: string;
  documents: DocumentEntry[];
}

/** One document as a PDF file, from exactly its inputs. The same inputs give the same bytes. */
export async function makeDocument(inputs: DocumentInputs, readDrawing: ReadDrawing) {
  if (inputs.kind === "datasheet") {
    return datasheetPdf(inputs.product, inputs.lang, readDrawing, inputs.facts, inputs.issued);
  }
  const category = findCategory(inputs.group);
  if (!category) throw new Error(`No product group ${inputs.group}`);
  return cataloguePdf(category, inputs.lang, readDrawing, inputs.facts, inputs);
}

/** The list entry of a document made as planned. */
export function madeEntry(
  { kind, group, product, lang, href, digest, inputs }: PlannedDocument,
  bytes: number,
): DocumentEntry {
  return {
    kind,
    group,
    ...(product === undefined ? {} : { product }),
    lang,
    href,
    digest,
    bytes,
    issued: inputs.kind === "datasheet" ? inputs.issued : DOCUMENTS_ISSUED,
  };
}
