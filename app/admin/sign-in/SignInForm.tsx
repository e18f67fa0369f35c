import { Form } from "react-router";
import { Csrf } from "../frame/Csrf";
import { FormMessage } from "../frame/FormMessage";
import { useWords } from "../frame/use-admin";
import { PasskeyAutofill } from "../passkey/PasskeyAutofill";
import { PasskeyButton } from "../passkey/PasskeyButton";
import { adminPath } from "../words";

/**
 * E-mail and password (the first step), or a passkey alone (with JavaScript: picked among the
 * e-mail field's suggestions, or by the button): on /admin when no one is signed in. A lost
 * passkey's way back in, a recovery code, has its own page (recovery.tsx).
 */
export function SignInForm({ next, error }: { next?: string | null; error?: string }) {
  const { lang, w } = useWords();
  return (
    <section className="admin-card admin-narrow" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{w("panel")}</h1>
      <Form method="post" action={adminPath(lang, "/sign-in")} className="admin-form">
        <Csrf />
        {next && <input type="hidden" name="next" value={next} />}
        <FormMessage text={error} />
        <PasskeyAutofill next={next ?? undefined} />
        <label htmlFor="sign-in-email">{w("email")}</label>
        <input
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="username webauthn"
          required
          maxLength={254}
        />
        <label htmlFor="sign-in-password">{w("password")}</label>
        <input
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
        />
        <button type="submit">{w("signIn")}</button>
      </Form>
      <h2 className="admin-sign-in-passkey">{w("passkeyTitle")}</h2>
      <p>{w("passkeyAloneText")}</p>
      <PasskeyButton
        ceremony="alone"
        label={w("passkeySignIn")}
        next={next ?? undefined}
        noScript={w("passkeyAloneNoJs")}
        failure={(reason) =>
          w(reason === "unverified" ? "passkeyUnverified" : "passkeyAloneFailed")
        }
      />
      <p>
        <a href={adminPath(lang, "/sign-in/recovery")}>{w("recoveryLink")}</a>
      </p>
    </section>
  );
}
