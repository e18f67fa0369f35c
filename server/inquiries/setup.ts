import type { ServerConfig } from "../config";
import { createMailer } from "./mail";
import { inquiryReceiver } from "./routes";
import { openStore } from "./store";

/** Opens the inquiry database (creating it on first start) and builds the receiver from config. */
export function setUpInquiries(config: ServerConfig) {
  const store = openStore(config.INQUIRY_DB);
  const notify =
    config.SMTP_URL && config.MAIL_TO
      ? createMailer({ smtpUrl: config.SMTP_URL, to: config.MAIL_TO, from: config.MAIL_FROM })
      : undefined;
  const receiver = inquiryReceiver({
    store,
    formKey: config.FORM_KEY,
    project: config.FORM_PROJECT,
    corsOrigins: config.CORS_ORIGINS,
    rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
    trustProxy: config.TRUST_PROXY,
    notify,
  });
  return { store, receiver };
}
