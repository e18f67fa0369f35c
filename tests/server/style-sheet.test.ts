import { setSiteClock } from "../../app/lib/site-clock";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import ExcelJS from "exceljs";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "../../app/content/company";
import { findProductById, liveProducts } from "../../app/content/catalog/catalog.server";
import { liveContent } from "../../app/content/live.server";
import { documentFacts } from "../../app/documents/facts.server";
import { quotePackPdf } from "../../app/documents/quote-pack.server";
import type { Lang } from "../../app/i18n/lang";
import { createApp } from "../../server/app";
import { indexStaticFiles } from "../../server/http/static-files";
import { supplierBlock } from "../../server/inquiries/send-quotation";
import { setUpInquiries } from "../../server/inquiries/setup";
import { MAIL_KINDS } from "../../server/mail/kinds";
import { sampleInquiry } from "../../server/mail/kinds/samples";
import type { MailContext } from "../../server/mail/kinds/kind";
import { readConfig } from "../../server/platform/config";
import { quotationPdf, quotationXlsx } from "../../server/quotations/documents";
import { openUnitsPart, type UnitsPart } from "../../server/units/setup";
import { deliveredUnit, FORMS_OPEN_AT } from "../fixtures/units";
import { sentQuotation } from "../fixtures/quotation";
import { pdfToText } from "../pdftotext";
import { developerWords, pageFindings, styleFindings } from "../style/check";
import { EXTRA_PUBLIC_PAGES, PAGES_BEYOND_SITEMAP } from "../style/public-pages";
import { BUILD } from "./built-site";

/**
 * The one style sheet held site-wide (issue 73; app/content/style/style-sheet.json): every
 * public page the built server answers, in both languages (the sitemap's, the tool pages with
 * answers, the 404, a delivered unit's pages, every form's refusals as page and as JSON), every
 * datasheet and catalogue PDF and the quote pack (read by pdftotext), the quotation's PDF and
 * .xlsx a buyer downloads, and every kind of mail in both languages. A finding names the page,
 * file or mail and the words around it. Plain requests, no browser (ARCHITECTURE 6).
 */

type Piece = { where: string; lang: Lang; findings: string[] };

/**
 * What a buyer typed, printed as typed in the mails and the quotation (the samples' and the
 * fixture's phone numbers and a line's note): the buyer's words are not the site's to style.
 */
const sample = sampleInquiry("ko");
const TYPED = [
  sample.phone,
  ...(sample.items ?? []).map((item) => item.note ?? ""),
  "031-8040-1234",
];
const ours = (text: string) => TYPED.reduce((out, typed) => out.split(typed).join("…"), text);

const langOf = (path: string): Lang => (path === "/en" || path.startsWith("/en/") ? "en" : "ko");
const inEnglish = (path: string) => (path === "/" ? "/en" : `/en${path}`);

let dir: string;
let app: ReturnType<typeof createApp>;
let units: UnitsPart;
let closeInquiries: () => Promise<void>;

const get = async (path: string) => {
  const response = await app.request(`http://localhost${path}`);
  return { status: response.status, body: await response.text() };
};

/** Runs `run` over `items`, `size` at a time: the machine has two cores and others beside. */
async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  }
  return results;
}

beforeAll(async () => {
  // The units' and plants' forms open: the privacy policy covering them in force (issue 79).
  setSiteClock(() => Date.parse(FORMS_OPEN_AT));
  const build = (await import(pathToFileURL(join(BUILD, "server/index.js")).href)) as ServerBuild;
  dir = mkdtempSync(join(tmpdir(), "style-"));
  const config = readConfig({ INQUIRY_DB: join(dir, "inquiries.sqlite"), DATA_DIR: dir });
  const inquiries = setUpInquiries(config);
  closeInquiries = inquiries.close;
  units = openUnitsPart(dir);
  app = createApp(
    build,
    indexStaticFiles(join(BUILD, "client")),
    inquiries.receiver,
    {},
    undefined,
    {
      log: () => {},
      units,
      unitRequests: {
        inquiries: { store: inquiries.store },
        rateLimitPerMinute: 0,
        trustProxy: false,
      },
    },
  );
});

afterAll(async () => {
  setSiteClock(undefined);
  units?.store.close();
  await closeInquiries?.();
  await rm(dir, { recursive: true, force: true });
});

/** A delivered unit's page, its two request forms and its thanks. */
function unitPages({ units: part }: { units: UnitsPart }): string[] {
  const product = liveProducts().find((p) => p.code.startsWith("480")) ?? liveProducts()[0]!;
  const unit = part.store.add(deliveredUnit(product), "kim@example.com");
  const page = `/u/${unit.token}`;
  return [page, `${page}/service`, `${page}/parts`, `${page}?sent=HF-20261126-000002`];
}

/** Every public page's path, Korean and English. */
async function publicPaths(): Promise<string[]> {
  const xml = (await get("/sitemap.xml")).body;
  const sitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!.replace(/&amp;/g, "&"));
    return url.pathname + url.search;
  });
  expect(sitemap.length).toBeGreaterThan(150);
  const made = [unitPages, ...EXTRA_PUBLIC_PAGES].flatMap((make) => make({ units }));
  const beyond = [...PAGES_BEYOND_SITEMAP, ...made].flatMap((path) => [path, inEnglish(path)]);
  // /privacy shows the version in force; its newest version is read at its own URL.
  return [...sitemap.filter((path) => !/^\/(en\/)?privacy$/.test(path)), ...beyond];
}

/** The receiver's and the unit forms' refusals, as the pages and JSON a buyer gets. */
async function refusals(unitPage: string, plantPage: string): Promise<Piece[]> {
  const pieces: Piece[] = [];
  const bad = {
    companyName: "",
    name: "",
    phone: "전화",
    email: "not-an-address",
    message: "",
    "items[0][id]": "no-such-product",
    "items[0][qty]": "0",
    items: "s30",
  };
  for (const lang of ["ko", "en"] as const) {
    for (const [what, fields] of [
      ["an empty form", { _lang: lang, _gotcha: "" }],
      ["a form of wrong fields", { _lang: lang, _gotcha: "", ...bad }],
    ] as const) {
      for (const json of [false, true]) {
        const response = await app.request("http://localhost/f/inquiry", {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: json ? { Accept: "application/json" } : {},
        });
        expect(response.status, what).toBe(422);
        const body = await response.text();
        const where = `POST /f/inquiry, ${what}${json ? " (JSON)" : ""} (${lang})`;
        const findings = json
          ? styleFindings(jsonTexts(JSON.parse(body)).join("\n"), lang, where, { developer: true })
          : pageFindings(body, lang, where, { developer: true });
        pieces.push({ where, lang, findings });
      }
    }
    for (const kind of ["service", "parts"]) {
      const path = `${lang === "en" ? "/en" : ""}${unitPage}/${kind}`;
      const body = new FormData();
      body.append("email", "not-an-address");
      const response = await app.request(`http://localhost${path}`, { method: "POST", body });
      expect(response.status, path).toBe(422);
      const where = `POST ${path}`;
      pieces.push({
        where,
        lang,
        findings: pageFindings(await response.text(), lang, where, { developer: true }),
      });
    }
    // The plant's one request for several units, sent with no unit ticked and a bad address.
    const path = `${lang === "en" ? "/en" : ""}${plantPage}/request`;
    const body = new FormData();
    body.append("kind", "service");
    body.append("email", "not-an-address");
    const response = await app.request(`http://localhost${path}`, { method: "POST", body });
    expect(response.status, path).toBe(422);
    pieces.push({
      where: `POST ${path}`,
      lang,
      findings: pageFindings(await response.text(), lang, `POST ${path}`, {
        developer: true,
      }),
    });
  }
  return pieces;
}

/** Every string of a JSON answer: what a page script shows of it. */
function jsonTexts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(jsonTexts);
  if (value && typeof value === "object") return Object.values(value).flatMap(jsonTexts);
  return [];
}

describe("the style sheet, held over everything a buyer reads", () => {
  it("finds nothing on any public page, in either language, nor in any form's refusal", async () => {
    const paths = await publicPaths();
    const unitPage = paths.find((path) => path.startsWith("/u/"))!;
    const plantPage = paths.find((path) => /^\/plant\/[^/?]+$/.test(path))!;
    const pages = await inBatches(paths, 6, async (path): Promise<Piece> => {
      const { status, body } = await get(path);
      expect([200, 404], `${path} answered ${status}`).toContain(status);
      return {
        where: path,
        lang: langOf(path),
        findings: pageFindings(body, langOf(path), path),
      };
    });
    const pieces = [...pages, ...(await refusals(unitPage, plantPage))];
    expect(pieces.length).toBeGreaterThan(200);
    expect(pieces.flatMap((piece) => piece.findings)).toEqual([]);
  });

  it("finds nothing in any datasheet, catalogue or quote pack (pdftotext)", async () => {
    const folder = join(BUILD, "client/documents");
    const files = readdirSync(folder).filter((name) => name.endsWith(".pdf"));
    expect(files.length).toBeGreaterThan(40);
    const documents = await inBatches(files, 4, async (name) => {
      const lang = name.endsWith("-en.pdf") ? "en" : "ko";
      const text = await pdfToText(readFileSync(join(folder, name)));
      return styleFindings(text, lang, `/documents/${name}`);
    });
    // The quote pack as its worker makes it, in this process: a thread of the work pool would
    // load the whole app again for two files.
    const lines = ["s30", "480-025", "ap5", "pqvi"].map((id) => ({
      product: findProductById(id)!,
      qty: 2,
      note: "",
    }));
    const readDrawing = (src: string) => readFileSync(join(BUILD, "client", src), "utf8");
    const facts = documentFacts(liveContent().company);
    const packs = await inBatches(["ko", "en"] as const, 2, async (lang) => {
      const pdf = await quotePackPdf(lines, lang, readDrawing, "2026-11-27", new Date(), facts);
      return styleFindings(await pdfToText(pdf), lang, `the quote pack (${lang})`);
    });
    expect([...documents, ...packs].flat()).toEqual([]);
  });

  it("finds nothing in a sent quotation's PDF and .xlsx, in either language", async () => {
    const found: string[] = [];
    for (const lang of ["ko", "en"] as const) {
      const quotation = sentQuotation({
        supplier: supplierBlock(company, lang),
        line: { quantity: 3, unitPrice: 1_234_567 },
        totals: { supply: 3_703_701, tax: 370_370, total: 4_074_071 },
      });
      const pdf = await pdfToText(await quotationPdf(quotation, lang));
      found.push(...styleFindings(ours(pdf), lang, `the quotation's PDF (${lang})`));
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await quotationXlsx(quotation, lang)) as unknown as ArrayBuffer);
      const cells: string[] = [];
      book.eachSheet((sheet) =>
        sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.text))),
      );
      expect(cells.length).toBeGreaterThan(10);
      found.push(...styleFindings(ours(cells.join("\n")), lang, `the quotation's .xlsx (${lang})`));
    }
    expect(found).toEqual([]);
  });

  it("finds nothing in any kind of mail, in either language", () => {
    const found: string[] = [];
    for (const [name, kind] of Object.entries(MAIL_KINDS)) {
      for (const lang of ["ko", "en"] as const) {
        const context: MailContext = {
          siteUrl: "https://www.example.test",
          from: "website@example.test",
          company,
          mailbox: "sales-inbox@example.test",
          staffTo: ["owner@example.com"],
          accounts: [
            { email: "owner@example.com", role: "owner", status: "active", mailLang: lang },
          ],
        };
        for (const letter of kind.compose(kind.sample(lang) as never, context)) {
          const where = `the ${name} mail (${lang})`;
          found.push(
            ...styleFindings(ours(`${letter.subject}\n${letter.text}`), lang, where, {
              developer: kind.audience === "buyer",
            }),
          );
        }
      }
    }
    expect(found).toEqual([]);
  });
});

/*
 * No developer's word in any public dictionary (issue 66, item 4), error states included: the
 * texts nobody sees until something goes wrong. The dictionaries are found, not listed.
 */
const ROOT = join(import.meta.dirname, "../..");
/** What only staff read: the back office, and the mail room's failures shown on its pages. */
const STAFF_ONLY = [
  /(^|\/)admin\//,
  /^server\/mail\/problem-words\.json$/,
  /^server\/mail\/mailbox-problem-words\.json$/,
];
type Words = Record<string, Record<string, string>>;

function publicDictionaries(): [string, Words][] {
  const found: [string, Words][] = [];
  for (const top of ["app", "server"]) {
    for (const file of readdirSync(join(ROOT, top), { recursive: true, encoding: "utf8" })) {
      const path = join(ROOT, top, file);
      if (!file.endsWith(".json") || STAFF_ONLY.some((staff) => staff.test(relative(ROOT, path))))
        continue;
      const words = JSON.parse(readFileSync(path, "utf8")) as Partial<Words>;
      if (typeof words?.ko === "object" && typeof words.en === "object")
        found.push([relative(ROOT, path), words as Words]);
    }
  }
  return found;
}

describe("the public dictionaries", () => {
  const dictionaries = publicDictionaries();

  it("are found: the site's, the unit page's, the receiver's and the quotation page's", () => {
    expect(dictionaries.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        "app/i18n/messages.json",
        "app/units/words.json",
        "app/routes/plant/words.json",
        "app/certificates/words.json",
        "server/inquiries/problems.words.json",
        "server/inquiries/words.json",
        "server/inquiries/quotation-page.words.json",
        "server/quotations/words.json",
      ]),
    );
  });

  it("speak no developer's word", () => {
    const found = dictionaries.flatMap(([path, words]) =>
      Object.entries(words).flatMap(([lang, texts]) =>
        Object.entries(texts).flatMap(([key, text]) =>
          developerWords(text).map((word) => `${path} ${lang} ${key}: ${word}`),
        ),
      ),
    );
    expect(found).toEqual([]);
  });
});
