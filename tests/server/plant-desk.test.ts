import { liveContent } from "../../app/content/live.server";
import { phoneText } from "../../app/i18n/phone-text";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import ExcelJS from "exceljs";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parse } from "node-html-parser";
import { setSiteClock } from "../../app/lib/site-clock";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { createApp } from "../../server/app";
import { indexStaticFiles } from "../../server/http/static-files";
import { openStore, type InquiryStore } from "../../server/inquiries/store";
import { noticeText } from "../../server/mail/kinds/inquiry-notice";
import { openUnitsPart, type UnitsPart } from "../../server/units/setup";
import type { Unit, UnitInput } from "../../server/units/store";
import type { Plant } from "../../server/units/plant-store";
import { deliveredUnit, FORMS_OPEN_AT } from "../fixtures/units";
import { unitFieldLabel, unitFieldsAt } from "../../server/units/fields";
import { phonePhoto } from "../fixtures/photos";
import { pdfToText } from "../pdftotext";
import { readQrCodes } from "../zbarimg";
import { BUILD } from "./built-site";

/**
 * A plant's desk (issue 74 items 2, 3, 5 and 8) as a plain request sees it on the built site:
 * the page's statuses from the plans and nothing personal, its headers, the 404, 410 and 301 of
 * its tokens, the lookups' limit, one request for several units in each unit's history, and the
 * three files opened by programs nobody here wrote (openpyxl, LibreOffice, Python's icalendar,
 * pdftotext and zbarimg).
 */

// 2026-11-27 12:00 in Seoul: the page's "today".
const NOW = Date.parse("2026-11-27T03:00:00Z");
const PYTHON = "/usr/bin/python3";
let dir: string;
let part: UnitsPart;
let store: InquiryStore;
let build: ServerBuild;
let app: ReturnType<typeof createApp>;
let plant: Plant;
let other: Plant;
const units: Record<"overdue" | "due" | "scheduled" | "none", Unit> = {} as never;
let foreign: Unit;
const [productA, productB] = liveProducts();

function makeApp(plantLookupsPerMinute = 0) {
  const next = async (_c: unknown, go: () => Promise<void>) => go();
  return createApp(build, indexStaticFiles(join(BUILD, "client")), next, {}, undefined, {
    log: () => {},
    units: part,
    unitRequests: {
      inquiries: { store },
      rateLimitPerMinute: 0,
      trustProxy: false,
      now: () => new Date(NOW),
    },
    plantLookupsPerMinute,
  });
}

beforeAll(async () => {
  setSiteClock(() => NOW);
  dir = mkdtempSync(join(tmpdir(), "plant-desk-"));
  part = openUnitsPart(dir, { now: () => NOW });
  store = openStore(join(dir, "inquiries.sqlite"));
  build = (await import(pathToFileURL(join(BUILD, "server/index.js")).href)) as ServerBuild;
  const { store: unitsStore } = part;
  const add = (
    tag: string,
    deliveredOn: string | undefined,
    product = productA!,
    details: UnitInput["details"] = {},
  ) => unitsStore.add(deliveredUnit(product, { tag, deliveredOn, details }), "kim@example.com");
  // One plant (the fixture's customer and site): a unit of each status, one with its size and
  // materials recorded (server/units/fields.ts).
  units.overdue = add("P-101 흡입측", "2025-10-01", productA!, {
    size: "DN 150",
    material: "본체 회주철 GG20",
  });
  units.due = add("P-102 토출측", "2025-12-10");
  units.scheduled = add("V-201", "2025-01-05", productB!);
  units.none = add("V-202", "2025-03-03", productB!);
  plant = unitsStore.plants.byName("한빛수자원 주식회사", "화성 정수장 2공장")!;
  const plans = unitsStore.plants;
  plans.setProductPlan(plant.id, productA!.id, { kind: "inspection", months: 12 }, "kim");
  plans.setUnitPlan(units.scheduled.id, { kind: "repair", months: 12 });
  unitsStore.addService(units.scheduled.id, { kind: "inspection", day: "2026-06-01" }, "kim");
  // A contact at the plant: a person the page must never show.
  plans.addContact(
    plant.id,
    {
      name: "박계획",
      email: "planner@example.com",
      lang: "ko",
      consentAt: NOW,
      consentHow: "signed form",
      consentPolicy: "2026-01-01",
      nightConsent: false,
    },
    "kim@example.com",
  );
  foreign = unitsStore.add(
    deliveredUnit(productA!, { customer: "다른 조선", site: "울산 야드", tag: "X-1" }),
    "kim@example.com",
  );
  other = unitsStore.plants.byName("다른 조선", "울산 야드")!;
  app = makeApp();
});
afterAll(() => {
  setSiteClock(undefined);
  part.store.close();
  store.close();
});

const get = (path: string, init?: RequestInit) => app.request(`http://localhost${path}`, init);
const page = async (path: string) => parse(await (await get(path)).text());

describe("the plant's page", () => {
  it("lists every unit with its status from the plans, and no personal data", async () => {
    const response = await get(`/plant/${plant.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    const doc = parse(html);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
    expect(doc.querySelector("h1")?.text).toBe("한빛수자원 주식회사 화성 정수장 2공장");
    // The plant's fields for the desk (server/plants/fields.ts), each by its label.
    const facts = doc
      .querySelectorAll(".unit-facts dt")
      .map((dt) => [dt.text, dt.nextElementSibling?.text]);
    expect(Object.fromEntries(facts)).toEqual({ 지역: "경기", "산업 분야": "상하수도" });
    // Each row's cells by their column's label, as the narrow layout shows them: never by position.
    const rows = doc.querySelectorAll(".plant-table tbody tr").map((tr) => ({
      tag: tr.querySelector("th")!.text.trim(),
      cells: Object.fromEntries(
        tr.querySelectorAll("td").map((td) => [td.getAttribute("data-label"), td.text.trim()]),
      ),
      links: tr.querySelectorAll("a").map((a) => a.getAttribute("href")),
    }));
    const byTag = Object.fromEntries(rows.map((row) => [row.tag, row]));
    expect(Object.keys(byTag).sort()).toEqual(["P-101 흡입측", "P-102 토출측", "V-201", "V-202"]);
    // Delivered 2025-10-01, inspection every 12 months: due 2026-10-01, past.
    expect(byTag["P-101 흡입측"]!.cells).toMatchObject({
      "다음 정비 예정일": "2026. 10. 1.12개월마다 점검",
      상태: "정비 기한 경과",
    });
    // What was recorded of it, under its product: its size and materials.
    expect(byTag["P-101 흡입측"]!.cells.제품).toContain("DN 150 · 본체 회주철 GG20");
    expect(byTag["P-102 토출측"]!.cells).toMatchObject({
      "다음 정비 예정일": "2026. 12. 10.12개월마다 점검",
      상태: "정비 임박",
    });
    // Its own plan counts from the last service: 2026-06-01 + 12 months.
    expect(byTag["V-201"]!.cells).toMatchObject({
      "최근 정비": "점검 2026. 6. 1.",
      "다음 정비 예정일": "2027. 6. 1.12개월마다 수리",
      상태: "예정",
    });
    // No plan: never a date, the words that say to ask, with the way to ask.
    expect(byTag["V-202"]!.cells).toMatchObject({
      "다음 정비 예정일": "정비 주기가 정해지지 않았습니다. 문의해 주십시오.",
      상태: "계획 없음",
    });
    expect(byTag["V-202"]!.links).toContain("/contact");
    for (const [status, unit] of Object.entries(units)) {
      const row = rows.find((r) => r.links.includes(`/u/${unit.token}`));
      expect(row, `${status} links its unit's page`).toBeDefined();
      expect(row!.links.some((href) => href?.startsWith("/products/"))).toBe(true);
    }
    expect(doc.querySelectorAll(".plant-counts li").map((li) => li.text.trim())).toEqual([
      "정비 기한 경과 1",
      "정비 임박 1",
      "예정 1",
      "계획 없음 1",
    ]);
    // Another plant's unit, the contact, who recorded what: none of it.
    for (const secret of [foreign.serial, "박계획", "planner@example.com", "kim@example.com"]) {
      expect(html).not.toContain(secret);
    }
    const files = doc.querySelectorAll('[aria-labelledby="plant-files"] a');
    expect(files.map((a) => a.getAttribute("href"))).toEqual([
      `/plant/${plant.token}/plan.xlsx`,
      `/plant/${plant.token}/sheet.pdf`,
      `/plant/${plant.token}/calendar.ics`,
    ]);
  });

  it("speaks English under /en, its links staying in English", async () => {
    const doc = await page(`/en/plant/${plant.token}`);
    expect(doc.querySelector("html")?.getAttribute("lang")).toBe("en");
    const text = doc.querySelector("main")!.text;
    expect(text).toContain("No service interval is set: please ask us.");
    expect(text).toContain("Inspection every 12 months");
    expect(text).toMatch(/Overdue\s*1/);
    expect(doc.querySelectorAll(".plant-table a").map((a) => a.getAttribute("href"))).toContain(
      `/en/u/${units.due.token}`,
    );
  });
});
describe("the plant's link", () => {
  it("answers a token no plant has, or none at all, with the 404 page", async () => {
    for (const path of [
      "/plant/AAAAAAAAAAAAAAAA",
      "/en/plant/AAAAAAAAAAAAAAAA",
      "/plant/short",
      `/plant/${plant.token}x`,
      "/plant/AAAAAAAAAAAAAAAA/plan.xlsx",
      "/plant/AAAAAAAAAAAAAAAA/calendar.ics",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });

  it("keeps every answer under a token's path out of caches and indexes, 404s included", async () => {
    const unitToken = units.due.token;
    for (const path of [
      `/plant/${plant.token}/nope`,
      `/en/plant/${plant.token}/plan.xlsx/x`,
      `/u/${unitToken}/nope`,
      `/en/u/${unitToken}/papers/x/y`,
      "/unsubscribe/AbCdEfGhIjKlMnOpQrStUvWx/x",
      "/quotation/abc/def",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(response.headers.get("X-Robots-Tag"), path).toBe("noindex, nofollow");
    }
    // A page beside them is still the public 404 a shared cache keeps.
    const beside = await get("/plants/nope");
    expect(beside.headers.get("Cache-Control")).toContain("s-maxage=300");
    expect(beside.headers.get("X-Robots-Tag")).toBeNull();
  });

  it("answers 410 once revoked, everywhere the old link reached, and the new link works", async () => {
    const { store: unitsStore } = part;
    const throwaway = unitsStore.plants.create(
      { customer: "회수 시험", site: "1공장", region: "", industry: "general" },
      "kim",
    );
    unitsStore.plants.moveUnit(foreign.id, throwaway.id);
    const old = throwaway.token;
    const fresh = unitsStore.plants.rotateToken(throwaway.id)!.token;
    for (const rest of ["", "/plan.xlsx", "/sheet.pdf", "/calendar.ics"]) {
      expect((await get(`/plant/${old}${rest}`)).status, rest).toBe(410);
      expect((await get(`/en/plant/${fresh}${rest}`)).status, rest).toBe(200);
    }
    const refused = await app.request(`http://localhost/plant/${old}/request`, {
      method: "POST",
      body: new FormData(),
    });
    expect(refused.status).toBe(410);
    unitsStore.plants.moveUnit(foreign.id, other.id);
  });

  it("leads a merged plant's link to the plant it joined, the query kept", async () => {
    const { store: unitsStore } = part;
    const twin = unitsStore.plants.create(
      { customer: "합병 시험", site: "A", region: "경기", industry: "water" },
      "kim",
    );
    const into = unitsStore.plants.create(
      { customer: "합병 시험", site: "B", region: "경기", industry: "water" },
      "kim",
    );
    unitsStore.plants.merge(twin.id, into.id);
    const moved = await get(`/en/plant/${twin.token}?kind=service&unit=X`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe(`/en/plant/${into.token}?kind=service&unit=X`);
    const file = await get(`/plant/${twin.token}/calendar.ics`);
    expect(file.status).toBe(301);
    expect(file.headers.get("Location")).toBe(`/plant/${into.token}/calendar.ics`);
  });

  it("limits one address's lookups in a minute, found or not", async () => {
    const limited = makeApp(3);
    const ask = (path: string) => limited.request(`http://localhost${path}`);
    expect((await ask(`/plant/${plant.token}`)).status).toBe(200);
    expect((await ask("/plant/AAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await ask("/plant/BBBBBBBBBBBBBBBB")).status).toBe(404);
    const refused = await ask(`/plant/${plant.token}/calendar.ics`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    // A unit's page is not counted with them.
    expect((await ask(`/u/${units.due.token}`)).status).toBe(200);
  });
});

const typed = {
  companyName: "한빛수자원",
  name: "김정비",
  phone: "031-555-0101",
  email: "jungbi@example.com",
  inquiry: "두 대 모두 연간 점검을 요청합니다.",
  privacy_consent: "yes",
};

function requestForm(fields: Record<string, string | string[]>, photo?: Buffer) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) body.append(name, one);
  }
  if (photo) {
    body.append("photos", new File([new Uint8Array(photo)], "pump.jpg", { type: "image/jpeg" }));
  }
  return body;
}

const post = (path: string, body: FormData) =>
  app.request(`http://localhost${path}`, { method: "POST", body });

/**
 * The request form opens on the day the privacy policy covering it comes into force (issue
 * 79): before, the page says when and the server takes no request; the clock moves across it.
 */
describe("the request form and its privacy policy", () => {
  const eve = Date.parse(FORMS_OPEN_AT.slice(0, 10) + "T00:00:00+09:00") - 1;
  beforeEach(() => setSiteClock(() => Date.parse(FORMS_OPEN_AT)));
  afterAll(() => setSiteClock(() => NOW));

  it("is closed the day before, saying when it opens, and opens on the day", async () => {
    setSiteClock(() => eve);
    for (const [path, words] of [
      [`/plant/${plant.token}`, "2026. 12. 18.부터"],
      [`/en/plant/${plant.token}`, "opens on 2026-12-18"],
    ] as const) {
      const doc = await page(path);
      expect(doc.querySelector("form.request-form")).toBeNull();
      expect(doc.querySelector("#request-closed")?.text).toContain(words);
    }
    const before = store.recent(100).length;
    const refused = await post(
      `/plant/${plant.token}/request`,
      requestForm({ ...typed, kind: "service", unit: units.due.serial }),
    );
    expect(refused.status).toBe(303);
    expect(refused.headers.get("Location")).toBe(`/plant/${plant.token}#plant-ask`);
    expect(store.recent(100).length).toBe(before);

    setSiteClock(() => eve + 1);
    const doc = await page(`/en/plant/${plant.token}`);
    expect(doc.querySelector("#request-closed")).toBeNull();
    expect(doc.querySelector("form.request-form")?.getAttribute("action")).toBe(
      `/en/plant/${plant.token}/request`,
    );
  });

  it("ticks the units and kind a reminder's link names, and carries its reminder", async () => {
    const query = `?kind=parts&unit=${units.due.serial}&unit=${units.overdue.serial}&r=42`;
    const doc = await page(`/plant/${plant.token}${query}`);
    const ticked = doc
      .querySelectorAll('input[name="unit"]')
      .filter((input) => input.hasAttribute("checked"))
      .map((input) => input.getAttribute("value"));
    expect(ticked.sort()).toEqual([units.due.serial, units.overdue.serial].sort());
    expect(doc.querySelector('input[name="kind"][checked]')?.getAttribute("value")).toBe("parts");
    expect(doc.querySelector('input[name="reminder"]')?.getAttribute("value")).toBe("42");
    const plain = await page(`/plant/${plant.token}`);
    expect(plain.querySelector('input[name="reminder"]')).toBeNull();
    expect(plain.querySelectorAll('input[name="unit"][checked]')).toHaveLength(0);
  });
  describe("one request for several units", () => {
    it("is one inquiry naming every unit ticked, in each unit's history, with its reminder", async () => {
      const reminder = part.store.plants.recordReminder(
        plant.id,
        "2026-11-20",
        [units.overdue.id, units.due.id],
        1,
      );
      const response = await post(
        `/plant/${plant.token}/request`,
        requestForm(
          {
            ...typed,
            kind: "service",
            // The other plant's unit is no unit of this form: it is left out.
            unit: [units.overdue.serial, units.due.serial, foreign.serial],
            reminder: String(reminder.id),
          },
          await phonePhoto(),
        ),
      );
      expect(response.status).toBe(303);
      const location = response.headers.get("Location")!;
      const ref = new URL(location, "http://localhost").searchParams.get("sent")!;
      expect(location).toBe(`/plant/${plant.token}?sent=${ref}#plant-sent`);
      const inquiry = store.byId(store.idOf(ref)!)!;
      expect(inquiry.kind).toBe("service");
      expect(inquiry.productCode).toBe(productA!.code);
      const lines = inquiry.inquiry.split("\n");
      expect(lines[0]).toBe("요청 대상 2대:");
      expect(lines[1]).toBe(
        `- P-101 흡입측 · ${units.overdue.serial} · ${productA!.code} ${productA!.name.ko}`,
      );
      expect(lines[2]).toContain(units.due.serial);
      expect(inquiry.inquiry).not.toContain(foreign.serial);
      expect(inquiry.inquiry).toContain(typed.inquiry);
      expect(store.photos.ofInquiry(store.idOf(ref)!)).toHaveLength(1);
      // Staff's notice says several units, never an empty serial.
      expect(noticeText(inquiry, "https://example.com", "ko")).toContain(
        "종류: 납품 제품 여러 대의 서비스 요청 (제품 목록은 문의 내용 첫머리에)",
      );
      expect(part.store.plants.requests(plant.id)).toContainEqual(
        expect.objectContaining({ inquiryRef: ref, reminderId: reminder.id, kind: "service" }),
      );
      // Each unit's page shows the request in its history; the others' do not.
      for (const unit of [units.overdue, units.due]) {
        const history = (await page(`/u/${unit.token}`)).querySelector(
          '[aria-labelledby="unit-service"]',
        )!.text;
        expect(history).toContain("서비스 요청 접수 2026. 11. 27.");
      }
      const untouched = (await page(`/u/${foreign.token}`)).querySelector(
        '[aria-labelledby="unit-service"]',
      )!.text;
      expect(untouched).not.toContain("요청 접수");
      // The page thanks with the reference; another's reference is not thanked for.
      const thanked = await page(location.replace(/#.*/, ""));
      expect(thanked.querySelector("#plant-sent")?.text).toContain(ref);
      expect(
        (await page(`/plant/${plant.token}?sent=HF-0000`)).querySelector("#plant-sent"),
      ).toBeNull();
    });

    it("keeps no reminder another plant's mail sent, or none that exists", async () => {
      const theirs = part.store.plants.recordReminder(other.id, "2026-11-20", [foreign.id], 1);
      for (const reminder of [String(theirs.id), "999999", "abc"]) {
        const response = await post(
          `/en/plant/${plant.token}/request`,
          requestForm({ ...typed, kind: "parts", unit: units.none.serial, reminder }),
        );
        expect(response.status).toBe(303);
        const ref = new URL(response.headers.get("Location")!, "http://x").searchParams.get("sent");
        const recorded = part.store.plants.requests(plant.id).find((r) => r.inquiryRef === ref)!;
        expect(recorded.kind).toBe("parts");
        expect(recorded.reminderId).toBeUndefined();
      }
      // One unit: the inquiry is that unit's, as its own page's request would be.
      const last = store.recent(1)[0]!;
      expect(last.unitSerial).toBe(units.none.serial);
      expect(last.inquiry).toMatch(/^Units \(1\):\n- V-202 · /);
    });

    it("refuses none ticked, or none of this plant's, under the units, the words kept", async () => {
      const before = store.recent(100).length;
      for (const unit of [[], [foreign.serial], ["HF-1999-99999"]]) {
        const response = await post(
          `/plant/${plant.token}/request`,
          requestForm({ ...typed, email: "not-an-address", kind: "service", unit }),
        );
        expect(response.status).toBe(422);
        expect(response.headers.get("Cache-Control")).toBe("private, no-store");
        const doc = parse(await response.text());
        const units = doc.querySelector("fieldset.plant-choice")!;
        expect(units.getAttribute("aria-describedby")).toBe("plant-units-error");
        expect(doc.querySelector("#plant-units-error")?.text).toBe(
          "요청할 제품을 하나 이상 골라 주십시오.",
        );
        expect(doc.querySelector("#plant-email")?.getAttribute("aria-invalid")).toBe("true");
        expect(doc.querySelector("#plant-inquiry")?.text).toBe(typed.inquiry);
        expect(doc.querySelector('[role="alert"]')?.text).toContain("표시된 항목");
        expect(doc.querySelector('input[name="kind"][checked]')?.getAttribute("value")).toBe(
          "service",
        );
      }
      const noKind = await post(
        `/en/plant/${plant.token}/request`,
        requestForm({ ...typed, unit: units.due.serial }),
      );
      expect(noKind.status).toBe(422);
      const doc = parse(await noKind.text());
      expect(doc.querySelector("#plant-kind-error")?.text).toBe("Choose service or spare parts.");
      expect(doc.querySelector(`input[value="${units.due.serial}"]`)?.hasAttribute("checked")).toBe(
        true,
      );
      expect(store.recent(100).length).toBe(before);
    });
  });
});

/** CSV as LibreOffice writes it: cells split on commas, a quoted cell's quotes doubled. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== "," && char !== "\n")) {
      cell += char;
    } else {
      row.push(cell.replace(/\r$/, ""));
      cell = "";
      if (char === "\n") {
        rows.push(row);
        row = [];
      }
    }
  }
  if (cell || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe("the planner's files", () => {
  const fetchFile = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    return response;
  };

  it("plan.xlsx: the list with due dates, as exceljs, openpyxl and LibreOffice read it", async () => {
    const response = await fetchFile(`/plant/${plant.token}/plan.xlsx`);
    expect(response.headers.get("Content-Type")).toMatch(/spreadsheetml/);
    const bytes = Buffer.from(await response.arrayBuffer());
    const folder = mkdtempSync(join(tmpdir(), "plan-"));
    const file = join(folder, "plan.xlsx");
    writeFileSync(file, bytes);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell("A1").value).toBe("한빛수자원 주식회사 화성 정수장 2공장");

    execFileSync("bash", ["scripts/ensure-tools.sh", "openpyxl", "libreoffice"], {
      stdio: "inherit",
    });
    // The rows under the headings (row 4), each a record by its heading, as a planner's
    // program reads them: never by a column's position.
    const script = `
import json, sys, openpyxl
sheet = openpyxl.load_workbook(sys.argv[1]).active
cell = lambda c: c.isoformat()[:10] if hasattr(c, "isoformat") else c
rows = list(sheet.iter_rows(min_row=4, values_only=True))
print(json.dumps([{h: cell(c) for h, c in zip(rows[0], row)} for row in rows[1:]], ensure_ascii=False))`;
    const rows = JSON.parse(
      execFileSync(PYTHON, ["-c", script, file], { encoding: "utf8" }),
    ) as Record<string, string | null>[];
    expect(Object.keys(rows[0]!)).toEqual([
      "태그 번호",
      "모델",
      "제품명",
      // The unit's recorded fields that show on the plant's list, as declared.
      ...unitFieldsAt("plant-list").map((field) => unitFieldLabel("ko", field)),
      "제조번호",
      "납품일",
      "최근 정비 종류",
      "최근 정비일",
      "다음 정비 예정일",
      "정비 계획",
      "상태",
      "제품 정보",
    ]);
    const byTag = Object.fromEntries(rows.map((row) => [row["태그 번호"], row]));
    expect(byTag["P-101 흡입측"]).toMatchObject({
      "호칭 구경": "DN 150",
      재질: "본체 회주철 GG20",
      "슬리브 재질": null,
      제조번호: units.overdue.serial,
      납품일: "2025-10-01",
      "최근 정비 종류": null,
      "최근 정비일": null,
      "다음 정비 예정일": "2026-10-01",
      "정비 계획": "12개월마다 점검",
      상태: "정비 기한 경과",
    });
    expect(byTag["V-201"]).toMatchObject({
      "최근 정비 종류": "점검",
      "최근 정비일": "2026-06-01",
      "다음 정비 예정일": "2027-06-01",
    });
    expect(byTag["V-202"]).toMatchObject({
      "다음 정비 예정일": null,
      "정비 계획": "정비 주기가 정해지지 않았습니다. 문의해 주십시오.",
    });

    // LibreOffice opens it and writes what it read as CSV.
    execFileSync(
      "soffice",
      [
        `-env:UserInstallation=file://${folder}/profile`,
        "--headless",
        "--convert-to",
        "csv:Text - txt - csv (StarCalc):44,34,76",
        "--outdir",
        folder,
        file,
      ],
      { stdio: "ignore", timeout: 120_000 },
    );
    // LibreOffice's rows too, each a record by the heading row's cells.
    const csv = csvRows(readFileSync(join(folder, "plan.csv"), "utf8"));
    const headings = csv.find((cells) => cells.includes("태그 번호"))!;
    const records = csv
      .slice(csv.indexOf(headings) + 1)
      .map((cells) => Object.fromEntries(headings.map((h, i) => [h, cells[i] ?? ""])));
    expect(records.find((record) => record["태그 번호"] === "P-102 토출측")).toMatchObject({
      제조번호: units.due.serial,
      납품일: "2025-12-10",
      "최근 정비 종류": "",
      "최근 정비일": "",
      "다음 정비 예정일": "2026-12-10",
      "정비 계획": "12개월마다 점검",
      상태: "정비 임박",
    });
    expect(readdirSync(folder)).toContain("plan.csv");
  }, 180_000);

  it("sheet.pdf: A4 with the plant's QR code, read back, and every unit", async () => {
    const response = await fetchFile(`/en/plant/${plant.token}/sheet.pdf`);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(readQrCodes(bytes)).toEqual([`http://localhost:3000/en/plant/${plant.token}`]);
    const text = await pdfToText(bytes);
    for (const unit of Object.values(units)) expect(text).toContain(unit.serial);
    expect(text).toContain("2026-12-10");
    expect(text).not.toContain(foreign.serial);
    expect(text).not.toContain("planner@example.com");
    // Who to call, from the company facts: the supplier, its telephone and the site (issue 79).
    const { company } = liveContent();
    expect(text).toContain(
      `Supplier: ${company.name.en} · Tel ${phoneText(company.phone, "en")} · localhost:3000`,
    );
    const size = execFileSync("pdfinfo", ["-"], { input: bytes, encoding: "utf8" });
    expect(size).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  });

  it("calendar.ics: one event per due service, stable UIDs, all-day in Seoul, as icalendar reads it", async () => {
    const first = await (await fetchFile(`/plant/${plant.token}/calendar.ics`)).text();
    const response = await fetchFile(`/plant/${plant.token}/calendar.ics`);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const second = await response.text();
    // RFC 5545: CRLF lines of at most 75 octets, folded.
    expect(second.endsWith("\r\n")).toBe(true);
    for (const line of second.split("\r\n"))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(second.split("\r\n").some((line) => line.startsWith(" "))).toBe(true);

    execFileSync("bash", ["scripts/ensure-tools.sh", "icalendar"], { stdio: "inherit" });
    const script = `
import json, sys, icalendar
cal = icalendar.Calendar.from_ical(sys.stdin.read())
print(json.dumps({
  "version": str(cal["VERSION"]), "prodid": str(cal["PRODID"]), "tz": str(cal["X-WR-TIMEZONE"]),
  "events": [{"uid": str(e["UID"]), "start": e.decoded("DTSTART").isoformat(),
              "end": e.decoded("DTEND").isoformat(), "summary": str(e["SUMMARY"]),
              "stamp": e.decoded("DTSTAMP").isoformat(), "url": str(e["URL"]),
              "description": str(e["DESCRIPTION"])}
             for e in cal.walk("VEVENT")]}, ensure_ascii=False))`;
    const read = (ics: string) =>
      JSON.parse(execFileSync(PYTHON, ["-c", script], { input: ics, encoding: "utf8" })) as {
        version: string;
        prodid: string;
        tz: string;
        events: Record<string, string>[];
      };
    const [a, b] = [read(first), read(second)];
    expect(a.version).toBe("2.0");
    expect(a.prodid).toMatch(/Hanbit Flow Control/);
    expect(a.tz).toBe("Asia/Seoul");
    expect(b.events.map((e) => e.uid)).toEqual(a.events.map((e) => e.uid));
    const events = Object.fromEntries(b.events.map((e) => [e.uid, e]));
    expect(Object.keys(events).sort()).toEqual(
      [
        `${units.overdue.serial}-2026-10-01@localhost:3000`,
        `${units.due.serial}-2026-12-10@localhost:3000`,
        `${units.scheduled.serial}-2027-06-01@localhost:3000`,
      ].sort(),
    );
    const due = events[`${units.due.serial}-2026-12-10@localhost:3000`]!;
    expect([due.start, due.end]).toEqual(["2026-12-10", "2026-12-11"]);
    expect(due.summary).toBe(`P-102 토출측 · ${units.due.serial}: 12개월마다 점검`);
    expect(due.url).toBe(`http://localhost:3000/u/${units.due.token}`);
    expect(due.stamp).toMatch(/\+00:00$/);
    expect(due.description).toContain("정비 임박");
    // The unit without a plan has no event, never a guessed day.
    expect(b.events.some((e) => e.uid!.startsWith(units.none.serial))).toBe(false);
    const en = read(await (await fetchFile(`/en/plant/${plant.token}/calendar.ics`)).text());
    expect(en.events.map((e) => e.summary)).toContain(
      `P-102 토출측 · ${units.due.serial}: Inspection every 12 months`,
    );
  });
});
