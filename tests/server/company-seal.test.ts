import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { readCompany } from "../../app/admin/content/company/company.server";
import { flatten } from "../../app/admin/content/use-editor";
import { company } from "../../app/content/company";
import { companySchema } from "../../app/content/schemas";
import { processSeal, readSeal, SEAL_SIZE, sealDir } from "../../server/content/seal";
import { openContentStore } from "../../server/content/store";
import { sweepUploads } from "../../server/content/sweep";
import { quotationPdf, type SentQuotation } from "../../server/quotations/documents";
import { supplierBlock } from "../../server/inquiries/send-quotation";
import { pdfToText } from "../pdftotext";
import { sentQuotation } from "../fixtures/quotation";

/**
 * The company's seal (직인, issue 48): an upload checked as photos are, kept as a PNG with its
 * transparency in a folder nothing serves, named by the company facts, and stamped on the
 * quotation's PDF beside the supplier's name (read back with poppler's pdfimages and pdftotext).
 */
const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), "seal-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A red round stamp on a transparent ground, larger than the seal is kept. */
const stamp = (size = 1200) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
        `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.45}" fill="none" stroke="#d0021b" stroke-width="${size / 20}"/>` +
        `<text x="50%" y="55%" font-size="${size / 4}" text-anchor="middle" fill="#d0021b">印</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** The images `pdfimages -list` finds in a PDF: their type column ("image", "smask"). */
async function imagesIn(pdf: Buffer): Promise<string[]> {
  const file = join(dataDir, `q-${Date.now()}-${Math.random()}.pdf`);
  writeFileSync(file, pdf);
  const { stdout } = await run("pdfimages", ["-list", file]);
  // Two header lines, then one line per image: page, num, type, width, height, ...
  return stdout
    .trim()
    .split("\n")
    .slice(2)
    .map((line) => line.trim().split(/\s+/)[2]!);
}

const quotation = (supplier: SentQuotation["sent"]["supplier"]) =>
  sentQuotation({
    supplier,
    line: { quantity: 2, unitPrice: 1000 },
    totals: { supply: 2000, tax: 200, total: 2200 },
    leadTime: "2주",
    ref: "HB-2026-0001",
  });

describe("the company's seal", () => {
  it("is kept as a PNG of at most 600 px, its transparency kept, outside the served uploads", async () => {
    const result = await processSeal(await stamp(), "../직인 스캔.png", dataDir);
    if (!result.ok) throw new Error(result.message.en);
    const { seal } = result;
    expect(seal).toMatchObject({ width: SEAL_SIZE, height: SEAL_SIZE, name: "직인 스캔.png" });
    expect(companySchema.safeParse({ ...company, seal }).success).toBe(true);
    expect(readdirSync(sealDir(dataDir))).toEqual([`${seal.file}.png`]);
    expect(existsSync(join(dataDir, "uploads"))).toBe(false);
    const png = (await readSeal(dataDir, seal))!;
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: "png", width: 600, height: 600, hasAlpha: true });
    // The ground stays transparent: the corner pixel's alpha is 0.
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);

    // A JPEG (no transparency) is taken too, turned into a PNG, its long side 600 px.
    const jpeg = await sharp({
      create: { width: 900, height: 300, channels: 3, background: "#c00" },
    })
      .jpeg()
      .toBuffer();
    const wide = await processSeal(jpeg, "seal.jpg", dataDir);
    expect(wide.ok && wide.seal).toMatchObject({ width: 600, height: 200 });
  });

  it("a stamp photographed on white paper (a JPEG) keeps its ink and loses its paper", async () => {
    const onPaper = await sharp(await stamp(800))
      .flatten({ background: "#f4f3ef" })
      .jpeg({ quality: 85 })
      .toBuffer();
    expect((await sharp(onPaper).metadata()).hasAlpha).toBe(false);
    const result = await processSeal(onPaper, "직인.jpg", dataDir);
    if (!result.ok) throw new Error(result.message.en);
    const png = (await readSeal(dataDir, result.seal))!;
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    // The paper at a corner is clear; the ring's ink, at the middle of its left side, is solid.
    expect(alpha(2, 2)).toBe(0);
    const ringX = Math.round(info.width * 0.05);
    expect(alpha(ringX, Math.round(info.height / 2))).toBe(255);
  });

  it("refuses what is not an image, with the photos' message, and writes nothing", async () => {
    const before = readdirSync(sealDir(dataDir)).length;
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="5"/></svg>`,
    );
    for (const [bytes, name] of [
      [Buffer.from("%PDF-1.7 not a seal"), "seal.png"],
      [Buffer.from("just text"), "seal.txt"],
      [svg, "seal.svg"],
    ] as const) {
      const result = await processSeal(bytes, name, dataDir);
      expect(result.ok, name).toBe(false);
      if (!result.ok) expect(result.message.en).toContain("Please send a JPEG, PNG, WebP or AVIF");
    }
    expect(readdirSync(sealDir(dataDir))).toHaveLength(before);
  });

  it("the facts' schema takes only a seal's reference: no file, path or other upload", () => {
    const file = "1b4e28ba-2fa1-41d2-883f-0016d3cca431";
    const seal = { file, width: 600, height: 600, name: "seal.png" };
    expect(companySchema.safeParse({ ...company, seal }).success).toBe(true);
    for (const bad of [
      "data:application/pdf;base64,JVBERi0xLjc=",
      { file, name: "certificate.pdf", bytes: 1200 },
      { ...seal, file: "../staff.sqlite" },
      { ...seal, width: 4000 },
      { ...seal, type: "application/pdf" },
    ]) {
      const parsed = companySchema.safeParse({ ...company, seal: bad });
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
      expect(parsed.error!.issues[0]!.path[0]).toBe("seal");
    }
  });

  it("is read from the editor's form, kept while not touched, and removed when ticked", () => {
    const file = "1b4e28ba-2fa1-41d2-883f-0016d3cca431";
    const seal = { file, width: 600, height: 400, name: "seal.png" };
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries({ ...flatten(company), ...fields })) {
        data.set(name, value);
      }
      return data;
    };
    const current = { ...company, seal };
    expect(readCompany(form({ "seal.meta": JSON.stringify(seal) }), current).seal).toEqual(seal);
    expect(readCompany(form({ "seal.meta": "" }), current).seal).toBeUndefined();
    expect(
      readCompany(form({ "seal.meta": JSON.stringify(seal), "seal.remove": "1" }), current).seal,
    ).toBeUndefined();
    // A field not sent as the editor made it: the schema refuses it at the seal.
    const odd = readCompany(form({ "seal.meta": "{not json" }), current);
    expect(companySchema.safeParse(odd).success).toBe(false);
  });

  it("is stamped on the quotation's PDF beside the supplier's name; without it, (인) alone", async () => {
    const result = await processSeal(await stamp(), "seal.png", dataDir);
    if (!result.ok) throw new Error(result.message.en);
    const facts = { ...company, businessNumber: "124-81-00998", seal: result.seal };
    const png = await readSeal(dataDir, result.seal);
    for (const lang of ["ko", "en"] as const) {
      const withSeal = await quotationPdf(quotation(supplierBlock(facts, lang, png)), lang);
      const without = await quotationPdf(quotation(supplierBlock(facts, lang)), lang);
      // The seal with its transparency (a soft mask); nothing at all without it.
      expect(await imagesIn(withSeal), lang).toEqual(["image", "smask"]);
      expect(await imagesIn(without), lang).toEqual([]);
      for (const pdf of [withSeal, without]) {
        const text = await pdfToText(pdf);
        expect(text).toContain(company.name[lang]);
        expect(text).toContain("124-81-00998");
        // The seal's place: "(인)" on a Korean 견적서, none on an English one.
        expect(text.includes("(인)")).toBe(lang === "ko");
      }
    }
  });

  it("a seal no version of the facts names is swept after a day; a named one is kept", async () => {
    const dir = mkdtempSync(join(tmpdir(), "seal-sweep-"));
    try {
      const kept = await processSeal(await stamp(200), "kept.png", dir);
      const dropped = await processSeal(await stamp(200), "dropped.png", dir);
      if (!kept.ok || !dropped.ok) throw new Error("not stored");
      const store = openContentStore(join(dir, "content.sqlite"));
      store.saveDraft(
        "company",
        "company",
        { ...company, seal: kept.seal },
        {
          by: "a@example.com",
          baseVersion: 0,
        },
      );
      store.close();
      const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
      for (const name of readdirSync(sealDir(dir))) utimesSync(join(sealDir(dir), name), old, old);
      expect(sweepUploads(dir)).toMatchObject({ deleted: 1, referenced: 1 });
      expect(readdirSync(sealDir(dir))).toEqual([`${kept.seal.file}.png`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
