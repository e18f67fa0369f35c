import type { Lang } from "../../app/i18n/lang";
import { oneLine } from "../platform/text";
import { messageIdHeader, threadHeaders } from "./thread";
import type { Address, OutgoingMail } from "./transport";

/**
 * One mail as a kind composes it (server/mail/kinds/): who, in which language, what it says,
 * and where it sits in a thread. `toOutgoing` adds the headers every mail of the site carries,
 * from this one place: Message-ID (a random left part, kept for every try), Date,
 * Auto-Submitted on automatic mail (RFC 3834), Reply-To, In-Reply-To and References.
 */
export interface Letter {
  lang: Lang;
  to: string[];
  /** Where an answer should go; every kind names one. */
  replyTo: Address;
  subject: string;
  text: string;
  /** The display name before the sending address (the company's, or a person's). */
  fromName?: string;
  /** The Message-ID's left part: random, made when the mail was queued (or now). */
  local: string;
  /** The Message-IDs this mail follows, oldest first (with angle brackets). */
  earlier?: readonly string[];
  attachments?: OutgoingMail["attachments"];
  /**
   * A mail a person may stop (a plant's reminder): its opt-out link, sent as `List-Unsubscribe`
   * with RFC 8058's one-click `List-Unsubscribe-Post`, so a mail client's button works too.
   */
  unsubscribe?: { url: string; mailto?: string };
}

/** One line, no control or format characters: nothing from a visitor can start a header. */
export function headerText(value: string, max = 120): string {
  const chars = [...oneLine(value.replace(/\p{Cf}+/gu, " "))];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : chars.join("");
}

/** The back office's path for `lang`: staff read the admin in the language of their mail. */
export function adminUrl(siteUrl: string, lang: Lang, path = ""): string {
  return `${siteUrl}${lang === "en" ? "/en" : ""}/admin${path}`;
}

/** The inquiry's page in the back office, in `lang`. */
export function inquiryUrl(siteUrl: string, ref: string, lang: Lang): string {
  return adminUrl(siteUrl, lang, `/inquiries/${encodeURIComponent(ref)}`);
}

/** The mail as the transport takes it, from the sending address `from`. */
export function toOutgoing(
  letter: Letter,
  from: string,
  automatic: boolean,
  now = new Date(),
): OutgoingMail {
  const headers: Record<string, string> = automatic ? { "Auto-Submitted": "auto-generated" } : {};
  if (letter.unsubscribe) {
    const { url, mailto } = letter.unsubscribe;
    headers["List-Unsubscribe"] = [`<${url}>`, ...(mailto ? [`<mailto:${mailto}>`] : [])].join(
      ", ",
    );
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  return {
    from: letter.fromName ? { name: headerText(letter.fromName, 100), address: from } : from,
    to: letter.to,
    replyTo: letter.replyTo,
    subject: headerText(letter.subject, 200),
    text: letter.text.endsWith("\n") ? letter.text : `${letter.text}\n`,
    messageId: messageIdHeader(letter.local, from),
    date: now,
    ...threadHeaders(letter.earlier ?? []),
    ...(Object.keys(headers).length > 0 && { headers }),
    ...(letter.attachments && { attachments: letter.attachments }),
  };
}
