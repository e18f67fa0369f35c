import type { Route } from "./+types/route";
import { templateDownload } from "./template.server";

/** The empty spreadsheet for many units at once (template.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  templateDownload(request, context);
