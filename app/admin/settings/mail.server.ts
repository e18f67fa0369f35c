import type { AppLoadContext } from "react-router";
import type { Lang } from "../../i18n/lang";
import { mailProblem, type MailFormField } from "../../../server/mail/settings";

export { isMailbox, readMailForm } from "../../../server/mail/settings";
import { staffContext } from "../guard.server";
import { kst } from "../inbox/words";
import { settingsWord, type SettingsWordKey } from "./words";

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
  };
}

/** A field's error in words: the first problem zod found at each field. */
export function fieldErrors(lang: Lang, issues: { path: PropertyKey[] }[]) {
  const errors: Partial<Record<MailFormField, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as MailFormField;
    errors[field] ??= settingsWord(lang, `error_${field}` as SettingsWordKey);
  }
  return errors;
}

/** A failed send in plain words, with the server's own answer beside them. */
export function problemWords(lang: Lang, error: unknown) {
  const { kind, detail } = mailProblem(error);
  return { kind, text: settingsWord(lang, `problem_${kind}`), detail };
}

/** The test mail: both languages, nothing but a note of where it came from. */
export function testMessage(siteUrl: string) {
  const site = new URL(siteUrl).hostname;
  return {
    subject: settingsWord("ko", "testSubject", { site }),
    text: `${settingsWord("ko", "testBody")}\n\n${settingsWord("en", "testBody")}\n`,
  };
}
