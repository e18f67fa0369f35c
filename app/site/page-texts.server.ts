import type { Localized } from "../i18n/localized";
import type { PageId } from "./pages";

/** What search engines and share cards read of a fixed page: description and keywords. */
export interface PageTexts {
  description: Localized;
  keywords: Localized;
}

const KEYWORDS = {
  ko: "액추에이터, 밸브, 전동 액추에이터, 공압 액추에이터, 핀치 밸브, SIRCA",
  en: "actuators, valves, electric actuators, pneumatic actuators, pinch valves, SIRCA",
};

function texts(description: Localized, keywords: Localized = KEYWORDS): PageTexts {
  return { description, keywords };
}

/** Each fixed page's description and keywords in both languages (server only). */
export const pageTexts: Record<PageId, PageTexts> = {
  home: texts({
    ko: "전동·공압·특수 액추에이터와 SIRCA 밸브, 핀치 밸브를 공급하고 조립하는 서울의 전문 기업입니다.",
    en: "Seoul distributor and assembler of electric, pneumatic and special actuators, SIRCA valves and pinch valves.",
  }),
  products: texts({
    ko: "전동·공압·특수 액추에이터, SIRCA 밸브, 핀치 밸브 제품군과 시공 갤러리를 소개합니다.",
    en: "Electric, pneumatic and special actuators, SIRCA valves, pinch valves and our work gallery.",
  }),
  finder: texts({
    ko: "구경·압력·온도로 맞는 밸브를, 토크·플랜지·전원으로 맞는 액추에이터를 찾으실 수 있습니다.",
    en: "Find the valve for a size, pressure and temperature, and the actuator for a torque, flange and supply.",
  }),
  compare: texts({
    ko: "최대 4개 제품의 토크, 구경, 압력, 온도 등 사양을 제품 페이지와 같은 표기로 나란히 비교해 보실 수 있습니다.",
    en: "Compare up to four products side by side: torque, size, pressure, temperature and more, as stated on each product page.",
  }),
  about: texts(
    {
      ko: "한빛플로우컨트롤 대표이사의 인사말입니다.",
      en: "A message from the CEO of Hanbit Flow Control.",
    },
    { ko: "회사소개, 인사말, 대표이사", en: "about us, CEO message, chief executive" },
  ),
  "about-company": texts(
    {
      ko: "설립부터 현재까지 한빛플로우컨트롤이 걸어온 길입니다.",
      en: "The milestones of Hanbit Flow Control from its founding to today.",
    },
    { ko: "회사 연혁, 설립, 역사", en: "company history, founding, milestones" },
  ),
  "about-organization": texts(
    {
      ko: "대표이사와 영업·관리·구매·기술개발·품질관리 5개 팀의 조직도입니다.",
      en: "Our organization: the CEO and five teams for sales, management, purchasing, technical development and quality control.",
    },
    { ko: "조직도, 팀, 조직", en: "organization chart, teams" },
  ),
  "about-business": texts(
    {
      ko: "액추에이터·밸브 공급, 구동 밸브 조립, 수동 밸브 자동화 개조 등 사업 분야를 소개합니다.",
      en: "Our business: supplying actuators and valves, assembling actuated valves and retrofitting manual valves.",
    },
    { ko: "사업 분야, 밸브 조립, 자동화", en: "business areas, valve assembly, automation" },
  ),
  "about-map": texts(
    {
      ko: "서울 금천구 가마산로, 가산디지털단지역(1·7호선) 인근 사무실 위치와 교통편입니다.",
      en: "Our office on Gamasan-ro, Geumcheon-gu, Seoul, near Gasan Digital Complex Station (Lines 1 and 7).",
    },
    { ko: "오시는 길, 위치, 지도", en: "location, map, directions" },
  ),
  gallery: texts(
    {
      ko: "밸브와 액추에이터 설치·정비 작업 사진을 소개합니다.",
      en: "Photos of our valve and actuator installation and maintenance work.",
    },
    { ko: "갤러리, 시공 사례, 정비", en: "gallery, field work, maintenance" },
  ),
  news: texts(
    {
      ko: "한빛플로우컨트롤의 공지사항과 소식입니다.",
      en: "Notices and news from Hanbit Flow Control.",
    },
    { ko: "공지사항, 소식, 알림", en: "news, notices, announcements" },
  ),
  quote: texts(
    {
      ko: "견적받을 제품을 담고 수량과 메모를 적어 한 번에 견적을 요청하실 수 있습니다.",
      en: "Add products, enter quantities and notes, and request a single quotation for the whole list.",
    },
    { ko: "견적 목록, 견적 요청, 견적서", en: "quote list, request for quotation, RFQ" },
  ),
  downloads: texts(
    {
      ko: "제품군별 카탈로그와 제품별 데이터시트(PDF)를 한국어·영어로 내려받으실 수 있습니다.",
      en: "Catalogues per product group and a datasheet per product (PDF), in Korean and English.",
    },
    { ko: "자료실, 카탈로그, 데이터시트, PDF", en: "downloads, catalogue, datasheet, PDF" },
  ),
  certificates: texts(
    {
      ko: "당사가 보유한 인증서의 발급 기관, 인증 번호, 적용 범위와 유효 기간입니다. 현재 유효한 인증서를 PDF 사본과 함께 안내해 드립니다.",
      en: "The certificates we hold: issuer, number, scope and validity. Each certificate listed is currently valid and has its PDF copy.",
    },
    {
      ko: "인증현황, 인증서, KC 위생안전, ISO 9001, 형식승인, 선급",
      en: "certificates, KC sanitary safety, ISO 9001, type approval, classification society",
    },
  ),
  references: texts(
    {
      ko: "당사가 납품한 액추에이터와 밸브의 납품실적입니다. 상하수도, 발전, 석유화학, 조선·해양, LNG 운반선, 일반 플랜트의 연도별·제품군별 납품 대수와 납품처를 싣습니다.",
      en: "Our delivery record: actuators and valves delivered by year, industry (water and wastewater, power, petrochemical, shipbuilding and marine, LNG carriers, general plants) and product group, and to whom.",
    },
    {
      ko: "납품실적, 납품 사례, 상하수도, 발전소, 조선, LNG 운반선, 액추에이터, 밸브",
      en: "references, delivery record, water and wastewater, power, shipbuilding, LNG carriers, actuators, valves",
    },
  ),
  contact: texts(
    {
      ko: "제품 문의와 견적 요청을 남겨 주시면 담당자가 연락드립니다.",
      en: "Send a product inquiry or a quote request and our staff will contact you.",
    },
    { ko: "문의, 견적 요청, 고객센터", en: "inquiry, quote request, contact" },
  ),
  privacy: texts(
    {
      ko: "웹사이트 문의 양식으로 받은 개인정보의 처리 목적, 항목, 보유 기간, 파기, 권리 행사 방법과 개인정보 보호책임자를 알려 드립니다.",
      en: "What personal data the inquiry form collects, why, how long we keep it, how it is destroyed, your rights and our privacy officer.",
    },
    { ko: "개인정보처리방침, 개인정보 보호", en: "privacy policy, personal data" },
  ),
  sitemap: texts({
    ko: "사이트의 모든 페이지 목록입니다.",
    en: "A list of every page on this site.",
  }),
  search: texts(
    {
      ko: "모델명, 규격, 제품과 회사 정보를 검색합니다.",
      en: "Search model codes, sizes, products and company pages.",
    },
    { ko: "검색, 모델명", en: "search, model code" },
  ),
};

export const thanksPageTexts = texts({
  ko: "문의가 접수되었습니다. 영업일 기준 1일 이내에 담당자가 답변해 드립니다.",
  en: "We have received your inquiry and will reply within one business day.",
});
