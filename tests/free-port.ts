import { createServer, type Server } from "node:net";

/** Listens on `port` (0: any free one) on every address; undefined when it is taken. */
function hold(port: number): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(undefined));
    server.listen(port, () => resolve(server));
  });
}

const release = (server: Server) => new Promise((done) => server.close(done));

/**
 * `count` free ports, consecutive when `consecutive` (Varnish's purge listener is the port after
 * its visitors'). Fixed ports collided when two copies of the suite shared a machine.
 */
export async function freePorts(count: number, { consecutive = false } = {}): Promise<number[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = await hold(0);
    if (!first) continue;
    const held = [first];
    const base = (first.address() as { port: number }).port;
    for (let i = 1; i < count; i++) {
      const next = await hold(consecutive ? base + i : 0);
      if (!next) break;
      held.push(next);
    }
    const ports = held.map((server) => (server.address() as { port: number }).port);
    await Promise.all(held.map(release));
    if (ports.length === count) return ports;
  }
  throw new Error(`no ${count} free ports`);
}
