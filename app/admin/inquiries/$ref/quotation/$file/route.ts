import type { Route } from "./+types/route";
import { quotationDownload } from "../quotation.server";

/** A sent quotation's PDF or .xlsx, to signed-in staff only (quotation.server.ts). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  quotationDownload(request, context, params.ref, params.file);
