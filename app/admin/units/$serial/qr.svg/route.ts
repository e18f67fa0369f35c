import type { Route } from "./+types/route";
import { requireStaff } from "../../../guard.server";
import { qrSvg } from "../../../../../server/units/label";
import { publicLink, unitOr404 } from "../../units.server";

/** The unit's QR code as SVG (its Korean link, the nameplate's), for a plate maker or print. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context);
  const unit = unitOr404(context, params.serial);
  const svg = await qrSvg(publicLink(unit.token));
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Content-Disposition": `inline; filename="${unit.serial}.svg"`,
    },
  });
}
