import type { Lang } from "../../app/i18n/lang";
import { createTranslation, type Dictionary, type Translation } from "../../app/i18n/words";
import type { MailboxProblem } from "./mailbox-check";
import type { MailProblem } from "./problem";

/**
 * A failed mail's kind in words, said once (decision 029): the inbox's timeline, the settings
 * page (a queued mail's failure and the test mail's) and the audit log all read it here. The
 * test mail's answer adds what the owner can check (`_check`).
 */
const ko = {
  noServer: "메일이 설정되어 있지 않습니다.",
  noServer_check: "서버 주소를 넣고 저장한 뒤 다시 보내세요.",
  auth: "메일 서버가 사용자 이름이나 비밀번호를 받아들이지 않았습니다.",
  connect: "메일 서버에 연결하지 못했습니다.",
  connect_check: "서버 주소와 포트를 확인하세요.",
  timeout: "메일 서버가 응답하지 않았습니다.",
  timeout_check: "포트와 보안 연결 방식을 확인하세요.",
  tls: "메일 서버와의 보안 연결에 실패했습니다.",
  tls_check: "보안 연결 방식(TLS 또는 STARTTLS)과 포트를 확인하세요.",
  refused: "메일 서버가 받는 사람이나 보내는 사람 주소를 거절했습니다.",
  other: "메일 서버가 메일을 받지 않았습니다.",
  port: "메일 서버의 포트가 아니라서 시도하지 않았습니다.",
  port_check: "포트를 25, 465, 587, 2525 중 하나로 바꿔 저장하세요.",
  noPassword: "저장된 비밀번호가 없어 보내지 않았습니다.",
  noPassword_check: "비밀번호를 입력하고 저장한 뒤 다시 보내세요.",
  notMail: "이 주소는 메일 서버로 응답하지 않았습니다.",
  notMail_check: "서버 주소와 포트를 확인하세요.",
} as const;

type MailProblemWordKey = keyof typeof ko;

const en: Dictionary<MailProblemWordKey> = {
  noServer: "Mail is not set up.",
  noServer_check: "Enter a server address, save, and send again.",
  auth: "The mail server did not accept the user name or password.",
  connect: "Could not reach the mail server.",
  connect_check: "Check the server address and port.",
  timeout: "The mail server did not answer.",
  timeout_check: "Check the port and the secure connection.",
  tls: "The secure connection to the mail server failed.",
  tls_check: "Check the secure connection (TLS or STARTTLS) and the port.",
  refused: "The mail server refused the recipient's or the sender's address.",
  other: "The mail server did not take the mail.",
  port: "Not tried: that is not a mail server's port.",
  port_check: "Change the port to 25, 465, 587 or 2525 and save.",
  noPassword: "Not sent: no password is stored.",
  noPassword_check: "Type the password, save, and send again.",
  notMail: "This address did not answer as a mail server.",
  notMail_check: "Check the server address and port.",
};

const word = createTranslation({ ko, en });

/** A test mail's failure: a send's, a port mail does not use, no password, no SMTP there. */
export type MailTestProblem = MailProblem | "port" | "notMail" | "noPassword";

/** What failed, in one sentence. */
export function mailProblemText(lang: Lang, kind: MailTestProblem): string {
  return word(lang, kind);
}

/**
 * A failure's sentence and, where the dictionary has its `{kind}_check`, what the owner can
 * check: one rule for the test mail's and the mailbox's words.
 */
function withAdvice<Key extends string>(words: Translation<Key>, lang: Lang, kind: Key): string {
  const check = `${kind}_check`;
  const advice = (words.keys as readonly string[]).includes(check)
    ? ` ${words(lang, check as Key)}`
    : "";
  return `${words(lang, kind)}${advice}`;
}

/** Whether `detail` is one of the failure kinds among `keys` (not one of their `_check` texts). */
function namesKind(keys: readonly string[], detail: string): boolean {
  return keys.includes(detail) && !detail.endsWith("_check");
}

/** What failed and, where the owner can act, what to check: the test mail's answer. */
export function mailProblemAdvice(lang: Lang, kind: MailTestProblem): string {
  return withAdvice(word, lang, kind);
}

/** Whether `detail` (an audit entry's) names a kind. */
export function isMailTestProblem(detail: string): detail is MailTestProblem {
  return namesKind(word.keys, detail);
}

/**
 * The mailbox's failure (a test of the mailbox, or the reader's), said once: the settings page
 * (the test's answer and the reader's state, with what to check, `_check`) and the audit log
 * read it here.
 */
const mailboxKo = {
  noMailbox: "메일함이 설정되지 않았습니다.",
  noMailbox_check: "서버 주소와 비밀번호를 넣고 저장한 뒤 다시 시험하세요.",
  notFound: "서버 주소를 찾을 수 없습니다.",
  notFound_check: "서버 주소의 철자를 확인하세요.",
  refused: "서버가 연결을 거절했습니다.",
  refused_check: "포트를 확인하세요.",
  auth: "메일함이 사용자 이름이나 비밀번호를 받아들이지 않았습니다.",
  auth_check: "앱 비밀번호가 필요한지, IMAP이 켜져 있는지 확인하세요.",
  folder: "로그인은 되었지만 그런 폴더가 없습니다.",
  folder_check: "폴더 이름을 확인하세요.",
  tls: "보안 연결을 맺지 못했습니다.",
  tls_check: "보안 연결 방식(TLS 또는 STARTTLS)과 포트를 확인하세요.",
  timeout: "정해진 시간 안에 응답이 없었습니다.",
  timeout_check: "서버 주소와 포트를 확인하세요.",
  notMail: "이 주소는 메일 서버로 응답하지 않았습니다.",
  notMail_check: "서버 주소와 포트를 확인하세요.",
  port: "메일함 포트가 아니라서 시도하지 않았습니다.",
  port_check: "포트를 143이나 993으로 바꿔 저장하세요.",
  other: "메일함에 연결하지 못했습니다.",
} as const;

type MailboxWordKey = keyof typeof mailboxKo;

const mailboxEn: Dictionary<MailboxWordKey> = {
  noMailbox: "No mailbox is set.",
  noMailbox_check: "Enter the server address and password, save, and test again.",
  notFound: "The server address was not found.",
  notFound_check: "Check its spelling.",
  refused: "The server refused the connection.",
  refused_check: "Check the port.",
  auth: "The mailbox did not accept the user name or password.",
  auth_check: "Check whether it needs an app password and whether IMAP is on.",
  folder: "Signed in, but there is no such folder.",
  folder_check: "Check the folder's name.",
  tls: "The secure connection failed.",
  tls_check: "Check the secure connection (TLS or STARTTLS) and the port.",
  timeout: "No answer in time.",
  timeout_check: "Check the server address and port.",
  notMail: "This address did not answer as a mail server.",
  notMail_check: "Check the server address and port.",
  port: "Not tried: that is not a mailbox's port.",
  port_check: "Change it to 143 or 993 and save.",
  other: "Could not connect to the mailbox.",
};

const mailboxWord = createTranslation({ ko: mailboxKo, en: mailboxEn });

/** What failed at the mailbox, in one sentence: the audit log's. */
export function mailboxProblemText(lang: Lang, kind: MailboxProblem): string {
  return mailboxWord(lang, kind);
}

/** What failed at the mailbox and what to check: the settings page's. */
export function mailboxProblemAdvice(lang: Lang, kind: MailboxProblem): string {
  return withAdvice(mailboxWord, lang, kind);
}

/** Whether `detail` (an audit entry's "mailbox auth") names a mailbox's failure. */
export function isMailboxProblem(detail: string): detail is MailboxProblem {
  return namesKind(mailboxWord.keys, detail);
}
