import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { takeBackup } from "../../server/backup/backup";
import { privacyStore } from "../../server/inquiries/privacy";
import { openStore } from "../../server/inquiries/store";
import type { IncomingMail } from "../../server/mail/incoming";
import { VALID_INQUIRY } from "./messages-support";

/** Buyers' mail and its files under erasure, retention and backups (issue 40). */

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), "mail-privacy-"));
  dirs.push(dir);
  return dir;
};

let uid = 0;
const mail = (subject: string, from: string, file: string): IncomingMail => {
  uid += 1;
  return {
    key: { uidValidity: "1", uid },
    messageId: `p${uid}@x.example`,
    references: [],
    subject,
    from: { address: from },
    fromVerified: { by: "dmarc", domain: from.split("@")[1]!.toLowerCase() },
    date: "2026-11-24T01:00:00.000Z",
    text: "words",
    kind: "message",
    attachments: [{ filename: file, contentType: "text/plain", content: Buffer.from(file) }],
  };
};

describe("buyers' mail", () => {
  it("leaves with its inquiry on erasure and retention, files and all", async () => {
    const dir = fresh();
    const store = openStore(join(dir, "inquiries.sqlite"));
    const privacy = privacyStore(store);
    const files = () => readdirSync(join(dir, "mail-files"));
    const now = new Date();
    const old = store.add(
      { ...VALID_INQUIRY, email: "old@a.example" },
      "off",
      new Date(now.getTime() - 400 * 86_400_000),
    );
    const kept = store.add({ ...VALID_INQUIRY, email: "kept@b.example" }, "off", now);
    const erased = store.add({ ...VALID_INQUIRY, email: "gone@c.example" }, "off", now);
    await store.messages.receive(mail(`[${old.ref}]`, "old@a.example", "old.txt"));
    await store.messages.receive(mail(`[${kept.ref}]`, "kept@b.example", "kept.txt"));
    await store.messages.receive(mail(`[${erased.ref}]`, "gone@c.example", "gone.txt"));
    // Unmatched: one of the erased person's, one dismissed long ago, one waiting for staff.
    await store.messages.receive(mail("hello", "GONE@c.example", "loose.txt"));
    await store.messages.receive(
      mail("offer", "spam@d.example", "spam.txt"),
      new Date(now.getTime() - 400 * 86_400_000),
    );
    await store.messages.receive(
      mail("question", "new@e.example", "new.txt"),
      new Date(now.getTime() - 400 * 86_400_000),
    );
    const spam = store.messages.unmatched().find((m) => m.subject === "offer");
    expect(store.messages.dismiss(spam!.id)).toBe(true);
    expect(files()).toHaveLength(6);

    expect(privacy.purgeExpired({ days: 365, now }).refs).toEqual([old.ref]);
    expect(files()).toHaveLength(4);
    expect(privacy.erasePerson({ email: "gone@c.example" }, now).refs).toEqual([erased.ref]);
    const left = store.database
      .prepare("SELECT subject FROM mail_messages ORDER BY id")
      .pluck()
      .all();
    // The undismissed unmatched mail waits for staff, whatever its age: nothing goes unseen.
    expect(left).toEqual([`[${kept.ref}]`, "question"]);
    expect(files()).toHaveLength(2);
    const names = store.database.prepare("SELECT file FROM mail_files ORDER BY id").pluck().all();
    expect(files().sort()).toEqual([...names].sort());
    store.close();
  });

  it("is in the backup: the database and every attachment file", async () => {
    const data = fresh();
    const store = openStore(join(data, "inquiries.sqlite"));
    const stored = store.add(VALID_INQUIRY, "off");
    await store.messages.receive(mail(`[${stored.ref}]`, VALID_INQUIRY.email, "drawing.dwg"));
    const [file] = store.database.prepare("SELECT file FROM mail_files").pluck().all() as string[];
    store.close();
    const { manifest } = await takeBackup(data, fresh());
    expect(manifest.files.map((entry) => entry.path)).toContain(join("mail-files", file!));
    expect(existsSync(join(data, "mail-files", file!))).toBe(true);
  });
});
