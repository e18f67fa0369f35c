import { data, redirect, type AppLoadContext } from "react-router";
import { displayName, NAME_MAX } from "../../../server/admin/accounts";
import type { TotpOffer } from "../frame/TotpSetup";
import { adminMeta } from "../frame/meta";
import { setNewPassword } from "../frame/password.server";
import { sessionCookieHeader, staffContext } from "../guard.server";
import { adminPath, requestAdminLang, word } from "../words";
import { postedForm } from "../../../server/platform/body";

/**
 * The invitation link's page: the person's name first when the invitation gave none (it signs
 * their replies), then a passkey alone (it checks it is them, so no password is needed) or a
 * password and a second factor (an authenticator app, which needs no JavaScript, or a passkey).
 * The link is spent when the passkey or the second factor is set; every way ends on ten recovery
 * codes, shown this once.
 */
export async function loadJoin(request: Request, context: AppLoadContext, token: string) {
  const lang = requestAdminLang(request);
  const { services } = staffContext(context);
  const invitation = services.accounts.invitation(token);
  if (!invitation) {
    return data({ meta: adminMeta(lang, "join"), state: "bad-link" as const }, { status: 404 });
  }
  const { account } = invitation;
  const hasPassword = services.accounts.passwordHash(account.id) !== undefined;
  const state = hasPassword ? "factor" : account.name ? "start" : "name";
  return {
    meta: adminMeta(lang, "join"),
    state: state as "factor" | "start" | "name",
    email: account.email,
    totp: hasPassword ? await services.totp.offer(account.email) : undefined,
  };
}

export type JoinAnswer = {
  error?: string;
  totp?: TotpOffer;
  codes?: string[];
  /** The name as typed, when it is refused. */
  name?: string;
};
const answer = (body: JoinAnswer, init?: number | ResponseInit) => data(body, init);

/** The join page's posts, by `intent`: name, password, totp (a passkey joins by /admin/passkey). */
export async function joinAction(request: Request, context: AppLoadContext, token: string) {
  const lang = requestAdminLang(request);
  const { services, address } = staffContext(context);
  const form = postedForm(context);
  const invitation = services.accounts.invitation(token);
  if (!invitation || !services.mayTry(address)) {
    return answer({ error: word(lang, invitation ? "rate" : "badLink") }, 429);
  }
  const { account } = invitation;
  if (form.get("intent") === "name") {
    const typed = String(form.get("name") ?? "");
    const name = displayName.safeParse(typed);
    if (!name.success || !name.data) {
      return answer({ error: word(lang, "joinNameError", { max: NAME_MAX }), name: typed }, 400);
    }
    services.accounts.setProfile(account.id, { name: name.data, mailLang: account.mailLang });
    throw redirect(adminPath(lang, `/join/${token}`));
  }
  if (form.get("intent") === "password") {
    const problem = await setNewPassword(services, account, form);
    if (problem) return answer({ error: word(lang, problem) }, 400);
    throw redirect(adminPath(lang, `/join/${token}`));
  }
  if (form.get("intent") === "totp") {
    if (services.accounts.passwordHash(account.id) === undefined) {
      throw redirect(adminPath(lang, `/join/${token}`));
    }
    const secret = String(form.get("secret") ?? "");
    if (!services.totp.enable(account.id, secret, String(form.get("code") ?? ""))) {
      services.countFailure(address);
      const totp = await services.totp.offer(account.email, secret);
      return answer({ error: word(lang, "wrongCode"), totp }, 400);
    }
    const { codes, session } = services.completeJoin(token, account, "totp", address);
    // The status is said outright: otherwise the loader's 404 for the link, spent by now, is the
    // status of the page that shows the codes.
    return answer(
      { codes },
      { status: 200, headers: { "Set-Cookie": sessionCookieHeader(context, session) } },
    );
  }
  return answer({ error: word(lang, "badLink") }, 400);
}
