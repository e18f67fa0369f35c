import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  READ_AT,
  readBuildSettings,
  readExportSettings,
  readStartSettings,
  SHOWN_DEFAULTS,
  shownOf,
} from "../../config/settings";
import { BUILD_ENV, buildInputHash } from "../../scripts/start.mjs";

const names = (test: (entry: (typeof READ_AT)[keyof typeof READ_AT]) => boolean) =>
  Object.entries(READ_AT)
    .filter(([, entry]) => test(entry))
    .map(([name]) => name)
    .sort();
const atBuild = names((entry) => entry.when !== "start");
const atStart = names((entry) => entry.when !== "build");

// config/settings.ts's READ_AT is the one list of when each setting is read
// (docs/decisions/016-start-time-settings.md).
describe("when settings are read", () => {
  const root = mkdtempSync(join(tmpdir(), "settings-"));
  writeFileSync(join(root, "package.json"), "{}");
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("takes a replica URL of each kind and names REPLICA_URL when one is wrong", () => {
    for (const url of [
      "file:///mnt/replica/hanbit",
      "sftp://backup@replica.example.com:2222/srv/hanbit?key=/etc/hanbit-site/replica_key",
      "s3://bucket/site?endpoint=https://s3.example.com&region=kr-1",
    ]) {
      expect(readStartSettings({ REPLICA_URL: url }).REPLICA_URL).toBe(url);
    }
    for (const url of [
      "file://relative/path",
      "sftp://backup@replica.example.com/srv/hanbit",
      "sftp://backup:secret@replica.example.com/srv?key=/k",
      "s3://key:secret@bucket/site",
      "ftp://host/path",
    ]) {
      expect(() => readStartSettings({ REPLICA_URL: url }), url).toThrow(/REPLICA_URL/);
    }
  });

  it("the build reads the build settings, the server the start settings", () => {
    // A value for every optional setting, so that each one read is in the result.
    const env = {
      FORM_PROJECT: "p",
      BACKUP_DIR: "backups",
      REPLICA_URL: "file:///mnt/replica",
      INQUIRY_DB: "i.sqlite",
      CORS_ORIGINS: "*",
      SMTP_URL: "smtp://mail.example",
      IMAP_URL: "imaps://desk%40example.com:secret@imap.example",
      MAIL_TO: "desk@example.com",
      MAIL_FROM: "site@example.com",
      CONFIRM_MAIL: "true",
      CDN_PURGE_URL: "http://127.0.0.1:6083/_purge",
      CDN_PURGE_TOKEN: "t",
      CDN_REFRESH_URL: "http://127.0.0.1:6083",
      INDEXNOW_KEY: "0123456789abcdef",
    };
    expect(Object.keys(readBuildSettings(env)).sort()).toEqual(atBuild);
    // STAFF_DB is not a setting: the server puts it in DATA_DIR.
    expect(
      Object.keys(readStartSettings(env))
        .filter((name) => name !== "STAFF_DB")
        .sort(),
    ).toEqual(atStart);
  });

  it("npm start rebuilds for every setting the build reads, and for no other", () => {
    // scripts/start.mjs cannot import the TypeScript list: its copy must agree.
    expect([...BUILD_ENV].sort()).toEqual(atBuild);
    const before = buildInputHash(root, {});
    for (const name of atBuild) {
      expect(buildInputHash(root, { [name]: "changed" }), name).not.toBe(before);
    }
    for (const name of names((entry) => entry.when === "start")) {
      expect(buildInputHash(root, { [name]: "400" }), name).toBe(before);
    }
  });

  it("the retention period is read at start and by the static export, not by the build", () => {
    expect(READ_AT.INQUIRY_RETENTION_DAYS).toMatchObject({ when: "start", shown: true });
    const env = { INQUIRY_RETENTION_DAYS: "400", DATA_DIR: "/srv/data", STATIC_EXPORT: "1" };
    expect(readBuildSettings(env)).not.toHaveProperty("INQUIRY_RETENTION_DAYS");
    expect(readExportSettings(env)).toMatchObject({
      INQUIRY_RETENTION_DAYS: 400,
      DATA_DIR: "/srv/data",
      STATIC_EXPORT: true,
    });
    expect(shownOf(readStartSettings(env))).toEqual({
      INQUIRY_RETENTION_DAYS: 400,
      STATS_RETENTION_DAYS: 400,
    });
    // What the build's prerendered pages state.
    expect(SHOWN_DEFAULTS).toEqual({ INQUIRY_RETENTION_DAYS: 365, STATS_RETENTION_DAYS: 400 });
  });

  it("every shown setting is a start setting the static export reads", () => {
    for (const name of names((entry) => "shown" in entry)) {
      expect(READ_AT[name as keyof typeof READ_AT]).toMatchObject({ when: "start", export: true });
    }
  });
});
