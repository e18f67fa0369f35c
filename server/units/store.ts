import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import type { MigrationStep } from "../db/migrate";
import { openDatabase } from "../db/open";
import type { Industry, PaperKind, RequestKind, ServiceKind } from "./kinds";
import { DETAIL_FIELDS, detailsJson, readDetails, type DetailField } from "./fields";
import { plantsStep } from "./plant-schema";
import { openPlants } from "./plant-store";

/**
 * Delivered units (docs/decisions/033-delivered-units.md): one row per valve or actuator the
 * company delivered, with its serial (printed on the nameplate), its product, its customer's
 * tag, site and company, its papers and its service history, and the random token of its public
 * page (/u/{token}). In `{DATA_DIR}/units.sqlite`.
 *
 * The API later work builds on (service requests, references, numbers): `add`, `bySerial`,
 * `byToken`, `list` (by product, industry, year, a search), `years`, `papers`, `service`.
 */

export { INDUSTRIES, PAPER_KINDS, REQUEST_KINDS, SERVICE_KINDS } from "./kinds";
export type { Industry, PaperKind, RequestKind, ServiceKind } from "./kinds";

/** The serial printed on the nameplate: HF-2026-00042. */
export const SERIAL = /^HF-(\d{4})-(\d{5})$/;
/** A public page's token: 16 base64url characters, 96 random bits. */
export const TOKEN = /^[A-Za-z0-9_-]{16}$/;

/** A new token: 12 random bytes, 96 bits, short enough for a small QR code. */
export function newToken(): string {
  return randomBytes(12).toString("base64url");
}

export interface UnitInput {
  /** The product's id in the live catalogue (stable across code changes), and its code then. */
  productId: string;
  productCode: string;
  tag: string;
  site: string;
  customer: string;
  industry: Industry;
  /** YYYY-MM-DD, or undefined when not known yet. */
  deliveredOn?: string;
  /** The inquiry it came from, by reference (HF-...). */
  inquiryRef?: string;
  /** Whether the customer may be named in the references; no by default. */
  nameConsent: boolean;
  /** How references describe an unnamed customer's place ("Gyeonggi"). */
  region: string;
  /** A pinch valve's sleeve elastomer ("EPDM"), for a spare sleeve of the same; optional. */
  elastomer?: string;
  /**
   * The plant it is at (docs/decisions/046-plants.md). Absent: the plant of its customer and
   * site, made if there is none; null: no plant.
   */
  plantId?: number | null;
  /**
   * The fields kept beside the columns, by name (server/units/fields.ts): size, material,
   * supply, options and any declared later. Only those with a value.
   */
  details?: Partial<Record<DetailField, string>>;
}

export type { DetailField } from "./fields";

export interface Unit extends Omit<UnitInput, "plantId"> {
  id: number;
  plantId?: number;
  /** Its own service interval, when staff set one (else its product's at its plant, if any). */
  plan?: { kind: ServiceKind; months: number };
  serial: string;
  year: number;
  token: string;
  createdAt: number;
  createdBy: string;
  tokenChangedAt?: number;
  /** Counts the corrections of the record (1 as added): an edit names the one it corrected. */
  version: number;
  updatedAt?: number;
  updatedBy?: string;
}

/** What a correction may change: every field staff typed but the consent (its own form). */
export type UnitEdit = Omit<UnitInput, "nameConsent" | "plantId">;

/** The fields a correction compares and writes, by the name the audit log gives them. */
const EDITED = {
  productId: "product_id",
  productCode: "product_code",
  tag: "tag",
  site: "site",
  customer: "customer",
  industry: "industry",
  deliveredOn: "delivered_on",
  inquiryRef: "inquiry_ref",
  region: "region",
  elastomer: "elastomer",
  details: "details",
} as const satisfies Record<keyof UnitEdit, string>;

/** What a correction changed: a column's field, or a detail by its field's name. */
export type EditedField = Exclude<keyof UnitEdit, "details"> | DetailField;

export type EditResult =
  | { ok: true; unit: Unit; changed: EditedField[] }
  | { ok: false; reason: "conflict"; current: Unit }
  | { ok: false; reason: "missing" };

export type RemoveResult =
  | { ok: true; unit: Unit }
  | { ok: false; reason: "missing" }
  /** Kept: what it has that a mistaken record would not (remove the papers first). */
  | { ok: false; reason: "kept"; papers: number; service: number; requests: number };

export interface Paper {
  id: number;
  unitId: number;
  kind: PaperKind;
  /** The stored file's random id ({DATA_DIR}/unit-papers/{file}.pdf). */
  file: string;
  name: string;
  bytes: number;
  addedAt: number;
}

export interface ServiceEntry {
  id: number;
  unitId: number;
  kind: ServiceKind;
  /** YYYY-MM-DD. */
  day: string;
}

/**
 * Delivered units as the references count them (docs/decisions/036-references.md): units with a
 * delivery date, grouped by the delivery's year, industry, product and region, the customer only
 * where its naming consent is given. A customer without consent never leaves the database here.
 */
export interface DeliveryRow {
  year: number;
  industry: Industry;
  productId: string;
  region: string;
  /** Only with the customer's consent to be named. */
  customer?: string;
  units: number;
}

/**
 * A service or spare-parts request sent from the unit's page (an inquiry of its own kind, in the
 * inquiry database): the day and kind the public history shows, and the inquiry's reference
 * for staff. No person and no words: those stay with the inquiry, erased with it.
 */
export interface UnitRequest {
  id: number;
  unitId: number;
  kind: RequestKind;
  /** YYYY-MM-DD, the day in Seoul it was received. */
  day: string;
  inquiryRef: string;
}

export interface UnitQuery {
  /** Finds serial, tag, site or customer containing it (case-insensitive). */
  search?: string;
  productId?: string;
  industry?: Industry;
  /** The serial's year (year of delivery, or of recording when none was given). */
  year?: number;
  limit?: number;
  offset?: number;
}

// Each entry upgrades the schema by one version (PRAGMA user_version); never edit a shipped one.
export const UNIT_MIGRATIONS: readonly MigrationStep[] = [
  `CREATE TABLE units (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     serial TEXT NOT NULL UNIQUE,
     year INTEGER NOT NULL,
     number INTEGER NOT NULL,
     token TEXT NOT NULL UNIQUE,
     token_changed_at INTEGER,
     product_id TEXT NOT NULL,
     product_code TEXT NOT NULL,
     tag TEXT NOT NULL,
     site TEXT NOT NULL,
     customer TEXT NOT NULL,
     industry TEXT NOT NULL
       CHECK (industry IN ('water', 'power', 'petrochemical', 'marine', 'lng', 'general')),
     delivered_on TEXT,
     inquiry_ref TEXT,
     name_consent INTEGER NOT NULL DEFAULT 0 CHECK (name_consent IN (0, 1)),
     region TEXT NOT NULL DEFAULT '',
     created_at INTEGER NOT NULL,
     created_by TEXT NOT NULL,
     UNIQUE (year, number)
   );
   CREATE INDEX units_product ON units (product_id);
   CREATE INDEX units_industry ON units (industry, year);
   CREATE TABLE unit_papers (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     unit_id INTEGER NOT NULL REFERENCES units (id) ON DELETE CASCADE,
     kind TEXT NOT NULL
       CHECK (kind IN ('test-report', 'wiring', 'manual', 'certificate', 'other')),
     file TEXT NOT NULL UNIQUE,
     name TEXT NOT NULL,
     bytes INTEGER NOT NULL,
     added_at INTEGER NOT NULL,
     added_by TEXT NOT NULL
   );
   CREATE INDEX unit_papers_unit ON unit_papers (unit_id);
   -- Dates and kinds only: what the public page shows of a unit's service.
   CREATE TABLE unit_service (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     unit_id INTEGER NOT NULL REFERENCES units (id) ON DELETE CASCADE,
     kind TEXT NOT NULL CHECK (kind IN ('inspection', 'repair', 'parts', 'retrofit', 'other')),
     day TEXT NOT NULL,
     added_at INTEGER NOT NULL,
     added_by TEXT NOT NULL
   );
   CREATE INDEX unit_service_unit ON unit_service (unit_id, day);`,
  // Issue 58 item 5: a pinch valve's sleeve elastomer, and the requests sent from the unit's
  // page (dates, kinds and the inquiry's reference; the request itself is an inquiry).
  `ALTER TABLE units ADD COLUMN elastomer TEXT;
   CREATE TABLE unit_requests (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     unit_id INTEGER NOT NULL REFERENCES units (id) ON DELETE CASCADE,
     kind TEXT NOT NULL CHECK (kind IN ('service', 'parts')),
     day TEXT NOT NULL,
     inquiry_ref TEXT NOT NULL UNIQUE,
     added_at INTEGER NOT NULL
   );
   CREATE INDEX unit_requests_unit ON unit_requests (unit_id, day);`,
  // Corrections and deletions (decision 033, amendment): the record's version for the
  // optimistic check, and the serials of deleted units so that none is ever given again.
  `ALTER TABLE units ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
   ALTER TABLE units ADD COLUMN updated_at INTEGER;
   ALTER TABLE units ADD COLUMN updated_by TEXT;
   CREATE TABLE unit_deleted (
     serial TEXT PRIMARY KEY,
     year INTEGER NOT NULL,
     number INTEGER NOT NULL,
     deleted_at INTEGER NOT NULL,
     deleted_by TEXT NOT NULL
   );`,
  // Issue 74: plants, their links, plans, contacts and reminders; units grouped by site.
  plantsStep,
  // Issue 82 item 9: the fields declared without a column (server/units/fields.ts), as JSON.
  `ALTER TABLE units ADD COLUMN details TEXT NOT NULL DEFAULT '{}'`,
];

interface UnitRow {
  id: number;
  serial: string;
  year: number;
  token: string;
  token_changed_at: number | null;
  product_id: string;
  product_code: string;
  tag: string;
  site: string;
  customer: string;
  industry: Industry;
  delivered_on: string | null;
  inquiry_ref: string | null;
  name_consent: number;
  region: string;
  elastomer: string | null;
  details: string;
  created_at: number;
  created_by: string;
  version: number;
  updated_at: number | null;
  updated_by: string | null;
  plant_id: number | null;
  plan_kind: ServiceKind | null;
  plan_months: number | null;
}

function unitOf(row: UnitRow): Unit {
  return {
    id: row.id,
    serial: row.serial,
    year: row.year,
    token: row.token,
    ...(row.token_changed_at !== null && { tokenChangedAt: row.token_changed_at }),
    productId: row.product_id,
    productCode: row.product_code,
    tag: row.tag,
    site: row.site,
    customer: row.customer,
    industry: row.industry,
    ...(row.delivered_on !== null && { deliveredOn: row.delivered_on }),
    ...(row.inquiry_ref !== null && { inquiryRef: row.inquiry_ref }),
    nameConsent: row.name_consent === 1,
    region: row.region,
    ...(row.elastomer !== null && { elastomer: row.elastomer }),
    details: readDetails(row.details),
    createdAt: row.created_at,
    createdBy: row.created_by,
    version: row.version,
    ...(row.updated_at !== null && { updatedAt: row.updated_at }),
    ...(row.updated_by !== null && { updatedBy: row.updated_by }),
    ...(row.plant_id !== null && { plantId: row.plant_id }),
    ...(row.plan_kind !== null &&
      row.plan_months !== null && { plan: { kind: row.plan_kind, months: row.plan_months } }),
  };
}

/** "HF-2026-00042". */
export function serialOf(year: number, number: number): string {
  return `HF-${year}-${String(number).padStart(5, "0")}`;
}

/** LIKE's wildcards typed by staff match themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type UnitsStore = ReturnType<typeof openUnitsStore>;

/**
 * Opens (and creates) the units database at `file`. `now` is the clock of times kept, so tests
 * can move it; a unit's serial year is its delivery's, or the year of `now` in Seoul.
 */
export function openUnitsStore(file: string, { now = () => Date.now() } = {}) {
  const db: Database.Database = openDatabase(file, `the units database ${file}`, UNIT_MIGRATIONS, [
    "foreign_keys = ON",
    // An erased plant contact's row is overwritten with zeros, not left in free pages (046).
    "secure_delete = ON",
  ]);
  const seoulYear = () => new Date(now() + 9 * 3600_000).getUTCFullYear();

  const insert = db.prepare(
    `INSERT INTO units (serial, year, number, token, product_id, product_code, tag, site, customer,
       industry, delivered_on, inquiry_ref, name_consent, region, elastomer, details, created_at,
       created_by, plant_id)
     VALUES (@serial, @year, @number, @token, @productId, @productCode, @tag, @site, @customer,
       @industry, @deliveredOn, @inquiryRef, @nameConsent, @region, @elastomer, @details,
       @createdAt, @createdBy, @plantId)`,
  );
  // A deleted unit's serial is never given again: a plate may have been stamped with it.
  const nextNumber = db.prepare<[number, number], { next: number }>(
    `SELECT MAX(COALESCE((SELECT MAX(number) FROM units WHERE year = ?), 0),
       COALESCE((SELECT MAX(number) FROM unit_deleted WHERE year = ?), 0)) + 1 AS next`,
  );

  /** Adds the units in one transaction: all get their serials, in order, or none is added. */
  const addAll = (inputs: readonly UnitInput[], by: string): Unit[] => {
    const run = db.transaction(() =>
      inputs.map((input) => {
        const year = input.deliveredOn ? Number(input.deliveredOn.slice(0, 4)) : seoulYear();
        const number = nextNumber.get(year, year)!.next;
        const serial = serialOf(year, number);
        const result = insert.run({
          serial,
          year,
          number,
          token: newToken(),
          productId: input.productId,
          productCode: input.productCode,
          tag: input.tag,
          site: input.site,
          customer: input.customer,
          industry: input.industry,
          deliveredOn: input.deliveredOn ?? null,
          inquiryRef: input.inquiryRef ?? null,
          nameConsent: input.nameConsent ? 1 : 0,
          region: input.region,
          elastomer: input.elastomer || null,
          details: detailsJson(input.details),
          createdAt: now(),
          createdBy: by,
          plantId: plantFor(input, by),
        });
        return Number(result.lastInsertRowid);
      }),
    );
    // IMMEDIATE: two staff adding at once wait for each other instead of taking one number.
    const ids = run.immediate();
    changed();
    return ids.map((id) => byId(id)!);
  };

  // What the references show changed: a count kept in memory (one process writes this file)
  // that the server compares to drop its kept renders, and listeners (the edge's purge).
  let edition = 0;
  const listeners: (() => void)[] = [];
  const changed = () => {
    edition += 1;
    for (const listener of listeners) listener();
  };

  const plants = openPlants(db, { now });
  /** The unit's plant: the one chosen, none, or its customer's site's (made if new). */
  const plantFor = (input: UnitInput, by: string): number | null => {
    if (input.plantId !== undefined) return input.plantId;
    if (!input.customer.trim() && !input.site.trim()) return null;
    return plants.findOrCreate(
      {
        customer: input.customer,
        site: input.site,
        region: input.region,
        industry: input.industry,
      },
      by,
    ).id;
  };

  const byId = (id: number) => {
    const row = db.prepare<[number], UnitRow>("SELECT * FROM units WHERE id = ?").get(id);
    return row && unitOf(row);
  };

  return {
    plants,
    add: (input: UnitInput, by: string): Unit => addAll([input], by)[0]!,
    addAll,

    /** A unit by its serial, any case ("hf-2026-00001" too). */
    bySerial(serial: string): Unit | undefined {
      const match = SERIAL.exec(serial.toUpperCase());
      if (!match) return undefined;
      const row = db
        .prepare<[string], UnitRow>("SELECT * FROM units WHERE serial = ?")
        .get(serial.toUpperCase());
      return row && unitOf(row);
    },

    /** A unit by its public token, exactly (a rotated token finds nothing). */
    byToken(token: string): Unit | undefined {
      if (!TOKEN.test(token)) return undefined;
      const row = db.prepare<[string], UnitRow>("SELECT * FROM units WHERE token = ?").get(token);
      return row && unitOf(row);
    },

    /** Units newest first, filtered; `total` counts all that match. */
    list(query: UnitQuery = {}): { units: Unit[]; total: number } {
      const where: string[] = [];
      const params: Record<string, string | number> = {};
      if (query.search?.trim()) {
        where.push(
          `(serial LIKE @q ESCAPE '\\' OR tag LIKE @q ESCAPE '\\' OR site LIKE @q ESCAPE '\\'
            OR customer LIKE @q ESCAPE '\\')`,
        );
        params.q = `%${likeEscape(query.search.trim())}%`;
      }
      if (query.productId) {
        where.push("product_id = @productId");
        params.productId = query.productId;
      }
      if (query.industry) {
        where.push("industry = @industry");
        params.industry = query.industry;
      }
      if (query.year) {
        where.push("year = @year");
        params.year = query.year;
      }
      const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
      const total = (
        db.prepare(`SELECT COUNT(*) AS n FROM units ${clause}`).get(params) as { n: number }
      ).n;
      const rows = db
        .prepare(
          `SELECT * FROM units ${clause} ORDER BY year DESC, number DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit: query.limit ?? 50, offset: query.offset ?? 0 }) as UnitRow[];
      return { units: rows.map(unitOf), total };
    },

    /** The serial years that have units, newest first. */
    years(): number[] {
      return db
        .prepare<[], { year: number }>("SELECT DISTINCT year FROM units ORDER BY year DESC")
        .all()
        .map((row) => row.year);
    },

    /**
     * A new token for the unit's page (a label lost or photographed): the old link finds
     * nothing from this moment. Returns the unit as it is now.
     */
    rotateToken(serial: string): Unit | undefined {
      const unit = this.bySerial(serial);
      if (!unit) return undefined;
      db.prepare("UPDATE units SET token = ?, token_changed_at = ? WHERE id = ?").run(
        newToken(),
        now(),
        unit.id,
      );
      return byId(unit.id);
    },

    /** Gives or withdraws the customer's consent to be named in the references. */
    setNameConsent(serial: string, consent: boolean): Unit | undefined {
      const unit = this.bySerial(serial);
      if (!unit) return undefined;
      if (unit.nameConsent !== consent) {
        db.prepare("UPDATE units SET name_consent = ? WHERE id = ?").run(consent ? 1 : 0, unit.id);
        changed();
      }
      return byId(unit.id);
    },

    /**
     * Corrects a mistyped record, on the version the person edited (`baseVersion`): a record
     * corrected since is refused with its current state, never overwritten. The serial and the
     * token never change (the serial is on the nameplate, even when the delivery's year does).
     */
    edit(serial: string, input: UnitEdit, by: string, baseVersion: number): EditResult {
      const run = db.transaction((): EditResult => {
        const unit = this.bySerial(serial);
        if (!unit) return { ok: false, reason: "missing" };
        if (unit.version !== baseVersion) return { ok: false, reason: "conflict", current: unit };
        const columns = (Object.keys(EDITED) as (keyof UnitEdit)[]).filter(
          (key): key is Exclude<keyof UnitEdit, "details"> =>
            key !== "details" && (unit[key] ?? "") !== (input[key] ?? ""),
        );
        const details = DETAIL_FIELDS.filter(
          (field) => (unit.details?.[field] ?? "") !== (input.details?.[field] ?? ""),
        );
        const differ: EditedField[] = [...columns, ...details];
        if (differ.length === 0) return { ok: true, unit, changed: differ };
        const sets = Object.values(EDITED).map((column) => `${column} = @${column}`);
        db.prepare(
          `UPDATE units SET ${sets.join(", ")}, version = version + 1, updated_at = @at,
             updated_by = @by WHERE id = @id AND version = @base`,
        ).run({
          product_id: input.productId,
          product_code: input.productCode,
          tag: input.tag,
          site: input.site,
          customer: input.customer,
          industry: input.industry,
          delivered_on: input.deliveredOn || null,
          inquiry_ref: input.inquiryRef || null,
          region: input.region,
          elastomer: input.elastomer || null,
          details: detailsJson(input.details),
          at: now(),
          by,
          id: unit.id,
          base: baseVersion,
        });
        return { ok: true, unit: byId(unit.id)!, changed: differ };
      });
      // IMMEDIATE: two corrections at once are read and written one after the other.
      const result = run.immediate();
      if (result.ok && result.changed.length > 0) changed();
      return result;
    },

    /**
     * Deletes a unit recorded by mistake (a spreadsheet's duplicate row): only one without
     * papers, service history or requests, which a real delivery has and a mistake has not. Its
     * serial is kept as given, and its public page is the 404 page at once.
     */
    remove(serial: string, by: string): RemoveResult {
      const run = db.transaction((): RemoveResult => {
        const unit = this.bySerial(serial);
        if (!unit) return { ok: false, reason: "missing" };
        const count = (table: string) =>
          (
            db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE unit_id = ?`).get(unit.id) as {
              n: number;
            }
          ).n;
        const kept = {
          papers: count("unit_papers"),
          service: count("unit_service"),
          requests: count("unit_requests"),
        };
        if (kept.papers + kept.service + kept.requests > 0) {
          return { ok: false, reason: "kept", ...kept };
        }
        const number = Number(unit.serial.slice(-5));
        db.prepare(
          `INSERT INTO unit_deleted (serial, year, number, deleted_at, deleted_by)
           VALUES (?, ?, ?, ?, ?)`,
        ).run(unit.serial, unit.year, number, now(), by);
        db.prepare("DELETE FROM units WHERE id = ?").run(unit.id);
        return { ok: true, unit };
      });
      const result = run.immediate();
      if (result.ok) changed();
      return result;
    },

    /** When a serial's unit was deleted, if it was. */
    deletedAt(serial: string): number | undefined {
      return db
        .prepare<[string], { at: number }>(
          "SELECT deleted_at AS at FROM unit_deleted WHERE serial = ?",
        )
        .get(serial.toUpperCase())?.at;
    },

    /** The references' rows: one grouped read; a customer without consent is never read. */
    deliveries(): DeliveryRow[] {
      return db
        .prepare<
          [],
          {
            year: string;
            industry: Industry;
            product_id: string;
            region: string;
            customer: string | null;
            units: number;
          }
        >(
          `SELECT substr(delivered_on, 1, 4) AS year, industry, product_id, region,
             CASE WHEN name_consent = 1 AND customer <> '' THEN customer END AS customer,
             COUNT(*) AS units
           FROM units WHERE delivered_on IS NOT NULL
           GROUP BY 1, 2, 3, 4, 5`,
        )
        .all()
        .map((row) => ({
          year: Number(row.year),
          industry: row.industry,
          productId: row.product_id,
          region: row.region,
          ...(row.customer !== null && { customer: row.customer }),
          units: row.units,
        }));
    },

    /** Units delivered per month ("2026-11") and industry, from the month `from` on. */
    deliveredByMonth(from: string): { month: string; industry: Industry; units: number }[] {
      return db
        .prepare<[string], { month: string; industry: Industry; units: number }>(
          `SELECT substr(delivered_on, 1, 7) AS month, industry, COUNT(*) AS units
           FROM units WHERE delivered_on >= ? GROUP BY 1, 2 ORDER BY 1, 2`,
        )
        .all(`${from}-01`);
    },

    /** Counts the changes the references show (units added, corrected or deleted, a consent). */
    edition: () => edition,

    /** Called after each change the references show. */
    onChange(listener: () => void) {
      listeners.push(listener);
    },

    papers(unitId: number): Paper[] {
      return db
        .prepare<[number], Record<string, string | number>>(
          "SELECT * FROM unit_papers WHERE unit_id = ? ORDER BY added_at, id",
        )
        .all(unitId)
        .map((row) => ({
          id: Number(row.id),
          unitId: Number(row.unit_id),
          kind: row.kind as PaperKind,
          file: String(row.file),
          name: String(row.name),
          bytes: Number(row.bytes),
          addedAt: Number(row.added_at),
        }));
    },

    addPaper(
      unitId: number,
      paper: { kind: PaperKind; file: string; name: string; bytes: number },
      by: string,
    ): Paper {
      const result = db
        .prepare(
          `INSERT INTO unit_papers (unit_id, kind, file, name, bytes, added_at, added_by)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(unitId, paper.kind, paper.file, paper.name, paper.bytes, now(), by);
      return this.papers(unitId).find((p) => p.id === Number(result.lastInsertRowid))!;
    },

    /** Removes a paper of the unit; returns it (its file is the caller's to delete). */
    removePaper(unitId: number, paperId: number): Paper | undefined {
      const paper = this.papers(unitId).find((p) => p.id === paperId);
      if (paper) db.prepare("DELETE FROM unit_papers WHERE id = ?").run(paperId);
      return paper;
    },

    /** The service history, oldest first: dates and kinds only. */
    service(unitId: number): ServiceEntry[] {
      return db
        .prepare<[number], { id: number; unit_id: number; kind: ServiceKind; day: string }>(
          "SELECT id, unit_id, kind, day FROM unit_service WHERE unit_id = ? ORDER BY day, id",
        )
        .all(unitId)
        .map((row) => ({ id: row.id, unitId: row.unit_id, kind: row.kind, day: row.day }));
    },

    addService(unitId: number, entry: { kind: ServiceKind; day: string }, by: string) {
      db.prepare(
        "INSERT INTO unit_service (unit_id, kind, day, added_at, added_by) VALUES (?, ?, ?, ?, ?)",
      ).run(unitId, entry.kind, entry.day, now(), by);
    },

    /**
     * Records a request sent from the unit's page, once its inquiry is stored (`inquiryRef`):
     * the public history then shows its day and kind.
     */
    addRequest(unitId: number, request: { kind: RequestKind; day: string; inquiryRef: string }) {
      db.prepare(
        `INSERT INTO unit_requests (unit_id, kind, day, inquiry_ref, added_at)
         VALUES (?, ?, ?, ?, ?)`,
      ).run(unitId, request.kind, request.day, request.inquiryRef, now());
    },

    /** The requests sent from the unit's page, oldest first. */
    requests(unitId: number): UnitRequest[] {
      return db
        .prepare<
          [number],
          { id: number; unit_id: number; kind: RequestKind; day: string; ref: string }
        >(
          `SELECT id, unit_id, kind, day, inquiry_ref AS ref FROM unit_requests
           WHERE unit_id = ? ORDER BY day, id`,
        )
        .all(unitId)
        .map((row) => ({
          id: row.id,
          unitId: row.unit_id,
          kind: row.kind,
          day: row.day,
          inquiryRef: row.ref,
        }));
    },

    /** The unit an inquiry was sent from, by the inquiry's reference. */
    byRequest(inquiryRef: string): Unit | undefined {
      const row = db
        .prepare<[string], UnitRow>(
          `SELECT units.* FROM units JOIN unit_requests ON unit_requests.unit_id = units.id
           WHERE unit_requests.inquiry_ref = ?`,
        )
        .get(inquiryRef);
      return row && unitOf(row);
    },

    close: () => db.close(),
  };
}
