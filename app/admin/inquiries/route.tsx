import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useRevalidator } from "react-router";
import type { Route } from "./+types/route";
import {
  findProductById,
  findRetiredById,
  productPath,
} from "../../content/catalog/catalog.server";
import { companyFacts } from "../../content/company-facts.server";
import { localePath } from "../../i18n/lang";
import { isMailAddress, mailtoHref } from "../../lib/email";
import { metaFromLoader } from "../../site/meta";
import {
  cleanNote,
  responseOf,
  type ChangeResult,
  type TimelineEntry,
} from "../../../server/inquiries/inbox";
import {
  inboxParams,
  isStatus,
  readInboxQuery,
  STATUSES,
  withoutPage,
} from "../../../server/inquiries/inbox-query";
import { placeholderIn } from "../../../server/inquiries/reply-placeholder";
import { readReplyForm, replyTemplate } from "../../../server/inquiries/reply-template";
import type { StoredMessage } from "../../../server/inquiries/messages";
import type { ReplyMail, ReplyState } from "../../../server/inquiries/replies";
import { ConfirmAction, ConfirmStep, CONFIRMED } from "../frame/ConfirmAction";
import { Csrf } from "../frame/Csrf";
import { FormMessage } from "../frame/FormMessage";
import { useWords } from "../frame/use-admin";
import { audit, requireStaff, staffContext } from "../guard.server";
import { adminPath, requestAdminLang } from "../words";
import { inquiriesContext } from "../inbox/context.server";
import { inboxMeta } from "../inbox/meta";
import { businessDuration, inboxWord, kst, type InboxWordKey } from "../inbox/words";
import "../inbox/inbox.css";

const activeEmails = (context: Route.LoaderArgs["context"]) =>
  staffContext(context)
    .services.accounts.list()
    .filter((account) => account.status === "active")
    .map((account) => account.email);

/** One inquiry: every field, its lines, mail and consent, the actions and the timeline. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { inbox, store, replies } = inquiriesContext(context);
  const ref = params.ref;
  // The staff services' clock (tests move it) dates the events and reads the overdue rule.
  const now = staffContext(context).services.now();
  // A view is audited each time; the timeline keeps one per person per half hour.
  inbox.viewed(ref, account.email, new Date(now));
  const inquiry = inbox.detail(ref);
  if (!inquiry) {
    return data(
      { found: false as const, meta: inboxMeta(lang, inboxWord(lang, "notFound")) },
      { status: 404 },
    );
  }
  audit(request, context, { action: "inquiry-viewed", target: ref });
  const url = new URL(request.url);
  const { query } = readInboxQuery(url.searchParams);
  const filter = withoutPage(query);
  // A line keeps what was asked; a product retired since links to its editor, marked so.
  const items = (inquiry.items ?? []).map((item) => {
    const product = findProductById(item.productId);
    const retired = !product && findRetiredById(item.productId) !== undefined;
    const href = product
      ? localePath(lang, productPath(product))
      : retired
        ? adminPath(lang, `/content/catalogue/${item.productId}`)
        : "";
    return { ...item, href, retired };
  });
  return {
    found: true as const,
    meta: inboxMeta(lang, ref),
    inquiry,
    lines: items,
    neighbours: inbox.neighbours(ref, filter, now),
    response: responseOf(inquiry, now),
    filter: inboxParams(filter).toString(),
    assignees: activeEmails(context),
    // The buyers' mail by its timeline event (decision 023).
    messages: Object.fromEntries(
      store.messages.ofInquiry(inquiry.id).map((message) => [message.eventId, message]),
    ) as Record<number, StoredMessage>,
    reply: {
      // In the buyer's language, signed with the live company facts of that language.
      template: replyTemplate(inquiry, account.name ?? account.email, companyFacts(inquiry.lang)),
      from: staffContext(context).services.mail.effective().from.value,
      replyTo: account.email,
      on: replies.on(),
      states: Object.fromEntries(store.replies.states(inquiry.id)) as Record<number, ReplyState>,
      done: url.searchParams.get("done"),
    },
  };
}

export const meta = metaFromLoader;

type Outcome = ChangeResult | "bad";

/**
 * A refused reply: what was typed, and why (a field, the mail not set up, or the template's
 * placeholder line still in it, which asks to confirm).
 */
interface RefusedReply {
  reply: {
    subject: string;
    body: string;
    problem: "bad" | "mailOff" | "address" | "placeholder";
  };
}

/** The second submit button that sends a reply holding the template's placeholder line. */
const SEND_ANYWAY = "placeholder";

/** The inquiry's page again, with the filter and what was done (`done`), after a reply post. */
function back(request: Request, done: string) {
  const url = new URL(request.url);
  url.searchParams.set("done", done);
  return redirect(`${url.pathname}?${url.searchParams.toString()}`);
}

/**
 * A reply: queued in the outbox (to the buyer, Reply-To the staff member) with its event, the
 * inquiry answered; audited without its text. Redirected, so a reload cannot send it twice.
 */
function sendReply(
  request: Request,
  context: Route.ActionArgs["context"],
  account: { email: string; name?: string },
  ref: string,
  form: FormData,
) {
  const { store, replies } = inquiriesContext(context);
  const read = readReplyForm(form);
  const refused = (problem: RefusedReply["reply"]["problem"], status: number) =>
    data({ reply: { ...read.typed, problem } } satisfies RefusedReply, { status });
  if (!read.ok) return refused("bad", 400);
  // Without JavaScript, the page's confirm step is this answer: the form again, as typed.
  if (placeholderIn(read.reply.body) && form.get(SEND_ANYWAY) !== "send") {
    return refused("placeholder", 200);
  }
  const inquiry = inquiriesContext(context).inbox.detail(ref);
  if (!inquiry) return data({ outcome: "unknown" as Outcome }, { status: 404 });
  // An address stored before today's rule (app/lib/email.ts) is not mailed to.
  if (!isMailAddress(inquiry.email)) return refused("address", 400);
  if (!replies.on()) return refused("mailOff", 503);
  const mail: ReplyMail = {
    ...read.reply,
    to: inquiry.email,
    replyTo: account.email,
    staff: account.name ?? account.email,
  };
  const queued = store.replies.queue(ref, mail, account.email);
  if (queued.result === "unknown") return data({ outcome: "unknown" as Outcome }, { status: 404 });
  audit(request, context, { action: "inquiry-reply", target: ref });
  replies.wake();
  return back(request, "reply");
}

/** Status, assignee, spam, notes and replies: plain form posts, each audited. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const account = requireStaff(request, context);
  const { inbox, store, replies } = inquiriesContext(context);
  const ref = params.ref;
  const at = new Date(staffContext(context).services.now());
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "reply") return sendReply(request, context, account, ref, form);
  if (intent === "resend") {
    if (!store.replies.resend(ref, Number(form.get("reply"))))
      return data({ outcome: "bad" as Outcome }, { status: 400 });
    audit(request, context, { action: "inquiry-reply", target: ref, detail: "again" });
    replies.wake();
    return back(request, "resend");
  }
  const revision = Number(form.get("revision"));
  const refuse = (status: number, outcome: Outcome) => data({ outcome }, { status });
  if (!Number.isInteger(revision) && intent !== "note") return refuse(400, "bad");
  // Spam hides the inquiry from the usual lists: asked first (ConfirmAction's dialog or step).
  if (intent === "spam" && form.get(CONFIRMED) !== "yes") return { confirm: "spam" as const };

  let outcome: Outcome;
  if (intent === "status" || intent === "spam") {
    const status = intent === "spam" ? "spam" : form.get("status");
    if (!isStatus(status)) return refuse(400, "bad");
    outcome = inbox.setStatus(ref, status, revision, account.email, at);
    if (outcome === "changed") {
      audit(request, context, { action: "inquiry-status", target: ref, detail: status });
    }
  } else if (intent === "assign") {
    const assignee = form.get("assignee");
    const email = assignee === "" ? null : assignee;
    if (email !== null && (typeof email !== "string" || !activeEmails(context).includes(email))) {
      return refuse(400, "bad");
    }
    outcome = inbox.assign(ref, email, revision, account.email, at);
    if (outcome === "changed") {
      audit(request, context, { action: "inquiry-assigned", target: ref, detail: email ?? "-" });
    }
  } else if (intent === "note") {
    const note = cleanNote(form.get("note"));
    if (note === undefined) return refuse(400, "bad");
    outcome = inbox.addNote(ref, note, account.email, at) ? "changed" : "unknown";
    // The note's text stays in the inquiry database; the audit log has its length only.
    if (outcome === "changed") {
      audit(request, context, {
        action: "inquiry-note",
        target: ref,
        detail: `${[...note].length} chars`,
      });
    }
  } else return refuse(400, "bad");
  if (outcome === "unknown") return refuse(404, outcome);
  return outcome === "conflict" ? refuse(409, outcome) : { outcome };
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export default function InquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useWords();
  const w = (key: InboxWordKey, vars?: Record<string, string | number>) =>
    inboxWord(lang, key, vars);
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
  const replyEntries = inquiry.timeline.filter(
    (entry): entry is Extract<TimelineEntry, { id: number }> => entry.kind === "reply",
  );
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
  const mailState = (entry: { status: string; attempts: number; error?: string }) =>
    w(`mail_${entry.status}` as InboxWordKey, {
      attempts: entry.attempts,
      error: entry.error ?? "",
    });
  const notice = inquiry.timeline.find((entry) => entry.kind === "notice");
  const confirmation = inquiry.timeline.find((entry) => entry.kind === "confirmation");
  const spamWords = {
    label: w("markSpam"),
    question: w("spamQuestion"),
    confirm: w("markSpam"),
    cancel: w("cancel"),
  };
  const hidden = (intent: string) => (
    <>
      <Csrf />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="revision" value={inquiry.revision} />
    </>
  );

  return (
    <article className="inquiry">
      <nav aria-label={w("inbox")} className="inquiry-neighbours">
        <Link to={withFilter(home)}>{w("back")}</Link>
        {neighbours.newer && (
          <Link to={withFilter(adminPath(lang, `/inquiries/${neighbours.newer}`))} rel="prev">
            {w("newer")}
          </Link>
        )}
        {neighbours.older && (
          <Link to={withFilter(adminPath(lang, `/inquiries/${neighbours.older}`))} rel="next">
            {w("older")}
          </Link>
        )}
      </nav>
      <h1>
        {inquiry.ref} · {inquiry.companyName}
      </h1>
      <p>
        {w("status")}:{" "}
        <strong className={inquiry.status === "new" ? "inbox-badge" : undefined}>
          {w(`status_${inquiry.status}`)}
        </strong>{" "}
        · {w("assignee")}: {inquiry.assignee ?? w("nobody")}
      </p>
      <p className="inquiry-response">
        {w("firstResponse")}:{" "}
        {response.firstResponse !== undefined && inquiry.firstResponseAt ? (
          w("firstResponseAt", {
            time: businessDuration(lang, response.firstResponse),
            at: kst(inquiry.firstResponseAt),
          })
        ) : response.overdue ? (
          <>
            <strong className="inbox-badge inbox-badge-overdue">{w("overdueBadge")}</strong>{" "}
            {w("overdueSince", { due: kst(response.dueAt) })}
          </>
        ) : (
          `${w("noResponse")} · ${w("dueBy", { due: kst(response.dueAt) })}`
        )}
      </p>
      <p className="inquiry-primary">
        <a className="admin-button-link" href="#inquiry-reply">
          {w("reply")}
        </a>
      </p>
      {message && <FormMessage text={message.text} kind={message.kind} />}
      <ReplyNotices replies={replyEntries} states={reply.states} done={reply.done} w={w} />
      {answer?.confirm === "spam" && inquiry.status !== "spam" && (
        <ConfirmStep
          fields={hidden("spam")}
          words={spamWords}
          back={withFilter(adminPath(lang, `/inquiries/${inquiry.ref}`))}
        />
      )}

      <section>
        <h2 id="inquiry-fields">{w("fields")}</h2>
        <dl className="inquiry-fields">
          <Field label={w("received")}>
            <time dateTime={inquiry.createdAt}>{kst(inquiry.createdAt)}</time>
          </Field>
          <Field label={w("language")}>{inquiry.lang === "ko" ? "한국어" : "English"}</Field>
          <Field label={w("company")}>{inquiry.companyName}</Field>
          <Field label={w("name")}>{inquiry.name}</Field>
          <Field label={w("phone")}>
            <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, "")}`}>{inquiry.phone}</a>
          </Field>
          {inquiry.fax && <Field label={w("fax")}>{inquiry.fax}</Field>}
          <Field label={w("email")}>
            <a href={mailtoHref(inquiry.email)}>{inquiry.email}</a>
          </Field>
          {inquiry.productCode && <Field label={w("productCode")}>{inquiry.productCode}</Field>}
          {inquiry.productName && <Field label={w("productName")}>{inquiry.productName}</Field>}
          {inquiry.category && <Field label={w("category")}>{inquiry.category}</Field>}
          <Field label={w("inquiry")}>
            <p className="inquiry-text">{inquiry.inquiry}</p>
          </Field>
          <Field label={w("consent")}>
            {inquiry.consentAt
              ? w("consentGiven", {
                  at: kst(inquiry.consentAt),
                  version: inquiry.noticeVersion ?? "–",
                })
              : w("consentNone")}
          </Field>
          <Field label={w("notice")}>{notice ? mailState(notice) : "–"}</Field>
          <Field label={w("confirmation")}>
            {confirmation ? mailState(confirmation) : w("mail_off")}
          </Field>
        </dl>
      </section>

      {lines.length > 0 && (
        <section>
          <h2 id="inquiry-lines">{w("quote", { count: lines.length })}</h2>
          <div className="inbox-scroll" role="region" aria-labelledby="inquiry-lines" tabIndex={0}>
            <table className="inbox-table inbox-lines-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{w("code")}</th>
                  <th scope="col">{w("productName")}</th>
                  <th scope="col">{w("quantity")}</th>
                  <th scope="col">{w("note")}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((item, index) => (
                  <tr key={item.productId}>
                    <td className="inbox-number inbox-position">{index + 1}</td>
                    <th scope="row">
                      {item.href ? <a href={item.href}>{item.code}</a> : item.code}
                      {item.retired && <span>{` (${w("retired")})`}</span>}
                    </th>
                    <td className="inbox-line-name">{item.name}</td>
                    <td className="inbox-number">
                      <span className="inbox-card-label">{w("quantity")} </span>
                      {item.quantity}
                    </td>
                    <td className="inbox-line-note">{item.note ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <ReplyForm
        key={replyEntries.length}
        inquiry={inquiry}
        reply={reply}
        refused={answer?.reply}
        hidden={hidden("reply")}
        w={w}
      />

      <section>
        <h2 id="inquiry-actions">{w("actions")}</h2>
        <div className="inquiry-actions">
          <Form method="post">
            {hidden("status")}
            <label htmlFor="inquiry-status">{w("changeStatus")}</label>
            <select id="inquiry-status" name="status" defaultValue={inquiry.status}>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {w(`status_${status}`)}
                </option>
              ))}
            </select>
            <button type="submit">{w("save")}</button>
          </Form>
          <Form method="post">
            {hidden("assign")}
            <label htmlFor="inquiry-assignee">{w("assign")}</label>
            <select id="inquiry-assignee" name="assignee" defaultValue={inquiry.assignee ?? ""}>
              <option value="">{w("nobody")}</option>
              {assignees.map((email) => (
                <option key={email} value={email}>
                  {email}
                </option>
              ))}
            </select>
            <button type="submit">{w("save")}</button>
          </Form>
          <Form method="post">
            {hidden("note")}
            <label htmlFor="inquiry-note">{w("noteLabel")}</label>
            <textarea id="inquiry-note" name="note" rows={4} maxLength={4000} required />
            <button type="submit">{w("addNote")}</button>
          </Form>
          {inquiry.status !== "spam" && (
            <div className="inquiry-secondary">
              <ConfirmAction fields={hidden("spam")} words={spamWords} />
            </div>
          )}
        </div>
      </section>

      <section>
        <h2 id="inquiry-timeline">{w("timeline")}</h2>
        <ol className="inquiry-timeline">
          {inquiry.timeline.map((entry, index) => (
            <li key={index}>
              {entry.at && <time dateTime={entry.at}>{kst(entry.at)}</time>}
              <TimelineText
                entry={entry}
                w={w}
                mailState={mailState}
                replyState={reply.states}
                messages={messages}
                fileHref={(id) => adminPath(lang, `/mail/files/${id}`)}
                csrf={<Csrf />}
              />
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

type Words = (key: InboxWordKey, vars?: Record<string, string | number>) => string;

/** A reply's delivery in words: sending, retrying (why, when), sent (when) or failed (why). */
function replyStateText(state: ReplyState | undefined, w: Words) {
  if (!state) return w("reply_pending");
  const reason = w(`rp_${state.problem ?? "other"}`);
  if (state.status === "sent")
    return w("reply_sent", { at: state.sentAt ? kst(state.sentAt) : "" });
  if (state.status === "failed") return w("reply_failed", { attempts: state.attempts, reason });
  return state.error && state.nextAt
    ? w("reply_retry", { attempts: state.attempts, reason, at: kst(state.nextAt) })
    : w("reply_pending");
}

/** The stored reply of a timeline entry (the event's JSON value). */
function replyOf(entry: { value?: string }): ReplyMail | undefined {
  try {
    return entry.value ? (JSON.parse(entry.value) as ReplyMail) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What became of the replies, above everything: the one just queued or sent again, and every
 * reply that could not be sent, with a link to it in the timeline (where it can be sent again).
 * With JavaScript the page looks again every few seconds while a reply is on its way.
 */
function ReplyNotices({
  replies,
  states,
  done,
  w,
}: {
  replies: { id: number }[];
  states: Record<number, ReplyState>;
  done: string | null;
  w: Words;
}) {
  const revalidator = useRevalidator();
  const sending = replies.some((entry) => states[entry.id]?.status === "pending");
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [sending, revalidator]);
  const failed = replies.filter((entry) => states[entry.id]?.status === "failed");
  return (
    <>
      {done === "reply" && <FormMessage text={w("replyQueued")} kind="done" />}
      {done === "resend" && <FormMessage text={w("replyResent")} kind="done" />}
      {failed.map((entry) => (
        <div key={entry.id} className="admin-message admin-message-error" role="alert">
          <p>{w("replyFailed", { reason: w(`rp_${states[entry.id]?.problem ?? "other"}`) })}</p>
          <p>
            <a href={`#reply-${entry.id}`}>{w("replyFailedLink")}</a>
          </p>
        </div>
      ))}
    </>
  );
}

/**
 * The reply form: the template in the inquiry's language (or what was typed, after a refusal),
 * to the buyer, from the sender, Reply-To the staff member. A plain post without JavaScript.
 */
function ReplyForm({
  inquiry,
  reply,
  refused,
  hidden,
  w,
}: {
  inquiry: { email: string; lang: "ko" | "en" };
  reply: {
    template: { subject: string; body: string };
    from: string;
    replyTo: string;
    on: boolean;
  };
  refused?: RefusedReply["reply"];
  hidden: React.ReactNode;
  w: Words;
}) {
  const shown = refused ?? reply.template;
  const problem = refused?.problem;
  // The placeholder line found when sending: asked here before the post with JavaScript, by
  // the server's answer without.
  const [asking, setAsking] = useState<string>();
  const placeholder = asking ?? (problem === "placeholder" ? placeholderIn(shown.body) : undefined);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("name") === SEND_ANYWAY) return;
    const body = event.currentTarget.elements.namedItem("body") as HTMLTextAreaElement;
    const found = placeholderIn(body.value.replace(/\r\n?/g, "\n"));
    setAsking(found);
    if (!found) return;
    event.preventDefault();
  };
  return (
    <section className="inquiry-reply" aria-labelledby="inquiry-reply">
      <h2 id="inquiry-reply" tabIndex={-1}>
        {w("replyTitle")}
      </h2>
      {problem === "mailOff" && <FormMessage text={w("replyMailOff")} />}
      {problem === "bad" && <FormMessage text={w("replyBad")} />}
      {problem === "address" && <FormMessage text={w("replyAddress")} />}
      {!reply.on && !problem && <p className="inquiry-reply-off">{w("replyMailOffNow")}</p>}
      <p>{w("replyHint", { language: inquiry.lang === "ko" ? "한국어" : "English" })}</p>
      <dl className="inquiry-fields inquiry-reply-head">
        <dt>{w("replyTo")}</dt>
        <dd>{inquiry.email}</dd>
        <dt>{w("replyFrom")}</dt>
        <dd>{reply.from}</dd>
        <dt>{w("replyReplyTo")}</dt>
        <dd>{reply.replyTo}</dd>
      </dl>
      <Form method="post" className="inquiry-reply-form" onSubmit={submit}>
        {hidden}
        <label htmlFor="reply-subject">{w("replySubject")}</label>
        <input
          id="reply-subject"
          name="subject"
          defaultValue={shown.subject}
          maxLength={200}
          required
          lang={inquiry.lang}
          aria-invalid={problem === "bad" || undefined}
        />
        <label htmlFor="reply-body">{w("replyBody")}</label>
        <textarea
          id="reply-body"
          name="body"
          defaultValue={shown.body}
          rows={18}
          maxLength={20000}
          required
          lang={inquiry.lang}
          aria-invalid={problem === "bad" || undefined}
        />
        <button type="submit">{w("replySend")}</button>
        {placeholder && (
          <div className="admin-message admin-message-error inquiry-reply-confirm" role="alert">
            <p>{w("replyPlaceholder", { line: placeholder })}</p>
            <button type="submit" name={SEND_ANYWAY} value="send" className="admin-button-danger">
              {w("replySendAnyway")}
            </button>
          </div>
        )}
      </Form>
    </section>
  );
}

function TimelineText({
  entry,
  w,
  mailState,
  replyState,
  messages,
  fileHref,
  csrf,
}: {
  entry: TimelineEntry;
  w: Words;
  mailState: (entry: { status: string; attempts: number; error?: string }) => string;
  replyState: Record<number, ReplyState>;
  messages: Record<number, StoredMessage>;
  fileHref: (id: number) => string;
  csrf: React.ReactNode;
}) {
  switch (entry.kind) {
    case "received":
      return <span>{w("ev_received")}</span>;
    case "notice":
      return <span>{w("ev_notice", { state: mailState(entry) })}</span>;
    case "confirmation":
      return <span>{w("ev_confirmation", { state: mailState(entry) })}</span>;
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
      const mail = replyOf(entry);
      const state = replyState[entry.id];
      return (
        <>
          <span id={`reply-${entry.id}`}>
            {w("ev_reply", { actor: entry.actor, state: replyStateText(state, w) })}
          </span>
          {state?.bouncedAt && (
            <p className="inquiry-bounced">
              <strong>
                {state.bounce
                  ? w("reply_bounced", { words: state.bounce })
                  : w("reply_bounced_plain")}
              </strong>
            </p>
          )}
          {mail && (
            <div className="inquiry-reply-sent">
              <p className="inquiry-reply-subject">{mail.subject}</p>
              <p className="inquiry-note">{mail.body}</p>
            </div>
          )}
          {state?.status === "failed" && !state.bouncedAt && (
            <Form method="post">
              {csrf}
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

/** "1.2 MB", "34 KB": a file's size for the link. */
function fileSize(bytes: number) {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/**
 * A mail from the mailbox on the timeline: who sent it and when (KST), its kind, its new words
 * (plain text, never HTML), the quoted history folded, and its attachments as downloads.
 */
function MessageEntry({
  message,
  w,
  fileHref,
}: {
  message: StoredMessage;
  w: Words;
  fileHref: (id: number) => string;
}) {
  const sender = message.senderName ? `${message.senderName} <${message.sender}>` : message.sender;
  const heading = message.tooLarge
    ? w("ev_message_large", { sender, size: (message.tooLarge / 1_000_000).toFixed(1) })
    : message.kind === "auto-reply"
      ? w("ev_message_auto", { sender })
      : message.kind === "bounce"
        ? w("ev_message_bounce", { sender })
        : w("ev_message", { sender });
  return (
    <div className={`inquiry-message inquiry-message-${message.kind}`}>
      <span>{heading}</span>
      {message.otherSender && (
        <strong className="inquiry-message-other"> {w("message_other")}</strong>
      )}
      <p className="inquiry-reply-subject">{message.subject}</p>
      <p className="inquiry-message-sent">{w("message_sent", { at: kst(message.sentAt) })}</p>
      {message.body && <p className="inquiry-note">{message.body}</p>}
      {message.quoted && (
        <details>
          <summary>{w("message_quoted")}</summary>
          <p className="inquiry-note">{message.quoted}</p>
        </details>
      )}
      {message.files.length > 0 && (
        <>
          <p>{w("message_files")}</p>
          <ul className="inquiry-message-files">
            {message.files.map((file) => (
              <li key={file.id}>
                <a href={fileHref(file.id)} download={file.name}>
                  {w("message_file", { name: file.name, size: fileSize(file.size) })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
