import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productForm } from "../../app/admin/content/catalogue/form.server";
import { unitTemplate } from "../../app/admin/units/sheet.server";
import { composeContent, setLiveContent } from "../../app/content/live.server";
import type { ProductItem } from "../../app/content/schemas";
import type { createApp } from "../../server/app";
import { setUpStaff } from "../../server/admin/setup";
import { openContentPart } from "../../server/content/live";
import { openStore } from "../../server/inquiries/store";
import { readConfig } from "../../server/platform/config";
import { openUnitsPart } from "../../server/units/setup";
import { deliveredUnit, FORMS_OPEN_AT } from "../fixtures/units";
import { setSiteClock } from "../../app/lib/site-clock";
import { QUICK_PASSWORDS } from "../staff-support";
import { builtApp } from "./built-site";

/**
 * Staff's names and labels as they are kept (issue 71, item 5), posted as a browser without
 * script posts them: a product's name saved in the catalogue editor with a line break, a soft
 * hyphen and a bidi override is stored on one line without them, published so, and a buyer's
 * service request for its units is taken; a unit's tag, site and customer from the form and
 * from a spreadsheet's cells are kept the same way.
 */
const ORIGIN = "http://localhost:3000";
const TOKEN = "c".repeat(43);
const dir = mkdtempSync(join(tmpdir(), "staff-labels-"));
const staff = setUpStaff(readConfig({ DATA_DIR: dir }), { passwordCost: QUICK_PASSWORDS });
// Looked at on each request: a publish is shown at once.
const content = openContentPart(dir, 0);
const units = openUnitsPart(dir);
const inquiries = openStore(join(dir, "inquiries.sqlite"));
let cookie = "";
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  // Its units' request form is open: the privacy policy covering it in force (issue 79).
  setSiteClock(() => Date.parse(FORMS_OPEN_AT));
  const { account, token } = staff.accounts.invite("owner@hanbit.example", "owner");
  staff.accounts.completeInvitation(token, account.id);
  cookie = `hf_csrf=${TOKEN}; hf_staff=${staff.sessions.create(account.id, "full", "127.0.0.1")}`;
  app = await builtApp({
    staff,
    content,
    units,
    unitRequests: { inquiries: { store: inquiries }, rateLimitPerMinute: 0, trustProxy: false },
  });
});
afterAll(() => {
  setSiteClock(undefined);
  // What this file published is no other file's catalogue.
  setLiveContent(composeContent(0, { gallery: new Map() }));
  content.store.close();
  units.store.close();
  inquiries.close();
  staff.close();
});

/** A post of a back office page, as a browser without script sends it. */
const post = (path: string, body: URLSearchParams | FormData) => {
  body.set("csrf", TOKEN);
  return app.request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: cookie },
    body,
  });
};

describe("a product's name as staff save it", () => {
  const ID = "s30";
  const draft = () => content.store.get("product", ID)!;

  it("is stored and published on one line, and its units' requests are taken", async () => {
    const form = productForm(draft().draft as ProductItem);
    form.set("name.ko", "볼 밸브\nS30\u00AD (주문형)");
    form.set("name.en", "Ball\u00ADvalve \u202ES30\u202C\r\n(made to order)");
    form.set("specifications.0.label.ko", "사용\u200B 온도");
    form.set("intent", "save");
    form.set("version", String(draft().version));
    const saved = await post(`/admin/content/catalogue/${ID}`, form);
    expect(saved.status).toBeLessThan(400);
    const name = { ko: "볼 밸브 S30 (주문형)", en: "Ballvalve S30 (made to order)" };
    expect(draft().draft.name).toEqual(name);
    expect(draft().draft.specifications[0]!.label.ko).toBe("사용 온도");

    // Published from the editor's form as it shows the saved draft.
    const publish = productForm(draft().draft as ProductItem);
    publish.set("intent", "publish");
    publish.set("version", String(draft().version));
    expect((await post(`/admin/content/catalogue/${ID}`, publish)).status).toBeLessThan(400);
    expect(draft().published?.name).toEqual(name);

    // A buyer opens a unit's service form, which names the product as kept, and sends it.
    const unit = units.store.add(deliveredUnit({ id: ID, code: "S30" }), "owner@hanbit.example");
    const page = await (await app.request(`${ORIGIN}/u/${unit.token}/service`)).text();
    expect(page).toContain(name.ko);
    const request = new FormData();
    const typed = {
      companyName: "한빛수자원",
      name: "김정비",
      phone: "031-555-0101",
      email: "jungbi@example.com",
      inquiry: "밸브가 완전히 닫히지 않습니다.",
      privacy_consent: "yes",
    };
    for (const [field, value] of Object.entries(typed)) request.set(field, value);
    const sent = await app.request(`${ORIGIN}/u/${unit.token}/service`, {
      method: "POST",
      body: request,
    });
    expect(sent.status).toBe(303);
    const ref = new URL(sent.headers.get("Location")!, ORIGIN).searchParams.get("sent")!;
    expect(inquiries.byId(inquiries.idOf(ref)!)?.productName).toBe(name.ko);
  });
});

describe("a unit's tag, site and customer as staff type them", () => {
  const typed = {
    product: "S30",
    tag: "P-101\n흡입측",
    site: "화성\u00AD 정수장\u2028 2공장",
    customer: "\u202E한빛수자원 주식회사\u202C",
    industry: "water",
  };
  const kept = { tag: "P-101 흡입측", site: "화성 정수장 2공장", customer: "한빛수자원 주식회사" };

  it("are kept on one line from the unit's form", async () => {
    const added = await post("/admin/units/new", new URLSearchParams({ intent: "add", ...typed }));
    expect(added.status).toBe(302);
    const serial = /\/admin\/units\/([^?]+)/.exec(added.headers.get("Location")!)![1]!;
    expect(units.store.bySerial(serial)).toMatchObject(kept);
  });

  it("are kept on one line from a spreadsheet's cells", async () => {
    const ExcelJS = (await import("exceljs")).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await unitTemplate("ko")) as unknown as ArrayBuffer);
    const row = book.worksheets[0]!.getRow(3);
    ["product", "tag", "site", "customer", "industry"].forEach((field, c) => {
      row.getCell(c + 1).value = typed[field as keyof typeof typed];
    });
    const sheet = new FormData();
    sheet.set("intent", "sheet");
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    sheet.set("file", new File([bytes], "units.xlsx"));
    const imported = await post("/admin/units/new", sheet);
    expect(imported.status).toBe(302);
    const serial = new URL(imported.headers.get("Location")!, ORIGIN).searchParams.get("first")!;
    expect(units.store.bySerial(serial)).toMatchObject(kept);
  });
});
