import type { Server } from "node:http";

/**
 * Stops a test server now. close() alone waits for every open connection, and a browser's or
 * client's idle keep-alive or speculative connection (one that never carries a request) would
 * hold it until the server's timeouts.
 */
export function closeServer(server: Pick<Server, "close" | "closeAllConnections">): Promise<void> {
  const closed = new Promise<void>((done) => server.close(() => done()));
  server.closeAllConnections();
  return closed;
}
