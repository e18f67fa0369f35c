import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { run } from "../../server/admin/command";
import { fileDir } from "../../server/content/files";
import { photoDirs } from "../../server/content/photos";
import { contentDatabase, openContentStore } from "../../server/content/store";
import { sweepUploads } from "../../server/content/sweep";

/**
 * The uploads sweep (server/content/sweep.ts) on a DATA_DIR of its own: files that some version
 * of some item names are kept, drafts and old versions included; orphans younger than a day are
 * kept; older orphans go; a dry run deletes nothing.
 */
const DAY = 24 * 60 * 60 * 1000;
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "sweep-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const id = (n: number) => `1b4e28ba-2fa1-41d2-883f-0016d3cca4${String(n).padStart(2, "0")}`;
const photo = (n: number) => ({
  id: id(n),
  width: 960,
  height: 720,
  widths: [480, 960],
  placeholder: "#6a7b8c",
  name: `valve-${n}.jpg`,
  alt: { ko: `밸브 ${n}`, en: `Valve ${n}` },
});

/** A photo's files as processPhoto writes them, and a PDF's as storePdf does, `age` ms old. */
function upload(n: number, kind: "photo" | "pdf", age: number): string[] {
  const { public: served, originals } = photoDirs(dir);
  const files =
    kind === "photo"
      ? [...[480, 960].flatMap((w) => [`${id(n)}-${w}.avif`, `${id(n)}-${w}.webp`])].map((name) =>
          join(served, name),
        )
      : [`${id(n)}.pdf`, `${id(n)}.json`].map((name) => join(fileDir(dir), name));
  if (kind === "photo") files.push(join(originals, `${id(n)}.jpeg`));
  const time = (Date.now() - age) / 1000;
  for (const file of files) {
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, "bytes");
    utimesSync(file, time, time);
  }
  return files;
}

function seed() {
  const store = openContentStore(contentDatabase(dir));
  const by = (baseVersion: number) => ({ by: "staff@example.com", baseVersion });
  try {
    // Photo 1 only in an old version: version 2 replaced it with photo 2 (published).
    expect(store.saveDraft("productPhotos", "ap1", { photos: [photo(1)] }, by(0)).ok).toBe(true);
    expect(store.saveDraft("productPhotos", "ap1", { photos: [photo(2)] }, by(1)).ok).toBe(true);
    expect(store.publish("productPhotos", "ap1", by(2)).ok).toBe(true);
    // Photo 3 and PDF 4 only in drafts, never published.
    expect(store.saveDraft("productPhotos", "ap9", { photos: [photo(3)] }, by(0)).ok).toBe(true);
    const notice = {
      id: 1,
      title: { ko: "공지", en: "Notice" },
      date: "2026-11-20",
      body: { ko: "<p>본문</p>", en: "<p>Body</p>" },
      attachments: [{ file: id(4), name: "brochure.pdf", bytes: 5, title: { ko: "가", en: "A" } }],
    };
    expect(store.saveDraft("news", "1", notice, by(0)).ok).toBe(true);
  } finally {
    store.close();
  }
  const kept = [
    ...upload(1, "photo", 3 * DAY),
    ...upload(2, "photo", 3 * DAY),
    ...upload(3, "photo", 3 * DAY),
    ...upload(4, "pdf", 3 * DAY),
    // Orphans of an hour: an upload on its way into a draft.
    ...upload(5, "photo", 60 * 60 * 1000),
    ...upload(6, "pdf", 60 * 60 * 1000),
  ];
  const orphans = [...upload(7, "photo", 2 * DAY), ...upload(8, "pdf", 2 * DAY)];
  // Not named like an upload: never the sweep's.
  const other = join(dir, "uploads", "photos", "notes.txt");
  writeFileSync(other, "x");
  utimesSync(other, 0, 0);
  return { kept: [...kept, other], orphans };
}

describe("the uploads sweep", () => {
  test("keeps what any version names and young orphans; deletes old orphans; dry run first", () => {
    const { kept, orphans } = seed();
    const dry = sweepUploads(dir, { dryRun: true });
    expect(dry).toEqual({ deleted: 7, referenced: 17, young: 7, bytes: 35 });
    for (const file of [...kept, ...orphans]) expect(existsSync(file), file).toBe(true);

    expect(sweepUploads(dir)).toEqual(dry);
    for (const file of kept) expect(existsSync(file), file).toBe(true);
    for (const file of orphans) expect(existsSync(file), file).toBe(false);
    expect(sweepUploads(dir)).toMatchObject({ deleted: 0, referenced: 17, young: 7 });
  });

  test("with no content database, only day-old uploads go", () => {
    upload(5, "photo", 60 * 60 * 1000);
    upload(7, "photo", 2 * DAY);
    expect(sweepUploads(dir)).toMatchObject({ deleted: 5, referenced: 0, young: 5 });
    expect(readdirSync(photoDirs(dir).public).every((name) => name.startsWith(id(5)))).toBe(true);
  });

  test("npm run staff -- sweep [--dry-run] prints the counts, never a file's name", async () => {
    const { orphans } = seed();
    let printed = "";
    const out = { write: (text: string) => (printed += text) };
    expect(await run(["sweep", "--dry-run"], { DATA_DIR: dir }, out)).toBe(0);
    expect(printed).toBe(
      "Uploads sweep: would delete 7 unreferenced file(s) (35 bytes); kept 17 referenced and 7 younger than a day.\n",
    );
    for (const file of orphans) expect(existsSync(file)).toBe(true);
    printed = "";
    expect(await run(["sweep"], { DATA_DIR: dir }, out)).toBe(0);
    expect(printed).toMatch(/^Uploads sweep: deleted 7 unreferenced file\(s\)/);
    expect(printed).not.toContain(id(7));
    for (const file of orphans) expect(existsSync(file)).toBe(false);
  });
});
