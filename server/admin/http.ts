import { offTheMachine, writesMark } from "../platform/acknowledge";
import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { sameBytes } from "../platform/same-bytes";
import { pathForLog } from "../http/log-path";
import { asFormData, readBody, type PostedContext } from "../platform/body";
import {
  adminDoorOf,
  adminSubpath,
  bodyLimitsOf,
  refusedPost,
  SIGN_IN_DOOR,
  staleForm,
} from "./body-limit";
import type { Account, StaffServices } from "./services";
import { clientAddress } from "../platform/client-address";
import { cookieOf, sessionCookie } from "../http/admin-door";

export { adminPathKind, sessionCookie, type AdminPath } from "../http/admin-door";

/** What every admin loader and action gets in React Router's load context. */
export interface StaffContext {
  services: StaffServices;
  /** The client's address (X-Forwarded-For's last entry behind a trusted proxy). */
  address: string;
  /** Served over HTTPS: the cookies get Secure and the `__Host-` prefix. */
  secure: boolean;
  /** This request's CSRF token, for the forms it renders. */
  csrf: string;
}

const CSRF_FIELD = "csrf";
/** The CSRF token's cookie (`__Host-` over HTTPS), set by the first page load. */
export const csrfCookie = (secure: boolean) => (secure ? "__Host-hf_csrf" : "hf_csrf");
/** The session's cookie (`__Host-` over HTTPS); app/admin/guard.server.ts sets and reads it. */
export function readCookie(request: Request, name: string): string | undefined {
  return cookieOf(request.headers.get("Cookie") ?? undefined, name);
}

/** The account signed in with both steps on this request, if it is active. */
export function signedInAccount(
  services: StaffServices,
  request: Request,
  secure = services.isHttps(request),
): Account | undefined {
  const session = services.sessions.read(readCookie(request, sessionCookie(secure)));
  if (!session || session.stage !== "full") return undefined;
  const account = services.accounts.byId(session.accountId);
  return account?.status === "active" ? account : undefined;
}

export function cookieAttributes(secure: boolean, maxAge?: number): string {
  const age = maxAge === undefined ? "" : `; Max-Age=${maxAge}`;
  return `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}${age}`;
}

/** The passkey ceremonies take JSON; every other admin action takes a form. */
const JSON_ACTION = /^\/(?:en\/)?admin\/passkey(?:\.data)?\/?$/i;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const mediaType = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();

/** True when the action at this path can read this request's body. */
function takesBody(request: Request, pathname: string): boolean {
  const type = mediaType(request);
  return JSON_ACTION.test(pathname) ? type === "application/json" : FORM_TYPES.includes(type);
}

/**
 * A state-changing request must come from a page of this site: the browser's Sec-Fetch-Site
 * says same-origin and its Origin is the site's.
 */
function crossSite(request: Request, allowed: string[]): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin") return true;
  const origin = request.headers.get("Origin");
  return origin !== null && !allowed.includes(origin);
}

/**
 * A form post carries the CSRF token of its cookie (double submit; the cookie is `__Host-` over
 * HTTPS). JSON posts (the passkey ceremonies) cannot come from another origin's form, and a
 * script elsewhere cannot send them without a CORS preflight, which this server never grants.
 */
function withoutToken(request: Request, fields: Map<string, string[]>, token: string | undefined) {
  if (mediaType(request) === "application/json") return false;
  if (!token) return true;
  const sent = fields.get(CSRF_FIELD)?.[0];
  return typeof sent !== "string" || !sameBytes(sent, token);
}

/**
 * Behind a proxy that ends TLS (Caddy), the server sees `http://` while the browser's Origin is
 * `https://`; React Router refuses an action whose Origin is not the request's, so the request
 * gets the scheme the proxy says the browser used.
 */
function asTheBrowserSentIt(request: Request, trustProxy: boolean): Request {
  const url = new URL(request.url);
  const https = trustProxy && request.headers.get("X-Forwarded-Proto") === "https";
  if (!https || url.protocol === "https:") return request;
  url.protocol = "https:";
  return new Request(url, request);
}

/**
 * The request React Router's action gets once the door has read its body: the same method,
 * URL and headers, no body (the action reads `posted` from its load context).
 */
function withoutBody(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}

/**
 * The back office's door in the Hono app: checks origin and CSRF token, gives React Router the
 * staff context, and marks every answer `no-store` and `noindex`. Nothing here goes through the
 * render cache.
 */
export function adminHandler(
  services: StaffServices,
  render: (
    request: Request,
    context: { staff: StaffContext; posted?: PostedContext },
  ) => Promise<Response>,
) {
  return async (c: Context) => {
    let request = c.req.raw;
    const url = new URL(request.url);
    const secure = services.isHttps(request);
    const address = clientAddress(c, services.trustProxy);
    const allowed = [services.siteOrigin, url.origin];
    if (secure) allowed.push(`https://${url.host}`);

    let token = readCookie(request, csrfCookie(secure));
    let posted: PostedContext | undefined;
    let release = async () => {};
    let role: "owner" | "staff" | undefined;
    if (request.method !== "GET" && request.method !== "HEAD") {
      const forbidden = (why: string) => {
        // Which check refused it, never a token: a refused sign-in is told apart in the log.
        console.warn(`Post to ${pathForLog(url.pathname)} refused: ${why}`);
        return c.text("Forbidden: this request did not come from this site's own page.\n", 403, {
          "Cache-Control": "no-store",
        });
      };
      if (crossSite(request, allowed)) {
        // A stranger's headers, cut short: one refused post is one short line.
        const said = (name: string) =>
          JSON.stringify(request.headers.get(name)?.slice(0, 80)) ?? "none";
        return forbidden(
          `cross-site (Sec-Fetch-Site ${said("Sec-Fetch-Site")}, Origin ${said("Origin")})`,
        );
      }
      // Checked before any action reads the body: a body it cannot read would be a 500 there.
      if (!takesBody(request, url.pathname)) {
        return c.text("Unsupported Media Type\n", 415, {
          "Cache-Control": "no-store",
          "Accept-Post": JSON_ACTION.test(url.pathname)
            ? "application/json"
            : FORM_TYPES.join(", "),
        });
      }
      // The one body reader (server/platform/body.ts), before the token check: at most its
      // path's limits, and only for a session that may use the path; anyone else gets what
      // signing in needs.
      role = signedInRole(services, request);
      const door = adminDoorOf(url.pathname) ?? SIGN_IN_DOOR;
      const read = await readBody(request, door, address, bodyLimitsOf(url.pathname, role));
      release = read.release;
      if (!read.ok) {
        await release();
        return refusedPost(c, role, read);
      }
      if (withoutToken(request, read.posted.fields, token)) {
        await release();
        console.warn(
          `Post to ${pathForLog(url.pathname)} refused: ${token ? "CSRF token not the cookie's" : "no CSRF cookie"}`,
        );
        return staleForm(c);
      }
      // A signed-out post that can write nothing (a stale sign-out, a staff form after the
      // session ended) is answered here: no disk check, no mark of the databases, no new token
      // (the sign-in page it goes to sets one), which a flood of them paid on every post.
      const signedOut = role === undefined ? signedOutAnswer(request, url, secure) : undefined;
      if (signedOut) {
        await release();
        return new Response(null, { status: signedOut.status, headers: staffHeaders(signedOut) });
      }
      // Signing in writes a session (and its audit) that a full disk would refuse.
      if (role === undefined) services.makeSignInRoom();
      posted =
        read.posted.json === undefined
          ? { form: await asFormData(read.posted) }
          : { json: read.posted.json };
      request = withoutBody(request);
    }
    const fresh = !token || !/^[\w-]{43}$/.test(token);
    if (fresh) token = randomBytes(32).toString("base64url");

    // What the databases held before the post: one that wrote nothing (a stale sign-out, a
    // refused form) answers at once instead of waiting for the replica (issue 80).
    const before = posted ? writesMark() : undefined;
    let response: Response;
    try {
      response = await render(asTheBrowserSentIt(request, services.trustProxy), {
        staff: { services, address, secure, csrf: token! },
        ...(posted && { posted }),
      });
    } finally {
      // The action is done with the files it was given (it kept its own copies).
      await release();
    }
    // A staff post (a publish, a reply, an upload, a quotation with its documents) is answered
    // once what it wrote is off the machine, files too (issue 72); one that wrote nothing at once.
    if (posted) await offTheMachine(true, before);
    const headers = staffHeaders(response);
    if (fresh)
      headers.append("Set-Cookie", `${csrfCookie(secure)}=${token}; ${cookieAttributes(secure)}`);
    return new Response(request.method === "HEAD" ? null : response.body, {
      status: response.status,
      headers,
    });
  };
}

/** An answer's headers as every back-office answer carries them: never stored, never indexed. */
function staffHeaders(response: Response) {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return headers;
}

/** Back-office paths a signed-out person posts to: the door's (DOOR_ROUTES) and sign-out. */
const SIGNED_OUT_POSTS =
  /^(?:|sign-in|sign-in\/recovery|sign-in\/verify|join\/[^/]+|passkey|sign-out)$/;

/**
 * The answer a signed-out post's action would give (`posted` by a session without both steps
 * done, or none), without React Router's render: to a staff
 * page, the sign-in form with the page to come back to (`requireStaff`); a sign-out with no
 * session at all, the sign-in form. A flood of such posts otherwise fills the serving thread
 * with route matching and renders, and a buyer's answer waits behind it (issue 80 item 5).
 * Script's `.data` posts keep React Router's own encoding of a redirect.
 */
function signedOutAnswer(request: Request, url: URL, secure: boolean): Response | undefined {
  // A path no route takes a body at goes to React Router as before (its 404 page).
  if (url.pathname.endsWith(".data") || !adminDoorOf(url.pathname)) return;
  const sub = adminSubpath(url.pathname);
  const home = /^\/en\//.test(url.pathname) ? "/en/admin" : "/admin";
  if (!SIGNED_OUT_POSTS.test(sub)) {
    const back = encodeURIComponent(url.pathname + url.search);
    return new Response(null, { status: 302, headers: { Location: `${home}?next=${back}` } });
  }
  if (sub !== "sign-out" || readCookie(request, sessionCookie(secure))) return;
  return new Response(null, {
    status: 302,
    headers: {
      Location: home,
      "Set-Cookie": `${sessionCookie(secure)}=; ${cookieAttributes(secure, 0)}`,
    },
  });
}

/** Every back-office route's id begins so (app/routes.ts, `adminRoutes`). */
const ADMIN_ROUTE_ID = /^staff\//;
/**
 * The door's routes: what a signed-out person uses (sign-in, its second step, a recovery code
 * in place of a lost passkey, an invitation, passkeys, sign-out), all named by the sign-in page itself. Its forms post to them from the
 * browser, so a signed-out patch must still give them.
 */
const DOOR_ROUTES = new Set(
  [
    "admin-layout",
    "admin",
    "admin-sign-in",
    "admin-verify",
    "admin-recovery",
    "admin-join",
    "admin-passkey",
  ].map((name) => `staff/${name}`),
);

/**
 * The owners' screens (their loaders require the owner role): a staff-role session is never
 * told of them. tests/server/owner-routes.test.ts checks this list against the routes' modules.
 */
export const OWNER_ROUTES = new Set(
  [
    "admin-audit",
    "admin-audit-csv",
    "admin-numbers",
    "admin-numbers-csv",
    "admin-mail-settings",
    "admin-staff",
    "admin-erase",
  ].map((name) => `staff/${name}`),
);

/** The role of the request's session with both steps done, of an active account. */
function signedInRole(
  services: StaffServices | undefined,
  request: Request,
): "owner" | "staff" | undefined {
  if (!services) return undefined;
  const session = services.sessions.read(
    readCookie(request, sessionCookie(services.isHttps(request))),
  );
  if (session?.stage !== "full") return undefined;
  const account = services.accounts.byId(session.accountId);
  return account?.status === "active" ? account.role : undefined;
}

/**
 * React Router's route-manifest patch (`/__manifest?paths=...`, lazy route discovery) as the
 * browser may have it: back-office routes only for a signed-in session (the owners' screens
 * only for an owner's), else only the door's; a patch that would name any other one becomes
 * the "reload the document" answer, so the browser loads that URL from the server, which sends
 * a signed-out person to the sign-in form and answers a staff member 403. Public patches stay as React Router made them (cacheable: they are the same for
 * everyone); one that names an admin route depends on the cookie, so it is never stored.
 * docs/decisions/017-admin-routes-out-of-public-scripts.md
 */
export async function guardManifest(
  services: StaffServices | undefined,
  request: Request,
  patch: Response,
): Promise<Response> {
  if (patch.status !== 200) return patch;
  const body = await patch.text();
  const ids = Object.keys(JSON.parse(body) as Record<string, unknown>);
  const admin = ids.filter((id) => ADMIN_ROUTE_ID.test(id));
  const headers = new Headers(patch.headers);
  if (admin.length === 0) return new Response(body, { status: 200, headers });
  headers.set("Cache-Control", "no-store");
  const role = admin.every((id) => DOOR_ROUTES.has(id)) ? "door" : signedInRole(services, request);
  const given =
    role === "door" ||
    role === "owner" ||
    (role === "staff" && !admin.some((id) => OWNER_ROUTES.has(id)));
  if (given) {
    return new Response(body, { status: 200, headers });
  }
  return new Response(null, {
    status: 204,
    headers: { "Cache-Control": "no-store", "X-Remix-Reload-Document": "true" },
  });
}
