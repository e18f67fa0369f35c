import { spawn } from "node:child_process";

/**
 * A PDF's text as poppler's `pdftotext` reads it (Debian poppler-utils), from its bytes: what
 * a person copying from the file would get, by another reader than pdf.js (tests/pdf.ts).
 */
export function pdfToText(bytes: Uint8Array, { layout = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("pdftotext", [...(layout ? ["-layout"] : []), "-enc", "UTF-8", "-", "-"]);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString("utf8"));
      else reject(new Error(`pdftotext exited ${code}: ${Buffer.concat(err).toString()}`));
    });
    child.stdin.end(bytes);
  });
}

/**
 * The rows of every table in a PDF's text (pdftotext -layout) whose heading line holds all of
 * `headings`, each row a record by heading: cells are split on runs of spaces, so no cell may
 * be empty, and the table ends at the first line with another number of cells. Read by
 * heading, never by position.
 */
export function tableRows(text: string, headings: readonly string[]) {
  const lines = text.split("\n");
  const rows: Record<string, string>[] = [];
  lines.forEach((line, i) => {
    const heads = line.trim().split(/\s{2,}/);
    if (!headings.every((h) => heads.includes(h))) return;
    for (const next of lines.slice(i + 1)) {
      // pdftotext puts a blank line between rows or not, by the page: the table ends at the
      // first line of another shape (its totals).
      if (!next.trim()) continue;
      const cells = next.trim().split(/\s{2,}/);
      if (cells.length !== heads.length) break;
      rows.push(Object.fromEntries(heads.map((h, n) => [h, cells[n]!])));
    }
  });
  return rows;
}
