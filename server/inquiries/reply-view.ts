import type { MailProblem } from "../mail/problem";
import type { TimelineEntry } from "./inbox";
import type { ReplyMail, ReplyState } from "./replies";

/**
 * How an inquiry's replies read on its page (app/admin/inquiries/): each one's delivery, its
 * bounce, whether it may be sent again and its text; whether one is on its way; which failed.
 * Decided on the server, so the page only puts them in words.
 */

/** A reply's delivery: sending, retrying (why, when), sent (when) or failed (why). */
export type ReplyPhase =
  | { kind: "pending" }
  | { kind: "sent"; at?: string }
  | { kind: "failed"; attempts: number; problem: MailProblem }
  | { kind: "retry"; attempts: number; problem: MailProblem; at: string };

/** One reply of the timeline, by its event's id. */
export interface ReplyView {
  phase: ReplyPhase;
  /** A delivery report came back: the remote server's words, when it gave any. */
  bounced?: { words?: string };
  /** Failed and not bounced: the page offers to send it again. */
  resend: boolean;
  /** The text as it was sent (the event's value). */
  mail?: { subject: string; body: string };
  /** The files it carries (kept-files.ts), in the order attached. */
  files: { id: number; name: string; size: number }[];
  /** A quotation's mail: the quotation's id, whose PDF and .xlsx it carries. */
  quotation?: number;
}

export interface RepliesView {
  /** How many replies the timeline holds (the reply form starts over after each). */
  count: number;
  byId: Record<number, ReplyView>;
  /** One is on its way: the page looks again every few seconds. */
  sending: boolean;
  /** Each reply that could not be sent, in the timeline's order, with why. */
  failed: { id: number; problem: MailProblem }[];
}

/** The reply's delivery from its outbox row (none yet: sending). */
export function replyPhase(state: ReplyState | undefined): ReplyPhase {
  if (!state) return { kind: "pending" };
  const problem = state.problem ?? "other";
  if (state.status === "sent")
    return state.sentAt ? { kind: "sent", at: state.sentAt } : { kind: "sent" };
  if (state.status === "failed") return { kind: "failed", attempts: state.attempts, problem };
  return state.error && state.nextAt
    ? { kind: "retry", attempts: state.attempts, problem, at: state.nextAt }
    : { kind: "pending" };
}

/** The stored reply of a timeline entry (the event's JSON value); none if it does not read. */
function replyOf(entry: { value?: string }): ReplyMail | undefined {
  try {
    return entry.value ? (JSON.parse(entry.value) as ReplyMail) : undefined;
  } catch {
    return undefined;
  }
}

/** The replies of an inquiry's timeline with their delivery (`store.replies.states`). */
export function repliesView(
  timeline: readonly TimelineEntry[],
  states: ReadonlyMap<number, ReplyState>,
  files: ReadonlyMap<number, { id: number; name: string; size: number }[]> = new Map(),
): RepliesView {
  const replies = timeline.filter(
    (entry): entry is Extract<TimelineEntry, { id: number }> => entry.kind === "reply",
  );
  const byId: Record<number, ReplyView> = {};
  for (const entry of replies) {
    const state = states.get(entry.id);
    const mail = replyOf(entry);
    byId[entry.id] = {
      phase: replyPhase(state),
      ...(state?.bouncedAt ? { bounced: state.bounce ? { words: state.bounce } : {} } : {}),
      resend: state?.status === "failed" && !state.bouncedAt,
      ...(mail ? { mail: { subject: mail.subject, body: mail.body } } : {}),
      files: files.get(entry.id) ?? [],
      ...(mail?.quotation ? { quotation: mail.quotation.id } : {}),
    };
  }
  return {
    count: replies.length,
    byId,
    sending: replies.some((entry) => states.get(entry.id)?.status === "pending"),
    failed: replies
      .filter((entry) => states.get(entry.id)?.status === "failed")
      .map((entry) => ({ id: entry.id, problem: states.get(entry.id)?.problem ?? "other" })),
  };
}
