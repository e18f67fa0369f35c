import { open } from "node:fs/promises";

/**
 * What in DATA_DIR is not the data, for the daily archive and the replica alike: left by a
 * restore, a migration's copies, SQLite and Litestream, and a file being written
 * (server/platform/durable-file.ts: `.partial-…`, taken once it is whole).
 */
export const NOT_DATA =
  /^\.(?:restore|replaced|partial)-|\.v\d+-backup-|-(?:wal|shm|journal)$|-litestream$/;

/** Whether `file` is an SQLite database, by its header; a file gone meanwhile is not. */
export async function isSqlite(file: string) {
  const handle = await open(file, "r").catch(() => undefined);
  if (!handle) return false;
  try {
    const header = Buffer.alloc(16);
    const { bytesRead } = await handle.read(header, 0, 16, 0);
    return bytesRead === 16 && header.toString("latin1") === "SQLite format 3\0";
  } finally {
    await handle.close();
  }
}
