import type { Route } from "./+types/route";
import { requireStaff } from "../../../guard.server";
import { requestAdminLang } from "../../../words";
import { labelPdf } from "../../../../../server/units/label";
import { findProductById } from "../../../../content/catalog/catalog.server";
import { publicLink, unitOr404 } from "../../units.server";

/**
 * The unit's label sheet: an A4 PDF of eight labels (QR code, serial, product code, tag, short
 * address), in the documents' font. Made on request from staff's own record: a page of fixed
 * layout whose texts the store bounds, a few milliseconds of work.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context);
  const unit = unitOr404(context, params.serial);
  const product = findProductById(unit.productId);
  const bytes = await labelPdf(
    {
      serial: unit.serial,
      productCode: product?.code ?? unit.productCode,
      tag: unit.tag,
      link: publicLink(unit.token),
    },
    requestAdminLang(request),
    new Date(unit.tokenChangedAt ?? unit.createdAt),
  );
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="${unit.serial}-label.pdf"`,
    },
  });
}
