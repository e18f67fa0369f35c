import {
  figureField,
  UNITS,
  type FigureInput,
  type Unit,
  type UnitKey,
} from "../../../content/catalog/figure-registry";
import type { Lang } from "../../../i18n/lang";

/**
 * Each figure's unit and the form of its value, by its path under `figures.`, from the figure
 * registry (app/content/catalog/figure-registry.ts): what the spreadsheet's columns read and the
 * editor's boxes offer (server and browser alike).
 */

export { UNITS, type Unit, type UnitKey };

/** How a figure's cell is read (the registry's input kinds that hold a figure). */
export type FigureValue = Exclude<FigureInput, "text" | "flag">;
export interface FigureSpec {
  unit?: UnitKey;
  value: FigureValue;
}

/** A field's unit and form, by its path (a rating's values by system: `…values@PN`). */
export const figureSpec = (key: string): FigureSpec | undefined => {
  const field = figureField(key);
  if (!field || field.input === "text" || field.input === "flag") return undefined;
  return field.unit ? { unit: field.unit, value: field.input } : { value: field.input };
};

/**
 * How a figure's box is typed on a phone: the number keyboard with a decimal point, whole
 * numbers only, or the full keyboard where a value may be below zero (a temperature: a phone's
 * decimal keyboard may have no minus sign) or holds "/" and "-" (lists, pipe sizes, flanges).
 * Units written out on a Korean screen where the symbol is no SI or catalogue symbol.
 */
export function figureBox(
  key: string,
  lang: Lang,
): { inputMode?: "decimal" | "numeric"; unit?: string } {
  const spec = figureSpec(key);
  const known = spec?.unit && (UNITS[spec.unit] as Unit);
  const unit = known ? (lang === "ko" && known.korean) || known.symbol : undefined;
  if (spec?.value === "whole") return { inputMode: "numeric", unit };
  if (spec?.value === "decimal" && spec.unit !== "celsius") return { inputMode: "decimal", unit };
  return { unit };
}
