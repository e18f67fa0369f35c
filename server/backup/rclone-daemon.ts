import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createInterface } from "node:readline";

/**
 * One long-lived rclone (`rclone rcd`, its remote control on loopback) serves the replica's file
 * copies (issue 80 item 2). A start per copy paid, over SFTP, the SSH handshake, three remote
 * commands to learn the shell and its hash commands, and a connection per checker: 2.7 to 3.1 s
 * on this machine's loopback sshd, against 0.66 to 0.73 s for the same copy through one rcd that
 * keeps its connections (bench/results/2026-11-28-rclone-daemon.md).
 *
 * It is started at the first copy and again at the next one after it ends; a copy that outlives
 * its bound is stopped by its group, and a daemon that does not answer that is killed.
 */

type Log = Pick<Console, "log" | "error">;

export interface CopyResult {
  /** 0: done; 1: rclone said why (error); null: stopped at its bound or the daemon ended. */
  code: number | null;
  error?: string;
  copied: number;
}

export interface CopyOrder {
  source: string;
  destination: string;
  /** rclone filter rules ("- *.sqlite"), in order. */
  filters: string[];
  /** Only files changed within this long (rclone's duration, "10m"). */
  maxAge?: string;
  /** Not listing the destination first: a quick copy of a few new files. */
  noTraverse?: boolean;
  timeoutMs: number;
}

/** A call that does not answer within this long (the daemon frozen or gone) ends it. */
const CONTROL_TIMEOUT_MS = 5_000;
/** The daemon's start: its "Serving remote control" line within this long. */
const START_TIMEOUT_MS = 20_000;

export function rcloneDaemon(options: {
  binary: () => string;
  env: Record<string, string>;
  log: Log;
  /** Each file it copied, by its path under the source. */
  onCopied?: (path: string) => void;
}) {
  const { log } = options;
  let child: ChildProcess | undefined;
  let ready: Promise<{ url: string; auth: string }> | undefined;
  let stopping = false;
  let groups = 0;

  const start = () =>
    new Promise<{ url: string; auth: string }>((resolve, reject) => {
      const user = "replica";
      const pass = randomBytes(24).toString("base64url");
      const started = spawn(
        options.binary(),
        [
          "rcd",
          "--rc-addr",
          "127.0.0.1:0",
          "--use-json-log",
          "--log-level",
          "INFO",
          "--stats",
          "0",
          // The remote comes from the environment; no file of the machine's user is read.
          "--config",
          "",
          // The remote (its SFTP connections, the shell it learned) is kept between copies.
          "--fs-cache-expire-duration",
          "24h",
          // Files read over HTTP (GET /[remote:path]/file): the lease and the stamp, read
          // through the kept connection rather than by an rclone started for each.
          "--rc-serve",
        ],
        {
          // The credentials by environment: a command line is readable by every local user.
          env: { ...process.env, ...options.env, RCLONE_RC_USER: user, RCLONE_RC_PASS: pass },
          stdio: ["ignore", "pipe", "pipe"],
          // Its own process group, as Litestream's: the server stops it itself.
          detached: true,
        },
      );
      child = started;
      const bound = setTimeout(() => {
        started.kill("SIGKILL");
        reject(new Error(`rclone's remote control did not start within ${START_TIMEOUT_MS} ms`));
      }, START_TIMEOUT_MS);
      for (const stream of [started.stdout, started.stderr]) {
        createInterface({ input: stream! }).on("line", (line) => {
          let entry: { level?: string; msg?: string; object?: string };
          try {
            entry = JSON.parse(line) as typeof entry;
          } catch {
            log.log(`[rclone] ${line}`);
            return;
          }
          const serving = /Serving remote control on (http:\/\/127\.0\.0\.1:\d+)\//.exec(
            entry.msg ?? "",
          );
          if (serving) {
            clearTimeout(bound);
            resolve({
              url: serving[1]!,
              auth: `Basic ${Buffer.from(`${user}:${pass}`).toString("base64")}`,
            });
          } else if (entry.object && /^Copied/.test(entry.msg ?? "")) {
            options.onCopied?.(entry.object);
          } else if (entry.level === "error" && !/object not found/.test(entry.msg ?? "")) {
            // (A file not there, read over HTTP, is an answer: a new replica has no lease.)
            log.error(`[rclone] ${entry.object ? `${entry.object}: ` : ""}${entry.msg}`);
          }
        });
      }
      started.on("error", (error) => {
        clearTimeout(bound);
        reject(error);
      });
      started.on("close", (code, signal) => {
        clearTimeout(bound);
        reject(new Error(`rclone ended with ${signal ?? code}`));
        if (child === started) {
          child = undefined;
          ready = undefined;
          if (!stopping) {
            log.error(
              `[rclone] stopped (${signal ?? `exit ${code}`}); started again at the next copy`,
            );
          }
        }
      });
    });

  /** The daemon's address and credentials, started first when none runs. */
  const running = () =>
    (ready ??= start().catch((error: Error) => {
      ready = undefined;
      throw error;
    }));

  /** A call to the daemon: its answer, or an error (with rclone's words) past `timeoutMs`. */
  const call = async (path: string, body: object, timeoutMs = CONTROL_TIMEOUT_MS) => {
    const { url, auth } = await running();
    const response = await fetch(`${url}/${path}`, {
      method: "POST",
      headers: { Authorization: auth, "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(String(answer.error ?? `rclone answered ${response.status}`));
    return answer;
  };

  /**
   * A read, write or listing past its bound: the daemon is ended (a frozen or hung rclone), so
   * the next call starts a new one rather than waiting on it again.
   */
  const bounded = async <T>(work: () => Promise<T>): Promise<T> => {
    if (stopping) throw new Error("rclone is stopping");
    try {
      return await work();
    } catch (error) {
      if ((error as Error).name === "TimeoutError") child?.kill("SIGKILL");
      throw error;
    }
  };

  /** Stops the calls of `group` still running; a daemon that does not answer is ended. */
  const stopGroup = async (group: string) => {
    try {
      const { jobids } = (await call("job/list", {})) as { jobids?: number[] };
      for (const jobid of jobids ?? []) {
        const job = (await call("job/status", { jobid })) as { group?: string; finished?: boolean };
        if (job.group === group && !job.finished) await call("job/stop", { jobid });
      }
    } catch {
      child?.kill("SIGKILL");
    }
  };

  return {
    async copy(order: CopyOrder): Promise<CopyResult> {
      if (stopping) return { code: null, copied: 0, error: "stopping" };
      const group = `copy-${++groups}`;
      let result: CopyResult;
      try {
        await call(
          "sync/copy",
          {
            srcFs: order.source,
            dstFs: order.destination,
            _group: group,
            _filter: {
              FilterRule: order.filters,
              ...(order.maxAge !== undefined && { MaxAge: order.maxAge }),
            },
            ...(order.noTraverse && { _config: { NoTraverse: true } }),
          },
          order.timeoutMs,
        );
        result = { code: 0, copied: 0 };
      } catch (error) {
        const timedOut = (error as Error).name === "TimeoutError";
        if (timedOut) await stopGroup(group);
        result = {
          code: timedOut ? null : 1,
          copied: 0,
          error: timedOut
            ? `the copy did not finish within ${order.timeoutMs / 1000} s`
            : (error as Error).message,
        };
      }
      try {
        const stats = (await call("core/stats", { group })) as { transfers?: number };
        result.copied = stats.transfers ?? 0;
        await call("core/stats-delete", { group });
      } catch {
        // The daemon gone: the count is unknown, and the next pass counts again.
      }
      return result;
    },
    /** The bytes of `path` under the remote `fs`; undefined when it is not there. */
    read: (fs: string, path: string, timeoutMs: number) =>
      bounded(async (): Promise<Buffer | undefined> => {
        const { url, auth } = await running();
        const response = await fetch(`${url}/[${fs}]/${path}`, {
          headers: { Authorization: auth },
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = Buffer.from(await response.arrayBuffer());
        if (response.status === 404) return undefined;
        if (!response.ok)
          throw new Error(body.toString().trim() || `rclone answered ${response.status}`);
        return body;
      }),
    /** Writes `text` as `path` under the remote `fs` (a file at its root or in a folder). */
    write: (fs: string, path: string, text: string, timeoutMs: number) =>
      bounded(async () => {
        const { url, auth } = await running();
        const slash = path.lastIndexOf("/");
        const form = new FormData();
        form.append("file", new Blob([text]), path.slice(slash + 1));
        const query = new URLSearchParams({ fs, remote: slash < 0 ? "" : path.slice(0, slash) });
        const response = await fetch(`${url}/operations/uploadfile?${query}`, {
          method: "POST",
          headers: { Authorization: auth },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          const answer = (await response.json().catch(() => ({}))) as { error?: string };
          throw new Error(answer.error ?? `rclone answered ${response.status}`);
        }
      }),
    /** The files under the remote `fs` that `include` (rclone's rules), to `depth` folders. */
    list: (fs: string, include: string[], depth: number, timeoutMs: number) =>
      bounded(async () => {
        const { list } = (await call(
          "operations/list",
          {
            fs,
            remote: "",
            opt: { recurse: true, filesOnly: true, noModTime: true, noMimeType: true },
            _filter: { IncludeRule: include },
            _config: { MaxDepth: depth },
          },
          timeoutMs,
        )) as { list?: { Path: string }[] };
        return (list ?? []).map((entry) => entry.Path);
      }),
    /** Deletes the file `path` under the remote `fs`; one not there is no error. */
    remove: (fs: string, path: string, timeoutMs: number) =>
      bounded(async () => {
        try {
          await call("operations/deletefile", { fs, remote: path }, timeoutMs);
        } catch (error) {
          if (!/not found/i.test((error as Error).message)) throw error;
        }
      }),
    /** The daemon's process, while it runs: the server's stop waits for it. */
    process: () => child,
    /** Ends it: SIGTERM, SIGKILL after 5 s. */
    async stop() {
      stopping = true;
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise<void>((done) => {
        running.once("close", () => done());
        running.kill("SIGTERM");
        setTimeout(() => running.kill("SIGKILL"), 5000).unref();
      });
    },
  };
}

export type RcloneDaemon = ReturnType<typeof rcloneDaemon>;
