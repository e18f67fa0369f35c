import type { Lang } from "../../../i18n/lang";

/**
 * Each figure's unit and the form of its value, by its path under `figures.`: what the
 * spreadsheet's columns read and the editor's boxes offer (server and browser alike).
 */

/** A figure's unit: what its header shows and the spellings a cell may carry after its number. */
export interface Unit {
  symbol: string;
  /** Lowercase, without spaces or dots, after Unicode NFKC (so "℃" is "°c"). */
  spellings: string[];
}

export const UNITS = {
  celsius: { symbol: "°C", spellings: ["°c", "c", "degc"] },
  bar: { symbol: "bar", spellings: ["bar"] },
  psi: { symbol: "psi", spellings: ["psi"] },
  nm: { symbol: "Nm", spellings: ["nm", "n·m", "n-m"] },
  volt: { symbol: "V", spellings: ["v", "vac"] },
  hertz: { symbol: "Hz", spellings: ["hz"] },
  second: { symbol: "s", spellings: ["s", "sec", "초"] },
  dn: { symbol: "DN", spellings: ["dn"] },
  pn: { symbol: "PN", spellings: ["pn"] },
  ansi: { symbol: "Class", spellings: ["class", "cl", "ansi", "#", "lb"] },
  inch: { symbol: "in", spellings: ['"', "″", "in", "inch", "인치"] },
} satisfies Record<string, Unit>;
export type UnitKey = keyof typeof UNITS;

/**
 * How a figure's cell is read: one number, one whole number, numbers separated by "/", a pipe
 * size in inches ("1-1/4", a text), or ISO 5211 flanges ("F05/F07").
 */
export type FigureValue = "decimal" | "whole" | "list" | "size" | "flanges";
export interface FigureSpec {
  unit?: UnitKey;
  value: FigureValue;
}

/** Each figure's unit and form, by its path under `figures.` (a rating's values by system). */
const FIGURE_SPECS: [RegExp, FigureSpec][] = [
  [/^tempC\.(min|max|extendedMax)$/, { unit: "celsius", value: "decimal" }],
  [/^ratings\.\d+\.points\.\d+\.atC$/, { unit: "celsius", value: "decimal" }],
  [/^ratings\.\d+\.points\.\d+\.bar$/, { unit: "bar", value: "decimal" }],
  [/^ratings\.\d+\.(min|max)$/, { unit: "bar", value: "decimal" }],
  [/^ratings\.\d+\.psi$/, { unit: "psi", value: "decimal" }],
  [/^ratings\.\d+\.maxBar$/, { unit: "bar", value: "list" }],
  [/^ratings\.\d+\.values@PN$/, { unit: "pn", value: "list" }],
  [/^ratings\.\d+\.values@ANSI$/, { unit: "ansi", value: "list" }],
  [/^ratings\.\d+\.steps\.\d+\.pn$/, { unit: "pn", value: "whole" }],
  [/^ratings\.\d+\.steps\.\d+\.(min|max)$/, { unit: "inch", value: "size" }],
  [/^size\.dn\.(min|max)$/, { unit: "dn", value: "whole" }],
  [/^size\.only$/, { unit: "dn", value: "list" }],
  [/^size\.inch\.(min|max)$/, { unit: "inch", value: "size" }],
  [/^(actuatorSupplyBar|maxDifferentialBar)$/, { unit: "bar", value: "decimal" }],
  [/^(maxTorqueNm|series\.torqueNm\.(min|max))$/, { unit: "nm", value: "decimal" }],
  [/^series\.sizes$/, { value: "whole" }],
  [/^flanges$/, { value: "flanges" }],
  [/^time90s$/, { unit: "second", value: "decimal" }],
  [/^supply\.(singlePhase|threePhase)\.(minV|maxV)$/, { unit: "volt", value: "decimal" }],
  [/^supply\.(singlePhase|threePhase)\.(minHz|maxHz)$/, { unit: "hertz", value: "decimal" }],
  [/^supply\.(air|hydraulic)\.(min|max)$/, { unit: "bar", value: "decimal" }],
  [/^supply\.air\.(minPsi|maxPsi)$/, { unit: "psi", value: "decimal" }],
];

export const figureSpec = (key: string): FigureSpec | undefined => {
  const inner = key.replace(/^figures\./, "");
  return FIGURE_SPECS.find(([pattern]) => pattern.test(inner))?.[1];
};

/** Units written out on a Korean screen; the others are SI or catalogue symbols. */
const KOREAN: Partial<Record<UnitKey, string>> = { inch: "인치", ansi: "클래스" };

/**
 * How a figure's box is typed on a phone: the number keyboard with a decimal point, whole
 * numbers only, or the full keyboard where a value may be below zero (a temperature: a phone's
 * decimal keyboard may have no minus sign) or holds "/" and "-" (lists, pipe sizes, flanges).
 */
export function figureBox(
  key: string,
  lang: Lang,
): { inputMode?: "decimal" | "numeric"; unit?: string } {
  const spec = figureSpec(key);
  const unit = spec?.unit && ((lang === "ko" && KOREAN[spec.unit]) || UNITS[spec.unit].symbol);
  if (spec?.value === "whole") return { inputMode: "numeric", unit };
  if (spec?.value === "decimal" && spec.unit !== "celsius") return { inputMode: "decimal", unit };
  return { unit };
}
