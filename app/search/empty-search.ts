/**
 * The header the search page's loader puts on an answer that found nothing, for the server's
 * counting of such searches (server/stats/counter.ts), which takes it off every answer: no
 * browser or cache ever sees it.
 */
export const EMPTY_SEARCH_HEADER = "x-hanbit-empty-search";
