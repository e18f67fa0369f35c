import type { Localized } from "../i18n/localized";

export interface PageInfo {
  /** Language-neutral path. */
  path: string;
  title: Localized;
  description: Localized;
  keywords: Localized;
  /** Kept out of search indexes and the sitemap. */
  noindex?: boolean;
}

const KEYWORDS = {
  ko: "액추에이터, 밸브, 전동 액추에이터, 공압 액추에이터, 핀치 밸브, SIRCA",
  en: "actuators, valves, electric actuators, pneumatic actuators, pinch valves, SIRCA",
};

function page(
  path: string,
  title: Localized,
  description: Localized,
  keywords?: Localized,
  noindex?: true,
): PageInfo {
  return { path, title, description, keywords: keywords ?? KEYWORDS, noindex };
}

/** Every page with a fixed URL, with its title, description and keywords in both languages. */
export const pages = {
  home: page(
    "/",
    { ko: "산업용 액추에이터·밸브 전문", en: "Industrial Actuators and Valves" },
    {
      ko: "전동·공압·특수 액추에이터와 SIRCA 밸브, 핀치 밸브를 공급하고 조립하는 서울의 전문 기업입니다.",
      en: "Seoul distributor and assembler of electric, pneumatic and special actuators, SIRCA valves and pinch valves.",
    },
  ),
  products: page(
    "/products",
    { ko: "제품소개", en: "Products" },
    {
      ko: "전동·공압·특수 액추에이터, SIRCA 밸브, 핀치 밸브 제품군과 시공 갤러리를 소개합니다.",
      en: "Electric, pneumatic and special actuators, SIRCA valves, pinch valves and our work gallery.",
    },
  ),
  finder: page(
    "/products/finder",
    { ko: "제품 찾기", en: "Product Finder" },
    {
      ko: "밸브와 액추에이터 찾기",
      en: "Find valves and actuators.",
    },
  ),
  about: page(
    "/about",
    { ko: "CEO 인사말", en: "CEO Message" },
    {
      ko: "한빛플로우컨트롤 대표이사의 인사말입니다.",
      en: "A message from the president of Hanbit Flow Control.",
    },
    { ko: "회사소개, 인사말, 대표이사", en: "about us, CEO message, president" },
  ),
  "about-company": page(
    "/about/company",
    { ko: "회사 연혁", en: "Company History" },
    {
      ko: "설립부터 현재까지 한빛플로우컨트롤이 걸어온 길입니다.",
      en: "The milestones of Hanbit Flow Control from its founding to today.",
    },
    { ko: "회사 연혁, 설립, 역사", en: "company history, founding, milestones" },
  ),
  "about-organization": page(
    "/about/organization",
    { ko: "조직도", en: "Organization" },
    {
      ko: "대표이사와 영업·관리·구매·기술개발·품질관리 5개 팀의 조직도입니다.",
      en: "Our organization: the CEO and five teams for sales, management, purchasing, technical development and quality control.",
    },
    { ko: "조직도, 팀, 조직", en: "organization chart, teams" },
  ),
  "about-business": page(
    "/about/business",
    { ko: "사업 분야", en: "Business Areas" },
    {
      ko: "액추에이터·밸브 공급, 구동 밸브 조립, 수동 밸브 자동화 개조 등 사업 분야를 소개합니다.",
      en: "Our business: supplying actuators and valves, assembling actuated valves and retrofitting manual valves.",
    },
    { ko: "사업 분야, 밸브 조립, 자동화", en: "business areas, valve assembly, automation" },
  ),
  "about-map": page(
    "/about/map",
    { ko: "오시는 길", en: "Location" },
    {
      ko: "서울 금천구 가마산로, 가산디지털단지역(1·7호선) 인근 사무실 위치와 교통편입니다.",
      en: "Our office on Gamasan-ro, Geumcheon-gu, Seoul, near Gasan Digital Complex Station (Lines 1 and 7).",
    },
    { ko: "오시는 길, 위치, 지도", en: "location, map, directions" },
  ),
  gallery: page(
    "/gallery",
    { ko: "갤러리", en: "Gallery" },
    {
      ko: "밸브와 액추에이터 설치·정비 작업 사진을 소개합니다.",
      en: "Photos of our valve and actuator installation and maintenance work.",
    },
    { ko: "갤러리, 시공 사례, 정비", en: "gallery, field work, maintenance" },
  ),
  contact: page(
    "/contact",
    { ko: "제품 문의", en: "Product Inquiry" },
    {
      ko: "제품 문의와 견적 요청을 남겨 주시면 담당자가 연락드립니다.",
      en: "Send a product inquiry or a quote request and our staff will contact you.",
    },
    { ko: "문의, 견적 요청, 고객센터", en: "inquiry, quote request, contact" },
  ),
  sitemap: page(
    "/sitemap",
    { ko: "사이트맵", en: "Sitemap" },
    { ko: "사이트의 모든 페이지 목록입니다.", en: "A list of every page on this site." },
  ),
  admin: page(
    "/admin",
    { ko: "관리자 패널", en: "Admin Panel" },
    { ko: "관리자 페이지", en: "Administration page" },
    undefined,
    true,
  ),
} as const satisfies Record<string, PageInfo>;

export type PageId = keyof typeof pages;

/**
 * The thank-you page a plain (no-JS) inquiry post is redirected to. Not in `pages`: it is no
 * page to find, so it stays out of the sitemap and search indexes (noindex).
 */
export const thanksPage = page(
  "/contact/thanks",
  { ko: "문의 접수 완료", en: "Inquiry Received" },
  {
    ko: "문의가 접수되었습니다. 담당자가 곧 연락드리겠습니다.",
    en: "Your inquiry has been received. Our staff will contact you soon.",
  },
);

/** The about sidebar, in order; the first is the default item. */
export const aboutPageIds = [
  "about",
  "about-company",
  "about-organization",
  "about-business",
  "about-map",
] as const satisfies readonly PageId[];
