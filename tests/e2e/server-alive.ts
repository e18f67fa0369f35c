import type { FullConfig } from "@playwright/test";
import { runningPid } from "../../server/platform/restarts";

/**
 * Playwright's `webServer` is started once and never again, and Playwright says nothing when
 * it ends after it answered. So the run checks at its end that the same process still runs
 * and answers: a crash during a test fails the run here, by name, not only as the next tests'
 * refused connections (its stderr is above, each line after "[WebServer]").
 */
export default function serverAlive(config: FullConfig) {
  const server = config.webServer;
  if (!server) return undefined;
  const dataDir = server.env?.DATA_DIR;
  // The marker the server writes when it listens (server/platform/restarts.ts); a server reused
  // from an older build has none, and only its answer is checked.
  const pid = dataDir ? runningPid(dataDir) : undefined;
  return async () => {
    const alive = pid === undefined || isRunning(pid);
    const answers = await fetch(server.url!, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (!alive || !answers) {
      throw new Error(
        `The browser tests' server (config.webServer${pid ? `, pid ${pid}` : ""}) ` +
          `${alive ? "no longer answers" : "ended"} during the run, and no test stops it: ` +
          "a crash. Its stderr is above, after [WebServer].",
      );
    }
  };
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
