/**
 * Whether a database's writes are in the replica, by WAL positions, not clocks. Litestream
 * copies the WAL into its shadow WAL at each sync (every monitor interval), and the replica
 * copies the shadow WAL; its metrics say both positions and how many syncs have run. A write
 * seen in the WAL (its mtime) before a scrape that read `sync_count = c` is in the shadow WAL
 * once sync c + 2 has run (it started after the scrape), at most at the shadow position read
 * by the scrape after the one that saw c + 2; it is in the replica once the replica's position
 * reaches that. A comparison of times alone said "in the replica" for a write made between
 * a shadow copy and the replica's sync that followed it (docs/decisions/041-replica.md).
 */

/** A WAL position: Litestream's shadow WAL index and the byte offset in it. */
export interface WalPosition {
  index: number;
  offset: number;
}

/** One scrape of Litestream's metrics, for one database. */
export interface DatabaseMetrics {
  syncCount: number;
  shadow: WalPosition;
  replica?: WalPosition;
}

const behind = (a: WalPosition, b: WalPosition) =>
  a.index < b.index || (a.index === b.index && a.offset < b.offset);

/** `litestream_x{db="/p",name="replica"} 12` lines to each database's positions. */
export function parseMetrics(text: string, replicaName: string): Map<string, DatabaseMetrics> {
  const raw = new Map<string, Record<string, number>>();
  for (const line of text.split("\n")) {
    const match = /^litestream_(\w+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...match[2]!.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [
        m[1]!,
        JSON.parse(`"${m[2]!}"`) as string,
      ]),
    );
    if (!labels.db || (labels.name !== undefined && labels.name !== replicaName)) continue;
    const fields = raw.get(labels.db) ?? {};
    fields[match[1]!] = Number(match[3]);
    raw.set(labels.db, fields);
  }
  const metrics = new Map<string, DatabaseMetrics>();
  for (const [db, f] of raw) {
    if (f.sync_count === undefined || f.shadow_wal_index === undefined) continue;
    metrics.set(db, {
      syncCount: f.sync_count,
      shadow: { index: f.shadow_wal_index, offset: f.shadow_wal_size ?? 0 },
      ...(f.replica_wal_index !== undefined && {
        replica: { index: f.replica_wal_index, offset: f.replica_wal_offset ?? 0 },
      }),
    });
  }
  return metrics;
}

/**
 * A shadow position as the replica's offset counts it: Litestream's shadow size is the sum of
 * the generation's shadow WAL files, the replica's offset is in the current one. Past the first
 * checkpoint (index 1 on) the older files' bytes come off; unknown, the size stays whole, which
 * only waits longer (the replica's moves then decide).
 */
function withinIndex(
  shadow: WalPosition,
  olderShadowBytes?: (index: number) => number | undefined,
): WalPosition {
  if (shadow.index === 0) return shadow;
  const older = olderShadowBytes?.(shadow.index);
  return older === undefined || older > shadow.offset
    ? shadow
    : { index: shadow.index, offset: shadow.offset - older };
}

/** A write seen in the WAL and not yet known to be in the replica. */
interface Mark {
  /** The WAL's mtime when it was seen (ms). */
  written: number;
  seen: number;
  /** The sync count after which the write is surely in the shadow WAL. */
  needSyncs?: number;
  /** The scrape that saw that many syncs; the next one's shadow position is the target. */
  armedAt?: number;
  target?: WalPosition;
  /** The replica's position last seen since the target was set, and how often it moved. */
  replicaSeen?: string;
  moves?: number;
}

/**
 * One database's writes, from `seen` (the WAL's mtime, each time the state is asked) to
 * `scraped` (Litestream's metrics); `lagSince` is the oldest write not in the replica.
 */
export function positionTracker() {
  const marks: Mark[] = [];
  let lastWritten = 0;
  let scrapes = 0;
  let lastShadow: WalPosition | undefined;
  let lastReplica: WalPosition | undefined;

  return {
    /** The WAL's mtime as read at `now` (undefined: no WAL). */
    seen(written: number | undefined, now: number) {
      if (written === undefined) return;
      // A file's time moves by the clock's tick: a second write in the same tick has the same
      // mtime, so while the tick may still be open, an equal mtime may be a write to follow.
      const fresh = written > lastWritten || (written === lastWritten && now - written < 100);
      lastWritten = Math.max(lastWritten, written);
      if (!fresh) return;
      const unbased = marks.find((mark) => mark.needSyncs === undefined);
      // A write not yet based covers this one too, once based by a scrape that starts later.
      if (unbased) unbased.seen = now;
      else marks.push({ written, seen: now });
    },

    /**
     * A scrape that started at `startedAt`. `restarted`: Litestream is a new process (its
     * counts and positions start again), so every write waits for the new one's syncs.
     * `olderShadowBytes(index)`: the shadow WAL's files before `index`, read after the metrics.
     */
    scraped(
      metrics: DatabaseMetrics,
      startedAt: number,
      restarted = false,
      olderShadowBytes?: (index: number) => number | undefined,
    ) {
      scrapes += 1;
      // A new generation (or a new process) starts its positions over.
      if (restarted || (lastShadow && behind(metrics.shadow, lastShadow))) {
        for (const mark of marks) {
          delete mark.needSyncs;
          delete mark.armedAt;
          delete mark.target;
        }
      }
      lastShadow = metrics.shadow;
      if (metrics.replica) lastReplica = metrics.replica;
      for (const mark of marks) {
        if (mark.target) continue;
        if (mark.armedAt !== undefined) {
          if (scrapes > mark.armedAt) mark.target = withinIndex(metrics.shadow, olderShadowBytes);
        } else if (mark.needSyncs !== undefined) {
          if (metrics.syncCount >= mark.needSyncs) mark.armedAt = scrapes;
        } else if (mark.seen <= startedAt) {
          mark.needSyncs = metrics.syncCount + 2;
        }
      }
      const replica = metrics.replica;
      if (!replica) return;
      // Once the write is in the shadow WAL (its target set), the replica's sync that runs after
      // the one under way then has it: a second move of the replica's position proves it. After
      // a checkpoint the shadow's size counts its older files and the replica's offset does not
      // (decision 045): the target leaves them out when they could be read (`withinIndex`), and
      // the moves decide where they could not.
      const position = JSON.stringify(replica);
      for (const mark of marks) {
        if (!mark.target) continue;
        if (mark.replicaSeen === undefined) mark.replicaSeen = position;
        else if (mark.replicaSeen !== position) {
          mark.replicaSeen = position;
          mark.moves = (mark.moves ?? 0) + 1;
        }
      }
      for (let i = marks.length - 1; i >= 0; i--) {
        const { target, moves = 0 } = marks[i]!;
        if (target && (!behind(replica, target) || moves >= 2)) {
          // What is before a write in the replica is in it too.
          marks.splice(0, i + 1);
          break;
        }
      }
    },

    /** When the oldest write not in the replica was made (its WAL's mtime); none: undefined. */
    lagSince: (): number | undefined => marks[0]?.written,

    /** Whether a write waits for a scrape (the scrape loop then runs at its quick pace). */
    waiting: () => marks.length > 0,

    /**
     * The newest write seen, as a mark an acknowledgement waits on (issue 72): it covers every
     * write seen before it. Undefined: every write seen is in the replica.
     */
    newest: (): object | undefined => marks.at(-1),

    /** Whether the write `mark` stands for is still not known to be in the replica. */
    holds: (mark: object) => marks.includes(mark as Mark),

    /** The replica's position at the last scrape: what the watchdog sees move, or not. */
    replicaPosition: (): WalPosition | undefined => lastReplica,
  };
}
