import type { AppLoadContext } from "react-router";
import { inboxParams } from "../../../server/inquiries/inbox-query";
import { inboxWord } from "../frame/inbox-words";
import { inquiriesContext } from "../frame/inquiries.server";
import { adminPageMeta } from "../frame/meta";
import { requireStaff, staffContext } from "../guard.server";
import { requestAdminLang } from "../words";
import { filterOf } from "./export-rules";

/** The export's form: what the filter holds, and the reason asked before any data leaves. */
export function loadExport(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const filter = filterOf(new URL(request.url));
  const count = inquiriesContext(context).inbox.list(
    { ...filter, page: 1 },
    staffContext(context).services.now(),
  ).total;
  return {
    meta: adminPageMeta(lang, inboxWord(lang, "exportTitle")),
    filter,
    search: inboxParams(filter).toString(),
    count,
    // Back from export.csv without a good reason.
    problem: new URL(request.url).searchParams.get("problem") === "reason",
  };
}
