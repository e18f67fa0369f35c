import type Database from "better-sqlite3";

/**
 * One schema step: SQL, or a function for what SQL alone cannot say. Each upgrades the database
 * by one `PRAGMA user_version`; a shipped step is never edited, only followed by new ones.
 */
export type MigrationStep = string | ((db: Database.Database) => void);

export interface Migrated {
  from: number;
  to: number;
  /** The copy of the file taken before the upgrade, when there was one to take. */
  backup?: string;
}

/** "2026-11-22T20:45:03.123Z" -> "20261122T204503123Z": a file name part that sorts by time. */
function stamp(at: Date) {
  return at.toISOString().replace(/[-:.]/g, "");
}

/**
 * Brings `db` (the file `file`, named `label` in messages, e.g. "the inquiry database
 * INQUIRY_DB=data/inquiries.sqlite") up to `steps.length`. A file that holds an older schema is
 * first copied beside itself as `{file}.v{from}-backup-{time}` (a consistent snapshot taken with
 * VACUUM INTO, which unlike better-sqlite3's async backup() fits a synchronous open); then every
 * step runs in one IMMEDIATE transaction, so a step that fails leaves the database as it was and
 * the error names the file and the copy. A database that is up to date is not written at all,
 * so it opens even when read-only.
 */
export function migrate(
  db: Database.Database,
  file: string,
  label: string,
  steps: readonly MigrationStep[],
  now = new Date(),
): Migrated {
  const target = steps.length;
  const from = db.pragma("user_version", { simple: true }) as number;
  if (from > target) {
    throw new Error(
      `${label}: schema version ${from} is newer than this program knows (${target})`,
    );
  }
  if (from === target) return { from, to: target };

  let backup: string | undefined;
  if (from > 0 && file !== ":memory:" && file !== "") {
    backup = `${file}.v${from}-backup-${stamp(now)}`;
    try {
      db.prepare("VACUUM INTO ?").run(backup);
    } catch (error) {
      throw new Error(
        `Cannot upgrade ${label}: the copy before the upgrade (${backup}) failed, so nothing was changed: ${reason(error)}`,
      );
    }
  }
  // The version is read again under the write lock: another process may have migrated meanwhile.
  const run = db.transaction(() => {
    const current = db.pragma("user_version", { simple: true }) as number;
    for (const step of steps.slice(current)) {
      if (typeof step === "string") db.exec(step);
      else step(db);
    }
    db.pragma(`user_version = ${target}`);
  });
  try {
    run.immediate();
  } catch (error) {
    const kept = backup ? `; a copy taken before the upgrade is ${backup}` : "";
    throw new Error(
      `Cannot upgrade ${label} from schema version ${from} to ${target}: ${reason(error)}. The database was left as it was${kept}`,
    );
  }
  return { from, to: target, ...(backup && { backup }) };
}

function reason(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}
