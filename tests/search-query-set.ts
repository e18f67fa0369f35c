import { NPS_TO_DN, npsOf, type Nps } from "../app/content/catalog/sizes";
import type { ProductFigures } from "../app/content/schemas";
import type { Lang } from "../app/i18n/lang";
import type { Searcher } from "../app/search/engine";

/**
 * The search's query set (issue 78, item 8): queries as buyers type them, in both languages,
 * made from the figures of the products given, each with the models that fit it worked out here
 * from those figures by the plain rules a buyer would apply (a size within the stated range, a
 * maximum torque at least the one asked, a temperature within the range). No query names an
 * expected model by hand: a product added to the registry is expected wherever its figures fit.
 */

export interface SetModel {
  id: string;
  code: string;
  figures: ProductFigures;
}

export interface QueryCase {
  query: string;
  lang: Lang;
  /** What the query asks: a figure, a word, a code. */
  what:
    | "size"
    | "torque"
    | "temperature"
    | "pressure"
    | "class"
    | "flange"
    | "supply"
    | "word"
    | "code";
  /** Every model that fits, by entry id ("product:s30"). */
  expected: string[];
  /** A code query: this model must come first. */
  first?: string;
}

type Valve = Extract<ProductFigures, { kind: "valve" }>;
type Actuator = Extract<ProductFigures, { kind: "actuator" }>;
const isValve = (f: ProductFigures): f is Valve => f.kind === "valve";
const isActuator = (f: ProductFigures): f is Actuator => f.kind === "actuator";

function dnRange(f: Valve): { min: number; max: number; only?: number[] } | undefined {
  if (!f.size) return undefined;
  if ("dn" in f.size) return { ...f.size.dn, only: f.size.only };
  return { min: NPS_TO_DN[f.size.inch.min as Nps], max: NPS_TO_DN[f.size.inch.max as Nps] };
}

const sizeFits = (f: ProductFigures, dn: number) => {
  if (!isValve(f)) return false;
  const r = dnRange(f);
  return !!r && r.min <= dn && dn <= r.max && (!r.only || r.only.includes(dn));
};

const tempFits = (f: ProductFigures, c: number) => {
  if (isValve(f)) {
    const { min, max, extendedMax } = f.tempC;
    if (min === undefined && c < 0) return false;
    return (min === undefined || min <= c) && c <= (extendedMax ?? max);
  }
  return !!f.tempC && f.tempC.min <= c && c <= f.tempC.max;
};

/** Bar a valve holds at some size, by its ratings; ANSI classes by their bar where stated. */
const pressureFits = (f: ProductFigures, bar: number) =>
  isValve(f) &&
  f.ratings.some((r) =>
    r.system === "PN"
      ? Math.max(...r.values) >= bar
      : r.system === "ANSI"
        ? (r.maxBar ?? []).some((b) => b >= bar)
        : r.system === "bar"
          ? (r.min ?? r.max) >= bar
          : r.system === "PN-by-size"
            ? Math.max(...r.steps.map((s) => s.pn)) >= bar
            : false,
  );

const classFits = (f: ProductFigures, c: number) =>
  isValve(f) && f.ratings.some((r) => r.system === "ANSI" && Math.max(...r.values) >= c);

/** Torque: the models stated by their own torque; a series' sizes only when none is. */
function torqueFits(models: SetModel[], nm: number, keep: (f: Actuator) => boolean): string[] {
  const actuators = models.filter(
    (m): m is SetModel & { figures: Actuator } => isActuator(m.figures) && keep(m.figures),
  );
  const sized = actuators.filter((m) => (m.figures.maxTorqueNm ?? 0) >= nm);
  if (sized.length > 0) return sized.map((m) => m.id);
  return actuators
    .filter((m) => {
      const s = m.figures.series;
      return (
        m.figures.maxTorqueNm === undefined &&
        !!s &&
        (s.torqueNm.min ?? 0) <= nm &&
        nm <= s.torqueNm.max
      );
    })
    .map((m) => m.id);
}

const voltsFit = (f: ProductFigures, volts: number, phase?: 1 | 3) =>
  isActuator(f) &&
  [
    phase !== 3 ? f.supply.singlePhase : undefined,
    phase !== 1 ? f.supply.threePhase : undefined,
  ].some((r) => r !== undefined && r.minV <= volts && volts <= r.maxV);

/** A code as people retype it: hyphen in, out, zeros dropped, lower case, spaced. */
function codeForms(code: string): string[] {
  const forms = new Set<string>([code, code.toLowerCase()]);
  const m = /^([A-Za-z]+)(\d+)([A-Za-z]*)$/.exec(code);
  if (m) {
    forms.add(`${m[1]}-${m[2]}${m[3]}`);
    forms.add(`${m[1]!.toLowerCase()} ${m[2]}${m[3]!.toLowerCase()}`);
  }
  const z = /^(\d+)-0*(\d+)$/.exec(code);
  if (z) {
    forms.add(`${z[1]}-${z[2]}`);
    forms.add(`${z[1]}${code.split("-")[1]}`);
  }
  return [...forms];
}

const uniq = <T>(values: T[]) => [...new Set(values)];

/** The query set for these models: at least 150 queries, half of them in each language. */
export function querySet(models: SetModel[]): QueryCase[] {
  const out: QueryCase[] = [];
  const where = (test: (f: ProductFigures) => boolean) =>
    models.filter((m) => test(m.figures)).map((m) => m.id);
  const add = (c: QueryCase) => {
    if (c.expected.length > 0) out.push(c);
  };
  const valves = models.map((m) => m.figures).filter(isValve);
  const actuators = models.map((m) => m.figures).filter(isActuator);

  // Sizes: every end of every stated range, as DN, A, inches, with and without a valve type.
  const sizes = uniq(
    valves.flatMap((f) => {
      const r = dnRange(f);
      return r ? [r.min, r.max, ...(r.only ?? [])] : [];
    }),
  ).sort((a, b) => a - b);
  for (const dn of sizes) {
    const fits = where((f) => sizeFits(f, dn));
    add({ query: `DN ${dn}`, lang: "ko", what: "size", expected: fits });
    add({ query: `DN${dn}`, lang: "en", what: "size", expected: fits });
    add({ query: `${dn}A`, lang: "ko", what: "size", expected: fits });
    const nps = npsOf(dn);
    if (nps) {
      add({ query: `${nps}인치`, lang: "ko", what: "size", expected: fits });
      add({ query: `${nps} inch`, lang: "en", what: "size", expected: fits });
    }
    for (const [type, ko, en] of [
      ["ball", "볼밸브", "ball valve"],
      ["butterfly", "버터플라이 밸브", "butterfly valve"],
    ] as const) {
      const typed = where((f) => isValve(f) && f.type === type && sizeFits(f, dn));
      if (nps) add({ query: `${ko} ${nps}인치`, lang: "ko", what: "size", expected: typed });
      if (nps) add({ query: `${nps}" ${en}`, lang: "en", what: "size", expected: typed });
      add({ query: `${en} DN ${dn}`, lang: "en", what: "size", expected: typed });
    }
  }

  // Torques: every stated maximum and a value just above the one below it.
  const torques = uniq(actuators.flatMap((f) => (f.maxTorqueNm ? [f.maxTorqueNm] : []))).sort(
    (a, b) => a - b,
  );
  for (const nm of torques) {
    const all = torqueFits(models, nm, () => true);
    const electric = torqueFits(models, nm, (f) => f.drive === "electric");
    add({ query: `${nm} N·m`, lang: "ko", what: "torque", expected: all });
    add({ query: `actuator ${nm} Nm`, lang: "en", what: "torque", expected: all });
    add({
      query: `전동 액추에이터 ${nm.toLocaleString("en-US")} N·m`,
      lang: "ko",
      what: "torque",
      expected: electric,
    });
    add({
      query: `electric actuator ${nm - 1}Nm`,
      lang: "en",
      what: "torque",
      expected: torqueFits(models, nm - 1, (f) => f.drive === "electric"),
    });
    if (nm >= 1000) add({ query: `${nm / 1000} kN·m`, lang: "en", what: "torque", expected: all });
  }
  add({
    query: "공압 액추에이터 5000 N·m",
    lang: "ko",
    what: "torque",
    expected: torqueFits(models, 5000, (f) => f.drive.startsWith("pneumatic")),
  });
  add({
    query: "hydraulic actuator 3000 Nm",
    lang: "en",
    what: "torque",
    expected: torqueFits(models, 3000, (f) => f.drive === "hydraulic"),
  });

  // Temperatures: every stated end.
  const temps = uniq(
    valves.flatMap((f) => [f.tempC.min, f.tempC.max].filter((t) => t !== undefined)),
  ).sort((a, b) => a - b);
  for (const c of temps) {
    const fits = where((f) => tempFits(f, c));
    const butterfly = where((f) => isValve(f) && f.type === "butterfly" && tempFits(f, c));
    add({ query: c < 0 ? `${c}` : `${c}도`, lang: "ko", what: "temperature", expected: fits });
    add({ query: `${c} °C`, lang: "en", what: "temperature", expected: fits });
    add({ query: `버터플라이 ${c}도`, lang: "ko", what: "temperature", expected: butterfly });
    add({ query: `butterfly valve ${c}C`, lang: "en", what: "temperature", expected: butterfly });
  }

  // Pressures and classes.
  for (const pn of uniq(
    valves.flatMap((f) => f.ratings.flatMap((r) => (r.system === "PN" ? r.values : []))),
  )) {
    const fits = where((f) => pressureFits(f, pn));
    add({ query: `PN${pn}`, lang: "ko", what: "pressure", expected: fits });
    add({ query: `${pn} bar`, lang: "en", what: "pressure", expected: fits });
    add({
      query: `볼밸브 PN ${pn}`,
      lang: "ko",
      what: "pressure",
      expected: where((f) => isValve(f) && f.type === "ball" && pressureFits(f, pn)),
    });
  }
  for (const k of [10, 16, 20]) {
    add({
      query: `${k}K 버터플라이`,
      lang: "ko",
      what: "pressure",
      expected: where((f) => isValve(f) && f.type === "butterfly" && pressureFits(f, k)),
    });
  }
  for (const c of uniq(
    valves.flatMap((f) => f.ratings.flatMap((r) => (r.system === "ANSI" ? r.values : []))),
  )) {
    const fits = where((f) => classFits(f, c));
    add({ query: `Class ${c}`, lang: "en", what: "class", expected: fits });
    add({ query: `${c}# 밸브`, lang: "ko", what: "class", expected: fits });
    add({
      query: `ANSI ${c} ball valve`,
      lang: "en",
      what: "class",
      expected: where((f) => isValve(f) && f.type === "ball" && classFits(f, c)),
    });
  }

  // Flanges and supplies.
  for (const flange of uniq(actuators.flatMap((f) => f.flanges ?? []))) {
    const fits = where((f) => isActuator(f) && (f.flanges ?? []).includes(flange));
    add({ query: flange, lang: "en", what: "flange", expected: fits });
    add({ query: `ISO 5211 ${flange} 액추에이터`, lang: "ko", what: "flange", expected: fits });
  }
  add({ query: "220V 전동", lang: "ko", what: "supply", expected: where((f) => voltsFit(f, 220)) });
  add({
    query: "380 V 3상",
    lang: "ko",
    what: "supply",
    expected: where((f) => voltsFit(f, 380, 3)),
  });
  add({
    query: "electric actuator 440V three-phase",
    lang: "en",
    what: "supply",
    expected: where((f) => voltsFit(f, 440, 3)),
  });
  add({
    query: "110 V actuator",
    lang: "en",
    what: "supply",
    expected: where((f) => voltsFit(f, 110)),
  });

  // The trade's words: each names the models of a kind, type or drive.
  const typed = (type: string) => where((f) => isValve(f) && f.type === type);
  const driven = (...drives: string[]) => where((f) => isActuator(f) && drives.includes(f.drive));
  for (const [query, lang, expected] of [
    ["버터플라이 밸브", "ko", typed("butterfly")],
    ["버터후라이 벨브", "ko", typed("butterfly")],
    ["나비형 밸브", "ko", typed("butterfly")],
    ["버터블라이", "ko", typed("butterfly")],
    ["ㅂㅌㅍㄹㅇ", "ko", typed("butterfly")],
    ["butterfly valves", "en", typed("butterfly")],
    ["buterfly valve", "en", typed("butterfly")],
    ["볼밸브", "ko", typed("ball")],
    ["볼 벨브", "ko", typed("ball")],
    ["ball valve", "en", typed("ball")],
    ["핀치밸브", "ko", typed("pinch")],
    ["pinch valves", "en", typed("pinch")],
    ["유압 액추에이터", "ko", driven("hydraulic")],
    ["hydraulic actuator", "en", driven("hydraulic")],
    ["공압 액추에이터", "ko", driven("pneumatic", "pneumatic-motor")],
    ["pneumatic actuators", "en", driven("pneumatic", "pneumatic-motor")],
    ["전동 액추에이터", "ko", driven("electric")],
    ["전기식 액츄에이터", "ko", driven("electric")],
    ["electric actuator", "en", driven("electric")],
    ["motorized actuator", "en", driven("electric")],
  ] as [string, Lang, string[]][]) {
    add({ query, lang, what: "word", expected });
  }

  // Codes, however retyped.
  for (const model of models) {
    for (const [i, form] of codeForms(model.code).entries()) {
      add({
        query: form,
        lang: i % 2 ? "en" : "ko",
        what: "code",
        expected: [model.id],
        first: model.id,
      });
    }
  }
  return out;
}

export interface Measured {
  queries: number;
  /** Mean over queries of the fitting models found / the fitting models. */
  recall: number;
  /** Mean over queries of the fitting models found / the models listed. */
  precision: number;
  /** Queries that missed a fitting model. */
  missed: { query: string; lang: Lang; missing: string[] }[];
}

/** Recall and precision of the search's models over the query set, per language's searcher. */
export function measure(cases: QueryCase[], searchers: Record<Lang, Searcher>): Measured {
  let recall = 0;
  let precision = 0;
  const missed: Measured["missed"] = [];
  for (const c of cases) {
    const answer = searchers[c.lang].search(c.query);
    const listed = answer.groups.find((g) => g.group === "product")?.hits.map((h) => h.id) ?? [];
    const found = c.expected.filter((id) => listed.includes(id));
    recall += found.length / c.expected.length;
    precision += listed.length === 0 ? 0 : found.length / listed.length;
    const missing = c.expected.filter((id) => !listed.includes(id));
    if (missing.length > 0 || (c.first && listed[0] !== c.first)) {
      missed.push({
        query: c.query,
        lang: c.lang,
        missing: missing.length ? missing : [`first: ${c.first}`],
      });
    }
  }
  return {
    queries: cases.length,
    recall: recall / cases.length,
    precision: precision / cases.length,
    missed,
  };
}
