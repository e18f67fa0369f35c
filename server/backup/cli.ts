import { readConfig } from "../platform/config";
import { takeBackup } from "./backup";
import { restoreBackup } from "./restore";

const USAGE = `Usage:
  npm run backup [-- DIR]                            archive DATA_DIR into DIR (default BACKUP_DIR)
  npm run restore -- ARCHIVE DATA_DIR [--force]      verify ARCHIVE, then restore it into DATA_DIR
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
  } else if (command === "restore") {
    const force = args.includes("--force");
    const [archive, dataDir, ...rest] = args.filter((arg) => arg !== "--force");
    if (!archive || !dataDir || rest.length > 0) throw new Error(USAGE);
    const { files, createdAt } = await restoreBackup(archive, dataDir, { force });
    console.log(`${files.length} files of the backup of ${createdAt} restored into ${dataDir}`);
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
