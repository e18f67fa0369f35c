// Loaded into the built server by bench/untrusted-work.ts (`--import`): the event loop's delay,
// sampled every 10 ms; on SIGUSR2 it writes the p99 and the maximum since the last signal (ms)
// and starts over.
import { monitorEventLoopDelay } from "node:perf_hooks";

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
process.on("SIGUSR2", () => {
  const ms = (ns) => (ns / 1e6).toFixed(1);
  process.stderr.write(`loop-delay ${ms(delay.percentile(99))} ${ms(delay.max)}\n`);
  delay.reset();
});
