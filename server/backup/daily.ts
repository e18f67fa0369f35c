import { readdir } from "node:fs/promises";
import { archiveTime, takeBackup } from "./backup";

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** The time of the newest archive in `dir` (ms since 1970), 0 when there is none. */
export async function newestArchive(dir: string) {
  const names = await readdir(dir).catch(() => [] as string[]);
  return Math.max(0, ...names.map((name) => archiveTime(name)?.getTime() ?? 0));
}

/**
 * BACKUP_DIR set: the server keeps a backup no older than a day there. It looks at start and
 * then every hour, so a restart or a stop never skips a day; each run rotates the folder.
 */
export function dailyBackups(dataDir: string, backupDir: string, log = console) {
  let running: Promise<void> | undefined;
  const check = () => {
    running ??= (async () => {
      if (Date.now() - (await newestArchive(backupDir)) < DAY) return;
      const { archive, manifest } = await takeBackup(dataDir, backupDir);
      log.log(`Daily backup written: ${archive} (${manifest.files.length} files)`);
    })()
      .catch((error: unknown) => log.error("The daily backup failed:", error))
      .finally(() => (running = undefined));
  };
  check();
  const timer = setInterval(check, HOUR);
  timer.unref();
  return {
    /** Lets a backup under way finish. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * REPLICA_URL set: once a day (the first an hour after the start) the replica is read whole as
 * `npm run restore -- --verify` reads it (issue 80): a damaged segment or a missing snapshot
 * is said in the log before a restore needs it.
 */
export function dailyReplicaVerify(
  verify: (log: (line: string) => void) => Promise<{ ok: boolean }>,
  log: Pick<Console, "log" | "error"> = console,
  firstMs = HOUR,
) {
  let running: Promise<void> | undefined;
  const check = () => {
    const lines: string[] = [];
    running ??= verify((line) => lines.push(line))
      .then(({ ok }) => {
        if (ok) log.log(`The daily replica check: whole (${lines.join("; ")})`);
        else log.error(`The daily replica check found damage: ${lines.join("; ")}`);
      })
      .catch((error: unknown) =>
        log.error(`The daily replica check could not read the replica: ${String(error)}`),
      )
      .finally(() => (running = undefined));
  };
  let timer = setTimeout(function next() {
    check();
    timer = setTimeout(next, DAY);
    timer.unref();
  }, firstMs);
  timer.unref();
  return {
    /** Not waited for: a check reads the whole replica, and a stop is quick (docs/deploy.md). */
    stop() {
      clearTimeout(timer);
    },
  };
}
