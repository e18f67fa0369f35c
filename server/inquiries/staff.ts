import { writeFileSync } from "node:fs";
import { readConfig } from "../config";
import { toCsv } from "./csv";
import { openStore, type StoredInquiry } from "./store";
import { oneLine } from "./text";

const USAGE = `Usage:
  npm run inquiries -- list [--limit N]                        recent inquiries, newest first
  npm run inquiries -- export [--out FILE] [--since YYYY-MM-DD] CSV (UTF-8 with BOM) to FILE or stdout
The database is INQUIRY_DB (default data/inquiries.sqlite).`;

/** Terminal columns a character takes: Hangul, CJK and full-width forms take two. */
function width(text: string) {
  let columns = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      (code >= 0x1f300 && code <= 0x1faff) ||
      (code >= 0x20000 && code <= 0x3fffd);
    columns += wide ? 2 : 1;
  }
  return columns;
}

/** One line that fits `max` columns; control characters are shown as spaces, never sent raw. */
function fit(value: string, max: number) {
  const line = oneLine(value);
  let out = "";
  for (const char of line) {
    if (width(out + char) > max - (width(line) > max ? 1 : 0)) return `${out}…`;
    out += char;
  }
  return out;
}

function pad(text: string, columns: number) {
  return text + " ".repeat(Math.max(0, columns - width(text)));
}

const seoulTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Seoul",
  dateStyle: "short",
  timeStyle: "short",
});

export function formatTable(inquiries: StoredInquiry[]): string {
  const columns: [string, number, (i: StoredInquiry) => string][] = [
    ["Reference", 18, (i) => i.ref],
    ["Received (KST)", 16, (i) => seoulTime.format(new Date(i.createdAt))],
    ["Company", 20, (i) => i.companyName],
    ["Name", 12, (i) => i.name],
    ["Email", 26, (i) => i.email],
    ["Phone", 16, (i) => i.phone],
    ["Product", 10, (i) => i.productCode ?? ""],
    ["Mail", 7, (i) => i.mailStatus],
    ["Inquiry", 36, (i) => i.inquiry],
  ];
  const line = (cells: string[]) =>
    cells.map((cell, index) => pad(fit(cell, columns[index]![1]), columns[index]![1])).join("  ");
  return [
    line(columns.map(([title]) => title)),
    columns.map(([, size]) => "-".repeat(size)).join("  "),
    ...inquiries.map((inquiry) => line(columns.map(([, , value]) => value(inquiry)))),
  ]
    .map((text) => text.trimEnd())
    .join("\n");
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith("--")) throw new Error(`${name} needs a value`);
  return value;
}

/** "2026-11-21" -> the start of that day in Seoul. */
function seoulDay(value: string) {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00+09:00`) : undefined;
  // 2026-02-31 would roll over into March: the UTC date must stay the day before (or the day).
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) > value) {
    throw new Error(`--since expects a date as YYYY-MM-DD, got "${value}"`);
  }
  return day;
}

export function run(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: { write(text: string): unknown } = process.stdout,
): number {
  const [command, ...rest] = args;
  if (command !== "list" && command !== "export") {
    console.error(USAGE);
    return command === "help" || command === "--help" ? 0 : 1;
  }
  const store = openStore(readConfig(env).INQUIRY_DB);
  try {
    if (command === "list") {
      const limit = Number(option(rest, "--limit") ?? 20);
      if (!Number.isInteger(limit) || limit < 1) throw new Error("--limit expects a whole number");
      const inquiries = store.recent(limit);
      out.write(`${formatTable(inquiries)}\n${inquiries.length} inquiries shown (${store.file})\n`);
    } else {
      const since = option(rest, "--since");
      const file = option(rest, "--out");
      const inquiries = store.since(since === undefined ? undefined : seoulDay(since));
      const csv = toCsv(inquiries);
      if (file) {
        writeFileSync(file, csv);
        console.error(`${inquiries.length} inquiries written to ${file}`);
      } else out.write(csv);
    }
    return 0;
  } finally {
    store.close();
  }
}
