import type { Route } from "./+types/route";
import { keptFileDownload } from "../../../kept.server";

/** A file kept with an inquiry, to signed-in staff only (kept.server.ts). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  keptFileDownload(request, context, params.ref, params.id);
