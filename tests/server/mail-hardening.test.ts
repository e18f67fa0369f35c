import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parseImapUrl } from "../../config/settings";
import { setUpStaff } from "../../server/admin/setup";
import { readConfig } from "../../server/platform/config";
import { SITE_FOLDER } from "../../server/mail/folders";
import { checkMailbox, mailboxProblem } from "../../server/mail/mailbox-check";
import { newMessageLocal } from "../../server/mail/thread";
import { mailboxForm, mailForm, testProblem } from "../../server/mail/settings";
import { startDovecot, type Dovecot } from "../mail/dovecot";

/**
 * Issue 41's mail items against real servers on loopback: the stored password never goes to a
 * server it was not typed for (two SMTP listeners recording every AUTH), only mail ports away
 * from this computer, a banner that is not SMTP never echoed, a few tests a minute; and the
 * mailbox's settings (issue 40): IMAP_URL, the password following the host, and the test
 * against a real Dovecot.
 */

const SECRET = "typed for the first host 4471";

/** An SMTP server that records every AUTH attempt (user and password) and refuses them all. */
async function recordingSmtp() {
  const auths: { user: string; password: string }[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    disableReverseLookup: true,
    onAuth(auth, _session, callback) {
      auths.push({ user: auth.username ?? "", password: auth.password ?? "" });
      callback(new Error("Authentication failed"));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    auths,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** A loopback TCP service that greets with a line that is not SMTP's or IMAP's. */
async function bannerServer(banner: string) {
  const server: Server = createServer((socket) => {
    socket.on("error", () => {});
    socket.write(banner);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let dir: string;
let clock = Date.parse("2026-11-24T09:00:00Z");
const now = () => clock;
beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  dir = mkdtempSync(join(tmpdir(), "mail-hardening-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function staff(env: Record<string, string> = {}) {
  const config = readConfig({ DATA_DIR: dir, SITE_URL: "https://www.hanbit.example", ...env });
  return setUpStaff(config, { now });
}

/** The owner's test mail to boss@, through the settings as saved, as the page sends it. */
const sendTest = (site: ReturnType<typeof staff>) =>
  site.mail.sendTest((sender) =>
    site.mailRoom.send(
      "test",
      { to: "boss@hanbit.example", lang: "ko", local: newMessageLocal("test") },
      sender,
    ),
  );

const smtpForm = (values: Record<string, string | boolean>) =>
  mailForm.parse({
    host: "127.0.0.1",
    port: "",
    security: "none",
    user: "",
    password: "",
    from: "website@hanbit.example",
    to: "",
    confirm: false,
    ...values,
  });

const boxForm = (values: Record<string, string>) =>
  mailboxForm.parse({
    host: "127.0.0.1",
    port: "",
    security: "none",
    user: "sales",
    password: "",
    folder: "",
    address: "sales@hanbit.example",
    authservId: "",
    ...values,
  });

describe("the stored password follows the host", () => {
  it("a change of port or host never sends the stored password to the new server", async () => {
    const first = await recordingSmtp();
    const second = await recordingSmtp();
    const site = staff();
    try {
      const mail = site.mail;
      mail.save(smtpForm({ port: String(first.port), user: "website", password: SECRET }), "boss");
      await expect(sendTest(site)).rejects.toThrow();
      expect(first.auths).toEqual([{ user: "website", password: SECRET }]);

      // Only the port changes (the second listener): the password is gone, not sent there.
      expect(mail.save(smtpForm({ port: String(second.port), user: "website" }), "boss")).toEqual([
        "port",
        "password",
      ]);
      expect(mail.saved().hasPassword).toBe(false);
      const refused = await sendTest(site).catch((error: unknown) => error);
      expect(testProblem(refused)).toEqual({ kind: "noPassword" });
      // Then the host (localhost is the same machine by another name), then the user.
      mail.save(smtpForm({ port: String(first.port), user: "website", password: SECRET }), "b");
      mail.save(smtpForm({ host: "localhost", port: String(first.port), user: "website" }), "b");
      expect(mail.saved().hasPassword).toBe(false);
      mail.save(smtpForm({ port: String(first.port), user: "website", password: SECRET }), "b");
      mail.save(smtpForm({ port: String(first.port), user: "other" }), "b");
      expect(mail.saved().hasPassword).toBe(false);
      await sendTest(site).catch(() => {});
      expect(JSON.stringify(second.auths)).not.toContain(SECRET);
      expect(first.auths.filter((auth) => auth.password === SECRET)).toHaveLength(1);

      // Nothing else changed: the password stays (the owner left the field empty).
      mail.save(smtpForm({ port: String(first.port), user: "other", password: SECRET }), "b");
      mail.save(smtpForm({ port: String(first.port), user: "other", confirm: true }), "b");
      expect(mail.saved().hasPassword).toBe(true);
    } finally {
      site.close();
      await first.close();
      await second.close();
    }
  });

  it("the mailbox's password too: a new host, port or user drops it, and the reader gets none", () => {
    const site = staff();
    try {
      const mail = site.mail;
      const changes: number[] = [];
      mail.onChange(() => changes.push(1));
      mail.saveMailbox(boxForm({ port: "1143", password: SECRET }), "boss");
      expect(mail.mailbox()).toEqual({
        host: "127.0.0.1",
        port: 1143,
        security: "none",
        user: "sales",
        password: SECRET,
        folder: "INBOX",
        address: "sales@hanbit.example",
        // The site's own folder (issue 47): the default, as none was typed.
        siteFolder: SITE_FOLDER,
      });
      expect(JSON.stringify(mail.savedMailbox())).not.toContain(SECRET);
      expect(mail.saveMailbox(boxForm({ port: "1143", folder: "Answers" }), "boss")).toEqual([
        "folder",
      ]);
      expect(mail.mailbox()?.password).toBe(SECRET);
      // The receiving server's authserv-id (issue 47): saved in lower case, given to the reader.
      expect(
        mail.saveMailbox(
          boxForm({ port: "1143", folder: "Answers", authservId: "MX.Google.com" }),
          "b",
        ),
      ).toEqual(["authservId"]);
      expect(mail.mailbox()).toMatchObject({ authservId: "mx.google.com", password: SECRET });
      expect(mail.effective().mailbox).toMatchObject({ authservId: "mx.google.com" });
      const wrong = mailboxForm.safeParse({
        host: "127.0.0.1",
        port: "1143",
        security: "none",
        user: "sales",
        password: "",
        folder: "",
        address: "sales@hanbit.example",
        authservId: "mx google",
      });
      expect(wrong.error?.issues.map((issue) => issue.path)).toEqual([["authservId"]]);
      const serverChanges: Record<string, string>[] = [
        { port: "1144" },
        { host: "localhost" },
        { user: "desk" },
      ];
      for (const change of serverChanges) {
        mail.saveMailbox(boxForm({ port: "1143", password: SECRET }), "boss");
        expect(mail.saveMailbox(boxForm({ port: "1143", ...change }), "boss")).toContain(
          "password",
        );
        expect(mail.savedMailbox().hasPassword).toBe(false);
        expect(mail.mailbox()).toBeUndefined();
      }
      expect(changes).toHaveLength(9);
      // Saved empty: the mailbox is removed.
      mail.saveMailbox(boxForm({ host: "", user: "", address: "" }), "boss");
      expect(mail.effective().mailbox).toBeUndefined();
    } finally {
      site.close();
    }
  });
});

describe("a test cannot map the network", () => {
  it("takes only mail ports away from this computer, on save and on test", async () => {
    const smtp = (host: string, port: string) =>
      mailForm.safeParse({ ...smtpForm({}), to: "", host, port, security: "starttls" });
    expect(smtp("mail.example", "6379").error?.issues[0]?.path).toEqual(["port"]);
    expect(smtp("10.0.0.5", "22").success).toBe(false);
    for (const port of ["25", "465", "587", "2525", ""]) {
      expect(smtp("mail.example", port).success).toBe(true);
    }
    for (const host of ["127.0.0.1", "127.8.0.1", "localhost", "[::1]"]) {
      expect(smtp(host, "6379").success).toBe(true);
    }
    const box = (host: string, port: string, security = "tls") =>
      mailboxForm.safeParse({ ...boxForm({}), host, port, security });
    expect(box("imap.example", "993").success).toBe(true);
    expect(box("imap.example", "143", "starttls").success).toBe(true);
    expect(box("imap.example", "587").error?.issues[0]?.path).toEqual(["port"]);
    expect(box("localhost", "10143").success).toBe(true);
    // No TLS only to this computer: the password would cross the network as typed.
    expect(box("imap.example", "143", "none").error?.issues[0]?.path).toEqual(["security"]);

    // Saved before the rule (written as an old version left it): refused before connecting.
    const site = staff();
    try {
      site.db
        .prepare("INSERT INTO settings (key, value, updated_at, updated_by) VALUES (?, ?, 0, 'x')")
        .run("mail", JSON.stringify({ host: "10.0.0.5", port: 6379, security: "none" }));
      const error = await sendTest(site).catch((caught: unknown) => caught);
      expect(testProblem(error)).toEqual({ kind: "port" });
      // Nor does a mailbox without TLS away from this computer reach the reader.
      site.db
        .prepare("INSERT INTO settings (key, value, updated_at, updated_by) VALUES (?, ?, 0, 'x')")
        .run(
          "mailbox",
          JSON.stringify({
            host: "imap.hanbit.example",
            security: "none",
            user: "desk",
            password: SECRET,
            folder: "INBOX",
            address: "desk@hanbit.example",
          }),
        );
      expect(site.mail.mailbox()).toBeUndefined();
    } finally {
      site.close();
    }
  });

  it("answers a banner that is not SMTP or IMAP in plain words, echoing none of it", async () => {
    const ssh = await bannerServer("SSH-2.0-OpenSSH_9.2p1 Debian-2+deb12u3\r\n");
    const redis = await bannerServer("-ERR unknown command 'EHLO', with args beginning with:\r\n");
    const site = staff();
    try {
      for (const port of [ssh.port, redis.port]) {
        site.mail.save(smtpForm({ port: String(port) }), "boss");
        const error = await sendTest(site).catch((caught: unknown) => caught);
        expect(testProblem(error)).toEqual({ kind: "notMail" });
      }
      site.mail.saveMailbox(boxForm({ port: String(ssh.port), password: SECRET }), "boss");
      const error = await site.mail.testMailbox().catch((caught: unknown) => caught);
      expect(mailboxProblem(error)).toBe("notMail");
      expect(String(error)).not.toMatch(/SSH|OpenSSH/);
    } finally {
      site.close();
      await ssh.close();
      await redis.close();
    }
  });

  it("allows 5 tests a minute to each account, then refuses until the minute is over", () => {
    const site = staff();
    try {
      const tries = () => Array.from({ length: 6 }, () => site.mail.allowTest("boss"));
      expect(tries()).toEqual([true, true, true, true, true, false]);
      expect(site.mail.allowTest("other")).toBe(true);
      clock += 30_000;
      expect(site.mail.allowTest("boss")).toBe(false);
      clock += 31_000;
      expect(site.mail.allowTest("boss")).toBe(true);
    } finally {
      site.close();
    }
  });
});

describe("IMAP_URL", () => {
  it("names the mailbox: TLS or STARTTLS, the folder, the address when the user is not one", () => {
    expect(parseImapUrl("imaps://sales%40hanbit.example:p%40ss@imap.gmail.com/INBOX")).toEqual({
      host: "imap.gmail.com",
      port: 993,
      security: "tls",
      user: "sales@hanbit.example",
      password: "p@ss",
      folder: "INBOX",
      address: "sales@hanbit.example",
      siteFolder: SITE_FOLDER,
    });
    expect(
      parseImapUrl("imap://desk:pw@mail.hanbit.example/Answers?address=desk@hanbit.example"),
    ).toMatchObject({
      port: 143,
      security: "starttls",
      folder: "Answers",
      address: "desk@hanbit.example",
    });
    expect(
      parseImapUrl("imap://desk:pw@127.0.0.1:1143?security=none&address=d@h.example"),
    ).toMatchObject({ security: "none", folder: "INBOX" });
    expect(parseImapUrl("imap://desk:pw@mail.example?security=none&address=d@h.example")).toMatch(
      /loopback/,
    );
    expect(parseImapUrl("imaps://desk:pw@mail.example")).toMatch(/address/);
    expect(parseImapUrl("imaps://mail.example")).toMatch(/user name and password/);
    expect(parseImapUrl("https://mail.example")).toMatch(/imap/);
    // The server refuses to start, and its message names the problem but not the password.
    const refusal = (() => {
      try {
        readConfig({ IMAP_URL: "imaps://desk:topsecret99@mail.example" });
      } catch (error) {
        return String(error);
      }
    })();
    expect(refusal).toMatch(/IMAP_URL: the user name is not an e-mail address/);
    expect(refusal).toContain("imaps://desk:***@mail.example");
    expect(refusal).not.toContain("topsecret99");
  });

  it("wins over the saved mailbox, which a save leaves alone", () => {
    const before = staff();
    before.mail.saveMailbox(boxForm({ port: "1143", password: SECRET }), "boss");
    before.close();
    const site = staff({
      IMAP_URL: "imaps://desk:env%20pass@imap.hanbit.example/Answers?address=desk@hanbit.example",
    });
    try {
      expect(site.mail.mailbox()).toMatchObject({
        host: "imap.hanbit.example",
        password: "env pass",
      });
      expect(site.mail.effective().mailbox).toEqual({
        source: "env",
        host: "imap.hanbit.example",
        port: 993,
        security: "tls",
        user: "desk",
        folder: "Answers",
        address: "desk@hanbit.example",
        siteFolder: SITE_FOLDER,
      });
      expect(site.mail.saveMailbox(boxForm({ host: "" }), "boss")).toEqual([]);
      expect(site.mail.savedMailbox()).toMatchObject({ host: "127.0.0.1", hasPassword: true });
    } finally {
      site.close();
    }
  });
});

describe("the mailbox test against a real Dovecot", () => {
  let dovecot: Dovecot;
  beforeAll(async () => {
    dovecot = await startDovecot({ folders: ["Answers"] });
  });
  afterAll(() => dovecot?.stop());

  const config = (change: Record<string, string | number> = {}) => ({
    host: dovecot.host,
    port: dovecot.port,
    security: "none" as const,
    user: dovecot.user,
    password: dovecot.password,
    folder: "INBOX",
    address: dovecot.address,
    ...change,
  });
  const kind = (change: Record<string, string | number>) =>
    checkMailbox(config(change)).then(
      () => "ok",
      (error: unknown) => mailboxProblem(error),
    );

  it("says what failed: login refused, folder missing, refused, host not found, TLS", async () => {
    expect(await kind({})).toBe("ok");
    expect(await kind({ folder: "Answers" })).toBe("ok");
    expect(await kind({ folder: "inbox" })).toBe("ok");
    expect(await kind({ password: "wrong password" })).toBe("auth");
    expect(await kind({ folder: "Nope" })).toBe("folder");
    const closed = await bannerServer("");
    await closed.close();
    expect(await kind({ port: closed.port })).toBe("refused");
    expect(await kind({ host: "no-such-host.invalid" })).toBe("notFound");
    expect(await kind({ security: "tls" })).toBe("tls");
    // STARTTLS chosen and not offered: never a silent fall back to plain.
    expect(await kind({ security: "starttls" })).toBe("tls");
  });
});
