/**
 * Fixed one-minute windows per client key. In memory: one process's count, which is enough to
 * stop a script hammering the form; `perMinute` 0 turns it off.
 */
export function createRateLimit(perMinute: number, now = () => Date.now()) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return (key: string): { ok: true } | { ok: false; retryAfterSeconds: number } => {
    if (perMinute === 0) return { ok: true };
    const time = now();
    if (time - lastSweep > 60_000) {
      for (const [client, window] of windows) {
        if (time - window.start >= 60_000) windows.delete(client);
      }
      lastSweep = time;
    }
    let window = windows.get(key);
    if (!window || time - window.start >= 60_000) {
      window = { start: time, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= perMinute) return { ok: true };
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.start + 60_000 - time) / 1000)),
    };
  };
}
