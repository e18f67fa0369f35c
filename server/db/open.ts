import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import Database from "better-sqlite3";
import { migrate, type MigrationStep } from "./migrate";

/**
 * Opens (and on first use creates) one of the server's SQLite databases and brings it up to
 * `steps`, after a copy of the file (migrate.ts). Every write is one transaction on disk when it
 * returns (WAL, synchronous=FULL); several processes may share the file, so a writer waits for
 * another instead of failing. `label` names the database in every message, e.g. "the inquiry
 * database INQUIRY_DB=data/inquiries.sqlite".
 */
export function openDatabase(
  file: string,
  label: string,
  steps: readonly MigrationStep[],
  pragmas: readonly string[] = [],
): Database.Database {
  let db: Database.Database;
  try {
    if (file !== ":memory:") mkdirSync(dirname(resolve(file)), { recursive: true });
    db = new Database(file);
    db.pragma("journal_mode = WAL");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot open ${label}: ${reason}`);
  }
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  for (const pragma of pragmas) db.pragma(pragma);
  // Only a database that needs it is written: one that is up to date opens even when it is
  // read-only, so that the site still runs and /healthz can say so.
  try {
    migrate(db, file, label, steps);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
