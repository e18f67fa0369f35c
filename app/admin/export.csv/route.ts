import type { Route } from "./+types/route";
import { exportCsv, toExportForm } from "./export-csv.server";

/** The export form's page: this URL only answers its post. */
export const loader = ({ request, context }: Route.LoaderArgs) => toExportForm(request, context);

/** The inquiries of a filter as CSV, with a reason (rules: export-csv.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => exportCsv(request, context);
