import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";
import type { Lang } from "../../app/i18n/lang";
import { isMailAddress } from "../../app/lib/email";
import { oneLineLabel } from "../platform/text";
import { sha256 } from "./sessions";

export type Role = "owner" | "staff";
export type AccountStatus = "invited" | "active" | "disabled";

export interface Account {
  id: number;
  email: string;
  role: Role;
  status: AccountStatus;
  /** How the reply's signature names the person ("김영업 과장"); none: by the e-mail. */
  name?: string;
  /** The language of the mails the site writes to the account (the daily digest). */
  mailLang: Lang;
  /** An authenticator app is set up. */
  totp: boolean;
  passkeys: number;
  recoveryCodes: number;
  createdAt: number;
}

/** An invitation link is good for a day (issue 24). */
export const INVITE_MS = 24 * 3_600_000;
/** Five failed sign-ins lock the account for 15 minutes. */
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;

/** The longest display name, in characters (the staff database checks it too). */
export const NAME_MAX = 60;

/**
 * A display name as typed, a label as every other staff type (server/platform/text.ts): one
 * line without hidden characters, at most NAME_MAX characters; empty means none (undefined).
 */
export const displayName = z
  .string()
  .transform(oneLineLabel)
  .refine((text) => [...text].length <= NAME_MAX)
  .transform((text) => text || undefined);

/** What a person sets of their own account beside their factors. */
export interface Profile {
  name?: string;
  mailLang: Lang;
}

/**
 * The owner who could be locked out, if any: the only active owner, whose every way in goes
 * through one device (a single passkey or authenticator app, none besides) and who has no
 * recovery code left. Losing that device would leave only the server's shell to let anyone
 * back in; a second owner could reset them, a second device or a code would sign them in.
 */
export function ownerAtRisk(accounts: Account[]): Account | undefined {
  const owners = accounts.filter((a) => a.role === "owner" && a.status === "active");
  const owner = owners.length === 1 ? owners[0]! : undefined;
  if (!owner) return undefined;
  const devices = owner.passkeys + (owner.totp ? 1 : 0);
  return devices <= 1 && owner.recoveryCodes === 0 ? owner : undefined;
}

export function accountStore(db: Database.Database, now: () => number) {
  const select = `SELECT a.id, a.email, a.role, a.status, a.created_at AS createdAt,
      a.display_name AS name, a.mail_lang AS mailLang,
      a.totp_secret IS NOT NULL AS totp,
      (SELECT count(*) FROM passkeys p WHERE p.account_id = a.id) AS passkeys,
      (SELECT count(*) FROM recovery_codes r WHERE r.account_id = a.id) AS recoveryCodes
    FROM accounts a`;
  const toAccount = (row: Record<string, unknown> | undefined): Account | undefined => {
    if (!row) return undefined;
    const { name, ...rest } = row;
    return { ...rest, ...(name !== null && { name }), totp: row.totp === 1 } as unknown as Account;
  };

  /** A new one-time link token; the table keeps its hash only. Earlier invitations end. */
  function newInvite(accountId: number): string {
    const token = randomBytes(32).toString("base64url");
    db.prepare("DELETE FROM verifications WHERE account_id = ? AND type = 'invite'").run(accountId);
    db.prepare(
      `INSERT INTO verifications (type, token_hash, account_id, expires_at)
       VALUES ('invite', ?, ?, ?)`,
    ).run(sha256(token), accountId, now() + INVITE_MS);
    return token;
  }

  return {
    byId(id: number): Account | undefined {
      return toAccount(db.prepare(`${select} WHERE a.id = ?`).get(id) as Record<string, unknown>);
    },
    byEmail(email: string): Account | undefined {
      return toAccount(
        db.prepare(`${select} WHERE a.email = ?`).get(email.trim()) as Record<string, unknown>,
      );
    },
    list(): Account[] {
      return (db.prepare(`${select} ORDER BY a.email`).all() as Record<string, unknown>[]).map(
        (row) => toAccount(row)!,
      );
    },

    /** The active owners' addresses: the staff notice goes to them when no recipient is set. */
    ownerEmails(): string[] {
      return db
        .prepare(
          "SELECT email FROM accounts WHERE role = 'owner' AND status = 'active' ORDER BY id",
        )
        .pluck()
        .all() as string[];
    },

    /** Makes an invited account and its link token; an e-mail with an account is refused. */
    invite(email: string, role: Role, name?: string): { account: Account; token: string } {
      const address = email.trim();
      if (!isMailAddress(address)) throw new Error(`not an e-mail address: ${email}`);
      return db.transaction(() => {
        if (this.byEmail(address)) throw new Error(`${address} has an account already`);
        const { lastInsertRowid } = db
          .prepare(
            `INSERT INTO accounts (email, role, status, display_name, created_at)
             VALUES (?, ?, 'invited', ?, ?)`,
          )
          .run(address, role, name ?? null, now());
        const id = Number(lastInsertRowid);
        return { account: this.byId(id)!, token: newInvite(id) };
      })();
    },

    /** Password, factors, recovery codes and sessions gone; a new invitation. */
    reset(accountId: number): string {
      return db.transaction(() => {
        db.prepare(
          `UPDATE accounts SET status = 'invited', password_hash = NULL, totp_secret = NULL,
             totp_last_step = NULL, failed_sign_ins = 0, locked_until = NULL WHERE id = ?`,
        ).run(accountId);
        for (const table of ["passkeys", "recovery_codes", "sessions"]) {
          db.prepare(`DELETE FROM ${table} WHERE account_id = ?`).run(accountId);
        }
        return newInvite(accountId);
      })();
    },

    /** Active owners: the last one may not be disabled, demoted or reset (no one could undo it). */
    activeOwners(): number {
      return db
        .prepare("SELECT count(*) FROM accounts WHERE role = 'owner' AND status = 'active'")
        .pluck()
        .get() as number;
    },

    /** Saves a person's name and mail language; returns the names of the fields that changed. */
    setProfile(accountId: number, profile: Profile): ("name" | "language")[] {
      const before = this.byId(accountId);
      if (!before) return [];
      db.prepare("UPDATE accounts SET display_name = ?, mail_lang = ? WHERE id = ?").run(
        profile.name ?? null,
        profile.mailLang,
        accountId,
      );
      return [
        ...(before.name !== profile.name ? (["name"] as const) : []),
        ...(before.mailLang !== profile.mailLang ? (["language"] as const) : []),
      ];
    },

    setRole(accountId: number, role: Role) {
      db.prepare("UPDATE accounts SET role = ? WHERE id = ?").run(role, accountId);
    },

    /**
     * Signs in again: active when it has a passkey (alone, or after a password) or a password
     * and an authenticator app, else invited (its invitation ended when it was disabled, so it
     * needs a reset's new link).
     */
    enable(accountId: number): AccountStatus {
      const row = db
        .prepare(
          `SELECT EXISTS (SELECT 1 FROM passkeys p WHERE p.account_id = accounts.id)
             OR (password_hash IS NOT NULL AND totp_secret IS NOT NULL)
           FROM accounts WHERE id = ?`,
        )
        .pluck()
        .get(accountId);
      const status: AccountStatus = row === 1 ? "active" : "invited";
      db.prepare("UPDATE accounts SET status = ? WHERE id = ?").run(status, accountId);
      return status;
    },

    /** No sign-in from now on; its sessions end at once. */
    disable(accountId: number) {
      db.transaction(() => {
        db.prepare("UPDATE accounts SET status = 'disabled' WHERE id = ?").run(accountId);
        db.prepare("DELETE FROM sessions WHERE account_id = ?").run(accountId);
        db.prepare("DELETE FROM verifications WHERE account_id = ?").run(accountId);
      })();
    },

    /** The invitation behind a link, if it is still good. */
    invitation(token: string): { account: Account; setup?: string } | undefined {
      const row = db
        .prepare(
          "SELECT account_id, expires_at, setup FROM verifications WHERE token_hash = ? AND type = 'invite'",
        )
        .get(sha256(token)) as
        { account_id: number; expires_at: number; setup: string | null } | undefined;
      if (!row || row.expires_at <= now()) return undefined;
      const account = this.byId(row.account_id);
      if (!account || account.status === "disabled") return undefined;
      return { account, setup: row.setup ?? undefined };
    },
    setInvitationSetup(token: string, setup: string | null) {
      db.prepare("UPDATE verifications SET setup = ? WHERE token_hash = ?").run(
        setup,
        sha256(token),
      );
    },
    /** The join is done: the link is spent, the account active. */
    completeInvitation(token: string, accountId: number) {
      db.transaction(() => {
        db.prepare("DELETE FROM verifications WHERE token_hash = ?").run(sha256(token));
        db.prepare("UPDATE accounts SET status = 'active' WHERE id = ?").run(accountId);
      })();
    },

    passwordHash(accountId: number): string | undefined {
      const row = db.prepare("SELECT password_hash FROM accounts WHERE id = ?").get(accountId) as
        { password_hash: string | null } | undefined;
      return row?.password_hash ?? undefined;
    },
    setPasswordHash(accountId: number, hash: string) {
      db.prepare("UPDATE accounts SET password_hash = ? WHERE id = ?").run(hash, accountId);
    },

    /** Locked until this time (ms), or undefined. */
    lockedUntil(accountId: number): number | undefined {
      const row = db.prepare("SELECT locked_until FROM accounts WHERE id = ?").get(accountId) as {
        locked_until: number | null;
      };
      return row.locked_until !== null && row.locked_until > now() ? row.locked_until : undefined;
    },
    /** Counts a failure; the fifth in a row locks the account. True when this one locked it. */
    recordFailure(accountId: number): boolean {
      const row = db
        .prepare(
          "UPDATE accounts SET failed_sign_ins = failed_sign_ins + 1 WHERE id = ? RETURNING failed_sign_ins",
        )
        .get(accountId) as { failed_sign_ins: number };
      if (row.failed_sign_ins < MAX_FAILURES) return false;
      db.prepare("UPDATE accounts SET locked_until = ?, failed_sign_ins = 0 WHERE id = ?").run(
        now() + LOCK_MS,
        accountId,
      );
      return true;
    },
    clearFailures(accountId: number) {
      db.prepare("UPDATE accounts SET failed_sign_ins = 0, locked_until = NULL WHERE id = ?").run(
        accountId,
      );
    },
  };
}

export type AccountStore = ReturnType<typeof accountStore>;
