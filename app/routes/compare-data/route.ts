import type { Route } from "./+types/route";
import { compareData } from "../../compare/data.server";
import { messagesFor } from "../../i18n/translate.server";

/**
 * `/compare-data-ko.json` and `/compare-data-en.json`: every product's comparable attributes in
 * one language with the tray's strings, prerendered as files. The static export's compare page
 * builds its table from it, and the compare tray names the products with it (app/compare/tray.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = new URL(request.url).pathname.endsWith("-en.json") ? "en" : "ko";
  const body = { ...compareData(lang), messages: messagesFor(lang, ["comparetray"]) };
  return new Response(JSON.stringify(body), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
