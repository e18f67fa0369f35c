import { Form } from "react-router";
import type { Route } from "./+types/route";
import { Csrf } from "../frame/Csrf";
import { FormMessage } from "../frame/FormMessage";
import { adminRouteMeta } from "../frame/meta";
import { PasswordFields } from "../frame/PasswordFields";
import { RecoveryCodes } from "../frame/RecoveryCodes";
import { TotpSetup } from "../frame/TotpSetup";
import { useWords } from "../frame/use-admin";
import { PasskeyButton } from "../passkey/PasskeyButton";
import { adminPath } from "../words";
import { accountAction, loadAccount } from "./account.server";
import { accountWord } from "./words";
import "./account.css";

/**
 * The signed-in person's account: the name that signs their replies and the language of their
 * mail, password, second factors, recovery codes, sessions (rules in account.server.ts).
 */
export const loader = ({ request, context }: Route.LoaderArgs) => loadAccount(request, context);

export const meta = adminRouteMeta;

export const action = ({ request, context }: Route.ActionArgs) => accountAction(request, context);

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, w } = useWords();
  const shown = loaderData;
  return (
    <>
      <h1>{w("account")}</h1>
      <p>{shown.email}</p>
      <FormMessage text={actionData?.error} />
      <FormMessage text={actionData?.done} kind="done" />
      {actionData?.codes && <RecoveryCodes codes={actionData.codes} />}
      {shown.recovered && (
        <Recovered
          codesLeft={shown.recoveryCodes}
          hasPassword={shown.hasPassword}
          totp={shown.totp}
        />
      )}

      <ProfileForm
        name={actionData?.profile?.name ?? shown.name}
        mailLang={actionData?.profile?.mailLang ?? shown.mailLang}
        error={actionData?.profile?.error}
      />

      <section className="admin-card" aria-labelledby="password-title">
        <h2 id="password-title">{w(shown.hasPassword ? "changePassword" : "setPassword")}</h2>
        {!shown.hasPassword && <p>{w("setPasswordText")}</p>}
        <Form method="post" className="admin-form admin-narrow">
          <Csrf />
          <input type="hidden" name="intent" value="password" />
          {shown.hasPassword && (
            <>
              <label htmlFor="current-password">{w("currentPassword")}</label>
              <input
                id="current-password"
                name="current"
                type="password"
                autoComplete="current-password"
                required
                maxLength={1024}
              />
            </>
          )}
          <PasswordFields id="change" />
          <button type="submit">{w(shown.hasPassword ? "changePassword" : "setPassword")}</button>
        </Form>
      </section>

      <section className="admin-card" aria-labelledby="factors-title">
        <h2 id="factors-title">{w("factors")}</h2>
        <h3 id="totp-title">{w("totpTitle")}</h3>
        {shown.totp ? (
          <Form method="post" className="admin-inline">
            <Csrf />
            <p>{w("totpOn")}</p>
            <button type="submit" name="intent" value="totp-remove">
              {w("removeTotp")}
            </button>
          </Form>
        ) : (
          shown.offer && <TotpSetup offer={shown.offer} intent="totp-add" />
        )}
        <h3 id="passkeys-title">{w("passkeys")}</h3>
        {shown.passkeys.length === 0 ? (
          <p>{w("noPasskeys")}</p>
        ) : (
          <ul className="admin-list">
            {shown.passkeys.map((passkey) => (
              <li key={passkey.id}>
                <Form method="post" className="admin-inline">
                  <Csrf />
                  <input type="hidden" name="id" value={passkey.id} />
                  <span>{passkeyLabel(passkey.name, w)}</span>
                  <button type="submit" name="intent" value="passkey-remove">
                    {w("remove")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <PasskeyButton ceremony="add" label={w("addPasskey")} next={adminPath(lang, "/account")} />
        <h3 id="codes-title">{w("recoveryTitle")}</h3>
        <Form method="post" className="admin-inline">
          <Csrf />
          <p>{w("codesLeft", { count: shown.recoveryCodes })}</p>
          <button type="submit" name="intent" value="codes">
            {w("renewCodes")}
          </button>
        </Form>
      </section>

      <section className="admin-card" aria-labelledby="sessions-title">
        <h2 id="sessions-title">{w("sessionsTitle")}</h2>
        <Form method="post" action={adminPath(lang, "/sign-out")} className="admin-inline">
          <Csrf />
          <p>{w("sessionsText")}</p>
          <button type="submit" name="scope" value="everywhere">
            {w("signOutEverywhere")}
          </button>
        </Form>
      </section>
    </>
  );
}

/**
 * After a sign-in with a recovery code: how many are left, and a new way in offered at once (a
 * passkey on this device; a password, then an authenticator app, which need no JavaScript).
 */
function Recovered(props: { codesLeft: number; hasPassword: boolean; totp: boolean }) {
  const { lang, w } = useWords();
  return (
    <section className="admin-card admin-warning" aria-labelledby="recovered-title">
      <h2 id="recovered-title">{w("recoveredTitle")}</h2>
      <p>{w("recoveredText", { count: props.codesLeft })}</p>
      <PasskeyButton
        ceremony="add"
        label={w("recoveredPasskey")}
        next={adminPath(lang, "/account")}
        noScript={props.hasPassword ? undefined : w("recoveredPasskeyNoJs")}
      />
      {!props.hasPassword ? (
        <p>
          <a href="#password-title">{w("recoveredPassword")}</a>
        </p>
      ) : (
        !props.totp && (
          <p>
            <a href="#totp-title">{w("recoveredTotp")}</a>
          </p>
        )
      )}
      <p className="admin-note">{w("recoveredLost")}</p>
    </section>
  );
}

/** The name that signs one's replies and the language of one's mail, in one form. */
function ProfileForm(props: { name: string; mailLang: string; error?: string }) {
  const { lang } = useWords();
  const t = (key: Parameters<typeof accountWord>[1]) => accountWord(lang, key);
  return (
    <section className="admin-card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t("profileTitle")}</h2>
      <Form method="post" className="admin-form admin-narrow account-profile">
        <Csrf />
        <input type="hidden" name="intent" value="profile" />
        <label htmlFor="profile-name">{t("name")}</label>
        <input
          id="profile-name"
          name="name"
          type="text"
          autoComplete="name"
          defaultValue={props.name}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={`profile-name-hint${props.error ? " profile-name-error" : ""}`}
        />
        <p id="profile-name-hint" className="admin-hint">
          {t("nameHint")}
        </p>
        {props.error && (
          <p id="profile-name-error" className="account-error">
            {props.error}
          </p>
        )}
        <fieldset>
          <legend>{t("mailLang")}</legend>
          {(["ko", "en"] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="mailLang"
                value={option}
                defaultChecked={props.mailLang === option}
                aria-describedby="profile-lang-hint"
              />{" "}
              {t(`lang_${option}`)}
            </label>
          ))}
          <p id="profile-lang-hint" className="admin-hint">
            {t("mailLangHint")}
          </p>
        </fieldset>
        <button type="submit">{t("save")}</button>
      </Form>
    </section>
  );
}

/**
 * A passkey is stored as "Passkey 2 (synced)" (server/admin/passkeys.ts); shown in the page's
 * language from its number and kind, any other name as it is.
 */
function passkeyLabel(name: string, w: ReturnType<typeof useWords>["w"]) {
  const match = /^Passkey (\d+) \((synced|this device)\)$/.exec(name);
  if (!match) return name;
  return w(match[2] === "synced" ? "passkeySynced" : "passkeyDevice", { n: match[1]! });
}
