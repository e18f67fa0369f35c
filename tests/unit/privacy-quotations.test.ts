import { describe, expect, it } from "vitest";
import { privacyPolicy } from "../../app/content/privacy-policy.server";
import { currentPolicy } from "../../app/content/privacy";

/**
 * The policy names the data of a quotation's answer (issue 48), and where buyers' mails are kept
 * (issue 47), in a new dated version.
 */
describe("the privacy policy of 2026-12-02", () => {
  const text = (version: Parameters<typeof privacyPolicy>[0], lang: "ko" | "en") =>
    JSON.stringify(privacyPolicy(version, lang, { retentionDays: 1095 }).sections);

  it("names purchase order files; the version before stays as it was", () => {
    expect(currentPolicy).toBe("2026-12-02");
    expect(text("2026-12-02", "ko")).toContain("발주서 파일");
    expect(text("2026-12-02", "en")).toContain("purchase order file");
    expect(text("2026-11-23", "ko")).not.toContain("발주서");
    expect(text("2026-11-23", "en")).not.toContain("purchase order");
  });

  it("says where buyers' mails are kept and for how long (issue 47)", () => {
    const ko = privacyPolicy("2026-12-02", "ko", { retentionDays: 1095 }).sections;
    const en = privacyPolicy("2026-12-02", "en", { retentionDays: 1095 }).sections;
    const destruction = (sections: typeof ko) =>
      JSON.stringify(sections.find((section) => section.id === "destruction"));
    expect(destruction(ko)).toContain("웹사이트 전용 폴더");
    expect(destruction(ko)).toContain("접수일부터 1095일");
    expect(destruction(ko)).toContain("데이터베이스와 메일함에서 모두 지웁니다");
    expect(destruction(en)).toContain("a folder of that mailbox kept for the website");
    expect(destruction(en)).toContain("1095 days from the day the inquiry was received");
    expect(destruction(en)).toContain("from both the database and the mailbox");
    expect(text("2026-11-23", "ko")).not.toContain("웹사이트 전용 폴더");
    expect(text("2026-11-23", "en")).not.toContain("kept for the website");
  });
});
