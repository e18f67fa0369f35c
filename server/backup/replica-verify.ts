import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { decompress } from "lz4js";

/**
 * A database's replica checked segment by segment (issue 80 item 1). Litestream 0.3.13 writes
 * an SFTP segment under its final name, so a machine lost during an upload leaves a 0-byte or
 * cut `.wal.lz4` that stops `litestream restore` with "EOF". Here each snapshot and segment of a
 * local copy of the replica (`{name}/generations/{g}/snapshots/{index}.snapshot.lz4`,
 * `…/wal/{index}_{offset}.wal.lz4`) is read whole: its LZ4 frames end where the file ends, it
 * decodes, and its bytes are whole SQLite pages or WAL frames that start where the one before
 * ended. The restore takes the last whole position and names what it left out.
 */

export interface Position {
  generation: string;
  index: number;
  /** Where the last whole segment ends in WAL `index` (bytes). */
  offset: number;
  /** When that segment was written to the replica (ISO time). */
  at: string;
}

export interface DatabaseCheck {
  name: string;
  /** The newest whole position, or undefined when no generation has a whole snapshot. */
  position?: Position;
  /** The snapshot the restore starts from (its file, below the database's folder). */
  snapshot?: string;
  /** Whole segments after the snapshot. */
  segments: number;
  /** Files a restore leaves out, each with why: damaged, or after a damaged one. */
  skipped: { path: string; problem: string; at: string }[];
}

const LZ4_MAGIC = 0x184d2204;
const WAL_MAGIC = [0x377f0682, 0x377f0683];
const SQLITE_HEADER = "SQLite format 3\0";
const hex8 = (n: number) => n.toString(16).padStart(8, "0");

/** Why `bytes` are not whole LZ4 frames (a cut upload), or undefined when they are. */
export function lz4FrameProblem(bytes: Uint8Array): string | undefined {
  if (bytes.length === 0) return "empty (0 bytes)";
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let pos = 0;
  while (pos < bytes.length) {
    if (pos + 7 > bytes.length) return `cut short at ${bytes.length} bytes`;
    if (view.getUint32(pos, true) !== LZ4_MAGIC) return `not an LZ4 frame at byte ${pos}`;
    const flags = bytes[pos + 4]!;
    if (flags >> 6 !== 1) return `an unknown LZ4 version at byte ${pos}`;
    pos += 6 + (flags & 0x08 ? 8 : 0) + (flags & 0x01 ? 4 : 0) + 1;
    const blockSum = flags & 0x10 ? 4 : 0;
    for (;;) {
      if (pos + 4 > bytes.length) return `cut short at ${bytes.length} bytes (no end mark)`;
      const size = view.getUint32(pos, true) & 0x7fffffff;
      pos += 4;
      if (size === 0) break;
      pos += size + blockSum;
      if (pos > bytes.length) return `cut short at ${bytes.length} bytes (in a block)`;
    }
    pos += flags & 0x04 ? 4 : 0;
    if (pos > bytes.length) return `cut short at ${bytes.length} bytes (no checksum)`;
  }
  return undefined;
}

/** The decoded bytes of a `.lz4` file, or why they cannot be had. */
function decoded(file: string): { bytes?: Uint8Array; problem?: string } {
  const raw = readFileSync(file);
  const problem = lz4FrameProblem(raw);
  if (problem) return { problem };
  try {
    return { bytes: decompress(raw) };
  } catch (error) {
    return { problem: `does not decode: ${(error as Error).message}` };
  }
}

/** A snapshot's page size, or why it is not a whole database. */
function snapshotPages(bytes: Uint8Array): { pageSize?: number; problem?: string } {
  if (Buffer.from(bytes.subarray(0, 16)).toString("latin1") !== SQLITE_HEADER)
    return { problem: "not an SQLite database" };
  const raw = (bytes[16]! << 8) | bytes[17]!;
  const pageSize = raw === 1 ? 65536 : raw;
  if (pageSize < 512 || bytes.length % pageSize !== 0)
    return { problem: `${bytes.length} bytes is not whole pages of ${pageSize}` };
  return { pageSize };
}

const mtimeIso = (file: string) => statSync(file).mtime.toISOString();
const list = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

/**
 * Checks `folder` (a local copy of one database's replica folder). The generation with the
 * newest write is taken, as Litestream does, unless it has no whole snapshot: then the one
 * before it, named in `skipped`.
 */
export function checkDatabaseReplica(folder: string, name: string): DatabaseCheck {
  const check: DatabaseCheck = { name, segments: 0, skipped: [] };
  const generationsDir = join(folder, "generations");
  const generations = list(generationsDir)
    .filter((g) => /^[0-9a-f]{16}$/.test(g))
    .map((generation) => {
      const dir = join(generationsDir, generation);
      const files = [
        ...list(join(dir, "snapshots")).map((f) => join(dir, "snapshots", f)),
        ...list(join(dir, "wal")).map((f) => join(dir, "wal", f)),
      ];
      return { generation, dir, newest: Math.max(0, ...files.map((f) => statSync(f).mtimeMs)) };
    })
    .sort((a, b) => b.newest - a.newest);
  for (const { generation, dir } of generations) {
    const rel = (file: string) => `generations/${generation}/${file}`;
    const skip = (file: string, problem: string) =>
      check.skipped.push({ path: rel(file), problem, at: mtimeIso(join(dir, file)) });
    const snapshots = list(join(dir, "snapshots"))
      .filter((f) => /^[0-9a-f]{8}\.snapshot\.lz4$/.test(f))
      .sort()
      .reverse();
    let base: { index: number; pageSize: number; file: string } | undefined;
    for (const file of snapshots) {
      const { bytes, problem } = decoded(join(dir, "snapshots", file));
      const pages = bytes ? snapshotPages(bytes) : { problem };
      if (pages.pageSize) {
        base = { index: Number.parseInt(file.slice(0, 8), 16), pageSize: pages.pageSize, file };
        break;
      }
      skip(`snapshots/${file}`, pages.problem ?? "damaged");
    }
    if (!base) continue;
    check.snapshot = rel(`snapshots/${base.file}`);
    const frame = base.pageSize + 24;
    const segments = list(join(dir, "wal"))
      .map((f) => /^([0-9a-f]{8})_([0-9a-f]{8})\.wal\.lz4$/.exec(f))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({
        file: m[0],
        index: Number.parseInt(m[1]!, 16),
        offset: Number.parseInt(m[2]!, 16),
      }))
      .filter((s) => s.index >= base.index)
      .sort((a, b) => a.index - b.index || a.offset - b.offset);
    let at = { index: base.index, offset: 0 };
    let time = mtimeIso(join(dir, "snapshots", base.file));
    let broken: string | undefined;
    for (const segment of segments) {
      const path = `wal/${segment.file}`;
      if (broken) {
        skip(path, `after ${broken}`);
        continue;
      }
      const next = segment.index === at.index + 1 && segment.offset === 0 && at.offset > 0;
      if (!(segment.index === at.index && segment.offset === at.offset) && !next) {
        broken = `a gap before ${segment.file} (expected ${hex8(at.index)}_${hex8(at.offset)})`;
        skip(path, broken);
        continue;
      }
      const { bytes, problem } = decoded(join(dir, path));
      const header = segment.offset === 0 ? 32 : 0;
      let wrong = problem;
      if (bytes && header > 0) {
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        if (bytes.length < 32 || !WAL_MAGIC.includes(view.getUint32(0))) wrong = "no WAL header";
      }
      if (bytes && !wrong && (bytes.length <= header || (bytes.length - header) % frame !== 0))
        wrong = `${bytes.length} bytes is not whole WAL frames of ${frame}`;
      if (wrong) {
        broken = segment.file;
        skip(path, wrong);
        continue;
      }
      at = { index: segment.index, offset: segment.offset + bytes!.length };
      time = mtimeIso(join(dir, path));
      check.segments += 1;
    }
    check.position = { generation, ...at, at: time };
    return check;
  }
  return check;
}

/** Removes what `check` skipped from the local copy, so `litestream restore` ends before it. */
export function dropSkipped(folder: string, check: DatabaseCheck) {
  for (const { path } of check.skipped) rmSync(join(folder, path), { force: true });
}

/** One line for a person: where the database is restored to, and what was left out. */
export function checkLines(check: DatabaseCheck): string[] {
  const lines: string[] = [];
  const { position } = check;
  if (position) {
    lines.push(
      `${check.name}: whole to generation ${position.generation}, WAL ${hex8(position.index)} ` +
        `at byte ${position.offset} (written ${position.at}; ${check.segments} segments after ` +
        `${check.snapshot})`,
    );
  } else {
    lines.push(`${check.name}: no whole snapshot in the replica; it cannot be restored from it`);
  }
  for (const skipped of check.skipped) {
    lines.push(
      `${check.name}: left out ${skipped.path} (${skipped.problem}; written ${skipped.at})`,
    );
  }
  return lines;
}
