import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { addressOf } from "../platform/client-address";
import { adminPathKind, cookieOf, sessionCookie } from "./admin-door";

const WINDOW_MS = 60_000;
/** Addresses counted in one minute at most: a flood from more is refused by the count alone. */
const ADDRESSES = 100_000;

export interface DoorPostsOptions {
  /** Back-office posts without a signed-in session, per client address and minute; 0: off. */
  perMinute: number;
  trustProxy: boolean;
  /** Whether a session cookie's value names a live, fully signed-in session (no write). */
  signedIn: (sessionId: string) => boolean;
  now?: () => number;
}

/**
 * Back-office posts from someone not signed in (the sign-in door's forms, a stale sign-out),
 * counted per address and minute before Hono sees them: past the limit, a short 429 from the
 * raw request, which costs a tenth of a post answered through the app. A flood of them from
 * many addresses otherwise keeps the serving thread busy and a buyer's inquiry waits behind
 * it (issue 80 item 5). A signed-in session's posts are never counted.
 */
export function doorPosts(options: DoorPostsOptions) {
  const now = options.now ?? Date.now;
  let window = 0;
  const counts = new Map<string, number>();
  let warned = false;

  /** True when the post was answered here. */
  function refused(request: IncomingMessage, response: ServerResponse): boolean {
    if (options.perMinute === 0 || request.method !== "POST") return false;
    const path = (request.url ?? "/").split("?")[0]!;
    // As sent or percent-decoded, in any case: every path the door takes for the back office's.
    if (!adminPathKind(path)) return false;
    // Over HTTPS or not: the raw request does not say which cookie the app will read.
    const signedIn = [true, false].some((secure) => {
      const id = cookieOf(request.headers.cookie, sessionCookie(secure));
      return !!id && options.signedIn(id);
    });
    if (signedIn) return false;
    const time = now();
    const minute = Math.floor(time / WINDOW_MS);
    if (minute !== window) {
      window = minute;
      counts.clear();
      warned = false;
    }
    const address = addressOf(
      request.headers["x-forwarded-for"],
      request.socket.remoteAddress,
      options.trustProxy,
    );
    const seen = counts.get(address);
    if (seen === undefined && counts.size >= ADDRESSES) return answer(request, response, time);
    const count = (seen ?? 0) + 1;
    counts.set(address, count);
    if (count <= options.perMinute) return false;
    if (!warned) {
      warned = true;
      // No address: it is personal data (docs/decisions/009-privacy.md); the count says enough.
      console.warn(
        `Back-office posts without a session past ${options.perMinute} a minute from one address: refused until the minute ends`,
      );
    }
    return answer(request, response, time);
  }

  function answer(request: IncomingMessage, response: ServerResponse, time: number) {
    const english = /^\/en\//i.test(request.url ?? "");
    const wait = Math.max(1, Math.ceil((WINDOW_MS - (time % WINDOW_MS)) / 1000));
    const body = english
      ? `Too many sign-in attempts from this IP address. Please wait ${wait} ${wait === 1 ? "second" : "seconds"}, then go back and try again.\n`
      : `이 IP 주소에서 로그인 시도가 너무 많습니다. ${wait}초 후 다시 시도하십시오.\n`;
    response.writeHead(429, {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Retry-After": String(wait),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "X-Content-Type-Options": "nosniff",
    });
    response.end(body);
    return true;
  }

  return {
    refused,
    /** The app's listener with the count in front of it. */
    guard(listener: RequestListener): RequestListener {
      return (request, response) => {
        if (!refused(request, response)) listener(request, response);
      };
    },
  };
}
