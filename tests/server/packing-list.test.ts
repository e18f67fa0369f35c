import { readFileSync } from "node:fs";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { packingListTask, serialsForLines } from "../../app/admin/orders/packing-list.server";

/*
 * A maker's packing list read for a delivery's serials (issue 82 item 5): lists written by
 * openpyxl (tests/fixtures/orders/make.py), found by their headings under a letterhead, shared
 * out to the order's open lines by the model column. The delivery form it fills is driven in
 * tests/e2e/admin-orders.spec.ts.
 */
const fixture = (name: string) => readFileSync(`tests/fixtures/orders/${name}.xlsx`);

describe("a maker's packing list", () => {
  it("is read under its letterhead by its headings; a cell of two serials gives both", async () => {
    const list = await packingListTask({ bytes: fixture("packing-list-en") });
    expect(list).toEqual({
      ok: true,
      sheet: "Packing List",
      modelColumn: true,
      rows: [
        { row: 5, model: "S30", serials: ["S30-0043", "S30-0044"] },
        { row: 6, model: "S30", serials: ["S30-0045"] },
        { row: 7, model: "SK-100", serials: ["SK-7001"] },
      ],
    });
  });

  it("reads Korean headings, and shares serials out to the lines their model names", async () => {
    const list = await packingListTask({ bytes: fixture("packing-list-ko") });
    if (!list.ok) throw new Error(list.problem);
    const lines = [
      { position: 1, code: "480-035", open: 2 },
      { position: 2, code: "S30", open: 3 },
    ];
    const { byLine, unmatched } = serialsForLines(lines, list.rows);
    expect(Object.fromEntries(byLine)).toEqual({ 1: ["AUMA-7790"], 2: ["S30-0101", "S30-0102"] });
    expect(unmatched).toEqual([]);
  });

  it("gives back a row whose model no open line has, never guessing", async () => {
    const list = await packingListTask({ bytes: fixture("packing-list-en") });
    if (!list.ok) throw new Error(list.problem);
    const { byLine, unmatched } = serialsForLines(
      [{ position: 2, code: "S30", open: 3 }],
      list.rows,
    );
    expect(byLine.get(2)).toEqual(["S30-0043", "S30-0044", "S30-0045"]);
    expect(unmatched).toEqual([{ row: 7, model: "SK-100" }]);
  });

  it("puts rows without a model on the one open line, and leaves them when there are more", () => {
    const rows = [{ row: 3, model: "", serials: ["A-1", "A-2"] }];
    expect(serialsForLines([{ position: 1, code: "AP5", open: 2 }], rows).byLine.get(1)).toEqual([
      "A-1",
      "A-2",
    ]);
    const two = serialsForLines(
      [
        { position: 1, code: "AP5", open: 2 },
        { position: 2, code: "S30", open: 2 },
      ],
      rows,
    );
    expect(two.unmatched).toEqual([{ row: 3, model: "" }]);
  });

  it("takes the serial and model columns over line numbers headed S/N and Item No.", async () => {
    // The serial merged over rows 3 and 4 is read once, on row 3.
    expect(await packingListTask({ bytes: fixture("packing-list-line-numbers") })).toMatchObject({
      ok: true,
      modelColumn: true,
      rows: [
        { row: 3, model: "480-035", serials: ["AUMA-9001"] },
        { row: 5, model: "S30", serials: ["S30-0201"] },
      ],
    });
  });

  it("never guesses: a line without a code, a model of two codes, a line past what is open", () => {
    const lines = [
      { position: 1, code: "", open: 5 },
      { position: 2, code: "S30", open: 1 },
      { position: 3, code: "AP5", open: 2 },
    ];
    const { byLine, unmatched } = serialsForLines(lines, [
      { row: 2, model: "(SA 07.6)", serials: ["X-1"] },
      { row: 3, model: "S30 / AP5", serials: ["X-2"] },
      { row: 4, model: "S30", serials: ["X-3", "X-4"] },
      { row: 5, model: "AP5", serials: ["X-5"] },
    ]);
    expect(Object.fromEntries(byLine)).toEqual({ 1: [], 2: [], 3: ["X-5"] });
    expect(unmatched.map((u) => u.row)).toEqual([2, 3, 4]);
  });

  it("names what is wrong with a file it cannot read", async () => {
    expect(await packingListTask({ bytes: fixture("packing-list-no-serials") })).toEqual({
      ok: false,
      problem: "noSerialColumn",
    });
    expect(
      await packingListTask({ bytes: Buffer.from("No.,Model,Serial No.\n1,S30,X\n") }),
    ).toEqual({ ok: false, problem: "notXlsx" });
    // A small zip that unpacks to far more than any list: refused as it is unpacked.
    const bomb = zipSync({ "xl/worksheets/sheet1.xml": new Uint8Array(80 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await packingListTask({ bytes: bomb })).toEqual({ ok: false, problem: "tooLarge" });
  });
});
