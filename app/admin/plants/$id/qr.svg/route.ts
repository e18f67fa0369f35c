import type { Route } from "./+types/route";
import { plantQr } from "../../plants.server";

/** The plant's QR code as SVG (plants.server.ts). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  plantQr(request, context, params.id);
