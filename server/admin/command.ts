import { readConfig } from "../platform/config";
import { sweepSummary, sweepUploads } from "../content/sweep";
import type { Role } from "./accounts";
import { inviteLink, mailInvite } from "./invite-mail";
import { remindersCommand } from "../plants/reminders-command";
import { setUpStaff } from "./setup";
import type { StaffServices } from "./services";

const USAGE = `Usage:
  npm run staff -- invite EMAIL [--role owner|staff]   a one-time link (24 hours) to set a password
                                                       and a second factor; mailed too when mail is set
  npm run staff -- list                                accounts: e-mail, role, status, factors
  npm run staff -- disable EMAIL                       no more sign-ins; its sessions end at once
  npm run staff -- reset EMAIL                         password and factors gone; a new invitation
  npm run staff -- sweep [--dry-run]                   delete uploads no version of any item names,
                                                       older than a day (the server does it daily)
  npm run staff -- reminders                           the plants' reminders now (the server runs
                                                       them daily from 10:00): prints plants, counts
The database is {DATA_DIR}/staff.sqlite (DATA_DIR default: data).`;

type Output = { write(text: string): unknown };

/** Mailed with the mail settings (the back office's, or SMTP_URL) when a server is set. */
async function mailed(
  staff: StaffServices,
  to: string,
  link: string,
  out: Output,
  purpose: "invite" | "reset" = "invite",
) {
  const result = await mailInvite(staff, to, link, { purpose });
  if (result === "mailed") out.write(`Mailed to ${to}.\n`);
  if (result === "failed")
    out.write(`Not mailed: the mail server refused. Send the link yourself.\n`);
}

/**
 * `npm run staff -- ...`: accounts exist only by invitation. Returns the exit code. Every change
 * is in the audit log with the actor "cli".
 */
export async function run(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Output = process.stdout,
  /** The clock of the reminders' run and sends (tests set the hour in Seoul). */
  now: () => number = Date.now,
): Promise<number> {
  const [command, email, ...rest] = args;
  const config = readConfig(env);
  if (command === "sweep" && (email === undefined || email === "--dry-run")) {
    const dryRun = email === "--dry-run";
    out.write(`${sweepSummary(sweepUploads(config.DATA_DIR, { dryRun }), dryRun)}\n`);
    return 0;
  }
  if (command === "reminders" && email === undefined) {
    const staff = setUpStaff(config);
    try {
      return await remindersCommand(config, staff.mailRoom, out, now);
    } finally {
      staff.close();
    }
  }
  const role = (rest[0] === "--role" ? rest[1] : "staff") as Role;
  if (!command || (command !== "list" && !email) || !["owner", "staff"].includes(role)) {
    out.write(`${USAGE}\n`);
    return command === "help" || command === "--help" ? 0 : 2;
  }
  const staff = setUpStaff(config);
  const audit = (action: "invited" | "disabled" | "reset", target: string, detail?: string) =>
    staff.record({ action, actor: "cli", target, detail });
  try {
    return await act();
  } catch (error) {
    out.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    staff.close();
  }

  async function act(): Promise<number> {
    if (command === "list") {
      for (const a of staff.accounts.list()) {
        const factors = [a.totp && "totp", a.passkeys && `${a.passkeys} passkey(s)`].filter(
          Boolean,
        );
        out.write(`${a.email}\t${a.role}\t${a.status}\t${factors.join(", ") || "-"}\n`);
      }
      return 0;
    }
    if (command === "invite") {
      const { account, token } = staff.accounts.invite(email!, role);
      audit("invited", account.email, role);
      const link = inviteLink(config, token);
      out.write(`Invited ${account.email} (${role}). One-time link, valid 24 hours:\n${link}\n`);
      await mailed(staff, account.email, link, out);
      return 0;
    }
    const account = staff.accounts.byEmail(email!);
    if (!account) throw new Error(`no account for ${email}`);
    if (command === "disable") {
      staff.accounts.disable(account.id);
      audit("disabled", account.email);
      out.write(`Disabled ${account.email}; its sessions have ended.\n`);
      return 0;
    }
    if (command === "reset") {
      const token = staff.accounts.reset(account.id);
      audit("reset", account.email);
      const link = inviteLink(config, token);
      out.write(`Reset ${account.email}. New one-time link, valid 24 hours:\n${link}\n`);
      await mailed(staff, account.email, link, out, "reset");
      return 0;
    }
    out.write(`${USAGE}\n`);
    return 2;
  }
}
