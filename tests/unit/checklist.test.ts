import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import {
  backupItem,
  factsItem,
  httpsItem,
  mailItem,
  processorsItem,
} from "../../app/admin/home/checklist.server";
import { company } from "../../app/content/company";

/** The launch checklist's items (app/admin/home/checklist.server.ts), both ways each. */
const dir = mkdtempSync(join(tmpdir(), "checklist-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the launch checklist", () => {
  test("facts: the repository's sample values are named until replaced", () => {
    const sample = factsItem("ko", company);
    expect(sample).toMatchObject({ done: false, href: "/admin/content/company" });
    expect(sample.text).toContain("상호, 대표자, 전화, 팩스, 이메일.");
    const own = factsItem("en", {
      ...company,
      name: { ko: "가산밸브", en: "Gasan Valve" },
      ceo: { ko: "이가산", en: "Gasan Lee" },
      phone: "02-868-1234",
      fax: "02-868-1235",
      email: "sales@gasan.example",
    });
    // The repository's address is the company's own: kept, it is not a sample value.
    expect(own).toMatchObject({ done: true, href: "/en/admin/content/company" });
    expect(own.text).not.toContain("sample");
  });

  test("processors: a placeholder's task is named until the provider is", () => {
    const item = processorsItem("en", company);
    expect(item.done).toBe(false);
    expect(item.text).toContain(company.processors[0]!.task.en);
    const named = company.processors.map((p, i) => ({
      ...p,
      name: { ko: `업체 ${i}`, en: `Provider ${i}` },
    }));
    expect(processorsItem("en", { ...company, processors: named }).done).toBe(true);
  });

  test("mail: done once a test mail went through the settings as they are", () => {
    expect(mailItem("ko", { configured: false })).toMatchObject({ id: "mail", done: false });
    const untested = mailItem("ko", { configured: true });
    expect(untested).toMatchObject({ done: false, href: "/admin/settings/mail" });
    expect(untested.text).toContain("시험 메일");
    const tested = mailItem("en", { configured: true, lastTestAt: "2026-11-23T01:00:00.000Z" });
    expect(tested).toMatchObject({ done: true, href: "/en/admin/settings/mail" });
  });

  test("backup: none, no folder, a day old, and fresh", async () => {
    expect((await backupItem("en", {})).text).toContain("BACKUP_DIR");
    expect(await backupItem("en", { backupDir: dir })).toMatchObject({ done: false });
    writeFileSync(join(dir, "hanbit-data-2026-11-20T03-00-00Z.tar.gz"), "");
    const now = Date.parse("2026-11-23T03:00:00Z");
    const old = await backupItem("ko", { backupDir: dir }, now);
    expect(old.done).toBe(false);
    expect(old.text).toContain("하루가 넘었습니다");
    writeFileSync(join(dir, "hanbit-data-2026-11-23T01-00-00Z.tar.gz"), "");
    expect(await backupItem("ko", { backupDir: dir }, now)).toMatchObject({ done: true });
  });

  test("HTTPS: SITE_URL over https and equal to the address the page was opened at", () => {
    const site = "https://www.hanbitflow.example";
    expect(httpsItem("en", `${site}/en/admin`, site).done).toBe(true);
    const http = httpsItem("en", "http://localhost:3000/en/admin", "http://localhost:3000");
    expect(http).toMatchObject({ done: false });
    expect(http.text).toContain("does not start with https");
    const other = httpsItem("ko", "https://hanbit.example/admin", site);
    expect(other.done).toBe(false);
    expect(other.text).toContain("https://hanbit.example");
  });
});
