import { data, redirect, type AppLoadContext } from "react-router";
import type { Lang } from "../../../i18n/lang";
import type { InquiriesContext } from "../../../../server/inquiries/inbox";
import type { DigestMailState } from "../../../../server/mail/outbox/digest-days";
import type { MailProblem } from "../../../../server/mail/problem";
import { mailboxProblemAdvice, mailProblemAdvice } from "../../../../server/mail/problem-words";
import { mailboxProblem, type MailboxProblem } from "../../../../server/mail/mailbox-check";
import { newMessageLocal } from "../../../../server/mail/thread";
import type { StaffServices } from "../../../../server/admin/services";
import {
  testProblem,
  type MailboxFormField,
  type MailFormField,
} from "../../../../server/mail/settings";

import { isMailbox, readMailboxForm, readMailForm } from "../../../../server/mail/settings";
import { adminPageMeta } from "../../frame/meta";
import { audit, requireStaff, staffContext } from "../../guard.server";
import { adminPath, requestAdminLang } from "../../words";
import { kst } from "../../frame/inbox-words";
import { settingsWord, type SettingsWordKey } from "../words";
import { postedForm } from "../../../../server/platform/body";

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
  return mailboxProblemAdvice(lang, READER_REASONS[reason] ?? "other");
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
  return { kind, text: mailboxProblemAdvice(lang, kind) };
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

/**
 * The mail settings (owners): the SMTP server, the sender, the notice's recipients and the
 * buyer's confirmation, saved in the staff database; a value the environment sets is shown and
 * cannot be changed here. The password is write-only. A test mail goes through the saved
 * settings and says why it failed in plain words. Beside them, the mailbox the site reads for
 * buyers' answers (IMAP), with its own save and test.
 */
export function loadMailSettings(request: Request, context: AppLoadContext) {
  const account = requireStaff(request, context, { role: "owner" });
  const lang = requestAdminLang(request);
  const query = new URL(request.url).searchParams;
  const page = mailPage(context);
  const reader = page.reader && {
    ...page.reader,
    ...(page.reader.reason && { reason: readerReasonWords(lang, page.reader.reason) }),
  };
  return {
    meta: adminPageMeta(lang, settingsWord(lang, "mailTitle")),
    ...page,
    reader,
    email: account.email,
    done: query.get("done"),
    cleared: query.get("cleared") === "password",
  };
}

/** The form's fields as typed, but the password and the form's own fields. */
function typedValues(form: FormData) {
  const typed: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !/^(password|intent|csrf|_csrf)$/.test(name)) {
      typed[name] = value;
    }
  }
  return typed;
}

/**
 * The page's posts, by `intent`: test (a test mail), test-mailbox, mailbox (its settings saved),
 * else the sending settings saved. Audited with the names of the fields changed, never a value.
 */
export async function mailSettingsAction(request: Request, context: AppLoadContext) {
  const account = requireStaff(request, context, { role: "owner" });
  const lang = requestAdminLang(request);
  const { services } = staffContext(context);
  const form = postedForm(context);
  const answer = (body: Answer, status = 200) => data(body, { status });

  const intent = form.get("intent");

  if (intent === "test") {
    const to = String(form.get("to") ?? "").trim() || account.email;
    if (!isMailbox(to)) {
      return answer({ testError: settingsWord(lang, "testBadAddress") }, 400);
    }
    if (!services.mail.allowTest(account.email)) {
      return answer({ test: { to, ok: false, text: settingsWord(lang, "testLimited") } }, 429);
    }
    try {
      await sendTestMail(services, to, lang);
    } catch (error) {
      const problem = problemWords(lang, error);
      audit(request, context, { action: "mail-test", target: to, detail: problem.kind });
      return answer({ test: { to, ok: false, text: problem.text, detail: problem.detail } });
    }
    audit(request, context, { action: "mail-test", target: to, detail: "sent" });
    return answer({ test: { to, ok: true } });
  }

  const passwordTyped = String(form.get("password") ?? "") !== "";
  const back = (done: string, cleared: boolean) =>
    redirect(
      `${adminPath(lang, "/settings/mail")}?done=${done}${cleared ? "&cleared=password" : ""}`,
    );

  if (intent === "test-mailbox") {
    if (!services.mail.allowTest(account.email)) {
      return answer({ mailboxTest: { ok: false, text: settingsWord(lang, "testLimited") } }, 429);
    }
    try {
      await services.mail.testMailbox();
    } catch (error) {
      const problem = mailboxProblemWords(lang, error);
      audit(request, context, { action: "mail-test", detail: `mailbox ${problem.kind}` });
      return answer({ mailboxTest: { ok: false, text: problem.text } });
    }
    audit(request, context, { action: "mail-test", detail: "mailbox ok" });
    return answer({ mailboxTest: { ok: true, folder: services.mail.mailbox()?.folder ?? "" } });
  }

  if (intent === "mailbox") {
    const parsed = readMailboxForm(form);
    if (!parsed.success) {
      return answer(
        {
          mailboxErrors: mailboxFieldErrors(lang, parsed.error.issues),
          mailboxTyped: typedValues(form),
          mailboxPasswordTyped: passwordTyped,
        },
        400,
      );
    }
    const had = services.mail.savedMailbox().hasPassword;
    const changed = services.mail.saveMailbox(parsed.data, account.email);
    const cleared = had && !services.mail.savedMailbox().hasPassword && parsed.data.host !== "";
    audit(request, context, {
      action: "mail-settings",
      detail: `mailbox: ${changed.join(", ") || "-"}`,
    });
    throw back(parsed.data.host ? "mailbox" : "mailbox-removed", cleared);
  }

  const parsed = readMailForm(form);
  if (!parsed.success) {
    return answer(
      { errors: fieldErrors(lang, parsed.error.issues), typed: typedValues(form), passwordTyped },
      400,
    );
  }
  const had = services.mail.saved().hasPassword;
  const changed = services.mail.save(parsed.data, account.email);
  const cleared = had && !services.mail.saved().hasPassword && parsed.data.user !== "";
  // The names of what changed, never a value: the password is only said to have changed.
  audit(request, context, { action: "mail-settings", detail: changed.join(", ") || "-" });
  throw back("saved", cleared);
}
