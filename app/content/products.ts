import type { Product } from "./schemas";

// 480 series quarter-turn electric actuators: SPEC section 9.
const quarterTurn480: [model: string, torqueNm: number, flange: string, seconds: number][] = [
  ["480-006", 60, "F05/F07", 20],
  ["480-010", 100, "F07", 21],
  ["480-015", 160, "F07/F10", 26],
  ["480-025", 240, "F07/F10", 26],
  ["480-035", 350, "F10/F12", 31],
  ["480-050", 500, "F10/F12", 31],
  ["480-080", 800, "F12/F14", 39],
  ["480-110", 1100, "F12/F14", 39],
];

const same = (text: string) => ({ ko: text, en: text });

export const products: Product[] = quarterTurn480.map(
  ([model, torque, flange, seconds], index) => ({
    id: model,
    code: model,
    name: { ko: "쿼터턴 전동 액추에이터", en: "Quarter-Turn Electric Actuator" },
    category: "electric",
    subcategory: "quarter-turn-480",
    description: {
      ko: `최대 토크 ${torque} Nm, 출력 플랜지 ${flange}의 쿼터턴 전동 액추에이터입니다.`,
      en: `Quarter-turn electric actuator with ${torque} Nm maximum torque and a ${flange} output flange.`,
    },
    specifications: [
      { label: { ko: "최대 토크", en: "Maximum torque" }, value: same(`${torque} Nm`) },
      { label: { ko: "출력 플랜지", en: "Output flange" }, value: same(flange) },
      {
        label: { ko: "90° 작동 시간 (50 Hz)", en: "90° time at 50 Hz" },
        value: same(`${seconds} s`),
      },
      { label: { ko: "단상 전원", en: "Single-phase supply" }, value: same("110-220 V, 50-60 Hz") },
      {
        label: { ko: "삼상 전원", en: "Three-phase supply" },
        value: index < 2 ? { ko: "해당 없음", en: "Not available" } : same("380-440 V, 50-60 Hz"),
      },
    ],
  }),
);

/** SPEC section 2: the code in the URL is matched case-insensitively. */
export function findProduct(
  category: string,
  subcategory: string,
  code: string,
): Product | undefined {
  const wanted = code.toLowerCase();
  return products.find(
    (p) =>
      p.category === category && p.subcategory === subcategory && p.code.toLowerCase() === wanted,
  );
}

export function findProductById(id: string): Product | undefined {
  const wanted = id.toLowerCase();
  return products.find((p) => p.id === wanted);
}

export function productPath(product: Product): string {
  return `/products/${product.category}/${product.subcategory}/${product.code.toLowerCase()}`;
}
