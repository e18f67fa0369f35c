import { liveContent } from "../../app/content/live.server";
import type { Company } from "../../app/content/schemas";
import { MAIL_KINDS, type InputOf, type MailKindName } from "./kinds";
import type { MailAccount, MailContext } from "./kinds/kind";
import { toOutgoing } from "./letter";
import type { MailSettings, Sender } from "./settings";
import { MailOff } from "./problem";

/**
 * The mail room's one way out (decision 026): a kind's input composed into its letters (one per
 * recipient language), the headers every mail carries added, and each handed to the transport
 * of the moment. Queued kinds come here from the outbox; invitations and the test mail directly.
 */
export interface MailRoomOptions {
  /** The sender of the moment (the mail settings'); none: mail is off. */
  sender: (kind: MailKindName) => Sender | undefined;
  siteUrl: string;
  /** The company's published facts at the moment of sending. */
  company: () => Company;
  /** The address of the mailbox the site reads, if one is set. */
  mailbox: () => string | undefined;
  /** The staff notice's recipients. */
  staffTo: () => readonly string[];
  accounts: () => readonly MailAccount[];
}

export type MailRoom = ReturnType<typeof createMailRoom>;

export function createMailRoom(options: MailRoomOptions) {
  const context = (from: string): MailContext => {
    const mailbox = options.mailbox();
    return {
      siteUrl: options.siteUrl,
      from,
      company: options.company(),
      ...(mailbox && { mailbox }),
      staffTo: options.staffTo(),
      accounts: options.accounts(),
    };
  };
  return {
    /** Whether a mail of `kind` can go now. */
    on: (kind: MailKindName) => options.sender(kind) !== undefined,
    /** The sender of the moment for `kind`, if mail is on. */
    sender: (kind: MailKindName) => options.sender(kind),
    /**
     * Composes and sends one mail of `kind`; rejects when mail is off (MailOff) or the SMTP
     * server refuses. Resolves to how many letters went (none: nobody was to get it).
     */
    async send<K extends MailKindName>(kind: K, input: InputOf<K>, sender = options.sender(kind)) {
      if (!sender) throw new MailOff(`the mail settings were removed before the ${kind} was sent`);
      const definition = MAIL_KINDS[kind];
      const letters = definition.compose(input as never, context(sender.from));
      const mailbox = options.mailbox()?.toLowerCase();
      for (const letter of letters) {
        // Staff mail never asks for an answer in the mailbox read as buyers' mail (issue 47),
        // even when the site sends from that very address: the answer goes to the recipient.
        const replyTo =
          typeof letter.replyTo === "string" ? letter.replyTo : letter.replyTo.address;
        const fixed =
          definition.audience === "staff" && mailbox && replyTo.toLowerCase() === mailbox
            ? { ...letter, replyTo: letter.to[0] ?? replyTo }
            : letter;
        await sender.send(toOutgoing(fixed, sender.from, definition.automatic));
      }
      return letters.length;
    },
  };
}

/** The mail room over the mail settings: each kind's sender, as the settings turn it on. */
export function mailRoomOf(
  mail: Pick<MailSettings, "sender" | "notice" | "confirmation" | "noticeTo" | "mailbox">,
  siteUrl: string,
  accounts: () => readonly MailAccount[],
  company: () => Company = () => liveContent().company,
) {
  return createMailRoom({
    sender: (kind) =>
      kind === "notice"
        ? mail.notice()
        : kind === "confirmation"
          ? mail.confirmation()
          : mail.sender(),
    siteUrl,
    company,
    mailbox: () => mail.mailbox()?.address,
    staffTo: () => mail.noticeTo(),
    accounts,
  });
}
