import type { AppLoadContext } from "react-router";
import { AUDIT_ACTIONS, type AuditAction, type AuditFilter } from "../../../server/admin/audit";
import { adminMeta } from "../frame/meta";
import { requireStaff, staffContext } from "../guard.server";
import { requestAdminLang } from "../words";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KST_OFFSET = 9 * 3_600_000;

/** Midnight of a Seoul day, in ms; undefined for anything but YYYY-MM-DD. */
function seoulDay(value: string | null): number | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) ? undefined : time - KST_OFFSET;
}

export const PAGE_SIZE = 100;

/** The audit log's filter from GET parameters; a bad value is ignored, never an error. */
export function auditQuery(url: URL) {
  const params = url.searchParams;
  const action = params.get("action");
  const actor = params.get("actor")?.trim().slice(0, 254) || undefined;
  const from = params.get("from");
  const to = params.get("to");
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const end = seoulDay(to);
  const filter: AuditFilter = {
    actor,
    action: AUDIT_ACTIONS.includes(action as AuditAction) ? (action as AuditAction) : undefined,
    from: seoulDay(from),
    to: end === undefined ? undefined : end + 86_400_000,
  };
  return {
    filter,
    page,
    form: {
      actor: actor ?? "",
      action: filter.action ?? "",
      from: filter.from === undefined ? "" : from!,
      to: filter.to === undefined ? "" : to!,
    },
  };
}

const seoul = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Seoul",
  dateStyle: "short",
  timeStyle: "medium",
});

/** "2026-11-22 21:05:09", Seoul time. */
export const seoulTime = (ms: number) => seoul.format(ms);

/** The audit log (owners only): filters as GET parameters, 100 a page, newest first. */
export function loadAudit(request: Request, context: AppLoadContext) {
  requireStaff(request, context, { role: "owner" });
  const { services } = staffContext(context);
  const url = new URL(request.url);
  const { filter, page, form } = auditQuery(url);
  const { entries, total } = services.audit.list({
    ...filter,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return {
    meta: adminMeta(requestAdminLang(request), "audit"),
    form,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
    search: url.search,
    days: services.auditRetentionDays,
    actions: [...AUDIT_ACTIONS],
    entries: entries.map((entry) => ({ ...entry, at: seoulTime(entry.at) })),
  };
}
