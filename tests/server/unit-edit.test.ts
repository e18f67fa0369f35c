import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "node-html-parser";
import type { createApp } from "../../server/app";
import { setUpStaff } from "../../server/admin/setup";
import { readConfig } from "../../server/platform/config";
import { UNIT_FIELDS, unitFieldSpec } from "../../server/units/fields";
import { openUnitsPart, purgeReferencesOnChange, type UnitsPart } from "../../server/units/setup";
import type { UnitInput } from "../../server/units/store";
import { deliveredUnit } from "../fixtures/units";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { QUICK_PASSWORDS, signedInCookies } from "../staff-support";
import { builtApp } from "./built-site";

/**
 * Correcting and deleting a delivered unit (decision 033, amendment): the store keeps the serial
 * and token through a correction, refuses a stale version and a deletion of a unit with papers,
 * service or requests, and never gives a deleted serial again; the unit's staff page as a
 * browser without script posts it (CSRF, field errors, the conflict, the owner's deletion with
 * its confirmation step), the audit line by serial only, and the references page and the edge's
 * purge following each change.
 */
const ORIGIN = "http://localhost:3000";
const TOKEN = "u".repeat(43);
let clock = Date.parse("2026-11-26T03:00:00Z");
let part: UnitsPart;
let staff: ReturnType<typeof setUpStaff>;
let app: ReturnType<typeof createApp>;
let cookies: Record<"owner" | "staff", string>;
const [product, other] = liveProducts();
const input = (over: Partial<UnitInput> = {}) =>
  deliveredUnit(product!, { customer: "비밀수자원 주식회사", ...over });

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "unit-edit-"));
  part = openUnitsPart(dir, { now: () => clock });
  staff = setUpStaff(readConfig({ DATA_DIR: dir }), { passwordCost: QUICK_PASSWORDS });
  cookies = signedInCookies(staff, TOKEN);
  app = await builtApp({
    staff,
    units: part,
  });
});
afterAll(() => {
  part?.store.close();
  staff?.close();
});

describe("the units store's corrections and deletions", () => {
  it("corrects the record on its version, keeping the serial and the token", () => {
    const { store } = part;
    const unit = store.add(input(), "kim@example.com");
    expect(unit.version).toBe(1);
    const edited = store.edit(
      unit.serial,
      { ...input({ tag: "P-102", deliveredOn: "2025-12-30", industry: "power" }) },
      "lee@example.com",
      1,
    );
    if (!edited.ok) throw new Error(edited.reason);
    expect(edited.changed).toEqual(["tag", "industry", "deliveredOn"]);
    // The delivery's year changed; the serial on the nameplate did not, nor the token.
    expect(edited.unit).toMatchObject({
      serial: unit.serial,
      year: 2026,
      token: unit.token,
      tag: "P-102",
      deliveredOn: "2025-12-30",
      version: 2,
      updatedBy: "lee@example.com",
      updatedAt: clock,
      nameConsent: false,
    });
    expect(store.byToken(unit.token)?.tag).toBe("P-102");
    // Nothing different: nothing written, the version stays.
    const same = store.edit(unit.serial, edited.unit, "lee@example.com", 2);
    expect(same.ok && same.changed).toEqual([]);
    expect(store.bySerial(unit.serial)?.version).toBe(2);
  });

  it("refuses a correction of a version since corrected, with the record as it is now", () => {
    const { store } = part;
    const unit = store.add(input(), "kim@example.com");
    expect(store.edit(unit.serial, input({ site: "A" }), "lee", 1).ok).toBe(true);
    const stale = store.edit(unit.serial, input({ site: "B" }), "park", 1);
    expect(stale).toMatchObject({ ok: false, reason: "conflict" });
    expect(!stale.ok && stale.reason === "conflict" && stale.current.site).toBe("A");
    expect(store.bySerial(unit.serial)?.site).toBe("A");
    expect(store.edit("HF-2026-99999", input(), "lee", 1)).toEqual({
      ok: false,
      reason: "missing",
    });
  });

  it("deletes only a unit without papers, service or requests, and never gives its serial again", () => {
    const { store } = part;
    const [withPaper, withService, withRequest, mistake] = store.addAll(
      [input(), input(), input(), input()],
      "kim",
    );
    store.addPaper(withPaper!.id, { kind: "manual", file: "f-1", name: "m.pdf", bytes: 1 }, "kim");
    store.addService(withService!.id, { kind: "repair", day: "2026-11-25" }, "kim");
    store.addRequest(withRequest!.id, {
      kind: "parts",
      day: "2026-11-25",
      inquiryRef: "HF-20261125-ABCD",
    });
    expect(store.remove(withPaper!.serial, "owner")).toEqual({
      ok: false,
      reason: "kept",
      papers: 1,
      service: 0,
      requests: 0,
    });
    expect(store.remove(withService!.serial, "owner")).toMatchObject({
      reason: "kept",
      service: 1,
    });
    expect(store.remove(withRequest!.serial, "owner")).toMatchObject({
      reason: "kept",
      requests: 1,
    });
    // Its paper removed, the first may go.
    store.removePaper(withPaper!.id, store.papers(withPaper!.id)[0]!.id);
    expect(store.remove(withPaper!.serial, "owner").ok).toBe(true);

    // The last serial of the year deleted: the next unit does not take it.
    expect(store.remove(mistake!.serial, "owner")).toMatchObject({ ok: true });
    expect(store.bySerial(mistake!.serial)).toBeUndefined();
    expect(store.byToken(mistake!.token)).toBeUndefined();
    expect(store.deletedAt(mistake!.serial)).toBe(clock);
    const next = store.add(input(), "kim");
    expect(Number(next.serial.slice(-5))).toBe(Number(mistake!.serial.slice(-5)) + 1);
    expect(store.remove(mistake!.serial, "owner")).toEqual({ ok: false, reason: "missing" });
  });

  it("asks the edge to purge the references on a correction and a deletion, not on nothing", () => {
    const own = openUnitsPart(mkdtempSync(join(tmpdir(), "unit-edit-purge-")));
    try {
      const purged: string[][] = [];
      purgeReferencesOnChange(own.store, (keys) => purged.push(keys));
      const unit = own.store.add(input(), "kim");
      const edition = own.store.edition();
      own.store.edit(unit.serial, input(), "kim", 1);
      own.store.edit(unit.serial, input(), "kim", 9);
      expect(purged).toHaveLength(1);
      own.store.edit(unit.serial, input({ industry: "marine" }), "kim", 1);
      own.store.remove(unit.serial, "kim");
      expect(purged).toHaveLength(3);
      expect(own.store.edition()).toBe(edition + 2);
    } finally {
      own.store.close();
    }
  });
});

/** A post of the unit's page as a browser without script sends it. */
function post(
  serial: string,
  fields: Record<string, string>,
  { as = "owner" as keyof typeof cookies, csrf = TOKEN, lang = "" } = {},
) {
  const form = new URLSearchParams({ csrf, ...fields });
  return app.request(`${ORIGIN}${lang}/admin/units/${serial}`, {
    method: "POST",
    headers: {
      Origin: ORIGIN,
      Cookie: cookies[as],
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: form.toString(),
  });
}
const get = (path: string, as?: keyof typeof cookies) =>
  app.request(`${ORIGIN}${path}`, { headers: as ? { Cookie: cookies[as] } : {} });

/** The edit form's fields as the page prefills them, to post back changed. */
async function editForm(serial: string, lang = "") {
  const response = await get(`${lang}/admin/units/${serial}`, "staff");
  expect(response.status).toBe(200);
  const form = parse(await response.text())
    .querySelectorAll("form")
    .find((f) => f.querySelector('input[name="intent"]')?.getAttribute("value") === "edit")!;
  const fields: Record<string, string> = {};
  for (const field of form.querySelectorAll("input, select")) {
    const name = field.getAttribute("name");
    if (!name || name === "csrf") continue;
    fields[name] =
      field.tagName === "SELECT"
        ? (field.querySelector("option[selected]")?.getAttribute("value") ?? "")
        : (field.getAttribute("value") ?? "");
  }
  return fields;
}

const audits = () => staff.audit.list().entries;
const references = async () => {
  const html = await (await get("/references")).text();
  return parse(html)
    .querySelectorAll(".references-table")[0]!
    .querySelectorAll("tbody tr")
    .map((row) => row.querySelectorAll("th, td").map((cell) => cell.text.trim()));
};

describe("a unit's staff page, posted without script", () => {
  it("offers the record's fields prefilled, with its version and the serial's hint", async () => {
    const unit = part.store.add(
      input({ inquiryRef: "HF-20261120-ABCD", details: { size: "DN 150" } }),
      "kim",
    );
    const fields = await editForm(unit.serial);
    // Every field the editor declares (server/units/fields.ts), each with what was recorded.
    const declared = UNIT_FIELDS.filter((field) => unitFieldSpec(field).editor);
    expect(fields).toEqual({
      intent: "edit",
      version: "1",
      ...Object.fromEntries(declared.map((field) => [field, ""])),
      size: "DN 150",
      product: product!.code,
      tag: "P-101 흡입측",
      site: "화성 정수장 2공장",
      customer: "비밀수자원 주식회사",
      industry: "water",
      deliveredOn: "2026-11-20",
      inquiry: "HF-20261120-ABCD",
      region: "경기",
      elastomer: "",
    });
    const html = await (await get(`/admin/units/${unit.serial}`, "staff")).text();
    expect(html).toContain("납품일의 연도를 바꿔도 제조번호는 명판에 적힌 그대로 둡니다.");
    const en = await (await get(`/en/admin/units/${unit.serial}`, "staff")).text();
    expect(en).toContain("Changing the year of delivery leaves the serial as it is");
  });

  it("refuses a post without the CSRF token, and answers a bad field with its error, not a 500", async () => {
    const unit = part.store.add(input(), "kim");
    const fields = await editForm(unit.serial);
    expect(
      (await post(unit.serial, { ...fields, tag: "X" }, { csrf: "x".repeat(43) })).status,
    ).toBe(403);
    const bad = await post(unit.serial, {
      ...fields,
      product: "NO-SUCH-CODE",
      deliveredOn: "2026-02-30",
      inquiry: "nope",
      tag: "typed and kept",
    });
    expect(bad.status).toBe(400);
    const doc = parse(await bad.text());
    expect(doc.querySelector('[role="alert"]')?.text).toContain("입력 내용에 오류가 있습니다");
    for (const id of ["edit-product", "edit-deliveredOn", "edit-inquiry"]) {
      expect(doc.querySelector(`#${id}`)?.getAttribute("aria-invalid"), id).toBe("true");
    }
    expect(doc.text).toContain("카탈로그에 없는 제품 코드입니다.");
    expect(doc.querySelector("#edit-tag")?.getAttribute("value")).toBe("typed and kept");
    // The edit form is open on the answer, so the errors are seen without a click.
    expect(doc.querySelector("details.units-edit")?.hasAttribute("open")).toBe(true);
    expect(part.store.bySerial(unit.serial)).toMatchObject({ tag: "P-101 흡입측", version: 1 });
    // A version that is no number is a refusal too.
    expect((await post(unit.serial, { ...fields, version: "x" })).status).toBe(400);
  });

  it("saves a correction, audited by serial and field names, never the customer", async () => {
    const unit = part.store.add(input(), "kim");
    const fields = await editForm(unit.serial);
    const saved = await post(
      unit.serial,
      {
        ...fields,
        customer: "고친수자원 주식회사",
        product: other!.code.toLowerCase(),
        material: "본체 SCS13",
      },
      { as: "staff" },
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/admin/units/${unit.serial}?done=edited`);
    expect(part.store.bySerial(unit.serial)).toMatchObject({
      serial: unit.serial,
      token: unit.token,
      customer: "고친수자원 주식회사",
      productId: other!.id,
      productCode: other!.code,
      details: { material: "본체 SCS13" },
      version: 2,
    });
    const page = await (await get(`/admin/units/${unit.serial}?done=edited`, "staff")).text();
    expect(parse(page).querySelector('[role="status"]')?.text).toBe(
      "기록을 고쳤습니다. 납품실적 페이지에도 바로 반영됩니다.",
    );
    const line = audits().find((entry) => entry.action === "unit-edited")!;
    expect(line).toMatchObject({
      actor: "staff@hanbit.example",
      target: unit.serial,
      detail: "productId, productCode, customer, material",
    });
    expect(JSON.stringify(audits())).not.toMatch(/수자원/);
  });

  it("refuses a correction of a record corrected since, keeping the input; 'save mine' replaces it", async () => {
    const unit = part.store.add(input(), "kim");
    const fields = await editForm(unit.serial);
    clock += 60_000;
    part.store.edit(unit.serial, input({ site: "그쪽 현장" }), "park@hanbit.example", 1);
    const refused = await post(unit.serial, { ...fields, tag: "내 태그" });
    expect(refused.status).toBe(409);
    const doc = parse(await refused.text());
    const alert = doc.querySelector('[role="alert"]')!.text;
    expect(alert).toContain("park@hanbit.example이(가)");
    expect(alert).toContain("먼저 고쳤습니다");
    expect(doc.querySelector("#edit-tag")?.getAttribute("value")).toBe("내 태그");
    // The form still names the version edited: the same post is refused again.
    expect(doc.querySelector('input[name="version"]')?.getAttribute("value")).toBe("1");
    expect((await post(unit.serial, { ...fields, tag: "내 태그" })).status).toBe(409);
    expect(part.store.bySerial(unit.serial)).toMatchObject({
      tag: "P-101 흡입측",
      site: "그쪽 현장",
    });
    const replace = doc.querySelector('button[name="replaces"]')!;
    expect(replace.text).toBe("내 입력으로 덮어쓰기");
    const mine = await post(unit.serial, {
      ...fields,
      tag: "내 태그",
      replaces: replace.getAttribute("value")!,
    });
    expect(mine.status).toBe(302);
    expect(part.store.bySerial(unit.serial)).toMatchObject({ tag: "내 태그", version: 3 });
  });
});

describe("deleting a unit recorded by mistake", () => {
  it("is the owner's, asks first without script, and refuses a unit with papers", async () => {
    const unit = part.store.add(input(), "kim");
    expect(
      (await post(unit.serial, { intent: "delete", confirmed: "yes" }, { as: "staff" })).status,
    ).toBe(403);
    const staffPage = await (await get(`/admin/units/${unit.serial}`, "staff")).text();
    expect(staffPage).toContain("기록 삭제는 소유자 계정만 할 수 있습니다.");

    const asked = await post(unit.serial, { intent: "delete" });
    expect(asked.status).toBe(200);
    const step = parse(await asked.text()).querySelector(".admin-confirm")!;
    expect(step.text).toContain(`${unit.serial} 기록을 삭제하시겠습니까? 되돌릴 수 없습니다.`);
    expect(step.querySelector('input[name="confirmed"]')?.getAttribute("value")).toBe("yes");
    expect(part.store.bySerial(unit.serial)).toBeDefined();

    part.store.addPaper(unit.id, { kind: "manual", file: "f-2", name: "m.pdf", bytes: 1 }, "kim");
    const page = await (await get(`/admin/units/${unit.serial}`, "owner")).text();
    expect(page).toContain(
      "서류 1건, 정비 이력 0건, 서비스·부품 요청 0건이 있어 삭제할 수 없습니다.",
    );
    const kept = await post(unit.serial, { intent: "delete", confirmed: "yes" });
    expect(kept.status).toBe(409);
    expect(parse(await kept.text()).querySelector('[role="alert"]')?.text).toContain(
      "서류는 위의 ‘서류’에서 먼저 삭제하십시오.",
    );
    expect(part.store.bySerial(unit.serial)).toBeDefined();
  });

  it("takes the unit away: its public page is the 404 page, the list says so, the log names the serial", async () => {
    const unit = part.store.add(input(), "kim");
    expect((await get(`/u/${unit.token}`)).status).toBe(200);
    const deleted = await post(
      unit.serial,
      { intent: "delete", confirmed: "yes" },
      { lang: "/en" },
    );
    expect(deleted.status).toBe(302);
    const location = deleted.headers.get("Location")!;
    expect(location).toBe(`/en/admin/units?done=deleted&serial=${unit.serial}`);
    expect((await get(`/u/${unit.token}`)).status).toBe(404);
    expect((await get(`/admin/units/${unit.serial}`, "owner")).status).toBe(404);
    const list = parse(await (await get(location, "owner")).text());
    expect(list.querySelector('[role="status"]')?.text).toBe(
      `The record of ${unit.serial} is deleted. Its serial will not be given again.`,
    );
    // Another serial in the query is not said to be deleted.
    const forged = await (
      await get("/admin/units?done=deleted&serial=HF-2026-00001", "owner")
    ).text();
    expect(forged).not.toContain("기록을 삭제했습니다");
    expect(audits()[0]).toMatchObject({
      action: "unit-deleted",
      actor: "owner@hanbit.example",
      target: unit.serial,
    });
    expect(audits()[0]!.detail).toBeUndefined();
  });
});

describe("the references page", () => {
  it("follows a correction of the industry and the year, and a deletion, at the next request", async () => {
    const own = part.store.add(input({ deliveredOn: "2019-05-05", industry: "lng" }), "kim");
    const row2019 = (rows: string[][]) => rows.find((row) => row[0] === "2019년");
    expect(row2019(await references())?.at(-1)).toBe("1");
    const fields = await editForm(own.serial);
    await post(own.serial, { ...fields, deliveredOn: "2018-05-05", industry: "marine" });
    const after = await references();
    expect(row2019(after)).toBeUndefined();
    expect(after.find((row) => row[0] === "2018년")?.at(-1)).toBe("1");
    const heads = parse(await (await get("/references")).text())
      .querySelectorAll(".references-table")[0]!
      .querySelectorAll("thead th")
      .map((th) => th.text);
    expect(heads).toContain("조선·해양");
    expect(heads).not.toContain("LNG 운반선");

    const deleted = await post(own.serial, { intent: "delete", confirmed: "yes" });
    expect(deleted.status).toBe(302);
    expect((await references()).find((row) => row[0] === "2018년")).toBeUndefined();
  });
});
