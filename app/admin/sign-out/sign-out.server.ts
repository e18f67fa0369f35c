import { redirect, type AppLoadContext } from "react-router";
import {
  audit,
  clearSessionCookieHeader,
  currentStaff,
  sessionId,
  staffContext,
} from "../guard.server";
import { adminPath, requestAdminLang } from "../words";
import { postedForm } from "../../../server/platform/body";

/** Ends this session (`scope=this`) or every session of the account (`scope=everywhere`). */
export async function signOut(request: Request, context: AppLoadContext) {
  const { services } = staffContext(context);
  const form = postedForm(context);
  const account = currentStaff(request, context);
  const id = sessionId(request, context);
  if (account) {
    const everywhere = form.get("scope") === "everywhere";
    if (everywhere) services.sessions.removeAll(account.id);
    else if (id) services.sessions.remove(id);
    audit(request, context, {
      action: everywhere ? "sign-out-everywhere" : "sign-out",
      actor: account.email,
    });
  } else if (id) {
    services.sessions.remove(id);
  }
  throw redirect(adminPath(requestAdminLang(request)), {
    headers: { "Set-Cookie": clearSessionCookieHeader(context) },
  });
}
