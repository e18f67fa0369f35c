import { confirmation } from "./confirmation";
import { digest } from "./digest";
import { inquiryNotice } from "./inquiry-notice";
import { invitation } from "./invitation";
import type { AnyMailKind } from "./kind";
import { messageNotice } from "./message-notice";
import { plantConsent } from "./plant-consent";
import { plantReminder } from "./plant-reminder";
import { quotationAnswer } from "./quotation-answer";
import { replicaMail } from "./replica";
import { reply } from "./reply";
import { testMail } from "./test-mail";

/**
 * Every kind of mail the site sends: one file each in this folder, one line here
 * (docs/development.md, "How to add a kind of mail"). tests/mail/kinds.test.ts walks them all;
 * a kind whose file declares `queued` waits in the outbox, and nothing else names it.
 */
export const MAIL_KINDS = {
  notice: inquiryNotice,
  confirmation,
  reply,
  message: messageNotice,
  answer: quotationAnswer,
  digest,
  invitation,
  test: testMail,
  replica: replicaMail,
  plantreminder: plantReminder,
  plantconsent: plantConsent,
} satisfies Record<string, AnyMailKind>;

export type MailKindName = keyof typeof MAIL_KINDS;
export type InputOf<K extends MailKindName> = Parameters<(typeof MAIL_KINDS)[K]["compose"]>[0];

/** The kinds that wait in the outbox: those whose file declares `queued` (decision 039). */
export type QueuedKind = {
  [K in MailKindName]: (typeof MAIL_KINDS)[K] extends { queued: object } ? K : never;
}[MailKindName];

const isQueued = (name: MailKindName): name is QueuedKind => "queued" in MAIL_KINDS[name];

/** The queued kinds, in the registry's order: the outbox runs one runner for each. */
export const queuedKinds = (): QueuedKind[] =>
  (Object.keys(MAIL_KINDS) as MailKindName[]).filter(isQueued);

/**
 * A queued kind's declaration (its file's `queued`), as the outbox reads it; undefined for a
 * row's kind this version does not have (a newer version's, sharing the database).
 */
export const queuedOf = (kind: QueuedKind) => (MAIL_KINDS[kind] as AnyMailKind | undefined)?.queued;
