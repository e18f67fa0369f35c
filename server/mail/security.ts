/**
 * How the server talks to the SMTP server: TLS from the start (usually port 465), STARTTLS
 * (usually 587), or none (a relay on this host or network). A module of its own, without
 * nodemailer, so the settings page's browser code can list them.
 */
export type Security = "tls" | "starttls" | "none";
export const SECURITIES: readonly Security[] = ["tls", "starttls", "none"];

/**
 * The ports mail servers listen on. Any other port only on this computer: a test of the settings
 * must not become a way to knock on every service of the internal network (issue 41).
 */
export const MAIL_PORTS = { smtp: [25, 465, 587, 2525], imap: [143, 993] } as const;

/** 127.0.0.0/8, ::1 and localhost: the only hosts where any port, or no TLS for IMAP, is taken. */
export function isLoopback(host: string) {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return name === "localhost" || name === "::1" || /^127(?:\.\d{1,3}){3}$/.test(name);
}

/** Whether a test or a save may use this port with this host (an empty port takes the default). */
export function portAllowed(kind: keyof typeof MAIL_PORTS, host: string, port?: number) {
  return (
    port === undefined || (MAIL_PORTS[kind] as readonly number[]).includes(port) || isLoopback(host)
  );
}
