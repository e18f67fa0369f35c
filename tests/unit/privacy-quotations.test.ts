import { describe, expect, it } from "vitest";
import { privacyPolicy } from "../../app/content/privacy-policy.server";
import { currentPolicy } from "../../app/content/privacy";

/** The policy names the data of a quotation's answer (issue 48) in a new dated version. */
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
});
