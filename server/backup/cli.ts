import { readConfig } from "../platform/config";
import { parseReplicaUrl } from "../platform/replica-url";
import { takeBackup } from "./backup";
import { fileCheckLines } from "./file-check";
import { restoreFromReplica, verifyReplica } from "./replica-restore";
import { restoreBackup } from "./restore";

const USAGE = `Usage:
  npm run backup [-- DIR]                            archive DATA_DIR into DIR (default BACKUP_DIR)
  npm run restore -- ARCHIVE DATA_DIR [--force]      verify ARCHIVE, then restore it into DATA_DIR
  npm run restore -- --from-replica                  REPLICA_URL's databases and files into an
                                                     empty DATA_DIR (a new machine)
  npm run restore -- --verify                        read REPLICA_URL's databases whole and say
                                                     what a restore would bring back; no change
Run them as the service's user, so the files keep their owner (docs/deploy.md).`;

/** The backup and restore commands, bundled to build/app/backup.js. */
async function main([command, ...args]: string[]) {
  if (command === "backup") {
    const config = readConfig();
    const dir = args[0] ?? config.BACKUP_DIR;
    if (!dir || args.length > 1) throw new Error(USAGE);
    const { archive, manifest, removed } = await takeBackup(config.DATA_DIR, dir);
    const databases = manifest.files.filter((file) => file.kind === "sqlite").length;
    console.log(
      `${archive}: ${databases} databases, ${manifest.files.length - databases} other files` +
        (removed.length > 0 ? `; rotation removed ${removed.join(", ")}` : ""),
    );
  } else if (command === "restore" && args[0] === "--verify") {
    const config = readConfig();
    const target = config.REPLICA_URL ? parseReplicaUrl(config.REPLICA_URL) : undefined;
    if (!target || typeof target === "string" || args.length > 1) {
      throw new Error(`Set REPLICA_URL to the replica to verify.\n${USAGE}`);
    }
    const { ok } = await verifyReplica({ target, log: (line) => console.log(line) });
    if (!ok) throw new Error("The replica has damaged or missing parts (above)");
    console.log("The replica is whole: every database restores to its newest write");
  } else if (command === "restore" && args[0] === "--from-replica") {
    const config = readConfig();
    const target = config.REPLICA_URL ? parseReplicaUrl(config.REPLICA_URL) : undefined;
    if (!target || typeof target === "string" || args.length > 1) {
      throw new Error(`Set REPLICA_URL to the replica to restore from.\n${USAGE}`);
    }
    const { databases, files } = await restoreFromReplica({
      target,
      dataDir: config.DATA_DIR,
      inquiryDb: config.INQUIRY_DB,
      log: (line) => console.log(line),
    });
    console.log(
      `${databases.length} databases and ${files} files restored from the replica into ${config.DATA_DIR}`,
    );
  } else if (command === "restore") {
    const force = args.includes("--force");
    const [archive, dataDir, ...rest] = args.filter((arg) => arg !== "--force");
    if (!archive || !dataDir || rest.length > 0) throw new Error(USAGE);
    const { files, createdAt, check } = await restoreBackup(archive, dataDir, { force });
    console.log(`${files.length} files of the backup of ${createdAt} restored into ${dataDir}`);
    for (const line of fileCheckLines(check, dataDir)) console.log(line);
  } else {
    throw new Error(USAGE);
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
