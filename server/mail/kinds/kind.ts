import type { Company } from "../../../app/content/schemas";
import { DEFAULT_LANG, LANGS, type Lang } from "../../../app/i18n/lang";
import type { Letter } from "../letter";

/**
 * What a kind of mail is (decision 026): one file in this folder each, registered in
 * `index.ts`. A kind says who gets it and what it says in each language; the mail room adds
 * the headers (letter.ts), sends it through the one transport and, for queued kinds, keeps
 * it in the one outbox.
 */
export interface MailKind<Input> {
  /** Written by the site, not a person: marked Auto-Submitted so no program answers it. */
  automatic: boolean;
  /** Who reads it: a buyer, or the company's staff. */
  audience: "buyer" | "staff";
  /** The mails for one input: one per recipient language (none when nobody is to get it). */
  compose(input: Input, context: MailContext): Letter[];
  /** A realistic input for a recipient reading `lang`: the test that walks every kind uses it. */
  sample(lang: Lang): Input;
}

/** Any kind, as the registry holds them. */
export interface AnyMailKind {
  automatic: boolean;
  audience: "buyer" | "staff";
  compose(input: never, context: MailContext): Letter[];
  sample(lang: Lang): unknown;
}

/** A staff account as the mails need it (server/admin/accounts.ts). */
export interface MailAccount {
  email: string;
  role: "owner" | "staff";
  status: string;
  /** The language of the account's mail; Korean when unset. */
  mailLang?: Lang;
  name?: string;
}

/** What every kind may read at the moment of sending, fresh each time. */
export interface MailContext {
  /** SITE_URL: links in mails point here. */
  siteUrl: string;
  /** The sending address (MAIL_FROM): a staff mail's Reply-To when nobody better is named. */
  from: string;
  /** The company's published facts. */
  company: Company;
  /** The address of the mailbox the site reads, when one is set: a buyer's answers go there. */
  mailbox?: string;
  /** The staff notice's recipients (MAIL_TO, the saved ones, else the active owners). */
  staffTo: readonly string[];
  /** The back office's accounts. */
  accounts: readonly MailAccount[];
}

/** Who reads a mail, as far as its language goes. */
export type Recipient =
  /** A buyer: the language they wrote the inquiry in. */
  | { buyer: { lang: Lang } }
  /** Staff: their account's mail language (My account), Korean when unset or unknown. */
  | { staff: Pick<MailAccount, "mailLang"> | undefined };

/** The one place a mail's language is decided (decision 029): every kind asks here. */
export function recipientLang(recipient: Recipient): Lang {
  return "buyer" in recipient ? recipient.buyer.lang : (recipient.staff?.mailLang ?? DEFAULT_LANG);
}

/** `recipients` by the language of their mail, Korean first; languages nobody reads left out. */
export function byRecipientLang<T>(
  recipients: readonly T[],
  staff: (recipient: T) => Pick<MailAccount, "mailLang"> | undefined,
): [Lang, T[]][] {
  return LANGS.map((lang): [Lang, T[]] => [
    lang,
    recipients.filter((recipient) => recipientLang({ staff: staff(recipient) }) === lang),
  ]).filter(([, group]) => group.length > 0);
}

/** Staff addresses by the language of their mail; an address with no account reads Korean. */
export function byMailLang(
  to: readonly string[],
  accounts: readonly MailAccount[],
): [Lang, string[]][] {
  const accountOf = new Map(accounts.map((a) => [a.email.toLowerCase(), a]));
  return byRecipientLang(to, (address) => accountOf.get(address.toLowerCase()));
}

/** Every line of someone's text behind "> ": a quote, never a line of the mail's own. */
export const quote = (text: string, indent = "") =>
  text.split(/\r\n?|\n|\u2028|\u2029/).map((line) => `${indent}> ${line}`.trimEnd());
