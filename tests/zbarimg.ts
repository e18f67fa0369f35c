import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The QR codes on a PDF's first page as a phone's camera would read them: the page rendered to
 * PNG by poppler's pdftoppm (150 dpi, a photo's detail), read by ZBar's zbarimg (Debian
 * zbar-tools, scripts/ensure-tools.sh zbarimg), a program nobody here wrote. One text per code.
 */
export function readQrCodes(pdf: Uint8Array): string[] {
  execFileSync("bash", ["scripts/ensure-tools.sh", "zbarimg"], { stdio: "inherit" });
  const dir = mkdtempSync(join(tmpdir(), "qr-"));
  try {
    writeFileSync(join(dir, "label.pdf"), pdf);
    execFileSync(
      "pdftoppm",
      ["-r", "300", "-png", "-f", "1", "-l", "1", "-singlefile", "label.pdf", "page"],
      {
        cwd: dir,
      },
    );
    // 300 dpi, a label printer's least: at 150 the rasteriser's seams between modules failed
    // 1 random link in 15. --raw: the data alone, one code per line; -q: no summary. zbarimg's D-Bus notice is noise.
    const out = execFileSync("zbarimg", ["-q", "--raw", join(dir, "page.png")], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return out.split("\n").filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
