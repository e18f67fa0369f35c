import {
  findProductById,
  liveProducts,
  productLabel,
  productPath,
} from "../content/catalog/catalog.server";
import { categories } from "../content/catalog/categories";
import { liveContent, type LiveContent } from "../content/live.server";
import type { CertificateItem, Product } from "../content/schemas";
import { uploadedFilePath } from "../content/uploaded-files";
import { fileSize } from "../documents/file-size";
import { dayText } from "../i18n/day-text";
import type { Lang } from "../i18n/lang";
import { certificatesLd } from "../site/structured-data.server";
import { pick } from "../i18n/localized";
import { covers, validCertificates } from "./valid";
import { certificateWord } from "./words";

/**
 * The certificates the public pages show on a day (docs/decisions/032-certificates.md): those of
 * the live content valid on it. Every request asks (the server's dated state,
 * app/dated-state.server.ts), so the answer is kept per day and per live content (a publish
 * makes a new one): one filter of a short list a day, not one a request.
 */
let kept: { content: LiveContent; day: string; shown: CertificateItem[] } | undefined;

export function shownCertificates(day: string): CertificateItem[] {
  const content = liveContent();
  if (kept?.content !== content || kept.day !== day) {
    kept = { content, day, shown: validCertificates(content.certificates, day) };
  }
  return kept.shown;
}

/** One certificate as a page shows it, in the page's language. */
export interface CertificateCard {
  id: number;
  name: string;
  issuer: string;
  number: string;
  scope: string;
  /** What it covers: products and groups as links; none, the company as a whole. */
  covers: { label: string; path: string }[];
  /** The days it is valid, ISO ("2026-11-22"), for `<time datetime>`. */
  validFrom: string;
  validUntil: string;
  /** The same days as the page writes them ("2026. 11. 22." on Korean pages). */
  validFromText: string;
  validUntilText: string;
  pdf: { href: string; size: string; label: string };
}

/** The products (live, in its order) and groups a certificate covers, as links. */
function coverLinks(lang: Lang, certificate: CertificateItem): CertificateCard["covers"] {
  const groups = (certificate.groups ?? []).flatMap((id) => {
    const group = categories.find((category) => category.id === id);
    if (!group) return [];
    const label = certificateWord(lang, "group", { group: pick(group.name, lang) });
    return [{ label, path: `/products/${group.id}` }];
  });
  // A product retired since the certificate was published is left out, not linked to a 410.
  const products = (certificate.products ?? []).flatMap((id) => {
    const product = findProductById(id);
    return product ? [{ label: productLabel(product, lang), path: productPath(product) }] : [];
  });
  return [...groups, ...products];
}

export function certificateCard(lang: Lang, certificate: CertificateItem): CertificateCard {
  const name = pick(certificate.name, lang);
  return {
    id: certificate.id,
    name,
    issuer: pick(certificate.issuer, lang),
    number: certificate.number,
    scope: pick(certificate.scope, lang),
    covers: coverLinks(lang, certificate),
    validFrom: certificate.validFrom,
    validUntil: certificate.validUntil,
    validFromText: dayText(certificate.validFrom, lang),
    validUntilText: dayText(certificate.validUntil, lang),
    pdf: {
      href: uploadedFilePath(certificate.file.file),
      size: fileSize(certificate.file.bytes),
      label: certificateWord(lang, "downloadName", { name }),
    },
  };
}

/** The words a certificate's card shows beside its values, in the page's language. */
export const cardWords = (lang: Lang) => ({
  issuer: certificateWord(lang, "issuer"),
  number: certificateWord(lang, "number"),
  scope: certificateWord(lang, "scope"),
  covers: certificateWord(lang, "covers"),
  valid: certificateWord(lang, "valid"),
  to: certificateWord(lang, "to"),
  company: certificateWord(lang, "company"),
  download: certificateWord(lang, "download"),
});

export type CardWords = ReturnType<typeof cardWords>;

/** Every live product a certificate covers, by its id or its group, in the catalogue's order. */
export const coveredProducts = (certificate: CertificateItem): Product[] =>
  liveProducts().filter((product) => covers(certificate, product));

/** /certificates on `day`: the valid certificates and the way to ask (none: the page is a 404). */
export function certificatesPage(lang: Lang, day: string) {
  const shown = shownCertificates(day);
  const structuredData = shown.length
    ? [
        certificatesLd(
          lang,
          certificateWord(lang, "listName"),
          shown.map((item) => ({
            item,
            products: coveredProducts(item).map((p) => ({ name: p.name, path: productPath(p) })),
          })),
        ),
      ]
    : [];
  return {
    day,
    structuredData,
    cards: shown.map((certificate) => certificateCard(lang, certificate)),
    words: {
      ...cardWords(lang),
      intro: certificateWord(lang, "intro"),
      asOf: certificateWord(lang, "asOf", { date: dayText(day, lang), count: shown.length }),
      ask: certificateWord(lang, "ask"),
      verify: certificateWord(lang, "verify"),
    },
  };
}

/** A product's page: the certificates valid on `day` that cover it (by its id or group), if any. */
export function productCertificates(
  lang: Lang,
  product: Pick<Product, "id" | "category">,
  day: string,
) {
  const shown = shownCertificates(day).filter((certificate) => covers(certificate, product));
  if (shown.length === 0) return undefined;
  return {
    day,
    cards: shown.map((certificate) => certificateCard(lang, certificate)),
    words: {
      ...cardWords(lang),
      title: certificateWord(lang, "productTitle"),
      text: certificateWord(lang, "productText", { date: dayText(day, lang) }),
      all: certificateWord(lang, "all"),
    },
  };
}

export type ProductCertificates = NonNullable<ReturnType<typeof productCertificates>>;
