import { data, Form, redirect, type AppLoadContext } from "react-router";
import type { Route } from "./+types/route";
import { Csrf } from "../../frame/Csrf";
import { FormMessage } from "../../frame/FormMessage";
import { adminMeta, adminRouteMeta } from "../../frame/meta";
import { useWords } from "../../frame/use-admin";
import { safeNext, sessionCookieHeader, sessionId, staffContext } from "../../guard.server";
import { PasskeyButton } from "../../passkey/PasskeyButton";
import { adminPath, requestAdminLang, word } from "../../words";
import { recoveredPath } from "../recovered";

/** The session waiting for its second factor, and its account; else back to /admin. */
function pending(request: Request, context: AppLoadContext) {
  const { services } = staffContext(context);
  const id = sessionId(request, context);
  const session = services.sessions.read(id);
  const account = session && services.accounts.byId(session.accountId);
  if (!id || session?.stage !== "password" || !account) {
    throw redirect(adminPath(requestAdminLang(request)));
  }
  return { id, account };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestAdminLang(request);
  const { account } = pending(request, context);
  return {
    meta: adminMeta(lang, "secondStep"),
    next: safeNext(new URL(request.url).searchParams.get("next"), adminPath(lang)),
    totp: account.totp,
    passkey: account.passkeys > 0,
  };
}

export const meta = adminRouteMeta;

/** A TOTP code or a recovery code; wrong ones count towards the lockout like passwords. */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = requestAdminLang(request);
  const { services, address } = staffContext(context);
  const { id, account } = pending(request, context);
  const form = await request.formData();
  const next = safeNext(form.get("next"), adminPath(lang));
  const code = String(form.get("code") ?? "").trim();
  const recovery = String(form.get("recovery") ?? "").trim();
  const base = {
    meta: adminMeta(lang, "secondStep"),
    next,
    totp: account.totp,
    passkey: account.passkeys > 0,
  };
  if (!services.mayTry(address)) {
    return data({ ...base, error: word(lang, "rate") }, { status: 429 });
  }
  let how: string | undefined;
  if (!services.locked(account.id)) {
    if (code && services.totp.verifyFor(account.id, code)) how = "totp";
    else if (recovery && services.recoveryCodes.use(account.id, recovery)) {
      how = "recovery-code";
      services.record({ action: "recovery-code-used", actor: account.email, address });
    }
  }
  if (!how) {
    const result = services.failed(account, "second factor", address);
    if (!result.ok && result.reason === "locked") services.sessions.remove(id);
    return data({ ...base, error: word(lang, "wrongCode") }, { status: 401 });
  }
  const session = services.finishSignIn(id, account, how, address);
  // A code stands in for a lost device: My account asks for a new one before anything else.
  const to = how === "recovery-code" ? recoveredPath(lang) : next;
  throw redirect(to, { headers: { "Set-Cookie": sessionCookieHeader(context, session) } });
}

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, w } = useWords();
  const shown = actionData ?? loaderData;
  return (
    <section className="admin-card admin-narrow" aria-labelledby="verify-title">
      <h1 id="verify-title">{w("secondStep")}</h1>
      <p>{w("secondStepText")}</p>
      <FormMessage text={actionData?.error} />
      {shown.passkey && (
        <PasskeyButton ceremony="sign-in" label={w("usePasskey")} next={shown.next} />
      )}
      <Form method="post" className="admin-form">
        <Csrf />
        <input type="hidden" name="next" value={shown.next} />
        {shown.totp && (
          <>
            <label htmlFor="verify-code">{w("code")}</label>
            <input
              id="verify-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]{6,7}"
              maxLength={7}
            />
          </>
        )}
        <label htmlFor="verify-recovery">{w("recoveryCode")}</label>
        <input id="verify-recovery" name="recovery" autoComplete="off" maxLength={20} />
        <button type="submit">{w("verify")}</button>
      </Form>
      <p>
        <a href={adminPath(lang)}>{w("signIn")}</a>
      </p>
    </section>
  );
}
