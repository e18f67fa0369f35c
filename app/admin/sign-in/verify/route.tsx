import type { Route } from "./+types/route";
import { FormMessage } from "../../frame/FormMessage";
import { adminRouteMeta } from "../../frame/meta";
import { PostForm } from "../../frame/PostForm";
import { CodeField } from "../../frame/SignInFields";
import { useWords } from "../../frame/use-admin";
import { PasskeyButton } from "../../passkey/PasskeyButton";
import { BackToSignIn, SignInCard } from "../SignInCard";
import { loadVerify, verifyAction } from "./verify.server";

/** The second step: a passkey, an authenticator app's code or a recovery code (verify.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadVerify(request, context);

export const meta = adminRouteMeta;

export const action = ({ request, context }: Route.ActionArgs) => verifyAction(request, context);

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const { w } = useWords();
  const shown = actionData ?? loaderData;
  return (
    <SignInCard id="verify-title" title={w("secondStep")}>
      <p>{w("secondStepText")}</p>
      <FormMessage text={actionData?.error} />
      {shown.passkey && (
        <PasskeyButton ceremony="sign-in" label={w("usePasskey")} next={shown.next} />
      )}
      <PostForm values={{ next: shown.next }} className="admin-form">
        {shown.totp && <CodeField id="verify-code" kind="totp" />}
        <CodeField id="verify-recovery" kind="recovery" />
        <button type="submit">{w("verify")}</button>
      </PostForm>
      <BackToSignIn label={w("signIn")} />
    </SignInCard>
  );
}
