import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { RepliesView } from "../../../server/inquiries/reply-view";
import { mailProblemText } from "../../../server/mail/problem-words";
import { FormMessage } from "../frame/FormMessage";
import { useWords } from "../frame/use-admin";
import type { Words } from "./words";

/**
 * What became of the replies, above everything: the one just queued or sent again, and every
 * reply that could not be sent, with a link to it in the timeline (where it can be sent again).
 * With JavaScript the page looks again every few seconds while a reply is on its way.
 */
export function ReplyNotices({
  replies,
  done,
  w,
}: {
  replies: Pick<RepliesView, "sending" | "failed">;
  done: string | null;
  w: Words;
}) {
  const { lang } = useWords();
  const revalidator = useRevalidator();
  const { sending, failed } = replies;
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [sending, revalidator]);
  return (
    <>
      {done === "reply" && <FormMessage text={w("replyQueued")} kind="done" />}
      {done === "resend" && <FormMessage text={w("replyResent")} kind="done" />}
      {done === "quotation" && <FormMessage text={w("quotationQueued")} kind="done" />}
      {failed.map((entry) => (
        <div key={entry.id} className="admin-message admin-message-error" role="alert">
          <p>{w("replyFailed", { reason: mailProblemText(lang, entry.problem) })}</p>
          <p>
            <a href={`#reply-${entry.id}`}>{w("replyFailedLink")}</a>
          </p>
        </div>
      ))}
    </>
  );
}
