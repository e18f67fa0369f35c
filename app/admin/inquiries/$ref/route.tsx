import { Link } from "react-router";
import type { Route } from "./+types/route";
import { metaFromLoader } from "../../../site/meta";
import type { Outcome, RefusedReply } from "../../../../server/admin/inquiry-actions";
import { ConfirmStep } from "../../frame/ConfirmAction";
import { FormMessage } from "../../frame/FormMessage";
import { useWords } from "../../frame/use-admin";
import { adminPath } from "../../words";
import { inboxWord } from "../../frame/inbox-words";
import { InquiryActions } from "../InquiryActions";
import { InquiryFields } from "../InquiryFields";
import { UnitRequest } from "../UnitRequest";
import { InquiryHead } from "../InquiryHead";
import { inquiryAction, loadInquiry } from "../inquiry.server";
import { PostFields } from "../PostFields";
import { QuoteLines } from "../QuoteLines";
import { quotationPageWord } from "./quotation/words";
import { unitsWord } from "../../units/words";
import { ReplyForm } from "../ReplyForm";
import { ReplyNotices } from "../ReplyNotices";
import { Timeline } from "../Timeline";
import type { Words } from "../words";
import "../../frame/inbox.css";

/** One inquiry: every field, its lines, mail and consent, the actions and the timeline. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadInquiry(request, context, params.ref);

export const meta = metaFromLoader;

/** Status, assignee, spam, notes and replies: plain form posts (inquiry.server.ts). */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  inquiryAction(request, context, params.ref);

export default function InquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useWords();
  const w: Words = (key, vars) => inboxWord(lang, key, vars);
  const home = adminPath(lang);
  if (!loaderData.found) {
    return (
      <>
        <h1>{w("notFound")}</h1>
        <p>
          <Link to={home}>{w("back")}</Link>
        </p>
      </>
    );
  }
  const { inquiry, lines, neighbours, filter, assignees, reply, response, messages } = loaderData;
  const withFilter = (path: string) => (filter ? `${path}?${filter}` : path);
  const answer = actionData as
    ({ outcome?: Outcome; confirm?: "spam" } & Partial<RefusedReply>) | undefined;
  const outcome = answer?.outcome;
  const message =
    outcome === "changed" || outcome === "unchanged"
      ? { text: w("saved"), kind: "done" as const }
      : outcome === "conflict"
        ? { text: w("conflict"), kind: "error" as const }
        : outcome
          ? { text: w("badInput"), kind: "error" as const }
          : undefined;
  const spamWords = {
    label: w("markSpam"),
    question: w("spamQuestion"),
    confirm: w("markSpam"),
    cancel: w("cancel"),
  };

  return (
    <article className="inquiry">
      <InquiryHead
        inquiry={inquiry}
        neighbours={neighbours}
        response={response}
        withFilter={withFilter}
        w={w}
      />
      {message && <FormMessage text={message.text} kind={message.kind} />}
      <ReplyNotices replies={reply.replies} done={reply.done} w={w} />
      {answer?.confirm === "spam" && inquiry.status !== "spam" && (
        <ConfirmStep
          fields={<PostFields intent="spam" revision={inquiry.revision} />}
          words={spamWords}
          back={withFilter(adminPath(lang, `/inquiries/${inquiry.ref}`))}
        />
      )}
      <InquiryFields inquiry={inquiry} w={w} />
      <UnitRequest inquiry={inquiry} photos={loaderData.photos} lang={lang} />
      {lines.length > 0 && <QuoteLines lines={lines} w={w} />}
      <p className="inquiry-quotation-link">
        <Link to={adminPath(lang, `/inquiries/${encodeURIComponent(inquiry.ref)}/quotation`)}>
          {quotationPageWord(lang, "title")}
        </Link>
      </p>
      {loaderData.won && (
        <section className="admin-card" aria-labelledby="inquiry-units">
          <h2 id="inquiry-units">{unitsWord(lang, "recordUnits")}</h2>
          <p>{unitsWord(lang, "recordUnitsHint")}</p>
          <p>
            <Link
              to={`${adminPath(lang, "/units/new")}?inquiry=${encodeURIComponent(inquiry.ref)}`}
            >
              {unitsWord(lang, "recordUnits")}
            </Link>
          </p>
        </section>
      )}
      <ReplyForm
        key={reply.replies.count}
        inquiry={inquiry}
        reply={reply}
        refused={answer?.reply}
        hidden={<PostFields intent="reply" revision={inquiry.revision} />}
        w={w}
      />
      <InquiryActions inquiry={inquiry} assignees={assignees} spamWords={spamWords} w={w} />
      <Timeline
        timeline={inquiry.timeline}
        replies={reply.replies.byId}
        messages={messages}
        fileHref={(id) => adminPath(lang, `/mail/files/${id}`)}
        links={{
          file: (id) =>
            adminPath(lang, `/inquiries/${encodeURIComponent(inquiry.ref)}/files/${id}`),
          quotation: (id, ext) =>
            adminPath(lang, `/inquiries/${encodeURIComponent(inquiry.ref)}/quotation/${id}.${ext}`),
        }}
        w={w}
      />
    </article>
  );
}
