import { describe, expect, test } from "vitest";
import { standing, standingWords, WARN_DAYS } from "../../app/admin/content/certificates/status";
import { covers, daysFrom, validOn } from "../../app/certificates/valid";
import { certificateWord } from "../../app/certificates/words";

/** A certificate's days (docs/decisions/032-certificates.md): both ends in, counted in Seoul days. */
describe("certificates by the day", () => {
  const days = { validFrom: "2027-01-01", validUntil: "2027-03-31" };

  test("valid from its first to its last day, both included", () => {
    expect(validOn(days, "2026-12-31")).toBe(false);
    expect(validOn(days, "2027-01-01")).toBe(true);
    expect(validOn(days, "2027-03-31")).toBe(true);
    expect(validOn(days, "2027-04-01")).toBe(false);
    // Across February and a leap year's.
    expect(daysFrom("2027-01-30", "2027-03-31")).toBe(60);
    expect(daysFrom("2028-02-28", "2028-03-01")).toBe(2);
  });

  test("the owner is warned from 60 days before the last valid day", () => {
    expect(WARN_DAYS).toBe(60);
    expect(standing(days, "2027-01-29")).toEqual({ kind: "valid", days: 61, soon: false });
    expect(standing(days, "2027-01-30")).toEqual({ kind: "valid", days: 60, soon: true });
    expect(standing(days, "2027-03-31")).toEqual({ kind: "lastDay", days: 0, soon: true });
    expect(standing(days, "2027-04-03")).toEqual({ kind: "expired", days: 3, soon: false });
    expect(standing(days, "2026-12-30")).toEqual({ kind: "notYet", days: 2, soon: false });
    expect(standing({ validFrom: "", validUntil: "" }, "2027-01-01")).toBeUndefined();
    expect(standingWords("en", { kind: "valid", days: 1, soon: true })).toBe("1 day");
    expect(standingWords("ko", { kind: "expired", days: 3, soon: false })).toBe(
      "만료됨 (3일 지남)",
    );
  });

  test("a product is covered by its id or its group", () => {
    const product = { id: "pqvf", category: "pinch-valve" };
    expect(covers({ products: ["pqvf"] }, product)).toBe(true);
    expect(covers({ groups: ["pinch-valve"] }, product)).toBe(true);
    expect(covers({ groups: ["electric"], products: ["s30"] }, product)).toBe(false);
    expect(covers({}, product)).toBe(false);
  });

  test("the public words count in both languages", () => {
    expect(certificateWord("en", "asOf", { date: "2027-03-31", count: 1 })).toBe(
      "1 certificate valid on 2027-03-31",
    );
    expect(certificateWord("en", "asOf", { date: "2027-03-31", count: 2 })).toBe(
      "2 certificates valid on 2027-03-31",
    );
    expect(certificateWord("ko", "asOf", { date: "2027-03-31", count: 2 })).toBe(
      "2027-03-31 기준 유효한 인증서 2건",
    );
  });
});
