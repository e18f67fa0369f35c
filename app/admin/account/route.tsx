import type { Route } from "./+types/route";
import { Choices, InputField } from "../frame/Field";
import { FormMessage } from "../frame/FormMessage";
import { PostForm } from "../frame/PostForm";
import { PasswordField } from "../frame/SignInFields";
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
        <PostForm intent="password" className="admin-form admin-narrow">
          {shown.hasPassword && (
            <PasswordField id="current-password" name="current" label={w("currentPassword")} />
          )}
          <PasswordFields id="change" />
          <button type="submit">{w(shown.hasPassword ? "changePassword" : "setPassword")}</button>
        </PostForm>
      </section>

      <section className="admin-card" aria-labelledby="factors-title">
        <h2 id="factors-title">{w("factors")}</h2>
        <h3 id="totp-title">{w("totpTitle")}</h3>
        {shown.totp ? (
          <InlineForm text={w("totpOn")} intent="totp-remove" label={w("removeTotp")} />
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
                <PostForm values={{ id: passkey.id }} className="admin-inline">
                  <span>{passkeyLabel(passkey.name, w)}</span>
                  <button type="submit" name="intent" value="passkey-remove">
                    {w("remove")}
                  </button>
                </PostForm>
              </li>
            ))}
          </ul>
        )}
        <PasskeyButton ceremony="add" label={w("addPasskey")} next={adminPath(lang, "/account")} />
        <h3 id="codes-title">{w("recoveryTitle")}</h3>
        <InlineForm
          text={w("codesLeft", { count: shown.recoveryCodes })}
          intent="codes"
          label={w("renewCodes")}
        />
      </section>

      <section className="admin-card" aria-labelledby="sessions-title">
        <h2 id="sessions-title">{w("sessionsTitle")}</h2>
        <InlineForm
          action={adminPath(lang, "/sign-out")}
          text={w("sessionsText")}
          name="scope"
          intent="everywhere"
          label={w("signOutEverywhere")}
        />
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

/** A line of text and its one button, whose name and value say what it does. */
function InlineForm(props: {
  text: string;
  name?: string;
  intent: string;
  label: string;
  action?: string;
}) {
  return (
    <PostForm action={props.action} className="admin-inline">
      <p>{props.text}</p>
      <button type="submit" name={props.name ?? "intent"} value={props.intent}>
        {props.label}
      </button>
    </PostForm>
  );
}

const LANGS = ["ko", "en"] as const;

/** The name that signs one's replies and the language of one's mail, in one form. */
function ProfileForm(props: { name: string; mailLang: string; error?: string }) {
  const { lang } = useWords();
  const t = (key: Parameters<typeof accountWord>[1]) => accountWord(lang, key);
  return (
    <section className="admin-card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t("profileTitle")}</h2>
      <PostForm intent="profile" className="admin-form admin-narrow account-profile">
        <InputField
          id="profile-name"
          label={t("name")}
          hint={t("nameHint")}
          error={props.error}
          name="name"
          type="text"
          autoComplete="name"
          defaultValue={props.name}
        />
        <Choices
          id="profile-lang"
          legend={t("mailLang")}
          name="mailLang"
          values={LANGS}
          label={(option) => t(`lang_${option}`)}
          checked={props.mailLang}
          hint={t("mailLangHint")}
        />
        <button type="submit">{t("save")}</button>
      </PostForm>
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
