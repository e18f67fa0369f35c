import { data, redirect, type AppLoadContext } from "react-router";
import { adminMeta } from "../frame/meta";
import { currentStaff, safeNext, sessionCookieHeader, staffContext } from "../guard.server";
import { adminPath, requestAdminLang, word } from "../words";
import { postedForm } from "../../../server/platform/body";

/** The sign-in pages are for who is not signed in: anyone signed in goes to the back office. */
export function signedOutLang(request: Request, context: AppLoadContext) {
  const lang = requestAdminLang(request);
  if (currentStaff(request, context)) throw redirect(adminPath(lang));
  return lang;
}

/** A refused try, the page again with its error: too many tries (429), or wrong (401). */
export function refused<Page extends object>(page: Page, error: string, rate: boolean) {
  return data({ ...page, error }, { status: rate ? 429 : 401 });
}

/** On to `to` with the session's cookie: a step of the sign-in done. */
export function onWith(context: AppLoadContext, session: string, to: string) {
  return redirect(to, { headers: { "Set-Cookie": sessionCookieHeader(context, session) } });
}

/** The sign-in form at its own URL (where a failed post shows it again). */
export function loadSignIn(request: Request, context: AppLoadContext) {
  const lang = signedOutLang(request, context);
  const next = safeNext(new URL(request.url).searchParams.get("next"), adminPath(lang));
  return { meta: adminMeta(lang, "signIn"), next };
}

/** The first step: a good password opens a session waiting for its second factor. */
export async function signInAction(request: Request, context: AppLoadContext) {
  const lang = requestAdminLang(request);
  const { services, address } = staffContext(context);
  const form = postedForm(context);
  const email = String(form.get("email") ?? "").slice(0, 254);
  const password = String(form.get("password") ?? "");
  const next = safeNext(form.get("next"), adminPath(lang));
  const result = await services.checkPassword(email, password, address);
  if (!result.ok) {
    const rate = result.reason === "rate";
    const error = word(lang, rate ? "rate" : "wrong");
    return refused({ meta: adminMeta(lang, "signIn"), next }, error, rate);
  }
  const id = services.sessions.create(result.account.id, "password", address);
  throw onWith(
    context,
    id,
    `${adminPath(lang, "/sign-in/verify")}?next=${encodeURIComponent(next)}`,
  );
}
