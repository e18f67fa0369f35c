import { useState } from "react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/route";
import { displayName, NAME_MAX } from "../../../../server/admin/accounts";
import { Csrf } from "../../frame/Csrf";
import { FormMessage } from "../../frame/FormMessage";
import { adminMeta, adminRouteMeta } from "../../frame/meta";
import { PasswordFields } from "../../frame/PasswordFields";
import { RecoveryCodes } from "../../frame/RecoveryCodes";
import { TotpSetup, type TotpOffer } from "../../frame/TotpSetup";
import { useWords } from "../../frame/use-admin";
import { sessionCookieHeader, staffContext } from "../../guard.server";
import { PasskeyButton } from "../../passkey/PasskeyButton";
import { adminPath, requestAdminLang, word } from "../../words";

/**
 * The invitation link's page: the person's name first when the invitation gave none (it signs
 * their replies), then a passkey alone (it checks it is them, so no password is needed) or a
 * password and a second factor (an authenticator app, which needs no JavaScript, or a passkey).
 * The link is spent when the passkey or the second factor is set; every way ends on ten recovery
 * codes, shown this once.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = requestAdminLang(request);
  const { services } = staffContext(context);
  const invitation = services.accounts.invitation(params.token);
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

export const meta = adminRouteMeta;

type JoinAnswer = {
  error?: string;
  totp?: TotpOffer;
  codes?: string[];
  /** The name as typed, when it is refused. */
  name?: string;
};
const answer = (body: JoinAnswer, init?: number | ResponseInit) => data(body, init);

export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = requestAdminLang(request);
  const { services, address } = staffContext(context);
  const form = await request.formData();
  const invitation = services.accounts.invitation(params.token);
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
    throw redirect(adminPath(lang, `/join/${params.token}`));
  }
  if (form.get("intent") === "password") {
    const password = String(form.get("password") ?? "");
    if (password !== String(form.get("again") ?? "")) {
      return answer({ error: word(lang, "mismatch") }, 400);
    }
    const problem = services.passwordProblem(password, account.email);
    if (problem) return answer({ error: word(lang, problem) }, 400);
    await services.setPassword(account.id, password);
    throw redirect(adminPath(lang, `/join/${params.token}`));
  }
  if (form.get("intent") === "totp") {
    if (services.accounts.passwordHash(account.id) === undefined) {
      throw redirect(adminPath(lang, `/join/${params.token}`));
    }
    const secret = String(form.get("secret") ?? "");
    if (!services.totp.enable(account.id, secret, String(form.get("code") ?? ""))) {
      services.countFailure(address);
      const totp = await services.totp.offer(account.email, secret);
      return answer({ error: word(lang, "wrongCode"), totp }, 400);
    }
    const { codes, session } = services.completeJoin(params.token, account, "totp", address);
    // The status is said outright: otherwise the loader's 404 for the link, spent by now, is the
    // status of the page that shows the codes.
    return answer(
      { codes },
      { status: 200, headers: { "Set-Cookie": sessionCookieHeader(context, session) } },
    );
  }
  return answer({ error: word(lang, "badLink") }, 400);
}

export default function Join({ loaderData, actionData, params }: Route.ComponentProps) {
  const { lang, w } = useWords();
  // A passkey join answers with its codes in JSON (the ceremony needs JavaScript anyway).
  const [passkeyCodes, setPasskeyCodes] = useState<string[]>();
  const codes = actionData?.codes ?? passkeyCodes;
  if (codes) {
    return (
      <>
        <h1>{w("join")}</h1>
        <RecoveryCodes codes={codes} continueTo={adminPath(lang)} />
      </>
    );
  }
  if (loaderData.state === "bad-link") {
    return (
      <section className="admin-card admin-narrow">
        <h1>{w("join")}</h1>
        <p role="alert">{w("badLink")}</p>
      </section>
    );
  }
  const error = actionData?.error;
  const totp = actionData?.totp ?? loaderData.totp;
  return (
    <section className="admin-card" aria-labelledby="join-title">
      <h1 id="join-title">{w("join")}</h1>
      <p>
        {w(loaderData.state === "name" ? "joinNameText" : "joinText", {
          email: loaderData.email,
        })}
      </p>
      {loaderData.state === "name" ? (
        <Form method="post" className="admin-form admin-narrow">
          <Csrf />
          <input type="hidden" name="intent" value="name" />
          <label htmlFor="join-name">{w("joinName")}</label>
          <input
            id="join-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={NAME_MAX * 2}
            defaultValue={actionData?.name}
            aria-invalid={error ? true : undefined}
            aria-describedby={`join-name-hint${error ? " join-name-error" : ""}`}
          />
          <p id="join-name-hint" className="admin-hint">
            {w("joinNameHint")}
          </p>
          {error && (
            <p id="join-name-error" className="admin-message admin-message-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit">{w("continue")}</button>
        </Form>
      ) : loaderData.state === "start" ? (
        <>
          <FormMessage text={error} />
          <h2>{w("joinPasskeyTitle")}</h2>
          <p>{w("joinPasskeyText")}</p>
          <PasskeyButton
            ceremony="join"
            token={params.token}
            label={w("joinWithPasskey")}
            noScript={w("joinPasskeyNoJs")}
            failure={() => w("joinPasskeyFailed")}
            onCodes={setPasskeyCodes}
          />
          <h2 className="admin-join-or">{w("joinPasswordTitle")}</h2>
          <Form method="post" className="admin-form admin-narrow">
            <Csrf />
            <input type="hidden" name="intent" value="password" />
            <PasswordFields id="join" />
            <button type="submit">{w("savePassword")}</button>
          </Form>
        </>
      ) : (
        <>
          <FormMessage text={error} />
          <p role="status">{w("passwordSaved")}</p>
          <h2>{w("totpTitle")}</h2>
          {totp && <TotpSetup offer={totp} intent="totp" />}
          <h2>{w("passkeyTitle")}</h2>
          <p>{w("passkeyText")}</p>
          <PasskeyButton
            ceremony="join"
            token={params.token}
            label={w("addPasskey")}
            onCodes={setPasskeyCodes}
          />
        </>
      )}
    </section>
  );
}
