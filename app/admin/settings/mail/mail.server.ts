import type { AppLoadContext } from "react-router";
import type { Lang } from "../../../i18n/lang";
import type { InquiriesContext } from "../../../../server/inquiries/inbox";
import type { DigestMailState } from "../../../../server/mail/outbox/digest-days";
import type { MailProblem } from "../../../../server/mail/problem";
import { mailProblemAdvice } from "../../../../server/mail/problem-words";
import { mailboxProblem, type MailboxProblem } from "../../../../server/mail/mailbox-check";
import { newMessageLocal } from "../../../../server/mail/thread";
import type { StaffServices } from "../../../../server/admin/services";
import {
  testProblem,
  type MailboxFormField,
  type MailFormField,
} from "../../../../server/mail/settings";

export { isMailbox, readMailboxForm, readMailForm } from "../../../../server/mail/settings";
import { staffContext } from "../../guard.server";
import { kst } from "../../frame/inbox-words";
import { settingsWord, type SettingsWordKey } from "../words";

/**
 * For the launch checklist and this page: whether notices can go out (an SMTP server and a
 * recipient), and when a test mail last went through the settings as they are now.
 */
export function mailStatus(context: AppLoadContext) {
  return staffContext(context).services.mail.status();
}

/** What the mail settings page shows: saved values (never the password) and where each comes from. */
export function mailPage(context: AppLoadContext) {
  const { services } = staffContext(context);
  const effective = services.mail.effective();
  const status = mailStatus(context);
  return {
    saved: services.mail.saved(),
    effective,
    configured: status.configured,
    lastTestAt: status.lastTestAt && kst(status.lastTestAt),
    owners: services.accounts.ownerEmails(),
    digest: digestStatus(context),
    mailbox: services.mail.savedMailbox(),
    reader: readerStatus(context),
  };
}

/**
 * The mailbox reader's state (server/mail/reader.ts's `status()`), when the server hands it to
 * the back office in the load context as `mailboxStatus`.
 */
interface ReaderStatus {
  state: "off" | "connecting" | "watching" | "polling" | "failing";
  reason?: string;
  since: string;
  lastCheckedAt?: string;
  /** Copies of erased or dismissed mail still to be deleted on the mail server. */
  toDelete?: number;
}

/** The reader's reasons, in this page's words for the same failures. */
const READER_REASONS: Record<string, MailboxProblem> = {
  "host-not-found": "notFound",
  refused: "refused",
  timeout: "timeout",
  tls: "tls",
  "login-refused": "auth",
  "folder-missing": "folder",
  other: "other",
};

/** The reader's state as lines for owners, or nothing when the server gives none. */
export function readerStatus(context: AppLoadContext) {
  const status = (context as { mailboxStatus?: () => ReaderStatus }).mailboxStatus?.();
  if (!status) return undefined;
  return {
    state: status.state,
    since: kst(status.since),
    ...(status.lastCheckedAt && { lastCheckedAt: kst(status.lastCheckedAt) }),
    ...(status.reason && { reason: status.reason }),
    ...(status.toDelete && { toDelete: status.toDelete }),
  };
}

/** The reason the reader gives, in words. */
export function readerReasonWords(lang: Lang, reason: string) {
  if (reason === "dropped") return settingsWord(lang, "readerDropped");
  return settingsWord(lang, `mailboxProblem_${READER_REASONS[reason] ?? "other"}`);
}

/** The mailbox form's field errors in words. */
export function mailboxFieldErrors(lang: Lang, issues: { path: PropertyKey[] }[]) {
  const errors: Partial<Record<MailboxFormField, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as MailboxFormField;
    errors[field] ??= settingsWord(lang, `mailbox_error_${field}` as SettingsWordKey);
  }
  return errors;
}

/** A failed mailbox test in plain words (never what the server said). */
export function mailboxProblemWords(lang: Lang, error: unknown) {
  const kind = mailboxProblem(error);
  return { kind, text: settingsWord(lang, `mailboxProblem_${kind}`) };
}

/** One digest mail that did not go (yet): to whom, the failure's kind and words, its tries. */
export interface DigestProblem {
  to: string;
  error: string;
  /** The kind of the last failure, for the page's words. */
  problem?: MailProblem;
  attempts: number;
}

/** The daily digest's last run as owners read it (the outbox's rows; its mails' text left out). */
export interface DigestStatus {
  day: string;
  madeAt?: string;
  total: number;
  sent: number;
  /** Still to be tried again, with when the next try is (Seoul time). */
  retrying: (DigestProblem & { nextAt?: string })[];
  /** Given up after the outbox's last try. */
  failed: DigestProblem[];
}

/**
 * The digest's last run from the outbox (its rows of kind `digest`), or none yet (or
 * a server started without the inquiry store, as in some tests).
 */
export function digestStatus(context: AppLoadContext): DigestStatus | undefined {
  const inquiries = (context as { inquiries?: InquiriesContext }).inquiries;
  const last = inquiries?.store.digests.last();
  if (!last) return undefined;
  const problem = ({ to, error, problem, attempts }: DigestMailState): DigestProblem => ({
    to,
    error: error ?? "",
    ...(problem && { problem }),
    attempts,
  });
  return {
    day: last.day,
    ...(last.madeAt && { madeAt: kst(last.madeAt) }),
    total: last.mails.length,
    sent: last.mails.filter((mail) => mail.status === "sent").length,
    retrying: last.mails
      .filter((mail) => mail.status === "pending" && mail.attempts > 0)
      .map((mail) => ({ ...problem(mail), ...(mail.nextAt && { nextAt: kst(mail.nextAt) }) })),
    failed: last.mails.filter((mail) => mail.status === "failed").map(problem),
  };
}

/** A field's error in words: the first problem zod found at each field. */
export function fieldErrors(lang: Lang, issues: { path: PropertyKey[]; message?: string }[]) {
  const errors: Partial<Record<MailFormField, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as MailFormField;
    const key = issue.message === "mail port" ? "error_portMail" : `error_${field}`;
    errors[field] ??= settingsWord(lang, key as SettingsWordKey);
  }
  return errors;
}

/**
 * A failed test mail in plain words, with the server's own answer beside them only where it
 * answered as a mail server (a refused login or address).
 */
export function problemWords(lang: Lang, error: unknown) {
  const { kind, detail } = testProblem(error);
  return { kind, text: mailProblemAdvice(lang, kind), ...(detail && { detail }) };
}

/** The test mail (server/mail/kinds/test-mail.ts) through the settings as saved, in `lang`. */
export function sendTestMail(services: StaffServices, to: string, lang: Lang) {
  return services.mail.sendTest((sender) =>
    services.mailRoom.send("test", { to, lang, local: newMessageLocal("test") }, sender),
  );
}

/** What the mail settings page's action answers (the page and its mailbox section read it). */
export type Answer = {
  errors?: Partial<Record<MailFormField, string>>;
  /** What was typed in a refused form, to show it again (never the password). */
  typed?: Record<string, string>;
  passwordTyped?: boolean;
  test?: { to: string; ok: true } | { to: string; ok: false; text: string; detail?: string };
  testError?: string;
  mailboxErrors?: Partial<Record<MailboxFormField, string>>;
  mailboxTyped?: Record<string, string>;
  mailboxPasswordTyped?: boolean;
  mailboxTest?: { ok: true; folder: string } | { ok: false; text: string };
};
