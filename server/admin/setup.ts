import type { ServerConfig } from "../platform/config";
import { createStaffServices, type StaffOptions } from "./services";

/** The staff services for the server and the staff command, from the settings. */
export function setUpStaff(config: ServerConfig, options: Partial<StaffOptions> = {}) {
  return createStaffServices({
    file: config.STAFF_DB,
    siteOrigin: config.SITE_URL,
    trustProxy: config.TRUST_PROXY,
    auditRetentionDays: config.AUDIT_RETENTION_DAYS,
    mailEnv: config,
    ...options,
  });
}
