import type { Route } from "./+types/route";
import { orderLabels } from "../../../orders.server";

/** The nameplate labels of a delivery's units (PDF), to signed-in staff (orders.server.ts). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  orderLabels(request, context, params.number, params.n);
