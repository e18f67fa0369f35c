import type { Route } from "./+types/route";
import { searchData } from "../../search/index.server";

/**
 * `/search-index-ko.json` and `/search-index-en.json`: the search index with the results' text in
 * one language, prerendered as files at build time; the browser loads one on first focus of a
 * search field (app/search/search-client.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = new URL(request.url).pathname.endsWith("-en.json") ? "en" : "ko";
  return new Response(JSON.stringify(searchData(lang)), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
