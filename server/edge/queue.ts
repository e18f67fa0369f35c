import { randomBytes, randomUUID } from "node:crypto";
import { join } from "node:path";
import type Database from "better-sqlite3";
import { openDatabase } from "../db/open";

/**
 * `{DATA_DIR}/edge.sqlite`: what publishes still owe the caches and the search engines
 * (docs/decisions/028-edge-purge.md). A row is one publish's purge keys or changed URLs for one
 * target; a try claims every due row of its target at once (one request carries them all),
 * under the database's write lock, with a lease, as the mail outbox does (decision 026): a
 * process that dies mid-try leaves a claim that expires, and the rows are tried again.
 */
const MIGRATIONS = [
  `CREATE TABLE edge_queue (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     target TEXT NOT NULL CHECK (target IN ('purge', 'indexnow')),
     -- JSON array: surrogate keys (purge) or absolute URLs (indexnow).
     items TEXT NOT NULL,
     created_at TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_at TEXT,
     claim TEXT,
     error TEXT,
     sent_at TEXT
   );
   CREATE INDEX edge_queue_due ON edge_queue (target, status, next_at);
   -- The last try of each target, for the owner's home; and the IndexNow key made once.
   CREATE TABLE edge_state (name TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  // The pages the edge was given to keep (their path, no query) and their keys: after a purge,
  // those carrying its keys are asked again through the edge (CDN_REFRESH_URL), and the paths a
  // purge's publish changed (a page new since the edge kept its 404), in `paths`.
  `ALTER TABLE edge_queue ADD COLUMN paths TEXT;
   CREATE TABLE edge_pages (
     path TEXT PRIMARY KEY,
     keys TEXT NOT NULL,
     seen_at TEXT NOT NULL
   );
   CREATE INDEX edge_pages_seen ON edge_pages (seen_at);`,
];

export type EdgeTarget = "purge" | "indexnow";

/** Rows claimed together for one try. */
export interface EdgeClaim {
  target: EdgeTarget;
  token: string;
  ids: number[];
  /** Every row's items, once each, in order. */
  items: string[];
  /** Every row's paths to ask again after a purge, once each. */
  paths: string[];
  /** The most tries any of the rows has had, this one included. */
  attempts: number;
}

/** A target's last try, as the owner's home shows it. */
export interface LastTry {
  at: string;
  ok: boolean;
  /** How many keys or URLs it carried. */
  count: number;
  error?: string;
}

export interface TargetState {
  pending: number;
  failed: number;
  /** When a row has waited longest, for a line such as "waiting since 10:02". */
  oldestPending?: string;
  last?: LastTry;
}

export const edgeDatabase = (dataDir: string) => join(dataDir, "edge.sqlite");

export type EdgeQueue = ReturnType<typeof openEdgeQueue>;

/** Rows one try may carry: a purge request's keys and a ping's URLs stay small. */
const CLAIM_ROWS = 50;

/**
 * Pages kept in `edge_pages` at most: far above the site's pages in both languages with their
 * route data; only canonical paths answered 200 or 410 are counted (server/edge/runner.ts), and
 * past the cap a new path waits until one not seen for a day leaves.
 */
export const PAGES_KEPT = 20_000;

/** A page the edge asked for and was answered with something it may keep. */
export interface SeenPage {
  path: string;
  keys: readonly string[];
  at: Date;
}

export function openEdgeQueue(file: string) {
  const db: Database.Database = openDatabase(file, `the edge queue ${file}`, MIGRATIONS);
  const insert = db.prepare(
    `INSERT INTO edge_queue (target, items, created_at, status, next_at, paths)
     VALUES (?, ?, ?, 'pending', ?, ?)`,
  );
  const claimDue = db.prepare(
    `UPDATE edge_queue SET claim = @token, next_at = @leaseEnd, attempts = attempts + 1
     WHERE id IN (SELECT id FROM edge_queue WHERE target = @target AND status = 'pending'
                  AND next_at <= @now ORDER BY id LIMIT ${CLAIM_ROWS})
     RETURNING id, items, attempts, paths`,
  );
  const finish = db.prepare(
    `UPDATE edge_queue SET status = @status, next_at = @nextAt, error = @error, claim = NULL,
       sent_at = @sentAt
     WHERE id = @id AND claim = @token`,
  );
  const nextDue = db
    .prepare("SELECT MIN(next_at) FROM edge_queue WHERE target = ? AND status = 'pending'")
    .pluck();
  const counts = db.prepare(
    `SELECT status, COUNT(*) AS count, MIN(created_at) AS oldest FROM edge_queue
     WHERE target = ? AND status IN ('pending', 'failed') GROUP BY status`,
  );
  const readState = db.prepare("SELECT value FROM edge_state WHERE name = ?").pluck();
  const writeState = db.prepare(
    "INSERT INTO edge_state (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
  );
  const keepState = db.prepare("INSERT OR IGNORE INTO edge_state (name, value) VALUES (?, ?)");
  // Sent rows are history no one reads: a day of them is kept for a look with sqlite3.
  const forget = db.prepare("DELETE FROM edge_queue WHERE status = 'sent' AND sent_at < ?");

  const touchPage = db.prepare("UPDATE edge_pages SET keys = ?, seen_at = ? WHERE path = ?");
  const addPage = db.prepare("INSERT INTO edge_pages (path, keys, seen_at) VALUES (?, ?, ?)");
  const pageCount = db.prepare("SELECT COUNT(*) FROM edge_pages").pluck();
  const pagesSince = db.prepare(
    "SELECT path, keys FROM edge_pages WHERE seen_at >= ? ORDER BY path",
  );
  const forgetPages = db.prepare("DELETE FROM edge_pages WHERE seen_at < ?");

  const seen = db.transaction((pages: readonly SeenPage[], before: Date) => {
    forgetPages.run(before.toISOString());
    let count = pageCount.get() as number;
    for (const page of pages) {
      const keys = page.keys.join(" ");
      if (touchPage.run(keys, page.at.toISOString(), page.path).changes > 0) continue;
      if (count >= PAGES_KEPT) continue;
      addPage.run(page.path, keys, page.at.toISOString());
      count++;
    }
  });

  const claim = db.transaction((target: EdgeTarget, now: Date, leaseMs: number) => {
    const token = `${process.pid}-${randomUUID()}`;
    const rows = claimDue.all({
      target,
      token,
      now: now.toISOString(),
      leaseEnd: new Date(now.getTime() + leaseMs).toISOString(),
    }) as { id: number; items: string; attempts: number; paths: string | null }[];
    if (rows.length === 0) return undefined;
    rows.sort((a, b) => a.id - b.id);
    const items = [...new Set(rows.flatMap((row) => JSON.parse(row.items) as string[]))];
    const paths = [...new Set(rows.flatMap((row) => JSON.parse(row.paths ?? "[]") as string[]))];
    const attempts = Math.max(...rows.map((row) => row.attempts));
    return { target, token, ids: rows.map((row) => row.id), items, paths, attempts } as EdgeClaim;
  });
  const record = db.transaction(
    (done: EdgeClaim, at: Date, result: { error?: string; retryAt?: Date }) => {
      let recorded = 0;
      for (const id of done.ids) {
        recorded += finish.run({
          id,
          token: done.token,
          status: result.error === undefined ? "sent" : result.retryAt ? "pending" : "failed",
          nextAt: result.error === undefined ? null : (result.retryAt?.toISOString() ?? null),
          error: result.error?.slice(0, 500) ?? null,
          sentAt: result.error === undefined ? at.toISOString() : null,
        }).changes;
      }
      const last: LastTry = {
        at: at.toISOString(),
        ok: result.error === undefined,
        count: done.items.length,
        ...(result.error !== undefined && { error: result.error.slice(0, 500) }),
      };
      writeState.run(`last:${done.target}`, JSON.stringify(last));
      forget.run(new Date(at.getTime() - 24 * 60 * 60 * 1000).toISOString());
      return recorded === done.ids.length;
    },
  );

  return {
    /**
     * Queues `items` for `target`, due at `dueAt` (a publish's purge waits for every process);
     * `paths`, for a purge, the pages to ask again after it besides those noted.
     */
    add(
      target: EdgeTarget,
      items: readonly string[],
      now = new Date(),
      dueAt = now,
      paths: readonly string[] = [],
    ) {
      if (items.length === 0) return;
      const asked = paths.length > 0 ? JSON.stringify(paths) : null;
      insert.run(target, JSON.stringify(items), now.toISOString(), dueAt.toISOString(), asked);
    },
    /** Claims every due row of `target` (up to CLAIM_ROWS), or undefined when none is due. */
    claim: (target: EdgeTarget, now: Date, leaseMs: number) =>
      claim.immediate(target, now, leaseMs),
    /** Records a try: sent, or failed with the next try's time (none: given up). */
    record: (done: EdgeClaim, at: Date, result: { error?: string; retryAt?: Date }) =>
      record.immediate(done, at, result),
    /** When the earliest pending row of `target` is due (or its claim's lease ends). */
    nextAt: (target: EdgeTarget) => (nextDue.get(target) as string | null) ?? undefined,
    state(target: EdgeTarget): TargetState {
      const rows = counts.all(target) as { status: string; count: number; oldest: string }[];
      const of = (status: string) => rows.find((row) => row.status === status);
      const last = readState.get(`last:${target}`) as string | undefined;
      return {
        pending: of("pending")?.count ?? 0,
        failed: of("failed")?.count ?? 0,
        ...(of("pending") && { oldestPending: of("pending")!.oldest }),
        ...(last && { last: JSON.parse(last) as LastTry }),
      };
    },
    /** Notes pages the edge was given (in one transaction); forgets those not seen since `before`. */
    seen: (pages: readonly SeenPage[], before: Date) => seen.immediate(pages, before),
    /** The paths seen since `since` whose answer carried any of `keys`. */
    pagesWith(keys: readonly string[], since: Date): string[] {
      const wanted = new Set(keys);
      const rows = pagesSince.all(since.toISOString()) as { path: string; keys: string }[];
      return rows
        .filter((row) => row.keys.split(" ").some((key) => wanted.has(key)))
        .map((row) => row.path);
    },
    /** The IndexNow key: `given`, else the one made on first use and kept here. */
    indexNowKey(given?: string): string {
      if (given) return given;
      keepState.run("indexnow-key", randomBytes(16).toString("hex"));
      return readState.get("indexnow-key") as string;
    },
    close: () => db.close(),
  };
}
