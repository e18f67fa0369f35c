import { data } from "react-router";
import type { Route } from "./+types/route";
import { Island } from "../../ui/Island";
import { SitePageHeader } from "../../ui/SitePageHeader";
import { requestLang } from "../../i18n/lang";
import { messagesFor } from "../../i18n/translate.server";
import { EMPTY_SEARCH_HEADER } from "../../search/empty-search";
import { serverSearcher } from "../../search/index.server";
import { emptyPagesOf } from "../../empty-pages.server";
import { seoulToday } from "../../lib/site-clock";
import { resultsPage } from "../../search/results-page";
import { keyOf, SearchResults, wantedOf } from "../../tools/SearchResults";
import { readQuery } from "../../site/page-query";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";
import "./search.css";

export const meta = metaFromLoader;

/**
 * `/search?q=` (`&group=product&page=2`: a group's own pages): rendered on the server through
 * the render cache (app/site/page-query.ts reads these); the bare `/search` is prerendered.
 * Canonical is always the bare page; a URL with a query is noindex.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = requestLang(request);
  const wanted = wantedOf(url.searchParams);
  const { query } = wanted;
  const searcher = () => serverSearcher(lang, emptyPagesOf(context, seoulToday()));
  const answer = query ? resultsPage(searcher().search(query), wanted) : null;
  // A search is counted by the server (docs/decisions/021), whether it found nothing ("1") or
  // something ("0"), once per search: not again on a group's later page or a filter.
  const first = answer !== null && !wanted.group && !wanted.page && !wanted.kind && !wanted.family;
  return data(
    {
      served: readQuery(url.pathname, url.search),
      servedKey: keyOf(wanted),
      query,
      answer,
      messages: messagesFor(lang, ["search", "searchbox"]),
      meta: pageMeta("search", url, { noindex: query !== "" }),
    },
    first ? { headers: { [EMPTY_SEARCH_HEADER]: answer.total === 0 ? "1" : "0" } } : undefined,
  );
}

/** The loader's marker reaches the server's counting on a page's answer too. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { served, servedKey, query, answer } = loaderData;
  return (
    <>
      <SitePageHeader page="search" />
      {/* Wakes at the first interaction, or at load where the URL is not the one the server
          answered (the static export's one file): it then searches in the browser. */}
      <Island
        name="search-results"
        wake="interaction"
        words={["nav.searchLabel", "nav.searchPlaceholder", "nav.search", "nav.compare"]}
        namespaces={["search", "searchbox"]}
        query={served}
        of={SearchResults}
        props={{ served, servedKey, query, answer }}
      />
    </>
  );
}
