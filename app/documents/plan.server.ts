import { createHash } from "node:crypto";
import { categories } from "../content/catalog/categories";
import type { CatalogSection, Company, Product } from "../content/schemas";
import { LANGS, type Lang } from "../i18n/lang";
import { DOCUMENTS_ISSUED } from "./edition";
import { documentFacts, type DocumentFacts } from "./facts.server";

/** Everything a product's datasheet prints, in one language. */
export interface DatasheetInputs {
  kind: "datasheet";
  lang: Lang;
  product: Product;
  facts: DocumentFacts;
  /** Its date of issue: the day the product was last changed and published, else the edition's. */
  issued: string;
}

/**
 * Everything a group's catalogue prints: its sections, its products (with the products its
 * sections' lists name, which may belong to another group) and the facts.
 */
export interface CatalogueInputs {
  kind: "catalogue";
  lang: Lang;
  group: string;
  sections: CatalogSection[];
  products: Product[];
  facts: DocumentFacts;
}

export type DocumentInputs = DatasheetInputs | CatalogueInputs;

/** One document the live content wants, named by its URL and by a digest of what it prints. */
export interface PlannedDocument {
  kind: DocumentInputs["kind"];
  /** The product group (category id). */
  group: string;
  /** The product's id, for a datasheet. */
  product?: string;
  lang: Lang;
  /** `/documents/datasheet-480-035-ko.pdf`: the same URL for each edition, so links stay good. */
  href: string;
  digest: string;
  inputs: DocumentInputs;
}

/**
 * What the documents are made from: the parts of the live content they print, and the Seoul
 * day each product staff published last changed (none: the edition's date, DOCUMENTS_ISSUED).
 */
export type DocumentContent = {
  products: Product[];
  sections: CatalogSection[];
  company: Company;
  productDates?: ReadonlyMap<string, string>;
};

/** The folder under the site's root that holds the files (with strong ETags: server/app.ts). */
export const DOCUMENTS_DIR = "documents";

/**
 * JSON with every object's keys sorted: the same content gives the same text, however built.
 * `memo` keeps each object's text: the two languages' documents share their content objects.
 */
function canonical(value: unknown, memo: WeakMap<object, string>): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  const known = memo.get(value);
  if (known !== undefined) return known;
  const text = Array.isArray(value)
    ? `[${value.map((inner) => canonical(inner, memo)).join(",")}]`
    : `{${Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner, memo)}`)
        .join(",")}}`;
  memo.set(value, text);
  return text;
}

/**
 * Names what a document prints: its inputs, the date of issue and `maker`, the digest of the
 * code that draws documents (the build's; a deploy that changes it makes the server's again).
 */
export function documentDigest(
  href: string,
  inputs: DocumentInputs,
  maker: string,
  memo = new WeakMap<object, string>(),
): string {
  return createHash("sha256")
    .update(canonical({ href, maker, issued: DOCUMENTS_ISSUED, inputs }, memo))
    .digest("hex")
    .slice(0, 32);
}

/** The sections a group's catalogue prints, in its menu's order. */
function groupSections(group: (typeof categories)[number], sections: CatalogSection[]) {
  return group.subcategories.flatMap((sub) => sections.find((s) => s.id === sub.section) ?? []);
}

/**
 * Every document of the site for this content, in the downloads' order: per group, its
 * catalogue in each language, then each of its products' datasheets. A product that is not in
 * the live content has none (a retired one's leave the list).
 */
export function plannedDocuments(content: DocumentContent, maker: string): PlannedDocument[] {
  const facts = documentFacts(content.company);
  const memo = new WeakMap<object, string>();
  const planned: PlannedDocument[] = [];
  const plan = (slug: string, inputs: DocumentInputs, group: string, product?: string) => {
    const href = `/${DOCUMENTS_DIR}/${slug}-${inputs.lang}.pdf`;
    const digest = documentDigest(href, inputs, maker, memo);
    planned.push({ kind: inputs.kind, group, product, lang: inputs.lang, href, digest, inputs });
  };
  for (const category of categories) {
    const sections = groupSections(category, content.sections);
    const mine = content.products.filter((product) => product.category === category.id);
    const listed = new Set(
      sections.flatMap((section) =>
        section.pages.flatMap((page) =>
          page.content.flatMap((block) =>
            block.type === "product-catalog" ? block.products.map((id) => id.toLowerCase()) : [],
          ),
        ),
      ),
    );
    const products = content.products.filter(
      (product) => product.category === category.id || listed.has(product.id),
    );
    for (const lang of LANGS) {
      plan(
        `catalogue-${category.id}`,
        { kind: "catalogue", lang, group: category.id, sections, products, facts },
        category.id,
      );
    }
    for (const product of mine) {
      for (const lang of LANGS) {
        const issued = content.productDates?.get(product.id) ?? DOCUMENTS_ISSUED;
        plan(
          `datasheet-${product.id}`,
          { kind: "datasheet", lang, product, facts, issued },
          category.id,
          product.id,
        );
      }
    }
  }
  return planned;
}
