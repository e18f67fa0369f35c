import { closeSync, fsyncSync, openSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

/**
 * The files kept beside the inquiry database (mail attachments, reply and purchase-order files):
 * written before the row that names them commits, removed after the row that named them went.
 */

/** Writes one new file and forces it to disk, so a committed row never names a file still in a cache. */
export function writeDurably(path: string, content: Buffer) {
  const fd = openSync(path, "wx", 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Removes the named files of `dir`; one already gone is no error. */
export function removeFiles(dir: string, names: readonly string[]) {
  for (const name of names) {
    try {
      unlinkSync(join(dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}
