import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { REFUSED_EXIT } from "../../scripts/supervise.mjs";

/**
 * deploy/hanbit-site.service, checked by systemd's own tools (Debian package systemd): it parses
 * without a warning, and its sandboxing rates "OK" or better.
 */
const UNIT = "deploy/hanbit-site.service";

beforeAll(() => {
  execFileSync("bash", ["scripts/ensure-tools.sh", "systemd"], { stdio: "inherit" });
});

describe("the systemd unit", () => {
  it("passes systemd-analyze verify with nothing to say", () => {
    const result = spawnSync("systemd-analyze", ["verify", UNIT], { encoding: "utf8" });
    expect(result.stderr + result.stdout).toBe("");
    expect(result.status).toBe(0);
  });

  it("runs as its own user, always restarts, and writes only DATA_DIR and BACKUP_DIR", () => {
    const unit = readFileSync(UNIT, "utf8");
    const settings = new Map<string, string[]>();
    for (const [, key, value] of unit.matchAll(/^(\w+)=(.*)$/gm)) {
      settings.set(key!, [...(settings.get(key!) ?? []), value!]);
    }
    const one = (key: string) => settings.get(key)?.join(" ");
    expect(one("User")).toBe("hanbit-site");
    expect(one("EnvironmentFile")).toBe("/etc/hanbit-site/env");
    expect(one("WorkingDirectory")).toBe("/srv/hanbit-site");
    expect(settings.get("Environment")).toContain("DATA_DIR=/var/lib/hanbit-site");
    expect(settings.get("Environment")).toContain("BACKUP_DIR=/var/backups/hanbit-site");
    expect(one("Restart")).toBe("on-failure");
    // Never gives up (systemd's default limit would after 5 crashes in 10 s), with a pause
    // between starts; every unasked end is recorded for the owner's home (issue 71).
    expect(one("StartLimitIntervalSec")).toBe("0");
    expect(one("StartLimitBurst")).toBeUndefined();
    expect(one("RestartSec")).toBe("2s");
    // Except a start refused as things are: npm start's watch stops on the same code.
    expect(one("RestartPreventExitStatus")).toBe(String(REFUSED_EXIT));
    expect(one("ExecStopPost")).toBe("-/usr/bin/node scripts/supervise.mjs record-exit");
    // A stop signals the server alone, which stops the replication last (issue 72).
    expect(one("KillMode")).toBe("mixed");
    expect(one("ProtectSystem")).toBe("strict");
    expect(one("ReadWritePaths")).toBe(
      "/var/lib/hanbit-site -/var/backups/hanbit-site -/srv/hanbit-replica",
    );
    for (const key of ["NoNewPrivileges", "PrivateTmp", "ProtectHome", "PrivateDevices"]) {
      expect(one(key), key).toBe("yes");
    }
  });

  it("rates OK in systemd-analyze security", () => {
    const result = spawnSync(
      "systemd-analyze",
      ["security", "--offline=true", "--no-pager", UNIT],
      { encoding: "utf8" },
    );
    const score = /Overall exposure level for hanbit-site\.service: ([\d.]+) (\w+)/.exec(
      result.stdout,
    );
    expect(score, result.stdout + result.stderr).not.toBeNull();
    // 1.5 when written; "OK" is up to 3.9 on systemd's scale of 0 (safe) to 10.
    expect(Number(score![1])).toBeLessThanOrEqual(2);
  });
});
