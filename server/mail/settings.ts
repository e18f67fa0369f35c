import { createHash } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";
import { AUTHSERV_ID, parseImapUrl } from "../../config/settings";
import { FOLDER_NAME, sameFolder, SITE_FOLDER } from "./folders";
import type { ServerConfig } from "../platform/config";
import type { MailboxConfig } from "./incoming";
import { checkMailbox } from "./mailbox-check";
import { isLoopback, portAllowed, SECURITIES, type Security } from "./security";
import { mailProblem } from "./problem";
import type { MailTestProblem } from "./problem-words";
import {
  smtpTransport,
  transportOptions,
  type SmtpServer,
  type Timeouts,
  type Transport,
} from "./transport";

/**
 * The one place the server gets its mail from: the SMTP server, the sender, the staff notice's
 * recipients and the buyer's confirmation switch. Owners set them in the back office
 * (`/admin/settings/mail`, stored in the staff database's `settings` table); an environment
 * variable that is set (SMTP_URL, MAIL_FROM, MAIL_TO, CONFIRM_MAIL) wins over the saved value.
 * The mailbox the site reads for buyers' answers is set the same way (IMAP_URL wins).
 * Every read is fresh, so a change applies to the next mail without a restart.
 * A stored password belongs to the host, port and user it was typed for: changing any of them
 * drops it, so it is never sent to another machine (issue 41).
 */

/** What an owner saved. The password is write-only: `saved()` never returns it. */
export interface SavedMail {
  host?: string;
  port?: number;
  security?: Security;
  user?: string;
  password?: string;
  from?: string;
  to?: string[];
  confirm?: boolean;
}

/** The mailbox an owner saved (key "mailbox"); the password is write-only too. */
export interface SavedMailbox {
  host: string;
  port?: number;
  security: Security;
  user: string;
  password?: string;
  folder: string;
  address: string;
  /** The receiving server's authserv-id, whose Authentication-Results is read (issue 47). */
  authservId?: string;
  /** The site's own folder (issue 47); absent: SITE_FOLDER. */
  siteFolder?: string;
}

/** The environment's mail settings (config/settings.ts). */
export type MailEnv = Partial<
  Pick<ServerConfig, "SMTP_URL" | "IMAP_URL" | "MAIL_FROM" | "MAIL_TO">
> & {
  CONFIRM_MAIL?: boolean;
  SITE_URL: string;
};

/** Where an effective value comes from: the environment, the back office, or neither. */
export type Source = "env" | "saved" | "default" | "owners";

export interface EffectiveMail {
  /** The SMTP server (never its password); absent: no mail is sent. */
  server?: { source: "env" | "saved"; host: string; port: number; user?: string };
  from: { value: string; source: Source };
  /** The staff notice's recipients; without any set, the active owners' addresses. */
  to: { value: string[]; source: Source };
  confirm: { value: boolean; source: Source };
  /** The mailbox read for buyers' answers (never its password); absent: none is set. */
  mailbox?: Omit<MailboxConfig, "password"> & { source: "env" | "saved" };
}

/** A way to send (the transport of the moment), with the sender's address. */
export interface Sender extends Transport {
  from: string;
}

/**
 * One try's waits, far within the outbox's lease. A relay connects and greets within a second: a
 * server that does not is given up on soon. An answer may wait longer (a relay scanning the data,
 * and giving up after the data risks a second copy); a slow try frees its outbox slot meanwhile.
 */
const TIMEOUTS: Timeouts = {
  connectionTimeout: 5_000,
  greetingTimeout: 10_000,
  socketTimeout: 60_000,
};
/**
 * A person waits for the test mail's answer: the outbox's waits to connect and be greeted (what
 * passes here passes there), a shorter one for the answers, then the reason.
 */
const TEST_TIMEOUTS: Timeouts = {
  connectionTimeout: 5_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};
/** Tests of the SMTP server and the mailbox an account may start in a minute, together. */
const TESTS_PER_MINUTE = 5;

const mailbox = z.string().trim().email().max(254);

const hostField = z
  .string()
  .trim()
  .max(253)
  .regex(
    /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])?$/i,
  );
const portField = z
  .string()
  .trim()
  .regex(/^\d{0,5}$/)
  .transform((value) => (value === "" ? undefined : Number(value)))
  .refine((value) => value === undefined || (value >= 1 && value <= 65535));
// Printable characters only: they go into the SMTP or IMAP conversation.
const userField = z
  .string()
  .trim()
  .max(254)
  .regex(/^[^\p{Cc}]*$/u);
const passwordField = z
  .string()
  .max(500)
  .regex(/^[^\p{Cc}]*$/u);

/** An address a mail server takes (the form's recipients, the test mail's). */
export const isMailbox = (value: string) => mailbox.safeParse(value).success;

/** The form's fields as posted (strings), checked; `field` names the input of each problem. */
export const mailForm = z
  .object({
    host: hostField,
    port: portField,
    security: z.enum(SECURITIES as [Security, ...Security[]]),
    user: userField,
    password: passwordField,
    from: z.union([z.literal(""), mailbox]),
    to: z
      .string()
      .transform((value) =>
        value
          .split(/[\s,;]+/)
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(mailbox).max(20)),
    confirm: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.host && !portAllowed("smtp", values.host, values.port)) {
      context.addIssue({ code: "custom", path: ["port"], message: "mail port" });
    }
  });

export type MailFormField = keyof z.input<typeof mailForm>;

/** The mailbox's form as posted; an empty host removes the mailbox. */
export const mailboxForm = z
  .object({
    host: hostField,
    port: portField,
    security: z.enum(SECURITIES as [Security, ...Security[]]),
    user: userField,
    password: passwordField,
    folder: z
      .string()
      .trim()
      .max(200)
      .regex(/^[^\p{Cc}*%]*$/u)
      .transform((value) => value || "INBOX"),
    address: z.union([z.literal(""), mailbox]),
    authservId: z
      .string()
      .trim()
      .toLowerCase()
      .refine((value) => value === "" || AUTHSERV_ID.test(value), "a host name"),
    siteFolder: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || SITE_FOLDER)
      .refine((value) => FOLDER_NAME.test(value), "a folder name"),
  })
  .superRefine((values, context) => {
    const issue = (field: string, message: string) =>
      context.addIssue({ code: "custom", path: [field], message });
    // Mail read is moved out of the folder read: into that same folder it would never leave.
    if (sameFolder(values.siteFolder, values.folder)) issue("siteFolder", "the folder read");
    if (!values.host) return;
    if (!portAllowed("imap", values.host, values.port)) issue("port", "mail port");
    // Without TLS the password crosses the wire as typed: only to this computer.
    if (values.security === "none" && !isLoopback(values.host)) issue("security", "loopback");
    if (!values.user) issue("user", "required");
    if (!values.address) issue("address", "required");
  });

export type MailboxFormField = keyof z.input<typeof mailboxForm>;

/** Reads the mailbox's form; an empty password keeps the stored one (for the same server). */
export function readMailboxForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return mailboxForm.safeParse({
    host: text("host"),
    port: text("port"),
    security: text("security") || "tls",
    user: text("user"),
    password: text("password"),
    folder: text("folder"),
    address: text("address"),
    authservId: text("authservId"),
    siteFolder: text("siteFolder"),
  });
}

/** Reads the form's fields; an empty password keeps the stored one. */
export function readMailForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return mailForm.safeParse({
    host: text("host"),
    port: text("port"),
    security: text("security") || "starttls",
    user: text("user"),
    password: text("password"),
    from: text("from"),
    to: text("to"),
    confirm: form.get("confirm") === "on",
  });
}

/** The SMTP server of the environment (SMTP_URL wins) or of the back office, if any. */
function smtpServer(env: MailEnv, saved: SavedMail): SmtpServer | undefined {
  if (env.SMTP_URL) return { url: env.SMTP_URL };
  if (!saved.host) return undefined;
  const security = saved.security ?? "starttls";
  return {
    host: saved.host,
    port: saved.port ?? (security === "tls" ? 465 : 587),
    security,
    ...(saved.user && { auth: { user: saved.user, pass: saved.password ?? "" } }),
  };
}

/** The transport's options as a test proved them (the same hash as before the transport's module). */
const optionsOf = (server: SmtpServer | undefined) => server && transportOptions(server, TIMEOUTS);

/** `smtps://user:secret@host:465` -> host, port and user, for the page (never the password). */
function describeUrl(url: string) {
  const parsed = new URL(url);
  const tls = parsed.protocol === "smtps:";
  return {
    host: parsed.hostname,
    port: Number(parsed.port) || (tls ? 465 : 587),
    ...(parsed.username && { user: decodeURIComponent(parsed.username) }),
  };
}

export interface MailSettingsOptions {
  env: MailEnv;
  /** The staff database (server/admin/db.ts); without it only the environment counts. */
  db?: Database.Database;
  /** The active owners' addresses: the notice's recipients when none are set. */
  owners?: () => string[];
  now?: () => number;
}

/**
 * The mail settings over the staff database and the environment. `onChange` listeners (the
 * outboxes) hear of every save, so mail waiting for the settings goes out at once.
 */
export function mailSettings({ env, db, owners = () => [], now = Date.now }: MailSettingsOptions) {
  const read = db?.prepare("SELECT value FROM settings WHERE key = ?").pluck();
  const savedAt = db?.prepare("SELECT updated_at FROM settings WHERE key = 'mail'").pluck();
  const mailboxSavedAt = db
    ?.prepare("SELECT updated_at FROM settings WHERE key = 'mailbox'")
    .pluck();
  const write = db?.prepare(
    `INSERT INTO settings (key, value, updated_at, updated_by) VALUES (@key, @value, @at, @by)
     ON CONFLICT (key) DO UPDATE SET value = @value, updated_at = @at, updated_by = @by`,
  );
  const listeners = new Set<() => void>();
  const stored = <T>(key: string): T | undefined => {
    const value = read?.get(key) as string | undefined;
    return value === undefined ? undefined : (JSON.parse(value) as T);
  };
  const saved = () => stored<SavedMail>("mail") ?? {};
  const savedMailbox = () => stored<SavedMailbox>("mailbox");
  const notify = () => {
    for (const listener of listeners) listener();
  };
  // When each account's recent tests started: in memory, enough to stop a scan by hand.
  const tests = new Map<string, number[]>();

  /** IMAP_URL's mailbox, else the saved one while it has everything a login needs. */
  function mailboxConfig(): (MailboxConfig & { source: "env" | "saved" }) | undefined {
    if (env.IMAP_URL) {
      const parsed = parseImapUrl(env.IMAP_URL);
      return typeof parsed === "string" ? undefined : { ...parsed, source: "env" };
    }
    const box = savedMailbox();
    if (!box?.host || !box.password) return undefined;
    // The form takes no TLS only for this computer; a row written otherwise is not used.
    if (box.security === "none" && !isLoopback(box.host)) return undefined;
    const port = box.port ?? (box.security === "tls" ? 993 : 143);
    const siteFolder = box.siteFolder ?? SITE_FOLDER;
    return { ...box, port, password: box.password, siteFolder, source: "saved" };
  }

  function effective(mail = saved()): EffectiveMail {
    const server = env.SMTP_URL
      ? { source: "env" as const, ...describeUrl(env.SMTP_URL) }
      : mail.host
        ? {
            source: "saved" as const,
            host: mail.host,
            port: (smtpServer(env, mail) as { port: number }).port,
            ...(mail.user && { user: mail.user }),
          }
        : undefined;
    const from: EffectiveMail["from"] = env.MAIL_FROM
      ? { value: env.MAIL_FROM, source: "env" }
      : mail.from
        ? { value: mail.from, source: "saved" }
        : { value: `website@${new URL(env.SITE_URL).hostname}`, source: "default" };
    const to: EffectiveMail["to"] = env.MAIL_TO
      ? { value: env.MAIL_TO, source: "env" }
      : mail.to?.length
        ? { value: mail.to, source: "saved" }
        : { value: owners(), source: "owners" };
    const confirm: EffectiveMail["confirm"] =
      env.CONFIRM_MAIL !== undefined
        ? { value: env.CONFIRM_MAIL, source: "env" }
        : mail.confirm !== undefined
          ? { value: mail.confirm, source: "saved" }
          : { value: false, source: "default" };
    const box = env.IMAP_URL ? mailboxConfig() : savedMailbox();
    const mailbox: EffectiveMail["mailbox"] = box?.host
      ? {
          source: env.IMAP_URL ? "env" : "saved",
          host: box.host,
          port: box.port ?? (box.security === "tls" ? 993 : 143),
          security: box.security,
          user: box.user,
          folder: box.folder,
          address: box.address,
          ...(box.authservId && { authservId: box.authservId }),
          siteFolder: box.siteFolder ?? SITE_FOLDER,
        }
      : undefined;
    return { ...(server && { server }), from, to, confirm, ...(mailbox && { mailbox }) };
  }

  /** What a test proves: this server with these credentials and this sender. */
  const fingerprint = (mail: SavedMail) =>
    createHash("sha256")
      .update(JSON.stringify([optionsOf(smtpServer(env, mail)), effective(mail).from.value]))
      .digest("base64url");

  function sender(timeouts = TIMEOUTS): Sender | undefined {
    const mail = saved();
    const server = smtpServer(env, mail);
    if (!server) return undefined;
    const from = effective(mail).from.value;
    const transport = smtpTransport(server, timeouts);
    return { from, send: (message) => transport.send({ from, ...message }) };
  }

  return {
    /** The saved values for the form: the password only as "one is stored". */
    saved() {
      const { password, ...shown } = saved();
      const at = savedAt?.get() as number | undefined;
      return { ...shown, hasPassword: Boolean(password), ...(at !== undefined && { savedAt: at }) };
    },
    effective: () => effective(),

    /**
     * Saves the form's values (an empty password keeps the stored one; no user name drops it)
     * and tells the listeners. Returns the names of the fields that changed, for the audit log.
     */
    save(values: z.output<typeof mailForm>, by: string): string[] {
      if (!write) throw new Error("the mail settings need the staff database");
      const before = saved();
      // The stored password goes only to the server it was typed for.
      const sameServer =
        before.host === (values.host.toLowerCase() || undefined) &&
        before.port === values.port &&
        before.user === (values.user || undefined);
      const password = values.password || (sameServer ? before.password : undefined);
      const typed: SavedMail = {
        ...(values.host && { host: values.host.toLowerCase() }),
        ...(values.port !== undefined && { port: values.port }),
        security: values.security,
        ...(values.user && { user: values.user }),
        ...(values.user && password && { password }),
        ...(values.from && { from: values.from }),
        ...(values.to.length > 0 && { to: values.to }),
        confirm: values.confirm,
      };
      // A value the environment sets is not on the form: the saved one stays as it was.
      const keep = (keys: (keyof SavedMail)[], when: boolean) =>
        when ? Object.fromEntries(keys.map((key) => [key, before[key]])) : {};
      const next: SavedMail = JSON.parse(
        JSON.stringify({
          ...typed,
          ...keep(["host", "port", "security", "user", "password"], Boolean(env.SMTP_URL)),
          ...keep(["from"], Boolean(env.MAIL_FROM)),
          ...keep(["to"], Boolean(env.MAIL_TO)),
          ...keep(["confirm"], env.CONFIRM_MAIL !== undefined),
        }),
      ) as SavedMail;
      const changed = (Object.keys({ ...before, ...next }) as (keyof SavedMail)[]).filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
      );
      write.run({ key: "mail", value: JSON.stringify(next), at: now(), by });
      notify();
      return changed;
    },

    /** The saved mailbox for the form: the password only as "one is stored". */
    savedMailbox() {
      const { password, ...shown } = savedMailbox() ?? {};
      const at = mailboxSavedAt?.get() as number | undefined;
      return { ...shown, hasPassword: Boolean(password), ...(at !== undefined && { savedAt: at }) };
    },

    /**
     * Saves the mailbox's form (an empty host removes the mailbox; an empty password keeps the
     * stored one for the same host, port and user) and tells the listeners: the reader restarts.
     * Returns the names of the fields that changed, for the audit log.
     */
    saveMailbox(values: z.output<typeof mailboxForm>, by: string): string[] {
      if (!write) throw new Error("the mail settings need the staff database");
      if (env.IMAP_URL) return [];
      const before: Partial<SavedMailbox> = savedMailbox() ?? {};
      const host = values.host.toLowerCase();
      const sameServer =
        before.host === host && before.port === values.port && before.user === values.user;
      const password = values.password || (sameServer ? before.password : undefined);
      const next: Partial<SavedMailbox> = host
        ? JSON.parse(
            JSON.stringify({
              host,
              port: values.port,
              security: values.security,
              user: values.user,
              password,
              folder: values.folder,
              address: values.address.toLowerCase(),
              ...(values.authservId && { authservId: values.authservId }),
              // Kept only when not the default, so a form saved empty follows SITE_FOLDER.
              ...(values.siteFolder !== SITE_FOLDER && { siteFolder: values.siteFolder }),
            }),
          )
        : {};
      const changed = (Object.keys({ ...before, ...next }) as (keyof SavedMailbox)[]).filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
      );
      write.run({ key: "mailbox", value: JSON.stringify(next), at: now(), by });
      notify();
      return changed;
    },

    /** The mailbox the reader reads, fresh from the settings; undefined while none is set. */
    mailbox(): MailboxConfig | undefined {
      const found = mailboxConfig();
      return (
        found && {
          host: found.host,
          port: found.port,
          security: found.security,
          user: found.user,
          password: found.password,
          folder: found.folder,
          address: found.address,
          ...(found.authservId && { authservId: found.authservId }),
          siteFolder: found.siteFolder,
        }
      );
    },

    /**
     * Logs in to the mailbox and looks for its folder, with short waits; throws an error whose
     * `kind` says what failed (server/mail/mailbox-check.ts). A saved mailbox on a port mail
     * does not use is refused before any connection.
     */
    async testMailbox() {
      const found = mailboxConfig();
      if (!found) throw Object.assign(new Error("no mailbox is set"), { kind: "noMailbox" });
      if (found.source === "saved" && !portAllowed("imap", found.host, found.port)) {
        throw Object.assign(new Error("not a mail port"), { kind: "port" });
      }
      await checkMailbox(found);
    },

    /**
     * Whether `account` may start another test (of the SMTP server or the mailbox) now: at most
     * a few a minute, so the test buttons cannot map the network.
     */
    allowTest(account: string) {
      const since = now() - 60_000;
      const recent = (tests.get(account) ?? []).filter((at) => at > since);
      if (recent.length >= TESTS_PER_MINUTE) return false;
      tests.set(account, [...recent, now()]);
      return true;
    },

    /** The SMTP server and sender, or undefined when no server is set. */
    sender: () => sender(),

    /** The staff notice's recipients (none: the notice is off). */
    noticeTo: () => effective().to.value,

    /** The staff notice's sender, or undefined while there is no server or recipient. */
    notice(): Sender | undefined {
      const found = sender();
      return found && effective().to.value.length > 0 ? found : undefined;
    },

    /** The buyer's confirmation's sender, or undefined while it is off or no server is set. */
    confirmation(): Sender | undefined {
      return effective().confirm.value ? sender() : undefined;
    },

    /**
     * Sends the owner's test mail through the effective settings, with a shorter wait; a
     * success is remembered with what it proved (`status().lastTestAt`).
     */
    async sendTest(send: (sender: Sender) => Promise<unknown>) {
      const found = sender(TEST_TIMEOUTS);
      if (!found) throw Object.assign(new Error("no SMTP server is set"), { code: "ENOSERVER" });
      const mail = saved();
      // Saved before the port rule, or written by hand: refused before any connection.
      if (!env.SMTP_URL && !portAllowed("smtp", mail.host ?? "", mail.port)) {
        throw Object.assign(new Error("not a mail port"), { code: "EPORT" });
      }
      // A user without a password: it was dropped with a change of server, and must be typed.
      if (!env.SMTP_URL && mail.user && !mail.password) {
        throw Object.assign(new Error("no password is stored"), { code: "ENOPASSWORD" });
      }
      await send(found);
      const value = JSON.stringify({ at: now(), proves: fingerprint(saved()) });
      write?.run({ key: "mail-test", value, at: now(), by: "test" });
    },

    /**
     * For the launch checklist: whether notices can go out (a server and a recipient), and when
     * a test mail last went through the settings as they are now.
     */
    status(): { configured: boolean; lastTestAt?: string } {
      const mail = saved();
      const current = effective(mail);
      const test = stored<{ at: number; proves: string }>("mail-test");
      const tested = test && test.proves === fingerprint(mail);
      return {
        configured: current.server !== undefined && current.to.value.length > 0,
        ...(tested && { lastTestAt: new Date(test.at).toISOString() }),
      };
    },

    /** Calls `listener` after every save (the SMTP server's or the mailbox's); returns the way to stop. */
    onChange(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type MailSettings = ReturnType<typeof mailSettings>;

/** A failed test mail's kind: a send's, or a port mail does not use, or no SMTP server there. */
export type TestProblem = MailTestProblem;

/**
 * The owner's test mail's failure, and the server's own answer only where it spoke SMTP (a
 * refused login or address): whatever else answers on a port is never echoed back (issue 41).
 */
export function testProblem(error: unknown): { kind: TestProblem; detail?: string } {
  const { code, response } = (error ?? {}) as { code?: string; response?: string };
  if (code === "EPORT") return { kind: "port" };
  if (code === "ENOPASSWORD") return { kind: "noPassword" };
  // nodemailer's code for a greeting or answer that is not SMTP's (an SSH or Redis banner).
  if (code === "EPROTOCOL") return { kind: "notMail" };
  const { kind } = mailProblem(error);
  const reply = response?.replace(/\s+/g, " ").slice(0, 300);
  const spoken = (kind === "auth" || kind === "refused") && reply && /^[45]\d\d[ -]/.test(reply);
  return { kind, ...(spoken && { detail: reply }) };
}
