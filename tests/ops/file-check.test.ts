import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { findProductById } from "../../app/content/catalog/catalog.server";
import { checkFiles, fileCheckLines } from "../../server/backup/file-check";
import { fileDir, storePdf } from "../../server/content/files";
import { makePhoto, photoDirs } from "../../server/content/photo-files";
import { makeSeal } from "../../server/content/seal-file";
import { contentDatabase, openContentStore } from "../../server/content/store";
import { openStore } from "../../server/inquiries/store";
import { storePaper } from "../../server/units/papers";
import { openUnitsStore } from "../../server/units/store";
import { makePdf } from "../pdf-fixtures";
import { deliveredUnit } from "../fixtures/units";
import { STORED } from "../receiver/harness";

/**
 * The restores' last step (server/backup/file-check.ts) over every store that keeps files,
 * each written by the store's own code: nothing is missing at first; then one file of each kind
 * is deleted, and each line names its database, table, row and file.
 */
const work = mkdtempSync(join(tmpdir(), "file-check-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const image = (width: number, height: number, format: "jpeg" | "png") =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();

/** A service request with two photos, as the unit's page stores it: its reference and files. */
async function serviceRequest(inquiryDb: string) {
  const jpeg = new Uint8Array(await image(640, 480, "jpeg"));
  const store = openStore(inquiryDb);
  try {
    const made = ["valve.jpg", "plate.jpg"].map((name) => ({
      name,
      jpeg,
      width: 640,
      height: 480,
    }));
    const { ref } = store.addWithPhotos(
      { ...STORED, lang: "ko", kind: "service", unitSerial: "HF-2026-00001" },
      made,
      "off",
    );
    const photos = store.photos.ofInquiry(store.idOf(ref)!);
    const files = store.database
      .prepare("SELECT file FROM inquiry_photos ORDER BY position")
      .pluck()
      .all() as string[];
    return { ref, store, photos, files };
  } catch (error) {
    store.close();
    throw error;
  }
}

describe("the restores' check of files", () => {
  it("finds every file the rows name, then names each row whose file is missing", async () => {
    const data = join(work, "data");
    mkdirSync(data);

    // The inquiries: a request's photos, a reply's file, a buyer's mail's attachment.
    const { ref, store, photos, files } = await serviceRequest(join(data, "inquiries.sqlite"));
    const inquiryId = store.idOf(ref)!;
    const [kept] = store.files.keepPending(inquiryId, [
      { name: "drawing.pdf", type: "application/pdf", content: Buffer.from("%PDF-1.4 drawing") },
    ]);
    const keptId = store.database.prepare("SELECT id FROM inquiry_files").pluck().get();
    const received = await store.messages.receive({
      key: { uidValidity: "1", uid: 1 },
      references: [],
      subject: `RE: [${ref}] 도면`,
      from: { address: STORED.email },
      fromVerified: { by: "dmarc", domain: STORED.email.split("@")[1]! },
      date: new Date().toISOString(),
      text: "사양서를 첨부합니다.",
      kind: "message",
      attachments: [
        { filename: "spec.pdf", contentType: "application/pdf", content: Buffer.from("%PDF") },
      ],
    });
    expect(received).toBe("stored");
    const mailFile = store.database.prepare("SELECT id, file FROM mail_files").get() as {
      id: number;
      file: string;
    };
    store.close();

    // A unit's paper.
    const units = openUnitsStore(join(data, "units.sqlite"));
    const unit = units.add(deliveredUnit(findProductById("480-035")!), "kim@example.com");
    const stored = await storePaper(data, await makePdf("Test report"), "report.pdf");
    if (!stored.ok) throw new Error(stored.message.en);
    const paper = units.addPaper(unit.id, { kind: "test-report", ...stored.file }, "kim");
    units.close();

    // Published content: a product's photo, a document's PDF, and the seal in a draft.
    const content = openContentStore(contentDatabase(data));
    const by = { by: "kim@example.com", baseVersion: 0 };
    const photo = await makePhoto(await image(1200, 800, "jpeg"), "pump.jpg", photoDirs(data));
    if (!photo.ok) throw new Error(photo.message.en);
    const alt = { ko: "펌프", en: "Pump" };
    const photoValue = { photos: [{ ...photo.photo, alt }] };
    expect(content.saveDraft("productPhotos", "480-035", photoValue, by).ok).toBe(true);
    expect(content.publish("productPhotos", "480-035", { ...by, baseVersion: 1 }).ok).toBe(true);
    const pdf = await storePdf(await makePdf(), "brochure.pdf", fileDir(data));
    if (!pdf.ok) throw new Error(pdf.message.en);
    const document = {
      id: 1,
      title: { ko: "카탈로그", en: "Catalogue" },
      group: "general",
      lang: "ko",
      date: "2026-11-20",
      file: pdf.file,
    };
    expect(content.saveDraft("document", "1", document, by).ok).toBe(true);
    const seal = await makeSeal(await image(300, 300, "png"), "seal.png", data);
    if (!seal.ok) throw new Error(seal.message.en);
    const company = content.get("company", "company")!;
    const withSeal = { ...company.draft, seal: seal.seal };
    const sealed = content.saveDraft("company", "company", withSeal, {
      by: "kim@example.com",
      baseVersion: company.version,
    });
    expect(sealed.ok).toBe(true);
    content.close();

    const whole = checkFiles(data);
    expect(whole.unread).toEqual([]);
    expect(whole.missing).toEqual([]);
    // The request's 2 photos, the kept file, the mail's, the paper; 3 drafts and 2 published
    // values (the company's is the repository's, live since the start); 4 versions in history.
    expect(whole.rows).toBe(2 + 1 + 1 + 1 + 3 + 2 + 4);
    expect(fileCheckLines(whole, data)).toEqual([
      `Every file the databases name is there (${whole.rows} rows checked).`,
    ]);

    // One file of each kind lost.
    const lost = {
      photo: `request-photos/${files[0]}`,
      kept: `reply-files/${kept!.token}`,
      mail: `mail-files/${mailFile.file}`,
      paper: `unit-papers/${paper.file}.pdf`,
      copy: `uploads/photos/${photo.photo.id}-480.webp`,
      record: `uploads/files/${pdf.file.file}.json`,
      seal: `seals/${seal.seal.file}.png`,
    };
    for (const path of Object.values(lost)) rmSync(join(data, path));
    // The original of the product's photo: any extension, none left.
    for (const name of readdirSync(photoDirs(data).originals)) {
      rmSync(join(photoDirs(data).originals, name));
    }

    const check = checkFiles(data);
    expect(check.unread).toEqual([]);
    const lines = fileCheckLines(check, data);
    const item = "content.sqlite items";
    const history = "content.sqlite history.value";
    expect(lines.slice(0, -1).sort()).toEqual(
      [
        `inquiries.sqlite inquiry_photos.file id ${photos[0]!.id} (${ref}): ${lost.photo} is missing`,
        `inquiries.sqlite inquiry_files.file id ${keptId} (${ref}): ${lost.kept} is missing`,
        `inquiries.sqlite mail_files.file id ${mailFile.id} (${ref}): ${lost.mail} is missing`,
        `units.sqlite unit_papers.file id ${paper.id} (${unit.serial}): ${lost.paper} is missing`,
        ...["draft", "published"].flatMap((column) => [
          `${item}.${column} productPhotos/480-035: ${lost.copy} is missing`,
          `${item}.${column} productPhotos/480-035: originals/${photo.photo.id}.* is missing`,
        ]),
        `${history} productPhotos/480-035 version 1: ${lost.copy} is missing`,
        `${history} productPhotos/480-035 version 1: originals/${photo.photo.id}.* is missing`,
        `${history} productPhotos/480-035 version 2: ${lost.copy} is missing`,
        `${history} productPhotos/480-035 version 2: originals/${photo.photo.id}.* is missing`,
        `${item}.draft document/1: ${lost.record} is missing`,
        `${history} document/1 version 1: ${lost.record} is missing`,
        `${item}.draft company/company: ${lost.seal} is missing`,
        `${history} company/company version 1: ${lost.seal} is missing`,
      ].sort(),
    );
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^11 rows name files that are missing: inquiries\\.sqlite inquiry_photos id ${photos[0]!.id} \\(${ref}\\), .*, and 1 more\\. The rows are kept`,
      ),
    );
    // The other photo of the request, and everything else, was not reported.
    expect(lines.join("\n")).not.toContain(files[1]);
  });

  it("looks beside an INQUIRY_DB outside DATA_DIR, passes over what an older schema lacks, says what does not read", async () => {
    const data = join(work, "apart", "data");
    const elsewhere = join(work, "apart", "inquiries", "site.sqlite");
    mkdirSync(data, { recursive: true });
    const { ref, store, photos, files } = await serviceRequest(elsewhere);
    store.close();
    rmSync(join(work, "apart", "inquiries", "request-photos", files[1]!));
    // A units database from before its papers: nothing to check there, no error.
    const old = new Database(join(data, "units.sqlite"));
    old.exec("CREATE TABLE units (id INTEGER PRIMARY KEY, serial TEXT)");
    old.close();
    writeFileSync(join(data, "note.txt"), "not a database");
    // A value that does not read is said, and the check goes on.
    const content = new Database(join(data, "content.sqlite"));
    content.exec(`CREATE TABLE items (kind TEXT, id TEXT, draft TEXT, published TEXT);
      INSERT INTO items VALUES ('gallery', '7', 'not JSON', NULL);`);
    content.close();

    const check = checkFiles(data, elsewhere);
    expect(check.rows).toBe(3);
    const lines = fileCheckLines(check, data);
    expect(lines[1]).toMatch(/^Could not check content\.sqlite items\.draft gallery\/7: .*JSON/);
    expect(lines.toSpliced(1, 1)).toEqual([
      `inquiries.sqlite inquiry_photos.file id ${photos[1]!.id} (${ref}): ${join(work, "apart", "inquiries", "request-photos", files[1]!)} is missing`,
      `1 row names files that are missing: inquiries.sqlite inquiry_photos id ${photos[1]!.id} (${ref}). The rows are kept and the site answers 404 for those files; an older archive may hold them.`,
    ]);
  });
});
