import type { Lang } from "../../app/i18n/lang";
import { createTranslation, type Translation } from "../../app/i18n/words";
import type { MailboxProblem } from "./mailbox-check";
import type { MailProblem } from "./problem";
import mailboxWords from "./mailbox-problem-words.json" with { type: "json" };
import words from "./problem-words.json" with { type: "json" };

/**
 * A failed mail's kind in words, said once (decision 029): the inbox's timeline, the settings
 * page (a queued mail's failure and the test mail's) and the audit log all read it here. The
 * test mail's answer adds what the owner can check (`_check`).
 */
const word = createTranslation(words);

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
const mailboxWord = createTranslation(mailboxWords);

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
