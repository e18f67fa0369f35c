import Database from "better-sqlite3";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addDays, addMonths, dueOf } from "../../server/units/due";
import { UNIT_MIGRATIONS, openUnitsStore, type UnitsStore } from "../../server/units/store";
import { deliveredUnit } from "../fixtures/units";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";

const tempFolder = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

/**
 * Plants (docs/decisions/046-plants.md): units recorded before plants existed are grouped by
 * customer and site with a report; due dates follow only from a plan; merging keeps every link
 * working; a rotated link answers "gone"; one request names several units.
 */

const ap5 = { id: "ap5", code: "AP5" };
const s30 = { id: "s30", code: "S30" };
const stores: UnitsStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

function open(file: string, now = () => Date.UTC(2026, 10, 27, 3)) {
  const store = openUnitsStore(file, { now });
  stores.push(store);
  return store;
}

describe("due dates", () => {
  it("counts calendar months from the last service, else from the delivery", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2026-11-20", 14)).toBe("2028-01-20");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    const plan = { kind: "inspection" as const, months: 12, from: "unit" as const };
    expect(dueOf({ deliveredOn: "2025-12-10", service: [], plan }, "2026-11-27")).toMatchObject({
      status: "due",
      dueOn: "2026-12-10",
    });
    expect(
      dueOf(
        {
          deliveredOn: "2024-01-10",
          service: [
            { kind: "repair", day: "2026-03-02" },
            { kind: "inspection", day: "2025-02-01" },
          ],
          plan,
        },
        "2026-11-27",
      ),
    ).toMatchObject({ status: "scheduled", dueOn: "2027-03-02", last: { kind: "repair" } });
    expect(dueOf({ deliveredOn: "2024-01-10", service: [], plan }, "2026-11-27").status).toBe(
      "overdue",
    );
    // Within the window staff set, and not past it.
    expect(dueOf({ deliveredOn: "2025-12-10", service: [], plan }, "2026-11-27", 10).status).toBe(
      "scheduled",
    );
  });

  it("never guesses: no interval, or no day to count from, is no plan", () => {
    expect(dueOf({ deliveredOn: "2020-01-01", service: [] }, "2026-11-27")).toEqual({
      status: "no-plan",
    });
    const plan = { kind: "inspection" as const, months: 6, from: "plant" as const };
    const due = dueOf({ service: [], plan }, "2026-11-27");
    expect(due.status).toBe("no-plan");
    expect(due.dueOn).toBeUndefined();
  });
});

describe("plants", () => {
  it("groups the units of an older database by customer and site, and reports it", () => {
    const dir = tempFolder("plants-");
    const file = join(dir, "units.sqlite");
    // The database as the last release left it: the steps before plants.
    const db = new Database(file);
    db.exec("PRAGMA foreign_keys = ON");
    for (const step of UNIT_MIGRATIONS.slice(0, 3)) db.exec(step as string);
    db.pragma("user_version = 3");
    const insert = db.prepare(
      `INSERT INTO units (serial, year, number, token, product_id, product_code, tag, site,
         customer, industry, delivered_on, region, created_at, created_by)
       VALUES (?, 2026, ?, ?, 'ap5', 'AP5', ?, ?, ?, ?, '2026-01-05', ?, 0, 'staff')`,
    );
    const rows = [
      ["화성 정수장", "한빛수자원", "water", "경기"],
      ["화성 정수장 ", "한빛수자원", "water", "경기"],
      ["화성 정수장", "한빛수자원", "power", ""],
      ["울산 2공장", "한빛수자원", "petrochemical", "울산"],
      ["", "", "general", ""],
    ];
    rows.forEach(([site, customer, industry, region], i) =>
      insert.run(
        `HF-2026-0000${i + 1}`,
        i + 1,
        `tokentokentoken${i}`,
        `T-${i}`,
        site,
        customer,
        industry,
        region,
      ),
    );
    insert.run("HF-2026-00009", 9, "tokentokentokenZ", "T-9", "", "대우조선", "marine", "");
    db.prepare(
      "INSERT INTO unit_requests (unit_id, kind, day, inquiry_ref, added_at) VALUES (1, 'service', '2026-02-01', 'HF-1', 0)",
    ).run();
    db.close();

    const store = open(file);
    const [grouping] = store.plants.groupings();
    expect(grouping!.report.left).toBe(1);
    expect(grouping!.report.plants).toEqual(
      expect.arrayContaining([
        { customer: "한빛수자원", site: "화성 정수장", units: 3 },
        { customer: "한빛수자원", site: "울산 2공장", units: 1 },
        { customer: "대우조선", site: "", units: 1 },
      ]),
    );
    const hwaseong = store.plants.byName("한빛수자원", "화성 정수장")!;
    expect(hwaseong).toMatchObject({ industry: "water", region: "경기" });
    expect(hwaseong.token).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(store.plants.desk(hwaseong.id, "2026-11-27").map((u) => u.tag)).toEqual([
      "T-0",
      "T-1",
      "T-2",
    ]);
    // The requests kept their lines, and one inquiry may now name several units.
    expect(store.requests(1)).toHaveLength(1);
  });

  it("puts a new unit at its customer's site, and plans move its due date", () => {
    const store = open(join(tempFolder("plants-"), "units.sqlite"));
    const first = store.add(deliveredUnit(ap5, { deliveredOn: "2025-12-10" }), "staff");
    const second = store.add(deliveredUnit(s30, { tag: "V-7" }), "staff");
    const elsewhere = store.add(deliveredUnit(ap5, { site: "울산" }), "staff");
    const none = store.add(deliveredUnit(ap5, { plantId: null }), "staff");
    expect(first.plantId).toBeDefined();
    expect(second.plantId).toBe(first.plantId);
    expect(elsewhere.plantId).not.toBe(first.plantId);
    expect(none.plantId).toBeUndefined();

    const plant = store.plants.byId(first.plantId!)!;
    const today = "2026-11-27";
    const status = () =>
      Object.fromEntries(store.plants.desk(plant.id, today).map((u) => [u.tag, u.due.status]));
    expect(status()).toEqual({ "P-101 흡입측": "no-plan", "V-7": "no-plan" });

    store.plants.setProductPlan(plant.id, "ap5", { kind: "inspection", months: 12 }, "staff");
    expect(status()).toEqual({ "P-101 흡입측": "due", "V-7": "no-plan" });
    expect(store.plants.planOfUnit(first.id)).toEqual({
      kind: "inspection",
      months: 12,
      from: "plant",
    });
    // A unit's own interval comes first.
    store.plants.setUnitPlan(first.id, { kind: "inspection", months: 6 });
    expect(status()["P-101 흡입측"]).toBe("overdue");
    // Recording a service moves the date.
    store.addService(first.id, { kind: "inspection", day: "2026-11-25" }, "staff");
    const [unit] = store.plants.desk(plant.id, today);
    expect(unit!.due).toMatchObject({ status: "scheduled", dueOn: "2027-05-25" });
    expect(store.plants.dueAcross(today)).toEqual([]);
    store.plants.setReminderDays(200);
    expect(store.plants.dueAcross(today).map((p) => p.units.map((u) => u.serial))).toEqual([
      [first.serial],
    ]);
  });

  it("merges two plants: units, contacts and plans move, and the old link leads on", () => {
    const store = open(join(tempFolder("plants-"), "units.sqlite"));
    const a = store.add(deliveredUnit(ap5, { site: "화성 정수장" }), "staff");
    const b = store.add(deliveredUnit(ap5, { site: "화성정수장" }), "staff");
    const into = store.plants.byId(a.plantId!)!;
    const from = store.plants.byId(b.plantId!)!;
    const consent = {
      lang: "ko" as const,
      consentAt: Date.UTC(2026, 10, 1),
      consentHow: "전화로 동의",
      consentPolicy: "2026-11-01",
      nightConsent: false,
    };
    store.plants.addContact(into.id, { name: "김정비", email: "kim@example.com", ...consent }, "s");
    store.plants.addContact(from.id, { name: "김정비", email: "KIM@example.com", ...consent }, "s");
    store.plants.addContact(from.id, { name: "이설비", email: "lee@example.com", ...consent }, "s");
    store.plants.setProductPlan(from.id, "s30", { kind: "parts", months: 24 }, "s");

    store.plants.merge(from.id, into.id);
    expect(store.plants.byId(from.id)).toBeUndefined();
    expect(store.plants.desk(into.id, "2026-11-27")).toHaveLength(2);
    expect(store.plants.contacts(into.id).map((c) => c.email)).toEqual([
      "kim@example.com",
      "lee@example.com",
    ]);
    expect(store.plants.productPlans(into.id)).toEqual([
      { productId: "s30", kind: "parts", months: 24 },
    ]);
    expect(store.plants.byToken(from.token)).toMatchObject({
      state: "live",
      current: false,
      plant: { id: into.id },
    });

    const rotated = store.plants.rotateToken(into.id)!;
    expect(rotated.token).not.toBe(into.token);
    expect(store.plants.byToken(into.token)).toEqual({ state: "gone" });
    expect(store.plants.byToken(from.token)).toEqual({ state: "gone" });
    expect(store.plants.byToken(rotated.token)).toMatchObject({ state: "live", current: true });
    expect(store.plants.byToken("AAAAAAAAAAAAAAAA")).toBeUndefined();
    expect(store.plants.byToken("../../etc/passwd")).toBeUndefined();
  });

  it("records one request for several units in each unit's history", () => {
    const store = open(join(tempFolder("plants-"), "units.sqlite"));
    const a = store.add(deliveredUnit(ap5), "staff");
    const b = store.add(deliveredUnit(s30, { tag: "V-7" }), "staff");
    const reminder = store.plants.recordReminder(a.plantId!, "2026-11-27", [a.id, b.id], 1);
    store.plants.addRequest({
      inquiryRef: "HF-20261127-0001",
      plantId: a.plantId!,
      reminderId: reminder.id,
      kind: "parts",
      day: "2026-11-27",
      unitIds: [a.id, b.id],
    });
    for (const unit of [a, b]) {
      expect(store.requests(unit.id)).toMatchObject([
        { kind: "parts", inquiryRef: "HF-20261127-0001" },
      ]);
    }
    expect(store.plants.requests()).toEqual([
      {
        inquiryRef: "HF-20261127-0001",
        plantId: a.plantId,
        reminderId: reminder.id,
        kind: "parts",
        day: "2026-11-27",
      },
    ]);
  });
});
