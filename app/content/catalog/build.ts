import type { Localized, ProductFigures, SpecRow } from "../schemas";

/** Builders shared by the catalogue content modules. */

export function localized(ko: string, en: string): Localized {
  return { ko, en };
}

/**
 * The six kinds of plant the electric and pneumatic actuators and the SIRCA valves serve, named
 * as the home page's sectors name them (발전, not 발전소 or 발전 플랜트: ko 47).
 */
export function plantApplications(): Record<"ko" | "en", string[]> {
  return {
    ko: ["상하수도", "발전", "석유화학", "조선·해양", "LNG 운반선", "일반 플랜트"],
    en: [
      "Water and wastewater",
      "Power generation",
      "Petrochemicals",
      "Shipbuilding and marine",
      "LNG carriers",
      "General industry",
    ],
  };
}

/** A specification row; a plain string value (a figure, a code) reads the same in both languages. */
export function specRow(label: Localized, value: Localized | string): SpecRow {
  return { label, value: typeof value === "string" ? { ko: value, en: value } : value };
}

/** Every product's figures by product id: the seed's at build, the live ones when composed. */
export type FigureLookup = (productId: string) => ProductFigures;

/**
 * A specification row with the mark that names its figure: `figure`, the row is made from it;
 * `states`, a row of text that states it without being made from it (`statingRow`). Rows made
 * from figures come from the figure registry alone (figure-rows.ts: `figureRows`).
 */
export type MarkedRow = SpecRow & { figure?: string; states?: string };

/**
 * A row of text that states a figure without being made from it (the 480 AP series' "torque
 * per size on request"): compare leaves it out, as the figure has its own row there. Staff edit
 * it as text (toProductItem keeps only `figure`); the live content drops the mark.
 */
export function statingRow(figure: string, label: Localized, value: Localized | string): SpecRow {
  const row: MarkedRow = { ...specRow(label, value), states: figure };
  return row;
}
