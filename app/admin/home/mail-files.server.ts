import type { Lang } from "../../i18n/lang";
import type { MailFilesUse } from "../../../server/inquiries/messages";
import { homeWord } from "./words";

/** The owner's home warns from this share of the mail files' quota (issue 47). */
export const MAIL_FILES_WARN_FROM = 0.8;

/** The owner's warning of the mail files' space: near the quota, or at it (no longer kept). */
export interface MailFilesWarning {
  /** At or past the quota: new mail's attachments are no longer kept. */
  full: boolean;
  text: string;
}

/** "1.6 GB", "512 MB", "8 KB": a size as the quota is set (MB of 1,000,000 bytes). */
export function spaceSize(bytes: number) {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1).replace(/\.0$/, "")} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0).replace(/\.0$/, "")} MB`;
  return `${Math.round(bytes / 1e3)} KB`;
}

/** The warning for the owner's home, or none while the mail files take under 80% of the quota. */
export function mailFilesWarning(use: MailFilesUse, lang: Lang): MailFilesWarning | undefined {
  if (use.used < use.quota * MAIL_FILES_WARN_FROM) return undefined;
  const full = use.used >= use.quota;
  const vars = {
    used: spaceSize(use.used),
    quota: spaceSize(use.quota),
    // Floored: "100%" only once new attachments are no longer kept.
    percent: Math.min(full ? 100 : 99, Math.floor((use.used / use.quota) * 100)),
  };
  return { full, text: homeWord(lang, full ? "mailFilesFull" : "mailFilesNear", vars) };
}
