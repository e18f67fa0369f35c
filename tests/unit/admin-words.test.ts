import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "../../server/admin/audit";
import { actionLabel, auditDetail } from "../../app/admin/audit/labels";
import { fill } from "../../app/i18n/fill";
import { toCsv, toItemsCsv } from "../../server/inquiries/csv";
import type { StoredInquiry } from "../../server/inquiries/types";

describe("back-office words", () => {
  it("counts take the language's plural form", () => {
    const text = "{count} {count:inquiry|inquiries}";
    expect(fill("en", text, { count: 1 })).toBe("1 inquiry");
    expect(fill("en", text, { count: 0 })).toBe("0 inquiries");
    expect(fill("en", text, { count: 21 })).toBe("21 inquiries");
    expect(fill("ko", "{count}건", { count: 1 })).toBe("1건");
  });

  it("every audit action has a label in both languages, none of them the code", () => {
    for (const action of AUDIT_ACTIONS) {
      expect(actionLabel("ko", action)).toMatch(/[가-힣]/);
      expect(actionLabel("en", action)).not.toBe(action);
    }
  });

  it("details are read in words: counts with units, statuses, fixed terms", () => {
    expect(auditDetail("ko", "inquiry-note", "62 chars")).toBe("62자");
    expect(auditDetail("en", "inquiry-note", "1 chars")).toBe("1 character");
    expect(auditDetail("ko", "inquiry-status", "in_progress")).toBe("처리 중");
    expect(auditDetail("en", "inquiry-status", "in_progress")).toBe("In progress");
    expect(auditDetail("ko", "inquiry-export", "월간 보고 (1 inquiries; all; lines)")).toBe(
      "월간 보고 (1건; 조건 없음; 품목마다 한 줄)",
    );
    expect(auditDetail("en", "inquiry-export", "monthly (1 inquiries; status=new)")).toBe(
      "monthly (1 inquiry; status=new)",
    );
    expect(auditDetail("ko", "audit-export", "3 entries")).toBe("3건");
    expect(auditDetail("ko", "sign-in", "totp")).toBe("인증 앱");
    expect(auditDetail("ko", "inquiry-assigned", "-")).toBe("미배정");
    expect(auditDetail("ko", "content-restore", "version 2 -> 5")).toBe("버전 2 → 5");
    expect(auditDetail("ko", "content-save", "version 3 (spreadsheet 카탈로그.xlsx)")).toBe(
      "버전 3 (엑셀 일괄 등록: 카탈로그.xlsx)",
    );
    expect(auditDetail("en", "content-publish", "version 4 (spreadsheet)")).toBe(
      "version 4 (spreadsheet)",
    );
    expect(auditDetail("ko", "content-publish", "version 7 (replaced version 5)")).toBe(
      "버전 7 (버전 5 대체)",
    );
    expect(auditDetail("en", "content-save", "version 7 (replaced version 5)")).toBe(
      "version 7 (replaced version 5)",
    );
    expect(auditDetail("ko", "inquiry-erased", "2")).toBe("2건");
    expect(auditDetail("ko", "mail-test", "mailbox auth")).toBe(
      "메일함 시험: 메일함이 사용자 이름이나 비밀번호를 받아들이지 않았습니다.",
    );
    expect(auditDetail("en", "mail-test", "mailbox ok")).toBe("Test the mailbox: ok");
    expect(auditDetail("en", "mail-test", "notMail")).toBe(
      "This address did not answer as a mail server.",
    );
    expect(auditDetail("ko", "mail-test", "timeout")).toBe("메일 서버가 응답하지 않았습니다.");
    expect(auditDetail("en", "mail-test", "sent")).toBe("sent");
    expect(auditDetail("ko", "mail-settings", "mailbox: port, password")).toBe(
      "답장을 받는 메일함 (IMAP): 메일함 포트, 메일함 비밀번호",
    );
    // A reason or an address is shown as written.
    expect(auditDetail("ko", "inquiry-assigned", "kim@example.com")).toBe("kim@example.com");
  });
});

describe("the back office's CSV", () => {
  const inquiry = {
    ref: "HF-20261123-000001",
    createdAt: "2026-11-23T08:05:00.000Z",
    lang: "ko",
    companyName: "한빛",
    name: "김민준",
    phone: "031-8040-1234",
    email: "kim@example.com",
    inquiry: "견적",
    items: [{ productId: "480-035", code: "480-035", name: "액추에이터", quantity: 2 }],
  } as unknown as StoredInquiry;

  it("has headers in the exporter's language and Seoul times", () => {
    const ko = toCsv([inquiry], { lang: "ko", zone: "Asia/Seoul" }).split("\r\n");
    expect(ko[0]).toMatch(/^\uFEFF접수 번호,접수 일시 \(KST\),언어,회사,/);
    expect(ko[1]).toMatch(/^HF-20261123-000001,2026-11-23 17:05,ko,한빛,/);
    const en = toItemsCsv([inquiry], { lang: "en", zone: "Asia/Seoul" }).split("\r\n");
    expect(en[0]).toBe(
      "\uFEFFReference,Received (KST),Company Name,Line,Product Code,Product Name,Quantity,Note",
    );
    expect(en[1]).toBe("HF-20261123-000001,2026-11-23 17:05,한빛,1,480-035,액추에이터,2,");
  });

  it("keeps the staff command's English and UTC by default", () => {
    expect(toCsv([inquiry]).split("\r\n")[1]).toMatch(
      /^HF-20261123-000001,2026-11-23T08:05:00.000Z,/,
    );
  });
});

describe("a failed mail's kind", () => {
  it("is worded once: the inbox, the settings page and the audit log say the same", async () => {
    const { mailProblemAdvice, mailProblemText } = await import("../../server/mail/problem-words");
    expect(mailProblemText("en", "timeout")).toBe("The mail server did not answer.");
    expect(auditDetail("en", "mail-test", "timeout")).toBe(mailProblemText("en", "timeout"));
    // The test mail's answer adds what the owner can check, after the same sentence.
    expect(mailProblemAdvice("en", "connect")).toBe(
      "Could not reach the mail server. Check the server address and port.",
    );
    expect(mailProblemAdvice("ko", "auth")).toBe(mailProblemText("ko", "auth"));
  });
});
