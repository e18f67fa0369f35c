import { isIPv6 } from "node:net";
import type { Context } from "hono";

/**
 * The client's address as the server records it (rate limits, the audit log): behind a trusted
 * proxy (TRUST_PROXY) the last X-Forwarded-For entry, the one the proxy added (earlier ones are
 * whatever the client sent); else the socket's peer.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return addressOf(
    c.req.header("x-forwarded-for"),
    env?.incoming?.socket?.remoteAddress,
    trustProxy,
  );
}

/** The same, from a raw request's X-Forwarded-For header and its socket's peer. */
export function addressOf(
  forwardedFor: string | string[] | undefined,
  peer: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
    const forwarded = header?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return peer ?? "unknown";
}

/**
 * The network a client's address belongs to, as the fair shares group senders (issue 81): a /24
 * for IPv4 (an IPv4-mapped IPv6 address too), a /64 for IPv6 (one subscriber's usual prefix).
 * Anything else (a test's name, "unknown") is its own group.
 */
export function senderGroup(address: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.0/24`;
  if (isIPv6(address)) {
    const [head = "", tail] = address.toLowerCase().split("%")[0]!.split("::");
    const left = head ? head.split(":") : [];
    const right = tail ? tail.split(":") : [];
    const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
    const groups = [...left, ...fill, ...right]
      .slice(0, 4)
      .map((part) => Number.parseInt(part, 16));
    return `${groups.map((part) => part.toString(16)).join(":")}::/64`;
  }
  return address;
}
