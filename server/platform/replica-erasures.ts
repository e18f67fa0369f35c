import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { isAbsolute, join, sep } from "node:path";
import { isPartialFile, writeFileDurably } from "./durable-file";

/**
 * Files erased on purpose (a person's inquiry with its photos and files, a removed unit paper)
 * must leave the replica too, but the replica's file pass only copies: a file lost here by hand
 * or by an older disk never empties the replica (docs/decisions/041-replica.md, issue 72). So
 * each erasure names its files in a queue under the folder that holds them, before it removes
 * them here; the replica's file loop (server/backup/replica.ts) deletes them there by name,
 * retried until the replica answers. Without a replica the entries wait for one (a few bytes).
 */

/** The queue's folder under a files' root (DATA_DIR, or the inquiry database's folder). */
export const ERASURE_QUEUE = join("run", "replica-erasures");

/**
 * Names `paths` (relative to `root`) for erasure from the replica, after the rows that named
 * them are gone and before the files go here. Never throws: an erasure is not undone for its
 * queue; a queue that cannot be written (a full disk) is logged with the paths (random names)
 * for the owner to delete there by hand.
 */
export function queueErasure(root: string, paths: readonly string[]) {
  if (paths.length === 0) return;
  const named = paths.map((path) => path.split(sep).join("/"));
  try {
    const dir = join(root, ERASURE_QUEUE);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const name = `${Date.now()}-${randomBytes(4).toString("hex")}.json`;
    writeFileDurably(join(dir, name), JSON.stringify(named));
  } catch (error) {
    console.error(
      `Erased files could not be queued for the replica (${(error as Error).message}): ` +
        `delete them under its files/ by hand: ${named.join(" ")}`,
    );
  }
}

/** A relative path inside its root, never out of it (an entry is ours, but checked). */
const inside = (path: string) =>
  path !== "" && !isAbsolute(path) && !path.split("/").some((part) => part === ".." || part === "");

/** The entries waiting under `root`, oldest first: each file and the paths it names. */
export function queuedErasures(root: string): { entry: string; paths: string[] }[] {
  const dir = join(root, ERASURE_QUEUE);
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".json") && !isPartialFile(name));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const entry = join(dir, name);
    let paths: unknown;
    try {
      paths = JSON.parse(readFileSync(entry, "utf8"));
    } catch {
      paths = [];
    }
    return {
      entry,
      paths: Array.isArray(paths)
        ? paths.filter((path): path is string => typeof path === "string" && inside(path))
        : [],
    };
  });
}

/** An entry done: its files are gone from the replica. */
export const erasureDone = (entry: string) => rmSync(entry, { force: true });
