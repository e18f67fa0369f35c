import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Comments and docs cite files that exist (issue 66): a path a comment or a doc names
 * ("app/content/catalog/figures.server.ts", "catalog/figure-registry.ts"), a Markdown link's
 * target, and a link named after a decision ("[decision 034](decisions/034-app-layers.md)")
 * that leads to that decision. A file renamed or removed fails here until its citers follow.
 */

const files = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);
const tracked = new Set(files);
/** The repository's own text: sources, scripts, tests and docs (not fixtures, not data). */
const scanned = files.filter(
  (file) =>
    /^(app|server|scripts|tests|docs|bench|config|deploy|vite-plugins)\/.*\.(ts|tsx|mjs|js|md|css|sh)$|^README\.md$/.test(
      file,
    ) &&
    !file.startsWith("tests/fixtures/") &&
    // These two cite files they plant or make on purpose.
    !["tests/unit/cited-paths.test.ts", "tests/unit/recipes.test.ts"].includes(file),
);

/**
 * Paths cited that are no file of the repository, on purpose: made by the build, inside a
 * package, a file a recipe or a test's example asks to make, another project's.
 */
const NOT_FILES = new Set([
  "app/documents/generated/manifest.json",
  "./generated/manifest.json",
  "build/dated-state.json",
  "build/client/search-index-ko.json",
  "pdfjs-dist/legacy/build/pdf.mjs",
  "packages/payload/src/fields/config/types.ts",
  "server/mail/kinds/quotation.ts",
  "app/routes/home/x.tsx",
  "tests/unit/x.test.ts",
  "server/new.ts",
  // Made by the server in DATA_DIR (server/platform/restarts.ts).
  "run/running.json",
]);

/** A path with at least one folder: "catalog/figures.server.ts", "../schemas.ts". */
const PATH =
  /(?<![\w./@:-])((?:\.{1,2}\/)?(?:[\w.$+-]+\/)+[\w.$+-]+\.(?:tsx?|mjs|md|json|css|sh|yml|svg))(?![\w/])/g;

/** Whether `cited` in `file` names a file: from the root, from the file, or as a known tail. */
function exists(cited: string, file: string): boolean {
  if (NOT_FILES.has(cited)) return true;
  const candidates = [normalize(cited), normalize(join(dirname(file), cited))];
  if (candidates.some((path) => tracked.has(path) || existsSync(path))) return true;
  const tail = `/${cited.replace(/^\.\//, "")}`;
  return !cited.startsWith("..") && files.some((path) => path.endsWith(tail));
}

describe("cited files", () => {
  it("every path a comment or a doc cites is a file", () => {
    const missing: string[] = [];
    for (const file of scanned) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(PATH)) {
        const cited = match[1]!;
        // A template's placeholder ("routes/$name/route.tsx") is no path.
        if (/\$\{|<|\{/.test(cited)) continue;
        if (!exists(cited, file)) missing.push(`${file}: ${cited}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every Markdown link leads to a file, and a decision's link to that decision", () => {
    const wrong: string[] = [];
    for (const file of scanned.filter((path) => path.endsWith(".md"))) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) {
        const [, label, href] = match as unknown as [string, string, string];
        if (/^(?:[a-z]+:|#|\/)/.test(href)) continue;
        const target = normalize(join(dirname(file), href.split("#")[0]!));
        if (!existsSync(target)) wrong.push(`${file}: ${href} (no such file)`);
        const decision = /^decision (\d{3})$/i.exec(label.trim())?.[1];
        const leads = /(?:^|\/)(\d{3})-[\w-]+\.md$/.exec(target)?.[1];
        if (decision && leads && decision !== leads) wrong.push(`${file}: ${label} -> ${href}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("finds a planted citation of a missing file and a decision linked to another", () => {
    expect(exists("app/content/catalog/figures.ts", "app/x.ts")).toBe(false);
    expect(exists("catalog/figures.server.ts", "app/x.ts")).toBe(true);
    const link = "[decision 036](decisions/034-app-layers.md)".match(/^\[decision (\d{3})\]/);
    expect(link?.[1]).not.toBe("034");
  });
});
