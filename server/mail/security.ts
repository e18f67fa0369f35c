/**
 * How the server talks to the SMTP server: TLS from the start (usually port 465), STARTTLS
 * (usually 587), or none (a relay on this host or network). A module of its own, without
 * nodemailer, so the settings page's browser code can list them.
 */
export type Security = "tls" | "starttls" | "none";
export const SECURITIES: readonly Security[] = ["tls", "starttls", "none"];
