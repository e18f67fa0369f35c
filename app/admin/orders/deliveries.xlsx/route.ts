import type { Route } from "./+types/route";
import { deliveriesSheet } from "../deliveries.server";

/** A month's deliveries as an .xlsx for the accountant, to signed-in staff (a file). */
export const loader = ({ request, context }: Route.LoaderArgs) => deliveriesSheet(request, context);
