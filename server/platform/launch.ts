import type { ServerConfig } from "./config";

/**
 * What the owner's launch checklist (app/admin/home/checklist.server.ts) and mail settings page
 * read of the server's settings: never a secret, only whether a thing is set and where backups
 * go.
 */
export interface LaunchSettings {
  /** BACKUP_DIR: where `npm run backup` and the daily backup write their archives. */
  backupDir?: string;
  /** SITE_URL as the server reads it. */
  siteUrl: string;
}

export function launchSettings(config: ServerConfig): LaunchSettings {
  return {
    backupDir: config.BACKUP_DIR,
    siteUrl: config.SITE_URL,
  };
}
