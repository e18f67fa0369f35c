import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { olderShadowBytes } from "../../server/backup/replica";
import {
  parseMetrics,
  positionTracker,
  type DatabaseMetrics,
} from "../../server/backup/replica-position";

/*
 * The replica's lag by WAL positions (server/backup/replica-position.ts): a write is in the
 * replica only once a whole Litestream sync ran after it was seen and the replica's position
 * reached the shadow WAL's from after that sync, whatever the clocks say.
 */

const at = (syncCount: number, shadow: number, replica: number, index = 0): DatabaseMetrics => ({
  syncCount,
  shadow: { index, offset: shadow },
  replica: { index, offset: replica },
});

describe("a write's way into the replica", () => {
  it("is pending until a sync after it and the replica's position past that sync's shadow", () => {
    const db = positionTracker();
    db.seen(1_000, 1_005);
    expect(db.lagSince()).toBe(1_000);
    // The scrape that bases it: syncs 10, and the replica holds all the shadow had.
    db.scraped(at(10, 4096, 4096), 1_010);
    // Sync 11 may have read the WAL before the write; still pending, though the replica is level.
    db.scraped(at(11, 4096, 4096), 1_210);
    expect(db.lagSince()).toBe(1_000);
    // Sync 12 ran wholly after it: this scrape arms it, the next reads the shadow's position.
    db.scraped(at(12, 8192, 4096), 1_410);
    db.scraped(at(12, 8192, 4096), 1_610);
    expect(db.lagSince()).toBe(1_000);
    db.scraped(at(13, 8192, 8192), 1_810);
    expect(db.lagSince()).toBeUndefined();
    expect(db.waiting()).toBe(false);
  });

  it("is not taken as replicated by a replica level with a shadow copy made before it", () => {
    // The race the clocks lost: the shadow copied at 1,000, the write at 1,050, the replica's
    // sync of that copy logged at 1,100. The replica is level with the shadow all along.
    const db = positionTracker();
    db.scraped(at(5, 4096, 4096), 1_000);
    db.seen(1_050, 1_060);
    for (let n = 0; n < 10; n++) db.scraped(at(5, 4096, 4096), 1_100 + n * 200);
    expect(db.lagSince()).toBe(1_050);
  });

  it("is based only by a scrape that started after it was seen", () => {
    const db = positionTracker();
    db.seen(2_000, 2_100);
    // Started before the write was seen: its count may predate the write.
    db.scraped(at(20, 100, 100), 2_050);
    db.scraped(at(21, 100, 100), 2_250);
    db.scraped(at(22, 100, 100), 2_450);
    db.scraped(at(22, 100, 100), 2_650);
    // Based at 21: needs 23.
    expect(db.lagSince()).toBe(2_000);
    db.scraped(at(23, 200, 100), 2_850);
    db.scraped(at(23, 200, 200), 3_050);
    expect(db.lagSince()).toBeUndefined();
  });

  it("starts over when Litestream restarts or a new generation begins", () => {
    const db = positionTracker();
    db.seen(1_000, 1_000);
    db.scraped(at(50, 9000, 9000), 1_010);
    db.scraped(at(52, 9500, 9000), 1_210);
    // A new process: counts and positions from zero; the old target means nothing now.
    db.scraped(at(1, 0, 0), 1_410, true);
    expect(db.lagSince()).toBe(1_000);
    db.scraped(at(3, 300, 0), 1_610);
    db.scraped(at(3, 300, 300), 1_810);
    expect(db.lagSince()).toBeUndefined();
  });

  it("takes the next WAL index as past every offset of the one before", () => {
    const db = positionTracker();
    db.seen(1_000, 1_000);
    db.scraped(at(1, 60_000, 60_000), 1_010);
    db.scraped(at(3, 70_000, 60_000), 1_210);
    db.scraped(at(3, 70_000, 60_000), 1_410);
    expect(db.lagSince()).toBe(1_000);
    db.scraped(
      { syncCount: 4, shadow: { index: 1, offset: 32 }, replica: { index: 1, offset: 32 } },
      1_610,
    );
    expect(db.lagSince()).toBeUndefined();
  });

  it("past a checkpoint, reaches the replica's offset in the current WAL file, not the sum", () => {
    // Index 1: the shadow's size counts 00000000.wal's 4,194,192 bytes, the replica's offset not
    // (as Litestream 0.3.13 said after 50 inquiries in bench/acknowledge.ts).
    const OLDER = 4_194_192;
    const scrape = (syncs: number, shadow: number, replica: number) => ({
      syncCount: syncs,
      shadow: { index: 1, offset: OLDER + shadow },
      replica: { index: 1, offset: replica },
    });
    const older = (index: number) => (index === 1 ? OLDER : undefined);
    const db = positionTracker();
    db.scraped(scrape(100, 400_000, 400_000), 900, false, older);
    db.seen(1_000, 1_000);
    db.scraped(scrape(101, 400_000, 400_000), 1_010, false, older);
    db.scraped(scrape(103, 420_000, 400_000), 1_110, false, older);
    db.scraped(scrape(103, 420_000, 400_000), 1_130, false, older);
    expect(db.lagSince()).toBe(1_000);
    // At the write's end: in, by the one move that took it there (a second is not waited for).
    db.scraped(scrape(104, 420_000, 420_000), 1_170, false, older);
    expect(db.lagSince()).toBeUndefined();

    // The older files unreadable: the whole size is the target, and two moves decide.
    const blind = positionTracker();
    blind.seen(1_000, 1_000);
    blind.scraped(scrape(101, 400_000, 400_000), 1_010);
    blind.scraped(scrape(103, 420_000, 400_000), 1_110);
    blind.scraped(scrape(103, 420_000, 400_000), 1_130);
    blind.scraped(scrape(104, 420_000, 420_000), 1_170);
    expect(blind.lagSince()).toBe(1_000);
    blind.scraped(scrape(105, 430_000, 430_000), 1_370);
    expect(blind.lagSince()).toBeUndefined();
  });

  it("follows a second write in the same clock tick as the first", () => {
    const db = positionTracker();
    db.seen(1_000, 1_001);
    db.scraped(at(1, 100, 100), 1_002);
    // The same mtime, seen 20 ms later: another write may hide behind it.
    db.seen(1_000, 1_020);
    db.scraped(at(3, 200, 100), 1_030);
    db.scraped(at(3, 200, 200), 1_040);
    // The first is in; the second was based at 1,030 and waits for sync 5.
    expect(db.lagSince()).toBe(1_000);
    db.scraped(at(5, 300, 200), 1_240);
    db.scraped(at(5, 300, 300), 1_440);
    expect(db.lagSince()).toBeUndefined();
    // Long after, the same mtime is no news.
    db.seen(1_000, 5_000);
    expect(db.waiting()).toBe(false);
  });
});

describe("Litestream's metrics", () => {
  it("reads each database's sync count, shadow and replica positions", () => {
    const text = [
      "# HELP litestream_sync_count Number of sync operations",
      'litestream_db_size{db="/d/a.sqlite"} 16384',
      'litestream_replica_wal_index{db="/d/a.sqlite",name="replica"} 2',
      'litestream_replica_wal_offset{db="/d/a.sqlite",name="replica"} 49472',
      'litestream_replica_wal_offset{db="/d/a.sqlite",name="other"} 1',
      'litestream_shadow_wal_index{db="/d/a.sqlite"} 2',
      'litestream_shadow_wal_size{db="/d/a.sqlite"} 50000',
      'litestream_sync_count{db="/d/a.sqlite"} 37',
      'litestream_shadow_wal_index{db="/d/\\"b\\".sqlite"} 0',
      'litestream_shadow_wal_size{db="/d/\\"b\\".sqlite"} 0',
      'litestream_sync_count{db="/d/\\"b\\".sqlite"} 1',
    ].join("\n");
    const metrics = parseMetrics(text, "replica");
    expect(metrics.get("/d/a.sqlite")).toEqual({
      syncCount: 37,
      shadow: { index: 2, offset: 50000 },
      replica: { index: 2, offset: 49472 },
    });
    expect(metrics.get('/d/"b".sqlite')).toEqual({
      syncCount: 1,
      shadow: { index: 0, offset: 0 },
    });
  });
});

describe("the shadow WAL's older files", () => {
  it("are summed from Litestream's current generation, before the index asked", () => {
    const dir = mkdtempSync(join(tmpdir(), "shadow-"));
    const meta = join(dir, ".inquiries.sqlite-litestream");
    const wal = (generation: string) => join(meta, "generations", generation, "wal");
    for (const generation of ["aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb"])
      mkdirSync(wal(generation), { recursive: true });
    writeFileSync(join(meta, "generation"), "bbbbbbbbbbbbbbbb\n");
    writeFileSync(join(wal("aaaaaaaaaaaaaaaa"), "00000000.wal"), Buffer.alloc(999));
    writeFileSync(join(wal("bbbbbbbbbbbbbbbb"), "00000000.wal"), Buffer.alloc(4000));
    writeFileSync(join(wal("bbbbbbbbbbbbbbbb"), "00000001.wal"), Buffer.alloc(300));
    writeFileSync(join(wal("bbbbbbbbbbbbbbbb"), "00000002.wal"), Buffer.alloc(20));
    const older = olderShadowBytes(join(dir, "inquiries.sqlite"));
    expect(older(1)).toBe(4000);
    expect(older(2)).toBe(4300);
    // No Litestream folder (yet): unknown, so the target stays whole.
    expect(olderShadowBytes(join(dir, "staff.sqlite"))(1)).toBeUndefined();
    rmSync(dir, { recursive: true, force: true });
  });
});
