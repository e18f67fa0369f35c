// Loaded into a served process by the flood test (`--expose-gc --import`): on SIGUSR2 it
// collects garbage and writes what stays live, so the test reads retained memory, not RSS.
// The second collection takes what the first one's finalizers let go (closed sockets' buffers).
process.on("SIGUSR2", () => {
  globalThis.gc();
  setImmediate(() => {
    globalThis.gc();
    const { heapUsed, external } = process.memoryUsage();
    process.stderr.write(`memory-probe ${heapUsed + external}\n`);
  });
});
