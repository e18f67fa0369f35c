import type { AuditAction } from "../../../server/admin/audit";
import type { Lang } from "../../i18n/lang";
import { isStatus } from "../../../server/inquiries/inbox-query";
import { inboxWord } from "../inbox/words";
import { settingsWord, type SettingsWordKey } from "../settings/words";
import { fill } from "../words";

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
const ACTIONS: Record<AuditAction, Record<Lang, string>> = {
  "sign-in": { ko: "로그인", en: "Signed in" },
  "sign-in-failed": { ko: "로그인 실패", en: "Sign-in failed" },
  "sign-out": { ko: "로그아웃", en: "Signed out" },
  "sign-out-everywhere": { ko: "모든 기기에서 로그아웃", en: "Signed out everywhere" },
  locked: { ko: "계정 잠김", en: "Account locked" },
  invited: { ko: "초대", en: "Invited" },
  joined: { ko: "가입 완료", en: "Joined" },
  disabled: { ko: "계정 비활성화", en: "Account disabled" },
  enabled: { ko: "계정 다시 사용", en: "Account enabled" },
  "role-changed": { ko: "역할 변경", en: "Role changed" },
  reset: { ko: "계정 초기화", en: "Account reset" },
  "password-changed": { ko: "비밀번호 변경", en: "Password changed" },
  "profile-changed": { ko: "이름·메일 언어 변경", en: "Name or mail language changed" },
  "factor-added": { ko: "2단계 인증 추가", en: "Second factor added" },
  "factor-removed": { ko: "2단계 인증 삭제", en: "Second factor removed" },
  "recovery-code-used": { ko: "복구 코드 사용", en: "Recovery code used" },
  "recovery-codes-renewed": { ko: "복구 코드 새로 만듦", en: "Recovery codes renewed" },
  "inquiry-viewed": { ko: "문의 열람", en: "Inquiry viewed" },
  "inquiry-status": { ko: "문의 상태 변경", en: "Inquiry status changed" },
  "inquiry-assigned": { ko: "담당자 지정", en: "Inquiry assigned" },
  "inquiry-note": { ko: "내부 메모 추가", en: "Note added" },
  "inquiry-reply": { ko: "답장 보냄", en: "Reply sent" },
  "inquiry-quotation": { ko: "견적서 보냄", en: "Quotation sent" },
  "quotation-answered": { ko: "고객이 견적에 답함", en: "Buyer answered a quotation" },
  "inquiry-outcome": { ko: "수주·실주 정함", en: "Outcome set" },
  "inquiry-export": { ko: "문의 CSV 내보내기", en: "Inquiries exported" },
  "inquiry-erased": { ko: "개인정보 파기", en: "Personal data erased" },
  "audit-export": { ko: "감사 기록 내보내기", en: "Audit log exported" },
  "content-save": { ko: "콘텐츠 초안 저장", en: "Content draft saved" },
  "content-publish": { ko: "콘텐츠 게시", en: "Content published" },
  "content-unpublish": { ko: "콘텐츠 게시 중지", en: "Content unpublished" },
  "content-restore": { ko: "콘텐츠 이전 버전 복원", en: "Content version restored" },
  "photo-uploaded": { ko: "사진 올림", en: "Photo uploaded" },
  "file-uploaded": { ko: "파일 올림", en: "File uploaded" },
  "seal-uploaded": { ko: "직인 올림", en: "Company seal uploaded" },
  "mail-settings": { ko: "메일 설정 변경", en: "Mail settings changed" },
  "mail-test": { ko: "시험 메일", en: "Test mail" },
  "closed-day-added": { ko: "휴무일 추가", en: "Closed day added" },
  "closed-day-removed": { ko: "휴무일 삭제", en: "Closed day removed" },
  "closed-days-confirmed": { ko: "휴무일 목록 확정", en: "Closed days confirmed" },
  "mail-attached": { ko: "연결되지 않은 메일을 문의에 연결", en: "Unmatched mail attached" },
  "mail-attached-trusted": { ko: "메일 연결, 보낸 주소 믿음", en: "Mail attached, sender trusted" },
  "mail-dismissed": { ko: "연결되지 않은 메일 치움", en: "Unmatched mail dismissed" },
  "unit-added": { ko: "납품 제품 등록", en: "Unit added" },
  "units-imported": { ko: "납품 제품 엑셀로 등록", en: "Units added from a spreadsheet" },
  "unit-token-rotated": { ko: "제품 페이지 주소 바꿈", en: "Unit page address changed" },
  "unit-paper-added": { ko: "제품 서류 올림", en: "Unit paper added" },
  "unit-paper-removed": { ko: "제품 서류 삭제", en: "Unit paper removed" },
  "unit-service-added": { ko: "정비 이력 추가", en: "Service entry added" },
};

/** How a test mail went (app/admin/settings/mail.tsx: "sent" or the problem's kind). */
const MAIL_TEST: Record<string, Record<Lang, string>> = {
  sent: { ko: "보냄", en: "sent" },
  auth: { ko: "로그인 실패", en: "login refused" },
  connect: { ko: "서버에 연결하지 못함", en: "could not connect" },
  timeout: { ko: "시간 초과", en: "timed out" },
  tls: { ko: "보안 연결 실패", en: "secure connection failed" },
  refused: { ko: "서버가 거부함", en: "refused by the server" },
  noServer: { ko: "메일 서버 없음", en: "no mail server" },
  port: { ko: "메일 포트가 아님", en: "not a mail port" },
  notMail: { ko: "메일 서버가 아님", en: "not a mail server" },
  noPassword: { ko: "비밀번호 없음", en: "no password" },
  other: { ko: "기타 오류", en: "other error" },
};

/** How a mailbox test went ("mailbox ok" or "mailbox " and the problem's kind). */
const MAILBOX_TEST: Record<string, Record<Lang, string>> = {
  ok: { ko: "성공", en: "ok" },
  noMailbox: { ko: "메일함 없음", en: "no mailbox" },
  notFound: { ko: "서버 주소를 찾지 못함", en: "host not found" },
  refused: { ko: "연결 거절", en: "connection refused" },
  auth: { ko: "로그인 실패", en: "login refused" },
  folder: { ko: "폴더 없음", en: "folder missing" },
  tls: { ko: "보안 연결 실패", en: "secure connection failed" },
  timeout: { ko: "시간 초과", en: "timed out" },
  notMail: { ko: "메일 서버가 아님", en: "not a mail server" },
  port: { ko: "메일 포트가 아님", en: "not a mail port" },
  other: { ko: "기타 오류", en: "other error" },
};

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

export const actionLabel = (lang: Lang, action: AuditAction) => ACTIONS[action][lang];

/** The fixed words details are written with (server/admin/services.ts, the routes). */
const TERMS: Record<string, Record<Lang, string>> = {
  "no such account": { ko: "없는 계정", en: "no such account" },
  locked: { ko: "잠긴 계정", en: "locked" },
  password: { ko: "비밀번호", en: "password" },
  "second factor": { ko: "2단계 인증", en: "second factor" },
  totp: { ko: "인증 앱", en: "authenticator app" },
  passkey: { ko: "패스키", en: "passkey" },
  "recovery-code": { ko: "복구 코드", en: "recovery code" },
  join: { ko: "가입", en: "join" },
  owner: { ko: "소유자", en: "owner" },
  staff: { ko: "직원", en: "staff" },
  "-": { ko: "미배정", en: "unassigned" },
  name: { ko: "이름", en: "name" },
  language: { ko: "메일 언어", en: "mail language" },
  "name, language": { ko: "이름, 메일 언어", en: "name, mail language" },
};

/** A count in words: "62자" / "62 characters", "1건" / "1 inquiry". */
const COUNTS: Record<string, Record<Lang, string>> = {
  chars: { ko: "{n}자", en: "{n} {n:character|characters}" },
  inquiries: { ko: "{n}건", en: "{n} {n:inquiry|inquiries}" },
  entries: { ko: "{n}건", en: "{n} {n:entry|entries}" },
  bytes: { ko: "{n}바이트", en: "{n} {n:byte|bytes}" },
};

/**
 * An entry's detail in `lang`. Details are stored as the code wrote them ("62 chars",
 * "in_progress", "reason (3 inquiries; status=new; lines)"); staff read them in their language.
 * A detail of any other shape (a reason, an e-mail, a size) is shown as written.
 */
export function auditDetail(lang: Lang, action: AuditAction, detail: string | undefined): string {
  if (!detail) return "";
  if (action === "mail-test" && MAIL_TEST[detail]) return MAIL_TEST[detail][lang];
  const mailboxTest = /^mailbox (\w+)$/.exec(detail)?.[1];
  if (action === "mail-test" && mailboxTest && MAILBOX_TEST[mailboxTest]) {
    return `${settingsWord(lang, "mailboxTestTitle")}: ${MAILBOX_TEST[mailboxTest][lang]}`;
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
  const term = TERMS[detail];
  if (term) return term[lang];
  if (action === "inquiry-erased" && /^\d+$/.test(detail)) {
    return fill(lang, COUNTS.inquiries![lang], { n: detail });
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
      fill(lang, COUNTS[unit]![lang], { n }),
    )
    .replace(/; lines\)$/, lang === "ko" ? "; 품목마다 한 줄)" : "; one row per quote line)")
    .replace(/\(([^;()]*); all(\)|;)/, (_, count: string, end: string) =>
      lang === "ko" ? `(${count}; 조건 없음${end}` : `(${count}; everything${end}`,
    );
}
