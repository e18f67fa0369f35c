import { decodePath } from "../platform/decode-path";

/**
 * The back office's door as the raw server sees it too (server/http/door-posts.ts, before Hono):
 * its paths and its session cookie's name. server/admin/http.ts reads them from here.
 */

/**
 * `/admin`, `/en/admin`, everything under them and their `.data` requests, in any case: React
 * Router matches paths case-insensitively and after percent-decoding, so the door must too.
 */
const ADMIN_PREFIX = /^\/(?:en\/)?admin(?=\.data$|\/|$)/i;

export type AdminPath =
  /** `/admin...` or `/en/admin...` as written: the door's. */
  | { kind: "door" }
  /** Another case of it (`/ADMIN`, `/en/Admin/audit`): the same path in lower case. */
  | { kind: "moved"; to: string }
  /** The prefix percent-encoded (`/%61dmin`): no one types it, so it is not found. */
  | { kind: "hidden" };

/** How the door takes a path as sent (not decoded); undefined: not the back office's. */
export function adminPathKind(pathname: string): AdminPath | undefined {
  const prefix = ADMIN_PREFIX.exec(pathname)?.[0];
  if (prefix === undefined) {
    return ADMIN_PREFIX.test(decodePath(pathname)) ? { kind: "hidden" } : undefined;
  }
  const lower = prefix.toLowerCase();
  return lower === prefix
    ? { kind: "door" }
    : { kind: "moved", to: lower + pathname.slice(prefix.length) };
}

/** The staff session's cookie (`__Host-` over HTTPS). */
export const sessionCookie = (secure: boolean) => (secure ? "__Host-hf_staff" : "hf_staff");

/** A cookie's value in a Cookie header; undefined when it is not there. */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
