import { describe, expect, it } from "vitest";
import { privacyPolicy } from "../../app/content/privacy-policy.server";
import { policyInForce, policyVersions, upcomingPolicies } from "../../app/content/privacy";
import { developerWords } from "../style/check";
import { haeyoEndings } from "../style/check";

/*
 * `/privacy` in one register without a developer's words (issue 73, item 5): the version of
 * 2026-12-11 says "the browser", "every day" and "counted for one minute" where the versions
 * before said localStorage, "when the server starts" and "in the server's memory". A published
 * version is never edited (decision 009): the new one is announced 7 days or more before its date,
 * and the earlier ones keep their words.
 */
const facts = { retentionDays: 365, countDays: 90 };
const NEW = "2026-12-11";
const text = (version: (typeof policyVersions)[number], lang: "ko" | "en") =>
  JSON.stringify(privacyPolicy(version, lang, facts, NEW).sections);

/** What a buyer should not read in a policy: a browser API, the server's start, its memory. */
const SERVER_WORDS = /localStorage|서버가 시작할 때|server starts|1분짜리|one-minute cookie/i;

describe("the privacy policy of 2026-12-11", () => {
  it("is a version of its own, announced 7 days or more before its date", () => {
    // 2026-12-18 (the plants' reminders, issue 74) follows it.
    expect(policyVersions).toContain(NEW);
    // Issue 73 was filed on 2026-11-27: the version is upcoming from then to its date.
    expect(upcomingPolicies("2026-12-04")).toContain(NEW);
    expect(policyInForce("2026-12-10")).toBe("2026-12-10");
    expect(policyInForce(NEW)).toBe(NEW);
  });

  it.each(["ko", "en"] as const)("speaks one register without developer's words (%s)", (lang) => {
    const now = text(NEW, lang);
    expect(now.match(SERVER_WORDS)).toBeNull();
    expect(developerWords(now)).toEqual([]);
    if (lang === "ko") expect(haeyoEndings(now)).toEqual([]);
  });

  it("keeps every other word of the version before, which stays as it was published", () => {
    const before = privacyPolicy("2026-12-10", "ko", facts, NEW).sections;
    const now = privacyPolicy(NEW, "ko", facts, NEW).sections;
    expect(now.map((s) => s.title)).toEqual(before.map((s) => s.title));
    const changed = now.flatMap((section, at) =>
      JSON.stringify(section) === JSON.stringify(before[at]) ? [] : [section.id],
    );
    expect(changed.sort()).toEqual(["cookies", "destruction", "items"]);
    expect(text("2026-12-10", "ko")).toMatch(SERVER_WORDS);
    expect(text("2026-12-10", "en")).toMatch(SERVER_WORDS);
  });
});
