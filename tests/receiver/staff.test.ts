import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { csvCell, toCsv } from "../../server/inquiries/csv";
import { run } from "../../server/admin/inquiries-command";
import { openStore } from "../../server/inquiries/store";
import { CLAIM_LEASE } from "../../server/mail/outbox/runner";
import { STORED, VALID } from "./harness";

/** The staff command: `npm run inquiries -- list | export`. */

/** RFC 4180 reader, written here so the test does not trust the writer's own rules. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += char;
  }
  return rows;
}

let dir: string;
let env: NodeJS.ProcessEnv;
const HOSTILE = '=HYPERLINK("http://evil.example","click")';
const NOTE = "=1+2, 24 V DC";

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "staff-"));
  env = { INQUIRY_DB: join(dir, "inquiries.sqlite") };
  const store = openStore(env.INQUIRY_DB!);
  store.add({ ...STORED, lang: "ko" }, "off", new Date("2026-11-19T03:00:00Z"));
  store.add(
    {
      lang: "en",
      companyName: HOSTILE,
      name: '@Kim "the buyer"',
      phone: "+82 10 1234 5678",
      email: "kim@example.com",
      inquiry: "Line 1, with a comma\r\nLine 2 한글 😀\n-10 units",
      productCode: "AP5",
      noticeVersion: "2026-11-22",
      items: [
        {
          productId: "480-035",
          code: "480-035",
          name: "480-035 Quarter-Turn Electric Actuator",
          quantity: 2,
          note: NOTE,
        },
        { productId: "s30", code: "S30", name: "S30 Sirca Valve", quantity: 4 },
      ],
    },
    "pending",
    new Date("2026-11-21T03:00:00Z"),
  );
  // Its notice used up its tries.
  const claim = store.outbox.claimDue("notice", new Date(), CLAIM_LEASE)!;
  store.outbox.failed(claim, "550 no such mailbox", "refused");
  store.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function capture(args: string[]) {
  let output = "";
  const code = await run(args, env, { write: (text: string) => (output += text) });
  return { code, output };
}

describe("export", () => {
  it("writes UTF-8 CSV with a BOM that reads back to the stored Korean text", async () => {
    const file = join(dir, "out.csv");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await capture(["export", "--out", file])).code).toBe(0);
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString("utf8").slice(1));
    expect(rows[0]).toEqual([
      "Reference",
      "Received (UTC)",
      "Language",
      "Company Name",
      "Name",
      "Phone",
      "Fax",
      "Email",
      "Inquiry",
      "Product Code",
      "Product Name",
      "Category",
      "Quote List",
      "Mail",
      "Kind",
      "Unit serial",
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.slice(2, 9)).toEqual([
      "ko",
      VALID.companyName,
      VALID.name,
      // A leading + would be read as a formula: neutralised.
      `'${VALID.phone}`,
      "",
      VALID.email,
      VALID.inquiry,
    ]);
    expect(rows[2]![0]).toMatch(/^HF-20261121-\d{6}$/);
    expect(rows[2]![3]).toBe(`'${HOSTILE}`);
    expect(rows[2]![4]).toBe(`'@Kim "the buyer"`);
    expect(rows[2]![8]).toBe("Line 1, with a comma\r\nLine 2 한글 😀\n-10 units");
    // One row per inquiry: its lines in one readable cell.
    expect(rows[1]![12]).toBe("");
    expect(rows[2]![12]).toBe(`480-035 × 2 (${NOTE}); S30 × 4`);
    expect(rows[2]![13]).toBe("failed");
    // The command writes a kind's id; these are inquiries from the form, of no unit.
    expect(rows.slice(1).map((row) => row.slice(14))).toEqual([
      ["inquiry", ""],
      ["inquiry", ""],
    ]);
  });

  it("--items writes one row per quote line, formula-safe", async () => {
    const file = join(dir, "lines.csv");
    const said = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await capture(["export", "--items", "--out", file])).code).toBe(0);
    expect(said).toHaveBeenCalledWith(`2 quote lines written to ${file}`);
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString("utf8").slice(1));
    expect(rows).toEqual([
      [
        "Reference",
        "Received (UTC)",
        "Company Name",
        "Line",
        "Product Code",
        "Product Name",
        "Quantity",
        "Note",
      ],
      [
        expect.stringMatching(/^HF-20261121-\d{6}$/),
        "2026-11-21T03:00:00.000Z",
        `'${HOSTILE}`,
        "1",
        "480-035",
        "480-035 Quarter-Turn Electric Actuator",
        "2",
        // A note starting with "=" would be a formula: neutralised.
        `'${NOTE}`,
      ],
      [rows[1]![0], rows[1]![1], `'${HOSTILE}`, "2", "S30", "S30 Sirca Valve", "4", ""],
    ]);
    const since = parseCsv((await capture(["export", "--items", "--since", "2026-11-22"])).output);
    expect(since).toHaveLength(1);
  });

  it("--since keeps inquiries from that day (Seoul time) on, to stdout without --out", async () => {
    const { code, output } = await capture(["export", "--since", "2026-11-20"]);
    expect(code).toBe(0);
    expect(output.startsWith("\uFEFF")).toBe(true);
    const rows = parseCsv(output.slice(1));
    expect(rows).toHaveLength(2);
    expect(rows[1]![9]).toBe("AP5");
    await expect(capture(["export", "--since", "2026-02-31"])).rejects.toThrow(/YYYY-MM-DD/);
    await expect(capture(["export", "--since"])).rejects.toThrow(/needs a value/);
  });

  it("neutralises every formula trigger and quotes per RFC 4180", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}1`).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("plain 한글")).toBe("plain 한글");
    expect(toCsv([]).split("\r\n")).toHaveLength(2);
  });
});

describe("list", () => {
  it("prints a readable table, newest first, with control characters neutralised", async () => {
    const { code, output } = await capture(["list"]);
    expect(code).toBe(0);
    const lines = output.split("\n");
    expect(lines[0]).toMatch(/^Reference\s+Received \(KST\)\s+Company\s+Name\s+Email/);
    expect(lines[0]).toMatch(/Product\s+Lines\s+Mail/);
    // The line count of each inquiry.
    expect(lines[2]).toMatch(/AP5\s+2\s+failed/);
    expect(lines[3]).toMatch(/\s0\s+off/);
    expect(lines[2]).toContain("kim@example.com");
    expect(lines[2]).toContain("2026-11-21 12:00");
    expect(lines[2]).toContain("Line 1, with a comma Line 2 한글");
    expect(lines[3]).toContain(VALID.companyName);
    expect(output).toContain("2 inquiries shown");
    // eslint-disable-next-line no-control-regex -- looking for control characters
    expect(output).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
  });

  it("--items adds each quote line under its inquiry's reference", async () => {
    const { code, output } = await capture(["list", "--items"]);
    expect(code).toBe(0);
    const [, lines] = output.split("\nQuote lines:\n");
    const rows = lines!.trimEnd().split("\n");
    expect(rows[0]).toMatch(/^Reference\s+#\s+Code\s+Quantity\s+Name\s+Note$/);
    expect(rows).toHaveLength(4);
    expect(rows[2]).toMatch(
      /^HF-20261121-\d{6}\s+1\s+480-035\s+2\s+480-035 Quarter-Turn Electric Actuator\s+=1\+2, 24 V DC$/,
    );
    expect(rows[3]).toMatch(/^HF-20261121-\d{6}\s+2\s+S30\s+4\s+S30 Sirca Valve$/);
  });

  it("an unknown command prints the usage and fails", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await run(["remove"], env)).toBe(1);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("npm run inquiries -- list"));
  });
});
