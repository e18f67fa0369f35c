import { existsSync, readdirSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import Database from "better-sqlite3";
import { FILE_COLUMNS, type FileColumn } from "./file-rows";

/**
 * The end of every restore (an archive's, the replica's): each row that names a file
 * (file-rows.ts) is checked for it. A row whose file is missing is kept, since an inquiry's
 * words matter more than its photo, and the pages that serve the file answer 404; the restore
 * names each such row and goes on.
 */

export interface MissingFile {
  database: string;
  table: string;
  column: string;
  /** The row as the list's `row` names it: "id 7 (HF-20261122-000012)". */
  row: string;
  /** The file's absolute path. */
  path: string;
}

export interface FileCheck {
  /** Rows checked (each with a value in a listed column). */
  rows: number;
  missing: MissingFile[];
  /** Columns that could not be read, each with why: said, never fatal to a restore. */
  unread: string[];
}

/** Whether a table of `db` has `column` (an older schema may lack it: the server adds it). */
function hasColumn(db: Database.Database, table: string, column: string) {
  const columns = db.prepare<[string], { name: string }>("SELECT name FROM pragma_table_info(?)");
  return columns.all(table).some((one) => one.name === column);
}

/**
 * Checks every listed column of the databases restored in `dataDir` (and `inquiryDb`, where
 * INQUIRY_DB puts it). Read only; each folder is listed once, however many rows name it.
 */
export function checkFiles(
  dataDir: string,
  inquiryDb?: string,
  columns: readonly FileColumn[] = FILE_COLUMNS,
): FileCheck {
  const check: FileCheck = { rows: 0, missing: [], unread: [] };
  const folders = new Map<string, Set<string>>();
  const listed = (folder: string) => {
    let names = folders.get(folder);
    if (!names) {
      try {
        names = new Set(
          readdirSync(folder, { withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => entry.name),
        );
      } catch {
        names = new Set();
      }
      folders.set(folder, names);
    }
    return names;
  };
  const exists = (path: string) => {
    const names = listed(dirname(path));
    const name = basename(path);
    if (!name.endsWith(".*")) return names.has(name);
    const stem = name.slice(0, -1);
    return [...names].some((one) => one.startsWith(stem));
  };

  const open = new Map<string, Database.Database>();
  try {
    for (const entry of columns) {
      const file =
        entry.database === "inquiries.sqlite" && inquiryDb
          ? resolve(inquiryDb)
          : join(resolve(dataDir), entry.database);
      if (!existsSync(file)) continue;
      const where = `${entry.database} ${entry.table}.${entry.column}`;
      try {
        let db = open.get(file);
        if (!db) {
          db = new Database(file, { readonly: true, fileMustExist: true });
          open.set(file, db);
        }
        if (!hasColumn(db, entry.table, entry.column)) continue;
        const select = (row: string) =>
          db.prepare<[], { row: string; value: string }>(
            `SELECT ${row} AS row, "${entry.column}" AS value FROM "${entry.table}"
             WHERE "${entry.column}" IS NOT NULL`,
          );
        let rows;
        try {
          rows = select(entry.row);
        } catch {
          // An older schema's row may lack what the list names it by: its rowid says which.
          rows = select("'rowid ' || rowid");
        }
        const base = dirname(file);
        for (const { row, value } of rows.iterate()) {
          check.rows += 1;
          let named: string[];
          try {
            named = entry.files(String(value));
          } catch (error) {
            check.unread.push(`${where} ${row}: ${reason(error)}`);
            continue;
          }
          for (const name of named) {
            const path = join(base, name);
            if (!exists(path)) {
              check.missing.push({
                database: entry.database,
                table: entry.table,
                column: entry.column,
                row: String(row),
                path,
              });
            }
          }
        }
      } catch (error) {
        check.unread.push(`${where}: ${reason(error)}`);
      }
    }
  } finally {
    for (const db of open.values()) db.close();
  }
  return check;
}

function reason(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

/** The rows named in the summary line; the lines above it name every one. */
const SUMMARY_ROWS = 10;

/**
 * What the restore prints: a line per missing file (the database, table and column, the row,
 * the file), one per column that could not be read, and a summary line.
 */
export function fileCheckLines(check: FileCheck, dataDir: string): string[] {
  const root = resolve(dataDir);
  // Under DATA_DIR as the operator knows it; an INQUIRY_DB elsewhere keeps its full path.
  const shown = (path: string) =>
    path.startsWith(root + sep) ? relative(root, path).split(sep).join("/") : path;
  const lines = check.missing.map(
    (one) => `${one.database} ${one.table}.${one.column} ${one.row}: ${shown(one.path)} is missing`,
  );
  lines.push(...check.unread.map((line) => `Could not check ${line}`));
  const rows = [...new Set(check.missing.map((one) => `${one.database} ${one.table} ${one.row}`))];
  if (rows.length === 0) {
    lines.push(`Every file the databases name is there (${check.rows} rows checked).`);
    return lines;
  }
  const more = rows.length > SUMMARY_ROWS ? `, and ${rows.length - SUMMARY_ROWS} more` : "";
  const count = rows.length === 1 ? "1 row names" : `${rows.length} rows name`;
  lines.push(
    `${count} files that are missing: ${rows.slice(0, SUMMARY_ROWS).join(", ")}${more}. ` +
      "The rows are kept and the site answers 404 for those files; an older archive may hold them.",
  );
  return lines;
}
