import { describe, expect, it } from "vitest";
import { privacyPolicy } from "../../app/content/privacy-policy.server";
import { policyInForce, policyStanding, upcomingPolicies } from "../../app/content/privacy";

const facts = { retentionDays: 1095 };
const DAY = "2026-12-02";

/**
 * The policy names the data of a quotation's answer (issue 48), and where buyers' mails are kept
 * (issue 47), in a new dated version; a version is in force from its date in Seoul, announced
 * before it (issue 59).
 */
describe("the privacy policy of 2026-12-02", () => {
  const text = (version: Parameters<typeof privacyPolicy>[0], lang: "ko" | "en") =>
    JSON.stringify(privacyPolicy(version, lang, facts, DAY).sections);

  it("is upcoming the day before its date and in force from it", () => {
    expect(policyInForce("2026-12-01")).toBe("2026-11-23");
    // 2026-12-10 (a unit's service requests, issue 58), 2026-12-11 (plain words, issue 73) and
    // 2026-12-18 (the plants' reminders, issue 74) and 2026-12-29 (what an order keeps, issue
    // 82) are announced after it.
    expect(upcomingPolicies("2026-12-01")).toEqual([
      "2026-12-02",
      "2026-12-10",
      "2026-12-11",
      "2026-12-18",
      "2026-12-29",
    ]);
    expect(policyStanding("2026-12-02", "2026-12-01")).toBe("upcoming");
    expect(policyStanding("2026-11-23", "2026-12-01")).toBe("current");
    expect(policyInForce("2026-12-02")).toBe("2026-12-02");
    expect(upcomingPolicies("2026-12-02")).toEqual([
      "2026-12-10",
      "2026-12-11",
      "2026-12-18",
      "2026-12-29",
    ]);
    expect(policyStanding("2026-11-23", "2026-12-02")).toBe("earlier");
    const before = privacyPolicy("2026-12-02", "ko", facts, "2026-12-01");
    expect(before.standing).toBe("upcoming");
    expect(before.versions.map((v) => v.standing)).toEqual([
      "upcoming",
      "upcoming",
      "upcoming",
      "upcoming",
      "upcoming",
      "current",
      "earlier",
    ]);
    const on = privacyPolicy("2026-12-02", "ko", facts, DAY);
    expect(on.versions.map((v) => v.standing)).toEqual([
      "upcoming",
      "upcoming",
      "upcoming",
      "upcoming",
      "current",
      "earlier",
      "earlier",
    ]);
  });

  it("names purchase order files; the version before stays as it was", () => {
    expect(text("2026-12-02", "ko")).toContain("발주서 파일");
    expect(text("2026-12-02", "en")).toContain("purchase order file");
    expect(text("2026-11-23", "ko")).not.toContain("발주서");
    expect(text("2026-11-23", "en")).not.toContain("purchase order");
  });

  it("says where buyers' mails are kept and for how long (issue 47)", () => {
    const ko = privacyPolicy("2026-12-02", "ko", facts, DAY).sections;
    const en = privacyPolicy("2026-12-02", "en", facts, DAY).sections;
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

  it("writes again the garbled sentence and the developer's words; earlier ones as published", () => {
    for (const lang of ["ko", "en"] as const) {
      const now = text("2026-12-02", lang);
      for (const words of ["0으로 덮어써", "1분짜리", "지나면, 삭제 요청이 있으면", "with zeros"]) {
        expect(now).not.toContain(words);
      }
    }
    expect(text("2026-12-02", "ko")).toContain("보유 기간이 지나면 삭제하고, 삭제 요청을 받으면");
    expect(text("2026-11-23", "ko")).toContain("0으로 덮어써");
  });

  it("puts the particle the company's name takes after '(이하 ‘회사’)'", () => {
    expect(privacyPolicy("2026-12-02", "ko", facts, DAY).particle).toBe("은");
    expect(privacyPolicy("2026-12-02", "en", facts, DAY).particle).toBe("");
  });
});

describe("the privacy policy of 2026-12-10", () => {
  const text = (lang: "ko" | "en") =>
    JSON.stringify(privacyPolicy("2026-12-10", lang, facts, "2026-12-10").sections);

  it("says what a unit's service request keeps and that the unit's page shows no one", () => {
    expect(policyInForce("2026-12-09")).toBe("2026-12-02");
    expect(policyInForce("2026-12-10")).toBe("2026-12-10");
    expect(text("ko")).toContain("**사진**(최대 4장)");
    expect(text("ko")).toContain("위치 정보(GPS)");
    expect(text("ko")).toContain("개인정보는 나오지 않습니다");
    expect(text("en")).toContain("**photos** you choose to send (at most 4)");
    expect(text("en")).toContain("no personal data");
    // The version before keeps its words.
    expect(
      JSON.stringify(privacyPolicy("2026-12-02", "ko", facts, "2026-12-10").sections),
    ).not.toContain("위치 정보(GPS)");
  });
});

describe("the privacy policy of 2026-12-18", () => {
  const text = (version: Parameters<typeof privacyPolicy>[0], lang: "ko" | "en") =>
    JSON.stringify(privacyPolicy(version, lang, facts, "2026-12-18").sections);

  it("says what the plants' reminders keep, why and how long; the version before does not", () => {
    expect(policyInForce("2026-12-17")).toBe("2026-12-11");
    expect(policyInForce("2026-12-18")).toBe("2026-12-18");
    expect(text("2026-12-18", "ko")).toContain("**설비 정비 안내**");
    expect(text("2026-12-18", "ko")).toContain("밤 시간(21:00~08:00) 수신 동의 여부");
    expect(text("2026-12-18", "ko")).toContain("2년마다 동의 사실과 철회 방법");
    expect(text("2026-12-18", "en")).toContain("**Service reminders**");
    expect(text("2026-12-18", "en")).toContain("every two years");
    expect(text("2026-12-11", "ko")).not.toContain("설비 정비 안내");
    expect(text("2026-12-11", "en")).not.toContain("Service reminders");
  });
});

describe("the privacy policy of 2026-12-29", () => {
  const text = (version: Parameters<typeof privacyPolicy>[0], lang: "ko" | "en") =>
    JSON.stringify(privacyPolicy(version, lang, facts, "2026-12-29").sections);

  it("says what an order keeps: the inquiry until delivered, the statement for the tax law", () => {
    // Announced 30 days before: a longer keeping is a change against the person.
    expect(policyInForce("2026-12-28")).toBe("2026-12-18");
    expect(policyInForce("2026-12-29")).toBe("2026-12-29");
    expect(upcomingPolicies("2026-11-29")).toContain("2026-12-29");
    const ko = text("2026-12-29", "ko");
    expect(ko).toContain("**주문으로 이어진 문의**");
    expect(ko).toContain("**그 주문의 주문일, 납기, 납품일 중 가장 늦은 날부터 1095일**");
    expect(ko).toContain(
      "「국세기본법」 제85조의3에 따라 관련 국세의 법정신고기한이 지난 날부터 5년간",
    );
    expect(ko).toContain("2026년 납품분은 2032년 6월 30일까지");
    expect(ko).toContain(
      "성명, 연락처(전화번호), 이메일은 거래명세서에 적히지 않으므로 보존하지 않습니다",
    );
    expect(ko).toContain("**주문과 거래 기록**");
    // One word for a person's name, as the forms and the 2026-12-10 version say it (ko-93 1).
    expect(ko).not.toContain("성함");
    const en = text("2026-12-29", "en");
    expect(en).toContain("**An inquiry that became an order**");
    expect(en).toContain("for a delivery in 2026, until 30 June 2032");
    expect(en).toContain("**Orders and tax records**");
    // The version in force until then says none of it.
    expect(text("2026-12-18", "ko")).not.toContain("거래명세서");
    expect(text("2026-12-18", "en")).not.toContain("Transaction statements");
  });
});

/*
 * The English editor's findings en 23–25 (issue 79), written so from the announced versions on:
 * the law's and the page's own names for section 5 and the request desk, no "server" or
 * "memory", a language cookie that is said to be sent, and the photos' words; the version in
 * force keeps its published words.
 */
describe("the English editor's words in the announced versions", () => {
  const en = (version: Parameters<typeof privacyPolicy>[0]) =>
    JSON.stringify(privacyPolicy(version, "en", { ...facts, countDays: 90 }, DAY).sections);

  it("names section 5, the department and what is recorded as the law does, from 2026-12-10", () => {
    for (const version of ["2026-12-10", "2026-12-11", "2026-12-18"] as const) {
      const now = en(version);
      expect(now).toContain("5. Disclosure of personal data to third parties");
      expect(now).toContain("Recorded automatically");
      expect(now).toContain("Department handling requests");
      expect(now).not.toMatch(/desk below|Desk for requests|made again when received/);
    }
    expect(en("2026-11-23")).toContain("5. Provision to third parties");
  });

  it("says plainly, from 2026-12-11, what is counted and that the language cookie is sent", () => {
    for (const version of ["2026-12-11", "2026-12-18"] as const) {
      const now = en(version);
      expect(now).toContain("To prevent abuse of the form");
      expect(now).toContain("Procedure: every day we delete the inquiries");
      expect(now).toContain("except that your language choice is passed in a cookie");
      expect(now).not.toContain("none of it is sent to us.");
    }
    expect(en("2026-12-18")).toContain('(Korean for \\"advertisement\\")');
  });
});
