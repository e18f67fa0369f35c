import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { READ_AT } from "../../config/settings";

const root = resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(join(root, file), "utf8");

/** README.md and every Markdown file under docs/, relative to the root. */
const documents = [
  "README.md",
  ...readdirSync(join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => join("docs", file)),
];

/** The text outside fenced code blocks and inline code, where a link is a link. */
const prose = (markdown: string) =>
  markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to "-". */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

const anchors = (markdown: string) =>
  new Set(
    [...prose(markdown).matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) =>
      slug(match[1]!.replace(/`/g, "")),
    ),
  );

/** The rows of the first table whose header starts with `| variable`, as cells. */
function settingsTable(markdown: string): string[][] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => /^\|\s*variable\s*\|/.test(line));
  expect(start, "a table starting with | variable |").toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/** The setting names a table's first cell holds: "`PORT`, `HOST`" -> ["PORT", "HOST"]. */
const namesIn = (cell: string) => [...cell.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]!);

describe("the documentation", () => {
  it("keeps the README to 150 lines at most", () => {
    expect(read("README.md").trimEnd().split("\n").length).toBeLessThanOrEqual(150);
  });

  it.each(documents)("%s links only to files and headings that exist", (file) => {
    const text = read(file);
    const broken: string[] = [];
    for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z+.-]*:/i.test(target!)) continue; // https:, mailto:
      const [path, anchor] = target!.split("#") as [string, string | undefined];
      const full = path === "" ? join(root, file) : resolve(root, dirname(file), path);
      if (!existsSync(full)) {
        broken.push(`${target}: no ${relative(root, full)}`);
        continue;
      }
      if (anchor && full.endsWith(".md") && statSync(full).isFile()) {
        const heading = decodeURIComponent(anchor);
        if (!anchors(readFileSync(full, "utf8")).has(heading)) {
          broken.push(`${target}: no heading "${heading}" in ${relative(root, full)}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("lists every setting in docs/configuration.md, read when config/settings.ts reads it", () => {
    const rows = settingsTable(read("docs/configuration.md"));
    const listed = Object.fromEntries(rows.map((row) => [namesIn(row[0]!).join(), row[1]]));
    const expected = Object.fromEntries(
      Object.entries(READ_AT).map(([name, entry]) => {
        const when = entry.when === "both" ? "build, start" : entry.when;
        return [name, "export" in entry ? `${when}, export` : when];
      }),
    );
    expect(listed).toEqual(expected);
  });

  it("names only real settings in the README's table, and links the full one", () => {
    const readme = read("README.md");
    const names = settingsTable(readme).flatMap((row) => namesIn(row[0]!));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(Object.keys(READ_AT)).toContain(name);
    expect(readme).toContain("](docs/configuration.md)");
  });
});
