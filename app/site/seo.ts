import type { MetaDescriptor } from "react-router";
import { LANGS, langFromPath, localePath, type Lang } from "../i18n/lang";
import { pick, type Localized } from "../i18n/localized";
import { translate } from "../i18n/translate";
import { pages, type PageId } from "./pages";

export const SITE_URL = __SITE_URL__;

export function absoluteUrl(path: string): string {
  return new URL(path, SITE_URL).href;
}

export interface Seo {
  lang: Lang;
  /** Language-neutral path of the canonical page, query included where it matters (?page=N). */
  path: string;
  title: Localized;
  description: Localized;
  keywords: Localized;
  noindex?: boolean;
}

/** Title, description, keywords, robots, canonical and the ko/en/x-default alternates. */
export function seoMeta(seo: Seo): MetaDescriptor[] {
  const { lang, path } = seo;
  const siteName = translate(lang, "site.name");
  const title = `${pick(seo.title, lang)} | ${siteName}`;
  const canonical = absoluteUrl(localePath(lang, path));
  return [
    { title },
    { name: "description", content: pick(seo.description, lang) },
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
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: pick(seo.description, lang) },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: lang === "ko" ? "ko_KR" : "en_US" },
  ];
}

/** Metadata of a fixed page, in the language of the URL being rendered. */
export function pageMeta(
  id: PageId,
  location: { pathname: string },
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  return seoMeta({ lang: langFromPath(location.pathname), ...pages[id], ...options });
}

/** Any "not found" answer: its own title, kept out of search indexes. */
export function notFoundMeta(location: { pathname: string }): MetaDescriptor[] {
  const lang = langFromPath(location.pathname);
  return [
    { title: `${translate(lang, "notFound.title")} | ${translate(lang, "site.name")}` },
    { name: "robots", content: "noindex" },
  ];
}
