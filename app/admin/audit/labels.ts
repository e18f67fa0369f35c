import type { AuditAction } from "../../../server/admin/audit";
import type { Lang } from "../../i18n/lang";
import { isStatus } from "../../../server/inquiries/inbox-query";
import {
  isMailboxProblem,
  isMailTestProblem,
  mailboxProblemText,
  mailProblemText,
} from "../../../server/mail/problem-words";
import { inboxWord } from "../frame/inbox-words";
import { settingsWord, type SettingsWordKey } from "../settings/words";
import { createTranslation, type KeyOf, type Translation } from "../../i18n/words";

const MAIL_FIELDS = new Set([
  "host",
  "port",
  "security",
  "user",
  "password",
  "from",
  "to",
  "confirm",
]);

/** Each audit action in words; the log keeps the code (a data attribute and the CSV's own column). */
const ACTIONS = createTranslation({
  ko: {
    "sign-in": "로그인",
    "sign-in-failed": "로그인 실패",
    "sign-out": "로그아웃",
    "sign-out-everywhere": "모든 기기에서 로그아웃",
    locked: "계정 잠김",
    invited: "초대",
    joined: "가입 완료",
    disabled: "계정 비활성화",
    enabled: "계정 다시 사용",
    "role-changed": "역할 변경",
    reset: "계정 초기화",
    "password-changed": "비밀번호 변경",
    "profile-changed": "이름·메일 언어 변경",
    "factor-added": "2단계 인증 추가",
    "factor-removed": "2단계 인증 삭제",
    "recovery-code-used": "복구 코드 사용",
    "recovery-codes-renewed": "복구 코드 새로 만듦",
    "inquiry-viewed": "문의 열람",
    "inquiry-status": "문의 상태 변경",
    "inquiry-assigned": "담당자 지정",
    "inquiry-note": "내부 메모 추가",
    "inquiry-reply": "답장 보냄",
    "inquiry-quotation": "견적서 보냄",
    "quotation-answered": "고객이 견적에 답함",
    "inquiry-outcome": "수주·실주 정함",
    "inquiry-export": "문의 CSV 내보내기",
    "inquiry-erased": "개인정보 파기",
    "audit-export": "감사 기록 내보내기",
    "content-save": "콘텐츠 초안 저장",
    "content-publish": "콘텐츠 게시",
    "content-unpublish": "콘텐츠 게시 중지",
    "content-restore": "콘텐츠 이전 버전 복원",
    "photo-uploaded": "사진 올림",
    "file-uploaded": "파일 올림",
    "seal-uploaded": "직인 올림",
    "mail-settings": "메일 설정 변경",
    "mail-test": "시험 메일",
    "closed-day-added": "휴무일 추가",
    "closed-day-removed": "휴무일 삭제",
    "closed-days-confirmed": "휴무일 목록 확정",
    "mail-attached": "연결되지 않은 메일을 문의에 연결",
    "mail-attached-trusted": "메일 연결, 보낸 주소 믿음",
    "mail-dismissed": "연결되지 않은 메일 치움",
    "unit-added": "납품 제품 등록",
    "units-imported": "납품 제품 엑셀로 등록",
    "unit-token-rotated": "제품 페이지 주소 바꿈",
    "unit-paper-added": "제품 서류 올림",
    "unit-paper-removed": "제품 서류 삭제",
    "unit-service-added": "정비 이력 추가",
    "unit-consent-changed": "납품실적 이름 공개 동의 변경",
  } satisfies Record<AuditAction, string>,
  en: {
    "sign-in": "Signed in",
    "sign-in-failed": "Sign-in failed",
    "sign-out": "Signed out",
    "sign-out-everywhere": "Signed out everywhere",
    locked: "Account locked",
    invited: "Invited",
    joined: "Joined",
    disabled: "Account disabled",
    enabled: "Account enabled",
    "role-changed": "Role changed",
    reset: "Account reset",
    "password-changed": "Password changed",
    "profile-changed": "Name or mail language changed",
    "factor-added": "Second factor added",
    "factor-removed": "Second factor removed",
    "recovery-code-used": "Recovery code used",
    "recovery-codes-renewed": "Recovery codes renewed",
    "inquiry-viewed": "Inquiry viewed",
    "inquiry-status": "Inquiry status changed",
    "inquiry-assigned": "Inquiry assigned",
    "inquiry-note": "Note added",
    "inquiry-reply": "Reply sent",
    "inquiry-quotation": "Quotation sent",
    "quotation-answered": "Buyer answered a quotation",
    "inquiry-outcome": "Outcome set",
    "inquiry-export": "Inquiries exported",
    "inquiry-erased": "Personal data erased",
    "audit-export": "Audit log exported",
    "content-save": "Content draft saved",
    "content-publish": "Content published",
    "content-unpublish": "Content unpublished",
    "content-restore": "Content version restored",
    "photo-uploaded": "Photo uploaded",
    "file-uploaded": "File uploaded",
    "seal-uploaded": "Company seal uploaded",
    "mail-settings": "Mail settings changed",
    "mail-test": "Test mail",
    "closed-day-added": "Closed day added",
    "closed-day-removed": "Closed day removed",
    "closed-days-confirmed": "Closed days confirmed",
    "mail-attached": "Unmatched mail attached",
    "mail-attached-trusted": "Mail attached, sender trusted",
    "mail-dismissed": "Unmatched mail dismissed",
    "unit-added": "Unit added",
    "units-imported": "Units added from a spreadsheet",
    "unit-token-rotated": "Unit page address changed",
    "unit-paper-added": "Unit paper added",
    "unit-paper-removed": "Unit paper removed",
    "unit-service-added": "Service entry added",
    "unit-consent-changed": "Naming consent changed",
  },
});

/**
 * How a test went when it did not fail: the test mail "sent", the mailbox test "ok" (a failure
 * is the problem's kind, worded in server/mail/problem-words.ts).
 */
const TEST_PASSED = createTranslation({
  ko: { sent: "보냄", ok: "성공" },
  en: { sent: "sent", ok: "ok" },
});

/** The mailbox form's fields (a save is logged as "mailbox: host, password"). */
const MAILBOX_FIELDS: Record<string, SettingsWordKey> = {
  host: "mailboxHost",
  port: "mailboxPort",
  security: "mailboxSecurity",
  user: "mailboxUser",
  password: "mailboxPassword",
  folder: "mailboxFolder",
  address: "mailboxAddress",
  authservId: "mailboxAuthserv",
  siteFolder: "mailboxSiteFolder",
};

/** Whether `key` is one of `words`' keys: a detail is free text until it names one. */
const has = <Key extends string>(words: Translation<Key>, key: string): key is Key =>
  (words.keys as readonly string[]).includes(key);

export const actionLabel = (lang: Lang, action: AuditAction) => ACTIONS(lang, action);

/** The fixed words details are written with (server/admin/services.ts, the routes). */
const TERMS = createTranslation({
  ko: {
    "no such account": "없는 계정",
    locked: "잠긴 계정",
    password: "비밀번호",
    "second factor": "2단계 인증",
    totp: "인증 앱",
    passkey: "패스키",
    "recovery-code": "복구 코드",
    join: "가입",
    owner: "소유자",
    staff: "직원",
    "-": "미배정",
    name: "이름",
    language: "메일 언어",
    "name, language": "이름, 메일 언어",
  },
  en: {
    "no such account": "no such account",
    locked: "locked",
    password: "password",
    "second factor": "second factor",
    totp: "authenticator app",
    passkey: "passkey",
    "recovery-code": "recovery code",
    join: "join",
    owner: "owner",
    staff: "staff",
    "-": "unassigned",
    name: "name",
    language: "mail language",
    "name, language": "name, mail language",
  },
});

/** A count in words: "62자" / "62 characters", "1건" / "1 inquiry". */
const COUNTS = createTranslation({
  ko: {
    chars: "{n}자",
    inquiries: "{n}건",
    entries: "{n}건",
    bytes: "{n}바이트",
  },
  en: {
    chars: "{n} {n:character|characters}",
    inquiries: "{n} {n:inquiry|inquiries}",
    entries: "{n} {n:entry|entries}",
    bytes: "{n} {n:byte|bytes}",
  },
});

/**
 * An entry's detail in `lang`. Details are stored as the code wrote them ("62 chars",
 * "in_progress", "reason (3 inquiries; status=new; lines)"); staff read them in their language.
 * A detail of any other shape (a reason, an e-mail, a size) is shown as written.
 */
export function auditDetail(lang: Lang, action: AuditAction, detail: string | undefined): string {
  if (!detail) return "";
  if (action === "mail-test" && detail === "sent") return TEST_PASSED(lang, "sent");
  if (action === "mail-test" && isMailTestProblem(detail)) return mailProblemText(lang, detail);
  const mailboxTest = /^mailbox (\w+)$/.exec(detail)?.[1];
  if (action === "mail-test" && mailboxTest) {
    const how =
      mailboxTest === "ok"
        ? TEST_PASSED(lang, "ok")
        : isMailboxProblem(mailboxTest)
          ? mailboxProblemText(lang, mailboxTest)
          : undefined;
    if (how) return `${settingsWord(lang, "mailboxTestTitle")}: ${how}`;
  }
  if (action === "mail-settings" && detail.startsWith("mailbox: ")) {
    const fields = detail
      .slice("mailbox: ".length)
      .split(", ")
      .map((field) => (MAILBOX_FIELDS[field] ? settingsWord(lang, MAILBOX_FIELDS[field]) : field));
    return `${settingsWord(lang, "mailboxTitle")}: ${fields.join(", ")}`;
  }
  if (action === "mail-settings") {
    // The names of the fields changed ("host, password"), as the settings page calls them.
    return detail
      .split(", ")
      .map((field) =>
        MAIL_FIELDS.has(field) ? settingsWord(lang, field as SettingsWordKey) : field,
      )
      .join(", ");
  }
  if (action === "inquiry-status" && isStatus(detail)) return inboxWord(lang, `status_${detail}`);
  if (has(TERMS, detail)) return TERMS(lang, detail);
  if (action === "inquiry-erased" && /^\d+$/.test(detail)) {
    return COUNTS(lang, "inquiries", { n: detail });
  }
  // A save or publish from the catalogue spreadsheet names it: "version 3 (spreadsheet a.xlsx)";
  // one that deliberately replaced another device's change, the version it replaced.
  const version =
    /^version (\d+)(?: -> (\d+))?(?: \(spreadsheet( .+)?\))?(?: \(replaced version (\d+)\))?$/.exec(
      detail,
    );
  if (version) {
    const [, from, to, sheet, replaced] = version;
    const via = detail.includes("(spreadsheet")
      ? lang === "ko"
        ? ` (엑셀 일괄 등록${sheet ? `:${sheet}` : ""})`
        : ` (spreadsheet${sheet ?? ""})`
      : replaced
        ? lang === "ko"
          ? ` (버전 ${replaced} 대체)`
          : ` (replaced version ${replaced})`
        : "";
    if (!to) return `${lang === "ko" ? "버전" : "version"} ${from}${via}`;
    return lang === "ko" ? `버전 ${from} → ${to}` : `version ${from} → ${to}`;
  }
  return detail
    .replace(/\b(\d+) (chars|inquiries|entries|bytes)\b/g, (_, n: string, unit: string) =>
      COUNTS(lang, unit as KeyOf<typeof COUNTS>, { n }),
    )
    .replace(/; lines\)$/, lang === "ko" ? "; 품목마다 한 줄)" : "; one row per quote line)")
    .replace(/\(([^;()]*); all(\)|;)/, (_, count: string, end: string) =>
      lang === "ko" ? `(${count}; 조건 없음${end}` : `(${count}; everything${end}`,
    );
}
