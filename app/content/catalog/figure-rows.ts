import type { ActuatorFigures, Localized, ProductFigures, SpecRow, ValveFigures } from "../schemas";
import type { MarkedRow } from "./build";
import {
  flangeText,
  pressureRangeText,
  ratingText,
  seriesTorque,
  sizeText,
  tempText,
  timeText,
  torqueText,
  voltsText,
} from "./figures-text";

/**
 * The one generic way a figure becomes a specification row: figure key -> label and text, in
 * both languages, from figures-text.ts. Products staff add (not in the repository) get every
 * row made from a figure here; a repository product gets here the rows its group's builder does
 * not make (a figure staff typed that the repository did not state). A figure left empty makes
 * no row (docs/decisions/018-live-catalogue.md).
 */

const VALVE_KEYS = ["size", "rating", "temp", "actuatorSupply", "maxDifferential"] as const;
const ACTUATOR_KEYS = [
  "torque",
  "seriesTorque",
  "flanges",
  "time",
  "singlePhase",
  "threePhase",
  "supply",
  "temp",
] as const;
export type FigureKey = (typeof VALVE_KEYS)[number] | (typeof ACTUATOR_KEYS)[number];

/**
 * The rows' labels. The Korean ones are the repository's, which compare already shows as
 * figures (app/compare/data.server.ts, SHOWN_AS_FIGURES), so no row is shown twice.
 */
export const FIGURE_LABELS: Record<FigureKey, Localized> = {
  size: { ko: "호칭 구경", en: "Nominal size" },
  rating: { ko: "압력 등급", en: "Pressure rating" },
  temp: { ko: "사용 온도", en: "Operating temperature" },
  actuatorSupply: { ko: "액추에이터 공급 압력", en: "Actuator supply pressure" },
  maxDifferential: { ko: "최대 차압", en: "Max. differential pressure" },
  torque: { ko: "최대 토크", en: "Maximum torque" },
  seriesTorque: { ko: "출력 토크", en: "Output torque" },
  flanges: { ko: "출력 플랜지", en: "Output flange" },
  time: { ko: "90° 동작 시간 (50 Hz)", en: "90° operating time (50 Hz)" },
  singlePhase: { ko: "단상 전원", en: "Single-phase supply" },
  threePhase: { ko: "삼상 전원", en: "Three-phase supply" },
  supply: { ko: "공급 압력", en: "Supply pressure" },
};

/** The figure keys a product of this kind can show as rows, in the rows' order. */
export function figureKeys(figures: ProductFigures): readonly FigureKey[] {
  if (figures.kind === "valve") return VALVE_KEYS;
  // An electric drive is fed by a mains supply, the others by air or oil.
  return ACTUATOR_KEYS.filter((key) =>
    figures.drive === "electric" ? key !== "supply" : key !== "singlePhase" && key !== "threePhase",
  );
}

export const isFigureKey = (key: string): key is FigureKey =>
  (VALVE_KEYS as readonly string[]).includes(key) ||
  (ACTUATOR_KEYS as readonly string[]).includes(key);

const bar = (n: number): Localized => ({ ko: `${n} bar`, en: `${n} bar` });

function valveText(key: FigureKey, f: ValveFigures): Localized | undefined {
  switch (key) {
    case "size": {
      if (!f.size) return undefined;
      const range = sizeText(f);
      if (!("dn" in f.size) || !f.size.only?.length) return range;
      const made = f.size.only.map((dn) => `DN${dn}`).join(", ");
      return { ko: `${range.ko} (제작 구경: ${made})`, en: `${range.en} (sizes made: ${made})` };
    }
    case "rating":
      return f.ratings.length ? ratingText(f) : undefined;
    case "temp":
      return f.tempC.max === undefined ? undefined : tempText(f.tempC, "spec");
    case "actuatorSupply":
      return f.actuatorSupplyBar === undefined ? undefined : bar(f.actuatorSupplyBar);
    case "maxDifferential":
      return f.maxDifferentialBar === undefined ? undefined : bar(f.maxDifferentialBar);
    default:
      return undefined;
  }
}

function actuatorText(key: FigureKey, f: ActuatorFigures): Localized | undefined {
  const { singlePhase, threePhase, air, hydraulic } = f.supply;
  switch (key) {
    case "torque":
      return f.maxTorqueNm === undefined ? undefined : torqueText(f.maxTorqueNm);
    case "seriesTorque":
      return f.series ? seriesTorque(f.series) : undefined;
    case "flanges":
      return f.flanges?.length ? flangeText(f) : undefined;
    case "time":
      return f.time90s === undefined ? undefined : timeText(f.time90s);
    case "singlePhase":
      return singlePhase && voltsText(singlePhase);
    case "threePhase":
      return threePhase && voltsText(threePhase);
    case "supply": {
      const pressure = hydraulic ?? air;
      return pressure && pressureRangeText(pressure);
    }
    case "temp":
      return f.tempC && tempText(f.tempC, "spec");
    default:
      return undefined;
  }
}

/** A figure's text as its row shows it, or undefined when the figure is empty. */
export function figureText(key: FigureKey, figures: ProductFigures): Localized | undefined {
  return figures.kind === "valve" ? valveText(key, figures) : actuatorText(key, figures);
}

/** Every row the figures make, marked with its figure: empty figures make none. */
export function figureRows(figures: ProductFigures): MarkedRow[] {
  return figureKeys(figures).flatMap((key) => {
    const value = figureText(key, figures);
    return value ? [{ label: FIGURE_LABELS[key], value, figure: key }] : [];
  });
}

/**
 * A new product's specification rows: one per figure of its kind, each naming its figure, so a
 * figure typed later shows in its row (and an empty one shows no row).
 */
export function newProductRows(figures: ProductFigures): (Pick<SpecRow, "label"> & {
  figure: FigureKey;
})[] {
  return figureKeys(figures).map((key) => ({ label: FIGURE_LABELS[key], figure: key }));
}
