import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "node-html-parser";
import type { createApp } from "../../server/app";
import { labelPdf } from "../../server/units/label";
import { storePaper } from "../../server/units/papers";
import { openUnitsPart, type UnitsPart } from "../../server/units/setup";
import type { UnitInput } from "../../server/units/store";
import { deliveredUnit } from "../fixtures/units";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { builtApp } from "./built-site";
import { readQrCodes } from "../zbarimg";
import { readUnitSheet, unitTemplate } from "../../app/admin/units/sheet.server";
import { readUnit } from "../../app/admin/units/units.server";

/**
 * Delivered units (decision 033): the store's serials, tokens and queries, and the unit's public
 * page on the built site as a plain request sees it (status, headers, noindex, what it shows and
 * never shows, the 404 of an unknown or rotated token, papers by token only), and the label's QR
 * code read back by zbarimg.
 */

// A clock the test sets: 2026-11-26 in Seoul.
let clock = Date.parse("2026-11-26T03:00:00Z");
let part: UnitsPart;
let app: ReturnType<typeof createApp>;
const product = liveProducts()[0]!;
const input = (over: Partial<UnitInput> = {}) => deliveredUnit(product, over);

beforeAll(async () => {
  part = openUnitsPart(mkdtempSync(join(tmpdir(), "units-")), { now: () => clock });
  app = await builtApp({
    units: part,
  });
});
afterAll(() => part.store.close());

describe("the units store", () => {
  it("numbers serials per year in order, by the delivery's year or else the year in Seoul", () => {
    const { store } = part;
    const a = store.add(input(), "kim@example.com");
    const b = store.add(input({ deliveredOn: "2025-03-02" }), "kim@example.com");
    const [c, d] = store.addAll([input(), input({ deliveredOn: undefined })], "kim@example.com");
    expect([a.serial, b.serial, c!.serial, d!.serial]).toEqual([
      "HF-2026-00001",
      "HF-2025-00001",
      "HF-2026-00002",
      "HF-2026-00003",
    ]);
    // New Year's morning in Seoul is still 31 December in UTC.
    clock = Date.parse("2026-12-31T16:00:00Z");
    expect(store.add(input({ deliveredOn: undefined }), "kim").serial).toBe("HF-2027-00001");
    clock = Date.parse("2026-11-26T03:00:00Z");
  });

  it("gives each unit its own 96-bit token, URL-safe, and finds it by token and serial", () => {
    const { store } = part;
    const units = store.list({ limit: 100 }).units;
    const tokens = new Set(units.map((unit) => unit.token));
    expect(tokens.size).toBe(units.length);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const one = units[0]!;
    expect(store.byToken(one.token)?.serial).toBe(one.serial);
    expect(store.bySerial(one.serial.toLowerCase())?.token).toBe(one.token);
    expect(store.byToken(`${one.token}x`)).toBeUndefined();
    expect(store.bySerial("HF-2026-1")).toBeUndefined();
  });

  it("lists by search (serial, tag, site, customer), product, industry and year", () => {
    const { store } = part;
    store.add(
      input({ tag: "FV-7 outlet", site: "Ulsan", customer: "Ocean Ship", industry: "marine" }),
      "lee",
    );
    expect(store.list({ search: "fv-7" }).units.map((u) => u.tag)).toEqual(["FV-7 outlet"]);
    expect(store.list({ search: "ulsan" }).total).toBe(1);
    expect(store.list({ search: "Ocean" }).total).toBe(1);
    expect(store.list({ search: "HF-2025" }).total).toBe(1);
    // LIKE's wildcards typed by staff match themselves only.
    expect(store.list({ search: "%" }).total).toBe(0);
    expect(store.list({ industry: "marine" }).total).toBe(1);
    expect(store.list({ year: 2025 }).total).toBe(1);
    expect(store.list({ productId: product.id }).total).toBe(store.list().total);
    expect(store.years()).toEqual([2027, 2026, 2025]);
  });
});

const get = (path: string) => app.request(`http://localhost${path}`);

describe("a unit's public page", () => {
  it("shows the serial, tag and product to anyone with the token; never cached or indexed", async () => {
    const unit = part.store.add(input(), "kim@example.com");
    part.store.addService(unit.id, { kind: "repair", day: "2027-03-04" }, "park@example.com");
    for (const [path, lang] of [
      [`/u/${unit.token}`, "ko"],
      [`/en/u/${unit.token}`, "en"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.has("Surrogate-Key")).toBe(false);
      const html = await response.text();
      const doc = parse(html);
      expect(doc.querySelector("html")?.getAttribute("lang")).toBe(lang);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
      expect(doc.querySelector("link[rel=canonical]")).toBeNull();
      expect(doc.querySelector("h1")?.text).toBe(unit.serial);
      const text = doc.querySelector("main")?.text ?? doc.text;
      expect(text).toContain("P-101 흡입측");
      expect(text).toContain(product.code);
      // Korean pages write the day as Koreans do (app/i18n/day-text.ts).
      expect(text).toContain(lang === "ko" ? "수리 2027. 3. 4." : "Repair 2027-03-04");
      // The customer, the site, the region and who did the work are staff's, never the page's.
      for (const secret of ["한빛수자원", "화성 정수장", "kim@example.com", "park@example.com"]) {
        expect(html).not.toContain(secret);
      }
      const productLink = doc
        .querySelectorAll("a")
        .find((a) =>
          a.getAttribute("href")?.startsWith(lang === "en" ? "/en/products/" : "/products/"),
        );
      expect(productLink, "a link to the product's page").toBeDefined();
    }
    // HEAD too, as GET.
    const head = await app.request(`http://localhost/u/${unit.token}`, { method: "HEAD" });
    expect(head.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("answers an unknown token with the 404 page, never cached", async () => {
    for (const path of [
      "/u/AAAAAAAAAAAAAAAA",
      "/en/u/nope",
      "/u/%ff%fe",
      "/u/AAAAAAAAAAAAAAAA.data",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    const html = await (await get("/u/AAAAAAAAAAAAAAAA")).text();
    expect(parse(html).querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(
      "noindex",
    );
  });

  it("stops the old link at once when staff rotate the token, papers too", async () => {
    const unit = part.store.add(input(), "kim@example.com");
    const pdf = await labelPdf(
      { serial: unit.serial, productCode: unit.productCode, tag: unit.tag, link: "x" },
      "ko",
      new Date(0),
    );
    const stored = await storePaper(part.dataDir, pdf, "시험성적서 P-101.pdf");
    if (!stored.ok) throw new Error(stored.message.en);
    const paper = part.store.addPaper(
      unit.id,
      { kind: "test-report", file: stored.file.file, name: stored.file.name, bytes: pdf.length },
      "kim@example.com",
    );
    const page = await (await get(`/u/${unit.token}`)).text();
    const href = `/u/${unit.token}/papers/${paper.id}`;
    expect(page).toContain(`href="${href}"`);
    const file = await get(href);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toMatch(/^attachment; /);
    expect(file.headers.get("Cache-Control")).toBe("private, no-store");
    expect(file.headers.get("Content-Security-Policy")).toMatch(/sandbox/);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    // Another unit's token does not reach this unit's paper.
    const other = part.store.add(input(), "kim@example.com");
    expect((await get(`/u/${other.token}/papers/${paper.id}`)).status).toBe(404);

    const rotated = part.store.rotateToken(unit.serial)!;
    expect(rotated.token).not.toBe(unit.token);
    expect((await get(`/u/${unit.token}`)).status).toBe(404);
    expect((await get(`/en/u/${unit.token}`)).status).toBe(404);
    expect((await get(href)).status).toBe(404);
    expect((await get(`/u/${rotated.token}`)).status).toBe(200);
    expect((await get(`/u/${rotated.token}/papers/${paper.id}`)).status).toBe(200);
  });

  it("names each paper by its kind and day, on the page and as its download, never as uploaded", async () => {
    const unit = part.store.add(input(), "kim@example.com");
    const pdf = await labelPdf(
      { serial: unit.serial, productCode: unit.productCode, tag: unit.tag, link: "x" },
      "ko",
      new Date(0),
    );
    // Names as staff uploaded them: the customer, the plant, a right-to-left override (a row
    // stored before names were cleaned, as the store takes any).
    const uploaded = [
      "한빛수자원 화성정수장 시험성적서.pdf",
      "report\u202Efdp.exe.pdf",
      "화성정수장 결선도.pdf",
    ];
    const kinds = ["test-report", "test-report", "wiring"] as const;
    const papers = [];
    for (const [i, name] of uploaded.entries()) {
      const stored = await storePaper(part.dataDir, pdf, `paper-${i}.pdf`);
      if (!stored.ok) throw new Error(stored.message.en);
      papers.push(
        part.store.addPaper(
          unit.id,
          { kind: kinds[i]!, file: stored.file.file, name, bytes: pdf.length },
          "kim@example.com",
        ),
      );
    }
    // The test's clock: 2026-11-26 in Seoul. Two test reports of one day are told apart.
    const shown = {
      ko: [
        "시험성적서 · 2026. 11. 26.",
        "시험성적서 · 2026. 11. 26. (2)",
        "결선도 · 2026. 11. 26.",
      ],
      en: [
        "Test report · 2026-11-26",
        "Test report · 2026-11-26 (2)",
        "Wiring diagram · 2026-11-26",
      ],
    };
    const files = {
      ko: ["시험성적서 2026-11-26", "시험성적서 2026-11-26 (2)", "결선도 2026-11-26"],
      en: ["Test report 2026-11-26", "Test report 2026-11-26 (2)", "Wiring diagram 2026-11-26"],
    };
    for (const lang of ["ko", "en"] as const) {
      const base = `${lang === "en" ? "/en" : ""}/u/${unit.token}`;
      const html = await (await get(base)).text();
      const links = parse(html).querySelectorAll(`section[aria-labelledby="unit-papers"] a`);
      expect(links.map((a) => a.text.trim())).toEqual(shown[lang]);
      expect(links.map((a) => a.getAttribute("href"))).toEqual(
        papers.map((paper) => `${base}/papers/${paper.id}`),
      );
      for (const word of ["한빛수자원", "화성정수장", "fdp", "\u202E", "exe"]) {
        expect(html, word).not.toContain(word);
      }
      for (const [i, paper] of papers.entries()) {
        const file = await get(`${base}/papers/${paper.id}`);
        expect(file.status).toBe(200);
        const name = `${unit.serial} ${files[lang][i]}.pdf`;
        // The ASCII fallback in English words; the name itself in the page's language.
        const ascii = `${unit.serial} ${files.en[i]}.pdf`;
        expect(file.headers.get("Content-Disposition")).toBe(
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        );
      }
    }
  });

  it("is in neither the sitemap nor robots' allowed pages' list", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).not.toMatch(/\/u\//);
  });
});

describe("a unit's renders and the render limiter", () => {
  // No render slot at all: every render is refused at once, so whatever is answered otherwise
  // was answered without one (issue 63: 101 renders/s of made-up tokens against 455 404s/s).
  let busyApp: ReturnType<typeof createApp>;
  beforeAll(async () => {
    busyApp = await builtApp({
      units: part,
      limits: { cacheBytes: 0, concurrent: 0, queued: 0 },
    });
  });
  const busyGet = (path: string) => busyApp.request(`http://localhost${path}`);

  it("answers a token no unit has with the 404 template, without a render", async () => {
    const unit = part.store.add(input(), "kim@example.com");
    const rotated = part.store.rotateToken(unit.serial)!;
    for (const path of [
      "/u/AAAAAAAAAAAAAAAA",
      "/en/u/AAAAAAAAAAAAAAAA",
      "/u/AAAAAAAAAAAAAAAA/papers/1",
      "/en/u/AAAAAAAAAAAAAAAA/service",
      "/u/AAAAAAAAAAAAAAAA/parts",
      `/u/${unit.token}`,
      `/u/${unit.token}/papers/1`,
    ]) {
      const response = await busyGet(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      const doc = parse(await response.text());
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content"), path).toBe(
        "noindex",
      );
      expect(doc.querySelector("html")?.getAttribute("lang"), path).toBe(
        path.startsWith("/en/") ? "en" : "ko",
      );
    }
    // The unit's page itself, its papers and its forms take a render slot, as other pages do.
    for (const path of [
      `/u/${rotated.token}`,
      `/en/u/${rotated.token}/papers/1`,
      `/u/${rotated.token}/service`,
      `/en/u/${rotated.token}/parts`,
    ]) {
      const response = await busyGet(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get("Retry-After"), path).toBe("1");
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    // With slots, the same pages render, and again on each request: none is kept.
    expect((await get(`/u/${rotated.token}`)).status).toBe(200);
    expect((await get(`/en/u/${rotated.token}/service`)).status).toBe(200);
  });
});

describe("the label", () => {
  it("holds the unit's exact link, as zbarimg reads it from the rendered PDF page", async () => {
    const link = "https://www.example.test/u/Ab-d_fGhIjKlMnOp";
    const pdf = await labelPdf(
      { serial: "HF-2026-00042", productCode: product.code, tag: "P-101 inlet", link },
      "ko",
      new Date(0),
    );
    const codes = readQrCodes(pdf);
    // Eight labels on the sheet, every one the link.
    expect(codes).toHaveLength(8);
    expect(new Set(codes)).toEqual(new Set([link]));
  });
});

describe("the units' spreadsheet", () => {
  it("refuses another kind of file, a changed heading row and an empty sheet, by its bytes", async () => {
    const pdf = await labelPdf(
      { serial: "HF-2026-00001", productCode: product.code, tag: "", link: "x" },
      "ko",
      new Date(0),
    );
    // A PDF named units.xlsx is still a PDF.
    expect(await readUnitSheet("ko", pdf)).toEqual({
      ok: false,
      message: "엑셀(.xlsx) 파일이 아닙니다.",
    });
    const template = await unitTemplate("en");
    expect(await readUnitSheet("en", template)).toEqual({ ok: false, message: "No rows to add." });
    const ExcelJS = (await import("exceljs")).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template as unknown as ArrayBuffer);
    book.worksheets[0]!.getRow(1).getCell(1).value = "code";
    book.worksheets[0]!.getRow(3).getCell(1).value = product.code;
    const changed = Buffer.from(await book.xlsx.writeBuffer());
    expect(await readUnitSheet("en", changed)).toEqual({
      ok: false,
      message: "The template's first row (the headings) was changed. Download the template again.",
    });
  });

  it("takes an industry by today's name in either language, or by a name it had before", () => {
    const industryOf = (typed: string) => {
      const read = readUnit("en", { product: product.code, industry: typed });
      return read.ok ? read.input.industry : read.errors.industry;
    };
    expect(industryOf("Power generation")).toBe("power");
    expect(industryOf("발전")).toBe("power");
    // The English names before stop 94 (en-95 3), in a sheet filled in before.
    expect(industryOf("Power")).toBe("power");
    expect(industryOf("petrochemical")).toBe("petrochemical");
    expect(industryOf("General plants")).toBe("general");
    expect(industryOf("General industry")).toBe("general");
    expect(industryOf("Powerful")).toBe("Choose one from the list.");
  });

  it("reads columns by their field names: a column moved, or one an older template lacks", async () => {
    const ExcelJS = (await import("exceljs")).default;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("units");
    // The fields of an older template, in another order, with a heading row in Korean.
    const fields = ["customer", "site", "product", "deliveredOn", "industry", "tag"];
    sheet.addRow(fields);
    sheet.addRow(["고객사", "현장", "제품", "납품일", "업종", "태그"]);
    sheet.addRow(["한빛수자원", "화성 정수장", product.code, "2026-11-20", "water", "P-101"]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const read = await readUnitSheet("en", bytes);
    if (!read.ok) throw new Error(read.message);
    expect(read.rows).toEqual([
      {
        row: 3,
        typed: expect.objectContaining({
          customer: "한빛수자원",
          site: "화성 정수장",
          product: product.code,
          deliveredOn: "2026-11-20",
          industry: "water",
          tag: "P-101",
          elastomer: "",
          region: "",
        }),
      },
    ]);
    // A name twice is no template of ours.
    sheet.getRow(1).getCell(2).value = "customer";
    const twice = await readUnitSheet("en", Buffer.from(await book.xlsx.writeBuffer()));
    expect(twice.ok).toBe(false);
  });
});
