import type { Localized } from "../i18n/localized";

/**
 * Every page with a fixed URL: its path and title in both languages, all the site chrome needs
 * (menus, breadcrumbs, the sitemap page). Descriptions and keywords are the server's alone
 * (app/site/page-texts.server.ts), so no page's script carries them.
 */
export interface PageInfo {
  /** Language-neutral path. */
  path: string;
  title: Localized;
  /** Kept out of search indexes and the sitemap. */
  noindex?: boolean;
}

function page(path: string, title: Localized, noindex?: true): PageInfo {
  return { path, title, noindex };
}

export const pages = {
  home: page("/", { ko: "산업용 액추에이터·밸브 전문", en: "Industrial actuators and valves" }),
  products: page("/products", { ko: "제품소개", en: "Products" }),
  finder: page("/products/finder", { ko: "제품 찾기", en: "Product finder" }),
  compare: page("/products/compare", { ko: "제품 비교", en: "Compare products" }),
  about: page("/about", { ko: "대표이사 인사말", en: "CEO message" }),
  "about-company": page("/about/company", { ko: "회사 연혁", en: "Company history" }),
  "about-organization": page("/about/organization", { ko: "조직도", en: "Organization" }),
  "about-business": page("/about/business", { ko: "사업 분야", en: "Business areas" }),
  "about-map": page("/about/map", { ko: "오시는 길", en: "Location" }),
  gallery: page("/gallery", { ko: "갤러리", en: "Gallery" }),
  news: page("/news", { ko: "공지사항", en: "News" }),
  contact: page("/contact", { ko: "고객문의", en: "Contact us" }),
  quote: page("/quote", { ko: "견적 목록", en: "Quote list" }),
  downloads: page("/downloads", { ko: "자료실", en: "Downloads" }),
  certificates: page("/certificates", { ko: "인증현황", en: "Certificates" }),
  references: page("/references", { ko: "납품실적", en: "References" }),
  sitemap: page("/sitemap", { ko: "사이트맵", en: "Sitemap" }),
  search: page("/search", { ko: "사이트 검색", en: "Site search" }),
  privacy: page("/privacy", { ko: "개인정보 처리방침", en: "Privacy policy" }),
} as const satisfies Record<string, PageInfo>;

export type PageId = keyof typeof pages;

/**
 * The thank-you page a plain (no-JS) inquiry post is redirected to. Not in `pages`: it is no
 * page to find, so it stays out of the sitemap and search indexes (noindex).
 */
export const thanksPage = page("/contact/thanks", { ko: "문의 접수 완료", en: "Inquiry received" });

/** The about sidebar, in order; the first is the default item. */
export const aboutPageIds = [
  "about",
  "about-company",
  "about-organization",
  "about-business",
  "about-map",
] as const satisfies readonly PageId[];

/**
 * The company menu (회사소개) and its part of the sitemap: the about pages, with the certificates
 * where a Korean buyer looks for 인증현황 and the references (납품실적) beside them, before the way
 * to the office. Both have their own URL and no about sidebar (docs/decisions/032-certificates.md,
 * 036-references.md).
 */
export const companyMenuIds = [
  "about",
  "about-company",
  "about-organization",
  "about-business",
  "certificates",
  "references",
  "about-map",
] as const satisfies readonly PageId[];
