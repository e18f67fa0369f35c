import { data } from "react-router";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { displayName, NAME_MAX } from "../../../server/admin/accounts";
import { adminMeta } from "../frame/meta";
import { setNewPassword } from "../frame/password.server";
import { audit, requireStaff, staffContext } from "../guard.server";
import { RECOVERED } from "../sign-in/recovered";
import { requestAdminLang, word } from "../words";
import { accountWord } from "./words";
import { postedForm } from "../../../server/platform/body";

/**
 * The signed-in person's account: the name that signs their replies and the language of their
 * mail, password, second factors, recovery codes, sessions.
 */
export async function loadAccount(request: Request, context: AppLoadContext) {
  const account = requireStaff(request, context);
  const { services } = staffContext(context);
  return {
    meta: adminMeta(requestAdminLang(request), "account"),
    email: account.email,
    name: account.name ?? "",
    mailLang: account.mailLang,
    totp: account.totp,
    hasPassword: services.accounts.passwordHash(account.id) !== undefined,
    recoveryCodes: account.recoveryCodes,
    passkeys: services.passkeys.list(account.id),
    offer: account.totp ? undefined : await services.totp.offer(account.email),
    // Just signed in with a recovery code (app/admin/sign-in/recovered.ts): ask for a new way in.
    recovered: new URL(request.url).searchParams.has(RECOVERED),
  };
}

type Answer = {
  error?: string;
  done?: string;
  codes?: string[];
  /** The profile as typed, and its name's error, when it is refused. */
  profile?: { name: string; mailLang: string; error: string };
};

/**
 * The account page's posts, by `intent`: profile, password, totp-add, totp-remove,
 * passkey-remove, codes. Each checks, writes, audits and answers the words to show.
 */
export async function accountAction(request: Request, context: AppLoadContext) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { services, address } = staffContext(context);
  const form = postedForm(context);
  const intent = form.get("intent");
  const answer = (body: Answer, status = 200) => data(body, { status });
  const factors = (account.totp ? 1 : 0) + account.passkeys;

  if (intent === "profile") {
    const typed = {
      name: String(form.get("name") ?? ""),
      mailLang: String(form.get("mailLang") ?? ""),
    };
    const parsed = z.object({ name: displayName, mailLang: z.enum(["ko", "en"]) }).safeParse(typed);
    if (!parsed.success) {
      const error = accountWord(lang, "error_name", { max: NAME_MAX });
      return answer({ profile: { ...typed, error } }, 400);
    }
    const changed = services.accounts.setProfile(account.id, parsed.data);
    // The names of what changed, never a value (as the mail settings' entries).
    if (changed.length > 0) {
      audit(request, context, {
        action: "profile-changed",
        target: account.email,
        detail: changed.join(", "),
      });
    }
    return answer({ done: accountWord(lang, "saved") });
  }
  if (intent === "password") {
    const hash = services.accounts.passwordHash(account.id);
    const current = String(form.get("current") ?? "");
    if (!services.mayTry(address)) return answer({ error: word(lang, "rate") }, 429);
    // One who joined with a passkey alone has none to give: the passkey's session is the proof.
    if (hash && !(await services.checkOwnPassword(account.id, current))) {
      services.countFailure(address);
      return answer({ error: word(lang, "wrong") }, 400);
    }
    const problem = await setNewPassword(services, account, form);
    if (problem) return answer({ error: word(lang, problem) }, 400);
    audit(request, context, { action: "password-changed", target: account.email });
    return answer({ done: word(lang, hash ? "passwordChanged" : "passwordSet") });
  }
  if (intent === "totp-add") {
    const secret = String(form.get("secret") ?? "");
    if (!services.totp.enable(account.id, secret, String(form.get("code") ?? ""))) {
      return answer({ error: word(lang, "wrongCode") }, 400);
    }
    audit(request, context, { action: "factor-added", target: account.email, detail: "totp" });
    return answer({ codes: services.recoveryCodes.renew(account.id) });
  }
  if (intent === "totp-remove" || intent === "passkey-remove") {
    if (factors <= 1) return answer({ error: word(lang, "lastFactor") }, 400);
    if (intent === "totp-remove") services.totp.disable(account.id);
    else services.passkeys.remove(account.id, String(form.get("id") ?? ""));
    const detail = intent === "totp-remove" ? "totp" : "passkey";
    audit(request, context, { action: "factor-removed", target: account.email, detail });
    return answer({});
  }
  if (intent === "codes") {
    audit(request, context, { action: "recovery-codes-renewed", target: account.email });
    return answer({ codes: services.recoveryCodes.renew(account.id) });
  }
  return answer({ error: "?" }, 400);
}
