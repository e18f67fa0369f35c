import type { Route } from "./+types/route";
import { ConfirmAction, ConfirmStep } from "../frame/ConfirmAction";
import { Choices, InputField } from "../frame/Field";
import { FormMessage } from "../frame/FormMessage";
import { adminRouteMeta } from "../frame/meta";
import { PostFields, PostForm } from "../frame/PostForm";
import { useWords } from "../frame/use-admin";
import { adminPath } from "../words";
import { loadStaff, staffAction, type Issued, type StaffRow } from "./staff.server";
import { staffWord, type StaffWordKey } from "./words";
import "./staff.css";

/**
 * Staff accounts (owners): each account's role, status, last sign-in and factors; invite, change
 * a role, disable (its sessions end at once), enable, reset. A one-time link is in the action's
 * answer only: shown once, mailed when a server is set, stored nowhere but as its hash.
 */
export const loader = ({ request, context }: Route.LoaderArgs) => loadStaff(request, context);

export const meta = adminRouteMeta;

export const action = ({ request, context }: Route.ActionArgs) => staffAction(request, context);

const ROLES = ["staff", "owner"] as const;

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

/** The words of a disable or reset, asked before it is done. */
const ask = (intent: "disable" | "reset", email: string, t: T) => ({
  label: t(intent),
  question: t(intent === "disable" ? "disableQuestion" : "resetQuestion", { email }),
  confirm: t("confirm"),
  cancel: t("cancel"),
});

/** What the card says of an account, a term and its value a line. */
function facts(row: StaffRow, t: T): [StaffWordKey, string, string?][] {
  return [
    ["nameShown", row.name ?? t("noName")],
    ["role", t(row.role)],
    ["status", t(`status_${row.status}`), `staff-status-${row.status}`],
    ["lastSignIn", row.lastSignIn ?? t("never")],
    ["factors", factors(row, t)],
  ];
}

/** One account as a card: its facts, and (not one's own) the owner's actions. */
function AccountCard({ row, mine, t }: { row: StaffRow; mine: boolean; t: T }) {
  const hidden = (intent: string) => <PostFields intent={intent} values={{ id: row.id }} />;
  const headingId = `staff-${row.id}`;
  return (
    <li className="admin-card staff-account" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {row.email} {mine && <span className="staff-you">{t("you")}</span>}
      </h3>
      <dl className="staff-facts">
        {facts(row, t).map(([term, value, className]) => (
          <div key={term}>
            <dt>{t(term)}</dt>
            <dd className={className}>{value}</dd>
          </div>
        ))}
      </dl>
      {mine ? (
        <p className="admin-note">{t("yourself")}</p>
      ) : (
        <div className="staff-actions">
          <PostForm intent="role" values={{ id: row.id }} className="staff-role">
            <label htmlFor={`role-${row.id}`}>{t("role")}</label>
            <select id={`role-${row.id}`} name="role" defaultValue={row.role}>
              <option value="staff">{t("staff")}</option>
              <option value="owner">{t("owner")}</option>
            </select>
            <button type="submit" className="admin-button-secondary">
              {t("changeRole")}
            </button>
          </PostForm>
          {row.status === "disabled" ? (
            <PostForm intent="enable" values={{ id: row.id }}>
              <button type="submit" className="admin-button-secondary">
                {t("enable")}
              </button>
            </PostForm>
          ) : (
            <ConfirmAction fields={hidden("disable")} words={ask("disable", row.email, t)} />
          )}
          <ConfirmAction fields={hidden("reset")} words={ask("reset", row.email, t)} />
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
          fields={<PostFields intent={confirm.intent} values={{ id: confirm.id }} />}
          words={ask(confirm.intent, confirm.email, t)}
          back={back}
        />
      )}

      <section className="admin-card" aria-labelledby="staff-invite-title">
        <h2 id="staff-invite-title">{t("inviteTitle")}</h2>
        <p>{t("inviteText")}</p>
        <p className="admin-note">{t(loaderData.mailOn ? "inviteMailOn" : "inviteMailOff")}</p>
        <PostForm
          intent="invite"
          className="staff-invite"
          // A new, empty form after each invitation; a refused one keeps what was typed.
          key={answer?.issued?.link ?? "invite"}
        >
          <InputField
            className="staff-field"
            id="staff-email"
            label={t("email")}
            error={errors.email}
            name="email"
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            defaultValue={values?.email ?? ""}
          />
          <InputField
            className="staff-field"
            id="staff-name"
            label={t("name")}
            hint={t("nameHint")}
            error={errors.name}
            name="name"
            type="text"
            autoComplete="off"
            defaultValue={values?.name ?? ""}
          />
          <Choices
            className="staff-field"
            id="staff-role"
            legend={t("role")}
            name="role"
            values={ROLES}
            label={(role) => t(role)}
            checked={values?.role ?? "staff"}
            hint={t("roleHint")}
            error={errors.role}
          />
          <button type="submit">{t("invite")}</button>
        </PostForm>
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
