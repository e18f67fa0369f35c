import type { MigrationStep } from "../db/migrate";
import { openDatabase } from "../db/open";

/**
 * The site's counts (docs/decisions/021-counting-without-personal-data.md): page views per Seoul
 * day and path, searches that found nothing per day and text, and searches that found something
 * with how many had a result opened. Nothing else: no cookie, no address, no user agent, no time
 * finer than the day.
 */

// Each entry upgrades the schema by one version (PRAGMA user_version); never edit a shipped one.
export const STATS_MIGRATIONS: readonly MigrationStep[] = [
  `CREATE TABLE page_views (
     day TEXT NOT NULL,
     path TEXT NOT NULL,
     views INTEGER NOT NULL CHECK (views >= 0),
     PRIMARY KEY (day, path)
   ) WITHOUT ROWID;
   CREATE TABLE empty_searches (
     day TEXT NOT NULL,
     query TEXT NOT NULL,
     searches INTEGER NOT NULL CHECK (searches >= 0),
     PRIMARY KEY (day, query)
   ) WITHOUT ROWID;`,
  // Issue 78: searches that found something, and how many of them had a result opened.
  `CREATE TABLE result_searches (
     day TEXT NOT NULL,
     query TEXT NOT NULL,
     searches INTEGER NOT NULL CHECK (searches >= 0),
     opened INTEGER NOT NULL CHECK (opened >= 0),
     PRIMARY KEY (day, query)
   ) WITHOUT ROWID;`,
];

/** Counts gathered in memory: "day\npath" (or "day\nquery") -> how many. */
export interface StatsBatch {
  views: Map<string, number>;
  searches: Map<string, number>;
  /** Searches that found something, and the results opened from them ("day\nquery"). */
  found?: Map<string, number>;
  opened?: Map<string, number>;
}

/** Distinct texts of searches without results kept per day, at most. */
export const SEARCH_TEXTS_PER_DAY = 2000;

export const batchKey = (day: string, what: string) => `${day}\n${what}`;

export type StatsStore = ReturnType<typeof openStatsStore>;

export function openStatsStore(file: string) {
  const db = openDatabase(file, `the counts database ${file}`, STATS_MIGRATIONS, [
    // Counts are cheap to lose (a crash loses seconds of them): no fsync per flush.
    "synchronous = NORMAL",
  ]);
  const addView = db.prepare(
    `INSERT INTO page_views (day, path, views) VALUES (?, ?, ?)
     ON CONFLICT (day, path) DO UPDATE SET views = views + excluded.views`,
  );
  const moreSearches = db.prepare(
    "UPDATE empty_searches SET searches = searches + ? WHERE day = ? AND query = ?",
  );
  const newSearch = db.prepare(
    "INSERT INTO empty_searches (day, query, searches) VALUES (?, ?, ?)",
  );
  const textsOfDay = db.prepare("SELECT COUNT(*) FROM empty_searches WHERE day = ?").pluck();
  const moreFound = db.prepare(
    `UPDATE result_searches SET searches = searches + ?, opened = opened + ?
     WHERE day = ? AND query = ?`,
  );
  const newFound = db.prepare(
    "INSERT INTO result_searches (day, query, searches, opened) VALUES (?, ?, ?, ?)",
  );
  const foundOfDay = db.prepare("SELECT COUNT(*) FROM result_searches WHERE day = ?").pluck();
  const write = db.transaction((batch: StatsBatch) => {
    for (const [key, count] of batch.views) addView.run(...split(key), count);
    // A flood of made-up searches adds at most SEARCH_TEXTS_PER_DAY rows a day; texts already
    // kept still count.
    const room = new Map<string, number>();
    for (const [key, count] of batch.searches) {
      const [day, query] = split(key);
      if (moreSearches.run(count, day, query).changes > 0) continue;
      const left = room.get(day) ?? SEARCH_TEXTS_PER_DAY - (textsOfDay.get(day) as number);
      if (left <= 0) continue;
      newSearch.run(day, query, count);
      room.set(day, left - 1);
    }
    // The same bound for searches that found something; a result opened adds to its search's
    // row only (an opening whose search was not kept is not kept either).
    const foundRoom = new Map<string, number>();
    for (const [key, count] of batch.found ?? []) {
      const [day, query] = split(key);
      const opened = batch.opened?.get(key) ?? 0;
      if (moreFound.run(count, opened, day, query).changes > 0) continue;
      const left = foundRoom.get(day) ?? SEARCH_TEXTS_PER_DAY - (foundOfDay.get(day) as number);
      if (left <= 0) continue;
      newFound.run(day, query, count, opened);
      foundRoom.set(day, left - 1);
    }
    for (const [key, opened] of batch.opened ?? []) {
      if (batch.found?.has(key)) continue;
      const [day, query] = split(key);
      moreFound.run(0, opened, day, query);
    }
  });
  const purgeViews = db.prepare("DELETE FROM page_views WHERE day < ?");
  const purgeSearches = db.prepare("DELETE FROM empty_searches WHERE day < ?");
  const purgeFound = db.prepare("DELETE FROM result_searches WHERE day < ?");
  const purge = db.transaction((before: string, searchesBefore: string = before) => {
    const texts = searchesBefore > before ? searchesBefore : before;
    return (
      purgeViews.run(before).changes +
      purgeSearches.run(texts).changes +
      purgeFound.run(texts).changes
    );
  });
  const viewsByPath = db.prepare(
    `SELECT path, SUM(views) AS views FROM page_views WHERE day BETWEEN ? AND ?
     GROUP BY path ORDER BY views DESC, path`,
  );
  const topSearches = db.prepare(
    `SELECT query, SUM(searches) AS searches FROM empty_searches WHERE day BETWEEN ? AND ?
     GROUP BY query ORDER BY searches DESC, query LIMIT ?`,
  );

  const unopened = db.prepare(
    `SELECT query, SUM(searches) AS searches FROM result_searches WHERE day BETWEEN ? AND ?
     GROUP BY query HAVING SUM(opened) = 0 ORDER BY searches DESC, query LIMIT ?`,
  );

  return {
    file,
    /** Adds a batch of counts in one transaction. */
    write: (batch: StatsBatch) => {
      if (
        batch.views.size > 0 ||
        batch.searches.size > 0 ||
        (batch.found?.size ?? 0) > 0 ||
        (batch.opened?.size ?? 0) > 0
      )
        write.immediate(batch);
    },
    /**
     * Deletes the days before `before` (YYYY-MM-DD), and the searches' texts before
     * `searchesBefore` too where that is later (they are kept 12 months); returns the rows deleted.
     */
    purge: (before: string, searchesBefore?: string) => purge.immediate(before, searchesBefore),
    /** Views per path over the days from `from` to `to` (YYYY-MM-DD, both included), most first. */
    viewsByPath: (from: string, to: string) =>
      viewsByPath.all(from, to) as { path: string; views: number }[],
    /** The texts searched most often without a result over those days. */
    topEmptySearches: (from: string, to: string, limit = 20) =>
      topSearches.all(from, to, limit) as { query: string; searches: number }[],
    /** The texts searched most often over those days that found something nobody opened. */
    unopenedSearches: (from: string, to: string, limit = 20) =>
      unopened.all(from, to, limit) as { query: string; searches: number }[],
    close: () => db.close(),
  };
}

function split(key: string): [string, string] {
  const at = key.indexOf("\n");
  return [key.slice(0, at), key.slice(at + 1)];
}
