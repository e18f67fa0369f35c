import { data, Form, Link } from "react-router";
import type { Route } from "./+types/inquiry";
import {
  findProductById,
  findRetiredById,
  productPath,
} from "../../content/catalog/catalog.server";
import { localePath } from "../../i18n/lang";
import { mailtoHref } from "../../lib/email";
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
import { ConfirmAction, ConfirmStep, CONFIRMED } from "../frame/ConfirmAction";
import { Csrf } from "../frame/Csrf";
import { FormMessage } from "../frame/FormMessage";
import { useWords } from "../frame/use-admin";
import { audit, requireStaff, staffContext } from "../guard.server";
import { adminPath, requestAdminLang } from "../words";
import { inquiriesContext } from "./context.server";
import { inboxMeta } from "./meta";
import { businessDuration, inboxWord, kst, type InboxWordKey } from "./words";
import "./inbox.css";

/** Quoted in a reply: the inquiry's text, each line after "> ", cut to stay a usable mailto URL. */
function replyHref(email: string, ref: string, text: string) {
  const quoted = [...text]
    .slice(0, 1500)
    .join("")
    .split("\n")
    .map((line) => `> ${line}`);
  return mailtoHref(email, { subject: `Re: [${ref}]`, body: `\n\n${quoted.join("\n")}` });
}

const activeEmails = (context: Route.LoaderArgs["context"]) =>
  staffContext(context)
    .services.accounts.list()
    .filter((account) => account.status === "active")
    .map((account) => account.email);

/** One inquiry: every field, its lines, mail and consent, the actions and the timeline. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { inbox } = inquiriesContext(context);
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
  const { query } = readInboxQuery(new URL(request.url).searchParams);
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
    reply: replyHref(inquiry.email, ref, inquiry.inquiry),
  };
}

export const meta = metaFromLoader;

type Outcome = ChangeResult | "bad";

/** Status, assignee, spam and notes: plain form posts, each audited. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const account = requireStaff(request, context);
  const { inbox } = inquiriesContext(context);
  const ref = params.ref;
  const at = new Date(staffContext(context).services.now());
  const form = await request.formData();
  const intent = form.get("intent");
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
  const { inquiry, lines, neighbours, filter, assignees, reply, response } = loaderData;
  const withFilter = (path: string) => (filter ? `${path}?${filter}` : path);
  const answer = actionData as { outcome?: Outcome; confirm?: "spam" } | undefined;
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
        <a className="admin-button-link" href={reply}>
          {w("reply")}
        </a>
      </p>
      {message && <FormMessage text={message.text} kind={message.kind} />}
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
              <TimelineText entry={entry} w={w} mailState={mailState} />
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

function TimelineText({
  entry,
  w,
  mailState,
}: {
  entry: TimelineEntry;
  w: (key: InboxWordKey, vars?: Record<string, string | number>) => string;
  mailState: (entry: { status: string; attempts: number; error?: string }) => string;
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
            actor: entry.actor,
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
  }
}
