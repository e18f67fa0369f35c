import type { Company } from "../../../app/content/schemas";
import { DEFAULT_LANG, LANGS, type Lang } from "../../../app/i18n/lang";
import type { Letter } from "../letter";
import type { DigestLine, MailInquiry, ReplyAttachment, ReplyMail } from "./inquiry";

/**
 * What a kind of mail is (decision 026): one file in this folder each, registered in
 * `index.ts`. A kind says who gets it and what it says in each language; the mail room adds
 * the headers (letter.ts), sends it through the one transport and, for queued kinds
 * (`QueuedMailKind`), keeps it in the one outbox.
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

/**
 * A kind that waits in the outbox (retries, leases, the failure's kind; decision 039): its file
 * also says how its row becomes its input when it is sent, and where staff see it fail.
 */
export interface QueuedMailKind<Input> extends MailKind<Input> {
  queued: Queued<Input>;
}

/** What a queued kind declares. */
export interface Queued<Input> {
  /**
   * The claimed row read back into the input, at each try (the inquiry as it is then): from
   * the row and the sources only. `Skipped` when nobody is left to mail; throw when what it is
   * about is gone (the try fails, with its retries).
   */
  input(claim: QueuedClaim, sources: QueuedSources): Promise<Input | Skipped>;
  /**
   * When the mail may leave, asked at every try (retries included) just before `input`, at the
   * outbox's clock `at` (ms): a Date holds the row until then (not counted as a try), `Skipped`
   * removes it, undefined lets it go. Absent: it may go at any time. The one place a rule on
   * when a mail may go is kept (the night rule and the consent: plant-gate.ts).
   */
  gate?(claim: QueuedClaim, sources: QueuedSources, at: number): Date | Skipped | undefined;
  /**
   * Why a row whose input composes no letter is removed rather than called sent (a digest
   * with nothing open any more); absent, a mail nobody was to get counts as sent.
   */
  whenEmpty?: string;
  /**
   * The staff's name for it on the inquiry's timeline, where its failure or its wait for the
   * next try is shown ("{name}: {state}"); `elsewhere` for a kind staff see fail in a place of
   * its own (the notice's and confirmation's entries, a reply's event, the mail settings page).
   */
  timeline: Record<Lang, string> | "elsewhere";
  /**
   * A realistic payload its schedule entry leaves on the row (a digest's recipient and day),
   * for tests/mail/kinds.test.ts to read the row back; absent when it leaves none.
   */
  samplePayload?: unknown;
}

/** A queued mail's row as its kind reads it (server/mail/outbox/queue.ts, `OutboxClaim`). */
export interface QueuedClaim {
  /** The kind's name (for the errors' words). */
  kind: string;
  inquiryId?: number;
  eventId?: number;
  /** What its schedule entry put in (JSON). */
  payload?: unknown;
  /** The Message-ID's random left part, the same for every try. */
  local: string;
  /** Tries of this mail so far, this one included. */
  attempts: number;
}

/**
 * What a queued kind may read when its mail is sent, fresh at each try. The mail room declares
 * it and knows no inquiry: the inquiries provide it once for every kind
 * (server/inquiries/queued-mail.ts). A kind that needs more adds it here and there.
 */
export interface QueuedSources {
  /** The sending address of the moment for this kind (the room's; "" while mail is off). */
  from: string;
  /** An inquiry as it is now; undefined once erased. */
  inquiry(inquiryId: number): MailInquiry | undefined;
  /** The inquiry's assignee, whom its staff notices go to. */
  assignee(inquiryId: number): string | undefined;
  /** How many mails the buyer sent to the inquiry from this event on, until the next notice's. */
  mailsSince(inquiryId: number, eventId: number): number;
  /** A staff reply as stored, by its event. */
  reply(eventId: number): ReplyMail | undefined;
  /** The files staff attached to the reply of this event. */
  replyFiles(eventId: number): ReplyAttachment[];
  /** A sent quotation's number as shown and the buyer's answer; undefined when not sent. */
  quotation(quotationId: number): { number: string; accepted: boolean } | undefined;
  /** A sent quotation's PDF and .xlsx in `lang`, made by the quotations; undefined when not sent. */
  quotationFiles(quotationId: number, lang: Lang): Promise<ReplyAttachment[] | undefined>;
  /** The Message-IDs of the inquiry's thread (decision 023), on the domain of `from`. */
  threadIds: {
    confirmation(inquiryId: number, from: string): string | undefined;
    reply(eventId: number, from: string): string | undefined;
    /** Those before the reply of `before` (an event's id), oldest first. */
    earlier(inquiryId: number, from: string, before?: number): readonly string[];
  };
  /** The back office's accounts now. */
  accounts(): readonly MailAccount[];
  /** The open inquiries now (the inbox's `open`). */
  openInquiries(): DigestLine[];
  /**
   * Today in Seoul ("2026-11-25"), from the sources' one clock (the one the open inquiries are
   * read at; tests move it): a kind never reads the system's date itself.
   */
  today(): string;
  /**
   * A plant's contact as they are now (server/units/plant-store.ts): whether their mail may
   * still go and whether they agreed to mail at night; undefined once erased. Absent where no
   * units store is open (then a plant mail is held as for a contact without night consent).
   */
  plantContact?(contactId: number): PlantContactState | undefined;
}

/** What the outbox's gate reads of a plant's contact at each try. */
export interface PlantContactState {
  /** Unsubscribed or bounced: nothing more goes to them. */
  stopped: boolean;
  /** The separate consent to mail between 21:00 and 08:00 in Seoul. */
  nightConsent: boolean;
}

/** What `Queued.input` gives when nobody is left to mail: the row is removed, not called sent. */
export class Skipped {
  /** Why, for the log: never personal data. */
  readonly reason: string;
  constructor(reason: string) {
    this.reason = reason;
  }
}

/** The claim's inquiry as it is now; erased meanwhile, its row went with it: a claim on nothing. */
export function claimedInquiry(claim: QueuedClaim, sources: QueuedSources): MailInquiry {
  const inquiry = claim.inquiryId === undefined ? undefined : sources.inquiry(claim.inquiryId);
  if (!inquiry) throw new Error(`the ${claim.kind} mail's inquiry is gone`);
  return inquiry;
}

/** Any kind, as the registry holds them. */
export interface AnyMailKind {
  automatic: boolean;
  audience: "buyer" | "staff";
  compose(input: never, context: MailContext): Letter[];
  sample(lang: Lang): unknown;
  queued?: {
    input(claim: QueuedClaim, sources: QueuedSources): Promise<unknown>;
    gate?(claim: QueuedClaim, sources: QueuedSources, at: number): Date | Skipped | undefined;
    whenEmpty?: string;
    timeline: Record<Lang, string> | "elsewhere";
    samplePayload?: unknown;
  };
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
