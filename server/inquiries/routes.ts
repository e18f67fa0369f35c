import { offTheMachine } from "../platform/acknowledge";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorJson, errorPage, safeNext, thanksPath, withReference } from "./answer";
import { fieldsFromJson, type Fields } from "./parse";
import type { Lang } from "../../app/i18n/lang";
import type { Problem } from "./problems";
import { createRateLimit } from "./rate-limit";
import type { InquiryStore } from "./store";
import type { StoredInquiry } from "./types";
import { hasContent, special, validateInquiry } from "./validate";
import { clientAddress } from "../platform/client-address";
import { closeAfterAnswer, declareDoor, readBody, type BodyRefusal } from "../platform/body";
import { DISK_FULL_RETRY_SECONDS, isDiskFull } from "../platform/durable-file";

/** How long a refusal for want of room in memory (`busy`) asks a client to wait. */
const BUSY_RETRY_SECONDS = 10;

/**
 * Room for the largest submission the field rules accept, in the widest encoding: a plain post
 * percent-encodes a character in up to 12 bytes, and the fields (about 6,000 characters) and a
 * full quote list (50 lines, 500-character notes) come to about 400 KB that way.
 */
export const BODY_LIMIT = 512 * 1024;

/**
 * The receiver's door: the inquiry form's fields (about 12) and a quote list of 50 lines of 4
 * fields each, no files (the protocol refuses them); the longest field is the inquiry's 5,000
 * characters, 4 bytes each at most.
 */
export const RECEIVER_DOOR = declareDoor({
  name: "receiver",
  sample: "/f/{key}",
  alsoAt: ["/p/{project}/f/{key}"],
  limits: {
    types: ["urlencoded", "multipart", "json"],
    bytes: BODY_LIMIT,
    parts: 400,
    fields: 400,
    fieldBytes: 20 * 1024,
    files: 0,
    fileBytes: 0,
    headerBytes: 2 * 1024,
    json: { depth: 4, members: 400 },
  },
});

/** A refused body as the protocol's problems say it. */
const REFUSED: Record<BodyRefusal, Problem> = {
  type: { kind: "contentType" },
  malformed: { kind: "badMultipart" },
  encoding: { kind: "badEncoding" },
  shape: { kind: "badJson" },
  bytes: { kind: "tooLarge" },
  parts: { kind: "tooLarge" },
  fields: { kind: "tooLarge" },
  fieldBytes: { kind: "tooLarge" },
  headerBytes: { kind: "tooLarge" },
  files: { kind: "files", code: "NO_FILE_UPLOADS" },
  fileBytes: { kind: "files", code: "NO_FILE_UPLOADS" },
  stall: { kind: "stalled" },
  busy: { kind: "busy" },
  space: { kind: "storeFailed" },
};

export interface ReceiverOptions {
  store: InquiryStore;
  formKey: string;
  project?: string;
  /** Allowed Origin values; "*" allows any. Same-origin requests are always allowed. */
  corsOrigins: string[];
  rateLimitPerMinute: number;
  trustProxy: boolean;
  /** The staff notice's outbox: whether notices are on now, and its wake; absent: off. */
  notices?: MailSwitch;
  /** The buyer's confirmation's outbox, likewise. */
  confirmations?: MailSwitch;
}

/** One kind of mail: on or off as the inquiry arrives (server/mail/settings.ts). */
export interface MailSwitch {
  on(): boolean;
  wake(): void;
}

// "/f/key", "/p/proj/f/key"; runs of slashes count as one, since an endpoint configured with a
// trailing slash makes the official client post to "//f/key".
const ENDPOINT = /^\/+(?:p\/+([^/]+)\/+)?f\/+([^/]+)\/*$/;

const PREFLIGHT_HEADERS = "Accept, Content-Type, Formspree-Client, Formspree-Session-Data";

/**
 * The Formspree-compatible inquiry receiver (docs/form-protocol.md): answers POST and OPTIONS on
 * the form's endpoint paths and passes every other request on.
 */
export function inquiryReceiver(options: ReceiverOptions): MiddlewareHandler {
  const { store, formKey, project, corsOrigins, notices, confirmations } = options;
  const rateLimit = createRateLimit(options.rateLimitPerMinute);

  function originAllowed(c: Context, origin: string) {
    if (corsOrigins.includes("*") || corsOrigins.includes(origin)) return true;
    return URL.canParse(origin) && new URL(origin).host === new URL(c.req.url).host;
  }

  async function receive(c: Context, match: RegExpExecArray) {
    // A browser form cannot send JSON, and the official client always asks for it.
    const wantsJson =
      (c.req.header("accept") ?? "").includes("application/json") ||
      (c.req.header("content-type") ?? "").toLowerCase().startsWith("application/json");
    let lang: Lang = "ko";
    const fail = (status: ContentfulStatusCode, problems: Problem[]) =>
      wantsJson ? errorJson(c, status, problems) : errorPage(c, status, problems, lang);

    const origin = c.req.header("origin");
    if (origin !== undefined) {
      if (!originAllowed(c, origin)) return fail(403, [{ kind: "blocked", code: "BLOCKED" }]);
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Vary", "Origin");
    }
    const [, requestedProject, requestedKey] = match;
    if (requestedProject !== undefined && requestedProject !== project) {
      return fail(404, [{ kind: "projectNotFound", code: "PROJECT_NOT_FOUND" }]);
    }
    if (requestedKey !== formKey)
      return fail(404, [{ kind: "formNotFound", code: "FORM_NOT_FOUND" }]);

    const limit = rateLimit(clientAddress(c, options.trustProxy));
    if (!limit.ok) {
      c.header("Retry-After", String(limit.retryAfterSeconds));
      return fail(429, [{ kind: "tooMany" }]);
    }

    const read = await readBody(c.req.raw, RECEIVER_DOOR, clientAddress(c, options.trustProxy));
    // No files are taken, so nothing is held on disk; the bytes held go with this answer.
    await read.release();
    if (!read.ok) {
      if (read.unread) closeAfterAnswer(c);
      const json = (c.req.header("content-type") ?? "")
        .toLowerCase()
        .startsWith("application/json");
      const problem =
        read.reason === "malformed" && json ? { kind: "badJson" as const } : REFUSED[read.reason];
      if (read.status === 503) {
        const seconds = read.reason === "space" ? DISK_FULL_RETRY_SECONDS : BUSY_RETRY_SECONDS;
        c.header("Retry-After", String(seconds));
      }
      const status = problem.kind === "files" ? 422 : read.status;
      return fail(status, [problem]);
    }
    let fields: Fields;
    if (read.posted.json === undefined) fields = read.posted.fields;
    else {
      const fromJson = fieldsFromJson(read.posted.json);
      if (!fromJson) return fail(400, [{ kind: "notObject" }]);
      fields = fromJson;
    }
    lang = special(fields, "_lang") === "en" ? "en" : "ko";
    const next = (ref?: string) => {
      const path = safeNext(special(fields, "_next")) ?? thanksPath(lang);
      return ref ? withReference(path, ref) : path;
    };
    const success = (ref?: string) => (wantsJson ? undefined : c.redirect(next(ref), 303));

    // A filled honeypot is a bot: it is told "thank you" and nothing is kept or sent.
    if (special(fields, "_gotcha").trim() !== "") {
      return success() ?? c.json({ next: next(), ok: true }, 200);
    }
    if (!hasContent(fields)) return fail(422, [{ kind: "empty", code: "EMPTY" }]);
    const validated = validateInquiry(fields, lang);
    if (!validated.ok) return fail(422, validated.problems);

    let stored: StoredInquiry;
    const notify = notices?.on() ?? false;
    const confirm = confirmations?.on() ?? false;
    try {
      stored = store.add(validated.inquiry, notify ? "pending" : "off", new Date(), confirm);
    } catch (error) {
      console.error("Storing an inquiry failed:", error);
      // Both answers (JSON and the plain page) say when to try again: at once is no use.
      const seconds = isDiskFull(error) ? DISK_FULL_RETRY_SECONDS : BUSY_RETRY_SECONDS;
      c.header("Retry-After", String(seconds));
      return fail(503, [{ kind: "storeFailed" }]);
    }
    console.log(`Inquiry ${stored.ref} stored`);
    // The notice is in the outbox with the inquiry; it is sent after this answer.
    if (notify) notices?.wake();
    if (confirm) confirmations?.wake();
    // Acknowledged once it is off the machine (issue 72).
    await offTheMachine();
    return (
      success(stored.ref) ?? c.json({ next: next(stored.ref), ok: true, ref: stored.ref }, 200)
    );
  }

  return async (c, next) => {
    const match = ENDPOINT.exec(new URL(c.req.url).pathname);
    if (!match || (c.req.method !== "POST" && c.req.method !== "OPTIONS")) return next();
    c.header("Cache-Control", "no-store");
    if (c.req.method === "POST") return receive(c, match);

    const origin = c.req.header("origin");
    if (origin === undefined || !originAllowed(c, origin)) {
      return errorJson(c, 403, [{ kind: "blocked", code: "BLOCKED" }]);
    }
    c.header("Access-Control-Allow-Origin", origin);
    c.header("Vary", "Origin");
    c.header("Access-Control-Allow-Methods", "POST, OPTIONS");
    c.header("Access-Control-Allow-Headers", PREFLIGHT_HEADERS);
    c.header("Access-Control-Max-Age", "86400");
    return c.body(null, 204);
  };
}
