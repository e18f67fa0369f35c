import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * The recipes of docs/development.md tell the truth (issue 66): each is followed here, as a
 * newcomer would, on a scratch copy of the repository: a figure, a queued kind of mail, a page,
 * a content block, an endpoint that takes a body, a delivered unit's field, an order's field. Every file a recipe's change touches must be
 * named in its section of the doc, and the copy must then type-check and pass the recipe's own
 * tests. One copy takes every recipe and one typecheck (about a minute on two cores), rather
 * than a build per recipe: CI's budget is the whole suite's.
 */

const ROOT = process.cwd();
const doc = readFileSync(join(ROOT, "docs/development.md"), "utf8");

/** The text of the doc's section under `heading` (to the next "## "). */
function section(heading: string): string {
  const start = doc.indexOf(`## ${heading}`);
  if (start < 0) throw new Error(`docs/development.md has no section "${heading}"`);
  const end = doc.indexOf("\n## ", start + 3);
  return doc.slice(start, end < 0 ? undefined : end);
}

let scratch = "";
/** Every file a recipe touched, with the way its recipe spells it. */
const touched: { recipe: string; file: string; named: string }[] = [];

const read = (file: string) => readFileSync(join(scratch, file), "utf8");
function write(recipe: string, file: string, text: string, named = file) {
  mkdirSync(dirname(join(scratch, file)), { recursive: true });
  writeFileSync(join(scratch, file), text);
  touched.push({ recipe, file, named });
}
/** Replaces `before` (which must be there) in `file`. */
function edit(recipe: string, file: string, before: string, after: string, named = file) {
  const text = read(file);
  if (!text.includes(before)) throw new Error(`${file} no longer has: ${before}`);
  write(recipe, file, text.replace(before, after), named);
}
/** The environment of a plain shell: without Vitest's variables, which tools read as "test". */
const env = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV|NODE_OPTIONS)/.test(name)),
  ),
  NO_COLOR: "1",
};
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: scratch, encoding: "utf8", stdio: "pipe", env });

const FIGURE = "How to add a product";
const MAIL = "How to add a kind of mail";
const PAGE = "How to add a page";
const BLOCK = "How to add a content block type";
const ENDPOINT = "How to add a server endpoint";
const BODY = "A route that takes a body";
const UNIT_FIELD = "How to add a field to a delivered unit";
const PLANT_FIELD = "How to add a field to a plant";
const ORDER_FIELD = "How to add a field to an order";

/** A figure: weight in kg, one figure of valves and actuators. */
function addFigure() {
  const registry = "app/content/catalog/figure-registry.ts";
  edit(
    FIGURE,
    registry,
    "const SHARED_LEAVES = {};",
    "const SHARED_LEAVES = { weightKg: num.positive().optional() };",
  );
  edit(
    FIGURE,
    registry,
    '  "maxDifferential",\n] as const;',
    '  "maxDifferential",\n  "weight",\n] as const;',
  );
  edit(
    FIGURE,
    registry,
    "  ANSI: { prefix:",
    "  kg: { suffix: /^\\s*kg(?![a-z])/i },\n  ANSI: { prefix:",
  );
  edit(
    FIGURE,
    registry,
    "} satisfies Record<string, Unit>;",
    '  kg: { symbol: "kg", spellings: ["kg"], stale: "kg" },\n} satisfies Record<string, Unit>;',
  );
  edit(
    FIGURE,
    registry,
    "export const FIGURES: Figure[] = [",
    `export const FIGURES: Figure[] = [
  {
    key: "weight",
    kinds: ["valve", "actuator"],
    label: L("중량", "Weight"),
    row: (f) => (f.weightKg === undefined ? undefined : quantityText(f.weightKg, UNITS.kg.symbol)),
    // A product without a weight: ask us (compare's default), aligned as figures.
    compare: { numeric: true },
    editor: [
      {
        lines: [
          field("weightKg", {
            unit: "kg",
            input: "decimal",
            bounds: "positive",
            label: L("중량 (kg)", "Weight (kg)"),
          }),
        ],
      },
    ],
  },`,
  );
  // Made-up values: this copy is thrown away, and no page of the site states them.
  const values = "app/content/catalog/figures.server.ts";
  edit(
    FIGURE,
    values,
    '  "480-006": quarterTurn(60, ["F05", "F07"], 20, false),',
    '  "480-006": { ...quarterTurn(60, ["F05", "F07"], 20, false), weightKg: 9.5 },',
  );
  edit(
    FIGURE,
    values,
    "    tempC: { min: -196, max: 538 },\n  },",
    "    tempC: { min: -196, max: 538 },\n    weightKg: 12,\n  },",
  );
  // The probe, a new file: every other test runs as it is, its lists of figures the registry's.
  writeFileSync(
    join(scratch, "tests/unit/recipe-figure.test.ts"),
    `import { expect, it } from "vitest";
import { liveProducts, liveSections } from "../../app/content/catalog/catalog.server";
import { compareData } from "../../app/compare/data.server";
import { sheetColumns } from "../../app/admin/content/catalogue/sheet.server";
import { seedProductItem } from "../../app/content/catalog/seed.server";

it("shows the new figure on a seed page of each kind, in compare, its table and the sheet", () => {
  const sections = JSON.stringify(liveSections());
  for (const [id, code, value] of [["480-006", "480-006", "9.5 kg"], ["501m", "501M", "12 kg"]]) {
    const rows = liveProducts().find((p) => p.id === id)!.specifications;
    expect(rows.find((r) => r.label.ko === "중량")?.value.ko, id).toBe(value);
    expect(compareData("ko").products.find((p) => p.id === id)!.cells.weight).toBe(value);
    // Its category's table by model: a column "중량", the row's text in the model's row.
    expect(sections).toContain('{"label":{"ko":"중량","en":"Weight"}}');
    expect(sections).toMatch(new RegExp(\`\\\\["\${code}",[^\\\\]]*"ko":"\${value}"\`));
  }
  expect(compareData("ko").rows.filter((r) => r.key === "weight")).toHaveLength(1);
  expect(JSON.stringify(sheetColumns([seedProductItem("480-006")!], "en"))).toContain("Weight");
});
`,
  );
}

/** A queued kind of mail: a reminder that reads today in Seoul from its sources. */
function addMailKind() {
  const reminder = read("tests/mail/reminder-kind.ts");
  const body = reminder.slice(
    reminder.indexOf("export const reminder"),
    reminder.indexOf("/** Its name as"),
  );
  write(
    MAIL,
    "server/mail/kinds/quotation.ts",
    `import type { MailInquiry } from "./inquiry";
import { claimedInquiry, recipientLang, type QueuedMailKind } from "./kind";
import { sampleInquiry } from "./samples";
import { newMessageLocal } from "../thread";

${body
  .replace("export const reminder", "export const quotation")
  .replace("days: number; local: string", "days: number; local: string; today?: string")
  .replace(
    "      days: (claim.payload as { days: number }).days,",
    "      days: (claim.payload as { days: number }).days,\n      today: sources.today(),",
  )
  .replace(
    'timeline: { ko: "견적 만료 알림"',
    'samplePayload: { days: 3 },\n    timeline: { ko: "견적 만료 알림"',
  )}`,
  );
  edit(
    MAIL,
    "server/mail/kinds/index.ts",
    "export const MAIL_KINDS = {",
    'import { quotation } from "./quotation";\n\nexport const MAIL_KINDS = {\n  quotation,',
  );
}

/** A page: /hours, the office hours. */
function addPage() {
  const messages = JSON.parse(read("app/i18n/messages.json")) as Record<
    "ko" | "en",
    Record<string, string>
  >;
  messages.ko["hours.note"] = "평일 09:00~18:00에 전화를 받습니다.";
  messages.en["hours.note"] = "We answer the phone on weekdays, 09:00–18:00.";
  write(PAGE, "app/i18n/messages.json", `${JSON.stringify(messages, null, 2)}\n`);
  write(
    PAGE,
    "app/routes/hours/route.tsx",
    `import type { Route } from "./+types/route";
import { messagesFor } from "../../i18n/translate.server";
import { requestLang } from "../../i18n/lang";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";

export const meta = metaFromLoader;

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { messages: messagesFor(lang, ["hours"]), meta: pageMeta("hours", new URL(request.url)) };
}

export default function Hours({ loaderData }: Route.ComponentProps) {
  return <p>{loaderData.messages["hours.note"]}</p>;
}
`,
    "app/routes/<name>/route.tsx",
  );
  edit(
    PAGE,
    "app/routes.ts",
    '    page("privacy", "routes/privacy/route.tsx", "privacy"),',
    '    page("privacy", "routes/privacy/route.tsx", "privacy"),\n    page("hours", "routes/hours/route.tsx", "hours"),',
  );
  edit(
    PAGE,
    "app/site/page-texts.server.ts",
    "export const pageTexts: Record<PageId, PageTexts> = {",
    'export const pageTexts: Record<PageId, PageTexts> = {\n  hours: texts({ ko: "전화 상담 시간입니다.", en: "When we answer the phone." }),',
  );
  edit(
    PAGE,
    "app/site/pages.ts",
    '  privacy: page("/privacy",',
    '  hours: page("/hours", { ko: "전화 상담 시간", en: "Phone Hours" }),\n  privacy: page("/privacy",',
  );
}

/** A content block: a note. */
function addBlock() {
  edit(
    BLOCK,
    "app/content/schemas.ts",
    '  z.strictObject({ type: z.literal("highlight"), text: localizedSchema }),',
    '  z.strictObject({ type: z.literal("highlight"), text: localizedSchema }),\n  z.strictObject({ type: z.literal("note"), text: localizedSchema }),',
  );
  const validate = "app/content/validate.ts";
  for (const next of ["raw-html", "image"]) {
    const before = `    case "highlight":\n    case "${next}":`;
    edit(BLOCK, validate, before, before.replace("\n", '\n    case "note":\n'));
  }
  edit(
    BLOCK,
    "app/documents/catalogue-blocks.server.ts",
    '    case "highlight":\n      return sheet.text(',
    '    case "note":\n      return sheet.text(pick(block.text, lang));\n    case "highlight":\n      return sheet.text(',
  );
  const sections = "app/admin/content/sections/words.json";
  const words = JSON.parse(read(sections)) as Record<"ko" | "en", Record<string, string>>;
  words.ko.fixed_note = "알림";
  words.en.fixed_note = "note";
  write(BLOCK, sections, `${JSON.stringify(words, null, 2)}\n`);
  edit(
    BLOCK,
    "app/catalogue/blocks/BlockView.tsx",
    '    case "highlight":',
    '    case "note":\n      return <p className="note">{block.text}</p>;\n    case "highlight":',
  );
}

/** An endpoint that takes a body: POST /echo-size answers the JSON's member count. */
function addEndpoint() {
  write(
    ENDPOINT,
    "server/http/echo-size.ts",
    `import { Hono } from "hono";
import { clientAddress } from "../platform/client-address";
import { declareDoor, formLimits, readBody } from "../platform/body";

/** A small JSON: a kilobyte, one level. */
export const ECHO_DOOR = declareDoor({
  name: "echo-size",
  sample: "/echo-size",
  limits: formLimits({ types: ["json"], bytes: 1024, json: { depth: 1, members: 8 } }),
});

/** \`POST /echo-size\`: how many members the posted JSON has. */
export function echoSizeRoutes(trustProxy = false) {
  const routes = new Hono();
  routes.post("/", async (c) => {
    const read = await readBody(c.req.raw, ECHO_DOOR, clientAddress(c, trustProxy));
    await read.release();
    if (!read.ok) return c.text("Bad Request", read.status);
    return c.json({ members: Object.keys(read.posted.json as object).length });
  });
  return routes;
}
`,
    "server/",
  );
  edit(
    ENDPOINT,
    "server/app.ts",
    'import { vitalsRoutes } from "./http/vitals";',
    'import { vitalsRoutes } from "./http/vitals";\nimport { echoSizeRoutes } from "./http/echo-size";',
  );
  edit(
    ENDPOINT,
    "server/app.ts",
    '  app.route("/vitals", vitalsRoutes());',
    '  app.route("/vitals", vitalsRoutes());\n  app.route("/echo-size", echoSizeRoutes());',
  );
  writeFileSync(
    join(scratch, "tests/unit/recipe-endpoint.test.ts"),
    `import { expect, it } from "vitest";
import { echoSizeRoutes } from "../../server/http/echo-size";

it("answers a posted JSON's member count", async () => {
  const answer = await echoSizeRoutes().request("/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ a: 1, b: 2 }),
  });
  expect(await answer.json()).toEqual({ members: 2 });
});
`,
  );
}

/** A unit's field: its location at the plant, on its page and the plant's list. */
function addUnitField() {
  edit(
    UNIT_FIELD,
    "server/units/fields.ts",
    "} as const satisfies Record<string, UnitFieldSpec>;",
    `  place: {
    label: { ko: "설치 위치", en: "Location at the plant" },
    hint: { ko: "예: 2층 펌프실", en: "e.g. pump room, 2nd floor" },
    input: { kind: "text", max: 80 },
    editor: true,
    shows: ["unit-page", "plant-list"],
  },
} as const satisfies Record<string, UnitFieldSpec>;`,
  );
  writeFileSync(
    join(scratch, "tests/unit/recipe-unit-field.test.ts"),
    `import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { expect, it } from "vitest";
import { readUnit } from "../../app/admin/units/units.server";
import { readUnitSheet, unitTemplate } from "../../app/admin/units/sheet.server";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { recordedAt, unitFieldsAt } from "../../server/units/fields";
import { openUnitsStore } from "../../server/units/store";
import { filledUnitTemplate } from "../fixtures/units";

it("takes the new field from the form and the template, keeps it, and shows it as declared", async () => {
  const code = liveProducts()[0]!.code;
  const typed = { product: code, industry: "water", place: "2층 펌프실" };
  const read = readUnit("ko", typed);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  expect(read.input.details).toEqual({ place: "2층 펌프실" });
  const long = readUnit("ko", { ...typed, place: "가".repeat(81) });
  expect(long.ok ? undefined : long.errors.place).toMatch(/80/);

  const dir = mkdtempSync(join(tmpdir(), "recipe-unit-field-"));
  const store = openUnitsStore(join(dir, "units.sqlite"));
  try {
    const unit = store.add(read.input, "kim");
    expect(store.bySerial(unit.serial)!.details).toEqual({ place: "2층 펌프실" });
    const edited = store.edit(unit.serial, { ...read.input, details: { place: "3층" } }, "kim", 1);
    expect(edited.ok && edited.changed).toEqual(["place"]);
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }

  // The template's column, by its name and its heading, and a filled one read back.
  const template = await unitTemplate("ko");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
  const names = book.worksheets[0]!.getRow(1).values as unknown[];
  const headings = book.worksheets[0]!.getRow(2).values as unknown[];
  expect(headings[names.indexOf("place")]).toBe("설치 위치");
  const filled = await filledUnitTemplate(template, [
    { "제품 코드": code, "산업 분야": "상하수도", "설치 위치": "2층 펌프실" },
  ]);
  const sheet = await readUnitSheet("ko", Buffer.from(filled));
  expect(sheet.ok && sheet.rows[0]!.typed.place).toBe("2층 펌프실");

  expect(recordedAt("unit-page", { place: "3층" }, "en")).toEqual([
    { field: "place", label: "Location at the plant", value: "3층" },
  ]);
  expect(unitFieldsAt("plant-list")).toContain("place");
});
`,
  );
}

/** A plant's field: the customer's department in charge, on the staff list and the desk. */
function addPlantField() {
  edit(
    PLANT_FIELD,
    "server/plants/fields.ts",
    "} as const satisfies Record<PlantColumn, PlantFieldSpec>;",
    `  department: {
    label: { ko: "담당 부서", en: "Department" },
    hint: { ko: "현장을 맡은 고객사의 부서. 예: 설비보전팀", en: "The customer's, e.g. maintenance" },
    input: { kind: "text", max: 60 },
    shows: ["staff-list", "desk"],
  },
} as const satisfies Record<PlantColumn, PlantFieldSpec>;`,
  );
  edit(
    PLANT_FIELD,
    "server/units/plant-store.ts",
    "] as const;\nexport type PlantColumn",
    ', "department"] as const;\nexport type PlantColumn',
  );
  edit(
    PLANT_FIELD,
    "server/units/store.ts",
    "];\n\ninterface UnitRow {",
    "  \"ALTER TABLE plants ADD COLUMN department TEXT NOT NULL DEFAULT ''\",\n];\n\ninterface UnitRow {",
  );
  writeFileSync(
    join(scratch, "tests/unit/recipe-plant-field.test.ts"),
    `import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { readPlant } from "../../app/admin/plants/plants.server";
import { plantHeading } from "../../app/routes/plant/plant.server";
import { plantFieldLabel, plantFieldsAt } from "../../server/plants/fields";
import { openUnitsStore } from "../../server/units/store";

const form = (fields: Record<string, string>) => {
  const posted = new FormData();
  for (const [name, value] of Object.entries(fields)) posted.set(name, value);
  return posted;
};

it("takes the new field from the form, keeps it, and shows it where declared", () => {
  const typed = { customer: "한빛수자원", site: "화성 정수장", industry: "water", department: "설비보전팀" };
  const read = readPlant("ko", form(typed));
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  expect(read.input.department).toBe("설비보전팀");
  const long = readPlant("ko", form({ ...typed, department: "가".repeat(61) }));
  expect(long.ok ? undefined : long.errors.department).toMatch(/60/);

  const dir = mkdtempSync(join(tmpdir(), "recipe-plant-field-"));
  const store = openUnitsStore(join(dir, "units.sqlite"));
  try {
    const plant = store.plants.create(read.input, "kim");
    expect(store.plants.byId(plant.id)!.department).toBe("설비보전팀");
    const edited = store.plants.edit(plant.id, { ...read.input, department: "운영팀" }, "kim", 1);
    expect(edited.ok && edited.plant.department).toBe("운영팀");
    // A plant made from a unit's record, which has no department, has it empty.
    const bare = { customer: "한빛수자원", site: "2공장", region: "경기", industry: "power" } as const;
    expect(store.plants.create(bare, "kim").department).toBe("");
    expect(plantHeading(store.plants.byId(plant.id)!, "en").facts).toContainEqual({
      field: "department",
      label: "Department",
      value: "운영팀",
    });
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  expect(plantFieldLabel("ko", "department")).toBe("담당 부서");
  expect(plantFieldsAt("staff-list")).toContain("department");
});
`,
  );
}

/** An order's field: the buyer's receiving contact at the site, on the papers and the workbook. */
function addOrderField() {
  edit(
    ORDER_FIELD,
    "server/orders/fields.ts",
    "} as const satisfies Record<string, OrderFieldSpec>;",
    `  receivingContact: {
    label: { ko: "납품 장소 담당자", en: "Receiving contact" },
    hint: { ko: "예: 박현장 010-1234-5678", en: "e.g. Park Hyunjang, 010-1234-5678" },
    input: { kind: "text", max: 80 },
    editor: ["new", "change"],
    column: "receiving_contact",
    shows: { "order-page": {}, confirmation: {}, statement: {}, xlsx: {} },
  },
} as const satisfies Record<string, OrderFieldSpec>;`,
  );
  const schema = "server/orders/schema.ts";
  write(
    ORDER_FIELD,
    schema,
    `${read(schema)}
/** The buyer's receiving contact at the site (server/orders/fields.ts). */
export const ORDER_RECEIVING_CONTACT_MIGRATION =
  "ALTER TABLE orders ADD COLUMN receiving_contact TEXT NOT NULL DEFAULT ''";
`,
  );
  const store = "server/inquiries/store.ts";
  edit(
    ORDER_FIELD,
    store,
    '  ORDER_MIGRATION,\n} from "../orders/schema";',
    '  ORDER_MIGRATION,\n  ORDER_RECEIVING_CONTACT_MIGRATION,\n} from "../orders/schema";',
  );
  edit(
    ORDER_FIELD,
    store,
    "  ORDER_CANCELS_MIGRATION,\n];",
    "  ORDER_CANCELS_MIGRATION,\n  ORDER_RECEIVING_CONTACT_MIGRATION,\n];",
  );
  writeFileSync(
    join(scratch, "tests/unit/recipe-order-field.test.ts"),
    `import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { expect, it } from "vitest";
import { deliveriesXlsx } from "../../app/admin/orders/deliveries.server";
import { readOrderFields } from "../../app/admin/orders/orders.server";
import { company } from "../../app/content/company";
import { supplierBlock } from "../../server/inquiries/send-quotation";
import { openStore } from "../../server/inquiries/store";
import { orderFieldsShown } from "../../server/orders/fields";
import { orderView } from "../../server/orders/page";
import { STORED } from "../receiver/harness";

it("takes the new field from both forms, keeps it in its column, and shows it as declared", async () => {
  const form = new FormData();
  form.set("receivingContact", "박현장");
  const errors: Record<string, string> = {};
  expect(readOrderFields(form, "new", errors).receivingContact).toBe("박현장");
  form.set("receivingContact", "가".repeat(81));
  readOrderFields(form, "change", errors);
  expect(errors).toEqual({ receivingContact: "long" });

  const dir = mkdtempSync(join(tmpdir(), "recipe-order-field-"));
  const store = openStore(join(dir, "inquiries.sqlite"));
  try {
    const inquiry = store.add({ ...STORED, lang: "ko", companyName: "시화 정수장" }, "off");
    const made = store.orders.create(
      inquiry.id,
      {
        source: "phone",
        lines: [{ code: "S30", name: "버터플라이 밸브", note: "", quantity: 1, unitPrice: 387_500 }],
        buyer: { company: "시화 정수장", name: "김구매", email: "", phone: "", ref: inquiry.ref },
        wonOn: "2026-11-24",
        receivingContact: "박현장",
      },
      "kim",
    );
    expect(made.receivingContact).toBe("박현장");
    const changed = store.orders.change(made.id, made.version, { receivingContact: "이현장" }, [], "kim");
    if (changed.result !== "changed") throw new Error(changed.result);
    expect(changed.order).toMatchObject({ receivingContact: "이현장", source: "phone" });

    expect(orderFieldsShown("confirmation", changed.order, "en")).toContainEqual({
      field: "receivingContact",
      label: "Receiving contact",
      value: "이현장",
    });
    expect(orderFieldsShown("statement", changed.order, "ko").map((row) => row.label)).toContain(
      "납품 장소 담당자",
    );
    expect(orderView(changed.order, [], "ko", "2026-11-24", "/order/x")).toContain(
      "<dt>납품 장소 담당자</dt><dd>이현장</dd>",
    );

    const delivered = store.orders.deliver(
      made.id,
      changed.order.version,
      {
        deliveredOn: "2026-11-30",
        supplier: supplierBlock(company, "ko"),
        lines: [{ position: 1, quantity: 1, serials: [] }],
      },
      "kim",
    );
    if (delivered.result !== "delivered") throw new Error(delivered.result);
    // The workbook's column, read by its heading.
    const bytes = await deliveriesXlsx(store.orders.deliveredIn("2026-11"), "2026-11", "ko");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headings = sheet.getRow(1).values as unknown[];
    expect(sheet.getRow(2).getCell(headings.indexOf("납품 장소 담당자")).value).toBe("이현장");
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
`,
  );
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "recipes-"));
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => file && !file.startsWith("tests/fixtures/databases/"));
  for (const file of files) {
    try {
      cpSync(join(ROOT, file), join(scratch, file));
    } catch {
      // A file deleted in the work tree but not yet in the index.
    }
  }
  symlinkSync(join(ROOT, "node_modules"), join(scratch, "node_modules"));
  for (const recipe of [
    addFigure,
    addMailKind,
    addPage,
    addBlock,
    addEndpoint,
    addUnitField,
    addPlantField,
    addOrderField,
  ]) {
    recipe();
  }
  // The figure recipe's last step: the fixture, written by its script.
  run("node_modules/.bin/tsx", ["scripts/catalogue-fixture.ts"]);
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("the recipes of docs/development.md, followed on a scratch copy", () => {
  it.each([FIGURE, MAIL, PAGE, BLOCK, ENDPOINT, BODY, UNIT_FIELD, PLANT_FIELD, ORDER_FIELD])(
    "%s names every file its change touched",
    (recipe) => {
      const text = section(recipe);
      const unnamed = touched
        .filter((t) => t.recipe === recipe && !text.includes(t.named))
        .map((t) => t.file);
      expect(unnamed).toEqual([]);
    },
  );

  it("type-checks with every recipe's change", () => {
    let output = "";
    try {
      run("node_modules/.bin/react-router", ["typegen"]);
      run("node_modules/.bin/tsc", ["--noEmit"]);
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    // Each missed file, as the compiler names it.
    expect(output.split("\n").filter((line) => /error TS\d+/.test(line))).toEqual([]);
  }, 300_000);

  it("passes the recipes' own tests", () => {
    let output = "";
    try {
      output = run("node_modules/.bin/vitest", [
        "run",
        "--project",
        "shared",
        // One worker: the outer run's three and their servers are busy beside it.
        "--maxWorkers=1",
        "tests/unit/recipe-figure.test.ts",
        "tests/unit/recipe-endpoint.test.ts",
        "tests/unit/recipe-unit-field.test.ts",
        "tests/unit/recipe-plant-field.test.ts",
        "tests/unit/plant-ics.test.ts",
        "tests/unit/recipe-order-field.test.ts",
        "tests/receiver/orders.test.ts",
        "tests/unit/figure-registry.test.ts",
        "tests/unit/catalogue-equivalence.test.ts",
        "tests/unit/stale-texts.test.ts",
        "tests/unit/compare.test.ts",
        "tests/unit/figure-views.test.ts",
        "tests/unit/figure-rows.test.ts",
        "tests/unit/figures.test.ts",
        "tests/mail/kinds.test.ts",
        "tests/unit/content.test.ts",
      ]);
    } catch (error) {
      // A failure's account is on stderr.
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      output = stdout === undefined ? String(error) : `${stdout}\n${stderr}`;
    }
    expect(output.split("\n").filter((line) => /FAIL|Error:/.test(line))).toEqual([]);
    // The recipes' probes and the suites they name all ran.
    expect(output).toMatch(/Test Files\s+16 passed/);
  }, 600_000);
});
