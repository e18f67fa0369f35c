import type { Route } from "./+types/route";
import { mailFile } from "./file.server";

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  mailFile(request, context, params);
