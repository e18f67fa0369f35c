import type { Category, Subcategory } from "../schemas";
import type { CategoryId } from "./category-ids";

/**
 * Product groups and their subcategories, in the order of the main menu. This
 * small module is all of the catalogue that ships to the browser (for the menu); the groups'
 * descriptions, sections and products live in *.server.ts modules.
 */
/** In the order of CATEGORY_IDS (tests/unit/category-ids.test.ts). */
export const categories: (Category & { id: CategoryId })[] = [
  {
    id: "electric",
    name: { ko: "전동 액추에이터", en: "Electric actuators" },
    theme: "electric",
    unknownSubcategory: "not-found",
    subcategories: [
      {
        id: "manufacturer-specialists",
        name: { ko: "제조사 소개", en: "Actuator specialists" },
        section: "manufacturer-specialists",
      },
      {
        id: "modular-design",
        name: { ko: "모듈식 설계", en: "Modular design" },
        section: "modular-design",
      },
      {
        id: "electric-features",
        name: { ko: "주요 특징", en: "Key features" },
        section: "electric-features",
      },
      {
        id: "range-series",
        name: { ko: "제품 시리즈", en: "Product range" },
        section: "range-series",
      },
      {
        id: "400-410-series",
        name: { ko: "400·410 시리즈", en: "400/410 series" },
        section: "400-410-series",
        productsToCome: true,
      },
      {
        id: "400-470-digital",
        name: { ko: "400~470 디지털", en: "400–470 digital" },
        section: "400-470-digital",
      },
      {
        id: "460-470-series",
        name: { ko: "460·470 시리즈", en: "460/470 series" },
        section: "460-470-series",
      },
      {
        id: "integral-control",
        name: { ko: "일체형 제어", en: "Integral control" },
        section: "integral-control",
      },
      {
        id: "actuator-controls",
        name: { ko: "액추에이터 제어", en: "Actuator controls" },
        section: "actuator-controls",
      },
      {
        id: "quarter-turn-480",
        name: { ko: "480 쿼터턴", en: "480 quarter-turn" },
        section: "quarter-turn-480",
      },
    ],
  },
  {
    id: "pneumatic",
    name: { ko: "공압 액추에이터", en: "Pneumatic actuators" },
    theme: "pneumatic",
    unknownSubcategory: "fallback",
    subcategories: [
      {
        id: "rotary",
        name: { ko: "로터리 액추에이터", en: "Rotary actuators" },
        section: "rotary",
      },
    ],
  },
  {
    id: "special",
    name: { ko: "특수 액추에이터", en: "Special actuators" },
    theme: "special",
    unknownSubcategory: "not-found",
    subcategories: [
      {
        id: "hydraulic-pneumatic-actuators",
        name: { ko: "유압·공압 액추에이터", en: "Hydraulic and pneumatic actuators" },
        section: "hydraulic-pneumatic-actuators",
      },
    ],
  },
  {
    id: "sirca-valves",
    name: { ko: "SIRCA 밸브", en: "SIRCA valves" },
    theme: "valves",
    unknownSubcategory: "fallback",
    subcategories: [
      {
        id: "butterfly-valves",
        name: { ko: "버터플라이 밸브", en: "Butterfly valves" },
        section: "butterfly-valves",
      },
      { id: "ball-valves", name: { ko: "볼 밸브", en: "Ball valves" }, section: "ball-valves" },
    ],
  },
  {
    id: "pinch-valve",
    name: { ko: "핀치 밸브", en: "Pinch valves" },
    theme: "valves",
    unknownSubcategory: "not-found",
    subcategories: [
      {
        id: "pinch-valves",
        name: { ko: "PQVF·PQVI 핀치 밸브", en: "PQVF and PQVI pinch valves" },
        section: "pqvf",
      },
    ],
  },
];

export function findCategory(id: string): Category | undefined {
  return categories.find((c) => c.id === id);
}

export type SubcategoryLookup = { kind: "found"; subcategory: Subcategory } | { kind: "not-found" };

/** No subcategory means the first; an unknown one follows the group's rule (docs/product.md). */
export function resolveSubcategory(category: Category, id: string | undefined): SubcategoryLookup {
  const first = category.subcategories[0]!;
  if (id === undefined) return { kind: "found", subcategory: first };
  const match = category.subcategories.find((s) => s.id === id);
  if (match) return { kind: "found", subcategory: match };
  return category.unknownSubcategory === "fallback"
    ? { kind: "found", subcategory: first }
    : { kind: "not-found" };
}
