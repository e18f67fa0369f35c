import type {
  BreadcrumbList,
  Certification,
  ItemList,
  Organization,
  Product as ProductLd,
  PropertyValue,
  Thing,
  WithContext,
} from "schema-dts";
import { liveContent } from "../content/live.server";
import type { CertificateItem, ImageEntry, Localized, Product } from "../content/schemas";
import { uploadedFilePath } from "../content/uploaded-files";
import { localePath, type Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import { absoluteUrl, SITE_URL } from "./url";

/**
 * JSON-LD builders (schema.org, typed by schema-dts so a misspelt property or a wrong value type
 * is a compile error). React Router's <Meta> serialises them and escapes `<`, `>` and `&`, so
 * content can never close the <script> element.
 */
export interface JsonLd {
  readonly "@context": "https://schema.org";
  readonly "@type": string;
  readonly [property: string]: unknown;
}

/** Checked against schema.org where it is built; a plain object where it travels (loader data). */
const jsonLd = <T extends Thing>(data: WithContext<T>) => data as JsonLd;

const ORG_ID = `${SITE_URL}/#organization`;

/** "02-2025-0712" -> "+82-2-2025-0712" (schema.org wants international numbers). */
const international = (number: string) => `+82-${number.replace(/^0/, "")}`;

/** The company: on every page. */
export function organizationLd(lang: Lang): JsonLd {
  const { company } = liveContent();
  return jsonLd<Organization>({
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": ORG_ID,
    name: pick(company.name, lang),
    alternateName: pick(company.name, lang === "ko" ? "en" : "ko"),
    url: absoluteUrl(localePath(lang, "/")),
    logo: absoluteUrl("/images/share/logo.png"),
    email: company.email,
    telephone: international(company.phone),
    faxNumber: international(company.fax),
    address: {
      "@type": "PostalAddress",
      streetAddress:
        lang === "ko"
          ? `${company.address.street.ko} ${company.address.building.ko}`
          : `${company.address.building.en}, ${company.address.street.en}`,
      addressLocality: pick(company.address.district, lang),
      addressRegion: pick(company.address.city, lang),
      postalCode: company.address.postalCode,
      addressCountry: "KR",
    },
  });
}

export interface Crumb {
  name: Localized;
  /** Language-neutral path; the page itself (last crumb) has none. */
  path?: string;
}

/** The breadcrumb as the page header shows it: home first, the current page last. */
export function breadcrumbLd(lang: Lang, home: string, crumbs: Crumb[], canonical: string): JsonLd {
  const trail = [{ name: home, url: absoluteUrl(localePath(lang, "/")) }].concat(
    crumbs.map((crumb) => ({
      name: pick(crumb.name, lang),
      url: crumb.path === undefined ? canonical : absoluteUrl(localePath(lang, crumb.path)),
    })),
  );
  return jsonLd<BreadcrumbList>({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  });
}

/** A listing page: the cards it shows, in order, each with its own page. */
export function itemListLd(
  lang: Lang,
  name: Localized,
  items: { name: Localized | string; path: string }[],
): JsonLd {
  return jsonLd<ItemList>({
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: pick(name, lang),
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: typeof item.name === "string" ? item.name : pick(item.name, lang),
      url: absoluteUrl(localePath(lang, item.path)),
    })),
  });
}

/** Makers the sources name; the other two makers are not named, so none is invented. */
const BRANDS: Partial<Record<string, string>> = { pneumatic: "SIRCA", "sirca-valves": "SIRCA" };

/** No price is shown; the offer says "price on request", in KRW. */
const PRICE_ON_REQUEST: Localized = { ko: "가격 문의", en: "Price on request" };

const imageUrls = (images: ImageEntry[]) => [...new Set(images.map((i) => absoluteUrl(i.src)))];

/** A product page: code as SKU and model, the specification rows as properties, an offer. */
export function productLd(lang: Lang, product: Product, path: string): JsonLd {
  const url = absoluteUrl(localePath(lang, path));
  const brand = BRANDS[product.category];
  return jsonLd<ProductLd>({
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: pick(product.name, lang),
    sku: product.code,
    model: product.code,
    description: pick(product.description, lang),
    url,
    image: [...imageUrls([product.image, ...product.detailImages]), shareImageUrl("product")],
    ...(brand && {
      brand: { "@type": "Brand", name: brand },
      manufacturer: { "@type": "Organization", name: brand },
    }),
    additionalProperty: product.specifications.map((row): PropertyValue => ({
      "@type": "PropertyValue",
      name: pick(row.label, lang),
      value: pick(row.value, lang),
    })),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "KRW",
      description: pick(PRICE_ON_REQUEST, lang),
      seller: { "@id": ORG_ID },
    },
  });
}

/** The share images drawn for this site (scripts/render-share-images.mjs), 1200x630 PNG. */
export type ShareImage = "home" | "products" | "product" | "gallery" | "about" | "contact";

export function shareImageUrl(type: ShareImage): string {
  return absoluteUrl(`/images/share/${type}.png`);
}

/**
 * The certificates page: the valid certificates as schema.org Certifications (issuer, number,
 * first and last valid day, the PDF), each about the company or the products it covers.
 */
export function certificatesLd(
  lang: Lang,
  name: string,
  certificates: { item: CertificateItem; products: { name: Localized; path: string }[] }[],
): JsonLd {
  return jsonLd<ItemList>({
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: certificates.length,
    itemListElement: certificates.map(({ item, products }, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Certification",
        name: pick(item.name, lang),
        certificationIdentification: item.number,
        issuedBy: { "@type": "Organization", name: pick(item.issuer, lang) },
        validFrom: item.validFrom,
        expires: item.validUntil,
        certificationStatus: "https://schema.org/CertificationActive",
        description: pick(item.scope, lang),
        url: absoluteUrl(uploadedFilePath(item.file.file)),
        about: products.length
          ? products.map((product) => {
              const url = absoluteUrl(localePath(lang, product.path));
              return {
                "@type": "Product",
                "@id": `${url}#product`,
                name: pick(product.name, lang),
                url,
              };
            })
          : { "@id": ORG_ID },
      } satisfies Certification,
    })),
  });
}

/**
 * The references page: the customers named with their consent, as schema.org Organizations in
 * an ItemList, each described by what was delivered to it (industry, product groups, years,
 * units: counted from the delivered units, never invented). Unnamed customers are not in it.
 */
export function referencesLd(
  name: string,
  customers: { name: string; description: string }[],
): JsonLd {
  return jsonLd<ItemList>({
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: customers.length,
    itemListElement: customers.map((customer, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Organization",
        name: customer.name,
        description: customer.description,
      } satisfies Organization,
    })),
  });
}
