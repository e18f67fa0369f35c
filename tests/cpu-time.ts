/**
 * The CPU time `work` takes in this process (every thread), in ms. A bound on it holds on a
 * loaded machine, where one on the wall clock does not: time spent waiting for a core is not
 * counted, so it still tells one pass from a quadratic one.
 */
export async function cpuTime<T>(work: () => T | Promise<T>): Promise<{ result: T; ms: number }> {
  const before = process.cpuUsage();
  const result = await work();
  const { user, system } = process.cpuUsage(before);
  return { result, ms: (user + system) / 1000 };
}
