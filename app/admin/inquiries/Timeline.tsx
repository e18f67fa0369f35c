import { Form } from "react-router";
import type { TimelineEntry } from "../../../server/inquiries/inbox";
import { isStatus } from "../../../server/inquiries/inbox-query";
import type { StoredMessage } from "../../../server/inquiries/messages";
import type { ReplyPhase, ReplyView } from "../../../server/inquiries/reply-view";
import type { Lang } from "../../i18n/lang";
import { mailProblemText } from "../../../server/mail/problem-words";
import { Csrf } from "../frame/Csrf";
import { useWords } from "../frame/use-admin";
import { kst } from "../frame/inbox-words";
import { fileSize, MessageEntry } from "./MessageEntry";
import { mailStateText, type Words } from "./words";

/** A reply's delivery in words: sending, retrying (why, when), sent (when) or failed (why). */
function replyPhaseText(phase: ReplyPhase, w: Words, lang: Lang) {
  switch (phase.kind) {
    case "sent":
      return w("reply_sent", { at: phase.at ? kst(phase.at) : "" });
    case "failed":
      return w("reply_failed", {
        attempts: phase.attempts,
        reason: mailProblemText(lang, phase.problem),
      });
    case "retry":
      return w("reply_retry", {
        attempts: phase.attempts,
        reason: mailProblemText(lang, phase.problem),
        at: kst(phase.at),
      });
    case "pending":
      return w("reply_pending");
  }
}

/** Where a reply's files are downloaded: its attachments, a quotation's PDF and .xlsx. */
export interface ReplyLinks {
  file: (id: number) => string;
  quotation: (id: number, ext: "pdf" | "xlsx") => string;
}

/** What an entry's words draw on: the replies and mails it names, where their files are. */
interface EntryParts {
  replies: Record<number, ReplyView>;
  messages: Record<number, StoredMessage>;
  fileHref: (id: number) => string;
  links: ReplyLinks;
  w: Words;
}

/** The inquiry's story, oldest first: receipt, mails, views, changes, notes, replies. */
export function Timeline({ timeline, ...parts }: { timeline: TimelineEntry[] } & EntryParts) {
  return (
    <section>
      <h2 id="inquiry-timeline">{parts.w("timeline")}</h2>
      <ol className="inquiry-timeline">
        {timeline.map((entry, index) => (
          <li key={index}>
            {entry.at && <time dateTime={entry.at}>{kst(entry.at)}</time>}
            <TimelineText entry={entry} {...parts} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function TimelineText({
  entry,
  w,
  replies,
  messages,
  fileHref,
  links,
}: { entry: TimelineEntry } & EntryParts) {
  const { lang } = useWords();
  switch (entry.kind) {
    case "received":
      return <span>{w("ev_received")}</span>;
    case "notice":
      return <span>{w("ev_notice", { state: mailStateText(w, entry) })}</span>;
    case "confirmation":
      return <span>{w("ev_confirmation", { state: mailStateText(w, entry) })}</span>;
    case "queued": {
      // A queued mail that failed or waits for its next try: the reply's words, its kind's name.
      const reason = mailProblemText(lang, entry.problem);
      const state = entry.nextAt
        ? w("reply_retry", { attempts: entry.attempts, reason, at: kst(entry.nextAt) })
        : w("reply_failed", { attempts: entry.attempts, reason });
      return <span>{w("ev_queued", { mail: entry.name[lang], state })}</span>;
    }
    case "viewed":
      return <span>{w("ev_viewed", { actor: entry.actor })}</span>;
    case "status":
      return (
        <span>
          {w("ev_status", {
            // A buyer's mail brings the inquiry back (server/inquiries/messages.ts, MAIL_ACTOR).
            actor: entry.actor === "mail" ? w("actor_mail") : entry.actor,
            value: isStatus(entry.value) ? w(`status_${entry.value}`) : (entry.value ?? ""),
          })}
        </span>
      );
    case "assignee":
      return (
        <span>{w("ev_assignee", { actor: entry.actor, value: entry.value ?? w("nobody") })}</span>
      );
    case "note":
      return (
        <>
          <span>{w("ev_note", { actor: entry.actor })}</span>
          <p className="inquiry-note">{entry.value}</p>
        </>
      );
    case "message": {
      const message = messages[entry.id];
      return message ? <MessageEntry message={message} w={w} fileHref={fileHref} /> : null;
    }
    case "reply": {
      // The loader gives every reply of the timeline its view (server/inquiries/reply-view.ts).
      const { phase, bounced, mail, resend, files, quotation } = replies[entry.id]!;
      return (
        <>
          <span id={`reply-${entry.id}`}>
            {w("ev_reply", { actor: entry.actor, state: replyPhaseText(phase, w, lang) })}
          </span>
          {bounced && (
            <p className="inquiry-bounced">
              <strong>
                {bounced.words
                  ? w("reply_bounced", { words: bounced.words })
                  : w("reply_bounced_plain")}
              </strong>
            </p>
          )}
          {mail && (
            <div className="inquiry-reply-sent">
              <p className="inquiry-reply-subject">{mail.subject}</p>
              <p className="inquiry-note">{mail.body}</p>
              {files.length > 0 && (
                <ul
                  className="inquiry-files"
                  aria-label={w("replyFilesSent", { count: files.length })}
                >
                  {files.map((file) => (
                    <li key={file.id}>
                      <a href={links.file(file.id)} download>
                        {file.name}
                      </a>{" "}
                      ({fileSize(file.size)})
                    </li>
                  ))}
                </ul>
              )}
              {quotation !== undefined && (
                <p>
                  {w("quotationFiles")}: <a href={links.quotation(quotation, "pdf")}>PDF</a> ·{" "}
                  <a href={links.quotation(quotation, "xlsx")}>Excel</a>
                </p>
              )}
            </div>
          )}
          {resend && (
            <Form method="post">
              <Csrf />
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="reply" value={entry.id} />
              <button type="submit">{w("replyResend")}</button>
            </Form>
          )}
        </>
      );
    }
  }
}
