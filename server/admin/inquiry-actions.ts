import { isMailAddress } from "../../app/lib/email";
import type { AuditEvent } from "./audit";
import {
  MAX_REPLY_FILES,
  MAX_REPLY_FILES_BYTES,
  type NewFile,
  type PendingFile,
} from "../inquiries/kept-files";
import { cleanNote, type ChangeResult, type InquiriesContext } from "../inquiries/inbox";
import { isStatus } from "../inquiries/inbox-query";
import { placeholderIn } from "../inquiries/reply-placeholder";
import type { readReplyForm } from "../inquiries/reply-template";
import type { ReplyMail } from "../inquiries/replies";

/**
 * What staff may post on an inquiry's page (app/admin/inquiries/), and what each post comes to:
 * a reply, a failed reply sent again, a status (spam asked first), an assignee or a note. The
 * page's module reads the form and writes the answer; the rules are here, apart from the views.
 */

/** How a change came out, or "bad" for a post the page cannot have sent. */
export type Outcome = ChangeResult | "bad";

/**
 * A refused reply: what was typed, and why (a field, the mail not set up, an address the rule
 * refuses, the template's placeholder line still in it, which asks to confirm, files past
 * the limit, or a file of a kind not mailed: `refusedFile` names it); and the files kept for
 * the next try (kept-files.ts), which its form lists.
 */
export interface RefusedReply {
  reply: {
    subject: string;
    body: string;
    problem: "bad" | "mailOff" | "address" | "placeholder" | "files" | "fileType";
    files: PendingFile[];
    refusedFile?: string;
  };
}

/** What the page shows after a post that stays on it. */
export type InquiryAnswer = { outcome: Outcome } | { confirm: "spam" } | RefusedReply;

/** A post's end: the page again with `done` (a redirect, so a reload repeats nothing), or an answer. */
export type PostResult = { back: "reply" | "resend" } | { status: number; answer: InquiryAnswer };

/** The inquiry's page's form, as posted: every value raw, checked here. */
export interface InquiryForm {
  intent: unknown;
  /**
   * A reply's files as posted, each with the type its bytes show; "tooLarge" past 20 MB in all
   * (or too many); `notAllowed`: the name of one whose bytes are no kind a reply carries
   * (server/platform/file-kinds.ts).
   */
  files: NewFile[] | "tooLarge" | { notAllowed: string };
  /** The tokens of files kept from a refused try (the form's `kept` fields), as posted. */
  kept: readonly unknown[];
  /**
   * The page's script keeps the chosen files in the browser after a refusal: nothing to keep
   * here. Without script the server keeps them.
   */
  filesInBrowser: boolean;
  /** The reply's fields as `readReplyForm` read them. */
  reply: ReturnType<typeof readReplyForm>;
  /** The reply was sent with "send anyway" (the placeholder line kept on purpose). */
  sendAnyway: boolean;
  /** The failed reply to send again (its event's id). */
  replyId: number;
  revision: number;
  /** The spam question was answered yes (ConfirmAction). */
  confirmed: boolean;
  status: unknown;
  assignee: unknown;
  note: unknown;
}

/** Who posts, on which inquiry, when; `audit` writes an entry of the audit log as they. */
export interface InquiryPost {
  inquiries: InquiriesContext;
  staff: { email: string; name?: string };
  ref: string;
  at: Date;
  audit: (event: Omit<AuditEvent, "actor" | "address">) => void;
  /** The e-mails an inquiry may be assigned to (asked only for an assignment). */
  assignable: () => string[];
}

/** Only an active account takes inquiries. */
export function assignableEmails(accounts: readonly { email: string; status: string }[]) {
  return accounts.filter((account) => account.status === "active").map((account) => account.email);
}

const answer = (status: number, body: InquiryAnswer): PostResult => ({ status, answer: body });

/** Files past a reply's limits, counting those kept from a refused try. */
function tooMany(kept: readonly PendingFile[], posted: readonly NewFile[]) {
  const files = [...kept, ...posted.map((file) => ({ size: file.content.length }))];
  return (
    files.length > MAX_REPLY_FILES ||
    files.reduce((sum, file) => sum + file.size, 0) > MAX_REPLY_FILES_BYTES
  );
}

/**
 * A reply: queued in the outbox (to the buyer, Reply-To the staff member) with its event, the
 * inquiry answered; audited without its text, then the outbox woken. Refused for another reason
 * than its files, the files posted are kept for the next try (without script; kept-files.ts),
 * so nobody chooses them again.
 */
function sendReply(post: InquiryPost, form: InquiryForm): PostResult {
  const { inbox, store, replies } = post.inquiries;
  const read = form.reply;
  const inquiryId = store.idOf(post.ref);
  // Only this inquiry's pending files: a token of another or a forged one names nothing.
  const kept = inquiryId === undefined ? [] : store.files.pending(inquiryId, form.kept);
  const posted = form.files;
  const refused = (problem: RefusedReply["reply"]["problem"], status: number) => {
    const keep =
      problem !== "files" &&
      inquiryId !== undefined &&
      !form.filesInBrowser &&
      Array.isArray(posted) &&
      posted.length > 0;
    const files = keep ? [...kept, ...store.files.keepPending(inquiryId, posted)] : kept;
    const refusedFile =
      Array.isArray(posted) || posted === "tooLarge" ? {} : { refusedFile: posted.notAllowed };
    return answer(status, { reply: { ...read.typed, problem, files, ...refusedFile } });
  };
  if (inquiryId === undefined) return answer(404, { outcome: "unknown" });
  // The files first: past the limit, or one of a kind not mailed, none is kept, whatever else
  // is wrong.
  if (posted === "tooLarge" || (Array.isArray(posted) && tooMany(kept, posted))) {
    return refused("files", 413);
  }
  if (!Array.isArray(posted)) return refused("fileType", 400);
  if (!read.ok) return refused("bad", 400);
  // Without JavaScript, the page's confirm step is this answer: the form again, as typed.
  if (placeholderIn(read.reply.body) && !form.sendAnyway) return refused("placeholder", 200);
  const inquiry = inbox.detail(post.ref);
  if (!inquiry) return answer(404, { outcome: "unknown" });
  // An address stored before today's rule (app/lib/email.ts) is not mailed to.
  if (!isMailAddress(inquiry.email)) return refused("address", 400);
  if (!replies.on()) return refused("mailOff", 503);
  const mail: ReplyMail = {
    ...read.reply,
    to: inquiry.email,
    replyTo: post.staff.email,
    staff: post.staff.name ?? post.staff.email,
  };
  // The files are on disk before the reply's transaction, which records them with its event,
  // the kept ones first (chosen first).
  const queued = store.files.keep(posted, (record) =>
    store.replies.queue(post.ref, mail, post.staff.email, undefined, (eventId) => {
      store.files.claimPending(inquiry.id, eventId, kept);
      record({ inquiryId: inquiry.id, eventId });
    }),
  );
  if (queued.result === "unknown") return answer(404, { outcome: "unknown" });
  // Files kept from a refused try and left out of this reply go now.
  store.files.dropPending(inquiry.id);
  const count = kept.length + posted.length;
  post.audit({
    action: "inquiry-reply",
    target: post.ref,
    ...(count > 0 && { detail: `${count} files` }),
  });
  replies.wake();
  return { back: "reply" };
}

/** A failed reply due again: its tries start over. */
function resendReply(post: InquiryPost, form: InquiryForm): PostResult {
  const { store, replies } = post.inquiries;
  if (!store.replies.resend(post.ref, form.replyId)) return answer(400, { outcome: "bad" });
  post.audit({ action: "inquiry-reply", target: post.ref, detail: "again" });
  replies.wake();
  return { back: "resend" };
}

/**
 * Status, spam, assignee or a note. A status or assignee change carries the revision the page
 * showed (another change in between: 409); a note is a known length of plain text.
 */
function change(post: InquiryPost, form: InquiryForm): PostResult {
  const { inbox } = post.inquiries;
  const { intent, revision } = form;
  const { ref, at } = post;
  const email = post.staff.email;
  const refuse = (status: number, outcome: Outcome) => answer(status, { outcome });
  if (!Number.isInteger(revision) && intent !== "note") return refuse(400, "bad");
  // Spam hides the inquiry from the usual lists: asked first (ConfirmAction's dialog or step).
  if (intent === "spam" && !form.confirmed) return answer(200, { confirm: "spam" });

  let outcome: Outcome;
  if (intent === "status" || intent === "spam") {
    const status = intent === "spam" ? "spam" : form.status;
    if (!isStatus(status)) return refuse(400, "bad");
    outcome = inbox.setStatus(ref, status, revision, email, at);
    if (outcome === "changed")
      post.audit({ action: "inquiry-status", target: ref, detail: status });
  } else if (intent === "assign") {
    const assignee = form.assignee === "" ? null : form.assignee;
    if (
      assignee !== null &&
      (typeof assignee !== "string" || !post.assignable().includes(assignee))
    ) {
      return refuse(400, "bad");
    }
    outcome = inbox.assign(ref, assignee, revision, email, at);
    if (outcome === "changed") {
      post.audit({ action: "inquiry-assigned", target: ref, detail: assignee ?? "-" });
    }
  } else if (intent === "note") {
    const note = cleanNote(form.note);
    if (note === undefined) return refuse(400, "bad");
    outcome = inbox.addNote(ref, note, email, at) ? "changed" : "unknown";
    // The note's text stays in the inquiry database; the audit log has its length only.
    if (outcome === "changed") {
      post.audit({ action: "inquiry-note", target: ref, detail: `${[...note].length} chars` });
    }
  } else return refuse(400, "bad");
  if (outcome === "unknown") return refuse(404, outcome);
  return outcome === "conflict" ? refuse(409, outcome) : answer(200, { outcome });
}

/** One post on the inquiry's page, by its intent. */
export function inquiryPost(post: InquiryPost, form: InquiryForm): PostResult {
  if (form.intent === "reply") return sendReply(post, form);
  if (form.intent === "resend") return resendReply(post, form);
  return change(post, form);
}
