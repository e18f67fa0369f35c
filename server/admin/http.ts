import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import type { StaffServices } from "./services";

/** `/admin`, `/en/admin`, everything under them and their `.data` requests. */
export const ADMIN_PATH = /^\/(?:en\/)?admin(?:\.data$|\/|$)/;

export function isAdminPath(pathname: string): boolean {
  return ADMIN_PATH.test(pathname);
}

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
const csrfCookie = (secure: boolean) => (secure ? "__Host-hf_csrf" : "hf_csrf");

export function readCookie(request: Request, name: string): string | undefined {
  for (const part of request.headers.get("Cookie")?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

export function cookieAttributes(secure: boolean, maxAge?: number): string {
  const age = maxAge === undefined ? "" : `; Max-Age=${maxAge}`;
  return `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}${age}`;
}

function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * A state-changing request must come from a page of this site: the browser's Sec-Fetch-Site
 * says same-origin, its Origin is the site's, and a form post carries the CSRF token of its
 * cookie (double submit; the cookie is `__Host-` over HTTPS). JSON posts (the passkey
 * ceremonies) cannot come from another origin's form, and a script elsewhere cannot send them
 * without a CORS preflight, which this server never grants.
 */
async function refused(request: Request, allowed: string[], token: string | undefined) {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin") return true;
  const origin = request.headers.get("Origin");
  if (origin && !allowed.includes(origin)) return true;
  const type = request.headers.get("Content-Type") ?? "";
  if (type.startsWith("application/json")) return false;
  if (!token) return true;
  const form = await request
    .clone()
    .formData()
    .catch(() => undefined);
  const sent = form?.get(CSRF_FIELD);
  return typeof sent !== "string" || !same(sent, token);
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
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    duplex: "half",
  } as RequestInit);
}

/**
 * The back office's door in the Hono app: checks origin and CSRF token, gives React Router the
 * staff context, and marks every answer `no-store` and `noindex`. Nothing here goes through the
 * render cache.
 */
export function adminHandler(
  services: StaffServices,
  render: (request: Request, context: { staff: StaffContext }) => Promise<Response>,
) {
  return async (c: Context) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const secure = services.isHttps(request);
    const address = clientAddress(c, services.trustProxy);
    const allowed = [services.siteOrigin, url.origin];
    if (secure) allowed.push(`https://${url.host}`);

    let token = readCookie(request, csrfCookie(secure));
    if (request.method !== "GET" && request.method !== "HEAD") {
      if (await refused(request, allowed, token)) {
        return c.text("Forbidden: this request did not come from this site's own page.\n", 403, {
          "Cache-Control": "no-store",
        });
      }
    }
    const fresh = !token || !/^[\w-]{43}$/.test(token);
    if (fresh) token = randomBytes(32).toString("base64url");

    const response = await render(asTheBrowserSentIt(request, services.trustProxy), {
      staff: { services, address, secure, csrf: token! },
    });
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "no-store");
    headers.set("X-Robots-Tag", "noindex, nofollow");
    if (fresh)
      headers.append("Set-Cookie", `${csrfCookie(secure)}=${token}; ${cookieAttributes(secure)}`);
    return new Response(request.method === "HEAD" ? null : response.body, {
      status: response.status,
      headers,
    });
  };
}
