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
import actionsWords from "./actions.words.json" with { type: "json" };
import testPassedWords from "./test-passed.words.json" with { type: "json" };
import termsWords from "./terms.words.json" with { type: "json" };
import countsWords from "./counts.words.json" with { type: "json" };

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
const ACTIONS = createTranslation(actionsWords satisfies Record<Lang, Record<AuditAction, string>>);

/**
 * How a test went when it did not fail: the test mail "sent", the mailbox test "ok" (a failure
 * is the problem's kind, worded in server/mail/problem-words.ts).
 */
const TEST_PASSED = createTranslation(testPassedWords);

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
const TERMS = createTranslation(termsWords);

/** A count in words: "62자" / "62 characters", "1건" / "1 inquiry". */
const COUNTS = createTranslation(countsWords);

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
