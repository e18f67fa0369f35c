import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/route";
import { metaFromLoader } from "../../site/meta";
import { UNMATCHED_PAGE } from "../../../server/inquiries/messages";
import { unmatchedPost } from "../../../server/admin/unmatched-actions";
import { Csrf } from "../frame/Csrf";
import { FormMessage } from "../frame/FormMessage";
import { useWords } from "../frame/use-admin";
import { audit, requireStaff } from "../guard.server";
import { adminPath, requestAdminLang } from "../words";
import { inquiriesContext } from "../frame/inquiries.server";
import { adminPageMeta } from "../frame/meta";
import { inboxWord, kst } from "../frame/inbox-words";
import { fileSize } from "../inquiries/MessageEntry";
import "../frame/inbox.css";

/**
 * Unmatched mail (decision 023): what reached the mailbox and matched no inquiry, oldest first,
 * to attach to an inquiry by its reference or to dismiss. Plain form posts; a dismissed mail
 * stays on the site until retention, its copy on the mail server goes at once (issue 47).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const params = new URL(request.url).searchParams;
  const asked = Number(params.get("page") ?? "1");
  const page = Number.isSafeInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
  const { messages } = inquiriesContext(context).store;
  const pages = Math.max(1, Math.ceil(messages.unmatchedCount() / UNMATCHED_PAGE));
  return {
    meta: adminPageMeta(lang, inboxWord(lang, "unmatchedTitle")),
    page,
    pages,
    mails: messages
      .unmatched(page)
      .map(
        ({
          id,
          sender,
          senderName,
          subject,
          receivedAt,
          body,
          cut,
          files,
          notKept,
          held,
          claimedRef,
        }) => ({
          id,
          ...(cut && { cut }),
          sender: senderName ? `${senderName} <${sender}>` : sender,
          subject,
          receivedAt,
          body,
          files: files.map((file) => ({ id: file.id, name: file.name })),
          notKept,
          ...(held && { held }),
          ...(claimedRef && { claimedRef }),
        }),
      ),
    attached: params.get("attached") ?? undefined,
    dismissed: params.has("dismissed"),
  };
}

/** Attach or dismiss: the form read here, decided by server/admin/unmatched-actions.ts. */
export async function action({ request, context }: Route.ActionArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const form = await request.formData();
  const result = unmatchedPost(
    inquiriesContext(context).store.messages,
    {
      intent: form.get("intent"),
      mail: Number(form.get("mail")),
      ref: form.get("ref"),
      trust: form.get("trust"),
    },
    (event) => audit(request, context, event),
  );
  const back = adminPath(lang, "/mail");
  if ("refused" in result) return data({ refused: result.refused }, { status: 400 });
  if (result.back === "dismissed") return redirect(`${back}?dismissed`);
  if (result.back === "attached") {
    return redirect(`${back}?attached=${encodeURIComponent(result.ref)}`);
  }
  return redirect(back);
}

export const meta = metaFromLoader;

export default function UnmatchedPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useWords();
  const w = (key: Parameters<typeof inboxWord>[1], vars?: Record<string, string | number>) =>
    inboxWord(lang, key, vars);
  const { mails, attached, dismissed, page, pages } = loaderData;
  const pageHref = (to: number) => `${adminPath(lang, "/mail")}?page=${to}`;
  const refused = actionData?.refused;
  return (
    <section className="admin-card">
      <h1>{w("unmatchedTitle")}</h1>
      <p>{w("unmatchedText")}</p>
      {attached && <FormMessage kind="done" text={w("unmatchedAttached", { ref: attached })} />}
      {dismissed && <FormMessage kind="done" text={w("unmatchedDismissed")} />}
      {mails.length === 0 && <p role="status">{w("unmatchedNone")}</p>}
      <ul className="unmatched-list">
        {mails.map((mail) => {
          const wrong = refused?.id === mail.id;
          const field = `unmatched-ref-${mail.id}`;
          return (
            <li key={mail.id} className="unmatched-mail">
              <dl className="inquiry-fields">
                <dt>{w("unmatchedFrom")}</dt>
                <dd>{mail.sender}</dd>
                <dt>{w("unmatchedSubject")}</dt>
                <dd>{mail.subject}</dd>
                <dt>{w("unmatchedAt")}</dt>
                <dd>
                  <time dateTime={mail.receivedAt}>{kst(mail.receivedAt)}</time>
                </dd>
                {mail.claimedRef && (
                  <>
                    <dt>{w("unmatchedClaims")}</dt>
                    <dd>
                      <Link to={adminPath(lang, `/inquiries/${mail.claimedRef}`)}>
                        {mail.claimedRef}
                      </Link>
                    </dd>
                  </>
                )}
                {mail.held && (
                  <>
                    <dt>{w("unmatchedWhy")}</dt>
                    <dd>
                      <strong className="unmatched-held">{w(`held_${mail.held}`)}</strong>
                    </dd>
                  </>
                )}
              </dl>
              {mail.body && <p className="inquiry-note">{mail.body}</p>}
              {mail.cut && <p className="admin-hint">{w("message_cut")}</p>}
              {mail.files.length + mail.notKept.length > 0 && (
                <>
                  <p>{w("message_files")}</p>
                  <ul className="inquiry-message-files">
                    {mail.files.map((file) => (
                      <li key={file.id}>
                        <Link to={adminPath(lang, `/mail/files/${file.id}`)} reloadDocument>
                          {file.name}
                        </Link>
                      </li>
                    ))}
                    {mail.notKept.map((file, index) => (
                      <li key={`not-kept-${index}`} className="admin-hint">
                        {w("message_not_kept", { name: file.name, size: fileSize(file.size) })}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <Form method="post" className="inbox-buttons">
                <Csrf />
                <input type="hidden" name="mail" value={mail.id} />
                <p className="inbox-field">
                  <label htmlFor={field}>{w("unmatchedRef")}</label>
                  <input
                    id={field}
                    name="ref"
                    required
                    placeholder="HF-20261124-000001"
                    defaultValue={wrong ? refused.ref : (mail.claimedRef ?? "")}
                    aria-invalid={wrong || undefined}
                    aria-describedby={wrong ? `${field}-error` : undefined}
                  />
                </p>
                {wrong && (
                  <p
                    id={`${field}-error`}
                    className="admin-message admin-message-error"
                    role="alert"
                  >
                    {w("unmatchedUnknownRef", { ref: refused.ref })}
                  </p>
                )}
                {mail.held !== "unreadable" && mail.held !== "own-address" && (
                  <p className="inbox-check">
                    <input type="checkbox" id={`${field}-trust`} name="trust" />
                    <label htmlFor={`${field}-trust`}>{w("unmatchedTrust")}</label>
                  </p>
                )}
                <button type="submit" name="intent" value="attach">
                  {w("unmatchedAttach")}
                </button>
              </Form>
              <Form method="post">
                <Csrf />
                <input type="hidden" name="mail" value={mail.id} />
                <button
                  type="submit"
                  name="intent"
                  value="dismiss"
                  className="admin-button-secondary"
                >
                  {w("unmatchedDismiss")}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <nav aria-label={w("unmatchedPages")} className="inbox-buttons">
          {page > 1 && <Link to={pageHref(page - 1)}>{w("unmatchedOlder")}</Link>}
          <span>
            {page} / {pages}
          </span>
          {page < pages && <Link to={pageHref(page + 1)}>{w("unmatchedNewer")}</Link>}
        </nav>
      )}
    </section>
  );
}
