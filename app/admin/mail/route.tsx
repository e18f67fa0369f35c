import { Form, Link } from "react-router";
import type { Route } from "./+types/route";
import { metaFromLoader } from "../../site/meta";
import { Csrf } from "../frame/Csrf";
import { FormMessage } from "../frame/FormMessage";
import { useWords } from "../frame/use-admin";
import { loadUnmatched, unmatchedAction } from "./unmatched.server";
import { adminPath } from "../words";
import { inboxWord, kst } from "../frame/inbox-words";
import { fileSize } from "../inquiries/MessageEntry";
import "../frame/inbox.css";

/** Unmatched mail (decision 023): the page; its rules are in unmatched.server.ts. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadUnmatched(request, context);

export const action = ({ request, context }: Route.ActionArgs) => unmatchedAction(request, context);

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
