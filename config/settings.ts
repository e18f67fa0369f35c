import { join } from "node:path";
import { z } from "zod";
import { FOLDER_NAME, sameFolder, SITE_FOLDER } from "../server/mail/folders";
import { isLoopback } from "../server/mail/security";
import { parseReplicaUrl } from "../server/platform/replica-url";
import { maskedUrl } from "./masked-url";

/**
 * Every setting of the site, read from the environment: one schema per variable, shared by the
 * build (`readBuildSettings`: vite.config.ts, react-router.config.ts), the static export
 * (`readExportSettings`) and the server's start (`readStartSettings`). `READ_AT` below says which
 * reads which; a setting both read, such as SITE_URL or FORM_KEY, follows the same rule in both.
 * docs/configuration.md has the table (checked against `READ_AT` by tests/unit/docs.test.ts).
 */

const origin = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: "expected an absolute http(s) URL",
  })
  .transform((value) => new URL(value).origin);

/**
 * A URL the server sends CDN_PURGE_TOKEN to: https, or plain http to this machine only, where
 * no one on the way can read the token (issue 56).
 */
const edgeUrl = () =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: "expected an absolute http(s) URL",
    })
    .refine(
      (value) =>
        !URL.canParse(value) ||
        new URL(value).protocol !== "http:" ||
        isLoopback(new URL(value).hostname),
      {
        message:
          "plain http:// only to this machine (127.0.0.1, ::1, localhost), as it carries CDN_PURGE_TOKEN: use https://",
      },
    );

/** "a,b" -> ["a", "b"]; "*" allows any origin. */
const originList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.union([z.literal("*"), origin])).min(1, "expected at least one origin"));

/**
 * Form keys and project ids appear in URL paths, and the form client joins them to the endpoint
 * without encoding: keep them to URL-safe words.
 */
const pathSegment = z.string().regex(/^[\w-]{1,64}$/, "expected 1-64 letters, digits, _ or -");

const mailbox = z.string().trim().email("expected an e-mail address");

/** The mailbox IMAP_URL names, in the shape of server/mail/incoming.ts's MailboxConfig. */
export interface ImapUrlMailbox {
  host: string;
  port: number;
  security: "tls" | "starttls" | "none";
  user: string;
  password: string;
  folder: string;
  address: string;
  /** Whose Authentication-Results header is read (`?authserv-id=`), when set. */
  authservId?: string;
  /** The site's own folder, where mail it read goes (`?site-folder=`, else SITE_FOLDER). */
  siteFolder: string;
}

/**
 * `imaps://user:pass@host:993/INBOX?address=sales@example.com` -> the mailbox, or the reason it
 * is not one. imaps: TLS (993); imap: STARTTLS, required (143); `?security=none` only on a
 * loopback host. The path is the folder (INBOX when empty); `address` is the mailbox's address,
 * needed when the user name is not one; `authserv-id` names the receiving server whose
 * Authentication-Results header is read (mx.google.com for Gmail); `site-folder` the folder the
 * site moves the mail it has read to (SITE_FOLDER when absent; never the folder read).
 */
export function parseImapUrl(value: string): ImapUrlMailbox | string {
  if (!URL.canParse(value)) return "expected an imap:// or imaps:// URL";
  const url = new URL(value);
  if (!/^imaps?:$/.test(url.protocol)) return "expected an imap:// or imaps:// URL";
  const tls = url.protocol === "imaps:";
  const plain = url.searchParams.get("security") === "none";
  if (plain && (tls || !isLoopback(url.hostname))) {
    return "security=none is for imap:// on a loopback host only";
  }
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  if (!user || !password) return "expected a user name and password: imaps://user:pass@host";
  const address = url.searchParams.get("address") ?? user;
  if (!mailbox.safeParse(address).success) {
    return "the user name is not an e-mail address: add ?address=the mailbox's address";
  }
  const folder = decodeURIComponent(url.pathname.replace(/^\//, "")) || "INBOX";
  const authservId = url.searchParams.get("authserv-id")?.trim().toLowerCase();
  if (authservId !== undefined && !AUTHSERV_ID.test(authservId)) {
    return "authserv-id: expected a host name as the receiving server writes it (mx.google.com)";
  }
  const siteFolder = url.searchParams.get("site-folder")?.trim() || SITE_FOLDER;
  if (!FOLDER_NAME.test(siteFolder)) {
    return "site-folder: expected a folder name without *, % or control characters";
  }
  if (sameFolder(siteFolder, folder)) {
    return "site-folder: expected a folder other than the one read (the path)";
  }
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: Number(url.port) || (tls ? 993 : 143),
    security: tls ? "tls" : plain ? "none" : "starttls",
    user,
    password,
    folder,
    address: address.trim(),
    ...(authservId && { authservId }),
    siteFolder,
  };
}

/** An authserv-id as servers write them: a host name (RFC 8601 allows any token; these do). */
export const AUTHSERV_ID = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/;

const settings = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Seconds to let open requests finish after SIGTERM before exiting anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  /**
   * The public origin: canonical and alternate links, JSON-LD and sitemap.xml (build); the
   * default CORS allow-list for the inquiry receiver (start).
   */
  SITE_URL: origin.default("http://localhost:3000"),
  /** "1" (`npm run export`): a static-host build with catalogue pages in path form. */
  STATIC_EXPORT: z
    .string()
    .optional()
    .transform((value) => value === "1"),
  /** Where the web-vitals report is sent: a path, an absolute URL, or "" (off). */
  VITALS_ENDPOINT: z
    .string()
    .refine((value) => value === "" || value.startsWith("/") || URL.canParse(value), {
      message: "expected a path, an absolute URL or nothing",
    })
    .default("/vitals"),
  /**
   * Origin the inquiry form posts to; unset means this site's own receiver. The form client
   * appends "/f/{key}", so a trailing slash is dropped.
   */
  FORM_ENDPOINT: z
    .string()
    .transform((value) => value.replace(/\/+$/, ""))
    .pipe(
      z
        .string()
        .refine(
          (value) =>
            value === "" ||
            (URL.canParse(value) &&
              /^https?:$/.test(new URL(value).protocol) &&
              !/[?#]/.test(value)),
          { message: "expected an absolute http(s) URL without query" },
        ),
    )
    .default(""),
  FORM_KEY: pathSegment.default("inquiry"),
  FORM_PROJECT: pathSegment.optional(),
  /**
   * The one directory the server writes: every SQLite database and uploaded file. A deploy of
   * new code never touches it; a backup copies exactly it.
   */
  DATA_DIR: z.string().trim().min(1).default("data"),
  /**
   * Where the server keeps a backup of DATA_DIR no older than a day (rotated: 7 daily, 4
   * weekly); unset: the server takes none (`npm run backup` still can).
   */
  BACKUP_DIR: z.string().trim().min(1).optional(),
  /**
   * Where every database and file of DATA_DIR is copied as it changes (docs/decisions/041):
   * `file:///path`, `sftp://user@host/path?key=/file` or `s3://bucket/path`; unset: no replica.
   */
  REPLICA_URL: z
    .string()
    .trim()
    .superRefine((value, context) => {
      const parsed = parseReplicaUrl(value);
      if (typeof parsed === "string") context.addIssue({ code: "custom", message: parsed });
    })
    .optional(),
  /**
   * How long an acknowledgement waits for its write to be in the replica (issue 72): past it,
   * the write is kept and answered, and the replica is "unconfirmed" (/healthz 503, the owner
   * told). Longer for a slow replica far away; the suite's own machine is a busy one.
   */
  REPLICA_ACK_SECONDS: z.coerce.number().min(1).max(60).default(3),
  /** The inquiry database; unset: inquiries.sqlite in DATA_DIR. */
  INQUIRY_DB: z.string().trim().min(1).optional(),
  /**
   * Days an inquiry is kept: the retention job deletes older ones, and the form's notice and the
   * privacy policy state the period (docs/decisions/009-privacy.md: why 365).
   */
  INQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** Accepted submissions per client IP and minute; 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(10),
  /**
   * Back-office posts without a signed-in session (the sign-in door's forms) per client IP and
   * minute; past it, answered 429 before the app sees them (server/http/door-posts.ts). 0 turns the limit off.
   */
  STAFF_DOOR_POSTS_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(60),
  /** Seconds a request's body may send nothing before it is dropped (server/platform/body.ts). */
  BODY_STALL_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** `/quote.pdf` per client IP and minute: anyone may ask, and each is seconds of work. */
  QUOTE_PDF_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(30),
  /** Take the client IP from X-Forwarded-For's last entry (only behind a proxy that sets it). */
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  CORS_ORIGINS: originList.optional(),
  // The mail settings: each one set here wins over the back office's (server/mail/settings.ts).
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), {
      message: "expected an smtp:// or smtps:// URL",
    })
    .optional(),
  /** The mailbox the site reads for buyers' answers; wins over the back office's (parseImapUrl). */
  IMAP_URL: z
    .string()
    .trim()
    .superRefine((value, context) => {
      const parsed = parseImapUrl(value);
      if (typeof parsed === "string") context.addIssue({ code: "custom", message: parsed });
    })
    .optional(),
  MAIL_TO: z
    .string()
    .transform((value) => value.split(",").map((item) => item.trim()))
    .pipe(z.array(mailbox).min(1))
    .optional(),
  MAIL_FROM: mailbox.optional(),
  /**
   * "true": each buyer gets a confirmation mail (reference, quoted models, office hours; never
   * their own text), at most 3 a day to one address. Needs an SMTP server. Unset: the back
   * office's choice (off until an owner turns it on).
   */
  CONFIRM_MAIL: z
    .enum(["true", "false", "1", "0"])
    .transform((value) => value === "true" || value === "1")
    .optional(),
  /**
   * The disk buyers' mail files may take (attachments and raw .eml copies, in MB of 1,000,000
   * bytes; decimals allowed): past it a new mail is still stored, its files only named (issue 47).
   */
  MAIL_FILES_QUOTA_MB: z.coerce.number().positive().max(100_000_000).default(2000),
  /** Days the back office's audit log keeps an entry; at least a year (the law's minimum). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(365).max(3650).default(730),
  /**
   * Days the counts of page views and searches without results are kept (docs/decisions/021):
   * about 13 months, so a month can be set beside the same month a year before. 0: nothing is
   * counted (and the privacy policy says nothing of it).
   */
  STATS_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(400),
  /** Seconds the counts wait in memory before they are written (and at shutdown). */
  STATS_FLUSH_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /**
   * Where a publish sends its purge by surrogate key (server/edge/): a CDN's purge API or the
   * purge listener of deploy/varnish.vcl (`http://127.0.0.1:6083/_purge`); unset: no purge.
   */
  CDN_PURGE_URL: edgeUrl().optional(),
  /** Sent with each purge as `Authorization: Bearer <token>` (a CDN's API token, Varnish's). */
  CDN_PURGE_TOKEN: z.string().trim().min(1).optional(),
  /**
   * After a purge, the pages that carried its keys are asked again here, through the edge
   * (Varnish's purge listener, `http://127.0.0.1:6083`), so it holds them for an outage again.
   */
  CDN_REFRESH_URL: edgeUrl()
    .transform((value) => new URL(value).origin)
    .optional(),
  /** "false": a publish tells no search engine (IndexNow). */
  INDEXNOW: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((value) => value === "true" || value === "1"),
  /** The IndexNow endpoint a publish's changed URLs go to (Naver's; Bing's also shares them). */
  INDEXNOW_ENDPOINT: z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: "expected an absolute http(s) URL",
    })
    .default("https://searchadvisor.naver.com/indexnow"),
  /** The site's IndexNow key (8-128 letters, digits, -); unset: one made once and kept in DATA_DIR. */
  INDEXNOW_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{8,128}$/, "expected 8-128 letters, digits or -")
    .optional(),
  /** Seconds a publish's URLs wait for others to go with them in one IndexNow ping. */
  INDEXNOW_BATCH_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
});

type SettingName = keyof typeof settings.shape;

/**
 * When a setting is read. "build": by `npm run build`, baked into the pages and bundles, so a
 * change needs a new build (`npm start` makes one: they are its build fingerprint,
 * scripts/start.mjs). "start": as the server starts, so a restart takes a change. "both": read at
 * both, and build and start must agree.
 */
export type ReadAt = "build" | "start" | "both";

/**
 * Which setting is read when: the one list. `export`: a start setting that the static export
 * (`npm run export`, which has no start) reads at export time too. `shown`: a start setting the
 * pages state; the server renders it from its own value (docs/decisions/016).
 */
export const READ_AT = {
  PORT: { when: "start" },
  HOST: { when: "start" },
  SHUTDOWN_GRACE_SECONDS: { when: "start" },
  SITE_URL: { when: "both" },
  STATIC_EXPORT: { when: "build" },
  VITALS_ENDPOINT: { when: "build" },
  FORM_ENDPOINT: { when: "build" },
  FORM_KEY: { when: "both" },
  FORM_PROJECT: { when: "both" },
  // The static export includes what staff published in DATA_DIR's content database.
  DATA_DIR: { when: "start", export: true },
  BACKUP_DIR: { when: "start" },
  REPLICA_URL: { when: "start" },
  REPLICA_ACK_SECONDS: { when: "start" },
  INQUIRY_DB: { when: "start" },
  INQUIRY_RETENTION_DAYS: { when: "start", export: true, shown: true },
  RATE_LIMIT_PER_MINUTE: { when: "start" },
  STAFF_DOOR_POSTS_PER_MINUTE: { when: "start" },
  BODY_STALL_SECONDS: { when: "start" },
  QUOTE_PDF_PER_MINUTE: { when: "start" },
  TRUST_PROXY: { when: "start" },
  CORS_ORIGINS: { when: "start" },
  SMTP_URL: { when: "start" },
  IMAP_URL: { when: "start" },
  MAIL_TO: { when: "start" },
  MAIL_FROM: { when: "start" },
  CONFIRM_MAIL: { when: "start" },
  MAIL_FILES_QUOTA_MB: { when: "start" },
  AUDIT_RETENTION_DAYS: { when: "start" },
  // The privacy policy states it (the static export reads it only to match the server's pages).
  STATS_RETENTION_DAYS: { when: "start", export: true, shown: true },
  STATS_FLUSH_SECONDS: { when: "start" },
  CDN_PURGE_URL: { when: "start" },
  CDN_PURGE_TOKEN: { when: "start" },
  CDN_REFRESH_URL: { when: "start" },
  INDEXNOW: { when: "start" },
  INDEXNOW_ENDPOINT: { when: "start" },
  INDEXNOW_KEY: { when: "start" },
  INDEXNOW_BATCH_SECONDS: { when: "start" },
} as const satisfies Record<SettingName, { when: ReadAt; export?: true; shown?: true }>;

type Entry = (typeof READ_AT)[SettingName];
type NamesWhere<Wanted> = {
  [Name in SettingName]: (typeof READ_AT)[Name] extends Wanted ? Name : never;
}[SettingName];

/** The schema's mask of the settings whose entry in READ_AT has `wanted`'s values. */
function namesWhere<const Wanted extends Partial<Entry>>(
  wanted: Wanted,
): { [Name in NamesWhere<Wanted>]: true } {
  return Object.fromEntries(
    Object.entries(READ_AT)
      .filter(([, entry]) =>
        Object.entries(wanted).every(([key, value]) => entry[key as keyof Entry] === value),
      )
      .map(([name]) => [name, true]),
  ) as { [Name in NamesWhere<Wanted>]: true };
}

/** What the build reads: the values baked into the pages and the server bundle. */
const buildSchema = settings.pick({
  ...namesWhere({ when: "build" }),
  ...namesWhere({ when: "both" }),
});

/** What the static export reads: the build's settings and the start settings it needs. */
const exportSchema = settings.pick({
  ...namesWhere({ when: "build" }),
  ...namesWhere({ when: "both" }),
  ...namesWhere({ export: true }),
});

/** The start settings the pages state (the retention period on /privacy and the form's notice). */
const shownSchema = settings.pick(namesWhere({ shown: true }));

/** What the server reads as it starts. */
const startSchema = settings
  .pick({ ...namesWhere({ when: "start" }), ...namesWhere({ when: "both" }) })
  .transform((config) => ({
    ...config,
    INQUIRY_DB: config.INQUIRY_DB ?? join(config.DATA_DIR, "inquiries.sqlite"),
    STAFF_DB: join(config.DATA_DIR, "staff.sqlite"),
    CORS_ORIGINS: config.CORS_ORIGINS ?? [config.SITE_URL],
  }));

export type BuildSettings = z.infer<typeof buildSchema>;
export type ExportSettings = z.infer<typeof exportSchema>;
export type StartSettings = z.infer<typeof startSchema>;
export type ShownSettings = z.infer<typeof shownSchema>;

/** Settings whose empty value means something ("off"), rather than "not set". */
const EMPTY_IS_A_VALUE = new Set(["VITALS_ENDPOINT"]);

/** A bad value as the message shows it: a URL's password and secret parameters never. */
const shown = (name: string, value: string | undefined) =>
  value === undefined ? value : maskedUrl(value, name.endsWith("_URL"));

/**
 * Parses the environment with `schema`; a bad value throws one message naming every bad
 * variable and its value. An empty variable means "not set", so `FORM_PROJECT=` in a service
 * file keeps the default.
 */
function parse<T>(schema: z.ZodType<T>, env: NodeJS.ProcessEnv): T {
  const set = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => value !== "" || EMPTY_IS_A_VALUE.has(name)),
  );
  const result = schema.safeParse(set);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map(
      (issue) =>
        `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(shown(String(issue.path[0]), env[String(issue.path[0])]))})`,
    )
    .join("\n");
  throw new Error(`Invalid configuration:\n${problems}`);
}

/** The build's settings, read once per build; a bad value fails the build. */
export function readBuildSettings(env: NodeJS.ProcessEnv = process.env): BuildSettings {
  return parse(buildSchema, env);
}

/** The static export's settings (`npm run export`); a bad value fails the export. */
export function readExportSettings(env: NodeJS.ProcessEnv = process.env): ExportSettings {
  return parse(exportSchema, env);
}

/** The server's settings, read once at start; a bad value stops the server with a clear message. */
export function readStartSettings(env: NodeJS.ProcessEnv = process.env): StartSettings {
  return parse(startSchema, env);
}

/** What the build's prerendered pages state: every shown setting at its default. */
export const SHOWN_DEFAULTS: ShownSettings = shownSchema.parse({});

/** The shown settings of a start's or an export's settings. */
export function shownOf(settings: ShownSettings): ShownSettings {
  return shownSchema.parse(settings);
}

/** The app's compile-time constants (declared in app/env.d.ts). */
export function buildConstants(settings: BuildSettings = readBuildSettings()) {
  return {
    __SITE_URL__: settings.SITE_URL,
    __CATALOGUE_PAGE_URLS__: settings.STATIC_EXPORT ? "path" : "query",
    __VITALS_ENDPOINT__: settings.VITALS_ENDPOINT,
    __FORM_ENDPOINT__: settings.FORM_ENDPOINT,
    __FORM_KEY__: settings.FORM_KEY,
    __FORM_PROJECT__: settings.FORM_PROJECT ?? "",
  };
}

/** The same constants as Vite's `define` wants them (source text), for the app and the server. */
export function viteDefine(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(buildConstants()).map(([name, value]) => [name, JSON.stringify(value)]),
  );
}
