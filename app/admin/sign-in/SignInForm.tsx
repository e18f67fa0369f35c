import { FormMessage } from "../frame/FormMessage";
import { PostForm } from "../frame/PostForm";
import { EmailField, PasswordField } from "../frame/SignInFields";
import { useWords } from "../frame/use-admin";
import { PasskeyAutofill } from "../passkey/PasskeyAutofill";
import { PasskeyButton } from "../passkey/PasskeyButton";
import { adminPath } from "../words";
import { SignInCard } from "./SignInCard";

/**
 * E-mail and password (the first step), or a passkey alone (with JavaScript: picked among the
 * e-mail field's suggestions, or by the button): on /admin when no one is signed in. A lost
 * passkey's way back in, a recovery code, has its own page (recovery/route.tsx).
 */
export function SignInForm({ next, error }: { next?: string | null; error?: string }) {
  const { lang, w } = useWords();
  return (
    <SignInCard id="sign-in-title" title={w("panel")}>
      <PostForm
        action={adminPath(lang, "/sign-in")}
        values={{ next: next || undefined }}
        className="admin-form"
      >
        <FormMessage text={error} />
        <PasskeyAutofill next={next ?? undefined} />
        <EmailField id="sign-in-email" autoComplete="username webauthn" />
        <PasswordField id="sign-in-password" name="password" label={w("password")} />
        <button type="submit">{w("signIn")}</button>
      </PostForm>
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
    </SignInCard>
  );
}
