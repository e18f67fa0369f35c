import type { ServerConfig } from "../config";
import { confirmationSettings, createConfirmationMailer } from "./confirmation";
import { inquiryHealth } from "./health";
import { openInbox } from "./inbox";
import { createMailer, mailSettings } from "./mail";
import { createOutbox, type OutboxOptions } from "./outbox";
import { startRetentionJob, type JobTimer } from "./privacy";
import { inquiryReceiver } from "./routes";
import { openStore } from "./store";

export interface InquiryOptions {
  /** The outbox's retry schedule and lease (tests shorten them). */
  outbox?: OutboxOptions;
  /** The retention job's clock and timer (tests turn them by hand). */
  retention?: { now?: () => Date; timer?: JobTimer };
}

/**
 * Opens the inquiry database (creating it on first start), builds the receiver from config and,
 * when SMTP is configured, starts the outboxes that send the staff notices and (CONFIRM_MAIL) the
 * buyers' confirmations.
 */
export function setUpInquiries(config: ServerConfig, options: InquiryOptions = {}) {
  const store = openStore(config.INQUIRY_DB);
  // Inquiries past INQUIRY_RETENTION_DAYS go now, then daily (docs/decisions/009-privacy.md).
  const retention = startRetentionJob(store, {
    days: config.INQUIRY_RETENTION_DAYS,
    ...options.retention,
  });
  const mail = mailSettings(config);
  const outbox = mail ? createOutbox(store, createMailer(mail), options.outbox) : undefined;
  const confirm = confirmationSettings(config);
  const confirmations = confirm
    ? createOutbox(store, createConfirmationMailer(confirm), options.outbox, "confirmation")
    : undefined;
  if (!outbox) {
    const { pending } = store.noticeCounts();
    if (pending > 0)
      console.warn(`${pending} mail notices wait for SMTP_URL and MAIL_TO to be set`);
  }
  const receiver = inquiryReceiver({
    store,
    formKey: config.FORM_KEY,
    project: config.FORM_PROJECT,
    corsOrigins: config.CORS_ORIGINS,
    rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
    trustProxy: config.TRUST_PROXY,
    notify: outbox?.wake,
    confirm: confirmations?.wake,
  });
  return {
    store,
    /** The back office's reads and writes (server/inquiries/inbox.ts). */
    inbox: openInbox(store),
    receiver,
    health: inquiryHealth(store),
    /** Stops the retention job and the outbox (letting a try under way end) and closes the database. */
    async close() {
      retention.stop();
      await Promise.all([outbox?.stop(), confirmations?.stop()]);
      store.close();
    },
  };
}
