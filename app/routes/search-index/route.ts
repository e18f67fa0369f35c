import type { Route } from "./+types/route";
import { searchData, searchTexts } from "../../search/index.server";
import { jsonFile } from "../../site/json-file.server";
import { emptyPagesOf } from "../../empty-pages.server";
import { seoulToday } from "../../lib/site-clock";

/**
 * `/search-index-{ko,en}.json`, the search index with the results' titles in one language, and
 * `/search-text-{ko,en}.json`, their texts for snippets: prerendered as files at build time. The
 * browser loads the index on first focus of a search field, the texts only where it computes a
 * results page (app/search/search-client.ts).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const lang = pathname.endsWith("-en.json") ? "en" : "ko";
  const empty = emptyPagesOf(context, seoulToday());
  const body = pathname.startsWith("/search-text-")
    ? searchTexts(lang, empty)
    : searchData(lang, empty);
  return jsonFile(body);
}
