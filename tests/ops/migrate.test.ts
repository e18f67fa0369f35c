import { spawn } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "../../server/db/migrate";
import { MIGRATIONS, openStore } from "../../server/inquiries/store";

/**
 * Upgrades are one transaction after a copy of the file: a failing step leaves the database as
 * it was, and the server stops naming the file and the copy.
 */
const work = mkdtempSync(join(tmpdir(), "migrate-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const FIXTURE = join(import.meta.dirname, "../fixtures/databases/inquiries-v4.sqlite");

function fixtureCopy(name: string) {
  const dir = mkdtempSync(join(work, `${name}-`));
  const file = join(dir, "inquiries.sqlite");
  copyFileSync(FIXTURE, file);
  return { dir, file };
}

/** The fixture taken back to schema 3 with a table in the way of step 4: a real failing step. */
function brokenV3(name: string) {
  const copy = fixtureCopy(name);
  const db = new Database(copy.file);
  db.exec("DROP TABLE inquiry_items; CREATE TABLE inquiry_items (in_the_way TEXT);");
  db.pragma("user_version = 3");
  db.close();
  return copy;
}

function snapshot(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    return {
      version: db.pragma("user_version", { simple: true }) as number,
      schema: db.prepare("SELECT type, name, sql FROM sqlite_schema ORDER BY name").all(),
      rows: db.prepare("SELECT * FROM inquiries ORDER BY id").all(),
      integrity: db.pragma("integrity_check", { simple: true }) as string,
    };
  } finally {
    db.close();
  }
}

const backupsIn = (dir: string) => readdirSync(dir).filter((name) => /\.v\d+-backup-/.test(name));

describe("migrations", () => {
  it("copies the file, then upgrades it in one step", () => {
    const { dir, file } = fixtureCopy("ok");
    const db = new Database(file);
    db.exec("DROP TABLE inquiry_items");
    db.pragma("user_version = 3");
    db.close();
    const before = snapshot(file);
    openStore(file).close();
    expect(snapshot(file).version).toBe(MIGRATIONS.length);
    const [backup] = backupsIn(dir);
    expect(backup).toMatch(/^inquiries\.sqlite\.v3-backup-\d{8}T\d{9}Z$/);
    expect(snapshot(join(dir, backup!))).toEqual(before);
  });

  it("a step that fails leaves the database as it was, and says where the copy is", () => {
    const { dir, file } = fixtureCopy("injected");
    const before = snapshot(file);
    const db = new Database(file);
    const failing = [
      ...MIGRATIONS,
      "ALTER TABLE inquiries ADD COLUMN added_by_the_next_step TEXT",
      "UPDATE inquiries SET company_name = 'changed'",
      "INSERT INTO no_such_table VALUES (1)",
    ];
    expect(() => migrate(db, file, `the inquiry database INQUIRY_DB=${file}`, failing)).toThrow(
      new RegExp(
        `Cannot upgrade the inquiry database INQUIRY_DB=${file} from schema version ${before.version} ` +
          `to ${failing.length}: no such table: no_such_table\\. The database was left as it was; ` +
          `a copy taken before the upgrade is ${file}\\.v${before.version}-backup-\\d+T\\d+Z`,
      ),
    );
    db.close();
    expect(snapshot(file)).toEqual(before);
    expect(backupsIn(dir)).toHaveLength(1);
    expect(snapshot(join(dir, backupsIn(dir)[0]!))).toEqual(before);
  });

  it("a newer schema than the program knows is refused, and nothing is written", () => {
    const { dir, file } = fixtureCopy("newer");
    const db = new Database(file);
    expect(() => migrate(db, file, "the test database", MIGRATIONS.slice(0, 2))).toThrow(
      /schema version \d+ is newer than this program knows \(2\)/,
    );
    db.close();
    expect(backupsIn(dir)).toEqual([]);
  });

  it("the built server stops with a message naming the file and the copy", async () => {
    const { dir, file } = brokenV3("server");
    const before = snapshot(file);
    const child = spawn(process.execPath, ["build/app/main.js"], {
      env: { ...process.env, NODE_ENV: "", PORT: "4590", HOST: "127.0.0.1", DATA_DIR: dir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, "exit")) as [number];
    expect(code).toBe(1);
    const [backup] = backupsIn(dir);
    expect(output).toContain(
      `Cannot upgrade the inquiry database INQUIRY_DB=${file} from schema version 3`,
    );
    expect(output).toContain("table inquiry_items already exists");
    expect(output).toContain(`a copy taken before the upgrade is ${join(dir, backup!)}`);
    expect(output).not.toContain("Listening");
    expect(snapshot(file)).toEqual(before);
  });
});
