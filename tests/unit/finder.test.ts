import { finderAnswer, type FinderKey } from "../../app/finder/answer";
import messages from "../../app/i18n/messages.json";
import { describe, expect, it } from "vitest";
import {
  findActuators,
  findValves,
  hasFinderInputs,
  parseFinder,
  requiredTorque,
  type FinderState,
  type Outcome,
} from "../../app/finder/finder";
import { DEFAULT_MARGIN } from "../../app/finder/inputs";
import { finderModels } from "../../app/finder/models.server";

const codes = (outcomes: Outcome[]) => outcomes.map((o) => o.model.code);

function state(query: string): FinderState {
  return parseFinder(new URLSearchParams(query));
}

function valves(query: string) {
  const s = state(query);
  if (s.kind !== "valve") throw new Error(`not a valve query: ${query}`);
  expect(s.errors).toEqual([]);
  return findValves(s.inputs, finderModels());
}

function actuators(query: string) {
  const s = state(query);
  if (s.kind !== "actuator" || s.inputs.torque === undefined)
    throw new Error(`not an actuator query: ${query}`);
  expect(s.errors).toEqual([]);
  return findActuators({ ...s.inputs, torque: s.inputs.torque }, finderModels());
}

describe("valve finder", () => {
  it("finds 301TSS, 401N, 501M and HT600 for a DN150 PN16 butterfly valve at 180 °C", () => {
    const found = valves("kind=valve&type=butterfly&dn=150&pn=16&temp=180");
    expect(codes(found.matches)).toEqual(["301TSS", "401N", "501M", "HT600"]);
    expect(found.askUs).toEqual([]);
    // 301 and 301E are close: only the temperature misses, and by how much.
    expect(codes(found.close)).toEqual(["301", "301E"]);
    const [c301, c301e] = found.close;
    expect(c301!.checks.find((c) => c.status === "miss")?.note?.en).toBe(
      "180 °C: 80 °C above the maximum, 100 °C",
    );
    expect(c301e!.checks.find((c) => c.status === "miss")?.note?.en).toBe(
      "180 °C: 110 °C above the maximum, 70 °C",
    );
  });

  it("matches ANSI classes and inch sizes through their DN equivalents", () => {
    expect(codes(valves("kind=valve&class=300&dn=100").matches)).toEqual(["501M", "S10", "S30"]);
    // 2 in = DN50: S20 (1/4-2 in), S40, S50, S60, S70, S80 cover it; DN65 is beyond S20 and S70/S80.
    expect(codes(valves("kind=valve&type=ball&dn=50").matches)).toEqual([
      "S10",
      "S20",
      "S30",
      "S40",
      "S50",
      "S60",
      "S70",
      "S80",
    ]);
    const dn65 = valves("kind=valve&type=ball&dn=65");
    expect(codes(dn65.matches)).toEqual(["S10", "S30", "S40", "S50", "S60"]);
    expect(dn65.close.find((o) => o.model.code === "S20")?.checks[0]?.note?.en).toBe(
      "DN 65: 1 size above the largest, DN 50 (2 in)",
    );
    expect(dn65.close.find((o) => o.model.code === "S20")?.checks[0]?.note?.ko).toBe(
      "DN 65 (65A): 최대 구경 DN 50 (50A, 2 in)보다 1단계 큼",
    );
    // S30T states no size: it is "ask us", not a match.
    expect(codes(dn65.askUs)).toEqual(["S30T"]);
  });

  it("uses the PN of the size for S40 and the extended version of S70/S80", () => {
    // S40 is PN25 at 3-4 in (DN80-DN100), PN40 up to 1 in.
    const dn80 = valves("kind=valve&type=ball&dn=80&pn=40");
    expect(codes(dn80.matches)).toEqual(["S10", "S30", "S50", "S60"]);
    expect(dn80.close.find((o) => o.model.code === "S40")?.checks[1]?.note?.en).toBe(
      "PN40: rated up to 25 bar, 15 bar short",
    );
    expect(codes(valves("kind=valve&type=ball&dn=25&pn=40").matches)).toEqual([
      "S10",
      "S20",
      "S30",
      "S40",
      "S50",
      "S60",
    ]);
    const hot = valves("kind=valve&type=ball&temp=190");
    expect(codes(hot.matches)).toEqual(["S10", "S30", "S30T", "S50", "S60", "S70", "S80"]);
    expect(hot.matches.find((o) => o.model.code === "S70")?.checks[0]?.note?.en).toBe(
      "extended version (up to 200 °C)",
    );
  });

  it("lists the sleeve elastomers rated for the temperature of a pinch valve", () => {
    const found = valves("kind=valve&type=pinch&dn=100&temp=110");
    expect(codes(found.matches)).toEqual(["PQVF"]);
    expect(found.matches[0]!.elastomers).toEqual(["EPDM", "EPDM LQ-clear", "MQ"]);
    expect(codes(found.close)).toEqual(["PQVI"]);
    // 4-6 bar: PN4 is covered, PN6 depends on the size (ask us), PN10 misses by 4 bar.
    expect(codes(valves("kind=valve&type=pinch&pn=4").matches)).toEqual(["PQVF", "PQVI"]);
    const pn6 = valves("kind=valve&type=pinch&pn=6");
    expect([codes(pn6.matches), codes(pn6.askUs)]).toEqual([["PQVI"], ["PQVF"]]);
    expect(valves("kind=valve&type=pinch&pn=10").close[1]!.checks[0]!.note!.en).toBe(
      "PN10: rated up to 6 bar, 4 bar short",
    );
    expect(valves("kind=valve&type=pinch&temp=160").close.map((o) => o.elastomers)).toEqual([
      [],
      [],
    ]);
  });

  it("asks us below 0 °C where only an upper limit is stated", () => {
    const found = valves("kind=valve&type=butterfly&temp=-30");
    expect(codes(found.matches)).toEqual(["401N", "501M"]);
    expect(codes(found.askUs)).toEqual(["HT600"]);
  });
});

describe("actuator finder", () => {
  it("gives 480-035 then 480-050 for 300 Nm, no margin, F10, three-phase", () => {
    const found = actuators("kind=actuator&torque=300&margin=0&flange=F10&supply=3ph");
    expect(found.required).toBe(300);
    expect(codes(found.matches)).toEqual(["480-035", "480-050"]);
    expect(found.matches.map((o) => o.marginPct)).toEqual([16.7, 66.7]);
    expect(found.series).toEqual([]);
    expect(found.askUs).toEqual([]);
  });

  it("gives only 480-050 with a 25 % margin (375 Nm required)", () => {
    const found = actuators("kind=actuator&torque=300&margin=25&flange=F10&supply=3ph");
    expect(found.required).toBe(375);
    expect(codes(found.matches)).toEqual(["480-050"]);
    expect(found.close.find((o) => o.model.code === "480-035")?.checks[0]?.note?.en).toBe(
      "350 N·m: 25 N·m short of the required 375 N·m",
    );
  });

  it("defaults to a 25 % margin and applies the time limit", () => {
    expect(DEFAULT_MARGIN).toBe(25);
    expect(requiredTorque(300, DEFAULT_MARGIN)).toBe(375);
    const found = actuators("kind=actuator&torque=300&supply=1ph&time=35");
    expect(codes(found.matches)).toEqual(["480-050"]);
    expect(codes(found.close)).toEqual(["480-035", "480-080", "480-110"]);
  });

  it("names the series without per-size figures for an inquiry", () => {
    const air = actuators("kind=actuator&torque=2000&supply=air");
    expect(codes(air.matches)).toEqual([]);
    expect(air.series.map((s) => [s.name, s.models.length, s.beyond])).toEqual([
      ["AP", 12, false],
      ["4HO/4PO", 1, false],
    ]);
    const hydraulic = actuators("kind=actuator&torque=5000&supply=hydraulic");
    expect(hydraulic.series.map((s) => [s.name, s.beyond])).toEqual([["4HO/4PO", true]]);
  });
});

describe("finder inputs", () => {
  it("refuses letters, negative, huge and non-standard values with a message", () => {
    for (const [query, param] of [
      ["kind=valve&dn=abc", "dn"],
      ["kind=valve&dn=175", "dn"],
      ["kind=valve&pn=-16", "pn"],
      ["kind=valve&temp=1e9", "temp"],
      ["kind=valve&temp=99999", "temp"],
      ["kind=valve&class=200", "class"],
      ["kind=valve&type=gate", "type"],
      ["kind=actuator&torque=-5", "torque"],
      ["kind=actuator&torque=99999999999999999999", "torque"],
      ["kind=actuator&margin=500", "margin"],
      ["kind=actuator&flange=F99", "flange"],
      ["kind=actuator&supply=solar", "supply"],
      ["kind=actuator&time=0", "time"],
      ["kind=pump", "kind"],
    ] as const) {
      const s = state(query);
      expect(
        s.errors.map((e) => e.param),
        query,
      ).toEqual([param]);
      for (const lang of ["ko", "en"] as const) {
        const [text] = finderAnswer(new URLSearchParams(query), [], lang, finderWords(lang)).errors;
        // Named by the field's label as the form shows it, never by the URL's name.
        const label = dict[lang][`finder.${param === "class" ? "ansiClass" : param}`]!;
        expect(text, `${query} (${lang})`).toMatch(new RegExp(`^${escapeRe(label)}: \\S`));
      }
    }
  });

  it("words its errors as the page does: labels, thousands separators, particles", () => {
    const say = (query: string, lang: "ko" | "en") =>
      finderAnswer(new URLSearchParams(query), [], lang, finderWords(lang)).errors;
    expect(say("kind=actuator&torque=0", "ko")).toEqual([
      "밸브 토크 (N·m): 1~100,000 범위의 값을 입력해 주십시오.",
    ]);
    expect(say("kind=actuator&torque=0", "en")).toEqual([
      "Valve torque (N·m): enter a value from 1 to 100,000.",
    ]);
    expect(say("kind=valve&pn=1.5", "ko")).toEqual(["압력 등급 (PN): 정수를 입력해 주십시오."]);
    expect(say("kind=valve&dn=999", "ko")[0]).toMatch(/^호칭 구경 \(DN\): DN 999 \(999A\)는 /);
    expect(say("kind=valve&dn=175", "ko")[0]).toMatch(/DN 175 \(175A\)는 /);
    expect(say("kind=valve&dn=1010", "ko")[0]).toMatch(/DN 1010 \(1010A\)은 /);
    expect(say("kind=actuator&supply=solar", "en")).toEqual([
      "Drive: choose one of Single-phase 110–220 V, Three-phase 380–440 V, Air, Hydraulic.",
    ]);
  });

  it("reads a bare page and empty values as no input", () => {
    expect(state("")).toEqual({ kind: "none", errors: [] });
    expect(state("kind=valve&dn=&pn=&temp=")).toEqual({
      kind: "valve",
      inputs: {},
      errors: [],
    });
    expect(hasFinderInputs(new URLSearchParams("utm_source=x"))).toBe(false);
    expect(hasFinderInputs(new URLSearchParams("kind=valve"))).toBe(true);
  });
});

const dict = messages as unknown as Record<"ko" | "en", Record<string, string>>;
const finderWords = (lang: "ko" | "en") => (key: FinderKey) => dict[lang][`finder.${key}`]!;
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
