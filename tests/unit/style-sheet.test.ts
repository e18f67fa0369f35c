import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile, parseStyleSheet, styleSheet } from "../../app/content/style/style-sheet";
import { categories } from "../../app/content/catalog/categories";
import { mainMenu, sectionLabels } from "../../app/chrome/menu";
import { seedCatalog } from "../../app/content/catalog/seed.server";
import { developerWords, headingCase, pageFindings, styleFindings } from "../style/check";

/*
 * The style sheet's checker (tests/style/check.ts) proves itself: the review's samples of issue
 * 73 are each named, in both languages; the sheet's own examples hold; and an entry a copy
 * editor adds to a copy of the JSON is enforced with no line of code.
 */
const SHEET = join(import.meta.dirname, "../../app/content/style/style-sheet.json");

const found = (text: string, lang: "ko" | "en") => styleFindings(text, lang, "sample");

describe("the review's samples, each named", () => {
  it.each([
    ["ko", "전원 110~220 V, 50~60 Hz", /mains frequency/],
    ["en", "Supply 110–220 V, 50–60 Hz", /mains frequency/],
    ["ko", "복동형, 2~8 bar(29~116 psi) 공급", /space before its parenthesis/],
    ["ko", "압력 등급 800 psi (55 bar)", /converted unit first/],
    ["en", "Rated 800 psi (55 bar)", /converted unit first/],
    ["ko", "여유 66.7 %", /a space before %/],
    ["ko", "도면 2–8 bar", /en dash in Korean/],
    ["ko", "설립 1995.04", /1995\.04/],
    ["ko", "ANSI 150/300/600 등급", /Class 150\/300\/600/],
    ["ko", "PN·ANSI 등급", /PN·Class/],
    ["ko", "밸브와 구동기를 함께", /"액추에이터", not "구동기"/],
    ["ko", "상담 시간 평일 09:00~18:00", /"업무 시간", not "상담 시간"/],
    ["ko", "2~8 bar 공급압", /공급 압력/],
    ["ko", "구동 방식: 랙앤피니언", /구동 구조/],
    ["en", "The 400-410 series", /a pair of series/],
    ["en", "Size groups AP1~AP3", /tilde in English/],
    ["en", "Tel 02-2025-0712", /without \+82/],
    ["ko", "전화 +82 2-2025-0712", /\+82 in Korean/],
    ["en", "Send us an e-mail", /"email", not "e-mail"/],
    ["en", "E-mail: sales@example.com", /"email", not "E-mail"/],
    ["en", "Required torque: 6000 N·m", /thousands separator/],
    ["ko", "구경 DN 20 이하", /DN without its A size/],
    ["ko", "접수 2026-11-24", /ISO date/],
    ["ko", "연락처:: 필수 항목입니다", /double colon/],
    ["en", "PN40–PN25", /high to low/],
    ["ko", "주소를 다시 확인해 주세요.", /해요체/],
    ["en", "Hydraulic & pneumatic actuators", /"and", not/],
    ["en", "Fail-safe position: Does not apply", /Not applicable/],
    ["en", "Actuator specialists - Electric actuators | Hanbit", /spaced hyphen/],
    ["en", "[HF-1] We received your inquiry - Hanbit", /spaced hyphen/],
    ["en", "Weekdays 9:00–18:00 KST", /leading zero/],
  ] as const)("%s: %s", (lang, text, named) => {
    expect(found(text, lang)).toContainEqual(expect.stringMatching(named));
  });

  it("leaves the forms the sheet asks for", () => {
    expect(
      found(
        "전원 110~220 V, 50/60 Hz, 2~8 bar (29~116 psi), 55 bar (800 psi), 25%, 1995. 4., " +
          "Class 150/300/600, PN·Class 등급, 액추에이터, 업무 시간, 공급 압력, 구동 구조: 랙앤피니언, " +
          "400·410 시리즈, AP1~AP3, 02-2025-0712, 1,100 N·m, DN 20 (20A), 2026. 11. 24. 입니다.",
        "ko",
      ),
    ).toEqual([]);
    expect(
      found(
        "Supply 110–220 V, 50/60 Hz, 55 bar (800 psi), the 400/410 series, AP1–AP3, " +
          "Tel +82 2-2025-0712, email, 6,000 N·m, PN25–PN40, -20 to +100 °C, " +
          "Actuator specialists – Electric actuators, Weekdays 09:00–18:00 KST, Not applicable.",
        "en",
      ),
    ).toEqual([]);
  });

  it("names a label two ways and an English heading in title case", () => {
    const page = (body: string) => pageFindings(`<html><body>${body}</body></html>`, "en", "page");
    expect(page("<table><tr><th>Protection</th><td>IP67</td></tr></table>")).toEqual([
      expect.stringMatching(/"IP rating", not "Protection" as a label/),
    ]);
    // The contact page is named as the links to it say (en 30).
    expect(page("<h1>Product inquiry</h1>")).toEqual([
      expect.stringMatching(/"Contact us", not "Product inquiry" as a label/),
    ]);
    expect(page("<h2>Key Data</h2><h3>Key features</h3>")).toEqual([
      expect.stringMatching(/title case \("Data"\): Key Data/),
    ]);
    // Acronyms, codes, symbols and the words after a colon keep their capitals.
    expect(
      page(
        "<h2>ISO 5211 mounting: Flange F07</h2><th>Voltage (V)</th><h3>S30 ball valve datasheet</h3>" +
          "<h2>S70, S80 (three-way, T-port and L-port)</h2><h1>SIRCA valves</h1>",
      ),
    ).toEqual([]);
    expect(headingCase("AP series Rack-and-Pinion actuators")).toEqual([
      expect.stringMatching(/"Rack-and-Pinion"/),
    ]);
    // A product's name is a heading like any other: its title in Title Case is named, and a
    // name after its code starts there ("S30 Ball valve", "480-006 Quarter-turn …").
    expect(page("<h1>S30 Ball Valve</h1>")).toEqual([
      expect.stringMatching(/title case \("Valve"\)/),
    ]);
    expect(headingCase("480-006 Quarter-turn electric actuator datasheet")).toEqual([]);
    expect(headingCase("Ball valve Flanged")).toEqual([expect.stringMatching(/"Flanged"/)]);
  });

  it("holds every product's English name to sentence case, its codes and standards kept", () => {
    const names = seedCatalog().products.map((product) => product.name.en);
    expect(names.flatMap((name) => headingCase(name))).toEqual([]);
    expect(names).toContain("480-006 Quarter-turn electric actuator");
    expect(names).toContain("PN63 high-pressure ball valve, up to 3 in");
  });

  it("holds every menu group's and page's English name to sentence case (en 43)", () => {
    const names = [
      ...categories.flatMap((category) => [
        category.name.en,
        ...category.subcategories.map((subcategory) => subcategory.name.en),
      ]),
      // The header's own sections and their pages ("About Us" was one: en-95 16).
      ...mainMenu.flatMap((entry) => [entry.label.en, ...entry.children.map((c) => c.label.en)]),
      ...Object.values(sectionLabels).map((label) => label.en),
    ];
    expect(names.flatMap((name) => headingCase(name))).toEqual([]);
    expect(names).toContain("About us");
    expect(names).toContain("Integral control");
    expect(names).toContain("Hydraulic and pneumatic actuators");
  });
});

describe("the developer's words", () => {
  it("finds the words of the server's insides, in both languages", () => {
    expect(developerWords("{name}: 사진 처리 한도(시간, 메모리)를 넘었습니다.")).toHaveLength(2);
    expect(developerWords("Request body is too large")).toHaveLength(1);
    expect(developerWords("The worker pool timed out (timeout 30 s)")).toHaveLength(3);
  });

  it("leaves a buyer's words, and holds only an error to them", () => {
    expect(developerWords("이 사진은 처리할 수 없습니다. 더 작은 사진을 골라 주십시오.")).toEqual(
      [],
    );
    expect(developerWords("How we process the personal data; spool valves")).toEqual([]);
    // A pipe's thread on a catalogue page is no developer's word; in an error it would be.
    expect(styleFindings("G 3/4 threads", "en", "page")).toEqual([]);
    expect(styleFindings("The worker failed", "en", "error", { developer: true })).toHaveLength(1);
  });
});

describe("the sheet itself", () => {
  it("finds each of its formats' `not` examples and none of their `write` examples", () => {
    for (const format of styleSheet.formats) {
      expect(compile(format.pattern).test(format.not), format.id).toBe(true);
      expect(compile(format.pattern).test(format.write), format.id).toBe(false);
    }
    expect(styleSheet.terms.length).toBeGreaterThan(5);
  });

  it("enforces an entry added to a copy of the JSON, without code", () => {
    const dir = mkdtempSync(join(tmpdir(), "style-sheet-"));
    try {
      const copy = JSON.parse(readFileSync(SHEET, "utf8")) as {
        terms: unknown[];
        formats: unknown[];
      };
      copy.terms.push({
        lang: "ko",
        use: "개폐",
        refuse: [{ text: "여닫이", why: "one word for opening and closing a valve" }],
      });
      copy.formats.push({
        id: "degree-sign",
        lang: "both",
        what: "an angle written deg",
        pattern: "\\d ?deg\\b",
        write: "90°",
        not: "90 deg",
      });
      const file = join(dir, "style-sheet.json");
      writeFileSync(file, JSON.stringify(copy));
      const extended = parseStyleSheet(JSON.parse(readFileSync(file, "utf8")));

      const text = "밸브를 여닫이 방식으로 90 deg 회전합니다.";
      expect(styleFindings(text, "ko", "page")).toEqual([]);
      expect(styleFindings(text, "ko", "page", { sheet: extended })).toEqual([
        expect.stringMatching(/^page: "개폐", not "여닫이"/),
        expect.stringMatching(/^page: an angle written deg/),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses an entry that does not tell its own examples apart, naming it", () => {
    const copy = JSON.parse(readFileSync(SHEET, "utf8")) as { formats: unknown[] };
    copy.formats.push({
      id: "typo",
      lang: "en",
      what: "x",
      pattern: "abc",
      write: "abc",
      not: "x",
    });
    expect(() => parseStyleSheet(copy)).toThrow(/formats\.\d+: finds its own `write` example/);
    const broken = JSON.parse(readFileSync(SHEET, "utf8")) as { formats: unknown[] };
    broken.formats.push({ id: "bad", lang: "en", what: "x", pattern: "(", write: "a", not: "b" });
    expect(() => parseStyleSheet(broken)).toThrow(/is not a regular expression/);
  });
});
