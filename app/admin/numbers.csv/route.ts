import type { Route } from "./+types/route";
import { csvCell } from "../../../server/inquiries/csv";
import { requireStaff } from "../guard.server";
import { requestAdminLang } from "../words";
import { numbersTables, TABLES, type TableId } from "../numbers/numbers.server";
import { UNIT_TABLES, unitsTables, type UnitTableId } from "../numbers/units.server";

/**
 * One of the numbers page's tables as CSV (UTF-8 with BOM, for Excel): headers in the page's
 * language, Seoul dates, every cell through the inquiries' `csvCell` (a search's text is a
 * visitor's and could read as a formula). An unknown table is a 404.
 */
export function loader({ request, context }: Route.LoaderArgs) {
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
  const body = `\uFEFF${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="numbers-${table.id}.csv"`,
    },
  });
}
