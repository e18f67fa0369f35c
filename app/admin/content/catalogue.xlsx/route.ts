import type { Route } from "./+types/route";
import { downloadSheet } from "../catalogue/import.server";

/** /admin/content/catalogue.xlsx: every product's draft as a spreadsheet (a file). */
export function loader({ request, context }: Route.LoaderArgs) {
  return downloadSheet(request, context);
}
