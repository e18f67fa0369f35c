/**
 * A failed send read into a kind the pages word plainly (authentication, TLS, timeout, a refused
 * recipient, ...). A leaf of its own, so the outbox and the pages read failures without loading
 * the transport.
 */

/** The reason a send failed, as a kind the page words plainly. */
export type MailProblem = "auth" | "connect" | "timeout" | "tls" | "refused" | "noServer" | "other";

/** Thrown when a mail is due but the settings to send it are gone: it waits for them. */
export class MailOff extends Error {
  code = "ENOSERVER";
}

/** A failure's kind and the server's own answer (one line, at most 300 characters). */
export function mailProblem(error: unknown): { kind: MailProblem; detail: string } {
  const { code, message, response } = (error ?? {}) as {
    code?: string;
    message?: string;
    response?: string;
  };
  const detail = (response ?? message ?? String(error)).replace(/\s+/g, " ").slice(0, 300);
  const text = `${code ?? ""} ${message ?? ""}`;
  const kind: MailProblem =
    code === "ENOSERVER"
      ? "noServer"
      : code === "EAUTH" || code === "ENOAUTH"
        ? "auth"
        : code === "ETIMEDOUT" || /timeout/i.test(text)
          ? "timeout"
          : code === "ETLS" || /\b(?:tls|ssl|certificate|wrong version)/i.test(text)
            ? "tls"
            : /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ECONNECTION/.test(text)
              ? "connect"
              : // The sender or a recipient refused; a refused message (EMESSAGE) is "other".
                code === "EENVELOPE"
                ? "refused"
                : "other";
  return { kind, detail };
}
