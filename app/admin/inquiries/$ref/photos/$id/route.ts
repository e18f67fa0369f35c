import type { Route } from "./+types/route";
import { photoDownload } from "../../../kept.server";

/** A photo of a unit's service request, to signed-in staff only (kept.server.ts). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  photoDownload(request, context, params.ref, params.id);
