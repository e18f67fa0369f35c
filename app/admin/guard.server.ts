import { data, redirect, type AppLoadContext } from "react-router";
import type { AuditEvent } from "../../server/admin/audit";
import {
  cookieAttributes,
  readCookie,
  sessionCookie,
  type StaffContext,
} from "../../server/admin/http";
import type { Account, Role } from "../../server/admin/services";
import { ABSOLUTE_MS } from "../../server/admin/sessions";
import { adminPath, requestAdminLang } from "./words";

/**
 * The back office's server API for every admin route (docs/architecture.md, Back office):
 * `requireStaff` for the signed-in account, `audit` for the audit log. Only admin routes import
 * this module; the services come from React Router's load context (server/admin/http.ts).
 */

export function staffContext(context: AppLoadContext): StaffContext {
  const staff = (context as { staff?: StaffContext }).staff;
  if (!staff) throw new Error("the back office needs the staff services in the load context");
  return staff;
}

export function sessionId(request: Request, context: AppLoadContext): string | undefined {
  return readCookie(request, sessionCookie(staffContext(context).secure));
}

/** Set-Cookie for a new session id (12 hours at most, as the session itself). */
export function sessionCookieHeader(context: AppLoadContext, id: string): string {
  const { secure } = staffContext(context);
  return `${sessionCookie(secure)}=${id}; ${cookieAttributes(secure, ABSOLUTE_MS / 1000)}`;
}

export function clearSessionCookieHeader(context: AppLoadContext): string {
  const { secure } = staffContext(context);
  return `${sessionCookie(secure)}=; ${cookieAttributes(secure, 0)}`;
}

/** The signed-in account (both steps done), or undefined. */
export function currentStaff(request: Request, context: AppLoadContext): Account | undefined {
  const { services } = staffContext(context);
  const session = services.sessions.read(sessionId(request, context));
  if (!session || session.stage !== "full") return undefined;
  const account = services.accounts.byId(session.accountId);
  return account?.status === "active" ? account : undefined;
}

/**
 * The signed-in account, allowed `role` (owner may do everything). Signed out: a redirect to the
 * sign-in page (`/admin` in the request's language) that comes back here; wrong role: 403.
 */
export function requireStaff(
  request: Request,
  context: AppLoadContext,
  options: { role?: Role } = {},
): Account {
  const account = currentStaff(request, context);
  const lang = requestAdminLang(request);
  if (!account) {
    const url = new URL(request.url);
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`${adminPath(lang)}?next=${encodeURIComponent(back)}`);
  }
  if (options.role === "owner" && account.role !== "owner") {
    throw data({ forbidden: true }, { status: 403 });
  }
  return account;
}

/**
 * Records an event in the audit log, with who (the signed-in account, unless `actor` is given)
 * and the client's address. Targets are references (HF-..., an e-mail of an account), never an
 * inquiry's personal data.
 */
export function audit(
  request: Request,
  context: AppLoadContext,
  event: Omit<AuditEvent, "address" | "actor"> & { actor?: string },
) {
  const { services, address } = staffContext(context);
  const actor = event.actor ?? currentStaff(request, context)?.email;
  services.audit.record({ ...event, actor, address });
}

/** A redirect target from `?next=` that stays in the back office (never another site). */
export function safeNext(value: FormDataEntryValue | string | null, fallback: string): string {
  return typeof value === "string" && /^\/(?:en\/)?admin(?:[/?]|$)/.test(value) ? value : fallback;
}
