import { data, redirect, type AppLoadContext } from "react-router";
import type { AuditEvent } from "../../server/admin/audit";
import {
  cookieAttributes,
  readCookie,
  sessionCookie,
  signedInAccount,
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
  const { services, secure } = staffContext(context);
  return signedInAccount(services, request, secure);
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

/**
 * `audit` for a page that only reads (an inquiry opened): when the log cannot be written (a full
 * disk) the page is still shown, and the event goes to the server's log instead, so the access
 * is still on record somewhere. Exports and changes use `audit`, and are refused then.
 */
export function auditRead(
  request: Request,
  context: AppLoadContext,
  event: Omit<AuditEvent, "address" | "actor">,
) {
  try {
    audit(request, context, event);
  } catch (error) {
    const actor = currentStaff(request, context)?.email;
    const why = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ msg: "audit not written", ...event, actor, why }));
  }
}

/**
 * A redirect target from `?next=` that stays in the back office, else `fallback`: a path under
 * /admin or /en/admin of printable ASCII (a line break or any other would fail the Location
 * header), without "//" or "\\" (another host to a browser), that a URL parser leaves unchanged
 * (no "..", "%2e" or other steps out of /admin).
 */
export function safeNext(value: FormDataEntryValue | string | null, fallback: string): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  if (!/^\/(?:en\/)?admin(?:[/?#]|$)/.test(value) || !/^[\x21-\x7e]+$/.test(value)) return fallback;
  if (value.includes("//") || value.includes("\\")) return fallback;
  const url = new URL(value, "http://site.invalid");
  return url.host === "site.invalid" && url.pathname + url.search + url.hash === value
    ? value
    : fallback;
}
