import type { Route } from "./+types/route";
import { auditCsv } from "./audit-csv.server";

export const loader = ({ request, context }: Route.LoaderArgs) => auditCsv(request, context);
