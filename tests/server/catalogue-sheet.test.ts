import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueState } from "../../app/admin/content/catalogue/import.server";
import {
  checkSheet,
  columnLetter,
  productRow,
  readFigureCell,
  sheetColumns,
  type SheetGrid,
} from "../../app/admin/content/catalogue/sheet.server";
import {
  readCatalogueSheet,
  writeCatalogueSheet,
} from "../../app/admin/content/catalogue/xlsx.server";
import { figureInputs } from "../../app/admin/content/catalogue/form.server";
import { seedProductItem } from "../../app/content/catalog/seed.server";
import { contentDatabase, openContentStore, type ContentStore } from "../../server/content/store";
import { cpuTime } from "../cpu-time";
import { zipBomb, zipOf } from "../crafted-zip";

/**
 * The catalogue spreadsheet's reading and checking (app/admin/content/catalogue/sheet.server.ts)
 * against a content store of the repository's catalogue: units, numbers as staff type them,
 * empty cells, columns the sheet does not know, and the store's own checks.
 */

let dir: string;
let store: ContentStore;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "catalogue-sheet-"));
  store = openContentStore(contentDatabase(dir));
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The sheet a download gives now, as a grid, with `edit` applied to cells by code and key. */
function sheet(lang: "ko" | "en" = "en") {
  const items = store.list("product");
  const columns = sheetColumns(
    items.map((item) => item.draft),
    lang,
  );
  const grid: SheetGrid = {
    keys: columns.map((column) => column.key),
    headers: columns.map((column) => column.header),
    rows: items.map((item, i) => ({
      row: 3 + i,
      cells: productRow(item.draft, columns, item.version).cells,
    })),
  };
  const at = (key: string) => grid.keys.indexOf(key);
  return {
    grid,
    columns,
    at,
    set(code: string, key: string, value: unknown) {
      const row = grid.rows.find((r) => r.cells[at("code")] === code)!;
      expect(at(key), key).toBeGreaterThanOrEqual(0);
      row.cells[at(key)] = value;
      return row.row;
    },
    check: (checkLang: "ko" | "en" = lang) => checkSheet(grid, catalogueState(store), checkLang),
  };
}

describe("a figure's cell", () => {
  const celsius = { unit: "celsius", value: "decimal" } as const;
  const read = (value: unknown, spec = celsius) => readFigureCell(value, spec as never);

  it("takes a plain number or the column's own unit", () => {
    expect(read(240)).toEqual({ text: "240" });
    for (const typed of ["240", " 240 ", "240 °C", "240°C", "240 ℃", "+240", "240.0"]) {
      expect(read(typed), typed).toEqual({ text: "240" });
    }
    expect(read("−20 °C")).toEqual({ text: "-20" });
    // Full-width digits, as a Korean keyboard may type them.
    expect(read("２４０")).toEqual({ text: "240" });
  });

  it("refuses another unit, naming the column's", () => {
    for (const typed of ["240 °F", "240 bar", "240F", "DN 240"]) {
      expect(read(typed), typed).toMatchObject({
        reason: { word: "wrongUnit", vars: { unit: "°C", value: typed } },
      });
    }
  });

  it("reads thousands separators, and refuses what is no number", () => {
    const nm = { unit: "nm", value: "decimal" } as const;
    expect(read("1,200", nm as never)).toEqual({ text: "1200" });
    expect(read("18,500 Nm", nm as never)).toEqual({ text: "18500" });
    expect(read("1,200.5", nm as never)).toEqual({ text: "1200.5" });
    for (const typed of ["12,00", "1,20,000", "200-300", "ask us", "1.2.3", "200 / 300"]) {
      expect(read(typed, nm as never), typed).toMatchObject({ reason: { word: "notNumber" } });
    }
    expect(read(true)).toMatchObject({ reason: { word: "notNumber" } });
  });

  it("leaves an empty cell empty: a figure is never guessed", () => {
    for (const empty of [null, undefined, "", "   "]) expect(read(empty)).toEqual({ text: "" });
  });

  it("reads lists, pipe sizes, ratings and flanges as the editor's inputs hold them", () => {
    const pn = { unit: "pn", value: "list" } as const;
    expect(read("10/16", pn as never)).toEqual({ text: "10/16" });
    expect(read("PN 10/16", pn as never)).toEqual({ text: "10/16" });
    expect(read("PN10 / PN16", pn as never)).toEqual({ text: "10/16" });
    expect(read(16, pn as never)).toEqual({ text: "16" });
    expect(read("10/16 bar", pn as never)).toMatchObject({ reason: { word: "wrongUnit" } });
    const ansi = { unit: "ansi", value: "list" } as const;
    expect(read("Class 150/300", ansi as never)).toEqual({ text: "150/300" });
    expect(read("150#/300#", ansi as never)).toEqual({ text: "150/300" });
    const inch = { unit: "inch", value: "size" } as const;
    expect(read("1-1/4", inch as never)).toEqual({ text: "1-1/4" });
    expect(read("1 1/4", inch as never)).toEqual({ text: "1-1/4" });
    expect(read('2"', inch as never)).toEqual({ text: "2" });
    expect(read("1/2 in", inch as never)).toEqual({ text: "1/2" });
    expect(read("50 mm", inch as never)).toMatchObject({ reason: { word: "wrongUnit" } });
    // Excel made a date of "1/2": refused with how to type it, never read as a day.
    expect(read(new Date("2026-01-02"), inch as never)).toMatchObject({ reason: { word: "date" } });
    expect(read("f05 / F07", { value: "flanges" } as never)).toEqual({ text: "F05/F07" });
  });
});

describe("a sheet checked against the catalogue", () => {
  it("has a column for every figure the editor has, each with its unit", () => {
    const { columns } = sheet();
    const keys = new Set(columns.map((column) => column.key));
    for (const item of store.list("product")) {
      for (const path of figureInputs(item.draft)) {
        const rating = /^figures\.ratings\.(\d+)\.values$/.exec(path);
        const system =
          rating && item.draft.figures.kind === "valve"
            ? `@${item.draft.figures.ratings[Number(rating[1])]!.system}`
            : "";
        expect(keys, `${item.id}: ${path}`).toContain(path + system);
      }
    }
    const temp = columns.find((column) => column.key === "figures.tempC.max")!;
    expect(temp.header).toBe("Maximum temperature (°C)");
  });

  it("changes nothing when the downloaded sheet comes back as it was", () => {
    const { check } = sheet();
    const result = check();
    expect(result.problems).toEqual([]);
    expect(result.changes).toEqual([]);
    expect(result.unchanged).toBe(39);
  });

  it("gives the changed product, field by field, and leaves the others alone", () => {
    const s = sheet();
    s.set("301", "figures.tempC.max", "150 °C");
    s.set("301", "name.en", "Sirca 301 Butterfly Valve");
    s.set("AP1", "figures.series.torqueNm.max", "18,500");
    const { problems, changes, unchanged } = s.check();
    expect(problems).toEqual([]);
    expect(unchanged).toBe(38);
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change!.id).toBe("301");
    expect(change!.fields.map((f) => [f.key, f.before, f.after])).toEqual([
      ["name.en", seedProductItem("301")!.name.en, "Sirca 301 Butterfly Valve"],
      ["figures.tempC.max", "100", "150"],
    ]);
    expect(change!.value.figures).toMatchObject({ tempC: { max: 150 } });
  });

  it("keeps an emptied figure empty and an empty figure absent", () => {
    const s = sheet();
    s.set("301", "figures.tempC.min", null);
    const { problems, changes } = s.check();
    expect(problems).toEqual([]);
    const figures = changes[0]!.value.figures;
    expect(figures.kind === "valve" && "min" in figures.tempC).toBe(false);
    // HT600 states no lower limit: its cell is empty and stays so.
    const ht600 = s.grid.rows.find((r) => r.cells[s.at("code")] === "HT600")!;
    expect(ht600.cells[s.at("figures.tempC.min")]).toBeNull();
  });

  it("names each problem by row, column and reason, and saves nothing", () => {
    const s = sheet("ko");
    const unitRow = s.set("301", "figures.tempC.max", "240 °F");
    const categoryRow = s.set("S10", "category", "valves");
    const torqueRow = s.set("S20", "figures.maxTorqueNm", 50);
    const pnRow = s.set("401N", "figures.ratings.0.values@PN", "10/17");
    const rangeRow = s.set("S50", "figures.tempC.min", "300");
    const longRow = s.set("S60", "name.ko", "가".repeat(121));
    s.set("S70", "code", "S99");
    const { problems, changes } = s.check();
    expect(changes).toEqual([]);
    const where = (key: string) => s.at(key);
    const byRow = [...problems].sort((a, b) => a.row! - b.row!);
    expect(byRow).toEqual([
      { row: unitRow, column: where("figures.tempC.max"), message: expect.stringContaining("°C") },
      {
        row: pnRow,
        column: where("figures.ratings.0.values@PN"),
        message: expect.stringContaining("표준 규격"),
      },
      {
        row: categoryRow,
        column: where("category"),
        message: "분류 목록에 없는 분류입니다: valves",
      },
      {
        row: torqueRow,
        column: where("figures.maxTorqueNm"),
        message: "이 제품에는 없는 수치입니다. 칸을 비워 두십시오.",
      },
      {
        row: rangeRow,
        column: where("figures.tempC.max"),
        message: "최소가 최대보다 클 수 없습니다.",
      },
      { row: longRow, column: where("name.ko"), message: "120자 이내로 쓰십시오." },
      {
        row: expect.any(Number),
        column: where("code"),
        message: "이 코드의 제품이 없습니다. 새 제품은 편집 화면에서 추가하십시오.",
      },
    ]);
    expect(problems[0]!.message).toBe(
      "단위가 다릅니다: 이 열은 °C 단위입니다 (240 °F). 숫자만 쓰십시오.",
    );
    expect(columnLetter(where("category"))).toBe("D");
  });

  it("refuses columns it does not know, and needs the code and version columns", () => {
    const s = sheet();
    s.grid.keys.push("figures.colour", undefined);
    s.grid.headers.push("Colour", "Notes");
    const { problems } = s.check();
    expect(problems).toEqual([
      { column: s.grid.keys.length - 2, message: expect.stringContaining("figures.colour") },
      { column: s.grid.keys.length - 1, message: expect.stringContaining("added column") },
    ]);
    const bare = sheet();
    bare.grid.keys[bare.at("version")] = "versions";
    expect(bare.check().problems.map((p) => p.message)).toContain(
      "The column Version (do not edit) is missing. Keep it as it was.",
    );
  });

  it("takes a sheet of some columns only: the others keep the draft's values", () => {
    const s = sheet();
    const keep = ["code", "version", "name.en"].map((key) => s.at(key));
    const grid: SheetGrid = {
      keys: keep.map((i) => s.grid.keys[i]),
      headers: keep.map((i) => s.grid.headers[i]!),
      rows: s.grid.rows.map((r) => ({ row: r.row, cells: keep.map((i) => r.cells[i]) })),
    };
    grid.rows[0]!.cells[2] = "A new English name";
    const result = checkSheet(grid, catalogueState(store), "en");
    expect(result.problems).toEqual([]);
    expect(result.changes).toHaveLength(1);
    const { value, id } = result.changes[0]!;
    expect({ ...value, name: seedProductItem(id)!.name }).toEqual(seedProductItem(id));
  });

  it("edits, removes and adds specification rows with a text value", () => {
    const s = sheet();
    s.set("S30", "specifications.text.0.value.en", "Stainless steel 316");
    for (const part of ["label.ko", "label.en", "value.ko", "value.en"]) {
      s.set("S30", `specifications.text.1.${part}`, null);
      s.set("S30", `specifications.text.3.${part}`, part.startsWith("label") ? "Seal" : "PTFE");
    }
    const { problems, changes } = s.check();
    expect(problems).toEqual([]);
    const rows = changes[0]!.value.specifications;
    const seed = seedProductItem("s30")!.specifications;
    expect(rows).toHaveLength(seed.length);
    expect(rows.filter((row) => row.figure)).toEqual(seed.filter((row) => row.figure));
    expect(rows.at(-1)).toEqual({
      label: { ko: "Seal", en: "Seal" },
      value: { ko: "PTFE", en: "PTFE" },
    });
  });

  it("refuses a row over a product someone changed since the download, and only then", () => {
    const s = sheet();
    s.set("301", "name.en", "Mine");
    const draft = { ...seedProductItem("s20")!, name: { ko: "S20", en: "Theirs" } };
    const saved = store.saveDrafts(
      "product",
      [{ id: "s20", value: draft, baseVersion: 0 }],
      "lee@example.com",
    );
    expect(saved.ok).toBe(true);
    // S20's row is as downloaded: left alone; 301 changes.
    expect(s.check().changes.map((c) => c.id)).toEqual(["301"]);
    s.set("S20", "name.en", "Mine too");
    const { problems, changes } = s.check();
    expect(changes).toEqual([]);
    expect(problems).toEqual([
      {
        row: expect.any(Number),
        column: s.at("code"),
        message: expect.stringContaining("lee@example.com"),
      },
    ]);
  });

  it("takes a cell changed to what the draft holds now as no change, not a conflict", () => {
    const s = sheet();
    const id = "s30";
    const code = store.get("product", id)!.draft.code;
    const draft = store.get("product", id)!.draft;
    const saved = store.saveDrafts(
      "product",
      [{ id, value: { ...draft, name: { ...draft.name, en: "Fixed by Lee" } }, baseVersion: 0 }],
      "lee@example.com",
    );
    expect(saved.ok).toBe(true);
    s.set(code, "name.en", "Fixed by Lee");
    const same = s.check();
    expect(same.problems).toEqual([]);
    expect(same.changes.map((c) => c.id)).not.toContain(id);
    // A cell that differs from both is still a conflict.
    s.set(code, "name.en", "Fixed by Kim");
    expect(s.check().problems).toEqual([
      expect.objectContaining({ message: expect.stringContaining("lee@example.com") }),
    ]);
  });

  it("saves several drafts all or none", () => {
    const s20 = store.get("product", "s20")!;
    const result = store.saveDrafts(
      "product",
      [
        {
          id: "s40",
          value: { ...seedProductItem("s40")!, name: { ko: "S40", en: "x" } },
          baseVersion: 0,
        },
        { id: "s20", value: s20.draft, baseVersion: 0 },
      ],
      "kim@example.com",
    );
    expect(result).toMatchObject({ ok: false, id: "s20", refused: { reason: "conflict" } });
    expect(store.get("product", "s40")!.version).toBe(0);
  });
});

describe("the .xlsx file", () => {
  it("comes back as it went out: every product, nothing changed", async () => {
    const items = store.list("product");
    const bytes = await writeCatalogueSheet(items, { lang: "ko", by: "kim", when: "2026-11-23" });
    const read = await readCatalogueSheet(bytes);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.grid.rows).toHaveLength(items.length);
    expect(read.grid.headers).toContain("사용 온도 최고 (°C)");
    const result = checkSheet(read.grid, catalogueState(store), "ko");
    expect(result).toMatchObject({ problems: [], changes: [], unchanged: items.length });
  });

  it("names what a file is when it is no .xlsx file", async () => {
    const refused = async (bytes: Buffer) => {
      const read = await readCatalogueSheet(bytes);
      return read.ok ? "read" : read.reason;
    };
    expect(await refused(Buffer.from("code,name\nS30,x\n"))).toBe("notXlsx");
    // The first bytes of an OLE compound file: Excel 97-2003, or an encrypted .xlsx.
    expect(await refused(Buffer.from("d0cf11e0a1b11ae1" + "00".repeat(504), "hex"))).toBe("oldXls");
    const ods = zipOf([{ name: "mimetype" }, { name: "content.xml" }]);
    expect(await refused(ods)).toBe("ods");
    expect(await refused(zipOf([{ name: "word/document.xml" }]))).toBe("noWorkbook");
    const broken = zipOf([{ name: "xl/workbook.xml", deflated: Buffer.from("not deflate") }]);
    expect(await readCatalogueSheet(broken)).toEqual({
      ok: false,
      reason: "damaged",
      vars: { part: "xl/workbook.xml" },
    });
  });

  it("stops unpacking at 64 MB, whatever the zip's headers declare", async () => {
    const bytes = zipBomb();
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    const { result: read, ms } = await cpuTime(() => readCatalogueSheet(bytes));
    expect(read).toEqual({ ok: false, reason: "unpacksTooBig" });
    // About 0.5 s of CPU (unpacking it all took 20 s).
    expect(ms).toBeLessThan(8000);
  });

  it("reads a file saved by openpyxl, the download's note and all", async () => {
    const read = await readCatalogueSheet(readFileSync(join(OTHER_PROGRAMS, "openpyxl.xlsx")));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const result = checkSheet(read.grid, catalogueState(store), "en");
    expect(result.problems).toEqual([]);
    expect(result.changes).toHaveLength(1);
    expect(result.changes[0]!.fields).toContainEqual(
      expect.objectContaining({ after: "Edited elsewhere" }),
    );
  });

  it("reads a file saved by LibreOffice Calc", async () => {
    const read = await readCatalogueSheet(readFileSync(join(OTHER_PROGRAMS, "libreoffice.xlsx")));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const result = checkSheet(read.grid, catalogueState(store), "en");
    expect(result.problems).toEqual([]);
    expect(result.changes).toHaveLength(1);
    expect(result.changes[0]!.fields).toContainEqual(
      expect.objectContaining({ after: "Edited elsewhere" }),
    );
  });
});

/**
 * Files saved by other programs, made by tests/fixtures/catalogue/other-programs/make.sh (which
 * says how): CI has neither openpyxl nor LibreOffice.
 */
const OTHER_PROGRAMS = join(import.meta.dirname, "../fixtures/catalogue/other-programs");
