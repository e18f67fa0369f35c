import { liveProducts } from "../content/catalog/catalog.server";
import { categories } from "../content/catalog/categories";
import { LANGS, type Lang } from "../i18n/lang";
import { cataloguePdf } from "./catalogue.server";
import { datasheetPdf } from "./datasheet.server";
import { DOCUMENTS_ISSUED } from "./edition";
import type { DocumentFacts } from "./facts.server";
import type { ReadDrawing } from "./sheet.server";

/** One file of the downloads: what it is, and where and how large the build made it. */
export interface DocumentEntry {
  kind: "catalogue" | "datasheet";
  /** The product group (category id). */
  group: string;
  /** The product's id, for a datasheet. */
  product?: string;
  lang: Lang;
  /** `/documents/datasheet-480-035-ko.pdf`: the same URL for each edition, so links stay good. */
  href: string;
  bytes: number;
  issued: string;
}

/** What the build made: the facts the documents print (`factsDigest`) and the files. */
export interface DocumentManifest {
  facts: string;
  documents: DocumentEntry[];
}

/** The folder under the site's root that holds the files (with strong ETags: server/app.ts). */
export const DOCUMENTS_DIR = "documents";

/**
 * Every document of the site, made from the content and the company's facts: a catalogue per
 * group and language, a datasheet per product and language. The same content gives the same bytes.
 */
export async function makeDocuments(readDrawing: ReadDrawing, company: DocumentFacts) {
  const made: { entry: DocumentEntry; pdf: Buffer }[] = [];
  const add = (
    pdf: Buffer,
    entry: Omit<DocumentEntry, "href" | "bytes" | "issued">,
    slug: string,
  ) => {
    const href = `/${DOCUMENTS_DIR}/${slug}-${entry.lang}.pdf`;
    made.push({ entry: { ...entry, href, bytes: pdf.length, issued: DOCUMENTS_ISSUED }, pdf });
  };
  for (const category of categories) {
    for (const lang of LANGS) {
      const pdf = await cataloguePdf(category, lang, readDrawing, company);
      add(pdf, { kind: "catalogue", group: category.id, lang }, `catalogue-${category.id}`);
    }
    for (const product of liveProducts().filter((p) => p.category === category.id)) {
      for (const lang of LANGS) {
        const pdf = await datasheetPdf(product, lang, readDrawing, company);
        add(
          pdf,
          { kind: "datasheet", group: category.id, product: product.id, lang },
          `datasheet-${product.id}`,
        );
      }
    }
  }
  return made;
}
