import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { csvCell } from "../../server/inquiries/csv";
import { run } from "../../server/inquiries/staff";
import { openStore } from "../../server/inquiries/store";
import type { Inquiry } from "../../server/inquiries/validate";

/**
 * Every database fixture in tests/fixtures/databases/ (NAME-vN.sqlite, written by the code that
 * shipped schema N, with NAME-vN.expected.json) opened by today's code: every row kept, and shown
 * by the staff's tools. A new schema adds its fixture there; a new database adds its checker here.
 */
const FIXTURES = join(import.meta.dirname, "../fixtures/databases");
const work = mkdtempSync(join(tmpdir(), "upgrade-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Expected = {
  schemaVersion: number;
  inquiries: (Inquiry & { ref: string; createdAt: string })[];
};

/** A copy of the fixture to open: the committed file is never written. */
function copyOf(name: string) {
  const file = join(work, name);
  copyFileSync(join(FIXTURES, name), file);
  return file;
}

function captured() {
  let text = "";
  return { out: { write: (chunk: string) => (text += chunk) }, text: () => text };
}

const CHECKERS: Record<string, (file: string, expected: Expected) => Promise<void>> = {
  async inquiries(file, expected) {
    const store = openStore(file);
    const rows = store.since();
    store.close();
    expect(rows).toHaveLength(expected.inquiries.length);
    expected.inquiries.forEach((inquiry, index) => expect(rows[index]).toMatchObject(inquiry));

    // The staff command, as staff run it, on the upgraded file.
    const env = { INQUIRY_DB: file };
    const list = captured();
    expect(await run(["list", "--limit", "1000", "--items"], env, list.out)).toBe(0);
    expect(list.text()).toContain(`${expected.inquiries.length} inquiries shown`);
    for (const inquiry of expected.inquiries) {
      expect(list.text()).toContain(inquiry.ref);
      for (const item of inquiry.items ?? []) {
        expect(list.text()).toMatch(new RegExp(`${inquiry.ref}\\s+\\d+\\s+${item.code}`));
      }
    }
    const csv = captured();
    expect(await run(["export"], env, csv.out)).toBe(0);
    const lines = captured();
    expect(await run(["export", "--items"], env, lines.out)).toBe(0);
    for (const inquiry of expected.inquiries) {
      const row = [inquiry.ref, inquiry.createdAt, inquiry.lang, inquiry.companyName, inquiry.name];
      expect(csv.text()).toContain(row.map((cell) => csvCell(cell)).join(","));
      expect(csv.text()).toContain(csvCell(inquiry.inquiry));
      inquiry.items?.forEach((item, index) => {
        const cells = [inquiry.ref, inquiry.createdAt, inquiry.companyName, String(index + 1)];
        const tail = [item.code, item.name, String(item.quantity), item.note ?? ""];
        expect(lines.text()).toContain([...cells, ...tail].map((cell) => csvCell(cell)).join(","));
      });
    }
  },
};

const fixtures = readdirSync(FIXTURES).filter((name) => name.endsWith(".sqlite"));

describe("databases of every shipped schema open with today's code", { timeout: 30_000 }, () => {
  it("has fixtures", () => {
    expect(fixtures).toContain("inquiries-v4.sqlite");
  });

  it.todo("the back office's inbox lists every row of each inquiries fixture (admin-inbox)");

  for (const name of fixtures) {
    it(`keeps every row of ${name}`, async () => {
      const [, database, version] = /^(.+)-v(\d+)\.sqlite$/.exec(name) ?? [];
      const checker = CHECKERS[database ?? ""];
      if (!checker) throw new Error(`${name}: no checker for this database in upgrade.test.ts`);
      const expected = JSON.parse(
        readFileSync(join(FIXTURES, name.replace(/\.sqlite$/, ".expected.json")), "utf8"),
      ) as Expected;
      expect(expected.schemaVersion).toBe(Number(version));
      const file = copyOf(name);
      const before = new Database(file, { readonly: true });
      expect(before.pragma("user_version", { simple: true })).toBe(Number(version));
      before.close();
      await checker(file, expected);
      const after = new Database(file, { readonly: true });
      expect(after.pragma("integrity_check", { simple: true })).toBe("ok");
      after.close();
    });
  }
});
