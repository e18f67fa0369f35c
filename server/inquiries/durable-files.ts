import { unlinkSync } from "node:fs";
import { join } from "node:path";

/**
 * The files kept beside the inquiry database (mail attachments, reply and purchase-order files):
 * written before the row that names them commits (writeFileDurably, server/platform/), removed
 * after the row that named them went.
 */

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
