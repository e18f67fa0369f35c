import type { Route } from "./+types/route";
import { quoteCatalogue } from "../../quote/catalogue.server";
import { jsonFile } from "../../site/json-file.server";

/**
 * `/quote-catalogue-ko.json` and `/quote-catalogue-en.json`: every product as a quote shows it,
 * prerendered; the static export's contact page reads it to fill in a URL's quote lines
 * (app/inquiry/prefill-client.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = new URL(request.url).pathname.endsWith("-en.json") ? "en" : "ko";
  return jsonFile(quoteCatalogue(lang));
}
