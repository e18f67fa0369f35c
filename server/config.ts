import { z } from "zod";

const origin = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: "expected an absolute http(s) URL",
  })
  .transform((value) => new URL(value).origin);

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

/** Form keys and project ids appear in URL paths: keep them to URL-safe words. */
const pathSegment = z.string().regex(/^[\w-]{1,64}$/, "expected 1-64 letters, digits, _ or -");

const mailbox = z.string().trim().email("expected an e-mail address");

const schema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    /** Seconds to let open requests finish after SIGTERM before exiting anyway. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(10),
    /** The public origin; the default CORS allow-list for the inquiry receiver. */
    SITE_URL: origin.default("http://localhost:3000"),
    FORM_KEY: pathSegment.default("inquiry"),
    FORM_PROJECT: pathSegment.optional(),
    INQUIRY_DB: z.string().trim().min(1).default("data/inquiries.sqlite"),
    /** Accepted submissions per client IP and minute; 0 turns the limit off. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(10),
    /** Take the client IP from X-Forwarded-For's last entry (only behind a proxy that sets it). */
    TRUST_PROXY: z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((value) => value === "true" || value === "1"),
    CORS_ORIGINS: originList.optional(),
    SMTP_URL: z
      .string()
      .trim()
      .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), {
        message: "expected an smtp:// or smtps:// URL",
      })
      .optional(),
    MAIL_TO: z
      .string()
      .transform((value) => value.split(",").map((item) => item.trim()))
      .pipe(z.array(mailbox).min(1))
      .optional(),
    MAIL_FROM: mailbox.optional(),
  })
  .transform((config) => ({
    ...config,
    CORS_ORIGINS: config.CORS_ORIGINS ?? [config.SITE_URL],
    MAIL_FROM: config.MAIL_FROM ?? `website@${new URL(config.SITE_URL).hostname}`,
  }));

export type ServerConfig = z.infer<typeof schema>;

/** Reads the environment once at start; a bad value stops the server with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable means "not set", so `FORM_PROJECT=` in a service file keeps the default.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = schema.safeParse(set);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map(
      (issue) =>
        `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    )
    .join("\n");
  throw new Error(`Invalid configuration:\n${problems}`);
}
