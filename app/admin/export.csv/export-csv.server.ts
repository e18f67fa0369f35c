import { csvDownload } from "../frame/csv.server";
import { redirect, type AppLoadContext } from "react-router";
import { toCsv, toItemsCsv } from "../../../server/inquiries/csv";
import { inboxParams } from "../../../server/inquiries/inbox-query";
import { audit, requireStaff, staffContext } from "../guard.server";
import { adminPath, requestAdminLang } from "../words";
import { inquiriesContext } from "../frame/inquiries.server";
import { inboxWord } from "../frame/inbox-words";
import type { InquiryKind } from "../../../server/inquiries/request-photos";
import { filterOf, MAX_REASON, MIN_REASON } from "../export/export-rules";
import { postedForm } from "../../../server/platform/body";

/** The export form's page: this URL only answers its post. */
export function toExportForm(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const url = new URL(request.url);
  throw redirect(`${adminPath(requestAdminLang(request), "/export")}${url.search}`);
}

/**
 * The staff command's CSV of the filter (a file, so a resource route); the reason and the count
 * go to the audit log. Without a reason of 5 to 200 characters, back to the form.
 */
export async function exportCsv(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const url = new URL(request.url);
  const form = postedForm(context);
  const reason = String(form.get("reason") ?? "")
    .replace(/\p{Cc}/gu, " ")
    .trim();
  const filter = filterOf(url);
  const described = inboxParams(filter);
  if ([...reason].length < MIN_REASON || [...reason].length > MAX_REASON) {
    described.set("problem", "reason");
    throw redirect(`${adminPath(requestAdminLang(request), "/export")}?${described}`);
  }
  const inquiries = inquiriesContext(context).inbox.all(
    filter,
    staffContext(context).services.now(),
  );
  const perLine = form.get("lines") === "1";
  // In the exporter's language, with the times the inbox shows.
  const lang = requestAdminLang(request);
  const style = {
    lang,
    zone: "Asia/Seoul",
    kindName: (kind: InquiryKind) => inboxWord(lang, `kind_${kind}`),
  } as const;
  audit(request, context, {
    action: "inquiry-export",
    detail: `${reason} (${inquiries.length} inquiries; ${described.toString() || "all"}${perLine ? "; lines" : ""})`,
  });
  const day = new Date().toISOString().slice(0, 10);
  const body = perLine ? toItemsCsv(inquiries, style) : toCsv(inquiries, style);
  return csvDownload(body, `inquiries-${day}.csv`);
}
