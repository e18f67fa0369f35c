import type { AppLoadContext } from "react-router";
import { csvDownload, csvText } from "../frame/csv.server";
import { audit, requireStaff, staffContext } from "../guard.server";
import { requestAdminLang, word } from "../words";
import { actionLabel, auditDetail } from "../audit/labels";
import { auditQuery, seoulTime } from "../audit/query.server";

/**
 * The filtered audit log as CSV (UTF-8 with BOM, for Excel) in the page's language, Seoul times;
 * the last column keeps each action's code for sorting and scripts. The export is itself audited.
 */
export function auditCsv(request: Request, context: AppLoadContext) {
  requireStaff(request, context, { role: "owner" });
  const lang = requestAdminLang(request);
  const { services } = staffContext(context);
  const { filter } = auditQuery(new URL(request.url));
  const { entries } = services.audit.list(filter);
  audit(request, context, { action: "audit-export", detail: `${entries.length} entries` });
  const rows = entries.map((e) => [
    seoulTime(e.at),
    e.actor ?? "",
    actionLabel(lang, e.action),
    e.target ?? "",
    auditDetail(lang, e.action, e.detail),
    e.address ?? "",
    e.action,
  ]);
  const headers = (
    ["when", "who", "action", "target", "detail", "address", "actionCode"] as const
  ).map((key) => word(lang, key));
  const lines = [headers, ...rows];
  return csvDownload(csvText(lines), "audit.csv");
}
