import { useState } from "react";
import type { Route } from "./+types/route";
import { NAME_MAX } from "../../../../server/admin/accounts";
import { InputField } from "../../frame/Field";
import { FormMessage } from "../../frame/FormMessage";
import { PostForm } from "../../frame/PostForm";
import { adminRouteMeta } from "../../frame/meta";
import { PasswordFields } from "../../frame/PasswordFields";
import { RecoveryCodes } from "../../frame/RecoveryCodes";
import { TotpSetup } from "../../frame/TotpSetup";
import { useWords } from "../../frame/use-admin";
import { PasskeyButton } from "../../passkey/PasskeyButton";
import { adminPath } from "../../words";
import { joinAction, loadJoin } from "../join.server";

/** The invitation link's page (what it asks, in which order: join.server.ts). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadJoin(request, context, params.token);

export const meta = adminRouteMeta;

export const action = ({ request, context, params }: Route.ActionArgs) =>
  joinAction(request, context, params.token);

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
  const passkey = { ceremony: "join", token: params.token, onCodes: setPasskeyCodes } as const;
  return (
    <section className="admin-card" aria-labelledby="join-title">
      <h1 id="join-title">{w("join")}</h1>
      <p>
        {w(loaderData.state === "name" ? "joinNameText" : "joinText", {
          email: loaderData.email,
        })}
      </p>
      {loaderData.state === "name" ? (
        <PostForm intent="name" className="admin-form admin-narrow">
          <InputField
            id="join-name"
            label={w("joinName")}
            hint={w("joinNameHint")}
            error={error}
            alert
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={NAME_MAX * 2}
            defaultValue={actionData?.name}
          />
          <button type="submit">{w("continue")}</button>
        </PostForm>
      ) : loaderData.state === "start" ? (
        <>
          <FormMessage text={error} />
          <h2>{w("joinPasskeyTitle")}</h2>
          <p>{w("joinPasskeyText")}</p>
          <PasskeyButton
            {...passkey}
            label={w("joinWithPasskey")}
            noScript={w("joinPasskeyNoJs")}
            failure={() => w("joinPasskeyFailed")}
          />
          <h2 className="admin-join-or">{w("joinPasswordTitle")}</h2>
          <PostForm intent="password" className="admin-form admin-narrow">
            <PasswordFields id="join" />
            <button type="submit">{w("savePassword")}</button>
          </PostForm>
        </>
      ) : (
        <>
          <FormMessage text={error} />
          <p role="status">{w("passwordSaved")}</p>
          <h2>{w("totpTitle")}</h2>
          {totp && <TotpSetup offer={totp} intent="totp" />}
          <h2>{w("passkeyTitle")}</h2>
          <p>{w("passkeyText")}</p>
          <PasskeyButton {...passkey} label={w("addPasskey")} />
        </>
      )}
    </section>
  );
}
