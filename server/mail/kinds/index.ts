import { confirmation } from "./confirmation";
import { digest } from "./digest";
import { inquiryNotice } from "./inquiry-notice";
import { invitation } from "./invitation";
import type { AnyMailKind } from "./kind";
import { messageNotice } from "./message-notice";
import { quotationAnswer } from "./quotation-answer";
import { reply } from "./reply";
import { testMail } from "./test-mail";

/**
 * Every kind of mail the site sends: one file each in this folder, one line here
 * (docs/development.md, "Add a kind of mail"). tests/mail/kinds.test.ts walks them all.
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
} satisfies Record<string, AnyMailKind>;

export type MailKindName = keyof typeof MAIL_KINDS;
export type InputOf<K extends MailKindName> = Parameters<(typeof MAIL_KINDS)[K]["compose"]>[0];
