import type { MetaDescriptor } from "react-router";
import { LANGS, langFromPath, localePath, type Lang } from "../i18n/lang";
import { pick, type Localized } from "../i18n/localized";
import { translate } from "../i18n/translate.server";
import { pageTexts } from "./page-texts.server";
import { aboutPageIds, companyMenuIds, pages, type PageId } from "./pages";
import {
  breadcrumbLd,
  organizationLd,
  shareImageUrl,
  type Crumb,
  type JsonLd,
  type ShareImage,
} from "./structured-data.server";
import { absoluteUrl } from "./url";

export interface Seo {
  lang: Lang;
  /** Language-neutral path of the canonical page, query included where it matters (?page=N). */
  path: string;
  title: Localized;
  description: Localized;
  keywords: Localized;
  noindex?: boolean;
  /** Which share image (og:image, twitter:image) the page gets. */
  share: ShareImage;
  /** The breadcrumb after "home", as the page header shows it; none where no breadcrumb is shown. */
  crumbs?: Crumb[];
  /** The page's own JSON-LD (ItemList, Product). */
  structuredData?: JsonLd[];
}

/**
 * The pages that describe the company carry its Organization JSON-LD: the home page, the about
 * pages and the contact page (search engines read it from the home page). On every page it
 * weighed about 450 bytes gzip, twice: in the head and in the hydration data.
 */
const organizationPages: readonly PageId[] = ["home", "contact", ...aboutPageIds];

const ldScript = (data: JsonLd): MetaDescriptor => ({ "script:ld+json": data });

/**
 * Title, description, keywords, robots, canonical, the ko/en/x-default alternates, Open Graph and
 * Twitter card tags, and JSON-LD: the breadcrumb and the page's own.
 */
export function seoMeta(seo: Seo): MetaDescriptor[] {
  const { lang, path } = seo;
  const siteName = translate(lang, "site.name");
  const title = `${pick(seo.title, lang)} | ${siteName}`;
  const description = pick(seo.description, lang);
  const canonical = absoluteUrl(localePath(lang, path));
  const image = shareImageUrl(seo.share);
  const imageAlt = translate(lang, `seo.share.${seo.share}`);
  return [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: pick(seo.keywords, lang) },
    { name: "robots", content: seo.noindex ? "noindex, nofollow" : "index, follow" },
    { tagName: "link", rel: "canonical", href: canonical },
    ...LANGS.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l,
      href: absoluteUrl(localePath(l, path)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(path) },
    { property: "og:type", content: seo.share === "product" ? "product" : "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    // The English is British (catalogue, aluminium, colour): tagged so (en 29).
    { property: "og:locale", content: lang === "ko" ? "ko_KR" : "en_GB" },
    { property: "og:locale:alternate", content: lang === "ko" ? "en_GB" : "ko_KR" },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: imageAlt },
    // X reads title, description and image from Open Graph when its own tags are absent.
    { name: "twitter:card", content: "summary_large_image" },
    ...(seo.crumbs
      ? [ldScript(breadcrumbLd(lang, translate(lang, "nav.home"), seo.crumbs, canonical))]
      : []),
    ...(seo.structuredData ?? []).map(ldScript),
  ];
}

const inBoth = (key: "nav.about"): Localized => ({
  ko: translate("ko", key),
  en: translate("en", key),
});

/** The pages under 회사소개: its crumb and the about share image (the certificates too). */
const aboutIds: readonly PageId[] = companyMenuIds;

/** The buyer tools and documents are about the products: they share the products' image. */
const productPageIds: readonly PageId[] = [
  "products",
  "finder",
  "compare",
  "search",
  "quote",
  "downloads",
];

/** The share image of each fixed page. */
function pageShare(id: PageId): ShareImage {
  if (aboutIds.includes(id)) return "about";
  if (id === "gallery" || id === "contact") return id;
  if (productPageIds.includes(id)) return "products";
  return "home";
}

/** Metadata of a fixed page, in the language of the URL being rendered. */
export function pageMeta(
  id: PageId,
  location: { pathname: string },
  options: { noindex?: boolean; structuredData?: JsonLd[] } = {},
): MetaDescriptor[] {
  const info = pages[id];
  // The page header's breadcrumb: the about pages sit under "about"; home shows none.
  const crumbs: Crumb[] | undefined =
    id === "home"
      ? undefined
      : [
          ...(aboutIds.includes(id) ? [{ name: inBoth("nav.about"), path: "/about" }] : []),
          { name: info.title },
        ];
  return seoMeta({
    lang: langFromPath(location.pathname),
    ...info,
    ...pageTexts[id],
    share: pageShare(id),
    crumbs,
    ...options,
    structuredData: [
      ...(organizationPages.includes(id) ? [organizationLd(langFromPath(location.pathname))] : []),
      ...(options.structuredData ?? []),
    ],
  });
}

/** A retired product's page (410): its title names the product, kept out of search indexes. */
export function retiredMeta(lang: Lang, code: string): MetaDescriptor[] {
  return [
    {
      title: `${code}: ${translate(lang, "missing.retiredTitle")} | ${translate(lang, "site.name")}`,
    },
    { name: "robots", content: "noindex" },
  ];
}

/** Any "not found" answer: its own title, kept out of search indexes. */
export function notFoundMeta(lang: Lang): MetaDescriptor[] {
  return [
    { title: `${translate(lang, "notFound.title")} | ${translate(lang, "site.name")}` },
    { name: "robots", content: "noindex" },
  ];
}
