/**
 * The header the search page's loader puts on a search's first answer, "1" when it found
 * nothing and "0" when it found something, for the server's counting of searches
 * (server/stats/counter.ts), which takes it off every answer: no browser or cache ever sees it.
 */
export const EMPTY_SEARCH_HEADER = "x-hanbit-empty-search";
