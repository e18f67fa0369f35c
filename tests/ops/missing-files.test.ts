import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { findProductById } from "../../app/content/catalog/catalog.server";
import { setUpStaff } from "../../server/admin/setup";
import { openStore } from "../../server/inquiries/store";
import { readConfig } from "../../server/platform/config";
import { openUnitsPart } from "../../server/units/setup";
import { phonePhoto } from "../fixtures/photos";
import { deliveredUnit, FORMS_OPEN_AT } from "../fixtures/units";
import { PATIENT, STORED } from "../receiver/harness";
import { serveBuilt } from "../server/serve-built";
import { backupCommand, killHard, PATIENT_REPLICA } from "./ops-support";

/**
 * Issue 72 item 2: a restore never leaves a row pointing at a missing file in silence. A
 * photo lost before the daily archive was taken, and one the replica never received: each
 * restore names the row and the file, exits 0 with everything else in place, and the restored
 * site answers the lost file with a 404 (never a 500) while the rest of the inquiry shows.
 */
const work = mkdtempSync(join(tmpdir(), "missing-files-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A signed-in owner's cookie, made in the restored DATA_DIR's staff database. */
function ownerCookie(dataDir: string) {
  const staff = setUpStaff(readConfig({ DATA_DIR: dataDir }));
  try {
    const { account, token } = staff.accounts.invite("owner@example.com", "owner");
    staff.accounts.completeInvitation(token, account.id);
    return `hf_staff=${staff.sessions.create(account.id, "full", "127.0.0.1")}`;
  } finally {
    staff.close();
  }
}

/** The request's photo rows, in the order sent: their ids and files. */
function photoRows(inquiryDb: string) {
  const db = new Database(inquiryDb, { readonly: true });
  try {
    return db.prepare("SELECT id, file FROM inquiry_photos ORDER BY position").all() as {
      id: number;
      file: string;
    }[];
  } finally {
    db.close();
  }
}

/**
 * The restored site, signed in: the inquiry's page shows, the lost photo (and mail file) answer
 * 404, the ones kept answer with their bytes.
 */
async function servedAfter(
  data: string,
  ref: string,
  photos: { lost: number; kept: number },
  mailFiles?: { lost: number; kept: number },
) {
  const cookie = ownerCookie(data);
  const server = await serveBuilt({ DATA_DIR: data, INQUIRY_DB: join(data, "inquiries.sqlite") });
  try {
    const get = (path: string) => fetch(`${server.origin}${path}`, { headers: { Cookie: cookie } });
    const page = await get(`/admin/inquiries/${ref}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`/admin/inquiries/${ref}/photos/${photos.lost}`);
    const lost = await get(`/admin/inquiries/${ref}/photos/${photos.lost}`);
    expect(lost.status).toBe(404);
    expect(lost.headers.get("cache-control")).toBe("no-store");
    const kept = await get(`/admin/inquiries/${ref}/photos/${photos.kept}`);
    expect(kept.status).toBe(200);
    expect(kept.headers.get("content-type")).toBe("image/jpeg");
    await kept.arrayBuffer();
    if (mailFiles) {
      const lostFile = await get(`/admin/mail/files/${mailFiles.lost}`);
      expect(lostFile.status).toBe(404);
      expect(lostFile.headers.get("cache-control")).toBe("no-store");
      const keptFile = await get(`/admin/mail/files/${mailFiles.kept}`);
      expect(keptFile.status).toBe(200);
      expect(await keptFile.text()).toBe("drawing");
    }
  } finally {
    await server.stop();
  }
}

describe("a restore with a row whose file is missing", () => {
  it("from an archive: names the row and the file, exits 0, and the site answers 404", async () => {
    const data = join(work, "archive", "data");
    mkdirSync(data, { recursive: true });
    const jpeg = new Uint8Array(
      await sharp(await phonePhoto())
        .jpeg()
        .toBuffer(),
    );
    const store = openStore(join(data, "inquiries.sqlite"));
    const { ref } = store.addWithPhotos(
      { ...STORED, lang: "ko", kind: "service", unitSerial: "HF-2026-00001" },
      ["valve.jpg", "plate.jpg"].map((name) => ({ name, jpeg, width: 800, height: 1200 })),
      "off",
    );
    expect(
      await store.messages.receive({
        key: { uidValidity: "1", uid: 1 },
        references: [],
        subject: `RE: [${ref}] 사양서`,
        from: { address: STORED.email },
        fromVerified: { by: "dmarc", domain: STORED.email.split("@")[1]! },
        date: new Date().toISOString(),
        text: "사양서를 첨부합니다.",
        kind: "message",
        attachments: [
          { filename: "spec.pdf", contentType: "application/pdf", content: Buffer.from("%PDF") },
          { filename: "drawing.txt", contentType: "text/plain", content: Buffer.from("drawing") },
        ],
      }),
    ).toBe("stored");
    const [mail, otherMail] = store.database
      .prepare("SELECT id, file FROM mail_files ORDER BY id")
      .all() as { id: number; file: string }[];
    store.close();
    const [lost, kept] = photoRows(join(data, "inquiries.sqlite"));
    // Lost from the disk before the night's archive: the archive never had them.
    rmSync(join(data, "request-photos", lost!.file));
    rmSync(join(data, "mail-files", mail!.file));

    const backups = join(work, "archive", "backups");
    const backup = await backupCommand(["backup", backups], { DATA_DIR: data });
    expect(backup.code, backup.output).toBe(0);
    const archive = readdirSync(backups).find((name) => name.endsWith(".tar.gz"))!;
    const restoredDir = join(work, "archive", "restored");
    const restored = await backupCommand(["restore", join(backups, archive), restoredDir]);

    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(
      `inquiries.sqlite inquiry_photos.file id ${lost!.id} (${ref}): request-photos/${lost!.file} is missing\n`,
    );
    expect(restored.output).toContain(
      `inquiries.sqlite mail_files.file id ${mail!.id} (${ref}): mail-files/${mail!.file} is missing\n`,
    );
    expect(restored.output).toContain(
      `2 rows name files that are missing: inquiries.sqlite inquiry_photos id ${lost!.id} (${ref}), inquiries.sqlite mail_files id ${mail!.id} (${ref}).`,
    );
    // The rows are kept, and everything else is there.
    expect(photoRows(join(restoredDir, "inquiries.sqlite"))).toEqual([lost, kept]);
    expect(existsSync(join(restoredDir, "request-photos", kept!.file))).toBe(true);

    await servedAfter(
      restoredDir,
      ref,
      { lost: lost!.id, kept: kept!.id },
      { lost: mail!.id, kept: otherMail!.id },
    );
  });

  it("from the replica: names the photo it never received, exits 0, and the site answers 404", async () => {
    const data = join(work, "replica", "data");
    const replica = join(work, "replica", "replica");
    mkdirSync(data, { recursive: true });
    const units = openUnitsPart(data);
    const token = units.store.add(
      deliveredUnit(findProductById("480-035")!),
      "kim@example.com",
    ).token;
    units.store.close();
    const env = {
      DATA_DIR: data,
      INQUIRY_DB: join(data, "inquiries.sqlite"),
      REPLICA_URL: `file://${replica}`,
      ...PATIENT_REPLICA,
      TEST_SITE_CLOCK_AT: FORMS_OPEN_AT,
    };
    const server = await serveBuilt(env, [], { keepOutput: true });

    // A service request with two photos from the unit's page.
    const form = new FormData();
    for (const [name, value] of Object.entries({
      companyName: "한빛수자원",
      name: "김정비",
      phone: "031-555-0101",
      email: "jungbi@example.com",
      inquiry: "밸브가 닫히지 않습니다.",
      privacy_consent: "yes",
    }))
      form.append(name, value);
    const photo = new Uint8Array(await phonePhoto());
    for (const name of ["valve.jpg", "plate.jpg"]) {
      form.append("photos", new File([photo], name, { type: "image/jpeg" }));
    }
    const request = await fetch(`${server.origin}/u/${token}/service`, {
      method: "POST",
      body: form,
      redirect: "manual",
    });
    expect(request.status).toBe(303);
    // Both photos reach the replica; then the machine is lost.
    const copies = join(replica, "files", "request-photos");
    await vi.waitFor(() => {
      expect(existsSync(copies) ? readdirSync(copies) : [], server.output()).toHaveLength(2);
    }, PATIENT);
    server.expectExit();
    await killHard(server.pid);
    rmSync(data, { recursive: true, force: true });

    // One photo the replica never received (files lag their rows): gone from it.
    const [gone] = readdirSync(copies).sort();
    rmSync(join(copies, gone!));
    const restored = await backupCommand(["restore", "--from-replica"], env);

    expect(restored.code, restored.output).toBe(0);
    const rows = photoRows(join(data, "inquiries.sqlite"));
    expect(rows).toHaveLength(2);
    const lost = rows.find((row) => row.file === gone)!;
    const kept = rows.find((row) => row.file !== gone)!;
    const db = new Database(join(data, "inquiries.sqlite"), { readonly: true });
    const ref = db.prepare("SELECT ref FROM inquiries WHERE kind = 'service'").pluck().get();
    db.close();
    expect(restored.output).toContain(
      `inquiries.sqlite inquiry_photos.file id ${lost.id} (${ref}): request-photos/${gone} is missing\n`,
    );
    expect(restored.output).toContain(
      `1 row names files that are missing: inquiries.sqlite inquiry_photos id ${lost.id} (${ref}).`,
    );
    expect(restored.output).toMatch(/\d+ databases and \d+ files restored from the replica/);
    expect(existsSync(join(data, "request-photos", kept.file))).toBe(true);

    await servedAfter(data, String(ref), { lost: lost.id, kept: kept.id });
  });
});
