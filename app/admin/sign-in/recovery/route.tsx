import type { Route } from "./+types/route";
import { FormMessage } from "../../frame/FormMessage";
import { adminRouteMeta } from "../../frame/meta";
import { PostForm } from "../../frame/PostForm";
import { CodeField, EmailField } from "../../frame/SignInFields";
import { useWords } from "../../frame/use-admin";
import { BackToSignIn, SignInCard } from "../SignInCard";
import { loadRecovery, recoveryAction } from "./recovery.server";

/** A sign-in with e-mail and a recovery code, for a lost passkey (recovery.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadRecovery(request, context);

export const meta = adminRouteMeta;

export const action = ({ request, context }: Route.ActionArgs) => recoveryAction(request, context);

export default function RecoverySignIn({ actionData }: Route.ComponentProps) {
  const { w } = useWords();
  return (
    <SignInCard id="recovery-sign-in-title" title={w("recoverySignIn")}>
      <p>{w("recoverySignInText")}</p>
      <p className="admin-note">{w("recoverySignInPassword")}</p>
      <FormMessage text={actionData?.error} />
      <PostForm className="admin-form">
        <EmailField id="recovery-email" autoComplete="username" />
        <CodeField id="recovery-code" kind="recovery" required />
        <button type="submit">{w("signIn")}</button>
      </PostForm>
      <BackToSignIn label={w("backToSignIn")} />
    </SignInCard>
  );
}
