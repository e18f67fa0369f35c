import type { Route } from "./+types/route";
import { unitPaper } from "../../../unit.server";

/** One of the unit's papers, to signed-in staff (unit.server.ts). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  unitPaper(request, context, params.serial, params.id);
