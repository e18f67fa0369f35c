import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/route";
import { displayName, NAME_MAX } from "../../../server/admin/accounts";
import { Csrf } from "../frame/Csrf";
import { FormMessage } from "../frame/FormMessage";
import { adminMeta, adminRouteMeta } from "../frame/meta";
import { PasswordFields } from "../frame/PasswordFields";
import { RecoveryCodes } from "../frame/RecoveryCodes";
import { TotpSetup } from "../frame/TotpSetup";
import { useWords } from "../frame/use-admin";
import { audit, requireStaff, staffContext } from "../guard.server";
import { PasskeyButton } from "../passkey/PasskeyButton";
import { RECOVERED } from "../sign-in/recovered";
import { adminPath, requestAdminLang, word } from "../words";
import { accountWord } from "./words";
import "./account.css";

/**
 * The signed-in person's account: the name that signs their replies and the language of their
 * mail, password, second factors, recovery codes, sessions.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = requireStaff(request, context);
  const { services } = staffContext(context);
  return {
    meta: adminMeta(requestAdminLang(request), "account"),
    email: account.email,
    name: account.name ?? "",
    mailLang: account.mailLang,
    totp: account.totp,
    hasPassword: services.accounts.passwordHash(account.id) !== undefined,
    recoveryCodes: account.recoveryCodes,
    passkeys: services.passkeys.list(account.id),
    offer: account.totp ? undefined : await services.totp.offer(account.email),
    // Just signed in with a recovery code (app/admin/sign-in/recovered.ts): ask for a new way in.
    recovered: new URL(request.url).searchParams.has(RECOVERED),
  };
}

export const meta = adminRouteMeta;

type Answer = {
  error?: string;
  done?: string;
  codes?: string[];
  /** The profile as typed, and its name's error, when it is refused. */
  profile?: { name: string; mailLang: string; error: string };
};

export async function action({ request, context }: Route.ActionArgs) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { services, address } = staffContext(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const answer = (body: Answer, status = 200) => data(body, { status });
  const factors = (account.totp ? 1 : 0) + account.passkeys;

  if (intent === "profile") {
    const typed = {
      name: String(form.get("name") ?? ""),
      mailLang: String(form.get("mailLang") ?? ""),
    };
    const parsed = z.object({ name: displayName, mailLang: z.enum(["ko", "en"]) }).safeParse(typed);
    if (!parsed.success) {
      const error = accountWord(lang, "error_name", { max: NAME_MAX });
      return answer({ profile: { ...typed, error } }, 400);
    }
    const changed = services.accounts.setProfile(account.id, parsed.data);
    // The names of what changed, never a value (as the mail settings' entries).
    if (changed.length > 0) {
      audit(request, context, {
        action: "profile-changed",
        target: account.email,
        detail: changed.join(", "),
      });
    }
    return answer({ done: accountWord(lang, "saved") });
  }
  if (intent === "password") {
    const hash = services.accounts.passwordHash(account.id);
    const current = String(form.get("current") ?? "");
    const password = String(form.get("password") ?? "");
    if (!services.mayTry(address)) return answer({ error: word(lang, "rate") }, 429);
    // One who joined with a passkey alone has none to give: the passkey's session is the proof.
    if (hash && !(await services.checkOwnPassword(account.id, current))) {
      services.countFailure(address);
      return answer({ error: word(lang, "wrong") }, 400);
    }
    if (password !== String(form.get("again") ?? "")) {
      return answer({ error: word(lang, "mismatch") }, 400);
    }
    const problem = services.passwordProblem(password, account.email);
    if (problem) return answer({ error: word(lang, problem) }, 400);
    await services.setPassword(account.id, password);
    audit(request, context, { action: "password-changed", target: account.email });
    return answer({ done: word(lang, hash ? "passwordChanged" : "passwordSet") });
  }
  if (intent === "totp-add") {
    const secret = String(form.get("secret") ?? "");
    if (!services.totp.enable(account.id, secret, String(form.get("code") ?? ""))) {
      return answer({ error: word(lang, "wrongCode") }, 400);
    }
    audit(request, context, { action: "factor-added", target: account.email, detail: "totp" });
    return answer({ codes: services.recoveryCodes.renew(account.id) });
  }
  if (intent === "totp-remove" || intent === "passkey-remove") {
    if (factors <= 1) return answer({ error: word(lang, "lastFactor") }, 400);
    if (intent === "totp-remove") services.totp.disable(account.id);
    else services.passkeys.remove(account.id, String(form.get("id") ?? ""));
    const detail = intent === "totp-remove" ? "totp" : "passkey";
    audit(request, context, { action: "factor-removed", target: account.email, detail });
    return answer({});
  }
  if (intent === "codes") {
    audit(request, context, { action: "recovery-codes-renewed", target: account.email });
    return answer({ codes: services.recoveryCodes.renew(account.id) });
  }
  return answer({ error: "?" }, 400);
}

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
