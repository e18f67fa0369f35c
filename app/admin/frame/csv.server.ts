import { csvCell } from "../../../server/inquiries/csv";

/** Cells as a spreadsheet reads them: a byte-order mark for Excel, CRLF, formula-like cells defused. */
export function csvText(lines: readonly (readonly string[])[]): string {
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** A back-office CSV as a download named `filename`. */
export function csvDownload(body: string, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
}
