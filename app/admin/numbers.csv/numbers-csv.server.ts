import { csvDownload, csvText } from "../frame/csv.server";
import type { AppLoadContext } from "react-router";
import { requireStaff } from "../guard.server";
import { requestAdminLang } from "../words";
import { numbersTables, TABLES, type TableId } from "../numbers/numbers.server";
import { UNIT_TABLES, unitsTables, type UnitTableId } from "../numbers/units.server";

/**
 * One of the numbers page's tables as CSV (UTF-8 with BOM, for Excel): headers in the page's
 * language, Seoul dates, every cell through the inquiries' `csvCell` (a search's text is a
 * visitor's and could read as a formula). An unknown table is a 404.
 */
export function numbersCsv(request: Request, context: AppLoadContext) {
  requireStaff(request, context, { role: "owner" });
  const lang = requestAdminLang(request);
  const wanted = new URL(request.url).searchParams.get("table");
  const ofUnits = UNIT_TABLES.includes(wanted as UnitTableId);
  if (!TABLES.includes(wanted as TableId) && !ofUnits) {
    throw new Response("Not Found", { status: 404 });
  }
  const tables = ofUnits
    ? unitsTables(context, lang, new Date())
    : numbersTables(context, lang, new Date());
  const table = tables?.find((t) => t.id === wanted);
  if (!table) throw new Response("Not Found", { status: 404 });
  const lines = [table.headers, ...table.rows.map((row) => [row.label, ...row.values.map(String)])];
  return csvDownload(csvText(lines), `numbers-${table.id}.csv`);
}
