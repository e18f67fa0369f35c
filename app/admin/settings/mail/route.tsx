import type { Route } from "./+types/route";
import { PostForm } from "../../frame/PostForm";
import { FormMessage } from "../../frame/FormMessage";
import { adminRouteMeta } from "../../frame/meta";
import { mailProblemText } from "../../../../server/mail/problem-words";
import { useWords } from "../../frame/use-admin";
import { adminPath } from "../../words";
import {
  loadMailSettings,
  mailSettingsAction,
  type DigestProblem,
  type DigestStatus,
} from "./mail.server";
import { closedDaysWord } from "../closed-days/words";
import { Field, InputField, ServerFields } from "./Field";
import { MailboxSection } from "./MailboxSection";
import { settingsWord, type SettingsWordKey } from "../words";
import "../settings.css";

/**
 * The mail settings (owners): the SMTP server, the sender, the notice's recipients and the
 * buyer's confirmation; beside them, the mailbox the site reads for buyers' answers (IMAP). What
 * each post checks, saves and audits: mail.server.ts.
 */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadMailSettings(request, context);

export const meta = adminRouteMeta;

export const action = ({ request, context }: Route.ActionArgs) =>
  mailSettingsAction(request, context);

/** One digest mail that did not go: to whom, the failure's kind in words, the server's answer. */
function DigestProblemItem({ problem, nextAt }: { problem: DigestProblem; nextAt?: string }) {
  const { lang } = useWords();
  const tries = settingsWord(lang, "digestTries", { count: problem.attempts });
  const next = nextAt ? ` · ${settingsWord(lang, "digestNextTry", { at: nextAt })}` : "";
  const why = problem.problem && mailProblemText(lang, problem.problem);
  return (
    <li>
      {problem.to} ({tries}
      {next}){why && ` ${why}`}
      {problem.error && <code>{problem.error}</code>}
    </li>
  );
}

/**
 * The daily digest's last run: when, how many mails went, and those that did not. Failures only
 * are in the error colour; a digest that went out is said in the colour of success.
 */
function DigestRun({ digest, mailOn }: { digest?: DigestStatus; mailOn: boolean }) {
  const { lang } = useWords();
  const t = (key: SettingsWordKey, vars?: Record<string, string | number>) =>
    settingsWord(lang, key, vars);
  return (
    <section className="admin-card settings-digest" aria-labelledby="mail-digest-title">
      <h2 id="mail-digest-title">{t("digestTitle")}</h2>
      <p>{t("digestText")}</p>
      {!mailOn && <p className="settings-off">{t("digestOff")}</p>}
      {!digest ? (
        <p>{t("digestNever")}</p>
      ) : (
        <>
          <p>
            {digest.madeAt
              ? t("digestMadeAt", { day: digest.day, at: digest.madeAt })
              : t("digestLast", { day: digest.day })}
          </p>
          {digest.total === 0 ? (
            <p>{t("digestEmpty")}</p>
          ) : (
            <p className={digest.sent === digest.total ? "settings-on" : undefined}>
              {digest.sent === digest.total
                ? t("digestAllSent", { count: digest.total })
                : t("digestSent", { sent: digest.sent, total: digest.total })}
            </p>
          )}
          {digest.retrying.length > 0 && (
            <>
              <p>{t("digestRetrying", { count: digest.retrying.length })}</p>
              <ul>
                {digest.retrying.map((mail) => (
                  <DigestProblemItem key={mail.to} problem={mail} nextAt={mail.nextAt} />
                ))}
              </ul>
            </>
          )}
          {digest.failed.length > 0 && (
            <div className="admin-message admin-message-error" role="alert">
              <p>{t("digestFailed", { count: digest.failed.length })}</p>
              <ul>
                {digest.failed.map((mail) => (
                  <DigestProblemItem key={mail.to} problem={mail} />
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** Where a value comes from when the environment sets it: said in place of the input. */
function FromEnv({ name, children }: { name: string; children?: React.ReactNode }) {
  const { lang } = useWords();
  return (
    <div className="settings-env">
      {children}
      <p className="admin-hint">{settingsWord(lang, "fromEnv", { name })}</p>
    </div>
  );
}

export default function MailSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useWords();
  const t = (key: SettingsWordKey, vars?: Record<string, string | number>) =>
    settingsWord(lang, key, vars);
  const { saved, effective, owners } = loaderData;
  const errors = actionData?.errors ?? {};
  const typed = actionData?.typed;
  const env = {
    server: effective.server?.source === "env",
    from: effective.from.source === "env",
    to: effective.to.source === "env",
    confirm: effective.confirm.source === "env",
  };
  const state = !effective.server
    ? t("stateNoServer")
    : effective.to.value.length === 0
      ? t("stateNoRecipient")
      : t("stateOn", { to: effective.to.value.join(", ") });
  const test = actionData?.test;
  const done = loaderData.done;

  return (
    <>
      <h1>{t("mailTitle")}</h1>
      <p>{t("mailIntro")}</p>
      <section className="admin-card" aria-label={t("mailTitle")}>
        {/* Green only once a test mail has gone through the settings as they are. */}
        <p
          className={
            loaderData.configured && loaderData.lastTestAt ? "settings-on" : "settings-off"
          }
        >
          {state}
        </p>
        <p>{t(effective.confirm.value ? "confirmOn" : "confirmOff")}</p>
        <p>{loaderData.lastTestAt ? t("lastTest", { at: loaderData.lastTestAt }) : t("noTest")}</p>
      </section>

      {done === "saved" && <FormMessage kind="done" text={t("saved")} />}
      {done === "saved" && loaderData.cleared && <FormMessage text={t("savedPasswordCleared")} />}
      {actionData?.errors && <FormMessage text={t("invalid")} />}

      <PostForm intent="save" className="settings-form" key={saved.savedAt ?? 0}>
        <fieldset className="admin-card">
          <legend>{t("serverTitle")}</legend>
          {env.server && effective.server ? (
            <FromEnv name="SMTP_URL">
              <p>
                {t("serverFromEnv", {
                  host: effective.server.host,
                  port: effective.server.port,
                })}
              </p>
              {effective.server.user && <p>{t("serverUser", { user: effective.server.user })}</p>}
            </FromEnv>
          ) : (
            <ServerFields
              idPrefix="mail"
              word={(key) => t(key)}
              choice={(security) => t(`security_${security}`)}
              value={(name) => typed?.[name] ?? saved[name]}
              defaultSecurity="starttls"
              errors={errors}
              hasPassword={saved.hasPassword}
              passwordTyped={actionData?.passwordTyped}
            />
          )}
        </fieldset>

        <fieldset className="admin-card">
          <legend>{t("addressesTitle")}</legend>
          {env.from ? (
            <FromEnv name="MAIL_FROM">
              <p>
                {t("from")}: {effective.from.value}
              </p>
            </FromEnv>
          ) : (
            <InputField
              id="mail-from"
              label={t("from")}
              hint={t("fromHint", {
                address: effective.from.source === "default" ? effective.from.value : "",
              })}
              error={errors.from}
              name="from"
              type="email"
              defaultValue={typed?.from ?? saved.from ?? ""}
            />
          )}
          {env.to ? (
            <FromEnv name="MAIL_TO">
              <p>
                {t("to")}: {effective.to.value.join(", ")}
              </p>
            </FromEnv>
          ) : (
            <Field
              id="mail-to"
              label={t("to")}
              hint={`${t("toHint")} ${owners.length > 0 ? t("toOwners", { owners: owners.join(", ") }) : t("toNoOwners")}`}
              error={errors.to}
            >
              {(describedBy, invalid) => (
                <textarea
                  id="mail-to"
                  name="to"
                  rows={3}
                  defaultValue={typed?.to ?? (saved.to ?? []).join("\n")}
                  spellCheck={false}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
          )}
          {env.confirm ? (
            <FromEnv name="CONFIRM_MAIL">
              <p>{t(effective.confirm.value ? "confirmOn" : "confirmOff")}</p>
            </FromEnv>
          ) : (
            <div className="settings-check">
              <input
                id="mail-confirm"
                name="confirm"
                type="checkbox"
                defaultChecked={typed ? typed.confirm === "on" : (saved.confirm ?? false)}
                aria-describedby="mail-confirm-hint"
              />{" "}
              <label htmlFor="mail-confirm">{t("confirm")}</label>
              <p id="mail-confirm-hint" className="admin-hint">
                {t("confirmHint")}
              </p>
            </div>
          )}
        </fieldset>
        <button type="submit">{t("save")}</button>
      </PostForm>

      <section className="admin-card" aria-labelledby="mail-test-title">
        <h2 id="mail-test-title">{t("testTitle")}</h2>
        <p>{t("testText")}</p>
        {test?.ok && <FormMessage kind="done" text={t("testSent", { to: test.to })} />}
        {test && !test.ok && (
          <div className="admin-message admin-message-error" role="alert">
            <p>{test.text}</p>
            {test.detail && (
              <p>
                {t("serverAnswer")} <code>{test.detail}</code>
              </p>
            )}
          </div>
        )}
        <PostForm intent="test" className="settings-form">
          <InputField
            id="mail-test-to"
            label={t("testTo")}
            error={actionData?.testError}
            name="to"
            type="email"
            defaultValue={loaderData.email}
          />
          <button type="submit">{t("testSend")}</button>
        </PostForm>
      </section>

      <MailboxSection
        effective={effective.mailbox}
        saved={loaderData.mailbox}
        reader={loaderData.reader}
        done={done}
        cleared={loaderData.cleared}
        answer={actionData}
      />

      <DigestRun digest={loaderData.digest} mailOn={Boolean(effective.server)} />
      {/* The digest and the notices' deadlines count business days: where to close a day. */}
      <p>
        <a href={adminPath(lang, "/settings/closed-days")}>
          {closedDaysWord(lang, "linkFromSettings")}
        </a>
      </p>
    </>
  );
}
