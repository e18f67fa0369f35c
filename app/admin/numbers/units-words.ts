import { createTranslation, type Dictionary } from "../../i18n/words";

/** The delivered units' part of the numbers page (app/admin/numbers/units.server.ts). */
const ko = {
  title: "납품한 제품",
  text: "납품 제품 기록(/admin/units)에서 납품일이 있는 제품을 셉니다. 납품일이 없는 제품은 세지 않습니다.",
  unitMonths: "월별 납품 대수 (12개월)",
  unitIndustries: "산업별 납품 대수 (12개월)",
  month: "월",
  industry: "산업",
  units: "납품 대수",
} as const;

export type UnitsNumbersWord = keyof typeof ko;

const en: Dictionary<UnitsNumbersWord> = {
  title: "Units delivered",
  text: "Counted from the delivered units (/admin/units) that have a delivery date; units without one are not counted.",
  unitMonths: "Units delivered per month (12 months)",
  unitIndustries: "Units delivered per industry (12 months)",
  month: "Month",
  industry: "Industry",
  units: "Units",
};

export const unitsNumbersWord = createTranslation({ ko, en });
