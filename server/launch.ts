import { join } from "node:path";
import type { ServerConfig } from "./config";

/**
 * What the owner's launch checklist (app/admin/home/checklist.server.ts) and mail settings page
 * read of the server's settings: never a secret, only whether a thing is set and where backups
 * and the digest's state go.
 */
export interface LaunchSettings {
  /** BACKUP_DIR: where `npm run backup` and the daily backup write their archives. */
  backupDir?: string;
  /** SITE_URL as the server reads it. */
  siteUrl: string;
  /** The daily digest's state file (server/inquiries/digest.ts): the mail settings page shows it. */
  digestFile: string;
}

export function launchSettings(config: ServerConfig): LaunchSettings {
  return {
    backupDir: config.BACKUP_DIR,
    siteUrl: config.SITE_URL,
    digestFile: join(config.DATA_DIR, "digest.json"),
  };
}
