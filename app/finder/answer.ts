import {
  flangeText,
  dnRangeText,
  dnText,
  grouped,
  pressureRangeText,
  ratingText,
  sizeRowText,
  sizeText,
  tempText,
  timeText,
  torqueRangeText,
  torqueText,
} from "../content/catalog/figures-text";
import type { Localized } from "../content/schemas";
import type { MessageKey } from "../i18n/messages";
import type { Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import { withParticle } from "../i18n/particle";
import { DN_SIZES } from "../content/catalog/sizes";
import { ANSI_CLASSES } from "./inputs";
import {
  findActuators,
  findValves,
  parseFinder,
  supplyName,
  type ActuatorResults,
  type Check,
  type FinderError,
  type FinderModel,
  type Outcome,
  type Results,
  type ValveInputs,
} from "./finder";
import { elastomerName } from "../content/catalog/sleeves";

/**
 * What the finder page shows for a query, in one language and ready to render: made by the
 * server's loader, and in the browser by the on-demand finder (finder-client.ts) when the URL
 * changes, so the page's own code carries neither the figures nor the rules.
 */
export interface FinderAnswer {
  kind: "none" | "valve" | "actuator";
  errors: string[];
  /** Actuators: required = torque × (1 + margin / 100); absent until a torque is given. */
  required?: { torque: number; margin: number; nm: number };
  tables: AnswerTable[];
  noMatches: boolean;
  series: { name: string; codes: string; known: string; beyond: boolean }[];
  /** The inputs and results in words, for "Ask us about this duty". */
  duty?: string;
}

type Key<K> = K extends `finder.${infer R}` ? R : never;
export type FinderKey = Key<MessageKey>;

export interface AnswerTable {
  id: string;
  caption: FinderKey;
  columns: FinderKey[];
  rows: { id: string; code: string; path: string; cells: AnswerCell[] }[];
}

/** A figure; `marked` when it is the figure that covers an input. */
export interface AnswerCell {
  text: string;
  marked?: boolean;
  note?: string;
}

/** The finder's strings in the page's language (`finder.*` in app/i18n). */
export type FinderText = (key: FinderKey) => string;

export function finderAnswer(
  params: URLSearchParams,
  models: FinderModel[],
  lang: Lang,
  t: FinderText,
): FinderAnswer {
  const state = parseFinder(params);
  const answer: FinderAnswer = {
    kind: state.kind,
    errors: state.errors.map((error) => finderErrorText(error, lang, t)),
    tables: [],
    noMatches: false,
    series: [],
  };
  if (state.errors.length > 0) return answer;
  if (state.kind === "valve") {
    const results = findValves(state.inputs, models);
    answer.tables = valveTables(results, lang);
    answer.noMatches = results.matches.length === 0;
    answer.duty = valveDuty(state.inputs, results, lang, t);
  }
  if (state.kind === "actuator" && state.inputs.torque !== undefined) {
    const inputs = { ...state.inputs, torque: state.inputs.torque };
    const results = findActuators(inputs, models);
    answer.required = { torque: inputs.torque, margin: inputs.margin, nm: results.required };
    answer.tables = actuatorTables(results, lang);
    answer.noMatches = results.matches.length === 0;
    answer.series = results.series.map((series) => ({
      name: series.name,
      codes: series.models.map((m) => m.code).join(", "),
      known: seriesKnown(series.figures, lang),
      beyond: series.beyond,
    }));
    answer.duty = actuatorDuty(inputs, results, lang);
  }
  return answer;
}

const ok = (checks: Check[], ...inputs: Check["input"][]) =>
  checks.find((c) => inputs.includes(c.input) && c.status === "ok");

function cell(text: Localized | string, lang: Lang, check?: Check): AnswerCell {
  const shown: AnswerCell = { text: typeof text === "string" ? text : pick(text, lang) };
  if (check) shown.marked = true;
  if (check?.note) shown.note = pick(check.note, lang);
  return shown;
}

function notes(checks: Check[], status: Check["status"], lang: Lang): AnswerCell {
  const text = checks
    .filter((c) => c.status === status && c.note)
    .map((c) => pick(c.note!, lang))
    .join("; ");
  return { text };
}

function row(outcome: Outcome, cells: AnswerCell[]): AnswerTable["rows"][number] {
  const { id, code, path } = outcome.model;
  return { id, code, path, cells };
}

/** The tables with at least one row, in the order a buyer reads them. */
const filled = (tables: AnswerTable[]) => tables.filter((table) => table.rows.length > 0);

function valveTables(results: Results, lang: Lang): AnswerTable[] {
  const table = (
    id: string,
    caption: FinderKey,
    outcomes: Outcome[],
    extra?: "why" | "unknown",
  ): AnswerTable => {
    const sleeves = outcomes.some((o) => o.elastomers);
    const columns: FinderKey[] = ["model", "size", "pressure", "temperature"];
    if (sleeves) columns.push("sleeves");
    if (extra) columns.push(extra);
    const rows = outcomes.flatMap((outcome) => {
      const figures = outcome.model.figures;
      if (figures.kind !== "valve") return [];
      const { checks } = outcome;
      const cells = [
        // As the product's rows read (the registry's): one text in every view.
        cell(sizeRowText(figures) ?? sizeText(figures), lang, ok(checks, "dn")),
        cell(ratingText(figures), lang, ok(checks, "pn", "class")),
        cell(tempText(figures.tempC, "spec", figures.sleeve), lang, ok(checks, "temp")),
      ];
      if (sleeves) {
        const names = outcome.elastomers?.map((material) => elastomerName(material, lang));
        cells.push({ text: names?.join(", ") || "-" });
      }
      if (extra) cells.push(notes(checks, extra === "why" ? "miss" : "unknown", lang));
      return [row(outcome, cells)];
    });
    return { id, caption, columns, rows };
  };
  return filled([
    table("valve-matches", "matches", results.matches),
    table("valve-ask", "askUs", results.askUs, "unknown"),
    table("valve-close", "close", results.close, "why"),
  ]);
}

function actuatorTables(results: ActuatorResults, lang: Lang): AnswerTable[] {
  const table = (id: string, caption: FinderKey, outcomes: Outcome[], why: boolean) => {
    const columns: FinderKey[] = [
      "model",
      "maxTorque",
      "marginCol",
      "outputFlange",
      "time90",
      "supply",
    ];
    if (why) columns.push("why");
    const rows = outcomes.flatMap((outcome) => {
      const figures = outcome.model.figures;
      if (figures.kind !== "actuator") return [];
      const { checks } = outcome;
      const supplies = [
        figures.supply.singlePhase ? pick(supplyName("1ph"), lang) : undefined,
        figures.supply.threePhase ? pick(supplyName("3ph"), lang) : undefined,
      ].filter(Boolean);
      const time = figures.time90s;
      const cells = [
        cell(torqueText(figures.maxTorqueNm ?? 0), lang, ok(checks, "torque")),
        { text: `${outcome.marginPct}%` },
        cell(flangeText(figures), lang, ok(checks, "flange")),
        cell(time !== undefined ? timeText(time) : "-", lang, ok(checks, "time")),
        cell(supplies.join(", "), lang, ok(checks, "supply")),
      ];
      if (why) cells.push(notes(checks, "miss", lang));
      return [row(outcome, cells)];
    });
    return { id, caption, columns, rows };
  };
  return filled([
    table("actuator-matches", "matches", results.matches, false),
    table("actuator-close", "close", results.close, true),
  ]);
}

const codes = (outcomes: Outcome[]) => outcomes.map((o) => o.model.code).join(", ") || "-";

function valveDuty(inputs: ValveInputs, results: Results, lang: Lang, t: FinderText): string {
  const parts = [
    inputs.type ? t(inputs.type) : undefined,
    inputs.dn !== undefined ? pick(dnText(inputs.dn), lang) : undefined,
    inputs.pn !== undefined ? `PN${inputs.pn}` : undefined,
    inputs.ansiClass !== undefined ? `ANSI Class ${inputs.ansiClass}` : undefined,
    inputs.temp !== undefined ? `${inputs.temp} °C` : undefined,
  ].filter(Boolean);
  const duty: Localized = {
    ko: `밸브 찾기 조건: ${parts.join(", ")}\n조건 만족 모델: ${codes(results.matches)}\n문의 필요 모델: ${codes(results.askUs)}`,
    en: `Valve finder duty: ${parts.join(", ")}\nModels that cover it: ${codes(results.matches)}\nModels to ask about: ${codes(results.askUs)}`,
  };
  return pick(duty, lang);
}

function actuatorDuty(
  inputs: Parameters<typeof findActuators>[0],
  results: ActuatorResults,
  lang: Lang,
): string {
  const parts = [
    `${grouped(inputs.torque)} N·m`,
    `+${inputs.margin}% = ${grouped(results.required)} N·m`,
    inputs.flange,
    inputs.supply ? pick(supplyName(inputs.supply), lang) : undefined,
    inputs.time !== undefined ? pick(timeText(inputs.time), lang) : undefined,
  ].filter(Boolean);
  const series = results.series.map((s) => s.name).join(", ") || "-";
  const duty: Localized = {
    ko: `액추에이터 찾기 조건: ${parts.join(", ")}\n조건 만족 모델: ${codes(results.matches)}\n문의 필요 시리즈: ${series}`,
    en: `Actuator finder duty: ${parts.join(", ")}\nModels that cover it: ${codes(results.matches)}\nSeries to ask about: ${series}`,
  };
  return pick(duty, lang);
}

function seriesKnown(figures: ActuatorResults["series"][number]["figures"], lang: Lang): string {
  const torque = figures.series?.torqueNm;
  const { air, hydraulic } = figures.supply;
  const parts: Localized[] = [];
  if (torque)
    parts.push(
      torque.min !== undefined
        ? {
            ko: `시리즈 토크 ${torqueRangeText(torque.min, torque.max).ko}`,
            en: `series torque ${torqueRangeText(torque.min, torque.max).en}`,
          }
        : {
            ko: `시리즈 최대 토크 ${torqueText(torque.max).ko}`,
            en: `series maximum torque ${torqueText(torque.max).en}`,
          },
    );
  // The supply as the product's row writes it (psi too, where stated).
  if (air)
    parts.push({
      ko: `공기 공급 압력 ${pressureRangeText(air).ko}`,
      en: `air supply ${pressureRangeText(air).en}`,
    });
  if (hydraulic)
    parts.push({
      ko: `유압 공급 압력 ${pressureRangeText(hydraulic).ko}`,
      en: `hydraulic supply ${pressureRangeText(hydraulic).en}`,
    });
  parts.push({
    ko: "사이즈별 토크, 플랜지, 동작 시간은 기재되어 있지 않으므로 문의해 주십시오.",
    en: "torque per size, flange and time are not stated: ask us.",
  });
  return parts.map((p) => pick(p, lang)).join(", ");
}

/** Each input's label on the page (the form's own words), by its URL name. */
const LABEL: Record<string, FinderKey> = {
  kind: "kind",
  type: "type",
  dn: "dn",
  pn: "pn",
  class: "ansiClass",
  temp: "temp",
  torque: "torque",
  margin: "margin",
  flange: "flange",
  supply: "supply",
  time: "time",
};

/** A choice as the form shows it: the valve types', the drives' and the finders' own words. */
const CHOICE: Record<string, FinderKey> = {
  valve: "valveTitle",
  actuator: "actuatorTitle",
  any: "any",
  butterfly: "butterfly",
  ball: "ball",
  pinch: "pinch",
  "1ph": "supply1ph",
  "3ph": "supply3ph",
  air: "supplyAir",
  hydraulic: "supplyHydraulic",
};

/**
 * One input's error as the page says it: the field named by its label in the page's language,
 * figures with their thousands separators, choices by the words the form shows, and in Korean
 * the particle the word takes.
 */
export function finderErrorText(error: FinderError, lang: Lang, t: FinderText): string {
  const key = LABEL[error.param];
  const label = key ? t(key) : error.param;
  const ko = lang === "ko";
  const { problem } = error;
  const said = (() => {
    switch (problem.kind) {
      case "whole":
        return ko ? "정수를 입력해 주십시오." : "enter a whole number.";
      case "number":
        return ko ? "숫자를 입력해 주십시오." : "enter a number.";
      case "range":
        return ko
          ? `${grouped(problem.min)}~${grouped(problem.max)} 범위의 값을 입력해 주십시오.`
          : `enter a value from ${grouped(problem.min)} to ${grouped(problem.max)}.`;
      case "choice": {
        const choices = problem.choices.map((c) => (CHOICE[c] ? t(CHOICE[c]) : c)).join(", ");
        return ko ? `${choices} 중 하나를 선택해 주십시오.` : `choose one of ${choices}.`;
      }
      case "dn": {
        const range = dnRangeText(DN_SIZES[0]!, DN_SIZES.at(-1)!)[lang];
        return ko
          ? `${withParticle(dnText(problem.dn).ko, "은/는")} 표준 구경이 아닙니다. ${range}의 표준 구경을 선택해 주십시오.`
          : `${dnText(problem.dn).en} is not a standard size; choose a standard size from ${range}.`;
      }
      case "class":
        return ko
          ? `ANSI 등급은 ${ANSI_CLASSES.join(", ")} 중 하나입니다.`
          : `an ANSI class is one of ${ANSI_CLASSES.join(", ")}.`;
    }
  })();
  return `${label}: ${said}`;
}
