import {
  appendFileSync,
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";

/**
 * The server's ends nobody asked for, in DATA_DIR's `run/` (neither backed up nor replicated:
 * not data). `npm start` (scripts/supervise.mjs) and the systemd unit's ExecStopPost record an
 * end with its exit code or signal; a start that finds the marker still there (the machine lost
 * its power, the whole unit killed) records one without. The same names and lines as
 * scripts/supervise.mjs (tests/server/supervise.test.ts reads what it writes through here).
 */
export const RUNNING_FILE = "run/running.json";
export const RESTARTS_FILE = "run/restarts.jsonl";

/** One unexpected end: when it was found, and its exit code or signal (none when unknown). */
export interface Restart {
  at: string;
  code: number | null;
  signal: string | null;
}

/**
 * How long the owner's home shows a restart (its words say 7 days): then it goes by itself, with
 * no dismissal to keep, and an owner who signs in once a week still sees it.
 */
export const RESTART_SHOWN_DAYS = 7;
/** What is read of the record's end: a few hundred lines, whatever a crash loop wrote before. */
const TAIL_BYTES = 16_384;

/** The last `bytes` of `file`, cut at a line's start; "" when there is none. */
function tail(file: string, bytes = TAIL_BYTES) {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch {
    return "";
  }
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, bytes);
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, size - length);
    const text = buffer.toString("utf8");
    return length < size ? text.slice(text.indexOf("\n") + 1) : text;
  } finally {
    closeSync(fd);
  }
}

function parse(line: string): Restart | undefined {
  try {
    const entry = JSON.parse(line) as Partial<Restart>;
    if (typeof entry.at !== "string" || Number.isNaN(Date.parse(entry.at))) return undefined;
    return {
      at: entry.at,
      code: typeof entry.code === "number" ? entry.code : null,
      signal: typeof entry.signal === "string" ? entry.signal : null,
    };
  } catch {
    return undefined;
  }
}

/**
 * When the server listens: a marker left by the previous run means it ended without a stop
 * and nothing recorded why (recorded now, without a cause); then this run's marker. The record
 * is kept to its end when a crash loop made it long.
 */
export function markRunning(dataDir: string, now = new Date()): Restart | undefined {
  const marker = join(dataDir, RUNNING_FILE);
  const record = join(dataDir, RESTARTS_FILE);
  mkdirSync(dirname(marker), { recursive: true });
  let found: Restart | undefined;
  if (existsSync(marker)) {
    found = { at: now.toISOString(), code: null, signal: null };
    appendFileSync(record, `${JSON.stringify(found)}\n`);
  }
  if ((statSync(record, { throwIfNoEntry: false })?.size ?? 0) > TAIL_BYTES * 4) {
    writeFileSync(record, tail(record));
  }
  writeFileSync(marker, `${JSON.stringify({ startedAt: now.toISOString(), pid: process.pid })}\n`);
  return found;
}

/** When a stop is asked for: whatever ends the process now is not a crash. */
export function markStopping(dataDir: string) {
  try {
    rmSync(join(dataDir, RUNNING_FILE), { force: true });
  } catch (error) {
    // A disk gone read-only must not keep the stop from closing the stores.
    console.error("Could not remove the running marker:", error);
  }
}

/** The pid the marker names, while one is there (the browser tests' check that it still runs). */
export function runningPid(dataDir: string): number | undefined {
  const text = tail(join(dataDir, RUNNING_FILE));
  try {
    const { pid } = JSON.parse(text) as { pid?: unknown };
    return typeof pid === "number" ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The unexpected ends of the last RESTART_SHOWN_DAYS before `now`, the latest first. */
export function recentRestarts(dataDir: string, now: number): Restart[] {
  const since = now - RESTART_SHOWN_DAYS * 86_400_000;
  return tail(join(dataDir, RESTARTS_FILE))
    .split("\n")
    .map(parse)
    .filter((entry): entry is Restart => entry !== undefined && Date.parse(entry.at) >= since)
    .reverse();
}
