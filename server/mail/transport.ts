import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";

/**
 * The one module that talks to an SMTP server (decision 026): every mail the server sends
 * leaves through `smtpTransport(...).send` (its failures are read by problem.ts). Nothing else
 * imports nodemailer (lint keeps it so).
 */

/** An address with a display name, or a bare address. */
export type Address = string | { name: string; address: string };

/** One mail as the mail room hands it over: plain text only, headers already decided. */
export interface OutgoingMail {
  from?: Address;
  to: Address | Address[];
  replyTo?: Address;
  subject: string;
  text: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  date?: Date;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

/** A way to hand mails to an SMTP server. */
export interface Transport {
  send(mail: OutgoingMail): Promise<void>;
}

/** How to reach one SMTP server: a URL (SMTP_URL) or host, port, TLS and login. */
export type SmtpServer =
  | { url: string }
  | {
      host: string;
      port: number;
      security: "tls" | "starttls" | "none";
      auth?: { user: string; pass: string };
    };

/** The waits of one try, in ms. */
export interface Timeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

/** nodemailer's options for one server: TLS as chosen, and waits that end a try in time. */
export function transportOptions(server: SmtpServer, timeouts: Timeouts): SMTPTransport.Options {
  if ("url" in server) return { url: server.url, ...timeouts } as SMTPTransport.Options;
  return {
    host: server.host,
    port: server.port,
    secure: server.security === "tls",
    requireTLS: server.security === "starttls",
    // "none" is for a relay on this host or network: never upgraded, never checked.
    ignoreTLS: server.security === "none",
    ...(server.auth && { auth: server.auth }),
    ...timeouts,
  };
}

/**
 * A transport to one SMTP server: a new connection for each mail, with its own timeouts, so
 * mails sent at the same time (the outbox sends a few at once) never wait on each other.
 */
export function smtpTransport(server: SmtpServer, timeouts: Timeouts): Transport {
  const options = transportOptions(server, timeouts);
  return {
    async send(mail) {
      await nodemailer.createTransport(options).sendMail(mail);
    },
  };
}
