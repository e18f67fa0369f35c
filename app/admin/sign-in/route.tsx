import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { adminMeta, adminRouteMeta } from "../frame/meta";
import { currentStaff, safeNext, sessionCookieHeader, staffContext } from "../guard.server";
import { adminPath, requestAdminLang, word } from "../words";
import { SignInForm } from "./SignInForm";

/** The sign-in form at its own URL (where a failed post shows it again). */
export function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestAdminLang(request);
  if (currentStaff(request, context)) throw redirect(adminPath(lang));
  const next = safeNext(new URL(request.url).searchParams.get("next"), adminPath(lang));
  return { meta: adminMeta(lang, "signIn"), next };
}

export const meta = adminRouteMeta;

/** The first step: a good password opens a session waiting for its second factor. */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = requestAdminLang(request);
  const { services, address } = staffContext(context);
  const form = await request.formData();
  const email = String(form.get("email") ?? "").slice(0, 254);
  const password = String(form.get("password") ?? "");
  const next = safeNext(form.get("next"), adminPath(lang));
  const result = await services.checkPassword(email, password, address);
  if (!result.ok) {
    const error = word(lang, result.reason === "rate" ? "rate" : "wrong");
    return data(
      { meta: adminMeta(lang, "signIn"), next, error },
      { status: result.reason === "rate" ? 429 : 401 },
    );
  }
  const id = services.sessions.create(result.account.id, "password", address);
  throw redirect(`${adminPath(lang, "/sign-in/verify")}?next=${encodeURIComponent(next)}`, {
    headers: { "Set-Cookie": sessionCookieHeader(context, id) },
  });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return <SignInForm next={shown.next} error={actionData?.error} />;
}
