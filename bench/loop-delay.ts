import { once } from "node:events";
import type { serveBuilt } from "../tests/server/serve-built";

/**
 * The served server's event loop delay since the last call (p99 and max, ms), from
 * bench/loop-delay-probe.mjs loaded into it with `--import` and `keepOutput`.
 */
export async function loopDelay(site: Awaited<ReturnType<typeof serveBuilt>>) {
  const seen = site.output().length;
  process.kill(site.pid, "SIGUSR2");
  for (;;) {
    const line = /loop-delay ([\d.]+) ([\d.]+)\n/.exec(site.output().slice(seen));
    if (line) return { p99: Number(line[1]), max: Number(line[2]) };
    await once(site.events, "output");
  }
}
