import { data, redirect, type AppLoadContext } from "react-router";
import { adminMeta } from "../../frame/meta";
import { safeNext, sessionId, staffContext } from "../../guard.server";
import { adminPath, requestAdminLang, word } from "../../words";
import { recoveredPath } from "../recovered";
import { onWith } from "../sign-in.server";
import { postedForm } from "../../../../server/platform/body";

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

/** The page: which factors the account has, and where to go once in. */
function verifyPage(
  request: Request,
  account: { totp: boolean; passkeys: number },
  next: FormDataEntryValue | null,
) {
  const lang = requestAdminLang(request);
  return {
    meta: adminMeta(lang, "secondStep"),
    next: safeNext(next, adminPath(lang)),
    totp: account.totp,
    passkey: account.passkeys > 0,
  };
}

export function loadVerify(request: Request, context: AppLoadContext) {
  const { account } = pending(request, context);
  return verifyPage(request, account, new URL(request.url).searchParams.get("next"));
}

/** A TOTP code or a recovery code; wrong ones count towards the lockout like passwords. */
export async function verifyAction(request: Request, context: AppLoadContext) {
  const lang = requestAdminLang(request);
  const { services, address } = staffContext(context);
  const { id, account } = pending(request, context);
  const form = postedForm(context);
  const base = verifyPage(request, account, form.get("next"));
  const code = String(form.get("code") ?? "").trim();
  const recovery = String(form.get("recovery") ?? "").trim();
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
  throw onWith(context, session, how === "recovery-code" ? recoveredPath(lang) : base.next);
}
