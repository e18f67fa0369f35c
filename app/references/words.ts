import { createTranslation, type Dictionary } from "../i18n/words";

/**
 * The references' words (/references; docs/decisions/036-references.md), in both languages;
 * Korean in 합쇼체, a customer described as a noun phrase. The loader hands the page its words
 * in its language.
 */
const ko = {
  intro:
    "당사가 납품한 액추에이터와 밸브를 연도, 산업, 제품군별로 정리했습니다. 고객사 이름은 고객사가 동의한 경우에만 밝히고, 그 밖에는 산업과 지역으로 적습니다.",
  total: "총 납품 대수",
  span: "납품 기간",
  years: "{from}~{to}년",
  year: "{year}년",
  customers: "이름을 밝힌 고객사",
  count: "{count}대",
  filter: "산업별 보기",
  all: "전체",
  byYear: "연도별·산업별 납품 대수",
  byYearOne: "연도별 납품 대수: {industry}",
  byGroup: "제품군별 납품 대수",
  yearHead: "연도",
  groupHead: "제품군",
  unitsHead: "대수",
  sum: "합계",
  list: "납품처",
  listText:
    "이름을 밝힌 고객사는 고객사의 동의를 받았습니다. 동의가 없는 납품처는 산업과 지역으로만 적습니다.",
  none: "아직 게시할 납품실적이 없습니다. 납품 사례가 필요하시면 문의해 주십시오.",
  noneHere: "이 산업의 납품실적은 아직 없습니다.",
  ask: "납품 사례 문의하기",
  otherGroup: "기타",
  listName: "납품실적 고객사",
  "industry.water": "수처리",
  "industry.power": "발전",
  "industry.petrochemical": "석유화학",
  "industry.marine": "조선·해양",
  "industry.lng": "LNG 운반선",
  "industry.general": "일반 플랜트",
  "customer.water": "수도 사업자",
  "customer.power": "발전 사업자",
  "customer.petrochemical": "석유화학 기업",
  "customer.marine": "조선·해양 기업",
  "customer.lng": "LNG 운반선 분야 기업",
  "customer.general": "플랜트 운영 기업",
  described: "{region} 지역 {customer}",
} as const;

export type ReferencesWord = keyof typeof ko;

const en: Dictionary<ReferencesWord> = {
  intro:
    "The actuators and valves we have delivered, by year, industry and product group. A customer is named only where it agreed to be; otherwise it is described by its industry and region.",
  total: "Units delivered",
  span: "Years",
  years: "{from}–{to}",
  year: "{year}",
  customers: "Customers named",
  count: "{count} {count:unit|units}",
  filter: "By industry",
  all: "All",
  byYear: "Units delivered by year and industry",
  byYearOne: "Units delivered by year: {industry}",
  byGroup: "Units delivered by product group",
  yearHead: "Year",
  groupHead: "Product group",
  unitsHead: "Units",
  sum: "Total",
  list: "Delivered to",
  listText:
    "The customers named have agreed to be. Those who have not are described by industry and region only.",
  none: "No delivery record is published yet. If you need references, please ask us.",
  noneHere: "No delivery in this industry is published yet.",
  ask: "Ask for references",
  otherGroup: "Other",
  listName: "Reference customers",
  "industry.water": "Water",
  "industry.power": "Power",
  "industry.petrochemical": "Petrochemical",
  "industry.marine": "Shipbuilding and marine",
  "industry.lng": "LNG carriers",
  "industry.general": "General plants",
  "customer.water": "A water utility",
  "customer.power": "A power producer",
  "customer.petrochemical": "A petrochemical company",
  "customer.marine": "A shipbuilding and marine company",
  "customer.lng": "A company in LNG carriers",
  "customer.general": "A plant operator",
  described: "{customer}, {region}",
};

/** One word in `lang`, filled by the one placeholder rule (decision 029). */
export const referencesWord = createTranslation({ ko, en });
