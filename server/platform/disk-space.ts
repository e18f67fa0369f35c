import { randomBytes } from "node:crypto";
import { mkdirSync, statfsSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { declaredDoors, type Door } from "./body";

/** Room for the databases' WALs to grow between checkpoints, and Litestream's copies of them. */
export const WAL_ROOM_BYTES = 64 * 1024 * 1024;

/** The least margin on the smallest disk: a sign-in's reserve, twice. */
export const SMALL_DISK_MARGIN_BYTES = 8 * 1024 * 1024;

/**
 * The free space below which a write could fail (/healthz says "disk": "full"): the largest
 * body any door takes, twice (it arrives whole in incoming/ and is kept again beside it: a
 * gallery post's four 25 MB photos as originals, a service request's photos as made again), and
 * WAL_ROOM_BYTES. Read from the doors declared (the server's modules loaded), so it follows
 * their limits: a disk with more free takes the largest write the site accepts, however small.
 * A disk (`diskBytes`, its size) too small to keep that margin beside the site (smaller than it
 * and WAL_ROOM_BYTES) could never take the largest write anyway: its margin is a quarter of it
 * (at least SMALL_DISK_MARGIN_BYTES), so it is not "full" from its start and keeps its sign-in
 * reserve (issue 81).
 */
export function diskMarginBytes(
  doors: readonly Door[] = declaredDoors(),
  diskBytes = Infinity,
): number {
  const bodies = doors.flatMap((door) => [door.limits.bytes, door.signedIn?.bytes ?? 0]);
  const full = 2 * Math.max(0, ...bodies) + WAL_ROOM_BYTES;
  if (diskBytes >= full + WAL_ROOM_BYTES) return full;
  return Math.min(full, Math.max(SMALL_DISK_MARGIN_BYTES, Math.floor(diskBytes / 4)));
}

/** The size of the file system of `dir`, in bytes (Infinity when it cannot be read). */
export function diskBytes(dir: string): number {
  try {
    const stat = statfsSync(dir);
    return stat.blocks * stat.bsize;
  } catch {
    return Infinity;
  }
}

/** The margin of the disk that holds `dir` (diskMarginBytes for its size). */
export const diskMarginOf = (dir: string) => diskMarginBytes(declaredDoors(), diskBytes(dir));

/** Bytes free to the server's user on the file system of `dir`. */
export function freeBytes(dir: string): number {
  const stat = statfsSync(dir);
  return stat.bavail * stat.bsize;
}

/** The reserve's size: a sign-in writes some kilobytes (a session, its audit), so many fit. */
export const RESERVE_BYTES = 4 * 1024 * 1024;
/** With less free than this a sign-in's writes may not fit: the reserve is given up first. */
export const SIGN_IN_ROOM_BYTES = 256 * 1024;

/**
 * Space kept aside in DATA_DIR (`run/reserve`: never backed up or replicated) for staff to sign
 * in to a full disk, where the session's row could not be written: signed in, they read the
 * inquiries and the owner's home while someone frees space. Written at start when the disk has
 * its margin besides, given up by the first sign-in that finds the disk full, written again by
 * a sign-in once there is room.
 */
export function diskReserve(
  dataDir: string,
  { bytes = RESERVE_BYTES, margin = () => diskMarginOf(dataDir) } = {},
) {
  const file = join(dataDir, "run", "reserve");
  const present = () => statSync(file, { throwIfNoEntry: false })?.size === bytes;

  /** Writes the reserve when it is not there and the disk keeps its margin besides. */
  function keep(): boolean {
    try {
      if (present() || freeBytes(dataDir) < margin() + bytes) return false;
      mkdirSync(dirname(file), { recursive: true });
      // Random bytes: a file system that compresses (btrfs, ZFS) would store zeros in nothing.
      writeFileSync(file, randomBytes(bytes), { mode: 0o600 });
      return true;
    } catch (error) {
      console.error("The disk reserve for signing in could not be written:", error);
      return false;
    }
  }

  return {
    file,
    keep,
    /** Before a sign-in's writes: the reserve given up when the disk is full, else kept. */
    forSignIn() {
      let free: number;
      try {
        free = freeBytes(dataDir);
      } catch {
        return;
      }
      if (free >= SIGN_IN_ROOM_BYTES) {
        keep();
        return;
      }
      if (!present()) return;
      try {
        unlinkSync(file);
        console.error(
          `The disk is full (${free} bytes free): its reserve of ${bytes} bytes was given up ` +
            "so that staff can sign in. Free space (docs/deploy.md, A full disk).",
        );
      } catch (error) {
        console.error("The disk reserve could not be given up:", error);
      }
    },
  };
}

export type DiskReserve = ReturnType<typeof diskReserve>;
