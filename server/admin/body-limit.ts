import type { Socket } from "node:net";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createTranslation } from "../../app/i18n/words";
import { MAX_FILE_BYTES } from "../content/files";
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE } from "../content/photos";
import { MAX_REPLY_FILES_BYTES } from "../inquiries/kept-files";
import words from "./body-limit.words.json" with { type: "json" };

/** The catalogue spreadsheet's size at most (app/admin/content/catalogue/). */
export const MAX_SHEET_BYTES = 5 * 1024 * 1024;
/** What a form's other fields and its multipart wrapping add to the files it carries. */
const FORM_BYTES = 256 * 1024;
/** A form without files: the longest page text is far below this. */
const PLAIN_FORM_BYTES = 1024 * 1024;
/**
 * Photos chosen without JavaScript go with the editor's form, several at once; with scripts
 * each goes to /admin/photos alone.
 */
const PHOTOS_AT_ONCE = 4;

/** The largest body each back-office path takes (its path under /admin, without `.data`). */
const LIMITS: [RegExp, number][] = [
  [/^content\/catalogue$/, MAX_SHEET_BYTES + FORM_BYTES],
  // Delivered units: a spreadsheet of many at once; a unit's page takes one paper (a PDF).
  [/^units\/new$/, MAX_SHEET_BYTES + FORM_BYTES],
  [/^units\/[^/]+$/, MAX_FILE_BYTES + FORM_BYTES],
  [/^photos$/, MAX_PHOTO_BYTES + FORM_BYTES],
  [/^content\/(?:news|documents|certificates)\/[^/]+$/, MAX_FILE_BYTES + FORM_BYTES],
  [/^content\/(?:gallery|products)\/[^/]+$/, PHOTOS_AT_ONCE * MAX_PHOTO_BYTES + FORM_BYTES],
  // Editors whose form carries an image: the company pages, a technical page, the seal.
  [/^content\/(?:about|company|sections\/[^/]+)$/, MAX_PHOTO_BYTES + FORM_BYTES],
  // A reply's attachments, 20 MB in all (server/inquiries/kept-files.ts).
  [/^inquiries\/[^/]+$/, MAX_REPLY_FILES_BYTES + FORM_BYTES],
];

/**
 * What a post may carry before a session with the right role is known: the sign-in form, its
 * second step, a recovery code, an invitation's form and a passkey's JSON all fit well within.
 */
export const SIGNED_OUT_BYTES = 64 * 1024;
/**
 * The owners' screens that take a post (their actions require the owner role; the route ids are
 * `OWNER_ROUTES` in http.ts, and closed days): a staff-role session gets no more than a signed-out one.
 */
const OWNER_PATHS = /^(?:audit|numbers|settings\/(?:mail|closed-days)|staff|erase)$/;

/** The role of the post's session with both steps done, of an active account; none: signed out. */
export type SessionRole = "owner" | "staff" | undefined;

/** The path under /admin, without `.data` or a closing slash. */
const adminSubpath = (pathname: string) =>
  pathname.replace(/^\/(?:en\/)?admin\/?/, "").replace(/(?:\.data|\/)$/, "");

/** Whether a session of `role` may use the post at this back-office path. */
export function mayPost(pathname: string, role: SessionRole): boolean {
  if (role === undefined) return false;
  return role === "owner" || !OWNER_PATHS.test(adminSubpath(pathname));
}

/**
 * The largest body a post to this back-office path may have, in bytes: the path's own limit
 * for a session that may use it, `SIGNED_OUT_BYTES` for anyone else (issue 56: a signed-out
 * post to the gallery made the server read 90 MB before its 403).
 */
export function bodyLimitOf(pathname: string, role: SessionRole): number {
  if (!mayPost(pathname, role)) return SIGNED_OUT_BYTES;
  const path = adminSubpath(pathname);
  return LIMITS.find(([pattern]) => pattern.test(path))?.[1] ?? PLAIN_FORM_BYTES;
}

/**
 * Why a post was not taken, one dictionary (decision 029): a post over `SIGNED_OUT_BYTES` from
 * someone the path is not for (signed out, or not theirs), or one over the path's limit.
 */
const notTaken = createTranslation(words);

/** How long a refused post's connection stays open after the answer (see `lingerOnClose`). */
const LINGER_MS = 2_000;

/**
 * Closing a socket that still has unread bytes makes the kernel send a reset, which can wipe
 * the 413 before the client has read it. As web servers do (nginx's lingering close): end our
 * side at once, and close the socket a moment later, when the client has had the answer.
 */
function lingerOnClose(socket: Socket | undefined) {
  if (!socket) return;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/**
 * Caps a post's body at its limit for this path and session before anything reads it: a
 * declared length over the limit is answered at once, a chunked body is counted as it arrives
 * and answered at the limit (hono's bodyLimit). The connection is closed, so the rest is never
 * read. Past the path's own limit: 413; past what a signed-out post (or a role the path is not
 * for) may carry: 403, saying to sign in. Undefined: the body fits, and `c.req.raw` is the
 * request to go on with.
 */
export async function refuseLargeBody(
  c: Context,
  role: SessionRole,
): Promise<Response | undefined> {
  const { pathname } = new URL(c.req.url);
  const limit = bodyLimitOf(pathname, role);
  const lang = /^\/en\//.test(pathname) ? "en" : "ko";
  const refused = await bodyLimit({
    maxSize: limit,
    onError: (c) => {
      lingerOnClose((c.env as { incoming?: { socket?: Socket } } | undefined)?.incoming?.socket);
      const headers = { "Cache-Control": "no-store", Connection: "close" };
      // The photo endpoint answers its scripts in JSON, these refusals too.
      const json = /^\/(?:en\/)?admin\/photos$/.test(pathname);
      if (!mayPost(pathname, role)) {
        const why = role === undefined ? "signedOut" : "notYours";
        // The photo page's script picks its language from both, as from PHOTO_TOO_LARGE.
        const message = { ko: notTaken("ko", why), en: notTaken("en", why) };
        if (json) return c.json({ ok: false, message }, 403, headers);
        return c.text(`${message[lang]}\n`, 403, headers);
      }
      if (json) return c.json({ ok: false, message: PHOTO_TOO_LARGE }, 413, headers);
      const mb = Math.floor(limit / (1024 * 1024));
      return c.text(`${notTaken(lang, "tooLarge", { mb })}\n`, 413, headers);
    },
  })(c, async () => {});
  return refused instanceof Response ? refused : undefined;
}
