import { describe, expect, it } from "vitest";
import { buildConstants, readBuildSettings } from "../../config/settings";
import { readConfig } from "../../server/platform/config";

describe("server configuration", () => {
  it("has safe defaults", () => {
    expect(readConfig({})).toEqual({
      PORT: 3000,
      HOST: "0.0.0.0",
      SHUTDOWN_GRACE_SECONDS: 10,
      SITE_URL: "http://localhost:3000",
      FORM_KEY: "inquiry",
      DATA_DIR: "data",
      INQUIRY_DB: "data/inquiries.sqlite",
      REPLICA_ACK_SECONDS: 3,
      RATE_LIMIT_PER_MINUTE: 10,
      STAFF_DOOR_POSTS_PER_MINUTE: 60,
      QUOTE_PDF_PER_MINUTE: 30,
      BODY_STALL_SECONDS: 10,
      TRUST_PROXY: false,
      CORS_ORIGINS: ["http://localhost:3000"],
      INQUIRY_RETENTION_DAYS: 365,
      STAFF_DB: "data/staff.sqlite",
      STATS_FLUSH_SECONDS: 10,
      STATS_RETENTION_DAYS: 400,
      AUDIT_RETENTION_DAYS: 730,
      // 2 GB for buyers' mail files (issue 47).
      MAIL_FILES_QUOTA_MB: 2000,
      // IndexNow on, to Naver's endpoint; off by itself for a SITE_URL no engine can reach.
      INDEXNOW: true,
      INDEXNOW_BATCH_SECONDS: 10,
      INDEXNOW_ENDPOINT: "https://searchadvisor.naver.com/indexnow",
    });
  });

  it("keeps the staff database in DATA_DIR and the audit log at least a year", () => {
    expect(readConfig({ DATA_DIR: "/var/lib/hanbit" }).STAFF_DB).toBe(
      "/var/lib/hanbit/staff.sqlite",
    );
    expect(readConfig({ AUDIT_RETENTION_DAYS: "400" }).AUDIT_RETENTION_DAYS).toBe(400);
    expect(() => readConfig({ AUDIT_RETENTION_DAYS: "90" })).toThrow(/AUDIT_RETENTION_DAYS/);
  });

  it("takes the mail files' quota in MB, decimals too, and refuses none or a negative one", () => {
    expect(readConfig({ MAIL_FILES_QUOTA_MB: "500" }).MAIL_FILES_QUOTA_MB).toBe(500);
    expect(readConfig({ MAIL_FILES_QUOTA_MB: "0.5" }).MAIL_FILES_QUOTA_MB).toBe(0.5);
    for (const bad of ["0", "-1", "2GB"]) {
      expect(() => readConfig({ MAIL_FILES_QUOTA_MB: bad })).toThrow(/MAIL_FILES_QUOTA_MB/);
    }
  });

  it("sends the purge token over plain http:// to this machine only", () => {
    for (const url of ["http://127.0.0.1:6083/_purge", "http://[::1]:6083/", "http://localhost/"]) {
      expect(readConfig({ CDN_PURGE_URL: url, CDN_REFRESH_URL: url }).CDN_PURGE_URL).toBe(url);
    }
    expect(readConfig({ CDN_REFRESH_URL: "http://127.0.0.1:6083/x" }).CDN_REFRESH_URL).toBe(
      "http://127.0.0.1:6083",
    );
    const cloudflare = "https://api.cloudflare.com/client/v4/zones/abc/purge_cache";
    expect(readConfig({ CDN_PURGE_URL: cloudflare }).CDN_PURGE_URL).toBe(cloudflare);
    // Another machine over plain HTTP: refused at start, the setting named, https:// advised.
    for (const name of ["CDN_PURGE_URL", "CDN_REFRESH_URL"]) {
      for (const url of ["http://cdn.example/_purge", "http://10.0.0.5:6083/_purge"]) {
        expect(() => readConfig({ [name]: url })).toThrow(
          new RegExp(`${name}: plain http:// only to this machine .* use https://`),
        );
      }
    }
  });

  it("keeps the inquiry database in DATA_DIR unless INQUIRY_DB names another", () => {
    expect(readConfig({ DATA_DIR: "/var/lib/hanbit" }).INQUIRY_DB).toBe(
      "/var/lib/hanbit/inquiries.sqlite",
    );
    expect(readConfig({ DATA_DIR: "/srv", INQUIRY_DB: "/tmp/i.sqlite" }).INQUIRY_DB).toBe(
      "/tmp/i.sqlite",
    );
  });

  it("reads the environment", () => {
    expect(readConfig({ PORT: "8080", HOST: "127.0.0.1" })).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
    });
  });

  it("reads the inquiry settings", () => {
    expect(
      readConfig({
        SITE_URL: "https://www.hanbit.example/",
        FORM_KEY: "quote-2026",
        FORM_PROJECT: "hanbit",
        INQUIRY_DB: "/var/lib/hanbit/inquiries.sqlite",
        RATE_LIMIT_PER_MINUTE: "0",
        TRUST_PROXY: "true",
        CORS_ORIGINS: "https://a.example, https://b.example:8443/",
        SMTP_URL: "smtps://user:pass@mail.example:465",
        MAIL_TO: "sales@hanbit.example, desk@hanbit.example",
      }),
    ).toMatchObject({
      FORM_KEY: "quote-2026",
      FORM_PROJECT: "hanbit",
      INQUIRY_DB: "/var/lib/hanbit/inquiries.sqlite",
      RATE_LIMIT_PER_MINUTE: 0,
      TRUST_PROXY: true,
      CORS_ORIGINS: ["https://a.example", "https://b.example:8443"],
      SMTP_URL: "smtps://user:pass@mail.example:465",
      MAIL_TO: ["sales@hanbit.example", "desk@hanbit.example"],
    });
    // Unset mail settings stay unset: the back office's saved ones apply (server/mail/).
    expect(readConfig({})).not.toHaveProperty("MAIL_FROM");
    expect(readConfig({ CONFIRM_MAIL: "false" }).CONFIRM_MAIL).toBe(false);
    // An empty variable counts as unset.
    expect(readConfig({ FORM_PROJECT: "", CORS_ORIGINS: "" })).toMatchObject({
      CORS_ORIGINS: ["http://localhost:3000"],
    });
    expect(readConfig({ CORS_ORIGINS: "*" }).CORS_ORIGINS).toEqual(["*"]);
  });

  it("rejects bad values with a message naming the variable and the value", () => {
    expect(() => readConfig({ PORT: "eighty" })).toThrow(/PORT.*"eighty"/);
    expect(() => readConfig({ PORT: "70000" })).toThrow(/Invalid configuration[\s\S]*PORT/);
    expect(() => readConfig({ SHUTDOWN_GRACE_SECONDS: "-1" })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it.each([
    ["FORM_KEY", "../admin"],
    ["FORM_PROJECT", "a b"],
    ["RATE_LIMIT_PER_MINUTE", "-5"],
    ["RATE_LIMIT_PER_MINUTE", "ten"],
    ["TRUST_PROXY", "yes please"],
    ["CORS_ORIGINS", "www.hanbit.example"],
    ["CORS_ORIGINS", "https://ok.example,ftp://files.example"],
    ["SMTP_URL", "mail.example:25"],
    ["MAIL_TO", "sales@hanbit.example, not an address"],
    ["MAIL_FROM", "website"],
    ["SITE_URL", "hanbit.example"],
  ])("rejects %s=%j", (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(
      new RegExp(
        `Invalid configuration[\\s\\S]*${name}[\\s\\S]*${JSON.stringify(value).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`,
      ),
    );
  });
});

describe("a bad URL setting's message", () => {
  // Each value is refused; the words after "secret" are its password's pieces (issue 71).
  it.each([
    ["SMTP_URL", "mail://desk:Pw0rdZq@mail.example", ["Pw0rdZq"]],
    ["SMTP_URL", " smtps://desk:Pw0/rdZq@mail.example:465", ["Pw0", "rdZq"]],
    ["SMTP_URL", "smtp//desk:Pw0rdZq@mail.example", ["Pw0rdZq"]],
    ["IMAP_URL", "imaps://desk:Pw0rdZq@imap.example/INBOX", ["Pw0rdZq"]],
    [
      "IMAP_URL",
      "imapz://desk%40example.com:Pw0@rd#Zq@imap.example?security=none",
      ["Pw0", "rd", "Zq"],
    ],
    ["IMAP_URL", "desk:Pw0rdZq@imap.example", ["Pw0rdZq"]],
    // User info with no colon: a token as the user name (issue 81).
    ["SMTP_URL", "smtps://S3cr3tToken@host:587x", ["S3cr3tToken"]],
    ["SMTP_URL", "smtp//S3cr3tToken@host:587x", ["S3cr3tToken"]],
    ["SMTP_URL", "S3cr3tToken@host:587x", ["S3cr3tToken"]],
    ["REPLICA_URL", "sftp://backup:Pw0rdZq@replica.example/srv?key=/k", ["Pw0rdZq"]],
    ["REPLICA_URL", "s3://AKIAEXAMPLE:Pw0rdZq@bucket/site", ["Pw0rdZq"]],
    [
      "REPLICA_URL",
      "s3://bucket/site?endpoint=ftp://s3.example&secret_access_key=Pw0rdZq",
      ["Pw0rdZq"],
    ],
    ["REPLICA_URL", "s3://bucket/site?endpoint=ftp://id:Pw0rdZq@s3.example", ["Pw0rdZq"]],
    ["REPLICA_URL", "s3://bucket/site?X-Amz-Signature=Pw0rdZq&endpoint=x", ["Pw0rdZq"]],
  ])("names %s and masks the secret of %j", (name, value, secrets) => {
    let message = "";
    try {
      readConfig({ [name]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`Invalid configuration:\n  ${name}: `);
    expect(message).toMatch(/\(got ".*\*\*\*.*"\)/);
    for (const secret of secrets) expect(message).not.toContain(secret);
  });

  it("shows the rest of the value as it was set", () => {
    expect(() => readConfig({ IMAP_URL: "imaps://desk:Pw0rdZq@imap.example/INBOX" })).toThrow(
      '(got "imaps://desk:***@imap.example/INBOX")',
    );
    expect(() =>
      readConfig({ REPLICA_URL: "sftp://backup:Pw0rdZq@replica.example/srv?key=/k&x=1" }),
    ).toThrow('(got "sftp://backup:***@replica.example/srv?key=***&x=1")');
    expect(() => readConfig({ SMTP_URL: "smtps://S3cr3tToken@host:587x" })).toThrow(
      '(got "smtps://***@host:587x")',
    );
  });
});

describe("build settings", () => {
  it("has the same defaults as the server where both read a setting", () => {
    expect(readBuildSettings({})).toEqual({
      SITE_URL: "http://localhost:3000",
      STATIC_EXPORT: false,
      VITALS_ENDPOINT: "/vitals",
      FORM_ENDPOINT: "",
      FORM_KEY: "inquiry",
    });
  });

  it("sends the purge token over plain http:// to this machine only", () => {
    for (const url of ["http://127.0.0.1:6083/_purge", "http://[::1]:6083/", "http://localhost/"]) {
      expect(readConfig({ CDN_PURGE_URL: url, CDN_REFRESH_URL: url }).CDN_PURGE_URL).toBe(url);
    }
    expect(readConfig({ CDN_REFRESH_URL: "http://127.0.0.1:6083/x" }).CDN_REFRESH_URL).toBe(
      "http://127.0.0.1:6083",
    );
    const cloudflare = "https://api.cloudflare.com/client/v4/zones/abc/purge_cache";
    expect(readConfig({ CDN_PURGE_URL: cloudflare }).CDN_PURGE_URL).toBe(cloudflare);
    // Another machine over plain HTTP: refused at start, the setting named, https:// advised.
    for (const name of ["CDN_PURGE_URL", "CDN_REFRESH_URL"]) {
      for (const url of ["http://cdn.example/_purge", "http://10.0.0.5:6083/_purge"]) {
        expect(() => readConfig({ [name]: url })).toThrow(
          new RegExp(`${name}: plain http:// only to this machine .* use https://`),
        );
      }
    }
  });

  it("keeps the inquiry database in DATA_DIR unless INQUIRY_DB names another", () => {
    expect(readConfig({ DATA_DIR: "/var/lib/hanbit" }).INQUIRY_DB).toBe(
      "/var/lib/hanbit/inquiries.sqlite",
    );
    expect(readConfig({ DATA_DIR: "/srv", INQUIRY_DB: "/tmp/i.sqlite" }).INQUIRY_DB).toBe(
      "/tmp/i.sqlite",
    );
  });

  it("reads the environment", () => {
    expect(
      readBuildSettings({
        SITE_URL: " https://www.hanbit.example/catalogue ",
        STATIC_EXPORT: "1",
        VITALS_ENDPOINT: "https://vitals.example/collect",
        FORM_ENDPOINT: "https://formspree.io//",
        FORM_KEY: "quote-2026",
        FORM_PROJECT: "hanbit",
        DATA_DIR: "/var/lib/hanbit",
      }),
    ).toEqual({
      SITE_URL: "https://www.hanbit.example",
      STATIC_EXPORT: true,
      VITALS_ENDPOINT: "https://vitals.example/collect",
      FORM_ENDPOINT: "https://formspree.io",
      FORM_KEY: "quote-2026",
      FORM_PROJECT: "hanbit",
    });
    // An empty variable counts as unset, except VITALS_ENDPOINT, where empty turns the report off.
    expect(
      readBuildSettings({ FORM_KEY: "", FORM_PROJECT: "", FORM_ENDPOINT: "", VITALS_ENDPOINT: "" }),
    ).toEqual({ ...readBuildSettings({}), VITALS_ENDPOINT: "" });
  });

  it("gives the app its constants", () => {
    expect(buildConstants(readBuildSettings({ STATIC_EXPORT: "1" }))).toEqual({
      __SITE_URL__: "http://localhost:3000",
      __CATALOGUE_PAGE_URLS__: "path",
      __VITALS_ENDPOINT__: "/vitals",
      __FORM_ENDPOINT__: "",
      __FORM_KEY__: "inquiry",
      __FORM_PROJECT__: "",
    });
    expect(buildConstants(readBuildSettings({})).__CATALOGUE_PAGE_URLS__).toBe("query");
  });

  it("checks FORM_KEY and FORM_PROJECT by the server's rule", () => {
    const longest = "k".repeat(64);
    expect(readBuildSettings({ FORM_KEY: longest }).FORM_KEY).toBe(longest);
    expect(readConfig({ FORM_KEY: longest }).FORM_KEY).toBe(longest);
    for (const read of [readBuildSettings, readConfig]) {
      expect(() => read({ FORM_KEY: `${longest}k` })).toThrow(
        /Invalid configuration[\s\S]*FORM_KEY/,
      );
      expect(() => read({ FORM_PROJECT: "a/b" })).toThrow(/FORM_PROJECT.*"a\/b"/);
    }
  });

  it.each([
    ["SITE_URL", "hanbit.example"],
    ["VITALS_ENDPOINT", "vitals"],
    ["FORM_ENDPOINT", "ftp://forms.example"],
    ["FORM_ENDPOINT", "https://forms.example/?ref=1"],
    ["FORM_KEY", "../admin"],
  ])("rejects %s=%j with a message naming the variable and the value", (name, value) => {
    expect(() => readBuildSettings({ [name]: value })).toThrow(
      `Invalid configuration:\n  ${name}: `,
    );
    expect(() => readBuildSettings({ [name]: value })).toThrow(`(got ${JSON.stringify(value)})`);
  });
});
