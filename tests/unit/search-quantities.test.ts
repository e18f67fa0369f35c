import { describe, expect, test } from "vitest";
import { readQuery, type Quantity } from "../../app/search/quantities";
import { queryWords } from "../../app/search/words";

/** The quantities a buyer types (issue 78, item 1), read as the finder's fields. */
describe("quantities in a query", () => {
  const size = (dn: number) => expect.objectContaining({ kind: "size", dn });
  test.each<[string, Quantity | ReturnType<typeof size>]>([
    ["DN 150", size(150)],
    ["DN150", size(150)],
    ["150A", size(150)],
    ['6"', size(150)],
    ["6 in", size(150)],
    ["6인치", size(150)],
    ['1/2"', size(15)],
    ["1-1/2 in", size(40)],
    ['1½"', size(40)],
    ["1 1/2 inch", size(40)],
    ["2B", size(50)],
    ["PN16", { kind: "pressure", bar: 16, as: "pn", value: 16 }],
    ["16 bar", { kind: "pressure", bar: 16, as: "bar", value: 16 }],
    ["10K", { kind: "pressure", bar: 10, as: "jis", value: 10 }],
    ["16K", { kind: "pressure", bar: 16, as: "jis", value: 16 }],
    ["Class 150", { kind: "class", value: 150 }],
    ["ANSI 150", { kind: "class", value: 150 }],
    ["150#", { kind: "class", value: 150 }],
    ["200도", { kind: "temp", c: 200 }],
    ["200 °C", { kind: "temp", c: 200 }],
    ["200℃", { kind: "temp", c: 200 }],
    ["200C", { kind: "temp", c: 200 }],
    ["-196", { kind: "temp", c: -196 }],
    ["-196 °C", { kind: "temp", c: -196 }],
    ["1000Nm", { kind: "torque", nm: 1000 }],
    ["1,000 N·m", { kind: "torque", nm: 1000 }],
    ["350 N.m", { kind: "torque", nm: 350 }],
    ["1 kN·m", { kind: "torque", nm: 1000 }],
    ["100 kgf·m", { kind: "torque", nm: 980.7 }],
    ["F10", { kind: "flange", code: "F10" }],
    ["ISO 5211 F10", { kind: "flange", code: "F10" }],
    ["220V", { kind: "supply", volts: 220 }],
    ["380 V 3상", { kind: "supply", volts: 380, phase: 3 }],
    ["three-phase 440 V", { kind: "supply", volts: 440, phase: 3 }],
  ])("%s", (query, quantity) => {
    expect(readQuery(query).quantities).toEqual([quantity]);
  });

  test("codes, words and numbers that are no quantity are left as words", () => {
    for (const query of ["480-035", "480-35", "S-30", "AP-5", "ap 5", "HT600", "301TSS", "401N"]) {
      expect(readQuery(query).quantities).toEqual([]);
    }
    // Not a standard size, class or flange: no quantity is invented.
    expect(readQuery('7" 175# F11').quantities).toEqual([]);
  });

  test("several quantities and the words around them", () => {
    const read = readQuery("볼밸브 2인치 PN40 200도");
    expect(read.quantities.map((q) => q.kind)).toEqual(["size", "pressure", "temp"]);
    expect(read.rest).toBe("볼밸브");
  });
});

describe("the trade's words in a query", () => {
  const words = (rest: string) => queryWords(rest).map((w) => [w.text, w.group !== undefined]);
  test("Korean run together is split at the trade's words; stopwords go", () => {
    expect(words("삼방볼밸브용")).toEqual([
      ["삼방", true],
      ["볼", true],
      ["밸브", true],
    ]);
  });
  test("a phrase of several typed words is one word", () => {
    expect(words("spring return actuator")).toEqual([
      ["spring return", true],
      ["actuator", true],
    ]);
    expect(words("스프링 리턴")).toEqual([["스프링 리턴", true]]);
  });
});
