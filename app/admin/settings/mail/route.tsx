import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/route";
import { SECURITIES } from "../../../../server/mail/security";
import { Csrf } from "../../frame/Csrf";
import { FormMessage } from "../../frame/FormMessage";
import { adminPageMeta, adminRouteMeta } from "../../frame/meta";
import { mailProblemText } from "../../../../server/mail/problem-words";
import { useWords } from "../../frame/use-admin";
import { audit, requireStaff, staffContext } from "../../guard.server";
import { adminPath, requestAdminLang } from "../../words";
import {
  type DigestProblem,
  type DigestStatus,
  fieldErrors,
  isMailbox,
  mailboxFieldErrors,
  mailboxProblemWords,
  mailPage,
  problemWords,
  readerReasonWords,
  readMailboxForm,
  readMailForm,
  sendTestMail,
  type Answer,
} from "./mail.server";
import { closedDaysWord } from "../closed-days/words";
import { Field } from "./Field";
import { MailboxSection } from "./MailboxSection";
import { settingsWord, type SettingsWordKey } from "../words";
import "../settings.css";

/**
 * The mail settings (owners): the SMTP server, the sender, the notice's recipients and the
 * buyer's confirmation, saved in the staff database; a value the environment sets is shown and
 * cannot be changed here. The password is write-only. A test mail goes through the saved
 * settings and says why it failed in plain words. Beside them, the mailbox the site reads for
 * buyers' answers (IMAP), with its own save and test.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const account = requireStaff(request, context, { role: "owner" });
  const lang = requestAdminLang(request);
  const query = new URL(request.url).searchParams;
  const page = mailPage(context);
  const reader = page.reader && {
    ...page.reader,
    ...(page.reader.reason && { reason: readerReasonWords(lang, page.reader.reason) }),
  };
  return {
    meta: adminPageMeta(lang, settingsWord(lang, "mailTitle")),
    ...page,
    reader,
    email: account.email,
    done: query.get("done"),
    cleared: query.get("cleared") === "password",
  };
}

export const meta = adminRouteMeta;

/** The form's fields as typed, but the password and the form's own fields. */
function typedValues(form: FormData) {
  const typed: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !/^(password|intent|csrf|_csrf)$/.test(name)) {
      typed[name] = value;
    }
  }
  return typed;
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = requireStaff(request, context, { role: "owner" });
  const lang = requestAdminLang(request);
  const { services } = staffContext(context);
  const form = await request.formData();
  const answer = (body: Answer, status = 200) => data(body, { status });

  const intent = form.get("intent");

  if (intent === "test") {
    const to = String(form.get("to") ?? "").trim() || account.email;
    if (!isMailbox(to)) {
      return answer({ testError: settingsWord(lang, "testBadAddress") }, 400);
    }
    if (!services.mail.allowTest(account.email)) {
      return answer({ test: { to, ok: false, text: settingsWord(lang, "testLimited") } }, 429);
    }
    try {
      await sendTestMail(services, to, lang);
    } catch (error) {
      const problem = problemWords(lang, error);
      audit(request, context, { action: "mail-test", target: to, detail: problem.kind });
      return answer({ test: { to, ok: false, text: problem.text, detail: problem.detail } });
    }
    audit(request, context, { action: "mail-test", target: to, detail: "sent" });
    return answer({ test: { to, ok: true } });
  }

  const passwordTyped = String(form.get("password") ?? "") !== "";
  const back = (done: string, cleared: boolean) =>
    redirect(
      `${adminPath(lang, "/settings/mail")}?done=${done}${cleared ? "&cleared=password" : ""}`,
    );

  if (intent === "test-mailbox") {
    if (!services.mail.allowTest(account.email)) {
      return answer({ mailboxTest: { ok: false, text: settingsWord(lang, "testLimited") } }, 429);
    }
    try {
      await services.mail.testMailbox();
    } catch (error) {
      const problem = mailboxProblemWords(lang, error);
      audit(request, context, { action: "mail-test", detail: `mailbox ${problem.kind}` });
      return answer({ mailboxTest: { ok: false, text: problem.text } });
    }
    audit(request, context, { action: "mail-test", detail: "mailbox ok" });
    return answer({ mailboxTest: { ok: true, folder: services.mail.mailbox()?.folder ?? "" } });
  }

  if (intent === "mailbox") {
    const parsed = readMailboxForm(form);
    if (!parsed.success) {
      return answer(
        {
          mailboxErrors: mailboxFieldErrors(lang, parsed.error.issues),
          mailboxTyped: typedValues(form),
          mailboxPasswordTyped: passwordTyped,
        },
        400,
      );
    }
    const had = services.mail.savedMailbox().hasPassword;
    const changed = services.mail.saveMailbox(parsed.data, account.email);
    const cleared = had && !services.mail.savedMailbox().hasPassword && parsed.data.host !== "";
    audit(request, context, {
      action: "mail-settings",
      detail: `mailbox: ${changed.join(", ") || "-"}`,
    });
    throw back(parsed.data.host ? "mailbox" : "mailbox-removed", cleared);
  }

  const parsed = readMailForm(form);
  if (!parsed.success) {
    return answer(
      { errors: fieldErrors(lang, parsed.error.issues), typed: typedValues(form), passwordTyped },
      400,
    );
  }
  const had = services.mail.saved().hasPassword;
  const changed = services.mail.save(parsed.data, account.email);
  const cleared = had && !services.mail.saved().hasPassword && parsed.data.user !== "";
  // The names of what changed, never a value: the password is only said to have changed.
  audit(request, context, { action: "mail-settings", detail: changed.join(", ") || "-" });
  throw back("saved", cleared);
}

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
  const passwordHint = actionData?.passwordTyped
    ? t("passwordRetype")
    : saved.hasPassword
      ? t("passwordStored")
      : t("passwordNone");
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

      <Form method="post" className="settings-form" key={saved.savedAt ?? 0}>
        <Csrf />
        <input type="hidden" name="intent" value="save" />
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
            <>
              <Field id="mail-host" label={t("host")} hint={t("hostHint")} error={errors.host}>
                {(describedBy, invalid) => (
                  <input
                    id="mail-host"
                    name="host"
                    defaultValue={typed?.host ?? saved.host ?? ""}
                    autoComplete="off"
                    spellCheck={false}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                  />
                )}
              </Field>
              <Field id="mail-port" label={t("port")} hint={t("portHint")} error={errors.port}>
                {(describedBy, invalid) => (
                  <input
                    id="mail-port"
                    name="port"
                    inputMode="numeric"
                    defaultValue={typed?.port ?? saved.port ?? ""}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                  />
                )}
              </Field>
              <fieldset className="settings-choice">
                <legend>{t("security")}</legend>
                {SECURITIES.map((security) => (
                  <label key={security}>
                    <input
                      type="radio"
                      name="security"
                      value={security}
                      defaultChecked={
                        (typed?.security ?? saved.security ?? "starttls") === security
                      }
                    />{" "}
                    {t(`security_${security}`)}
                  </label>
                ))}
              </fieldset>
              <Field id="mail-user" label={t("user")} hint={t("userHint")} error={errors.user}>
                {(describedBy, invalid) => (
                  <input
                    id="mail-user"
                    name="user"
                    defaultValue={typed?.user ?? saved.user ?? ""}
                    autoComplete="off"
                    spellCheck={false}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                  />
                )}
              </Field>
              <Field
                id="mail-password"
                label={t("password")}
                hint={`${passwordHint} ${t("passwordFollowsHost")}`}
                error={errors.password}
              >
                {(describedBy, invalid) => (
                  <input
                    id="mail-password"
                    name="password"
                    type="password"
                    autoComplete="new-password"
                    maxLength={500}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                  />
                )}
              </Field>
            </>
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
            <Field
              id="mail-from"
              label={t("from")}
              hint={t("fromHint", {
                address: effective.from.source === "default" ? effective.from.value : "",
              })}
              error={errors.from}
            >
              {(describedBy, invalid) => (
                <input
                  id="mail-from"
                  name="from"
                  type="email"
                  defaultValue={typed?.from ?? saved.from ?? ""}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
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
      </Form>

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
        <Form method="post" className="settings-form">
          <Csrf />
          <input type="hidden" name="intent" value="test" />
          <div className="settings-field">
            <label htmlFor="mail-test-to">{t("testTo")}</label>
            <input
              id="mail-test-to"
              name="to"
              type="email"
              defaultValue={loaderData.email}
              aria-invalid={actionData?.testError ? true : undefined}
              aria-describedby={actionData?.testError ? "mail-test-error" : undefined}
            />
            {actionData?.testError && (
              <p id="mail-test-error" className="settings-error">
                {actionData.testError}
              </p>
            )}
          </div>
          <button type="submit">{t("testSend")}</button>
        </Form>
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
