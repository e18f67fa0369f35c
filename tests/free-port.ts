import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:net";

/** Listens on `port` on every address; undefined when it is taken. */
function hold(port: number): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(undefined));
    server.listen(port, () => resolve(server));
  });
}

const release = (server: Server) => new Promise((done) => server.close(done));

/** Where the system hands out ports of its own (listen(0), outgoing connections). */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux: its default.
  }
  return [32768, 60999];
}

/**
 * The ports this process hands out: below the system's own range, so that no listen(0) and no
 * outgoing connection takes one between its pick and the bind of the server it is for (a child
 * process, seconds later on a busy machine); a stripe of its own for each Vitest worker that
 * runs at once (VITEST_POOL_ID), from a random start, never the same port twice in a process.
 */
const STRIPES = 16;
const [below] = ephemeralRange();
const FIRST = Math.max(1024, below - 12_000);
const STRIPE = Math.floor((below - FIRST) / STRIPES);
const stripeStart = FIRST + (Number(process.env.VITEST_POOL_ID ?? 0) % STRIPES) * STRIPE;
let turn = Math.floor(Math.random() * STRIPE);

/**
 * `count` free ports, consecutive when `consecutive` (Varnish's purge listener is the port after
 * its visitors'). Fixed ports collided when two copies of the suite shared a machine.
 */
export async function freePorts(count: number, { consecutive = false } = {}): Promise<number[]> {
  if (STRIPE < 2 * count) return anyFreePorts(count, consecutive);
  for (let attempt = 0; attempt < STRIPE; attempt++) {
    const offset = turn % STRIPE;
    // A consecutive run never wraps around the stripe's end.
    if (consecutive && offset + count > STRIPE) {
      turn += STRIPE - offset;
      continue;
    }
    const ports = Array.from({ length: count }, (_, i) =>
      consecutive ? stripeStart + offset + i : stripeStart + ((turn + i) % STRIPE),
    );
    turn += count;
    const held = await Promise.all(ports.map(hold));
    await Promise.all(held.filter((server) => server !== undefined).map(release));
    if (held.every(Boolean)) return ports;
  }
  throw new Error(`no ${count} free ports in ${stripeStart}-${stripeStart + STRIPE - 1}`);
}

/** A machine whose own range leaves no room below it: the system's free ports. */
async function anyFreePorts(count: number, consecutive: boolean): Promise<number[]> {
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

/** One free port, for a server that binds it later (freePorts). */
export async function freePort(): Promise<number> {
  return (await freePorts(1))[0]!;
}
