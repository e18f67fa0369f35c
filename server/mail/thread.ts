import { randomUUID } from "node:crypto";

/**
 * Threading of the mails the site sends to a buyer and of those that come back
 * (docs/decisions/023-mail-conversation.md): Message-IDs, In-Reply-To and References, and the
 * inquiry's reference in a subject.
 */

/**
 * A new Message-ID's left part: random (crypto.randomUUID), so unique across installs and
 * restores of a backup; made once when a mail is queued and kept, so every try reuses it.
 */
export function newMessageLocal(kind: string): string {
  return `hf-${kind}-${randomUUID()}`;
}

/** The domain of an address (the sender's), for the Message-ID's right part. */
export function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1) || "localhost";
}

/** `<local@domain>`, as the Message-ID header carries it. */
export function messageIdHeader(local: string, from: string): string {
  return `<${local}@${domainOf(from)}>`;
}

/** The left part of a Message-ID (with or without angle brackets), to match a reference by. */
export function localPart(messageId: string): string {
  const id = messageId.trim().replace(/^<|>$/g, "");
  const at = id.lastIndexOf("@");
  return at < 0 ? id : id.slice(0, at);
}

/** The thread headers of a mail that follows `earlier` (full Message-IDs, oldest first). */
export function threadHeaders(earlier: readonly string[]): {
  inReplyTo?: string;
  references?: string[];
} {
  if (earlier.length === 0) return {};
  return { inReplyTo: earlier.at(-1)!, references: [...earlier] };
}

/** An inquiry's reference as the site writes it: HF-YYYYMMDD-NNNNNN. */
const REFERENCE = /\bHF-\d{8}-\d{6}\b/i;

/** The first inquiry reference in a subject (as a buyer's reply keeps `[HF-…]`), upper case. */
export function referenceIn(subject: string): string | undefined {
  return REFERENCE.exec(subject)?.[0].toUpperCase();
}

/** The header that marks the site's automatic mails (RFC 3834), so no program answers them. */
export const AUTO_SUBMITTED = { "Auto-Submitted": "auto-generated" } as const;
