import type { Route } from "./+types/route";
import { unitLabel } from "../../unit.server";

/** The unit's label sheet, an A4 PDF of eight labels (unit.server.ts). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  unitLabel(request, context, params.serial);
