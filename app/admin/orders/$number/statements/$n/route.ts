import type { Route } from "./+types/route";
import { orderStatement } from "../../../orders.server";

/** A delivery's 거래명세서 (PDF), to signed-in staff (orders.server.ts). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  orderStatement(request, context, params.number, params.n);
