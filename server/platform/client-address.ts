import type { Context } from "hono";

/**
 * The client's address as the server records it (rate limits, the audit log): behind a trusted
 * proxy (TRUST_PROXY) the last X-Forwarded-For entry, the one the proxy added (earlier ones are
 * whatever the client sent); else the socket's peer.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}
