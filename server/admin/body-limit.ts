import type { Socket } from "node:net";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_FILE_BYTES } from "../content/files";
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE } from "../content/photos";
import { MAX_REPLY_FILES_BYTES } from "../inquiries/kept-files";

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
  [/^photos$/, MAX_PHOTO_BYTES + FORM_BYTES],
  [/^content\/(?:news|documents)\/[^/]+$/, MAX_FILE_BYTES + FORM_BYTES],
  [/^content\/(?:gallery|products)\/[^/]+$/, PHOTOS_AT_ONCE * MAX_PHOTO_BYTES + FORM_BYTES],
  // Editors whose form carries an image: the company pages, a technical page, the seal.
  [/^content\/(?:about|company|sections\/[^/]+)$/, MAX_PHOTO_BYTES + FORM_BYTES],
  // A reply's attachments, 20 MB in all (server/inquiries/kept-files.ts).
  [/^inquiries\/[^/]+$/, MAX_REPLY_FILES_BYTES + FORM_BYTES],
];

/** The largest body a post to this back-office path may have, in bytes. */
export function bodyLimitOf(pathname: string): number {
  const path = pathname.replace(/^\/(?:en\/)?admin\/?/, "").replace(/(?:\.data|\/)$/, "");
  return LIMITS.find(([pattern]) => pattern.test(path))?.[1] ?? PLAIN_FORM_BYTES;
}

const TOO_LARGE = {
  ko: (mb: number) =>
    `보낸 내용이 너무 큽니다. 이 화면은 ${mb} MB까지 받습니다. 뒤로 돌아가 더 작은 파일을 골라 주세요.\n`,
  en: (mb: number) =>
    `What was sent is too large: this page takes up to ${mb} MB. Go back and choose a smaller file.\n`,
};

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
 * Caps a post's body at its path's limit before anything reads it: a declared length over the
 * limit is answered 413 at once, a chunked body is counted as it arrives and answered 413 at
 * the limit (hono's bodyLimit). The connection is closed, so the rest is never read.
 * Undefined: the body fits, and `c.req.raw` is the request to go on with.
 */
export async function refuseLargeBody(c: Context): Promise<Response | undefined> {
  const { pathname } = new URL(c.req.url);
  const limit = bodyLimitOf(pathname);
  const en = /^\/en\//.test(pathname);
  const refused = await bodyLimit({
    maxSize: limit,
    onError: (c) => {
      lingerOnClose((c.env as { incoming?: { socket?: Socket } } | undefined)?.incoming?.socket);
      const headers = { "Cache-Control": "no-store", Connection: "close" };
      // The photo endpoint answers its scripts in JSON, this refusal too.
      if (/^\/(?:en\/)?admin\/photos$/.test(pathname)) {
        return c.json({ ok: false, message: PHOTO_TOO_LARGE }, 413, headers);
      }
      return c.text(TOO_LARGE[en ? "en" : "ko"](Math.floor(limit / (1024 * 1024))), 413, headers);
    },
  })(c, async () => {});
  return refused instanceof Response ? refused : undefined;
}
