import type Database from "better-sqlite3";
import { randomBytes } from "node:crypto";

/**
 * The plant's desk in the units database (docs/decisions/046-plants.md): plants, their links'
 * tokens (a revoked one answers 410, a merged plant's leads to the plant it joined), service
 * plans per unit and per product at a plant, contacts with their recorded consent, reminders
 * sent and the requests they brought. One migration step of `UNIT_MIGRATIONS`, never edited.
 */

const newToken = () => randomBytes(12).toString("base64url");

export function plantsStep(db: Database.Database): void {
  db.exec(`
    CREATE TABLE plants (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      token TEXT NOT NULL UNIQUE,
      customer TEXT NOT NULL,
      site TEXT NOT NULL,
      region TEXT NOT NULL DEFAULT '',
      industry TEXT NOT NULL
        CHECK (industry IN ('water', 'power', 'petrochemical', 'marine', 'lng', 'general')),
      version INTEGER NOT NULL DEFAULT 1,
      created_at INTEGER NOT NULL,
      created_by TEXT NOT NULL,
      updated_at INTEGER,
      updated_by TEXT,
      UNIQUE (customer, site)
    );
    -- Every link a plant was given: the live one, a revoked one (410), a merged plant's (alias).
    CREATE TABLE plant_tokens (
      token TEXT PRIMARY KEY,
      plant_id INTEGER NOT NULL REFERENCES plants (id) ON DELETE CASCADE,
      revoked_at INTEGER
    );
    ALTER TABLE units ADD COLUMN plant_id INTEGER REFERENCES plants (id);
    ALTER TABLE units ADD COLUMN plan_kind TEXT
      CHECK (plan_kind IN ('inspection', 'repair', 'parts', 'retrofit', 'other'));
    ALTER TABLE units ADD COLUMN plan_months INTEGER CHECK (plan_months BETWEEN 1 AND 120);
    CREATE INDEX units_plant ON units (plant_id);
    CREATE TABLE plant_plans (
      plant_id INTEGER NOT NULL REFERENCES plants (id) ON DELETE CASCADE,
      product_id TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('inspection', 'repair', 'parts', 'retrofit', 'other')),
      months INTEGER NOT NULL CHECK (months BETWEEN 1 AND 120),
      set_at INTEGER NOT NULL,
      set_by TEXT NOT NULL,
      PRIMARY KEY (plant_id, product_id)
    );
    CREATE TABLE plant_contacts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      plant_id INTEGER NOT NULL REFERENCES plants (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      lang TEXT NOT NULL CHECK (lang IN ('ko', 'en')),
      -- The consent as staff recorded it: when, how, under which policy version, by whom.
      consent_at INTEGER NOT NULL,
      consent_how TEXT NOT NULL,
      consent_policy TEXT NOT NULL,
      consent_by TEXT NOT NULL,
      -- A separate consent to mail between 21:00 and 08:00 (정보통신망법 section 50).
      night_consent INTEGER NOT NULL DEFAULT 0 CHECK (night_consent IN (0, 1)),
      -- When the consent was last confirmed to the person (every two years).
      confirmed_at INTEGER NOT NULL,
      unsubscribe_token TEXT NOT NULL UNIQUE,
      stopped_at INTEGER,
      stopped_why TEXT CHECK (stopped_why IN ('unsubscribed', 'bounced')),
      created_at INTEGER NOT NULL,
      UNIQUE (plant_id, email)
    );
    CREATE TABLE plant_reminders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      plant_id INTEGER NOT NULL REFERENCES plants (id) ON DELETE CASCADE,
      day TEXT NOT NULL,
      sent_at INTEGER NOT NULL,
      units TEXT NOT NULL,
      contacts INTEGER NOT NULL
    );
    CREATE INDEX plant_reminders_plant ON plant_reminders (plant_id, sent_at);
    -- A request from the plant's page (one inquiry for several units), and the reminder whose
    -- link brought it, if one did.
    CREATE TABLE plant_requests (
      inquiry_ref TEXT PRIMARY KEY,
      plant_id INTEGER NOT NULL REFERENCES plants (id) ON DELETE CASCADE,
      reminder_id INTEGER REFERENCES plant_reminders (id) ON DELETE SET NULL,
      kind TEXT NOT NULL CHECK (kind IN ('service', 'parts')),
      day TEXT NOT NULL,
      added_at INTEGER NOT NULL
    );
    CREATE TABLE plant_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    -- What the step grouped, for the back office to show once.
    CREATE TABLE plant_groupings (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      at INTEGER NOT NULL,
      report TEXT NOT NULL
    );
    -- One request may now name several units: unique per unit, not per inquiry.
    CREATE TABLE unit_requests_new (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      unit_id INTEGER NOT NULL REFERENCES units (id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('service', 'parts')),
      day TEXT NOT NULL,
      inquiry_ref TEXT NOT NULL,
      added_at INTEGER NOT NULL,
      UNIQUE (unit_id, inquiry_ref)
    );
    INSERT INTO unit_requests_new (id, unit_id, kind, day, inquiry_ref, added_at)
      SELECT id, unit_id, kind, day, inquiry_ref, added_at FROM unit_requests;
    DROP TABLE unit_requests;
    ALTER TABLE unit_requests_new RENAME TO unit_requests;
    CREATE INDEX unit_requests_unit ON unit_requests (unit_id, day);
    CREATE INDEX unit_requests_ref ON unit_requests (inquiry_ref);
  `);
  groupUnits(db, Date.now());
}

export interface GroupingReport {
  plants: { customer: string; site: string; units: number }[];
  /** Units with neither customer nor site, left without a plant. */
  left: number;
}

/**
 * Groups the units recorded before plants existed by their customer and site (trimmed, exact):
 * each pair is a plant, with its units' most common industry and region. The report is kept.
 */
function groupUnits(db: Database.Database, at: number): void {
  const rows = db
    .prepare<[], { id: number; customer: string; site: string; industry: string; region: string }>(
      "SELECT id, trim(customer) AS customer, trim(site) AS site, industry, region FROM units",
    )
    .all();
  const groups = new Map<string, typeof rows>();
  let left = 0;
  for (const row of rows) {
    if (!row.customer && !row.site) {
      left += 1;
      continue;
    }
    const key = JSON.stringify([row.customer, row.site]);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const mostCommon = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? "";
  };
  const insert = db.prepare(
    `INSERT INTO plants (token, customer, site, region, industry, created_at, created_by)
     VALUES (?, ?, ?, ?, ?, ?, 'grouping')`,
  );
  const token = db.prepare("INSERT INTO plant_tokens (token, plant_id) VALUES (?, ?)");
  const join = db.prepare("UPDATE units SET plant_id = ? WHERE id = ?");
  const report: GroupingReport = { plants: [], left };
  for (const units of groups.values()) {
    const { customer, site } = units[0]!;
    const link = newToken();
    const id = Number(
      insert.run(
        link,
        customer,
        site,
        mostCommon(units.map((u) => u.region)),
        mostCommon(units.map((u) => u.industry)) || "general",
        at,
      ).lastInsertRowid,
    );
    token.run(link, id);
    for (const unit of units) join.run(id, unit.id);
    report.plants.push({ customer, site, units: units.length });
  }
  db.prepare("INSERT INTO plant_groupings (at, report) VALUES (?, ?)").run(
    at,
    JSON.stringify(report),
  );
}
