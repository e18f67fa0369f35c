import type { Context } from "hono";
import { createTranslation } from "../../app/i18n/words";
import { MAX_FILE_BYTES } from "../content/files";
import { pathForLog } from "../http/log-path";
import { DISK_FULL_RETRY_SECONDS } from "../platform/durable-file";
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE } from "../content/photos";
import { MAX_REPLY_FILES, MAX_REPLY_FILES_BYTES } from "../inquiries/kept-files";
import {
  closeAfterAnswer,
  declareDoor,
  formLimits,
  type BodyLimits,
  type BodyRead,
  type Door,
} from "../platform/body";
import words from "./body-limit.words.json" with { type: "json" };

/** The catalogue spreadsheet's size at most (app/admin/content/catalogue/). */
export const MAX_SHEET_BYTES = 5 * 1024 * 1024;
/**
 * What a form's other fields and its multipart wrapping add to the files it carries. A file's
 * own limit at the door is its form's maximum plus this, so that the form's own check words
 * a file a little too large under its field; the door refuses what no form could send.
 */
const FORM_BYTES = 256 * 1024;
/** A form without files: the longest page text is far below this. */
const PLAIN_FORM_BYTES = 1024 * 1024;
/**
 * Photos chosen without JavaScript go with the editor's form, several at once; with scripts
 * each goes to /admin/photos alone.
 */
const PHOTOS_AT_ONCE = 4;

/**
 * What a post may carry before a session with the right role is known: the sign-in form, its
 * second step, a recovery code, an invitation's form and a passkey's JSON all fit well within.
 */
export const SIGNED_OUT_BYTES = 64 * 1024;

/** What anyone may post before a session is known: a few short fields, or a passkey's JSON. */
const SIGNED_OUT = formLimits({
  types: ["urlencoded", "multipart", "json"],
  bytes: SIGNED_OUT_BYTES,
  json: { depth: 8, members: 200 },
});

/**
 * A staff form without files: the largest editors (the company pages, the home page) have
 * about 160 fields, with rows added a few hundred; a page's text (a notice, a reply of 20,000
 * characters) is its longest field.
 */
const STAFF_FORM = formLimits({
  bytes: PLAIN_FORM_BYTES,
  parts: 1000,
  fields: 1000,
  fieldBytes: 256 * 1024,
});

/**
 * A staff form with `files` files of `fileBytes` each at most (the form's own maximum). One file
 * may take what the form may carry: the editor names a file over its own maximum under its field,
 * with the rest of the form kept.
 */
const withFiles = (files: number, fileBytes: number, bytes = files * fileBytes): BodyLimits => ({
  ...STAFF_FORM,
  types: ["multipart", "urlencoded"],
  bytes: bytes + FORM_BYTES,
  files,
  fileBytes: bytes + FORM_BYTES,
});

/**
 * Each back-office route that takes a body (app/routes.ts: its id; the path under /admin,
 * without `.data`): its limits for a session that may post there. Everyone else gets what
 * signing in needs. tests/server/hostile-corpus.test.ts fails for a route with an action and
 * no door here.
 */
const ADMIN_DOORS: (Door & { path: RegExp; signedIn: BodyLimits })[] = [
  ["account", /^account$/, STAFF_FORM],
  ["about", /^content\/about$/, withFiles(1, MAX_PHOTO_BYTES)],
  ["catalogue", /^content\/catalogue$/, withFiles(1, MAX_SHEET_BYTES)],
  ["catalogue-editor", /^content\/catalogue\/(?!new$)[^/]+$/, STAFF_FORM],
  ["catalogue-new", /^content\/catalogue\/new$/, STAFF_FORM],
  ["certificate", /^content\/certificates\/[^/]+$/, withFiles(1, MAX_FILE_BYTES)],
  ["company", /^content\/company$/, withFiles(1, MAX_PHOTO_BYTES)],
  ["document", /^content\/documents\/[^/]+$/, withFiles(1, MAX_FILE_BYTES)],
  ["gallery", /^content\/gallery\/[^/]+$/, withFiles(PHOTOS_AT_ONCE, MAX_PHOTO_BYTES)],
  ["home", /^content\/home$/, STAFF_FORM],
  ["news", /^content\/news\/[^/]+$/, withFiles(1, MAX_FILE_BYTES)],
  // A draft's preview posts its editor's whole form, photos chosen included (never kept).
  ["preview", /^content\/preview\/[^/]+\/[^/]+$/, withFiles(PHOTOS_AT_ONCE, MAX_PHOTO_BYTES)],
  ["product-photos", /^content\/products\/[^/]+$/, withFiles(PHOTOS_AT_ONCE, MAX_PHOTO_BYTES)],
  ["section", /^content\/sections\/[^/]+$/, withFiles(1, MAX_PHOTO_BYTES)],
  ["erase", /^erase$/, STAFF_FORM],
  ["export-csv", /^export\.csv$/, STAFF_FORM],
  [
    "inquiry",
    /^inquiries\/[^/]+$/,
    withFiles(MAX_REPLY_FILES, MAX_REPLY_FILES_BYTES, MAX_REPLY_FILES_BYTES),
  ],
  ["quotation", /^inquiries\/[^/]+\/quotation$/, STAFF_FORM],
  ["join", /^join\/[^/]+$/, STAFF_FORM],
  ["unmatched-mail", /^mail$/, STAFF_FORM],
  ["passkey", /^passkey$/, { ...SIGNED_OUT, types: ["json"] }],
  ["photos", /^photos$/, withFiles(1, MAX_PHOTO_BYTES)],
  // A plant's contacts and the reminders' days (decision 046).
  ["plant-contacts", /^plants\/[^/]+\/contacts$/, STAFF_FORM],
  ["plant-reminder-days", /^plants\/reminder-days$/, STAFF_FORM],
  ["closed-days", /^settings\/closed-days$/, STAFF_FORM],
  ["mail-settings", /^settings\/mail$/, STAFF_FORM],
  ["readings", /^settings\/readings$/, STAFF_FORM],
  ["sign-in", /^sign-in$/, STAFF_FORM],
  ["recovery", /^sign-in\/recovery$/, STAFF_FORM],
  ["verify", /^sign-in\/verify$/, STAFF_FORM],
  ["sign-out", /^sign-out$/, STAFF_FORM],
  ["staff", /^staff$/, STAFF_FORM],
  // Plants' pages (a plant, its list, the due list): fields only, no file.
  ["plants", /^plants$/, STAFF_FORM],
  ["plant", /^plants\/[^/]+$/, STAFF_FORM],
  // Orders (decision 047): a phone or fax order's lines; an order's dates and deliveries, whose
  // serials are pasted text (up to MAX_SERIALS of them) or the maker's packing list (.xlsx).
  ["orders-new", /^orders\/new$/, STAFF_FORM],
  ["order", /^orders\/(?!new$)[^/]+$/, withFiles(1, MAX_SHEET_BYTES)],
  ["unit", /^units\/(?!new$)[^/]+$/, withFiles(1, MAX_FILE_BYTES)],
  ["units-new", /^units\/new$/, withFiles(1, MAX_SHEET_BYTES)],
].map(([name, path, signedIn]) =>
  declareDoor({
    name: `admin/${name as string}`,
    sample: `/admin/${samplePath(path as RegExp)}`,
    path: path as RegExp,
    limits: SIGNED_OUT,
    signedIn: signedIn as BodyLimits,
  }),
);

/** A path the pattern takes, for the corpus: each `[^/]+` a made-up id. */
function samplePath(path: RegExp): string {
  return path.source
    .replace(/^\^|\$$/g, "")
    .replace(/\(\?!new\$\)/g, "")
    .replace(/\[\^\/\]\+/g, "HF-00000000-000001")
    .replace(/\\/g, "");
}

/** The door of a post to a path no route takes a body at: what signing in needs. */
export const SIGN_IN_DOOR = ADMIN_DOORS.find((door) => door.name === "admin/sign-in")!;

/**
 * The owners' screens that take a post (their actions require the owner role; the route ids are
 * `OWNER_ROUTES` in http.ts, closed days and the readings of facts): a staff-role session gets no
 * more than a signed-out one.
 */
const OWNER_PATHS = /^(?:audit|numbers|settings\/(?:mail|closed-days|readings)|staff|erase)$/;

/** The role of the post's session with both steps done, of an active account; none: signed out. */
export type SessionRole = "owner" | "staff" | undefined;

/** The path under /admin, without `.data` or a closing slash. */
export const adminSubpath = (pathname: string) =>
  pathname.replace(/^\/(?:en\/)?admin\/?/, "").replace(/(?:\.data|\/)$/, "");

/** Whether a session of `role` may use the post at this back-office path. */
export function mayPost(pathname: string, role: SessionRole): boolean {
  if (role === undefined) return false;
  return role === "owner" || !OWNER_PATHS.test(adminSubpath(pathname));
}

/** The door of a back-office path; none: no route there takes a body. */
export const adminDoorOf = (pathname: string) => {
  // Once, not per door: a flood of posts made this one of the serving thread's costliest lines.
  const sub = adminSubpath(pathname);
  return ADMIN_DOORS.find((door) => door.path.test(sub));
};

/**
 * The limits of a post to this back-office path: the path's own for a session that may use it,
 * what signing in needs for anyone else (issue 56: a signed-out post to the gallery made the
 * server read 90 MB before its 403), and for a path no route takes a body at.
 */
export function bodyLimitsOf(pathname: string, role: SessionRole): BodyLimits {
  const door = adminDoorOf(pathname);
  return door && mayPost(pathname, role) ? door.signedIn : SIGNED_OUT;
}

/** The largest body a post to this back-office path may have, in bytes. */
export const bodyLimitOf = (pathname: string, role: SessionRole) =>
  bodyLimitsOf(pathname, role).bytes;

/**
 * Why a post was not taken, one dictionary (decision 029): a post over what signing in needs
 * from someone the path is not for (signed out, or not theirs), one over the path's limit,
 * one that stopped arriving, or one that others' files left no room for.
 */
const notTaken = createTranslation(words);

/**
 * The answer to a post whose form token is not the browser's (another tab of the page set a new
 * one, or the page was left open past the cookie): words that say to load the page again, in
 * the page's language, which the back office's error boundary shows as they are.
 */
export function staleForm(c: Context): Response {
  const lang = /^\/en\//.test(new URL(c.req.url).pathname) ? "en" : "ko";
  return c.text(`${notTaken(lang, "staleForm")}\n`, 403, { "Cache-Control": "no-store" });
}

/**
 * The answer to a post the door refused (`readBody`'s refusal): words in the page's language,
 * JSON for the photo endpoint's script. A body left unread closes the connection after it.
 */
export function refusedPost(
  c: Context,
  role: SessionRole,
  read: Extract<BodyRead, { ok: false }>,
): Response {
  const { pathname } = new URL(c.req.url);
  const lang = /^\/en\//.test(pathname) ? "en" : "ko";
  // The path and the field's name, never a value: enough to tell which limit a form met.
  console.warn(
    `Post to ${pathForLog(pathname)} refused: ${read.reason}${read.field ? ` (${read.field})` : ""}`,
  );
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (read.unread) {
    headers.Connection = "close";
    closeAfterAnswer(c);
  }
  // The photo endpoint answers its scripts in JSON, these refusals too.
  const json = /^\/(?:en\/)?admin\/photos$/.test(pathname);
  const limits = bodyLimitsOf(pathname, role);
  const oversize = read.status === 413;
  if (oversize && !mayPost(pathname, role)) {
    const why = role === undefined ? "signedOut" : "notYours";
    // The photo page's script picks its language from both, as from PHOTO_TOO_LARGE.
    const message = { ko: notTaken("ko", why), en: notTaken("en", why) };
    if (json) return c.json({ ok: false, message }, 403, headers);
    return c.text(`${message[lang]}\n`, 403, headers);
  }
  if (json && (read.reason === "bytes" || read.reason === "fileBytes")) {
    return c.json({ ok: false, message: PHOTO_TOO_LARGE }, 413, headers);
  }
  const why =
    read.reason === "bytes" || read.reason === "fileBytes"
      ? "tooLarge"
      : read.reason === "stall"
        ? "stalled"
        : read.reason === "busy"
          ? "busy"
          : read.reason === "space"
            ? "full"
            : oversize
              ? "tooMany"
              : "malformed";
  if (read.status === 503) {
    headers["Retry-After"] = String(read.reason === "space" ? DISK_FULL_RETRY_SECONDS : 10);
  }
  const mb = Math.floor(limits.bytes / (1024 * 1024));
  const message = { ko: notTaken("ko", why, { mb }), en: notTaken("en", why, { mb }) };
  if (json) return c.json({ ok: false, message }, read.status, headers);
  return c.text(`${message[lang]}\n`, read.status, headers);
}
