import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { categories } from "../../app/content/catalog/categories";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { company } from "../../app/content/company";
import { datasheetPdf } from "../../app/documents/datasheet.server";
import { documentFacts } from "../../app/documents/facts.server";
import { makeDocument } from "../../app/documents/library.server";
import { plannedDocuments } from "../../app/documents/plan.server";
import { createPdf, type Pdf } from "../../app/documents/pdf.server";
import { quotePackPdf } from "../../app/documents/quote-pack.server";
import { wrap } from "../../app/documents/sheet.server";
import { LANGS } from "../../app/i18n/lang";
import { composeContent, liveContent, setLiveContent } from "../../app/content/live.server";
import { pdfFonts, readPdf } from "../pdf";
import { pdfToText } from "../pdftotext";
import { translate } from "../../app/i18n/translate.server";
import { dayText } from "../../app/i18n/day-text";
import { DOCUMENTS_ISSUED } from "../../app/documents/edition";

const products = liveProducts();

const readDrawing = (src: string) => readFileSync(join("public", src), "utf8");
const facts = documentFacts(company);
const squash = (text: string) => text.replace(/\s+/g, " ").trim();
const A4 = [0, 0, 595.28, 841.89];

describe("datasheets", () => {
  for (const lang of LANGS) {
    it(`state every product's code, name and specification rows (${lang})`, async () => {
      for (const product of products) {
        const pdf = await datasheetPdf(product, lang, readDrawing, facts);
        const { text, info, pages } = await readPdf(pdf);
        expect(text, product.id).toContain(product.code);
        expect(text, product.id).toContain(squash(product.name[lang]));
        for (const row of product.specifications) {
          expect(text, `${product.id} ${row.label.en}`).toContain(squash(row.label[lang]));
          expect(text, `${product.id} ${row.label.en}`).toContain(squash(row.value[lang]));
        }
        for (const feature of product.features[lang]) expect(text).toContain(squash(feature));
        // Lines break between words only: the text read back, lines joined by spaces, is the
        // description itself (a break inside a word would add a space to it).
        expect(text, product.id).toContain(squash(product.detailDescription[lang]));
        expect(info.Title).toContain(product.code);
        expect(info.Language).toBe(lang);
        expect(pages.every((page) => page.view.join() === A4.join())).toBe(true);
        expect(pdf.length, product.id).toBeLessThan(200 * 1024);
        expect(pdfFonts(pdf).length).toBeGreaterThan(0);
        for (const font of pdfFonts(pdf)) {
          expect(font.embedded, font.name).toBe(true);
          expect(font.name).toMatch(/^[A-Z]{6}\+Pretendard-/);
        }
      }
    });
  }

  it("are the same bytes when made again, in this process and in another", async () => {
    const product = products.find((p) => p.id === "pqvf")!;
    const first = await datasheetPdf(product, "en", readDrawing, facts);
    expect((await datasheetPdf(product, "en", readDrawing, facts)).equals(first)).toBe(true);
    // Another process: the build's own situation (a fresh start, nothing made before).
    const file = join(mkdtempSync(join(tmpdir(), "datasheet-")), "pqvf-en.pdf");
    const script = [
      'import { readFileSync, writeFileSync } from "node:fs";',
      'import { liveProducts } from "./app/content/catalog/catalog.server.ts";',
      'import { company } from "./app/content/company.ts";',
      'import { datasheetPdf } from "./app/documents/datasheet.server.ts";',
      'import { documentFacts } from "./app/documents/facts.server.ts";',
      'const product = liveProducts().find((p) => p.id === "pqvf");',
      'const read = (src) => readFileSync("public" + src, "utf8");',
      `const pdf = await datasheetPdf(product, "en", read, documentFacts(company));`,
      `writeFileSync(${JSON.stringify(file)}, pdf);`,
    ].join("\n");
    // Node with tsx's loader: `npx tsx` starts npm and tsx's own process before this one.
    const child = spawnSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      { encoding: "utf8" },
    );
    expect(child.status, child.stderr).toBe(0);
    expect(readFileSync(file).equals(first)).toBe(true);
  });

  it("number their pages and carry the company's contacts and the date of issue", async () => {
    const product = products.find((p) => p.id === "480-035")!;
    const { pages } = await readPdf(await datasheetPdf(product, "en", readDrawing, facts));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page.text).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page.text).toContain("Tel +82 2-2025-0712");
      expect(page.text).toMatch(/Issued \d{4}-\d{2}-\d{2}/);
    });
  });

  it("write figures and the date of issue as each language has them (issue 59)", async () => {
    const read = async (id: string, lang: "ko" | "en") =>
      squash(
        (
          await readPdf(
            await datasheetPdf(
              products.find((p) => p.id === id)!,
              lang,
              readDrawing,
              facts,
              "2026-11-22",
            ),
          )
        ).text,
      );
    const ko = await read("pqvf", "ko");
    expect(ko).toContain("DN 40~200 (40~200A)");
    expect(ko).toContain("발행일 2026. 11. 22.");
    expect(ko).not.toContain("2026-11-22");
    const en = await read("pqvf", "en");
    expect(en).toContain("DN 40–200");
    expect(en).toContain("Issued 2026-11-22");
    expect(await read("480-035", "ko")).toContain("350 N·m");
    expect(await read("ap1", "ko")).toContain("25~18,500 N·m");
    expect(await read("ap1", "en")).toContain("-20 to +80 °C");
  });
});

describe("group catalogues", () => {
  it("write a count with × in the catalogue's section tables", async () => {
    const planned = plannedDocuments(liveContent(), "").find(
      (d) => d.href === "/documents/catalogue-electric-ko.pdf",
    )!;
    const { text } = await readPdf(await makeDocument(planned.inputs, readDrawing));
    expect(squash(text)).toContain("2 × PG21 + 1 × PG16");
    expect(squash(text)).toContain("발행일 2026. 11. 22.");
  });

  it("hold the group's sections and its products' datasheets", async () => {
    const group = categories.find((c) => c.id === "special")!;
    // Made as the build and the server make it: from what the plan says it prints.
    const planned = plannedDocuments(liveContent(), "").find(
      (d) => d.href === "/documents/catalogue-special-ko.pdf",
    )!;
    const { text, info } = await readPdf(await makeDocument(planned.inputs, readDrawing));
    expect(info.Title).toContain(group.name.ko);
    expect(info.Language).toBe("ko");
    for (const product of products.filter((p) => p.category === "special")) {
      expect(text).toContain(product.code);
      for (const row of product.specifications) expect(text).toContain(squash(row.value.ko));
    }
  });

  it("leave out a retired product: its grid card, table row, contents line and datasheet", async () => {
    const content = composeContent(1, {
      gallery: new Map(),
      products: new Map([["480-035", null]]),
    });
    setLiveContent(content);
    try {
      const planned = plannedDocuments(content, "");
      expect(planned.map((d) => d.href)).not.toContain("/documents/datasheet-480-035-en.pdf");
      const catalogue = planned.find((d) => d.href === "/documents/catalogue-electric-en.pdf")!;
      const { text, pages } = await readPdf(await makeDocument(catalogue.inputs, readDrawing));
      // Listed (contents, grid), a table row (code, torque) and a datasheet: none for 480-035.
      // Other models' texts may still name it ("as on the 480-035"): staff's to edit.
      expect(text).toMatch(/480-025 Quarter-turn/);
      expect(text).toMatch(/480-025 240 N·m F07\/F10/);
      expect(text).not.toMatch(/480-035 (?:Quarter-turn|\d)/);
      // A printed catalogue (issue 79): the contents name each code once, with the page its
      // datasheet starts on, under a running head naming the catalogue's section.
      expect(text).not.toMatch(/480-025 480-025/);
      expect(text).not.toContain("Datasheet ·");
      const line = /480-025 Quarter-turn[^\d]*?\.{3,}\s*(\d+)/.exec(pages[0]!.text);
      expect(line, pages[0]!.text).not.toBeNull();
      const first = pages[Number(line![1]) - 1]!.text;
      expect(first).toContain("Electric actuators · Product datasheets");
      expect(first).toMatch(/480-025 Quarter-turn/);
    } finally {
      setLiveContent(composeContent(0, { gallery: new Map() }));
    }
  });
});

describe("quote pack", () => {
  it("has a cover with the lines, the date and the contacts, then each datasheet", async () => {
    const pick = (id: string) => products.find((p) => p.id === id)!;
    const lines = [
      { product: pick("480-035"), qty: 2, note: "태그 V-101, DN 150" },
      { product: pick("s30"), qty: 12000, note: "" },
    ];
    const pdf = await quotePackPdf(lines, "ko", readDrawing, "2026-11-23", new Date(0), facts);
    const { pages, info } = await readPdf(pdf);
    const cover = squash(pages[0]!.text);
    expect(cover).toContain("견적 요청서");
    expect(cover).toContain("작성일 2026. 11. 23.");
    expect(cover).toContain("전화 02-2025-0712");
    expect(cover).toContain("태그 V-101, DN 150");
    expect(cover).toContain("12,000");
    expect(cover).toContain(squash(lines[1]!.product.name.ko));
    expect(info.Language).toBe("ko");
    const rest = squash(
      pages
        .slice(1)
        .map((page) => page.text)
        .join(" "),
    );
    for (const { product } of lines) {
      for (const row of product.specifications) expect(rest).toContain(squash(row.value.ko));
    }
    expect(pages.at(-1)!.text).toContain(`${pages.length} / ${pages.length}쪽`);
  });

  // Issue 73: the cover read as the company asking itself for a quotation (its letterhead above
  // "아래 제품의 견적을 요청합니다"), and the datasheets inside lost their date of issue.
  it.each(LANGS)(
    "is the buyer's request to the company, each datasheet dated as issued (%s)",
    async (lang) => {
      const pick = (id: string) => products.find((p) => p.id === id)!;
      const lines = [
        { product: pick("480-035"), qty: 2, note: "", issued: "2026-11-25" },
        { product: pick("s30"), qty: 1, note: "" },
      ];
      const pdf = await quotePackPdf(lines, lang, readDrawing, "2026-11-27", new Date(0), facts);
      // pdftotext's pages are split by form feeds: another reader than pdf.js.
      const pages = (await pdfToText(pdf)).split("\f").map(squash).filter(Boolean);
      const cover = pages[0]!;
      const name = company.name[lang];
      const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) =>
        translate(lang, key, vars);
      // Headed as the buyer's request, addressed to the company; the buyer's lines to fill in.
      expect(cover.startsWith(name)).toBe(false);
      expect(cover).toMatch(new RegExp(`^${t("documents.quotePack")}`));
      expect(cover).toContain(t("documents.to", { company: name }));
      for (const field of ["companyName", "name", "phone", "email"] as const)
        expect(cover).toContain(t(`inquiry.${field}`));
      expect(cover.indexOf(t("documents.to", { company: name }))).toBeLessThan(
        cover.indexOf(t("documents.quoteIntro")),
      );
      expect(cover).toContain(t("documents.date", { date: dayText("2026-11-27", lang) }));
      // Each datasheet's pages carry its own date of issue, under the company's letterhead.
      const sheets = pages.slice(1);
      const of = (code: string) => sheets.filter((page) => page.includes(`${code} `));
      const dated = (day: string) => t("documents.issued", { date: dayText(day, lang) });
      expect(of("480-035").length).toBeGreaterThan(0);
      expect(of("480-035").every((page) => page.includes(dated("2026-11-25")))).toBe(true);
      expect(of("S30").some((page) => page.includes(dated(DOCUMENTS_ISSUED)))).toBe(true);
      expect(sheets.every((page) => page.includes(`${name} ·`))).toBe(true);
      expect(cover).not.toContain(`${name} ·`);
    },
  );
});

describe("line breaking", () => {
  it("breaks Korean between words, never inside one", async () => {
    const { doc } = createPdf({
      title: "t",
      lang: "ko",
      author: "a",
      subject: "s",
      date: new Date(0),
    });
    doc.font("regular").fontSize(10);
    const text = "밸브 구동용 액추에이터만을 전문으로 설계·생산하는 해외 제조사의 제품입니다.";
    const lines = wrap(doc, text, 120);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(" ")).toBe(text);
    doc.end();
  });

  /** The cut as it was made before: the start one character shorter each time, measured again. */
  const cutOneByOne = (doc: Pdf, word: string, width: number) => {
    const lines: string[] = [];
    let rest = [...word];
    while (doc.widthOfString(rest.join("")) > width && rest.length > 1) {
      let fit = rest.length - 1;
      while (fit > 1 && doc.widthOfString(rest.slice(0, fit).join("")) > width) fit -= 1;
      lines.push(rest.slice(0, fit).join(""));
      rest = rest.slice(fit);
    }
    return [...lines, rest.join("")];
  };

  it("cuts a word wider than the line where it was cut before", () => {
    const { doc } = createPdf({
      title: "t",
      lang: "en",
      author: "a",
      subject: "s",
      date: new Date(0),
    });
    doc.font("bold").fontSize(9);
    for (const word of [
      "HBF-S30-0250-F07-SR-NAMUR-ISO5211-EXD-IIB-T4-IP67-24VDC",
      "https://www.example.test/ko/products/s30?items=s30:2",
      "안전밸브구동용공압식액추에이터전문제조사의제품",
      "W".repeat(30),
      "il1".repeat(15),
    ]) {
      for (const width of [57, 120]) {
        expect(wrap(doc, word, width), `${word} ${width}`).toEqual(cutOneByOne(doc, word, width));
      }
    }
    doc.end();
  });

  it("measures a 500-letter word a few times per line cut from it", () => {
    const { doc } = createPdf({
      title: "t",
      lang: "en",
      author: "a",
      subject: "s",
      date: new Date(0),
    });
    doc.font("regular").fontSize(9);
    const word = "abcdefghijklmnopqrstuvwxy".repeat(20);
    const measure = doc.widthOfString.bind(doc);
    let measured = 0;
    doc.widthOfString = (text, options) => {
      measured += 1;
      return measure(text, options);
    };
    const lines = wrap(doc, word, 160);
    expect(lines.join("")).toBe(word);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(160);
    // Each line is as long as fits: one more letter would not.
    for (const [n, line] of lines.slice(0, -1).entries())
      expect(measure(line + lines[n + 1]![0])).toBeGreaterThan(160);
    // About log2(500) measures per line; one letter at a time took hundreds per line.
    expect(measured).toBeLessThan(lines.length * 12);
    doc.end();
  });
});
