import type { Route } from "./+types/download";
import { downloadSheet } from "./import.server";

/** /admin/content/catalogue.xlsx: every product's draft as a spreadsheet (a file). */
export function loader({ request, context }: Route.LoaderArgs) {
  return downloadSheet(request, context);
}
