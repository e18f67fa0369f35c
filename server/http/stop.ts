import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

/** What a stop did with the requests it found open. */
export interface StopReport {
  /** Requests still open at the end of the grace: answered 503 if they could be, else cut. */
  cut: number;
  /** Of those, the ones answered 503 with Retry-After. */
  answered: number;
}

/** How often a stopping server looks for connections that stay idle. */
const IDLE_LOOK_MS = 50;
/**
 * Looks a kept connection must stay idle before it is closed (500 ms): a client whose next
 * request is on its way (a process starved of CPU for a moment) would otherwise meet a reset.
 */
const IDLE_LOOKS = 10;
/** The 503's hint: a restarted server answers again within seconds. */
const RETRY_AFTER_SECONDS = 5;
/** How long the 503s at the end of the grace may take to leave before every socket is closed. */
const LAST_ANSWERS_MS = 500;

interface Connection {
  /** Answers not yet finished on it. */
  open: number;
  /** Bytes read at the previous look, while it was idle; undefined: not idle then. */
  idleAt?: number;
  /** Looks in a row that found it idle with nothing read since. */
  idleLooks?: number;
}

/**
 * Takes over `server`'s request listeners so it can stop cleanly under load (issue 64): once
 * `stop` is called it accepts no connection, answers every request with `Connection: close`,
 * closes the connections that stay idle, lets what is open finish within the grace, and at its
 * end answers what has not begun its answer 503 with `Retry-After` and closes the rest.
 */
export function stoppable(server: Server) {
  const listeners = server.listeners("request") as RequestListener[];
  server.removeAllListeners("request");
  const connections = new Map<Socket, Connection>();
  const open = new Set<ServerResponse>();
  let stopping = false;

  server.on("connection", (socket: Socket) => {
    connections.set(socket, { open: 0 });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    // Node ends the connection once this answer has left; the client opens no other here.
    if (stopping) response.setHeader("Connection", "close");
    open.add(response);
    if (connection) {
      connection.open += 1;
      connection.idleAt = undefined;
      connection.idleLooks = 0;
    }
    response.once("close", () => {
      open.delete(response);
      if (connection) connection.open -= 1;
    });
    for (const listener of listeners) listener.call(server, request, response);
  });

  /**
   * Closes the connections that stayed idle, reading nothing, for IDLE_LOOKS looks. Node's
   * closeIdleConnections would also close one whose next request waits unread in the socket
   * while the loop is busy, and its client would see a reset; looking from the check phase
   * (after the loop has read what arrived), for half a second, leaves only a client that is
   * done.
   */
  function closeIdle() {
    for (const [socket, connection] of connections) {
      if (connection.open > 0) continue;
      if (connection.idleAt === socket.bytesRead) {
        connection.idleLooks = (connection.idleLooks ?? 0) + 1;
        if (connection.idleLooks >= IDLE_LOOKS) socket.destroy();
      } else {
        connection.idleAt = socket.bytesRead;
        connection.idleLooks = 0;
      }
    }
  }

  return {
    /** Requests open now (answers not finished). */
    get open() {
      return open.size;
    },
    /**
     * Stops accepting and lets open requests finish for `graceMs`; resolves once every
     * connection has ended, with what had to be cut.
     */
    stop(graceMs: number): Promise<StopReport> {
      stopping = true;
      for (const response of open) {
        if (!response.headersSent) response.setHeader("Connection", "close");
      }
      const closed = new Promise<void>((resolve) => {
        // net's close, not http's: http's closes idle connections at once (see closeIdle).
        NetServer.prototype.close.call(server, () => resolve());
      });
      let looks: NodeJS.Timeout | undefined;
      const look = () => setImmediate(closeIdle);
      look();
      looks = setInterval(look, IDLE_LOOK_MS);
      looks.unref();
      const report: StopReport = { cut: 0, answered: 0 };
      const deadline = setTimeout(() => {
        clearInterval(looks);
        looks = undefined;
        const left = [...open];
        report.cut = left.length;
        const answers = left.filter((response) => !response.headersSent).map(unavailable);
        report.answered = answers.length;
        void Promise.race([
          Promise.all(answers),
          new Promise((resolve) => setTimeout(resolve, LAST_ANSWERS_MS).unref()),
        ]).then(() => {
          for (const socket of connections.keys()) socket.destroy();
        });
      }, graceMs);
      deadline.unref();
      return closed.then(() => {
        clearTimeout(deadline);
        clearInterval(looks);
        return report;
      });
    },
  };
}

/** A request that outlasted the grace: 503, to be asked again once the server is back. */
function unavailable(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    response.once("close", () => resolve());
    try {
      response.writeHead(503, {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": String(RETRY_AFTER_SECONDS),
        "Cache-Control": "no-store",
        Connection: "close",
      });
      response.end("The server is restarting: please try again in a few seconds.\n");
    } catch {
      response.destroy();
    }
  });
}
