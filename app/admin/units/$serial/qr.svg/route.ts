import type { Route } from "./+types/route";
import { unitQr } from "../../unit.server";

/** The unit's QR code as SVG (unit.server.ts). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  unitQr(request, context, params.serial);
