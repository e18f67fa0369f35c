import { randomBytes } from "node:crypto";
import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { open, rename, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/**
 * Every file the server keeps (uploads, papers, certificates, quotation and mail files) is
 * written once under a temporary name in its own folder, forced to disk, renamed to its final
 * name, and the folder forced too: a full disk, a crash or a backup never meets half a file under
 * a final name (docs/decisions/013-operations.md). The temporary name starts with `.partial-`.
 */

const PARTIAL_PREFIX = ".partial-";

/** A file being written (or left by a crash while it was): never data, never copied. */
export const isPartialFile = (name: string) => basename(name).startsWith(PARTIAL_PREFIX);

const partialName = (path: string) =>
  join(dirname(path), `${PARTIAL_PREFIX}${randomBytes(6).toString("hex")}-${basename(path)}`);

/** Forces a folder's entries to disk, so a rename survives a power cut. */
function syncFolder(dir: string) {
  let fd: number | undefined;
  try {
    fd = openSync(dir, "r");
    fsyncSync(fd);
  } catch (error) {
    // Some file systems refuse fsync on a folder; the rename itself is still atomic there.
    if (
      !["EINVAL", "EISDIR", "EPERM", "EBADF"].includes((error as NodeJS.ErrnoException).code ?? "")
    )
      throw error;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function removeQuietly(path: string) {
  try {
    unlinkSync(path);
  } catch {
    // Already gone, or the disk refuses even this: the start's sweep takes it.
  }
}

/** Writes `content` to `path` at once or not at all (see above); replaces a file already there. */
export function writeFileDurably(path: string, content: Uint8Array | string, mode = 0o600) {
  const temporary = partialName(path);
  const bytes = typeof content === "string" ? Buffer.from(content) : content;
  const fd = openSync(temporary, "wx", mode);
  try {
    try {
      // writeSync may write less than asked (a signal, a quota): go on until all of it is written.
      for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, path);
  } catch (error) {
    removeQuietly(temporary);
    throw error;
  }
  syncFolder(dirname(path));
}

/** writeFileDurably without holding the thread (a request's upload, a photo's copies). */
export async function writeFileDurablyAsync(
  path: string,
  content: Uint8Array | string,
  mode = 0o600,
) {
  const temporary = partialName(path);
  const handle = await open(temporary, "wx", mode);
  try {
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
  syncFolder(dirname(path));
}

/** A file being written is renamed within seconds; one older than this was left by a crash. */
export const PARTIAL_GRACE_MS = 10 * 60_000;

/**
 * Removes what a crash left being written anywhere under `dir`, older than `graceMs` (a write
 * under way now is younger). Returns how many went; a folder that is not there is no error.
 */
export function sweepPartialFiles(
  dir: string,
  { now = Date.now(), graceMs = PARTIAL_GRACE_MS } = {},
) {
  let removed = 0;
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!entry.isFile() || !isPartialFile(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat || now - stat.mtimeMs < graceMs) continue;
    removeQuietly(path);
    removed++;
  }
  return removed;
}

/**
 * An error that says the disk took no more: no space, a quota, a file-size limit, or SQLite's
 * word for them. Such a write is refused with words (503), never a 500.
 */
export function isDiskFull(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (code === "ENOSPC" || code === "EDQUOT" || code === "EFBIG") return true;
  // SQLite says SQLITE_FULL for no space, SQLITE_IOERR_WRITE for a refused write (a size limit).
  if (code === "SQLITE_FULL" || code === "SQLITE_IOERR_WRITE") return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isDiskFull(cause);
}

/**
 * How long an answer refused by a full disk asks a client to wait (`Retry-After` on each such
 * 503): space is freed by a person, not by the next second.
 */
export const DISK_FULL_RETRY_SECONDS = 60;

/** What a refused write says, in both languages. */
export const DISK_FULL_WORDS = {
  ko: "서버의 저장 공간이 가득 차서 저장하지 못했습니다. 잠시 후 다시 시도해 주십시오.",
  en: "The server's disk is full, so nothing was saved. Please try again later.",
} as const;

/** A check's refusal because the disk is full: its words, and the flag that makes it a 503. */
export const DISK_FULL_REFUSAL = { ok: false, message: DISK_FULL_WORDS, diskFull: true } as const;
