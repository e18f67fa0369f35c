import { execFile } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { company } from "../../app/content/company";
import { galleryItems } from "../../app/content/gallery";
import { createStaffServices } from "../../server/admin/services";
import { archiveName, archivesToKeep } from "../../server/backup/backup";
import { photoDirs, processPhoto, type Photo } from "../../server/content/photos";
import { contentDatabase, openContentStore } from "../../server/content/store";
import { PATIENT, VALID } from "../receiver/harness";
import { serveBuilt } from "../server/serve-built";
import { currentCode, QUICK_PASSWORDS } from "../staff-support";
import { backupCommand } from "./ops-support";

/**
 * The backup drill: while inquiries are posted at a steady rate, `npm run backup`; then
 * `npm run restore` into a fresh folder and the server started on it. Every inquiry answered
 * before the backup began must be there with its quote lines, and every database found must
 * pass SQLite's integrity check. Run through the built commands, as staff run them.
 */
const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), "drill-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every file under `dir`, relative. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const OWNER = "drill-owner@example.com";
const PASSWORD = "blue valve turns quietly 42";

/** An owner with a password and an authenticator app in `dataDir`'s staff.sqlite; its secret. */
async function owner(dataDir: string) {
  const staff = createStaffServices({
    file: join(dataDir, "staff.sqlite"),
    siteOrigin: "http://localhost:3000",
    trustProxy: false,
    auditRetentionDays: 730,
    passwordCost: QUICK_PASSWORDS,
  });
  try {
    const { account, token } = staff.accounts.invite(OWNER, "owner");
    await staff.setPassword(account.id, PASSWORD);
    const secret = staff.totp.newSecret();
    // Set up with the previous step's code: the sign-in after the restore uses a newer one.
    expect(staff.totp.enable(account.id, secret, currentCode(secret, Date.now() - 30_000))).toBe(
      true,
    );
    staff.accounts.completeInvitation(token, account.id);
    return secret;
  } finally {
    staff.close();
  }
}

/** Both sign-in steps through the forms over HTTP, as a browser without JavaScript posts them. */
async function signIn(origin: string, secret: string) {
  const jar = new Map<string, string>();
  const send = async (path: string, form?: Record<string, string>) => {
    const response = await fetch(origin + path, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(form && { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" }),
      },
      body: form && new URLSearchParams({ ...form, csrf: jar.get("hf_csrf") ?? "" }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, ...value] = cookie.split(";")[0]!.split("=");
      jar.set(name!, value.join("="));
    }
    return response;
  };
  await send("/admin");
  const first = await send("/admin/sign-in", { email: OWNER, password: PASSWORD });
  expect(first.status).toBe(302);
  const second = await send("/admin/sign-in/verify", { code: currentCode(secret, Date.now()) });
  expect(second.status).toBe(302);
  /** A page of the back office, signed in. */
  return async (path: string) => {
    const response = await send(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };
}

/** A real photo through the upload pipeline into `dataDir`'s uploads. */
async function uploadedPhoto(dataDir: string): Promise<Photo> {
  const jpeg = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const result = await processPhoto(jpeg, "drill.jpg", photoDirs(dataDir));
  if (!result.ok) throw new Error(result.message.en);
  return result.photo;
}

const LINES = [
  { id: "480-035", qty: "2" },
  { id: "s30", qty: "4" },
];

describe("backup drill", () => {
  it("restores every inquiry, account, publication and photo from before the backup, from a live server", async () => {
    const data = join(work, "data");
    const backups = join(work, "backups");
    mkdirSync(data, { recursive: true });
    const secret = await owner(data);
    const photo = await uploadedPhoto(data);
    // The original (private) and each width in both formats (served).
    const photoFiles = filesIn(data).filter((file) => /^(uploads|originals)\//.test(file));
    expect(photoFiles).toHaveLength(1 + photo.widths.length * 2);
    // The PDFs made again after a change of facts are derived: left out, made again at start.
    mkdirSync(join(data, "documents/0123456789abcdef"), { recursive: true });
    writeFileSync(join(data, "documents/0123456789abcdef/datasheet-s30-ko.pdf"), "%PDF-1.3");
    const server = await serveBuilt({ DATA_DIR: data, INQUIRY_DB: join(data, "inquiries.sqlite") });

    // Staff publish at a steady rate meanwhile: a new CEO in the company facts and a new
    // gallery job, in turn, about ten a second, each through the content store as the back
    // office's editor saves and publishes.
    const content = openContentStore(contentDatabase(data));
    const publications: { at: number; ceo?: string; job?: number }[] = [];
    let publishing = true;
    const publisher = (async () => {
      for (let n = 1; publishing; n++) {
        if (n % 2) {
          // A fact the PDFs do not print (the telephone is one they do): the restored server
          // would otherwise make all 88 again while the test runs, work it never looks at.
          const ceo = `Drill CEO ${1000 + n}`;
          const item = content.get("company", "company")!;
          const saved = content.saveDraft(
            "company",
            "company",
            { ...item.draft, ceo: { ko: `드릴 대표 ${1000 + n}`, en: ceo } },
            { by: OWNER, baseVersion: item.version },
          );
          if (!saved.ok) throw new Error(saved.message);
          const live = content.publish("company", "company", {
            by: OWNER,
            baseVersion: saved.item.version,
          });
          if (!live.ok) throw new Error(live.message);
          publications.push({ at: Date.now(), ceo });
        } else {
          const id = 1000 + n;
          const job = {
            ...galleryItems[0]!,
            id,
            title: { ko: `드릴 작업 ${id}`, en: `Drill job ${id}` },
          };
          const saved = content.saveDraft("gallery", String(id), job, {
            by: OWNER,
            baseVersion: 0,
          });
          if (!saved.ok) throw new Error(saved.message);
          const live = content.publish("gallery", String(id), { by: OWNER, baseVersion: 1 });
          if (!live.ok) throw new Error(live.message);
          publications.push({ at: Date.now(), job: id });
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    const answered: { ref: string; at: number; lines: number }[] = [];
    let posting = true;
    let n = 0;
    const poster = (async () => {
      while (posting) {
        n += 1;
        const lines = n % 3;
        const body = new URLSearchParams({ ...VALID, companyName: `드릴 ${n} 주식회사` });
        LINES.slice(0, lines).forEach((line, index) => {
          body.set(`items[${index}][id]`, line.id);
          body.set(`items[${index}][qty]`, line.qty);
        });
        const response = await fetch(`${server.origin}/f/inquiry`, {
          method: "POST",
          headers: { Accept: "application/json" },
          body,
        });
        expect(response.status).toBe(200);
        const { next } = (await response.json()) as { next: string };
        answered.push({ ref: /HF-\d{8}-\d{6}/.exec(next)![0], at: Date.now(), lines });
        // A steady rate, not a flood: about 50 a second.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    await vi.waitFor(() => expect(answered.length).toBeGreaterThanOrEqual(40), PATIENT);
    await vi.waitFor(() => expect(publications.length).toBeGreaterThanOrEqual(6), PATIENT);
    const began = Date.now();
    const before = answered.filter((inquiry) => inquiry.at < began);
    const publishedBefore = publications.filter((publication) => publication.at < began);
    const backup = await backupCommand(["backup", backups], { DATA_DIR: data });
    const after = answered.length;
    const publishedAfter = publications.length;
    posting = false;
    publishing = false;
    await poster;
    await publisher;
    content.close();
    await server.stop();
    expect(backup.code, backup.output).toBe(0);
    // Posting and publishing went on while the backup was taken.
    expect(after).toBeGreaterThan(before.length);
    expect(publishedAfter).toBeGreaterThan(publishedBefore.length);

    const [archive, sum] = readdirSync(backups).sort();
    expect(archive).toMatch(/^hanbit-data-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    expect(sum).toBe(`${archive}.sha256`);
    const archivePath = join(backups, archive!);

    // A live (non-empty) data directory is refused without --force, and left as it was.
    const filesBefore = filesIn(data);
    const refused = await backupCommand(["restore", archivePath, data]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("is not empty");
    expect(refused.output).toContain("--force");
    expect(filesIn(data)).toEqual(filesBefore);

    // A damaged archive is refused before anything is written.
    const damaged = join(work, "damaged", archive!);
    mkdirSync(join(work, "damaged"));
    const bytes = readFileSync(archivePath);
    bytes[bytes.length >> 1] = bytes[bytes.length >> 1]! ^ 0xff;
    writeFileSync(damaged, bytes);
    copyFileSync(`${archivePath}.sha256`, `${damaged}.sha256`);
    const bad = await backupCommand(["restore", damaged, join(work, "never")]);
    expect(bad.code).toBe(1);
    expect(bad.output).toContain("does not match its checksum");

    // So is an archive with a file its manifest does not list, even with a matching checksum.
    const unpacked = join(work, "unpacked");
    mkdirSync(unpacked);
    await run("tar", ["-xzf", archivePath, "-C", unpacked]);
    writeFileSync(join(unpacked, "planted.sqlite"), "not from the backup");
    const planted = join(work, "damaged", "planted.tar.gz");
    await run("tar", ["-czf", planted, "-C", unpacked, "."]);
    const plantedSum = (await run("sha256sum", [planted])).stdout.split(" ")[0];
    writeFileSync(`${planted}.sha256`, `${plantedSum}  planted.tar.gz\n`);
    const extra = await backupCommand(["restore", planted, join(work, "never")]);
    expect(extra.code).toBe(1);
    expect(extra.output).toContain("holds files its manifest does not: planted.sqlite");

    const fresh = join(work, "restored");
    const restored = await backupCommand(["restore", archivePath, fresh]);
    expect(restored.code, restored.output).toBe(0);
    for (const file of photoFiles) {
      expect(readFileSync(join(fresh, file)).equals(readFileSync(join(data, file))), file).toBe(
        true,
      );
    }
    // Each database one file, as the data directory had them (the counts of page views too),
    // and the photos; nothing else.
    expect(filesIn(fresh)).toEqual(
      [
        "content.sqlite",
        "edge.sqlite",
        "inquiries.sqlite",
        "staff.sqlite",
        "stats.sqlite",
        "units.sqlite",
        ...photoFiles,
      ].sort(),
    );

    // Every database found passes SQLite's own check.
    const databases = filesIn(fresh).filter((file) => file.endsWith(".sqlite"));
    expect(databases).toContain("inquiries.sqlite");
    for (const file of databases) {
      const db = new Database(join(fresh, file), { readonly: true });
      expect(db.pragma("integrity_check", { simple: true }), file).toBe("ok");
      db.close();
    }

    // The server starts on the restored folder, and its staff command shows every inquiry
    // answered before the backup began, each with its quote lines.
    const again = await serveBuilt({
      DATA_DIR: fresh,
      INQUIRY_DB: join(fresh, "inquiries.sqlite"),
    });
    try {
      const health = await fetch(`${again.origin}/healthz`);
      expect(health.status).toBe(200);
      const { stdout } = await run(
        process.execPath,
        ["build/app/inquiries.js", "export", "--items"],
        {
          env: { ...process.env, INQUIRY_DB: join(fresh, "inquiries.sqlite") },
        },
      );
      const { stdout: all } = await run(process.execPath, ["build/app/inquiries.js", "export"], {
        env: { ...process.env, INQUIRY_DB: join(fresh, "inquiries.sqlite") },
      });
      for (const inquiry of before) {
        expect(all).toContain(`${inquiry.ref},`);
        const lines = stdout.split("\r\n").filter((row) => row.startsWith(`${inquiry.ref},`));
        expect(lines.map((row) => row.split(",")[4])).toEqual(
          LINES.slice(0, inquiry.lines).map((line) => line.id.toUpperCase()),
        );
      }

      // The owner signs in, with password and app, and sees the inbox.
      const signedIn = await signIn(again.origin, secret);
      expect(await signedIn("/admin")).toContain("문의함");
      for (const { ref } of [before[0]!, before.at(-1)!]) {
        expect(await signedIn(`/admin/inquiries/${ref}`)).toContain(ref);
      }

      // Every gallery job published before the backup began is served, with its page. The
      // CEO served is the restored one, no older than the last published before then.
      for (const { job } of publishedBefore.filter((publication) => publication.job)) {
        const page = await fetch(`${again.origin}/en/gallery/${job}`);
        expect(page.status, `/en/gallery/${job}`).toBe(200);
        expect(await page.text()).toContain(`Drill job ${job}`);
      }
      const ceos = publications.map((publication) => publication.ceo).filter(Boolean);
      const lastBefore = ceos.indexOf(publishedBefore.findLast((p) => p.ceo)!.ceo);
      const store = openContentStore(contentDatabase(fresh));
      const ceo = store.get("company", "company")!.published!.ceo.en;
      store.close();
      expect(ceos.indexOf(ceo)).toBeGreaterThanOrEqual(lastBefore);
      expect(ceo).not.toBe(company.ceo.en);
      expect(await (await fetch(`${again.origin}/en/about/company`)).text()).toContain(ceo);

      // And the photos, each width in both formats, as uploaded.
      for (const file of photoFiles.filter((name) => name.startsWith("uploads/"))) {
        const served = await fetch(`${again.origin}/${file}`);
        expect(served.status, file).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(readFileSync(join(data, file)))).toBe(
          true,
        );
      }
    } finally {
      await again.stop();
    }
  }, 240_000);

  it("the server takes the daily backup itself when BACKUP_DIR is set", async () => {
    const data = join(work, "daily-data");
    const backups = join(work, "daily-backups");
    const server = await serveBuilt({
      DATA_DIR: data,
      INQUIRY_DB: join(data, "inquiries.sqlite"),
      BACKUP_DIR: backups,
    });
    try {
      await vi.waitFor(
        () =>
          expect(readdirSync(backups).filter((name) => name.endsWith(".sha256"))).toHaveLength(1),
        PATIENT,
      );
    } finally {
      await server.stop();
    }
  });
});

describe("rotation", () => {
  it("keeps the newest of each of 7 days and of 4 weeks", () => {
    const start = Date.UTC(2026, 9, 1, 3);
    // Two a day for 60 days, 2026-10-01 to 2026-11-29.
    const names = Array.from({ length: 120 }, (_, i) =>
      archiveName(new Date(start + Math.floor(i / 2) * 86_400_000 + (i % 2) * 3_600_000)),
    );
    const kept = [...archivesToKeep([...names, "notes.txt"])].sort();
    expect(kept).toEqual([
      // Weekly (weeks start on Monday): the newest of the weeks of 11-02, 11-09 and 11-16; the
      // newest week's is 11-29, kept as a daily one.
      "hanbit-data-2026-11-08T04-00-00Z.tar.gz",
      "hanbit-data-2026-11-15T04-00-00Z.tar.gz",
      "hanbit-data-2026-11-22T04-00-00Z.tar.gz",
      // Daily: the newest of each of the last 7 days (the newest week's is among them).
      ...["23", "24", "25", "26", "27", "28", "29"].map(
        (day) => `hanbit-data-2026-11-${day}T04-00-00Z.tar.gz`,
      ),
    ]);
  });
});
