import type { CellValue } from "exceljs";
import QRCode from "qrcode";
import { unitFieldLabel, unitFieldsAt } from "../../../server/units/fields";
import { createPdf } from "../../documents/pdf.server";
import { liveContent } from "../../content/live.server";
import { pick } from "../../i18n/localized";
import { phoneText } from "../../i18n/phone-text";
import { dayText } from "../../i18n/day-text";
import type { Lang } from "../../i18n/lang";
import type { DeskRow } from "./plant.server";
import { plantPageWord, type PlantPageWord } from "./words";

/**
 * A plant's three files for its maintenance office (issue 74 item 5), made on request from the
 * same rows as the page (deskRows): plan.xlsx (the list with due dates), sheet.pdf (an A4 sheet
 * for the wall with the plant's QR code) and calendar.ics (RFC 5545, one all-day event per due
 * service). No person's data, as the page.
 */

export interface PlantFile {
  /** Its title's company and site, and its fields under the title (plantHeading). */
  heading: { customer: string; site: string; facts: { label: string; value: string }[] };
  rows: DeskRow[];
  /** The plant's page, absolute: the QR code's and the events' link. */
  link: string;
  /** Absolute links of the units' pages, by serial. */
  unitLink: (row: DeskRow) => string;
  today: string;
  /** How many days ahead a unit counts as due (staff's setting). */
  windowDays: number;
  lang: Lang;
}

const word = (lang: Lang, key: PlantPageWord, vars?: Record<string, string | number>) =>
  plantPageWord(lang, key, vars);

const titleOf = (file: PlantFile) =>
  [file.heading.customer, file.heading.site].filter(Boolean).join(" ") || word(file.lang, "title");

/** The plant's fields under its title, in a line: "경기 · 상하수도". */
const factsLine = (file: PlantFile) => file.heading.facts.map((fact) => fact.value).join(" · ");

/** An ASCII file name (the Content-Disposition's plain one): the site's words stay in the file. */
export function fileName(kind: "plan.xlsx" | "sheet.pdf" | "calendar.ics"): string {
  return `plant-${kind}`;
}

/** The list as a workbook: one sheet, the plant in its first rows, a filter on the heading. */
export async function planXlsx(file: PlantFile): Promise<Buffer> {
  const ExcelJS = (await import("exceljs")).default;
  const { lang } = file;
  const w = (key: PlantPageWord) => word(lang, key);
  const book = new ExcelJS.Workbook();
  book.creator = "Hanbit Flow Control";
  const sheet = book.addWorksheet(w("title"));
  sheet.addRow([titleOf(file)]).font = { bold: true, size: 14 };
  sheet.addRow([factsLine(file), "", word(lang, "todayIs", { day: file.today })]);
  sheet.addRow([]);
  // Every column its own heading: a planner filters and sorts by any of them. The unit's
  // recorded fields (server/units/fields.ts) follow its product, each a column.
  const asDate = (day: string | undefined) => (day ? new Date(`${day}T00:00:00Z`) : null);
  const recorded = unitFieldsAt("plant-list");
  const columns: {
    heading: string;
    width: number;
    day?: true;
    cell: (row: DeskRow) => CellValue;
  }[] = [
    { heading: w("col.tag"), width: 18, cell: (row) => row.tag },
    { heading: w("col.model"), width: 12, cell: (row) => row.product.code },
    { heading: w("col.name"), width: 30, cell: (row) => row.product.name },
    ...recorded.map((field) => ({
      heading: unitFieldLabel(lang, field),
      width: 16,
      cell: (row: DeskRow) => row.fields[field] ?? null,
    })),
    { heading: w("col.serial"), width: 16, cell: (row) => row.serial },
    { heading: w("col.delivered"), width: 12, day: true, cell: (row) => asDate(row.deliveredOn) },
    { heading: w("col.lastKind"), width: 10, cell: (row) => row.last?.kind ?? null },
    { heading: w("col.lastDay"), width: 12, day: true, cell: (row) => asDate(row.last?.day) },
    { heading: w("col.due"), width: 14, day: true, cell: (row) => asDate(row.dueOn) },
    { heading: w("col.plan"), width: 26, cell: (row) => row.plan ?? w("noPlanAsk") },
    { heading: w("col.status"), width: 14, cell: (row) => w(`status.${row.status}`) },
    {
      heading: w("openUnit"),
      width: 40,
      cell: (row) => ({ text: file.unitLink(row), hyperlink: file.unitLink(row) }),
    },
  ];
  sheet.addRow(columns.map((column) => column.heading)).font = { bold: true };
  for (const row of file.rows) sheet.addRow(columns.map((column) => column.cell(row)));
  columns.forEach((column, i) => {
    sheet.getColumn(i + 1).width = column.width;
    if (column.day) sheet.getColumn(i + 1).numFmt = "yyyy-mm-dd";
  });
  sheet.views = [{ state: "frozen", ySplit: 4 }];
  sheet.autoFilter = { from: { row: 4, column: 1 }, to: { row: 4, column: columns.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}

const MM = 72 / 25.4;
const QR_SIZE = 38 * MM;

/**
 * The wall sheet: A4 portrait, the plant's name and its QR code (drawn as filled runs, as a
 * label's: server/units/label.ts), then every unit a line: tag, product, serial, last service,
 * next due, status. Long lists go on to further pages under the same heading row.
 */
export async function sheetPdf(file: PlantFile, date: Date): Promise<Buffer> {
  const { lang } = file;
  const w = (key: PlantPageWord, vars?: Record<string, string | number>) => word(lang, key, vars);
  const title = titleOf(file);
  const { doc, bytes } = createPdf({
    title: `${title} · ${w("title")}`,
    lang,
    author: "Hanbit Flow Control",
    subject: w("title"),
    date,
  });
  doc.addPage({ size: "A4", margin: 0 });
  const left = 15 * MM;
  const right = doc.page.width - 15 * MM;
  let y = 15 * MM;
  const qr = QRCode.create(file.link, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const cell = QR_SIZE / (size + 2);
  const qx = right - QR_SIZE;
  doc.fillColor("#000000");
  for (let r = 0; r < size; r += 1) {
    for (let c = 0; c < size; c += 1) {
      if (!qr.modules.get(r, c)) continue;
      const start = c;
      while (c + 1 < size && qr.modules.get(r, c + 1)) c += 1;
      doc.rect(qx + (start + 1) * cell, y + (r + 1) * cell, (c - start + 1) * cell, cell);
    }
  }
  doc.fill();
  const textWidth = qx - left - 5 * MM;
  doc.font("bold").fontSize(18).fillColor("#000000");
  doc.text(title, left, y + 2 * MM, { width: textWidth });
  doc.font("regular").fontSize(10).fillColor("#333333");
  doc.text(factsLine(file), left, doc.y + 2 * MM, { width: textWidth });
  doc.text(w("todayIs", { day: dayText(file.today, lang) }), left, doc.y + 1 * MM, {
    width: textWidth,
  });
  const count = (status: DeskRow["status"]) => file.rows.filter((r) => r.status === status).length;
  doc.text(
    w("summaryLine", {
      overdue: count("overdue"),
      due: count("due"),
      scheduled: count("scheduled"),
      noPlan: count("no-plan"),
      days: file.windowDays,
    }),
    left,
    doc.y + 1 * MM,
    { width: textWidth },
  );
  // Who to call, from the company facts (issue 79): the sheet hangs on a wall, away from the site.
  const company = liveContent().company;
  doc.font("bold").text(
    w("supplier", {
      name: pick(company.name, lang),
      phone: phoneText(company.phone, lang),
      site: new URL(file.link).host,
    }),
    left,
    doc.y + 2 * MM,
    { width: textWidth },
  );
  doc.font("regular");
  doc.fontSize(8).text(file.link.replace(/^https?:\/\//, ""), qx, y + QR_SIZE + 1 * MM, {
    width: QR_SIZE,
    align: "center",
  });
  y = Math.max(doc.y, y + QR_SIZE + 6 * MM) + 4 * MM;

  const columns: { key: PlantPageWord; width: number; text: (row: DeskRow) => string }[] = [
    { key: "col.tag", width: 32, text: (row) => row.tag || "-" },
    { key: "col.product", width: 34, text: (row) => row.product.code },
    { key: "col.serial", width: 30, text: (row) => row.serial },
    {
      key: "col.last",
      width: 32,
      text: (row) => (row.last ? `${row.last.kind} ${dayText(row.last.day, lang)}` : w("none")),
    },
    {
      key: "col.due",
      width: 28,
      text: (row) => (row.dueOn ? dayText(row.dueOn, lang) : w("status.no-plan")),
    },
    { key: "col.status", width: 24, text: (row) => w(`status.${row.status}`) },
  ];
  const ROW = 7 * MM;
  const headRow = () => {
    doc.font("bold").fontSize(9).fillColor("#000000");
    let x = left;
    for (const column of columns) {
      doc.text(w(column.key), x + 1 * MM, y + 2 * MM, {
        width: column.width * MM - 2 * MM,
        lineBreak: false,
        ellipsis: true,
      });
      x += column.width * MM;
    }
    y += ROW;
    doc.lineWidth(0.8).strokeColor("#000000").moveTo(left, y).lineTo(right, y).stroke();
  };
  headRow();
  doc.font("regular").fontSize(9);
  for (const row of file.rows) {
    if (y + ROW > doc.page.height - 15 * MM) {
      doc.addPage({ size: "A4", margin: 0 });
      y = 15 * MM;
      headRow();
      doc.font("regular").fontSize(9);
    }
    let x = left;
    doc.fillColor(row.status === "overdue" ? "#b3261e" : "#000000");
    for (const column of columns) {
      doc.text(column.text(row), x + 1 * MM, y + 2 * MM, {
        width: column.width * MM - 2 * MM,
        lineBreak: false,
        ellipsis: true,
      });
      x += column.width * MM;
    }
    y += ROW;
    doc.lineWidth(0.3).strokeColor("#999999").moveTo(left, y).lineTo(right, y).stroke();
  }
  if (file.rows.length === 0) doc.text(w("noUnits"), left, y + 2 * MM);
  doc.end();
  return bytes;
}

/**
 * TEXT as RFC 5545 section 3.3.11 writes it: a line break of any spelling (a bare CR in a
 * legacy product name too) as the escape \n, and no other control character, which TEXT may not hold.
 */
export const icsText = (text: string) =>
  text
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, "\\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, "");

/** A content line folded at 75 octets (section 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

const compactDay = (day: string) => day.replaceAll("-", "");

/** The day after `day` (YYYY-MM-DD): an all-day event's DTEND. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The due services as an iCalendar feed: one all-day event per unit with a due day, its UID the
 * unit's serial and that day at the site's host, so a calendar that fetches again updates the
 * same event and a moved due day is a new one. The days are Seoul's (X-WR-TIMEZONE).
 */
export function calendarIcs(file: PlantFile, now: Date): string {
  const { lang } = file;
  const w = (key: PlantPageWord, vars?: Record<string, string | number>) => word(lang, key, vars);
  const host = new URL(file.link).host;
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const title = titleOf(file);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Hanbit Flow Control//Plant desk//${lang.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(`${title} · ${w("col.due")}`)}`,
    "X-WR-TIMEZONE:Asia/Seoul",
  ];
  for (const row of file.rows) {
    if (!row.dueOn) continue;
    const name = [row.tag, row.serial].filter(Boolean).join(" · ");
    const what = row.plan ?? w("col.due");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${row.serial}-${row.dueOn}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDay(row.dueOn)}`,
      `DTEND;VALUE=DATE:${compactDay(nextDay(row.dueOn))}`,
      `SUMMARY:${icsText(`${name}: ${what}`)}`,
      `DESCRIPTION:${icsText(
        [
          `${w("col.product")}: ${[row.product.code, row.product.name].filter(Boolean).join(" ")}`,
          `${w("col.serial")}: ${row.serial}`,
          row.last
            ? `${w("col.last")}: ${row.last.kind} ${dayText(row.last.day, lang)}`
            : `${w("col.last")}: ${w("none")}`,
          `${w("col.status")}: ${w(`status.${row.status}`)}`,
          file.unitLink(row),
        ].join("\n"),
      )}`,
      `URL:${file.unitLink(row)}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
