import { DN_SIZES, NPS_TO_DN, type Nps } from "../content/catalog/sizes";
import { ELASTOMERS } from "../content/catalog/sleeves";
import { dnInchText, dnText, grouped, rangeText } from "../content/catalog/figures-text";
import type { ActuatorFigures, Localized, ProductFigures, ValveFigures } from "../content/schemas";
import { FINDER_PARAMS } from "../site/page-query";
import {
  ANSI_CLASSES,
  DEFAULT_MARGIN,
  ISO_FLANGES,
  SUPPLIES,
  VALVE_TYPES,
  type Supply,
  type ValveType,
} from "./inputs";

/**
 * The product finders (docs/architecture.md, Buyer tools): the URL's inputs, checked, and the
 * models whose stated figures cover them. Pure functions of the URL and the figures, so the server
 * renders the same results the browser computes (the static export computes in the browser).
 * Every text is a { ko, en } pair; a figure the content does not state makes a check "unknown",
 * which the page shows as "ask us", never as a match.
 */

export interface FinderModel {
  id: string;
  code: string;
  path: string;
  figures: ProductFigures;
}

export interface ValveInputs {
  type?: ValveType;
  dn?: number;
  pn?: number;
  ansiClass?: number;
  temp?: number;
}

export interface ActuatorInputs {
  torque?: number;
  margin: number;
  flange?: string;
  supply?: Supply;
  time?: number;
}

/** What was wrong with one input: the page words it with the field's label (errors.ts). */
export type FinderProblem =
  | { kind: "whole" }
  | { kind: "number" }
  | { kind: "range"; min: number; max: number }
  | { kind: "choice"; choices: readonly string[] }
  | { kind: "dn"; dn: number }
  | { kind: "class" };

export interface FinderError {
  param: string;
  problem: FinderProblem;
}

export type FinderState =
  | { kind: "none"; errors: FinderError[] }
  | { kind: "valve"; inputs: ValveInputs; errors: FinderError[] }
  | { kind: "actuator"; inputs: ActuatorInputs; errors: FinderError[] };

const l = (ko: string, en: string): Localized => ({ ko, en });

/** Longer values are refused unread: no figure needs more than a few characters. */
const MAX_LENGTH = 12;

/** Reads one number: digits with an optional sign and decimals, within [min, max]. */
function readNumber(
  params: URLSearchParams,
  name: string,
  min: number,
  max: number,
  errors: FinderError[],
  options: { integer?: boolean } = {},
): number | undefined {
  const raw = params.get(name)?.trim();
  if (!raw) return undefined;
  const pattern = options.integer ? /^[-+]?\d+$/ : /^[-+]?\d+(\.\d+)?$/;
  if (raw.length > MAX_LENGTH || !pattern.test(raw)) {
    errors.push({ param: name, problem: { kind: options.integer ? "whole" : "number" } });
    return undefined;
  }
  const value = Number(raw);
  if (value < min || value > max) {
    errors.push({ param: name, problem: { kind: "range", min, max } });
    return undefined;
  }
  return value;
}

function readChoice<T extends string>(
  params: URLSearchParams,
  name: string,
  choices: readonly T[],
  errors: FinderError[],
): T | undefined {
  const raw = params.get(name)?.trim();
  if (!raw) return undefined;
  const found = choices.find((c) => c.toLowerCase() === raw.toLowerCase());
  if (!found) errors.push({ param: name, problem: { kind: "choice", choices } });
  return found;
}

/** The finder's state from the URL: which finder, its inputs and what was wrong with them. */
export function parseFinder(params: URLSearchParams): FinderState {
  const errors: FinderError[] = [];
  const kind = readChoice(params, "kind", ["valve", "actuator"] as const, errors);
  if (kind === "valve") {
    const type = readChoice(params, "type", [...VALVE_TYPES, "any"] as const, errors);
    const dn = readNumber(params, "dn", 1, 5000, errors, { integer: true });
    if (dn !== undefined && !DN_SIZES.includes(dn)) {
      errors.push({ param: "dn", problem: { kind: "dn", dn } });
    }
    const ansiClass = readNumber(params, "class", 1, 2500, errors, { integer: true });
    if (ansiClass !== undefined && !(ANSI_CLASSES as readonly number[]).includes(ansiClass)) {
      errors.push({ param: "class", problem: { kind: "class" } });
    }
    const inputs: ValveInputs = {
      type: type === "any" ? undefined : type,
      dn: DN_SIZES.includes(dn ?? -1) ? dn : undefined,
      pn: readNumber(params, "pn", 1, 1000, errors, { integer: true }),
      ansiClass: (ANSI_CLASSES as readonly number[]).includes(ansiClass ?? -1)
        ? ansiClass
        : undefined,
      temp: readNumber(params, "temp", -273, 2000, errors),
    };
    return { kind, inputs, errors };
  }
  if (kind === "actuator") {
    const flange = readChoice(params, "flange", ISO_FLANGES, errors);
    const inputs: ActuatorInputs = {
      torque: readNumber(params, "torque", 1, 100000, errors),
      margin: readNumber(params, "margin", 0, 200, errors) ?? DEFAULT_MARGIN,
      flange,
      supply: readChoice(params, "supply", SUPPLIES, errors),
      time: readNumber(params, "time", 1, 3600, errors),
    };
    return { kind, inputs, errors };
  }
  return { kind: "none", errors };
}

/** True when the URL holds any finder input (such URLs are `noindex`). */
export function hasFinderInputs(params: URLSearchParams): boolean {
  return FINDER_PARAMS.some((name) => (params.get(name) ?? "") !== "");
}

// ---------------------------------------------------------------------------------------------
// Valve finder
// ---------------------------------------------------------------------------------------------

export type CheckStatus = "ok" | "miss" | "unknown";
export interface Check {
  input: "dn" | "pn" | "class" | "temp" | "torque" | "flange" | "supply" | "time";
  status: CheckStatus;
  /** Why not, or what is not stated; also a qualified match ("extended version"). */
  note?: Localized;
}

export interface Outcome {
  model: FinderModel;
  checks: Check[];
  /** Pinch valves: the sleeve elastomers rated for the temperature asked. */
  elastomers?: string[];
  /** Actuators: the margin of the maximum torque over the valve's torque, in percent. */
  marginPct?: number;
}

export interface Results {
  /** Every input covered by the stated figures. */
  matches: Outcome[];
  /** Nothing misses, but a figure is not stated: ask us. */
  askUs: Outcome[];
  /** Exactly one input misses; the check says which and by how much. */
  close: Outcome[];
}

/** The DN span of a valve's sizes: DN figures, or inch figures through their DN equivalents. */
function dnSpan(figures: ValveFigures): { min: number; max: number; only?: number[] } | undefined {
  const { size } = figures;
  if (!size) return undefined;
  if ("dn" in size) return { ...size.dn, only: size.only };
  return { min: NPS_TO_DN[size.inch.min as Nps], max: NPS_TO_DN[size.inch.max as Nps] };
}

const stepsBetween = (a: number, b: number) => Math.abs(DN_SIZES.indexOf(a) - DN_SIZES.indexOf(b));

function checkSize(figures: ValveFigures, dn: number): Check {
  const span = dnSpan(figures);
  if (!span) return { input: "dn", status: "unknown", note: l("구경 미기재", "size not stated") };
  if (dn < span.min || dn > span.max) {
    const limit = dn < span.min ? span.min : span.max;
    const steps = stepsBetween(dn, limit);
    return {
      input: "dn",
      status: "miss",
      note:
        dn < span.min
          ? l(
              `${dnText(dn).ko}: 최소 구경 ${dnInchText(limit).ko}보다 ${steps}단계 작음`,
              `${dnText(dn).en}: ${steps} size${steps > 1 ? "s" : ""} below the smallest, ${dnInchText(limit).en}`,
            )
          : l(
              `${dnText(dn).ko}: 최대 구경 ${dnInchText(limit).ko}보다 ${steps}단계 큼`,
              `${dnText(dn).en}: ${steps} size${steps > 1 ? "s" : ""} above the largest, ${dnInchText(limit).en}`,
            ),
    };
  }
  if (span.only && !span.only.includes(dn))
    return {
      input: "dn",
      status: "miss",
      note: l(
        `${dnText(dn).ko}은 제작 구경이 아님`,
        `${dnText(dn).en} is not one of the available sizes`,
      ),
    };
  return { input: "dn", status: "ok" };
}

/** The PN rating at a size for ratings that depend on it (inches); all steps without a size. */
function pnBySize(
  steps: { pn: number; min: string; max: string }[],
  dn: number | undefined,
): number[] {
  if (dn === undefined) return steps.map((s) => s.pn);
  return steps
    .filter((s) => NPS_TO_DN[s.min as Nps] <= dn && dn <= NPS_TO_DN[s.max as Nps])
    .map((s) => s.pn);
}

/**
 * PN asked: covered by a PN rating at least as high, or a maximum pressure in bar at least the
 * PN's nominal bar (PN 16 = 16 bar).
 */
function checkPn(figures: ValveFigures, pn: number, dn: number | undefined): Check {
  let best: number | undefined;
  let unknown: Localized | undefined;
  for (const rating of figures.ratings) {
    switch (rating.system) {
      case "PN":
        if (Math.max(...rating.values) >= pn) return { input: "pn", status: "ok" };
        best = Math.max(best ?? 0, ...rating.values);
        break;
      case "PN-by-size": {
        const pns = pnBySize(rating.steps, dn);
        if (pns.length && Math.min(...pns) >= pn) return { input: "pn", status: "ok" };
        if (pns.some((p) => p >= pn))
          return {
            input: "pn",
            status: "ok",
            note: l("일부 구경에서 해당", "at some sizes"),
          };
        if (pns.length) best = Math.max(best ?? 0, ...pns);
        break;
      }
      case "ANSI":
        if (rating.maxBar && Math.max(...rating.maxBar) >= pn) return { input: "pn", status: "ok" };
        break;
      case "bar":
        if ((rating.min ?? rating.max) >= pn) return { input: "pn", status: "ok" };
        if (rating.max >= pn) {
          unknown = l(
            `최대 사용 압력 구경에 따라 ${rangeText("ko", rating.min ?? rating.max, rating.max)} bar: 구경별로 문의`,
            `maximum operating pressure ${rangeText("en", rating.min ?? rating.max, rating.max)} bar by size: ask us for the size`,
          );
        } else best = Math.max(best ?? 0, rating.max);
        break;
      case "bar-at":
        unknown = l("압력은 예시값만 기재", "pressure stated only as examples");
        break;
    }
  }
  if (unknown) return { input: "pn", status: "unknown", note: unknown };
  if (best === undefined)
    return {
      input: "pn",
      status: "miss",
      note: l("PN 등급 미기재 (ANSI 등급)", "no PN rating stated (ANSI classes)"),
    };
  return {
    input: "pn",
    status: "miss",
    note: l(
      `PN${pn}: 최고 ${best} bar 등급, ${pn - best} bar 부족`,
      `PN${pn}: rated up to ${best} bar, ${pn - best} bar short`,
    ),
  };
}

function checkClass(figures: ValveFigures, ansiClass: number): Check {
  const ansi = figures.ratings.find((r) => r.system === "ANSI");
  if (!ansi)
    return {
      input: "class",
      status: "miss",
      note: l("ANSI 등급 미기재 (PN 등급)", "no ANSI class stated"),
    };
  const highest = Math.max(...ansi.values);
  if (highest >= ansiClass) return { input: "class", status: "ok" };
  return {
    input: "class",
    status: "miss",
    note: l(
      `Class ${ansiClass}: 최고 Class ${highest}`,
      `Class ${ansiClass}: rated up to Class ${highest}`,
    ),
  };
}

function checkTemp(tempC: ValveFigures["tempC"], temp: number): Check {
  const { min, max, extendedMax } = tempC;
  if (min !== undefined && temp < min)
    return {
      input: "temp",
      status: "miss",
      note: l(
        `${temp} °C: 최저 ${min} °C보다 ${min - temp} °C 낮음`,
        `${temp} °C: ${min - temp} °C below the minimum, ${min} °C`,
      ),
    };
  if (temp > max) {
    if (extendedMax !== undefined && temp <= extendedMax)
      return {
        input: "temp",
        status: "ok",
        note: l(`확장 사양 (최고 ${extendedMax} °C)`, `extended version (up to ${extendedMax} °C)`),
      };
    const top = extendedMax ?? max;
    return {
      input: "temp",
      status: "miss",
      note: l(
        `${temp} °C: 최고 ${top} °C보다 ${temp - top} °C 높음`,
        `${temp} °C: ${temp - top} °C above the maximum, ${top} °C`,
      ),
    };
  }
  // "Up to 600 °C" states no lower limit: below 0 °C that is for us to answer.
  if (min === undefined && temp < 0)
    return {
      input: "temp",
      status: "unknown",
      note: l("최저 온도 미기재", "no lower limit stated"),
    };
  return { input: "temp", status: "ok" };
}

function sort(outcomes: { outcome: Outcome; misses: number; unknowns: number }[]): Results {
  return {
    matches: outcomes.filter((o) => o.misses === 0 && o.unknowns === 0).map((o) => o.outcome),
    askUs: outcomes.filter((o) => o.misses === 0 && o.unknowns > 0).map((o) => o.outcome),
    close: outcomes.filter((o) => o.misses === 1).map((o) => o.outcome),
  };
}

const tally = (outcome: Outcome) => ({
  outcome,
  misses: outcome.checks.filter((c) => c.status === "miss").length,
  unknowns: outcome.checks.filter((c) => c.status === "unknown").length,
});

/** Valves of the type asked (any type without one), checked against every input given. */
export function findValves(inputs: ValveInputs, models: FinderModel[]): Results {
  const outcomes = models.flatMap((model) => {
    const figures = model.figures;
    if (figures.kind !== "valve") return [];
    if (inputs.type && figures.type !== inputs.type) return [];
    const checks: Check[] = [];
    if (inputs.dn !== undefined) checks.push(checkSize(figures, inputs.dn));
    if (inputs.pn !== undefined) checks.push(checkPn(figures, inputs.pn, inputs.dn));
    if (inputs.ansiClass !== undefined) checks.push(checkClass(figures, inputs.ansiClass));
    if (inputs.temp !== undefined) checks.push(checkTemp(figures.tempC, inputs.temp));
    const outcome: Outcome = { model, checks };
    if (figures.sleeve) {
      const temp = inputs.temp;
      outcome.elastomers = ELASTOMERS.filter((e) => temp === undefined || e.maxC >= temp).map(
        (e) => e.material,
      );
    }
    return [tally(outcome)];
  });
  return sort(outcomes);
}

// ---------------------------------------------------------------------------------------------
// Actuator finder
// ---------------------------------------------------------------------------------------------

/** required = torque × (1 + margin / 100), in N·m, to one decimal. */
export function requiredTorque(torque: number, margin: number): number {
  return Math.round(torque * (1 + margin / 100) * 10) / 10;
}

const supplyNames: Record<Supply, Localized> = {
  "1ph": l("단상 110~220 V", "single-phase 110–220 V"),
  "3ph": l("삼상 380~440 V", "three-phase 380–440 V"),
  air: l("공압", "air"),
  hydraulic: l("유압", "hydraulic"),
};
export const supplyName = (supply: Supply) => supplyNames[supply];

function offers(figures: ActuatorFigures, supply: Supply): boolean {
  const s = figures.supply;
  if (supply === "1ph") return s.singlePhase !== undefined;
  if (supply === "3ph") return s.threePhase !== undefined;
  if (supply === "air") return s.air !== undefined;
  return s.hydraulic !== undefined;
}

/** A series stated only as a whole (AP, 4HO/4PO): what is known, for an inquiry. */
export interface SeriesOutcome {
  name: string;
  models: FinderModel[];
  figures: ActuatorFigures;
  /** The requirement lies beyond the series' stated maximum torque. */
  beyond: boolean;
}

export interface ActuatorResults extends Results {
  required: number;
  series: SeriesOutcome[];
}

/**
 * Models with a stated maximum torque, smallest first, that meet the required torque and every
 * other input; models that miss one input; and the series without per-size figures that could
 * serve the supply asked.
 */
export function findActuators(
  inputs: ActuatorInputs & { torque: number },
  models: FinderModel[],
): ActuatorResults {
  const required = requiredTorque(inputs.torque, inputs.margin);
  const sized: { outcome: Outcome; misses: number; unknowns: number }[] = [];
  const series = new Map<string, SeriesOutcome>();
  for (const model of models) {
    const figures = model.figures;
    if (figures.kind !== "actuator") continue;
    if (figures.maxTorqueNm === undefined) {
      if (!figures.series || (inputs.supply && !offers(figures, inputs.supply))) continue;
      const entry = series.get(figures.series.name) ?? {
        name: figures.series.name,
        models: [],
        figures,
        beyond: required > figures.series.torqueNm.max,
      };
      entry.models.push(model);
      series.set(figures.series.name, entry);
      continue;
    }
    const max = figures.maxTorqueNm;
    // Short of the margin but above the valve's own torque: close; below it: out of the running.
    if (max < inputs.torque) continue;
    const checks: Check[] = [
      max >= required
        ? { input: "torque", status: "ok" }
        : {
            input: "torque",
            status: "miss",
            note: l(
              `${grouped(max)} N·m: 필요 토크 ${grouped(required)} N·m보다 ${grouped(round(required - max))} N·m 부족`,
              `${grouped(max)} N·m: ${grouped(round(required - max))} N·m short of the required ${grouped(required)} N·m`,
            ),
          },
    ];
    if (inputs.flange) {
      const has = figures.flanges?.includes(inputs.flange as never) ?? false;
      checks.push(
        has
          ? { input: "flange", status: "ok" }
          : {
              input: "flange",
              status: "miss",
              note: l(
                `플랜지 ${figures.flanges?.join("/")}: ${inputs.flange} 아님`,
                `flange ${figures.flanges?.join("/")}, not ${inputs.flange}`,
              ),
            },
      );
    }
    if (inputs.supply) {
      checks.push(
        offers(figures, inputs.supply)
          ? { input: "supply", status: "ok" }
          : {
              input: "supply",
              status: "miss",
              note: l(
                `${supplyNames[inputs.supply].ko} 전원 없음`,
                `no ${supplyNames[inputs.supply].en} supply`,
              ),
            },
      );
    }
    if (inputs.time !== undefined) {
      const time = figures.time90s;
      checks.push(
        time === undefined
          ? { input: "time", status: "unknown", note: l("동작 시간 미기재", "time not stated") }
          : time <= inputs.time
            ? { input: "time", status: "ok" }
            : {
                input: "time",
                status: "miss",
                note: l(
                  `${time}초: ${inputs.time}초보다 ${round(time - inputs.time)}초 김`,
                  `${time} s: ${round(time - inputs.time)} s over ${inputs.time} s`,
                ),
              },
      );
    }
    sized.push(
      tally({
        model,
        checks,
        marginPct: Math.round((max / inputs.torque - 1) * 1000) / 10,
      }),
    );
  }
  const torqueOf = (o: Outcome) =>
    o.model.figures.kind === "actuator" ? (o.model.figures.maxTorqueNm ?? 0) : 0;
  sized.sort((a, b) => torqueOf(a.outcome) - torqueOf(b.outcome));
  return { ...sort(sized), required, series: [...series.values()] };
}

const round = (n: number) => Math.round(n * 10) / 10;
