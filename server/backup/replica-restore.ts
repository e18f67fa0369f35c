import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import type { ReplicaTarget } from "../platform/replica-url";
import { checkDatabase } from "./backup";
import { checkFiles, fileCheckLines } from "./file-check";
import { passGivenNumbers } from "./numbers";
import { readReplicaStamp, writeLocalStamp } from "./replica-stamp";
import {
  litestreamBinary,
  litestreamConfig,
  rcloneBinary,
  rcloneEnv,
  rcloneRoot,
  replicaFolders,
  type ReplicatedDatabase,
} from "./replica-tools";

const run = promisify(execFile);

/**
 * `npm run restore -- --from-replica`: a new machine's DATA_DIR made from the replica. Every
 * database at its last replicated write (`litestream restore`), every file (`rclone copy`),
 * checked before any takes its place; then the numbers given out move past their margins, and
 * every row that names a file is checked for it (file-check.ts). An existing DATA_DIR with
 * anything in it is refused: it may be a running server's. The replica's stamp comes along, so
 * the server starts on what was restored (replica-stamp.ts).
 */
export async function restoreFromReplica(options: {
  target: ReplicaTarget;
  dataDir: string;
  inquiryDb?: string;
  log?: (line: string) => void;
}) {
  const { target } = options;
  const log = options.log ?? (() => {});
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const present = await readdir(dataDir);
  if (present.length > 0) {
    throw new Error(
      `${dataDir} is not empty (${present.length} entries): a restore from the replica goes ` +
        "into an empty DATA_DIR only; move what is there away first",
    );
  }
  const env = { ...process.env, ...rcloneEnv(target) };
  const root = rcloneRoot(target);
  const folders = await replicaFolders(target);
  const names = folders.filter((name) => name !== "files");
  // A site that never stored a file has no files folder in its replica (rclone makes none).
  const hasFiles = folders.includes("files");
  if (names.length === 0)
    throw new Error(`The replica ${root} holds no database; nothing restored`);
  // Read before the copy: a replica written to since (its machine still running) holds more
  // than this restore, and the start refuses it.
  const held = await readReplicaStamp(target);

  // A database named as INQUIRY_DB goes where that setting says; the others into DATA_DIR.
  const inquiryDb = options.inquiryDb ? resolve(options.inquiryDb) : undefined;
  const databases: ReplicatedDatabase[] = names.map((name) => ({
    name,
    path: inquiryDb && basename(inquiryDb) === name ? inquiryDb : join(dataDir, name),
  }));
  const staging = join(dataDir, `.restore-replica-${Date.now()}`);
  const configDir = await mkdtemp(join(tmpdir(), "hanbit-litestream-"));
  try {
    await mkdir(staging);
    const configFile = join(configDir, "litestream.yml");
    await writeFile(configFile, litestreamConfig(target, databases), { mode: 0o600 });
    for (const db of databases) {
      const out = join(staging, db.name);
      await run(litestreamBinary(), ["restore", "-config", configFile, "-o", out, db.path], {
        env: process.env,
      }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
        // Litestream says why on either stream, or on neither (a signal): all of it.
        const said = `${error.stderr ?? ""}\n${error.stdout ?? ""}`.trim();
        throw new Error(`${db.name} could not be restored: ${said || error.message}`);
      });
      const { integrity } = checkDatabase(out);
      if (integrity !== "ok") throw new Error(`${db.name} fails SQLite's check: ${integrity}`);
      log(`${db.name}: restored at its last replicated write`);
    }
    const files = join(staging, "files");
    if (hasFiles) {
      await run(rcloneBinary(), ["copy", "--config", "", `${root}/files`, files], { env }).catch(
        (error: { stderr?: string; message: string }) => {
          throw new Error(
            `The files could not be copied: ${(error.stderr ?? error.message).trim()}`,
          );
        },
      );
    }
    const fileCount = (
      await readdir(files, { recursive: true, withFileTypes: true }).catch(() => [])
    ).filter((entry) => entry.isFile()).length;
    log(`${fileCount} files copied back`);

    // Everything checked: now it takes its place.
    for (const db of databases) {
      await mkdir(dirname(db.path), { recursive: true });
      await rename(join(staging, db.name), db.path);
    }
    for (const name of await readdir(files).catch(() => [] as string[])) {
      await rename(join(files, name), join(dataDir, name));
    }
    await rm(staging, { recursive: true, force: true });
    // The replica's own stamp: the server started on this DATA_DIR follows the replica.
    if (held) writeLocalStamp(dataDir, held);
    const moved = passGivenNumbers(dataDir, inquiryDb);
    log(`Numbers moved past what may have been given: ${moved.join("; ")}`);
    // Files lag their rows (copied apart from the databases): a row whose file did not make it
    // is named and kept; the restore goes on.
    const check = checkFiles(dataDir, inquiryDb);
    for (const line of fileCheckLines(check, dataDir)) log(line);
    return { databases: databases.map((db) => db.name), files: fileCount, check };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(configDir, { recursive: true, force: true });
  }
}
