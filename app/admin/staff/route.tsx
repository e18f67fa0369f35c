import { data, Form } from "react-router";
import type { Route } from "./+types/route";
import { ConfirmAction, ConfirmStep } from "../frame/ConfirmAction";
import { Csrf } from "../frame/Csrf";
import { FormMessage } from "../frame/FormMessage";
import { adminPageMeta, adminRouteMeta } from "../frame/meta";
import { useWords } from "../frame/use-admin";
import { requireStaff, staffContext } from "../guard.server";
import { adminPath, requestAdminLang } from "../words";
import { staffAction, staffRows, type Issued, type StaffRow } from "./staff.server";
import { staffWord, type StaffWordKey } from "./words";
import "./staff.css";

/**
 * Staff accounts (owners): each account's role, status, last sign-in and factors; invite, change
 * a role, disable (its sessions end at once), enable, reset. A one-time link is in the action's
 * answer only: shown once, mailed when a server is set, stored nowhere but as its hash.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const me = requireStaff(request, context, { role: "owner" });
  const lang = requestAdminLang(request);
  return {
    meta: adminPageMeta(lang, staffWord(lang, "title")),
    me: me.id,
    rows: staffRows(context),
    mailOn: staffContext(context).services.mail.sender() !== undefined,
  };
}

export const meta = adminRouteMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireStaff(request, context, { role: "owner" });
  const lang = requestAdminLang(request);
  const form = await request.formData();
  const { status, body } = await staffAction(request, context, me, lang, form);
  return data(body, { status });
}

type T = (key: StaffWordKey, vars?: Record<string, string | number>) => string;

/** The link of an invitation or reset, this once, and whether it was mailed. */
function IssuedLink({ issued, t }: { issued: Issued; t: T }) {
  const mail =
    issued.link === undefined
      ? t(issued.mail === "mailed" ? "ownerResetMailed" : "ownerResetMailFailed", {
          email: issued.email,
        })
      : issued.mail === "mailed"
        ? t("mailed", { email: issued.email })
        : t(issued.mail === "failed" ? "mailFailed" : "notMailed");
  return (
    <section className="admin-card staff-issued" role="status" aria-labelledby="staff-issued">
      <h2 id="staff-issued">
        {t(issued.kind === "invited" ? "invited" : "resetDone", { email: issued.email })}
      </h2>
      {issued.link !== undefined && (
        <>
          <label htmlFor="staff-link">{t("linkLabel")}</label>
          <input id="staff-link" readOnly value={issued.link} aria-describedby="staff-link-once" />
          <p id="staff-link-once" className="admin-hint">
            {t("linkOnce")}
          </p>
        </>
      )}
      <p className={issued.mail === "mailed" ? "staff-mailed" : "staff-not-mailed"}>{mail}</p>
    </section>
  );
}

/** The factors of an account in a line: password, app, passkeys, recovery codes left. */
function factors(row: StaffRow, t: T) {
  return [
    t(row.password ? "password" : "noPassword"),
    row.totp && t("totp"),
    row.passkeys > 0 && t("passkeys", { count: row.passkeys }),
    t("codesLeft", { count: row.recoveryCodes }),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** One account as a card: its facts, and (not one's own) the owner's actions. */
function AccountCard({ row, mine, t }: { row: StaffRow; mine: boolean; t: T }) {
  const hidden = (intent: string) => (
    <>
      <Csrf />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={row.id} />
    </>
  );
  const ask = (intent: "disable" | "reset") => ({
    label: t(intent),
    question: t(intent === "disable" ? "disableQuestion" : "resetQuestion", { email: row.email }),
    confirm: t("confirm"),
    cancel: t("cancel"),
  });
  const headingId = `staff-${row.id}`;
  return (
    <li className="admin-card staff-account" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {row.email} {mine && <span className="staff-you">{t("you")}</span>}
      </h3>
      <dl className="staff-facts">
        <div>
          <dt>{t("nameShown")}</dt>
          <dd>{row.name ?? t("noName")}</dd>
        </div>
        <div>
          <dt>{t("role")}</dt>
          <dd>{t(row.role)}</dd>
        </div>
        <div>
          <dt>{t("status")}</dt>
          <dd className={`staff-status-${row.status}`}>{t(`status_${row.status}`)}</dd>
        </div>
        <div>
          <dt>{t("lastSignIn")}</dt>
          <dd>{row.lastSignIn ?? t("never")}</dd>
        </div>
        <div>
          <dt>{t("factors")}</dt>
          <dd>{factors(row, t)}</dd>
        </div>
      </dl>
      {mine ? (
        <p className="admin-note">{t("yourself")}</p>
      ) : (
        <div className="staff-actions">
          <Form method="post" className="staff-role">
            {hidden("role")}
            <label htmlFor={`role-${row.id}`}>{t("role")}</label>
            <select id={`role-${row.id}`} name="role" defaultValue={row.role}>
              <option value="staff">{t("staff")}</option>
              <option value="owner">{t("owner")}</option>
            </select>
            <button type="submit" className="admin-button-secondary">
              {t("changeRole")}
            </button>
          </Form>
          {row.status === "disabled" ? (
            <Form method="post">
              {hidden("enable")}
              <button type="submit" className="admin-button-secondary">
                {t("enable")}
              </button>
            </Form>
          ) : (
            <ConfirmAction fields={hidden("disable")} words={ask("disable")} />
          )}
          <ConfirmAction fields={hidden("reset")} words={ask("reset")} />
        </div>
      )}
    </li>
  );
}

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useWords();
  const t: T = (key, vars) => staffWord(lang, key, vars);
  const answer = actionData;
  const confirm = answer?.confirm;
  const values = answer?.values;
  const errors = answer?.errors ?? {};
  const back = adminPath(lang, "/staff");
  return (
    <>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      {answer?.issued && <IssuedLink issued={answer.issued} t={t} />}
      <FormMessage text={answer?.done} kind="done" />
      <FormMessage text={answer?.error} />
      {confirm && (
        <ConfirmStep
          fields={
            <>
              <Csrf />
              <input type="hidden" name="intent" value={confirm.intent} />
              <input type="hidden" name="id" value={confirm.id} />
            </>
          }
          words={{
            label: t(confirm.intent),
            question: t(confirm.intent === "disable" ? "disableQuestion" : "resetQuestion", {
              email: confirm.email,
            }),
            confirm: t("confirm"),
            cancel: t("cancel"),
          }}
          back={back}
        />
      )}

      <section className="admin-card" aria-labelledby="staff-invite-title">
        <h2 id="staff-invite-title">{t("inviteTitle")}</h2>
        <p>{t("inviteText")}</p>
        <p className="admin-note">{t(loaderData.mailOn ? "inviteMailOn" : "inviteMailOff")}</p>
        <Form
          method="post"
          className="staff-invite"
          // A new, empty form after each invitation; a refused one keeps what was typed.
          key={answer?.issued?.link ?? "invite"}
        >
          <Csrf />
          <input type="hidden" name="intent" value="invite" />
          <div className="staff-field">
            <label htmlFor="staff-email">{t("email")}</label>
            <input
              id="staff-email"
              name="email"
              type="email"
              autoComplete="off"
              required
              maxLength={254}
              defaultValue={values?.email ?? ""}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? "staff-email-error" : undefined}
            />
            {errors.email && (
              <p id="staff-email-error" className="staff-error">
                {errors.email}
              </p>
            )}
          </div>
          <div className="staff-field">
            <label htmlFor="staff-name">{t("name")}</label>
            <input
              id="staff-name"
              name="name"
              type="text"
              autoComplete="off"
              defaultValue={values?.name ?? ""}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={`staff-name-hint${errors.name ? " staff-name-error" : ""}`}
            />
            <p id="staff-name-hint" className="admin-hint">
              {t("nameHint")}
            </p>
            {errors.name && (
              <p id="staff-name-error" className="staff-error">
                {errors.name}
              </p>
            )}
          </div>
          <fieldset className="staff-field">
            <legend>{t("role")}</legend>
            {(["staff", "owner"] as const).map((role) => (
              <label key={role}>
                <input
                  type="radio"
                  name="role"
                  value={role}
                  defaultChecked={(values?.role ?? "staff") === role}
                  aria-describedby="staff-role-hint"
                />{" "}
                {t(role)}
              </label>
            ))}
            <p id="staff-role-hint" className="admin-hint">
              {t("roleHint")}
            </p>
            {errors.role && <p className="staff-error">{errors.role}</p>}
          </fieldset>
          <button type="submit">{t("invite")}</button>
        </Form>
      </section>

      <section aria-labelledby="staff-list-title">
        <h2 id="staff-list-title">{t("listTitle")}</h2>
        <ul className="staff-list">
          {loaderData.rows.map((row) => (
            <AccountCard key={row.id} row={row} mine={row.id === loaderData.me} t={t} />
          ))}
        </ul>
      </section>
    </>
  );
}
