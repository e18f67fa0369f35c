import { execFile } from "node:child_process";
import { mkdir, readdir, readFile, rename, rm, rmdir } from "node:fs/promises";
import { basename, join, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { checkDatabase, sha256, type Manifest } from "./backup";
import { checkFiles } from "./file-check";
import { passGivenNumbers } from "./numbers";

const run = promisify(execFile);

function stamp(at: Date) {
  return at.toISOString().replace(/[-:.]/g, "");
}

/** The archive's sum from its `.sha256` file (as `sha256sum` writes it). */
async function expectedSum(archive: string) {
  const file = `${archive}.sha256`;
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new Error(`No checksum file ${file}: the archive cannot be verified, nothing restored`);
  }
  const sum = /^([0-9a-f]{64})\s/.exec(text)?.[1];
  if (!sum) throw new Error(`${file} does not hold a SHA-256 sum; nothing restored`);
  return sum;
}

/**
 * Restores an archive of `takeBackup` into `dataDir`. The archive's checksum is verified, then it
 * is unpacked inside `dataDir` (`.restore-{time}/`, the same disk) and every file checked against
 * the manifest and every database against SQLite's integrity check; only then does it take the
 * files' place. A `dataDir` that holds anything (it may be a running server's) is refused unless
 * `force`; then what was there is kept in `{dataDir}/.replaced-{time}/`. Last, every row that
 * names a file is checked for it (file-check.ts).
 */
export async function restoreBackup(
  archive: string,
  dataDir: string,
  { force = false, now = new Date() } = {},
) {
  const sum = await expectedSum(archive);
  const actual = await sha256(archive);
  if (actual !== sum) {
    throw new Error(
      `${archive} does not match its checksum (damaged or changed); nothing restored`,
    );
  }
  const target = resolve(dataDir);
  await mkdir(target, { recursive: true });
  const present = await readdir(target);
  if (present.length > 0 && !force) {
    throw new Error(
      `${target} is not empty (${present.length} entries; it may be a running server's data). ` +
        "Stop the server, then restore with --force: what is there now is kept in " +
        `${join(target, `.replaced-${stamp(now)}`)}`,
    );
  }

  const staging = join(target, `.restore-${stamp(now)}`);
  await mkdir(staging);
  try {
    await run("tar", ["-xzf", resolve(archive), "-C", staging, "--no-same-owner"]);
    const manifest = JSON.parse(await readFile(join(staging, "manifest.json"), "utf8")) as Manifest;
    const listed = new Set([...manifest.files.map((entry) => entry.path), "manifest.json"]);
    const unpacked = (await readdir(staging, { recursive: true, withFileTypes: true }))
      .filter((entry) => !entry.isDirectory())
      .map((entry) => relative(staging, join(entry.parentPath, entry.name)).split(sep).join("/"));
    const extra = unpacked.filter((path) => !listed.has(path));
    if (extra.length > 0) {
      throw new Error(
        `${basename(archive)} holds files its manifest does not: ${extra.join(", ")}`,
      );
    }
    for (const entry of manifest.files) {
      const file = join(staging, entry.path);
      if ((await sha256(file)) !== entry.sha256) {
        throw new Error(`${entry.path} in ${basename(archive)} does not match its manifest`);
      }
      if (entry.kind === "sqlite") {
        const { integrity } = checkDatabase(file);
        if (integrity !== "ok") throw new Error(`${entry.path} fails SQLite's check: ${integrity}`);
      }
    }
    await rm(join(staging, "manifest.json"));

    if (present.length > 0) {
      const replaced = join(target, `.replaced-${stamp(now)}`);
      await mkdir(replaced);
      for (const name of present) await rename(join(target, name), join(replaced, name));
    }
    for (const name of await readdir(staging)) {
      await rename(join(staging, name), join(target, name));
    }
    await rmdir(staging);
    // The archive is older than what was given out since: those numbers are never given again.
    passGivenNumbers(target);
    // Restored either way: a row whose file is missing is named, never a reason to stop.
    return { files: manifest.files, createdAt: manifest.createdAt, check: checkFiles(target) };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
