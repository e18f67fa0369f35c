import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/route";
import { Csrf } from "../../frame/Csrf";
import { FormMessage } from "../../frame/FormMessage";
import { adminMeta, adminRouteMeta } from "../../frame/meta";
import { useWords } from "../../frame/use-admin";
import { currentStaff, sessionCookieHeader, staffContext } from "../../guard.server";
import { adminPath, requestAdminLang, word } from "../../words";
import { recoveredPath } from "../recovered";

/**
 * A sign-in with e-mail and a recovery code, for an account whose passkey alone was its way in
 * and is lost (an account with a password gives its code at the second step instead).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestAdminLang(request);
  if (currentStaff(request, context)) throw redirect(adminPath(lang));
  return { meta: adminMeta(lang, "recoverySignIn") };
}

export const meta = adminRouteMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const lang = requestAdminLang(request);
  const { services, address } = staffContext(context);
  const form = await request.formData();
  const email = String(form.get("email") ?? "").slice(0, 254);
  const code = String(form.get("recovery") ?? "").slice(0, 40);
  const result = services.recoverySignIn(email, code, address);
  if (!result.ok) {
    const rate = result.reason === "rate";
    return data(
      {
        meta: adminMeta(lang, "recoverySignIn"),
        error: word(lang, rate ? "rate" : "wrongRecovery"),
      },
      { status: rate ? 429 : 401 },
    );
  }
  const session = services.finishSignIn(undefined, result.account, "recovery-code", address);
  throw redirect(recoveredPath(lang), {
    headers: { "Set-Cookie": sessionCookieHeader(context, session) },
  });
}

export default function RecoverySignIn({ actionData }: Route.ComponentProps) {
  const { lang, w } = useWords();
  return (
    <section className="admin-card admin-narrow" aria-labelledby="recovery-sign-in-title">
      <h1 id="recovery-sign-in-title">{w("recoverySignIn")}</h1>
      <p>{w("recoverySignInText")}</p>
      <p className="admin-note">{w("recoverySignInPassword")}</p>
      <FormMessage text={actionData?.error} />
      <Form method="post" className="admin-form">
        <Csrf />
        <label htmlFor="recovery-email">{w("email")}</label>
        <input
          id="recovery-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={254}
        />
        <label htmlFor="recovery-code">{w("recoveryCode")}</label>
        <input
          id="recovery-code"
          name="recovery"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={20}
        />
        <button type="submit">{w("signIn")}</button>
      </Form>
      <p>
        <a href={adminPath(lang)}>{w("backToSignIn")}</a>
      </p>
    </section>
  );
}
