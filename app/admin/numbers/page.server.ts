import type { AppLoadContext } from "react-router";
import { orderNumbers } from "../../../server/stats/order-numbers";
import { requestNumbers } from "../../../server/stats/request-numbers";
import { adminMeta } from "../frame/meta";
import { inquiriesContext } from "../frame/inquiries.server";
import { requireStaff, staffContext } from "../guard.server";
import { requestAdminLang } from "../words";
import { numbersTables, responsesOf, seoulDay, statsContext } from "./numbers.server";
import { unitsTables } from "./units.server";

/**
 * The owner's numbers (owners only): inquiries per month, week, sector and product, searches
 * that found nothing and the most viewed products; each a chart drawn on the server beside its
 * table, and a CSV of the table (docs/decisions/021).
 */
export function loadNumbers(request: Request, context: AppLoadContext) {
  requireStaff(request, context, { role: "owner" });
  const lang = requestAdminLang(request);
  // The staff services' clock, as the other back-office pages (a test sets it).
  const now = new Date(staffContext(context).services.now());
  return {
    meta: adminMeta(lang, "numbers"),
    /** 0: counting is off (STATS_RETENTION_DAYS=0). */
    days: statsContext(context)?.retentionDays ?? 0,
    today: seoulDay(now),
    tables: numbersTables(context, lang, now),
    responses: responsesOf(context, now),
    /** Delivered units (units.server.ts); none where the server keeps no units. */
    units: unitsTables(context, lang, now),
    // Service and parts requests from units' pages (issue 58): a section of its own.
    unitRequests: requestNumbers(inquiriesContext(context).store.database, now),
    // Orders (issue 82 item 8): on time, days from won to delivered, the open book.
    orders: orderNumbers(inquiriesContext(context).store.database, now),
  };
}
