import type { Route } from "./+types/route";
import { numbersCsv } from "./numbers-csv.server";

export const loader = ({ request, context }: Route.LoaderArgs) => numbersCsv(request, context);
