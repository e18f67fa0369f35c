import type { Route } from "./+types/route";
import { sealFile } from "./seal.server";

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  sealFile(request, context, params);
