import type { AppLoadContext } from "react-router";
import { adminMeta } from "../../frame/meta";
import { staffContext } from "../../guard.server";
import { requestAdminLang, word } from "../../words";
import { recoveredPath } from "../recovered";
import { onWith, refused, signedOutLang } from "../sign-in.server";
import { postedForm } from "../../../../server/platform/body";

/**
 * A sign-in with e-mail and a recovery code, for an account whose passkey alone was its way in
 * and is lost (an account with a password gives its code at the second step instead).
 */
export function loadRecovery(request: Request, context: AppLoadContext) {
  return { meta: adminMeta(signedOutLang(request, context), "recoverySignIn") };
}

/** A good code signs in at once and lands on My account, which asks for a new way in. */
export async function recoveryAction(request: Request, context: AppLoadContext) {
  const lang = requestAdminLang(request);
  const { services, address } = staffContext(context);
  const form = postedForm(context);
  const email = String(form.get("email") ?? "").slice(0, 254);
  const code = String(form.get("recovery") ?? "").slice(0, 40);
  const result = services.recoverySignIn(email, code, address);
  if (!result.ok) {
    const rate = result.reason === "rate";
    const error = word(lang, rate ? "rate" : "wrongRecovery");
    return refused({ meta: adminMeta(lang, "recoverySignIn") }, error, rate);
  }
  const session = services.finishSignIn(undefined, result.account, "recovery-code", address);
  throw onWith(context, session, recoveredPath(lang));
}
