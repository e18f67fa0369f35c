import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../server/admin/command";
import { setUpStaff } from "../../server/admin/setup";
import { readConfig } from "../../server/platform/config";
import { startSmtp, type FakeSmtp } from "../receiver/smtp";

/** `npm run staff -- invite|list|disable|reset`, with a local SMTP server for the mailed link. */

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

function command(env: Record<string, string>) {
  let text = "";
  const out = { write: (chunk: string) => (text += chunk) };
  return {
    run: async (...args: string[]) => {
      text = "";
      const code = await run(args, env, out);
      return { code, text };
    },
  };
}

describe("the staff command", () => {
  it("invites by a one-time link, mailed when SMTP_URL is set, and lists, disables, resets", async () => {
    const dir = mkdtempSync(join(tmpdir(), "staff-cli-"));
    const env = {
      DATA_DIR: dir,
      SITE_URL: "https://www.example.test",
      SMTP_URL: smtp.url,
      MAIL_FROM: "website@example.test",
    };
    const staff = command(env);

    const invited = await staff.run("invite", "boss@example.com", "--role", "owner");
    expect(invited.code).toBe(0);
    const link = invited.text.match(/https:\/\/www\.example\.test\/admin\/join\/([\w-]{43})/);
    expect(link, invited.text).not.toBeNull();
    await expect.poll(() => smtp.inbox.length).toBeGreaterThan(0);
    const mail = smtp.inbox.at(-1)!.raw;
    expect(mail).toContain("To: boss@example.com");
    expect(mail).toContain("Auto-Submitted: auto-generated");
    expect(mail.replace(/=\r\n/g, "")).toContain(link![1]!);

    expect((await staff.run("invite", "BOSS@example.com")).code).not.toBe(0);
    expect((await staff.run("invite", "x@example.com", "--role", "king")).code).toBe(2);
    expect((await staff.run("list")).text).toBe("boss@example.com\towner\tinvited\t-\n");

    const services = setUpStaff(readConfig(env));
    try {
      const account = services.accounts.byEmail("boss@example.com")!;
      expect(services.accounts.invitation(link![1]!)?.account.id).toBe(account.id);
      const session = services.sessions.create(account.id, "full", "127.0.0.1");

      const reset = await staff.run("reset", "boss@example.com");
      expect(reset.code).toBe(0);
      // The old link is spent, a new one works; sessions ended.
      expect(services.accounts.invitation(link![1]!)).toBeUndefined();
      const fresh = reset.text.match(/\/admin\/join\/([\w-]{43})/)![1]!;
      expect(services.accounts.invitation(fresh)?.account.id).toBe(account.id);
      expect(services.sessions.read(session)).toBeUndefined();

      expect((await staff.run("disable", "boss@example.com")).code).toBe(0);
      expect(services.accounts.invitation(fresh)).toBeUndefined();
      expect((await staff.run("list")).text).toContain("\tdisabled\t");
      expect((await staff.run("disable", "nobody@example.com")).code).not.toBe(0);

      const actions = services.audit
        .list()
        .entries.map((e) => `${e.actor} ${e.action} ${e.target}`);
      expect(actions).toEqual([
        "cli disabled boss@example.com",
        "cli reset boss@example.com",
        "cli invited boss@example.com",
      ]);
    } finally {
      services.close();
    }
  });
});
