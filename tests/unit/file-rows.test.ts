import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  companySealSchema,
  uploadedFileSchema,
  uploadedPhotoSchema,
} from "../../app/content/schemas";
import { FILE_COLUMNS, NOT_FILE_COLUMNS, uploadsIn } from "../../server/backup/file-rows";

/*
 * The restores' list of rows that name files (server/backup/file-rows.ts) covers every column
 * that holds a file's name: the schema steps of every store are read from the sources, so a new
 * column named like a file, in a new store too, fails here until it has its line.
 */

const sources = execFileSync("git", ["ls-files", "server", "app"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file));

/** The text from `open` (an opening parenthesis) to its closing one, without them. */
function inParentheses(text: string, open: number): string {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === "(") depth += 1;
    else if (text[at] === ")" && --depth === 0) return text.slice(open + 1, at);
  }
  throw new Error(`unbalanced parentheses at ${open}`);
}

/** A table's definitions split at the commas between them, not those inside a CHECK. */
function definitions(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < body.length; at++) {
    if (body[at] === "(") depth += 1;
    else if (body[at] === ")") depth -= 1;
    else if (body[at] === "," && depth === 0) {
      parts.push(body.slice(start, at));
      start = at + 1;
    }
  }
  return [...parts, body.slice(start)];
}

/** Every "table.column" any schema step creates or adds, with the file that says so. */
function schemaColumns(): Map<string, string> {
  const columns = new Map<string, string>();
  for (const file of sources) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?(\w+)"?\s*\(/gi)) {
      const body = inParentheses(text, match.index + match[0].length - 1).replace(/--.*$/gm, "");
      for (const definition of definitions(body)) {
        const name = /^\s*"?(\w+)"?/.exec(definition)?.[1];
        if (!name || /^(?:PRIMARY|UNIQUE|CHECK|FOREIGN|CONSTRAINT)$/i.test(name)) continue;
        columns.set(`${match[1]}.${name}`, file);
      }
    }
    for (const match of text.matchAll(/ALTER TABLE "?(\w+)"? ADD COLUMN "?(\w+)/gi)) {
      columns.set(`${match[1]}.${match[2]}`, file);
    }
  }
  return columns;
}

const columns = schemaColumns();
const listed = new Set(FILE_COLUMNS.map((entry) => `${entry.table}.${entry.column}`));

describe("the rows that name files", () => {
  it("reads the schema steps of every store", () => {
    for (const known of ["inquiries.ref", "inquiry_photos.file", "units.serial", "items.draft"]) {
      expect(columns.has(known), known).toBe(true);
    }
    expect(columns.size).toBeGreaterThan(150);
  });

  it("lists every column named like a file, or says what it holds instead", () => {
    const unlisted = [...columns]
      .filter(([column]) => /file|path/i.test(column.split(".")[1]!))
      .filter(([column]) => !listed.has(column) && !(column in NOT_FILE_COLUMNS))
      .map(([column, file]) => `${column} (${file})`);
    expect(unlisted, "add a line to FILE_COLUMNS or NOT_FILE_COLUMNS").toEqual([]);
  });

  it("names only columns the schemas have", () => {
    const unknown = [...listed, ...Object.keys(NOT_FILE_COLUMNS)].filter(
      (column) => !columns.has(column),
    );
    expect(unknown).toEqual([]);
  });

  it("finds every upload a content value names, as the schemas shape them", () => {
    const photo = uploadedPhotoSchema.parse({
      id: "0b7c1e0a-1111-4222-8333-444455556666",
      width: 1600,
      height: 1067,
      widths: [480, 960, 1600],
      placeholder: "#28599f",
      name: "pump.jpg",
    });
    const pdf = uploadedFileSchema.parse({
      file: "1c2d3e4f-1111-4222-8333-444455556666",
      name: "brochure.pdf",
      bytes: 1234,
    });
    const seal = companySealSchema.parse({
      file: "2d3e4f50-1111-4222-8333-444455556666",
      width: 600,
      height: 600,
      name: "seal.png",
    });
    const value = {
      photos: [photo],
      attachments: [{ ...pdf, title: { ko: "안내", en: "Notice" } }],
      seal,
      // Not uploads: a repository image and an id that is no UUID.
      image: { src: "/images/gallery/plant.jpg", widths: [480] },
      other: { file: "not-a-uuid", bytes: 1 },
    };
    expect([...uploadsIn(value)].sort()).toEqual(
      [
        ...[480, 960, 1600].flatMap((w) => [
          `uploads/photos/${photo.id}-${w}.avif`,
          `uploads/photos/${photo.id}-${w}.webp`,
        ]),
        `originals/${photo.id}.*`,
        `uploads/files/${pdf.file}.pdf`,
        `uploads/files/${pdf.file}.json`,
        `seals/${seal.file}.png`,
      ].sort(),
    );
    // The content columns read their JSON as stored.
    const items = FILE_COLUMNS.find((entry) => entry.column === "published")!;
    expect(items.files(JSON.stringify(value))).toHaveLength(10);
  });
});
