import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { restartsNotice } from "../../app/admin/home/restarts.server";
import {
  markRunning,
  markStopping,
  recentRestarts,
  RESTARTS_FILE,
  RUNNING_FILE,
  runningPid,
} from "../../server/platform/restarts";
import { recordExit, recordSystemdExit } from "../../scripts/supervise.mjs";
import { haeyoEndings } from "../style/check";

/**
 * The server's unexpected ends as the owner's home learns of them (issue 71): recorded by
 * `npm start`'s supervisor, by the systemd unit's ExecStopPost, or found at the next start.
 */
describe("the record of unexpected ends", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "restarts-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const line = (at: string, code: number | null, signal: string | null) => {
    mkdirSync(join(dir, "run"), { recursive: true });
    appendFileSync(join(dir, RESTARTS_FILE), `${JSON.stringify({ at, code, signal })}\n`);
  };

  it("a start finds the previous run's marker: an end without a cause, recorded once", () => {
    const first = new Date("2026-11-27T05:00:00Z");
    expect(markRunning(dir, first)).toBeUndefined();
    expect(runningPid(dir)).toBe(process.pid);
    // The machine lost its power: the marker stays, and the next start tells of it.
    const next = new Date("2026-11-27T05:02:00Z");
    expect(markRunning(dir, next)).toEqual({ at: next.toISOString(), code: null, signal: null });
    expect(recentRestarts(dir, next.getTime())).toEqual([
      { at: next.toISOString(), code: null, signal: null },
    ]);
    // A stop asked for takes the marker: the start after it records nothing.
    markStopping(dir);
    expect(existsSync(join(dir, RUNNING_FILE))).toBe(false);
    expect(markRunning(dir, new Date("2026-11-27T06:00:00Z"))).toBeUndefined();
    expect(recentRestarts(dir, next.getTime())).toHaveLength(1);
  });

  it("the supervisor records only a server that had been running, and takes its marker", () => {
    expect(recordExit(dir, { code: 1, signal: null })).toBe(false);
    expect(existsSync(join(dir, RESTARTS_FILE))).toBe(false);
    markRunning(dir);
    expect(recordExit(dir, { code: 1, signal: null }, new Date("2026-11-27T05:00:00Z"))).toBe(true);
    expect(existsSync(join(dir, RUNNING_FILE))).toBe(false);
    // The start after it does not count the same end again.
    expect(markRunning(dir)).toBeUndefined();
    expect(recentRestarts(dir, Date.parse("2026-11-27T06:00:00Z"))).toEqual([
      { at: "2026-11-27T05:00:00.000Z", code: 1, signal: null },
    ]);
  });

  it("reads systemd's EXIT_CODE and EXIT_STATUS, as ExecStopPost gets them", () => {
    for (const [env, expected] of [
      [
        { EXIT_CODE: "exited", EXIT_STATUS: "1" },
        { code: 1, signal: null },
      ],
      [
        { EXIT_CODE: "killed", EXIT_STATUS: "KILL" },
        { code: null, signal: "SIGKILL" },
      ],
      [
        { EXIT_CODE: "dumped", EXIT_STATUS: "ABRT" },
        { code: null, signal: "SIGABRT" },
      ],
    ] as const) {
      markRunning(dir);
      recordSystemdExit({ ...env, DATA_DIR: dir });
      expect(recentRestarts(dir, Date.now())[0]).toMatchObject(expected);
    }
    // A stop systemd asked for: the server took its marker, nothing is recorded.
    markStopping(dir);
    recordSystemdExit({ EXIT_CODE: "exited", EXIT_STATUS: "1", DATA_DIR: dir });
    expect(recentRestarts(dir, Date.now())).toHaveLength(3);
  });

  it("shows the last 7 days, the latest first, and skips what it cannot read", () => {
    const now = Date.parse("2026-11-27T05:00:00Z");
    line("2026-11-19T05:00:00.000Z", 1, null);
    line("2026-11-21T05:00:00.000Z", null, "SIGKILL");
    appendFileSync(join(dir, RESTARTS_FILE), 'not json\n{"at":"never"}\n');
    line("2026-11-26T05:00:00.000Z", 134, null);
    expect(recentRestarts(dir, now)).toEqual([
      { at: "2026-11-26T05:00:00.000Z", code: 134, signal: null },
      { at: "2026-11-21T05:00:00.000Z", code: null, signal: "SIGKILL" },
    ]);
    expect(recentRestarts(join(dir, "none"), now)).toEqual([]);
  });

  it("a crash loop's long record is cut to its end at the next start", () => {
    const at = new Date().toISOString();
    for (let i = 0; i < 2000; i++) line(at, 1, null);
    const before = readFileSync(join(dir, RESTARTS_FILE), "utf8").length;
    expect(before).toBeGreaterThan(65_536);
    markRunning(dir);
    const after = readFileSync(join(dir, RESTARTS_FILE), "utf8");
    expect(after.length).toBeLessThanOrEqual(16_384);
    expect(after.startsWith("{")).toBe(true);
    expect(recentRestarts(dir, Date.now()).length).toBeGreaterThan(200);
  });
});

describe("the owner's home card of restarts", () => {
  const context = (restarts: ReturnType<typeof recentRestarts>) =>
    ({ serverRestarts: () => restarts }) as unknown as AppLoadContext;
  const now = Date.parse("2026-11-27T06:00:00Z");

  it("names when and how, in both languages, in 합쇼체", () => {
    const restarts = [
      { at: "2026-11-27T05:02:00.000Z", code: null, signal: "SIGKILL" },
      { at: "2026-11-26T05:02:00.000Z", code: 1, signal: null },
      { at: "2026-11-25T05:02:00.000Z", code: null, signal: null },
    ];
    const ko = restartsNotice(context(restarts), "ko", now)!;
    expect(ko.lines).toEqual([
      "서버가 예기치 않게 멈춰 2026-11-27 14:02에 다시 시작했습니다(서버 담당자에게 전할 기록: SIGKILL).",
      "서버가 예기치 않게 멈춰 2026-11-26 14:02에 다시 시작했습니다(서버 담당자에게 전할 기록: 종료 코드 1).",
      expect.stringMatching(/^서버가 예기치 않게 멈췄다가 2026-11-25 14:02에 다시 시작했습니다\./),
    ]);
    expect(ko.count).toBeUndefined();
    expect(haeyoEndings(ko.lines.join(" "))).toEqual([]);
    const en = restartsNotice(context(restarts), "en", now)!;
    expect(en.lines[1]).toBe(
      "The server stopped unexpectedly and started again at 2026-11-26 14:02 (for whoever runs the server: exit code 1).",
    );
  });

  it("names the latest three and counts the rest; no restart, no card", () => {
    const restarts = Array.from({ length: 5 }, (_, i) => ({
      at: new Date(now - i * 60_000).toISOString(),
      code: 1,
      signal: null,
    }));
    const notice = restartsNotice(context(restarts), "ko", now)!;
    expect(notice.lines).toHaveLength(3);
    expect(notice.count).toBe(5);
    expect(restartsNotice(context([]), "ko", now)).toBeUndefined();
    expect(restartsNotice({} as AppLoadContext, "ko", now)).toBeUndefined();
  });
});
