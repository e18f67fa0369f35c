import type { Route } from "./+types/route";
import { adminRouteMeta } from "../frame/meta";
import { loadSignIn, signInAction } from "./sign-in.server";
import { SignInForm } from "./SignInForm";

/** The sign-in form at its own URL (where a failed post shows it again): sign-in.server.ts. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadSignIn(request, context);

export const meta = adminRouteMeta;

export const action = ({ request, context }: Route.ActionArgs) => signInAction(request, context);

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return <SignInForm next={shown.next} error={actionData?.error} />;
}
