import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import {
  addressItem,
  backupItem,
  claimsItem,
  emptyPagesItem,
  factsItem,
  historyItem,
  httpsItem,
  mailItem,
  officerItem,
  processorsItem,
  registrationItem,
} from "../../app/admin/home/checklist.server";
import { aboutFor } from "../../app/content/about";
import { company } from "../../app/content/company";
import { home } from "../../app/content/home";
import type { AboutContent } from "../../app/content/schemas";

/** The launch checklist's items (app/admin/home/checklist.server.ts), both ways each. */
const dir = mkdtempSync(join(tmpdir(), "checklist-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the launch checklist", () => {
  test("names each page hidden while empty, and where it is filled; done with the trust pages", () => {
    const seed = ["/certificates", "/references", "/news", "/products/electric/400-410-series"];
    const todo = emptyPagesItem("ko", seed);
    expect(todo).toMatchObject({ id: "emptyPages", done: false });
    expect(todo.places).toEqual([
      { label: "인증현황: 유효한 인증서가 없습니다", href: "/admin/content/certificates" },
      { label: "납품실적: 등록된 납품 제품이 없습니다", href: "/admin/units" },
      { label: "공지사항: 게시된 공지가 없습니다", href: "/admin/content/news/new" },
      { label: "400·410 시리즈: 게시된 제품이 없습니다", href: "/admin/content/catalogue" },
    ]);
    // One of the two trust pages public is not enough: a tender reviewer asks for both.
    expect(emptyPagesItem("en", seed.slice(1)).done).toBe(false);
    const some = emptyPagesItem("en", ["/news"]);
    expect(some).toMatchObject({ done: true });
    expect(some.places).toEqual([
      { label: "News: no notice published", href: "/en/admin/content/news/new" },
    ]);
    expect(emptyPagesItem("en", [])).toMatchObject({ done: true });
    expect(emptyPagesItem("en", []).places).toBeUndefined();
  });

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
      email: "sales@gasanvalve.co.kr",
    });
    // The repository's address is the company's own: kept, it is not a sample value.
    expect(own).toMatchObject({ done: true, href: "/en/admin/content/company" });
    expect(own.text).not.toContain("sample");
  });

  test("an address at a domain kept for examples is a sample value, wherever it is", () => {
    const own = { ...company, email: "sales@gasanvalve.co.kr" };
    expect(factsItem("ko", { ...own, email: "sales@gasan.example" }).text).toContain("이메일");
    const officer = {
      ...own,
      privacyOfficer: { ...own.privacyOfficer, name: { ko: "최보호", en: "Boho Choi" } },
      privacyDesk: { ...own.privacyDesk, name: { ko: "관리팀", en: "Management" } },
    };
    expect(officerItem("en", officer).text).toContain("officer's e-mail");
    // The desk the organization chart names ("관리팀") is the company's own, not a sample.
    const reached = {
      ...officer,
      privacyOfficer: { ...officer.privacyOfficer, email: "privacy@gasanvalve.co.kr" },
      privacyDesk: { ...officer.privacyDesk, email: "privacy@gasanvalve.co.kr" },
    };
    expect(officerItem("ko", reached).done).toBe(true);
    expect(officerItem("ko", officer).text).not.toContain("담당 부서");
    const named = company.processors.map((p, i) => ({
      ...p,
      name: { ko: `업체 ${i}`, en: `Provider ${i}` },
    }));
    // Named, but reached at an example domain: still to do.
    expect(processorsItem("en", { ...company, processors: named }).done).toBe(false);
  });

  test("registration number and the building's number: empty, then set", () => {
    expect(registrationItem("ko", company)).toMatchObject({ done: false, id: "registration" });
    expect(registrationItem("ko", { ...company, businessNumber: "124-81-00998" }).done).toBe(true);
    const address = addressItem("ko", company);
    expect(address).toMatchObject({ done: false, href: "/admin/content/company" });
    expect(address.text).toContain("가마산로 712호");
    const numbered = {
      ...company.address,
      street: { ko: "가마산로 96", en: "96 Gamasan-ro" },
    };
    expect(addressItem("en", { ...company, address: numbered }).done).toBe(true);
  });

  test("the company's age: every place that states a reading, until they agree", () => {
    const about = aboutFor(company) as unknown as AboutContent;
    const item = claimsItem("ko", company, home, about);
    expect(item.done).toBe(false);
    expect(item.places!.map((p) => p.label)).toEqual([
      "홈 첫 화면의 문장: 2005년부터 서비스",
      "홈의 주요 수치: 30년 이상의 경험",
      "홈의 '왜 한빛플로우컨트롤인가': 20년 이상",
      "회사소개 연혁: 1992년 창업·설립",
      "회사소개 연혁: 1994년 창업·설립",
    ]);
    // One reading everywhere, and one founding entry in the history: nothing to choose.
    const one = {
      ...home,
      heroClaim: { ...home.heroClaim, reading: "foundedSecond" as const },
      yearsFigure: { reading: "foundedSecond" as const },
      whyChooseUs: {
        ...home.whyChooseUs,
        text: { ...home.whyChooseUs.text, reading: "foundedSecond" as const },
      },
    };
    const single = {
      ...about,
      history: { ...about.history, events: about.history.events.slice(1) },
    };
    const agreed = claimsItem("en", company, one, single);
    expect(agreed).toMatchObject({ done: true });
    expect(agreed.places).toBeUndefined();
  });

  test("a history that stops five or more years ago", () => {
    const about = aboutFor(company) as unknown as AboutContent;
    expect(historyItem("ko", about, "2026-11-26")).toMatchObject({ done: false });
    expect(historyItem("ko", about, "2026-11-26").text).toContain("2004년");
    const recent = {
      ...about,
      history: {
        ...about.history,
        events: [...about.history.events, { date: "2024.05", event: { ko: "이전", en: "Move" } }],
      },
    };
    expect(historyItem("en", recent, "2026-11-26").done).toBe(true);
  });

  test("processors: a placeholder's task is named until the provider is", () => {
    const item = processorsItem("en", company);
    expect(item.done).toBe(false);
    expect(item.text).toContain(company.processors[0]!.task.en);
    const named = company.processors.map((p, i) => ({
      ...p,
      name: { ko: `업체 ${i}`, en: `Provider ${i}` },
      contact: `privacy@provider${i}.co.kr`,
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
