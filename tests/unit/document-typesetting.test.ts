import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { htmlText } from "../../app/content/html-text";
import { liveContent } from "../../app/content/live.server";
import type { CatalogSection } from "../../app/content/schemas";
import { translate } from "../../app/i18n/translate.server";
import { inLang } from "../../app/i18n/in-lang.server";
import { finderAnswer, type FinderKey } from "../../app/finder/answer";
import { finderModels } from "../../app/finder/models.server";
import messages from "../../app/i18n/messages.json";
import { makeDocument } from "../../app/documents/library.server";
import { plannedDocuments } from "../../app/documents/plan.server";
import { createPdf } from "../../app/documents/pdf.server";
import { wrap } from "../../app/documents/sheet.server";
import { pdfToText } from "../pdftotext";

/*
 * A copy editor's findings in the Korean PDFs (docs/review-log.md, ko 25), read back with
 * pdftotext as a reader copies the text. Each makes one or two documents, not all of them.
 */

const readDrawing = (src: string) => readFileSync(join("public", src), "utf8");
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

const makes = new Map<string, Promise<Buffer>>();

/** One of the site's documents, made as the build makes it, by its file's name (once a file). */
function made(name: string) {
  const planned = plannedDocuments(liveContent(), "").find((d) => d.href.endsWith(`/${name}`));
  if (!planned) throw new Error(`no document ${name}`);
  if (!makes.has(name)) makes.set(name, makeDocument(planned.inputs, readDrawing));
  return makes.get(name)!;
}

/** Every Korean text of `value`: each `ko` string of its bilingual pairs. */
function koTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(koTexts);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "ko" && typeof inner === "string" ? [inner] : koTexts(inner),
  );
}

describe("emphasised words (ko 25)", () => {
  it("join the text after them as written: no space before a particle or a comma", async () => {
    const text = squash(await pdfToText(await made("catalogue-pneumatic-ko.pdf")));
    expect(text).toContain("복동형은 열림과 닫힘 모두");
    expect(text).toContain("스프링 복귀형은 한 방향은");
    expect(text).toContain("각 사이즈는 복동형과 스프링 복귀형으로 공급됩니다");
    expect(text).toContain("공압 구동 밸브 완성품으로");
    // Every <strong> of the group's Korean pages: its words and the letter after them, joined.
    const group = plannedDocuments(liveContent(), "").find((d) =>
      d.href.endsWith("/catalogue-pneumatic-ko.pdf"),
    )!;
    const html = koTexts(group.inputs.kind === "catalogue" && group.inputs.sections).join("\n");
    const joined = [...html.matchAll(/<strong>([^<]+)<\/strong>([^\s<])/g)];
    expect(joined.length).toBeGreaterThan(3);
    for (const [, words, next] of joined) expect(text).toContain(`${words}${next}`);
    expect(text).not.toMatch(/복동형 (?:은|과)|복귀형 (?:은|으로)|완성품 으로/);
  });

  it("read as written where the site reads a page's HTML as text (search, notices)", () => {
    expect(htmlText("<p><strong>가역 접촉기</strong>, <b>다심 배선</b>이</p>")).toBe(
      " 가역 접촉기, 다심 배선이 ",
    );
    expect(htmlText("<li>한 줄</li><li>두 줄<br />셋</li>")).toBe(" 한 줄  두 줄 셋 ");
  });
});

/** Units a figure is written with, after a space (the style sheet's `space-before-unit`). */
const UNIT =
  /^(?:bar|psi|N·m|Nm|kN|N|kg|mm|cm|m|in|ft|Hz|V|mA|A|W|kW|rpm|°C|°F|s|min|h|L)(?![A-Za-z\d])/;

/** Places where a line of `text` ends inside a figure's group: "50" then "Hz", "DN" then "200". */
function splitFigures(text: string) {
  const lines = text.split("\n").map((line) => line.trim());
  return lines.flatMap((line, n) => {
    const next = lines[n + 1] ?? "";
    const split =
      next !== "" &&
      ((/\d$/.test(line) && (UNIT.test(next) || /^\(\d/.test(next))) ||
        /(?:^|[^A-Za-z])(?:DN|PN|Class|ISO)$/.test(line) ||
        /\(\d[^()]*$/.test(line));
    return split ? [`${line} / ${next}`] : [];
  });
}

describe("figures (ko 37)", () => {
  const pdf = () =>
    createPdf({ title: "t", lang: "ko", author: "a", subject: "s", date: new Date(0) }).doc;

  it("keep a number with its unit, a prefix with its number, a size with its parenthesis", () => {
    const doc = pdf();
    doc.font("regular").fontSize(9);
    for (const [text, groups] of [
      ["단상 110~220 V, 50/60 Hz 전원에서 동작합니다", ["50/60 Hz", "110~220 V,"]],
      ["출력 토크는 최대 4,000 N·m의 토크를 냅니다", ["4,000 N·m의"]],
      ["DN 150 (150A), DN 200 (200A)", ["DN 150 (150A),", "DN 200 (200A)"]],
      ["DN 40 (40A), DN 50 (50A), DN 65 (65A), DN 80 (80A)", ["DN 65 (65A),"]],
      ["PN16/25/40, Class 150/300/600", ["Class 150/300/600"]],
      ["PN40 (1 in, 25A 이하), PN32 (1-1/4 in, 32A)", ["PN32 (1-1/4 in, 32A)"]],
    ] as const) {
      // Down to the widest word: a narrower line cuts a word, as it always has.
      const widest = Math.max(...text.split(" ").map((word) => doc.widthOfString(word)));
      for (let width = doc.widthOfString(text); width >= widest; width -= 3) {
        const lines = wrap(doc, text, width);
        expect(lines.join(" "), `${text} at ${width}`).toBe(text);
        for (const group of groups) {
          if (doc.widthOfString(group) > width) continue;
          expect(
            lines.some((line) => line.includes(group)),
            `${group} at ${width}`,
          ).toBe(true);
        }
      }
    }
    doc.end();
  });

  it("part a group wider than the line before its parenthesis first, and cut nothing", () => {
    const doc = pdf();
    doc.font("regular").fontSize(9);
    const text = "PN30 (1-1/2~2-1/2 in, 40~65A), PN25";
    const width = doc.widthOfString("(1-1/2~2-1/2 in, 40~65A),") + 1;
    expect(wrap(doc, text, width)).toEqual(["PN30", "(1-1/2~2-1/2 in, 40~65A),", "PN25"]);
    doc.end();
  });

  it("break no line of the datasheets and tables the editor read inside a figure", async () => {
    for (const name of [
      "datasheet-480-006-ko.pdf",
      "datasheet-4ho-ko.pdf",
      "catalogue-pinch-valve-ko.pdf",
      "catalogue-sirca-valves-ko.pdf",
    ]) {
      const text = await pdfToText(await made(name));
      expect(splitFigures(text), name).toEqual([]);
    }
  });
});

/**
 * Every heading and table caption a Korean catalogue of `sections` or a datasheet prints: its
 * pages' titles, its blocks' titles, its tables' captions and the datasheets' own headings.
 */
function headings(sections: readonly CatalogSection[]): Set<string> {
  const found = (
    [
      "products.overview",
      "blocks.features",
      "products.specifications",
      "products.drawings",
    ] as const
  ).map((key) => translate("ko", key));
  found.push(translate("ko", "blocks.specifications"), translate("ko", "blocks.applications"));
  for (const page of sections.flatMap((section) => section.pages)) {
    found.push(page.title.ko);
    for (const block of page.content) {
      if (block.type === "title" || block.type === "title-with-image") found.push(block.text.ko);
      if (block.type === "product-images") found.push(block.title.ko);
      if (block.type !== "section") continue;
      found.push(block.title.ko);
      for (const item of block.content) {
        if (item.type === "table" || item.type === "dimension-table")
          found.push(item.table.caption.ko);
        if (item.type === "elastomer-table") found.push(item.caption.ko);
        if (item.type === "image-text" && item.dimensionTable)
          found.push(item.dimensionTable.caption.ko);
      }
    }
  }
  return new Set(found.map(squash));
}

/** Each page's last line of text above its foot (pdftotext -layout), by page number. */
async function lastLines(pdf: Buffer) {
  const pages = (await pdfToText(pdf, { layout: true })).split("\f").slice(0, -1);
  return pages.map((page, n) => {
    const lines = page.split("\n").map(squash).filter(Boolean);
    // The frame: the letterhead and running head above, the address and page number below.
    return { page: n + 1, line: lines.slice(1, -2).at(-1) ?? "" };
  });
}

describe("headings and captions (ko 26)", () => {
  it.each([
    "catalogue-pneumatic-ko.pdf",
    "catalogue-sirca-valves-ko.pdf",
    "catalogue-pinch-valve-ko.pdf",
    "datasheet-501m-ko.pdf",
  ])("end no page of %s: each goes with what follows it", async (name) => {
    const planned = plannedDocuments(liveContent(), "").find((d) => d.href.endsWith(`/${name}`))!;
    const known = headings(planned.inputs.kind === "catalogue" ? planned.inputs.sections : []);
    expect(known).toContain("도면");
    const alone = (await lastLines(await made(name))).filter(({ line }) => known.has(line));
    expect(alone).toEqual([]);
  });
});

describe("sleeve grades (ko 29)", () => {
  /** The grades as the Korean table writes them: the maker's codes kept, the rest in Korean. */
  const korean = [
    "NR 표준",
    "NR SKAZ",
    "NR LQ 밝은색",
    "NR E 도전성",
    "NR LQ 검은색",
    "CR",
    "NBR",
    "NBR LQ 밝은색",
    "NBR E 도전성",
    "SBR",
    "FPM",
    "IIR",
    "CSM",
    "EPDM",
    "EPDM LQ 밝은색",
    "MQ",
  ];
  const english = /\b(?:standard|LQ-clear|E-conductive|LQ-black)\b/;
  const sleeveRows = (lang: "ko" | "en") =>
    inLang(lang, liveContent().sections)
      .flatMap((section) => section.pages.flatMap((page) => page.content))
      .flatMap((block) => (block.type === "section" ? block.content : []))
      .flatMap((item) => (item.type === "elastomer-table" ? item.rows : []));

  it("are Korean in the pinch valve page's table, English unchanged", () => {
    expect(sleeveRows("ko").map((row) => row.material)).toEqual(korean);
    expect(sleeveRows("en").map((row) => row.material)).toContain("NR LQ-clear");
    expect(sleeveRows("en").map((row) => row.material)).toContain("NR standard");
  });

  it("are Korean in the pinch valve catalogue's table", async () => {
    const text = squash(await pdfToText(await made("catalogue-pinch-valve-ko.pdf")));
    // Each grade beside its description (whose lines a later cell may come between).
    for (const row of sleeveRows("ko")) {
      expect(text).toContain(`${row.material} ${row.description.split(" ")[0]}`);
    }
    expect(text).not.toMatch(english);
  });

  it("are Korean where the finder lists the sleeves for a temperature", () => {
    const dict = messages as unknown as Record<"ko" | "en", Record<string, string>>;
    const sleeves = (lang: "ko" | "en") =>
      finderAnswer(
        new URLSearchParams("kind=valve&type=pinch&dn=100&temp=110"),
        finderModels(),
        lang,
        (key: FinderKey) => dict[lang][`finder.${key}`]!,
      ).tables.flatMap((table) => table.rows.map((row) => row.cells.at(-1)?.text));
    expect(sleeves("ko")).toContain("EPDM, EPDM LQ 밝은색, MQ");
    expect(sleeves("en")).toContain("EPDM, EPDM LQ-clear, MQ");
  });
});
