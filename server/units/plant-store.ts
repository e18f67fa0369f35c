import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import type { Industry, RequestKind, ServiceKind } from "./kinds";
import { DEFAULT_REMINDER_DAYS, dueOf, type Due, type ServicePlan } from "./due";
import type { GroupingReport } from "./plant-schema";
import { readDetails, type UnitField } from "./fields";

/**
 * Plants (docs/decisions/046-plants.md): a customer's site that holds delivered units, its
 * public desk's token, service plans, contacts and reminders. In the units database; reached as
 * `units.store.plants` (server/units/store.ts), so a unit and its plant change in one file.
 */

/** A contact's longest name and address (a plant's own fields: server/plants/fields.ts). */
export const PLANT_LIMITS = { name: 80, email: 254 };
/** A plant's link: 16 base64url characters, 96 random bits, as a unit's. */
export const PLANT_TOKEN = /^[A-Za-z0-9_-]{16}$/;

const newToken = () => randomBytes(12).toString("base64url");

/**
 * A plant's fields, each the column of the plants table by its name. Their labels, rules and
 * places are declared in server/plants/fields.ts, which the compiler holds to this list; a new
 * one is also a migration step (`UNIT_MIGRATIONS`, server/units/store.ts).
 */
export const PLANT_FIELD_COLUMNS = ["customer", "site", "region", "industry"] as const;
export type PlantColumn = (typeof PLANT_FIELD_COLUMNS)[number];

/** A plant's values by field: an industry's key, or text ("" when none was typed). */
export type PlantValues = { [C in PlantColumn]: C extends "industry" ? Industry : string };

/**
 * What makes a plant: its name (customer and site) and industry; a field left out is kept
 * empty (a plant made from a unit's record, which has no such field).
 */
export type PlantInput = Pick<PlantValues, "customer" | "site" | "industry"> & Partial<PlantValues>;

/** An input's values in the columns' order, trimmed, a field left out empty. */
const columnValues = (input: PlantInput): string[] =>
  PLANT_FIELD_COLUMNS.map((column) => (input[column] ?? "").trim());

/** A plant: its fields (server/plants/fields.ts), its link's token and its record's version. */
export interface Plant extends PlantValues {
  id: number;
  token: string;
  version: number;
  createdAt: number;
  createdBy: string;
}

export interface PlantSummary extends Plant {
  units: number;
}

export type TokenLookup =
  { state: "live"; plant: Plant; current: boolean } | { state: "gone" } | undefined;

export interface ContactInput {
  name: string;
  email: string;
  lang: "ko" | "en";
  /** When the person gave the consent, and how ("전화로 구두 동의", "signed form"). */
  consentAt: number;
  consentHow: string;
  /** The privacy policy version the person was told. */
  consentPolicy: string;
  /** A separate consent to be mailed between 21:00 and 08:00. */
  nightConsent: boolean;
}

export interface Contact extends ContactInput {
  id: number;
  plantId: number;
  consentBy: string;
  confirmedAt: number;
  unsubscribeToken: string;
  stoppedAt?: number;
  stoppedWhy?: "unsubscribed" | "bounced";
}

export interface Reminder {
  id: number;
  plantId: number;
  day: string;
  sentAt: number;
  unitIds: number[];
  contacts: number;
}

export interface PlantRequest {
  inquiryRef: string;
  plantId: number;
  reminderId?: number;
  kind: RequestKind;
  day: string;
}

/** A unit as the plant's desk lists it: the record's public fields and its due state. */
export interface DeskUnit {
  id: number;
  serial: string;
  token: string;
  productId: string;
  productCode: string;
  tag: string;
  deliveredOn?: string;
  due: Due;
  /** Its fields that show on the plant's list (server/units/fields.ts), those with a value. */
  fields: Partial<Record<UnitField, string>>;
}

/** A plants row: these, and a column for each field (PLANT_FIELD_COLUMNS). */
interface PlantRow {
  id: number;
  token: string;
  version: number;
  created_at: number;
  created_by: string;
  [column: string]: unknown;
}

const plantOf = (row: PlantRow): Plant => ({
  id: row.id,
  token: row.token,
  ...(Object.fromEntries(
    PLANT_FIELD_COLUMNS.map((column) => [column, row[column] ?? ""]),
  ) as PlantValues),
  version: row.version,
  createdAt: row.created_at,
  createdBy: row.created_by,
});

interface ContactRow {
  id: number;
  plant_id: number;
  name: string;
  email: string;
  lang: "ko" | "en";
  consent_at: number;
  consent_how: string;
  consent_policy: string;
  consent_by: string;
  night_consent: number;
  confirmed_at: number;
  unsubscribe_token: string;
  stopped_at: number | null;
  stopped_why: "unsubscribed" | "bounced" | null;
}

const contactOf = (row: ContactRow): Contact => ({
  id: row.id,
  plantId: row.plant_id,
  name: row.name,
  email: row.email,
  lang: row.lang,
  consentAt: row.consent_at,
  consentHow: row.consent_how,
  consentPolicy: row.consent_policy,
  consentBy: row.consent_by,
  nightConsent: row.night_consent === 1,
  confirmedAt: row.confirmed_at,
  unsubscribeToken: row.unsubscribe_token,
  ...(row.stopped_at !== null && { stoppedAt: row.stopped_at }),
  ...(row.stopped_why !== null && { stoppedWhy: row.stopped_why }),
});

export type PlantsStore = ReturnType<typeof openPlants>;

/** Plants are not on the references page (nor any cached page): no change here purges. */
export function openPlants(db: Database.Database, { now }: { now: () => number }) {
  const byId = (id: number): Plant | undefined => {
    const row = db.prepare<[number], PlantRow>("SELECT * FROM plants WHERE id = ?").get(id);
    return row && plantOf(row);
  };
  const byName = (customer: string, site: string): Plant | undefined => {
    const row = db
      .prepare<[string, string], PlantRow>("SELECT * FROM plants WHERE customer = ? AND site = ?")
      .get(customer.trim(), site.trim());
    return row && plantOf(row);
  };
  const insert = (input: PlantInput, by: string): Plant => {
    const token = newToken();
    const id = Number(
      db
        .prepare(
          `INSERT INTO plants (token, ${PLANT_FIELD_COLUMNS.join(", ")}, created_at, created_by)
           VALUES (?, ${PLANT_FIELD_COLUMNS.map(() => "?").join(", ")}, ?, ?)`,
        )
        .run(token, ...columnValues(input), now(), by).lastInsertRowid,
    );
    db.prepare("INSERT INTO plant_tokens (token, plant_id) VALUES (?, ?)").run(token, id);
    return byId(id)!;
  };

  const planOf = (unit: {
    plan_kind: ServiceKind | null;
    plan_months: number | null;
    plant_id: number | null;
    product_id: string;
  }): ServicePlan | undefined => {
    if (unit.plan_kind && unit.plan_months) {
      return { kind: unit.plan_kind, months: unit.plan_months, from: "unit" };
    }
    if (unit.plant_id === null) return undefined;
    const row = db
      .prepare<[number, string], { kind: ServiceKind; months: number }>(
        "SELECT kind, months FROM plant_plans WHERE plant_id = ? AND product_id = ?",
      )
      .get(unit.plant_id, unit.product_id);
    return row && { kind: row.kind, months: row.months, from: "plant" };
  };

  const reminderDays = (): number => {
    const row = db
      .prepare<[], { value: string }>(
        "SELECT value FROM plant_settings WHERE key = 'reminder_days'",
      )
      .get();
    return row ? Number(row.value) : DEFAULT_REMINDER_DAYS;
  };

  type DeskRow = {
    id: number;
    serial: string;
    token: string;
    product_id: string;
    product_code: string;
    tag: string;
    delivered_on: string | null;
    plan_kind: ServiceKind | null;
    plan_months: number | null;
    plant_id: number | null;
    elastomer: string | null;
    details: string;
  };
  const deskOf = (rows: DeskRow[], today: string): DeskUnit[] => {
    const service = db.prepare<[number], { kind: ServiceKind; day: string }>(
      "SELECT kind, day FROM unit_service WHERE unit_id = ?",
    );
    const window = reminderDays();
    return rows.map((row) => {
      const plan = planOf(row);
      return {
        id: row.id,
        serial: row.serial,
        token: row.token,
        productId: row.product_id,
        productCode: row.product_code,
        tag: row.tag,
        ...(row.delivered_on !== null && { deliveredOn: row.delivered_on }),
        fields: {
          ...(row.elastomer !== null && { elastomer: row.elastomer }),
          ...readDetails(row.details),
        },
        due: dueOf(
          {
            ...(row.delivered_on !== null && { deliveredOn: row.delivered_on }),
            service: service.all(row.id),
            ...(plan && { plan }),
          },
          today,
          window,
        ),
      };
    });
  };
  const DESK_COLUMNS = `id, serial, token, product_id, product_code, tag, delivered_on, plan_kind,
    plan_months, plant_id, elastomer, details`;

  return {
    byId,
    byName,

    /** Plants by customer and site, with their unit counts; `search` finds either. */
    list(search = ""): PlantSummary[] {
      const q = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .prepare<[string, string], PlantRow & { units: number }>(
          `SELECT plants.*, (SELECT COUNT(*) FROM units WHERE units.plant_id = plants.id) AS units
           FROM plants WHERE customer LIKE ? ESCAPE '\\' OR site LIKE ? ESCAPE '\\'
           ORDER BY customer, site`,
        )
        .all(q, q)
        .map((row) => ({ ...plantOf(row), units: row.units }));
    },

    /**
     * A plant by a link's token: live (the current link, or a merged plant's that leads to
     * the plant it joined), gone (revoked: 410), or nothing (404).
     */
    byToken(token: string): TokenLookup {
      if (!PLANT_TOKEN.test(token)) return undefined;
      const row = db
        .prepare<[string], { plant_id: number; revoked_at: number | null }>(
          "SELECT plant_id, revoked_at FROM plant_tokens WHERE token = ?",
        )
        .get(token);
      if (!row) return undefined;
      if (row.revoked_at !== null) return { state: "gone" };
      const plant = byId(row.plant_id)!;
      return { state: "live", plant, current: plant.token === token };
    },

    create(input: PlantInput, by: string): Plant {
      const plant = insert(input, by);
      return plant;
    },

    /** The plant of this customer and site, made if there is none (an import's row, a new unit). */
    findOrCreate(input: PlantInput, by: string): Plant {
      return byName(input.customer, input.site) ?? this.create(input, by);
    },

    /** Corrects a plant's names on the version staff edited; a newer one is refused. */
    edit(
      id: number,
      input: PlantInput,
      by: string,
      baseVersion: number,
    ): { ok: true; plant: Plant } | { ok: false; reason: "conflict" | "missing" | "taken" } {
      const run = db.transaction(() => {
        const plant = byId(id);
        if (!plant) return { ok: false as const, reason: "missing" as const };
        if (plant.version !== baseVersion)
          return { ok: false as const, reason: "conflict" as const };
        const other = byName(input.customer, input.site);
        if (other && other.id !== id) return { ok: false as const, reason: "taken" as const };
        db.prepare(
          `UPDATE plants SET ${PLANT_FIELD_COLUMNS.map((column) => `${column} = ?`).join(", ")},
             version = version + 1, updated_at = ?, updated_by = ? WHERE id = ?`,
        ).run(...columnValues(input), now(), by, id);
        return { ok: true as const, plant: byId(id)! };
      });
      return run.immediate();
    },

    /** The plant's units, by tag then serial, with their due state on `today`. */
    desk(plantId: number, today: string): DeskUnit[] {
      const rows = db
        .prepare<[number], DeskRow>(
          `SELECT ${DESK_COLUMNS} FROM units WHERE plant_id = ? ORDER BY tag, serial`,
        )
        .all(plantId);
      return deskOf(rows, today);
    },

    /** Every unit with a plan that is overdue or due on `today`, by plant. */
    dueAcross(today: string): { plant: Plant; units: DeskUnit[] }[] {
      const rows = db
        .prepare<[], DeskRow>(
          `SELECT ${DESK_COLUMNS} FROM units WHERE plant_id IS NOT NULL ORDER BY plant_id, tag`,
        )
        .all();
      const due = deskOf(rows, today).filter(
        (unit) => unit.due.status === "overdue" || unit.due.status === "due",
      );
      const plants = new Map<number, DeskUnit[]>();
      for (const unit of due) {
        const plantId = rows.find((row) => row.id === unit.id)!.plant_id!;
        plants.set(plantId, [...(plants.get(plantId) ?? []), unit]);
      }
      return [...plants].map(([id, units]) => ({ plant: byId(id)!, units }));
    },

    /** Puts a unit at a plant (or at none). */
    moveUnit(unitId: number, plantId: number | null): void {
      db.prepare("UPDATE units SET plant_id = ? WHERE id = ?").run(plantId, unitId);
    },

    /**
     * Merges `fromId` into `intoId`: its units, contacts, plans (the kept plant's win), reminders
     * and requests move; its links lead to the kept plant from now on; it is deleted.
     */
    merge(fromId: number, intoId: number): Plant | undefined {
      if (fromId === intoId) return byId(intoId);
      const run = db.transaction(() => {
        if (!byId(fromId) || !byId(intoId)) return undefined;
        db.prepare("UPDATE units SET plant_id = ? WHERE plant_id = ?").run(intoId, fromId);
        db.prepare(
          `INSERT OR IGNORE INTO plant_plans (plant_id, product_id, kind, months, set_at, set_by)
           SELECT ?, product_id, kind, months, set_at, set_by FROM plant_plans WHERE plant_id = ?`,
        ).run(intoId, fromId);
        // A person at both plants stays once, as the kept plant had them.
        db.prepare(
          `DELETE FROM plant_contacts WHERE plant_id = ? AND email IN
             (SELECT email FROM plant_contacts WHERE plant_id = ?)`,
        ).run(fromId, intoId);
        db.prepare("UPDATE plant_contacts SET plant_id = ? WHERE plant_id = ?").run(intoId, fromId);
        db.prepare("UPDATE plant_reminders SET plant_id = ? WHERE plant_id = ?").run(
          intoId,
          fromId,
        );
        db.prepare("UPDATE plant_requests SET plant_id = ? WHERE plant_id = ?").run(intoId, fromId);
        db.prepare("UPDATE plant_tokens SET plant_id = ? WHERE plant_id = ?").run(intoId, fromId);
        db.prepare("DELETE FROM plants WHERE id = ?").run(fromId);
        return byId(intoId);
      });
      const result = run.immediate();
      return result;
    },

    /** A new link for the plant; every earlier one answers 410 from now on. */
    rotateToken(plantId: number): Plant | undefined {
      const plant = byId(plantId);
      if (!plant) return undefined;
      const token = newToken();
      db.transaction(() => {
        db.prepare(
          "UPDATE plant_tokens SET revoked_at = ? WHERE plant_id = ? AND revoked_at IS NULL",
        ).run(now(), plantId);
        db.prepare("INSERT INTO plant_tokens (token, plant_id) VALUES (?, ?)").run(token, plantId);
        db.prepare("UPDATE plants SET token = ? WHERE id = ?").run(token, plantId);
      }).immediate();
      return byId(plantId);
    },

    /** The plan a unit follows: its own, else its product's at its plant, else none. */
    planOfUnit(unitId: number): ServicePlan | undefined {
      const row = db
        .prepare<[number], DeskRow>(`SELECT ${DESK_COLUMNS} FROM units WHERE id = ?`)
        .get(unitId);
      return row && planOf(row);
    },

    /** Sets (or, with undefined, removes) a unit's own interval. */
    setUnitPlan(unitId: number, plan: { kind: ServiceKind; months: number } | undefined): void {
      db.prepare("UPDATE units SET plan_kind = ?, plan_months = ? WHERE id = ?").run(
        plan?.kind ?? null,
        plan?.months ?? null,
        unitId,
      );
    },

    /** The intervals set per product at a plant. */
    productPlans(plantId: number): { productId: string; kind: ServiceKind; months: number }[] {
      return db
        .prepare<[number], { productId: string; kind: ServiceKind; months: number }>(
          `SELECT product_id AS productId, kind, months FROM plant_plans WHERE plant_id = ?
           ORDER BY product_id`,
        )
        .all(plantId);
    },

    /** Sets (or removes) the interval of every unit of a product at a plant without its own. */
    setProductPlan(
      plantId: number,
      productId: string,
      plan: { kind: ServiceKind; months: number } | undefined,
      by: string,
    ): void {
      if (!plan) {
        db.prepare("DELETE FROM plant_plans WHERE plant_id = ? AND product_id = ?").run(
          plantId,
          productId,
        );
        return;
      }
      db.prepare(
        `INSERT INTO plant_plans (plant_id, product_id, kind, months, set_at, set_by)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (plant_id, product_id) DO UPDATE SET kind = excluded.kind,
           months = excluded.months, set_at = excluded.set_at, set_by = excluded.set_by`,
      ).run(plantId, productId, plan.kind, plan.months, now(), by);
    },

    /** How many days before its day a unit counts as due and its plant is reminded. */
    reminderDays,
    setReminderDays(days: number): void {
      db.prepare(
        `INSERT INTO plant_settings (key, value) VALUES ('reminder_days', ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      ).run(String(days));
    },

    /** The Seoul day the daily reminders last ran (server/plants/reminders.ts), if ever. */
    remindersRanOn(): string | undefined {
      return db
        .prepare<[], { value: string }>(
          "SELECT value FROM plant_settings WHERE key = 'reminders_day'",
        )
        .get()?.value;
    },
    setRemindersRanOn(day: string): void {
      db.prepare(
        `INSERT INTO plant_settings (key, value) VALUES ('reminders_day', ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      ).run(day);
    },

    /** Contacts at every plant (the reminders' run and the numbers). */
    allContacts(): Contact[] {
      return db
        .prepare<[], ContactRow>("SELECT * FROM plant_contacts ORDER BY plant_id, id")
        .all()
        .map(contactOf);
    },

    contacts(plantId: number): Contact[] {
      return db
        .prepare<[number], ContactRow>(
          "SELECT * FROM plant_contacts WHERE plant_id = ? ORDER BY id",
        )
        .all(plantId)
        .map(contactOf);
    },

    /** Adds a person who consented; the consent's record is required, never assumed. */
    addContact(plantId: number, input: ContactInput, by: string): Contact {
      const id = Number(
        db
          .prepare(
            `INSERT INTO plant_contacts (plant_id, name, email, lang, consent_at, consent_how,
               consent_policy, consent_by, night_consent, confirmed_at, unsubscribe_token,
               created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            plantId,
            input.name,
            input.email.toLowerCase(),
            input.lang,
            input.consentAt,
            input.consentHow,
            input.consentPolicy,
            by,
            input.nightConsent ? 1 : 0,
            input.consentAt,
            randomBytes(18).toString("base64url"),
            now(),
          ).lastInsertRowid,
      );
      return contactOf(
        db.prepare<[number], ContactRow>("SELECT * FROM plant_contacts WHERE id = ?").get(id)!,
      );
    },

    /** One contact as it is now (the outbox asks at each try of their mail). */
    contactById(contactId: number): Contact | undefined {
      const row = db
        .prepare<[number], ContactRow>("SELECT * FROM plant_contacts WHERE id = ?")
        .get(contactId);
      return row && contactOf(row);
    },

    contactByUnsubscribe(token: string): Contact | undefined {
      if (!/^[A-Za-z0-9_-]{24}$/.test(token)) return undefined;
      const row = db
        .prepare<[string], ContactRow>("SELECT * FROM plant_contacts WHERE unsubscribe_token = ?")
        .get(token);
      return row && contactOf(row);
    },

    /** Stops every mail to the contact (an unsubscribe or a hard bounce); the first reason stays. */
    stopContact(contactId: number, why: "unsubscribed" | "bounced"): void {
      db.prepare(
        `UPDATE plant_contacts SET stopped_at = ?, stopped_why = ?
         WHERE id = ? AND stopped_at IS NULL`,
      ).run(now(), why, contactId);
    },

    /** Stops every contact at this address, at any plant (a hard bounce names an address). */
    stopAddress(email: string, why: "unsubscribed" | "bounced"): number {
      return db
        .prepare(
          `UPDATE plant_contacts SET stopped_at = ?, stopped_why = ?
           WHERE email = ? AND stopped_at IS NULL`,
        )
        .run(now(), why, email.toLowerCase()).changes;
    },

    /** Records that the person was told again of their consent (every two years). */
    confirmContact(contactId: number, at: number): void {
      db.prepare("UPDATE plant_contacts SET confirmed_at = ? WHERE id = ?").run(at, contactId);
    },

    /** Erases a contact (the person's request): the row is deleted; the caller erases mail. */
    removeContact(contactId: number): Contact | undefined {
      const row = db
        .prepare<[number], ContactRow>("SELECT * FROM plant_contacts WHERE id = ?")
        .get(contactId);
      if (row) db.prepare("DELETE FROM plant_contacts WHERE id = ?").run(contactId);
      return row && contactOf(row);
    },

    /** Every contact at this address, at any plant (for an erasure request). */
    contactsByEmail(email: string): Contact[] {
      return db
        .prepare<[string], ContactRow>("SELECT * FROM plant_contacts WHERE email = ?")
        .all(email.toLowerCase())
        .map(contactOf);
    },

    recordReminder(plantId: number, day: string, unitIds: number[], contacts: number): Reminder {
      const at = now();
      const id = Number(
        db
          .prepare(
            `INSERT INTO plant_reminders (plant_id, day, sent_at, units, contacts)
             VALUES (?, ?, ?, ?, ?)`,
          )
          .run(plantId, day, at, JSON.stringify(unitIds), contacts).lastInsertRowid,
      );
      return { id, plantId, day, sentAt: at, unitIds, contacts };
    },

    reminders(plantId?: number): Reminder[] {
      const rows = db
        .prepare<
          [number | null, number | null],
          {
            id: number;
            plant_id: number;
            day: string;
            sent_at: number;
            units: string;
            contacts: number;
          }
        >(`SELECT * FROM plant_reminders WHERE ? IS NULL OR plant_id = ? ORDER BY sent_at, id`)
        .all(plantId ?? null, plantId ?? null);
      return rows.map((row) => ({
        id: row.id,
        plantId: row.plant_id,
        day: row.day,
        sentAt: row.sent_at,
        unitIds: JSON.parse(row.units) as number[],
        contacts: row.contacts,
      }));
    },

    /**
     * Records a request from the plant's page once its inquiry is stored: the plant's line and
     * one line in each unit's history, under the one inquiry's reference.
     */
    addRequest(request: PlantRequest & { unitIds: number[] }): void {
      db.transaction(() => {
        db.prepare(
          `INSERT INTO plant_requests (inquiry_ref, plant_id, reminder_id, kind, day, added_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        ).run(
          request.inquiryRef,
          request.plantId,
          request.reminderId ?? null,
          request.kind,
          request.day,
          now(),
        );
        const line = db.prepare(
          `INSERT INTO unit_requests (unit_id, kind, day, inquiry_ref, added_at)
           VALUES (?, ?, ?, ?, ?)`,
        );
        for (const unitId of request.unitIds) {
          line.run(unitId, request.kind, request.day, request.inquiryRef, now());
        }
      }).immediate();
    },

    requests(plantId?: number): PlantRequest[] {
      return db
        .prepare<
          [number | null, number | null],
          {
            ref: string;
            plant_id: number;
            reminder_id: number | null;
            kind: RequestKind;
            day: string;
          }
        >(
          `SELECT inquiry_ref AS ref, plant_id, reminder_id, kind, day FROM plant_requests
           WHERE ? IS NULL OR plant_id = ? ORDER BY day, inquiry_ref`,
        )
        .all(plantId ?? null, plantId ?? null)
        .map((row) => ({
          inquiryRef: row.ref,
          plantId: row.plant_id,
          ...(row.reminder_id !== null && { reminderId: row.reminder_id }),
          kind: row.kind,
          day: row.day,
        }));
    },

    /** What grouping the units into plants did when plants came (the report kept once). */
    groupings(): { at: number; report: GroupingReport }[] {
      return db
        .prepare<[], { at: number; report: string }>("SELECT at, report FROM plant_groupings")
        .all()
        .map((row) => ({ at: row.at, report: JSON.parse(row.report) as GroupingReport }));
    },
  };
}
