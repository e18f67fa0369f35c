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
