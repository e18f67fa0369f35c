import { join } from "node:path";
import type { MiddlewareHandler } from "hono";
import { purposeOpen } from "../../app/content/privacy";
import { EMPTY_SEARCH_HEADER } from "../../app/search/empty-search";
import { keptSearch } from "./filter";
import { batchKey, openStatsStore, type StatsBatch, type StatsStore } from "./store";

/**
 * Counting off the request's path (docs/decisions/021): a request adds one to a number in memory;
 * every `flushSeconds` (and on close) the numbers go to `{DATA_DIR}/stats.sqlite` in one
 * transaction. Days are Seoul days; days older than `retentionDays` are deleted at open and daily.
 */

/** Distinct keys held in memory between flushes, at most (a flood of made-up searches). */
const MAX_PENDING = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
/** Searches' texts are kept 12 months at most, whatever the days the other counts are kept. */
export const SEARCH_RETENTION_DAYS = 365;

const SEOUL_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
/** YYYY-MM-DD in Seoul. */
export const seoulDay = (at: Date) => SEOUL_DAY.format(at);

export interface StatsOptions {
  retentionDays: number;
  flushSeconds: number;
  now?: () => number;
  log?: (line: string) => void;
}

export type Stats = ReturnType<typeof openStats>;

export function openStats(
  dataDir: string,
  { retentionDays, flushSeconds, now = Date.now, log = console.log }: StatsOptions,
) {
  const store: StatsStore = openStatsStore(join(dataDir, "stats.sqlite"));
  const empty = (): StatsBatch => ({
    views: new Map(),
    searches: new Map(),
    found: new Map(),
    opened: new Map(),
  });
  let pending: StatsBatch = empty();
  const add = (map: Map<string, number>, key: string) => {
    const count = map.get(key);
    if (count !== undefined) map.set(key, count + 1);
    else if (map.size < MAX_PENDING) map.set(key, 1);
  };
  const flush = () => {
    const batch = pending;
    pending = empty();
    try {
      store.write(batch);
    } catch (error) {
      // Counts are worth less than the site: a failed write is logged and dropped.
      log(`Counts not written: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  /** The first day kept: today and the `retentionDays - 1` days before it. */
  const firstKept = () => seoulDay(new Date(now() - (retentionDays - 1) * DAY_MS));
  const purge = () => {
    const texts = seoulDay(new Date(now() - (SEARCH_RETENTION_DAYS - 1) * DAY_MS));
    const deleted = store.purge(firstKept(), texts);
    if (deleted > 0) log(`Counts: deleted ${deleted} row(s) older than ${retentionDays} days`);
    return deleted;
  };
  purge();
  const flushing = setInterval(flush, flushSeconds * 1000);
  flushing.unref();
  const purging = setInterval(purge, DAY_MS);
  purging.unref();

  // Today in Seoul, worked out again only at the next Seoul midnight (Seoul is UTC+9 all year).
  let day = "";
  let dayEnds = 0;
  const today = () => {
    const at = now();
    if (at >= dayEnds) {
      day = seoulDay(new Date(at));
      dayEnds = at - ((at + SEOUL_OFFSET_MS) % DAY_MS) + DAY_MS;
    }
    return day;
  };

  return {
    store,
    retentionDays,
    today,
    /** One view of a public page. */
    countView: (path: string) => add(pending.views, batchKey(today(), path)),
    /** One search that found nothing; its text is kept only if `keptSearch` allows. */
    countEmptySearch: (raw: string | null) => {
      const text = keptSearch(raw);
      if (text) add(pending.searches, batchKey(today(), text));
    },
    /** One search that found something; its text is kept only if `keptSearch` allows. */
    countFoundSearch: (raw: string | null) => {
      // The words of searches that found something are kept only from the policy that says so.
      if (!purposeOpen("search-words", today())) return;
      const text = keptSearch(raw);
      if (text) add(pending.found!, batchKey(today(), text));
    },
    /** A result opened from a search's page (a page asked for with that page as referrer). */
    countOpened: (raw: string | null) => {
      if (!purposeOpen("search-words", today())) return;
      const text = keptSearch(raw);
      if (text) add(pending.opened!, batchKey(today(), text));
    },
    flush,
    purge,
    close() {
      clearInterval(flushing);
      clearInterval(purging);
      flush();
      store.close();
    },
  };
}

/** User agents that say they are robots, link previews or tools (checked, never kept). */
const ROBOT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|lighthouse|headless|curl\/|wget\//i;
const PUBLIC_PAGE = /^public\b/;

/**
 * The page a counted answer shows, or undefined when it is not one: a 200 to a GET that a cache
 * may keep (public), of HTML or of route data (a navigation with JavaScript: "/x.data" is "/x",
 * "/_root.data" is "/").
 */
export function viewedPage(path: string, headers: Headers): string | undefined {
  if (!PUBLIC_PAGE.test(headers.get("Cache-Control") ?? "")) return undefined;
  if (path.endsWith(".data")) {
    const page = path.slice(0, -".data".length);
    return page === "/_root" ? "/" : page;
  }
  return headers.get("Content-Type")?.startsWith("text/html") ? path : undefined;
}

/** A request from a person's browser as far as cheap signs tell: not a robot, not a prefetch. */
export function fromVisitor(headers: Headers): boolean {
  const agent = headers.get("User-Agent");
  if (!agent || ROBOT.test(agent)) return false;
  const purpose = `${headers.get("Sec-Purpose") ?? ""} ${headers.get("Purpose") ?? ""}`;
  return !/prefetch|prerender/i.test(purpose);
}

/**
 * Counts each page a visitor is shown, each search (that found nothing, or something) and each
 * result opened from a search, after the answer is made: a few map operations, no I/O. Takes the
 * search page's marker off every answer, counted or not.
 */
export function countRequests(stats: Stats | undefined): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    // "1": the search found nothing; "0": it found something.
    const marker = headers.get(EMPTY_SEARCH_HEADER);
    const emptySearch = marker === "1";
    if (marker !== null) {
      try {
        headers.delete(EMPTY_SEARCH_HEADER);
      } catch {
        c.res = new Response(c.res.body, c.res);
        c.res.headers.delete(EMPTY_SEARCH_HEADER);
      }
    }
    if (!stats || c.req.method !== "GET" || c.res.status !== 200) return;
    if (!fromVisitor(c.req.raw.headers)) return;
    const url = new URL(c.req.url);
    const page = viewedPage(url.pathname, c.res.headers);
    if (!page || /^\/(?:en\/)?admin(?:\/|$)/i.test(page)) return;
    stats.countView(page);
    if (emptySearch) stats.countEmptySearch(url.searchParams.get("q"));
    else if (marker === "0") stats.countFoundSearch(url.searchParams.get("q"));
    else {
      const query = searchOpened(c.req.header("Referer"), url);
      if (query !== undefined) stats.countOpened(query);
    }
  };
}

/**
 * The query of the site's results page a page was opened from, by its Referer (the site sends
 * the full address to its own pages): undefined for any other referrer.
 */
export function searchOpened(referer: string | undefined, url: URL): string | undefined {
  if (!referer) return undefined;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return undefined;
  }
  if (from.host !== url.host || !/^\/(?:en\/)?search(?:\.data)?$/.test(from.pathname))
    return undefined;
  if (/^\/(?:en\/)?search(?:\.data)?$/.test(url.pathname)) return undefined;
  return from.searchParams.get("q") ?? undefined;
}
