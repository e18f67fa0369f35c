// Loaded into a served process by the flood test (`--expose-gc --import`): on SIGUSR2 it
// collects garbage and writes what stays live, so the test reads retained memory, not RSS.
// The second collection takes what the first one's finalizers let go (closed sockets' buffers).
// Machine code is left out: the compilers make it when a function turns hot, later on a busy
// machine, and it is not data the server keeps.
import { getHeapSpaceStatistics } from "node:v8";

process.on("SIGUSR2", () => {
  globalThis.gc();
  setImmediate(() => {
    globalThis.gc();
    const { heapUsed, external } = process.memoryUsage();
    const code = getHeapSpaceStatistics()
      .filter((space) => space.space_name.startsWith("code"))
      .reduce((sum, space) => sum + space.space_used_size, 0);
    process.stderr.write(`memory-probe ${heapUsed - code + external}\n`);
  });
});
