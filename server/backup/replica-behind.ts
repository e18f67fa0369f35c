import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { decompress } from "lz4js";
import type { ReplicaTarget } from "../platform/replica-url";
import type { ReplicatedDatabase } from "./replica-tools";
import { replicaFile, replicaList } from "./replica-tools";

/**
 * Whether the replica holds writes a database's own copy lacks (issue 72 item 5). A disk rolled
 * back within a run (a snapshot, a disk that lost its last seconds) keeps the run's stamp, so
 * only the positions tell. Litestream keeps a database's WAL in its shadow folder
 * (`.{name}-litestream/generations/{g}/wal/{index}.wal`) and the replica the same bytes in
 * segments named by where each starts (`{name}/generations/{g}/wal/{index}_{offset}.wal.lz4`).
 */
export interface WalEnd {
  generation: string;
  index: number;
  /** Bytes of the shadow WAL `index` held. */
  end: number;
}

const hex = (n: string) => Number.parseInt(n, 16);
const ahead = (a: WalEnd, b: WalEnd) => a.index > b.index || (a.index === b.index && a.end > b.end);

/** Where this database's copy ends in its shadow WAL; undefined: Litestream never ran on it. */
export function localWalEnd(path: string): WalEnd | undefined {
  const shadow = join(dirname(path), `.${basename(path)}-litestream`);
  let generation: string;
  try {
    generation = readFileSync(join(shadow, "generation"), "utf8").trim();
  } catch {
    return undefined;
  }
  if (!/^[0-9a-f]{16}$/.test(generation)) return undefined;
  const wal = join(shadow, "generations", generation, "wal");
  let last: string | undefined;
  try {
    last = readdirSync(wal)
      .filter((name) => /^[0-9a-f]{8}\.wal$/.test(name))
      .sort()
      .at(-1);
  } catch {
    return undefined;
  }
  if (!last) return undefined;
  return { generation, index: hex(last.slice(0, 8)), end: statSync(join(wal, last)).size };
}

/** Where the replica's copy of `generation` ends; undefined when it holds none of it. */
export async function replicaWalEnd(
  target: ReplicaTarget,
  name: string,
  generation: string,
): Promise<WalEnd | undefined> {
  const folder = `${name}/generations/${generation}/wal`;
  const last = (await replicaList(target, folder, "--files-only"))
    .filter((file) => /^[0-9a-f]{8}_[0-9a-f]{8}\.wal\.lz4$/.test(file))
    .sort()
    .at(-1);
  if (!last) return undefined;
  const index = hex(last.slice(0, 8));
  const start = hex(last.slice(9, 17));
  // The segment's length is known only once it is decompressed: its frame states no size.
  const segment = await replicaFile(target, `${folder}/${last}`);
  if (!segment) throw new Error(`The replica cannot be read: ${folder}/${last} is not there`);
  return { generation, index, end: start + decompress(segment).length };
}

/**
 * The databases whose copy here ends before the replica's of the same generation: starting
 * would write over what the replica holds (Litestream cannot sync, references are given twice).
 */
export async function behindReplica(target: ReplicaTarget, databases: ReplicatedDatabase[]) {
  const behind: { name: string; here: WalEnd; there: WalEnd }[] = [];
  for (const db of databases) {
    const here = localWalEnd(db.path);
    if (!here) continue;
    const there = await replicaWalEnd(target, db.name, here.generation);
    if (there && ahead(there, here)) behind.push({ name: db.name, here, there });
  }
  return behind;
}
