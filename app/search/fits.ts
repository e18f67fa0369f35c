import type { Localized } from "../i18n/localized";
import type { ActuatorFigures, ProductFigures } from "../content/schemas";
import { DN_SIZES, NPS_TO_DN, type Nps } from "../content/catalog/sizes";
import {
  findActuators,
  findValves,
  type ActuatorInputs,
  type FinderModel,
  type Outcome,
  type ValveInputs,
} from "../finder/finder";
import type { Supply } from "../finder/inputs";
import { first, type Quantity } from "./quantities";
import type { Facets } from "./words";

export type { Facets };

/**
 * Which models a query's quantities fit, by their stated figures: the finder's own checks
 * (app/finder/finder.ts) answer sizes, ratings, valve temperatures, torques, flanges and
 * supplies, so a figure is matched one way wherever it is asked. A model fits when its stated
 * range holds the value: DN 40~1200 holds DN 150, a maximum torque at least the one asked, a
 * temperature within the range. What fits names the figures (registry keys) that made it fit.
 */

export type FigureKeyName =
  | "size"
  | "rating"
  | "temp"
  | "torque"
  | "seriesTorque"
  | "flanges"
  | "singlePhase"
  | "threePhase"
  | "supply";

export interface Fit {
  id: string;
  /** The figures that hold the values asked, for the hit's "why". */
  keys: FigureKeyName[];
  /** Lower is a closer fit (an actuator's torque just above the one asked). */
  rank: number;
}

export interface Near {
  id: string;
  /** Why it misses, as the finder says it (none where the figure's row says it). */
  notes: Localized[];
  /** The figures to show beside it: what it does offer. */
  keys: FigureKeyName[];
}

export interface FitAnswer {
  /** The quantities ask something of the figures. */
  asked: boolean;
  fits: Fit[];
  /** Models that miss one value: shown when nothing fits. */
  near: Near[];
}

const VALVE_QUANTITIES = new Set<Quantity["kind"]>(["size", "pressure", "class"]);
const ACTUATOR_QUANTITIES = new Set<Quantity["kind"]>(["torque", "flange", "supply"]);

const notesOf = (outcome: Outcome) =>
  outcome.checks.filter((c) => c.status === "miss" && c.note).map((c) => c.note!);

/** The finder inputs a query's quantities give, per kind. */
export function finderInputs(quantities: Quantity[], facets: Facets) {
  const size = first(quantities, "size");
  const pressure = first(quantities, "pressure");
  const ansi = first(quantities, "class");
  const temp = first(quantities, "temp");
  const valve: ValveInputs = {
    type: facets.type,
    dn: size?.dn,
    pn: pressure ? Math.ceil(pressure.bar) : undefined,
    ansiClass: ansi?.value,
    temp: temp?.c,
  };
  const torque = first(quantities, "torque");
  const flange = first(quantities, "flange");
  const supply = first(quantities, "supply");
  const drives = facets.drives ?? [];
  const mains: Supply | undefined =
    supply?.phase === 3 || (supply?.volts ?? 0) >= 380
      ? "3ph"
      : supply?.phase === 1 || supply?.volts !== undefined
        ? "1ph"
        : undefined;
  const actuator: ActuatorInputs = {
    torque: torque?.nm,
    margin: 0,
    flange: flange?.code,
    supply:
      mains ??
      (drives.length > 0 && drives.every((d) => d === "hydraulic")
        ? "hydraulic"
        : drives.length > 0 && drives.every((d) => d.startsWith("pneumatic"))
          ? "air"
          : undefined),
  };
  return { valve, actuator, volts: supply?.volts };
}

function voltsHeld(figures: ActuatorFigures, volts: number, supply: Supply | undefined): boolean {
  const ranges = [
    supply !== "3ph" ? figures.supply.singlePhase : undefined,
    supply !== "1ph" ? figures.supply.threePhase : undefined,
  ];
  return ranges.some((r) => r !== undefined && r.minV <= volts && volts <= r.maxV);
}

/**
 * The models the quantities fit, closest first, and the nearest that miss by one value. Only
 * the quantities' own kinds are searched: a size asks valves, a torque actuators, a temperature
 * either.
 */
export function fitModels(
  quantities: Quantity[],
  facets: Facets,
  models: FinderModel[],
): FitAnswer {
  const kinds = new Set(quantities.map((q) => q.kind));
  const asksValve = [...kinds].some((k) => VALVE_QUANTITIES.has(k));
  const asksActuator = [...kinds].some((k) => ACTUATOR_QUANTITIES.has(k));
  const asksTemp = kinds.has("temp");
  if (!asksValve && !asksActuator && !asksTemp) return { asked: false, fits: [], near: [] };
  const { valve, actuator, volts } = finderInputs(quantities, facets);
  const fits: Fit[] = [];
  const near: Near[] = [];

  const valveSide = facets.kind !== "actuator" && (asksValve || (asksTemp && !asksActuator));
  if (valveSide) {
    const found = findValves(valve, models);
    const keys: FigureKeyName[] = [];
    if (valve.dn !== undefined) keys.push("size");
    if (valve.pn !== undefined || valve.ansiClass !== undefined) keys.push("rating");
    if (valve.temp !== undefined) keys.push("temp");
    found.matches.forEach((o, i) => fits.push({ id: o.model.id, keys, rank: i }));
    for (const o of found.close) near.push({ id: o.model.id, notes: notesOf(o), keys: [] });
  }

  const actuatorSide = facets.kind !== "valve" && (asksActuator || (asksTemp && !asksValve));
  if (actuatorSide) {
    const wanted = (m: FinderModel) =>
      m.figures.kind === "actuator" &&
      (!facets.drives || facets.drives.includes(m.figures.drive)) &&
      (volts === undefined || voltsHeld(m.figures, volts, actuator.supply)) &&
      (valve.temp === undefined ||
        (m.figures.tempC !== undefined &&
          m.figures.tempC.min <= valve.temp &&
          valve.temp <= m.figures.tempC.max));
    const candidates = models.filter(wanted);
    // Without a torque every sized model is in the running: the other checks decide.
    const found = findActuators({ ...actuator, torque: actuator.torque ?? 1e-9 }, candidates);
    const keys: FigureKeyName[] = [];
    if (actuator.torque !== undefined) keys.push("torque");
    if (actuator.flange) keys.push("flanges");
    if (actuator.supply === "1ph") keys.push("singlePhase");
    else if (actuator.supply === "3ph") keys.push("threePhase");
    else if (actuator.supply) keys.push("supply");
    if (valve.temp !== undefined) keys.push("temp");
    found.matches.forEach((o, i) => fits.push({ id: o.model.id, keys, rank: i }));
    for (const o of found.close) near.push({ id: o.model.id, notes: notesOf(o), keys: [] });
    // A series stated only as a whole (AP, 4HO/4PO) answers when no model stated by its own
    // figures does, and no flange is asked (its sizes state none): a torque within the series'
    // span, the supply it offers. Its sizes are for us to choose: the page says to ask.
    if (!actuator.flange && (found.matches.length === 0 || actuator.torque === undefined)) {
      const seriesKeys = keys.map((k): FigureKeyName => (k === "torque" ? "seriesTorque" : k));
      for (const series of found.series) {
        if (series.beyond) continue;
        if (
          actuator.torque !== undefined &&
          (series.figures.series?.torqueNm.min ?? 0) > actuator.torque
        )
          continue;
        for (const model of series.models) {
          if (!wanted(model)) continue;
          fits.push({ id: model.id, keys: seriesKeys, rank: fits.length + 1000 });
        }
      }
    }
  }
  return {
    asked: true,
    fits,
    near: fits.length > 0 ? [] : nearest(quantities, facets, models, near),
  };
}

/** A model's DN span: DN figures, or inch figures through their DN equivalents. */
function dnSpan(figures: ProductFigures): { min: number; max: number } | undefined {
  if (figures.kind !== "valve" || !figures.size) return undefined;
  const { size } = figures;
  if ("dn" in size) return size.dn;
  return { min: NPS_TO_DN[size.inch.min as Nps], max: NPS_TO_DN[size.inch.max as Nps] };
}

/** How far a value lies outside a range, relative to the value (0 inside). */
const outside = (value: number, min: number, max: number) =>
  value < min
    ? (min - value) / Math.abs(value || 1)
    : value > max
      ? (value - max) / Math.abs(value || 1)
      : 0;

/** How far a model's stated figures are from the quantities; undefined where none compares. */
function distance(quantities: Quantity[], figures: ProductFigures): number | undefined {
  let sum: number | undefined;
  const add = (d: number) => (sum = (sum ?? 0) + d);
  for (const q of quantities) {
    if (q.kind === "size") {
      const span = dnSpan(figures);
      if (span) add(outside(q.dn, span.min, span.max));
    } else if (q.kind === "torque" && figures.kind === "actuator") {
      const max = figures.maxTorqueNm ?? figures.series?.torqueNm.max;
      const min = figures.series?.torqueNm.min ?? 0;
      if (max !== undefined) add(outside(q.nm, min, max));
    } else if (q.kind === "temp") {
      const t = figures.tempC;
      if (t && t.max !== undefined) add(outside(q.c, t.min ?? -Infinity, t.max) / 10);
    }
  }
  return sum;
}

/**
 * When nothing fits: the models of the kind asked nearest to the values (a size just beyond their
 * largest, a torque just above their maximum), with the finder's words where it has them.
 */
function nearest(
  quantities: Quantity[],
  facets: Facets,
  models: FinderModel[],
  close: Near[],
): Near[] {
  // The finder counts steps between standard sizes: beside a size of no standard, its rows say it.
  const size = first(quantities, "size");
  const standard = !size || DN_SIZES.includes(size.dn);
  const notes = new Map(standard ? close.map((n) => [n.id, n.notes]) : []);
  const keys: FigureKeyName[] = [];
  if (first(quantities, "size")) keys.push("size");
  if (first(quantities, "torque")) keys.push("torque", "seriesTorque");
  if (first(quantities, "temp")) keys.push("temp");
  const ranked = models.flatMap((model) => {
    const f = model.figures;
    if (facets.kind && f.kind !== facets.kind) return [];
    if (facets.type && (f.kind !== "valve" || f.type !== facets.type)) return [];
    if (facets.drives && (f.kind !== "actuator" || !facets.drives.includes(f.drive))) return [];
    const d = distance(quantities, f);
    return d === undefined ? [] : [{ id: model.id, d }];
  });
  ranked.sort((a, b) => a.d - b.d);
  return ranked.slice(0, 5).map(({ id }) => ({ id, notes: notes.get(id) ?? [], keys }));
}
