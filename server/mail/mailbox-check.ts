import { ImapFlow } from "imapflow";
import type { MailboxConfig } from "./incoming";

/**
 * The owner's "test the mailbox": log in with imapflow, with waits short enough for a person,
 * and look for the folder. A failure is a kind the settings page words plainly; what the server
 * said is never passed on (it may not be a mail server at all: issue 41).
 */

export type MailboxProblem =
  | "notFound"
  | "refused"
  | "auth"
  | "folder"
  | "tls"
  | "timeout"
  | "notMail"
  | "port"
  | "noMailbox"
  | "other";

/** A person waits: the connection, the server's greeting, then each answer. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 8_000, socketTimeout: 15_000 };

/** The imapflow options of a mailbox (the reader makes its own, with its own waits). */
function options(config: MailboxConfig) {
  return {
    host: config.host,
    port: config.port,
    secure: config.security === "tls",
    // STARTTLS is required when chosen: a server that does not offer it is a failure, not plain.
    doSTARTTLS:
      config.security === "starttls" ? true : config.security === "none" ? false : undefined,
    auth: { user: config.user, pass: config.password },
    logger: false as const,
    ...TIMEOUTS,
  };
}

/** The kind of an imapflow or socket failure. */
export function mailboxProblem(error: unknown): MailboxProblem {
  const e = (error ?? {}) as {
    kind?: MailboxProblem;
    code?: string;
    message?: string;
    authenticationFailed?: boolean;
  };
  const code = e.code ?? "";
  const message = e.message ?? "";
  if (e.kind) return e.kind;
  if (e.authenticationFailed) return "auth";
  if (/^(ENOTFOUND|EAI_AGAIN|EAI_NONAME)$/.test(code)) return "notFound";
  if (/^(ECONNREFUSED|EHOSTUNREACH|ENETUNREACH)$/.test(code)) return "refused";
  // A greeting that never came as IMAP's: something else listens there (or nothing answers).
  if (code === "GREETING_TIMEOUT") return "notMail";
  if (/TIMEOUT|ETIMEDOUT/.test(code)) return "timeout";
  if (/^(ERR_TLS|ERR_SSL|CERT_|DEPTH_ZERO|UNABLE_TO_|SELF_SIGNED|EPROTO$)/.test(code)) return "tls";
  if (/STARTTLS|\b(?:tls|ssl|certificate)\b/i.test(message)) return "tls";
  return "other";
}

/** Logs in and finds the folder; throws an error with `kind` when either fails. */
export async function checkMailbox(config: MailboxConfig): Promise<void> {
  const client = new ImapFlow(options(config));
  // imapflow also emits socket errors; the awaited call below reports them.
  client.on("error", () => {});
  try {
    await client.connect();
    const folders = await client.list();
    const wanted = config.folder.toUpperCase() === "INBOX" ? "INBOX" : config.folder;
    const found = folders.some((folder) =>
      wanted === "INBOX" ? folder.path.toUpperCase() === "INBOX" : folder.path === wanted,
    );
    if (!found) throw Object.assign(new Error("no such folder"), { kind: "folder" });
    await client.logout();
  } catch (error) {
    client.close();
    throw Object.assign(new Error(`mailbox test failed: ${mailboxProblem(error)}`), {
      kind: mailboxProblem(error),
    });
  }
}
