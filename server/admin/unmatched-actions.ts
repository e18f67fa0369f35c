import type { AuditEvent } from "./audit";
import type { Messages } from "../inquiries/messages";

/**
 * What staff may do with mail that matched no inquiry (decision 023; the page is
 * app/admin/mail/): attach it to an inquiry by its reference, or dismiss it. Nothing is deleted
 * on the site; a dismissal deletes the mail's copy on the mail server (issue 47).
 */

/** The unmatched mail page's form, as posted: every value raw, checked here. */
export interface UnmatchedForm {
  intent: unknown;
  /** The mail's id. */
  mail: number;
  /** The reference typed to attach it to. */
  ref: unknown;
  /** "on" when staff trust its sender for that inquiry. */
  trust?: unknown;
}

/** Where a post ends: the list again (saying what was done), or the reference refused. */
export type UnmatchedResult =
  | { back: "dismissed" }
  | { back: "attached"; ref: string }
  | { back: "list" }
  | { refused: { id: number; ref: string } };

export function unmatchedPost(
  messages: Messages,
  form: UnmatchedForm,
  audit: (event: Omit<AuditEvent, "actor" | "address">) => void,
): UnmatchedResult {
  const id = form.mail;
  if (form.intent === "dismiss") {
    // Audited only when it still waited (a second tab's dismiss changes nothing).
    if (messages.dismiss(id)) audit({ action: "mail-dismissed", target: `#${id}` });
    return { back: "dismissed" };
  }
  const ref = String(form.ref ?? "")
    .trim()
    .slice(0, 40);
  const trust = form.trust === "on";
  const result = messages.attach(id, ref, new Date(), trust);
  if (result === "attached") {
    audit({ action: trust ? "mail-attached-trusted" : "mail-attached", target: ref.toUpperCase() });
    return { back: "attached", ref: ref.toUpperCase() };
  }
  // Attached or gone meanwhile: the list shows what is left.
  if (result === "unknownMail") return { back: "list" };
  return { refused: { id, ref } };
}
