import type { Lang } from "../../app/i18n/lang";
import { createRateLimit } from "../inquiries/rate-limit";
import { mailRoomOf } from "../mail/room";
import { mailSettings, type MailEnv } from "../mail/settings";
import type { DiskReserve } from "../platform/disk-space";
import { accountStore, type Account, type Role } from "./accounts";
import { auditLog, type AuditEvent } from "./audit";
import { closedDaysStore } from "./closed-days";
import { openStaffDb } from "./db";
import { passkeyStore } from "./passkeys";
import { decoyHash, hashPassword, verifyPassword, type PasswordCost } from "./password";
import { passwordProblem, type PasswordProblem } from "./password-rules";
import { recoveryCodes } from "./recovery";
import { sessionStore } from "./sessions";
import { totp } from "./totp";

export interface StaffOptions {
  /** The SQLite file ({DATA_DIR}/staff.sqlite). */
  file: string;
  /** SITE_URL's origin: an https one means cookies are Secure and `__Host-`. */
  siteOrigin: string;
  trustProxy: boolean;
  /** Audit entries older than this are pruned (at least 365). */
  auditRetentionDays: number;
  /** Failed sign-in steps (password, code, passkey) per client address and minute. */
  attemptsPerMinute?: number;
  /** The clock of every rule (sessions, lockout, links, TOTP); tests move it. */
  now?: () => number;
  /** The mail settings set in the environment, which win over the saved ones. */
  mailEnv?: MailEnv;
  /**
   * scrypt's cost for new passwords (PASSWORD_COST unless given): tests of the rules take a
   * small one, as a real one is a third of a second of CPU per check.
   */
  passwordCost?: PasswordCost;
  /** The server's reserve of disk space for signing in to a full disk (the commands have none). */
  reserve?: DiskReserve;
}

/** A passkey sign-in's challenge is good this long, and once. */
const CHALLENGE_MS = 5 * 60_000;
const MAX_CHALLENGES = 10_000;
/**
 * Passkey option requests per address and minute, on top of the failures' limit. Every load of
 * the sign-in page asks once (autofill), so an office behind one address reloads freely; the
 * bound only keeps one address from pushing everyone's challenges out of MAX_CHALLENGES.
 */
const OPTION_REQUESTS_PER_MINUTE = 300;

/**
 * Failures per key in fixed one-minute windows: counted only when added, so asking whether a
 * key may try spends nothing (issue 41: reloading the sign-in page locked an office out).
 */
function failureCount(perMinute: number, now: () => number) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  const current = (key: string) => {
    const window = windows.get(key);
    return window && now() - window.start < 60_000 ? window : undefined;
  };
  return {
    blocked: (key: string) => perMinute > 0 && (current(key)?.count ?? 0) >= perMinute,
    add(key: string) {
      const time = now();
      if (time - lastSweep > 60_000) {
        for (const [other, window] of windows) {
          if (time - window.start >= 60_000) windows.delete(other);
        }
        lastSweep = time;
      }
      const window = current(key) ?? { start: time, count: 0 };
      window.count += 1;
      windows.set(key, window);
    },
  };
}

export type SignInResult =
  { ok: true; account: Account } | { ok: false; reason: "wrong" | "locked" | "rate" };

/**
 * The staff services: accounts, sessions, factors and the audit log over `{DATA_DIR}/staff.sqlite`,
 * with every rule that needs the clock. One instance per process, handed to the admin routes in
 * React Router's load context (server/admin/http.ts) and used by the staff command.
 */
export function createStaffServices(options: StaffOptions) {
  const now = options.now ?? Date.now;
  const db = openStaffDb(options.file);
  const accounts = accountStore(db, now);
  const sessions = sessionStore(db, now);
  const audit = auditLog(db, now);
  const codes = recoveryCodes(db);
  const authenticator = totp(db, now);
  const passkeys = passkeyStore(db, now);
  const closedDays = closedDaysStore(db, now);
  const failures = failureCount(options.attemptsPerMinute ?? 10, now);
  const optionRequests = createRateLimit(OPTION_REQUESTS_PER_MINUTE, now);
  const mail = mailSettings({
    env: options.mailEnv ?? { SITE_URL: options.siteOrigin },
    db,
    owners: () => accounts.ownerEmails(),
    now,
  });
  // Every mail the server sends leaves through the mail room (server/mail/room.ts).
  const mailRoom = mailRoomOf(mail, options.siteOrigin, () => accounts.list());

  // The challenges of passkey sign-ins (no session exists yet to keep them): in memory, as the
  // server is one process; a restart only means asking again.
  const challenges = new Map<string, number>();

  audit.prune(options.auditRetentionDays);
  sessions.sweep();
  options.reserve?.keep();
  const sweeper = setInterval(() => {
    sessions.sweep();
    audit.prune(options.auditRetentionDays);
  }, 3_600_000);
  sweeper.unref();

  return {
    now,
    db,
    siteOrigin: options.siteOrigin,
    trustProxy: options.trustProxy,
    auditRetentionDays: options.auditRetentionDays,
    accounts,
    sessions,
    audit,
    recoveryCodes: codes,
    totp: authenticator,
    passkeys,
    /** The mail settings: the one source of every mail the server sends (server/mail/). */
    mail,
    /** The mail room: every kind of mail, composed and sent (server/mail/kinds/). */
    mailRoom,
    /** The company's closed days, which business time skips (server/admin/closed-days.ts). */
    closedDays,

    /** Served over HTTPS: SITE_URL is https, or the request came over TLS (through a trusted proxy). */
    isHttps(request: Request): boolean {
      if (options.siteOrigin.startsWith("https:")) return true;
      if (new URL(request.url).protocol === "https:") return true;
      return options.trustProxy && request.headers.get("X-Forwarded-Proto") === "https";
    },

    /**
     * Before a signed-out post's writes (a sign-in's steps): on a full disk the reserve is given
     * up, so that a sign-in's session and audit can still be written.
     */
    makeSignInRoom() {
      options.reserve?.forSignIn();
    },

    /** False while this address has had its failed sign-in steps for the minute. */
    mayTry(address: string): boolean {
      return !failures.blocked(address);
    },

    /** A failed check of a password, code or passkey from this address. */
    countFailure(address: string) {
      failures.add(address);
    },

    /** One passkey options request (no check is made, so none fails); false past its bound. */
    mayAskOptions(address: string): boolean {
      return optionRequests(address).ok;
    },

    passwordProblem(password: string, email?: string): PasswordProblem | undefined {
      return passwordProblem(password, email);
    },

    async setPassword(accountId: number, password: string) {
      accounts.setPasswordHash(accountId, await hashPassword(password, options.passwordCost));
    },

    /**
     * The first step. The same answer, in about the same time, whether the e-mail has no
     * account, the password is wrong or the account is locked.
     */
    async checkPassword(email: string, password: string, address: string): Promise<SignInResult> {
      if (!this.mayTry(address)) return { ok: false, reason: "rate" };
      const account = accounts.byEmail(email);
      const hash =
        account && account.status === "active" ? accounts.passwordHash(account.id) : undefined;
      const valid = await verifyPassword(
        password.slice(0, 1024),
        hash ?? (await decoyHash(options.passwordCost)),
      );
      if (!account || !hash) {
        failures.add(address);
        audit.record({ action: "sign-in-failed", detail: "no such account", address });
        return { ok: false, reason: "wrong" };
      }
      const actor = account.email;
      if (accounts.lockedUntil(account.id)) {
        failures.add(address);
        audit.record({ action: "sign-in-failed", actor, detail: "locked", address });
        return { ok: false, reason: "locked" };
      }
      if (!valid) return this.failed(account, "password", address);
      return { ok: true, account };
    },

    /** The signed-in person's own password (to change it). */
    async checkOwnPassword(accountId: number, password: string): Promise<boolean> {
      const hash = accounts.passwordHash(accountId);
      return hash !== undefined && verifyPassword(password.slice(0, 1024), hash);
    },

    /** A wrong password or second factor: counted, audited, and the fifth locks the account. */
    failed(account: Account, what: string, address: string): SignInResult {
      const locked = accounts.recordFailure(account.id);
      failures.add(address);
      audit.record({ action: "sign-in-failed", actor: account.email, detail: what, address });
      if (locked) audit.record({ action: "locked", actor: account.email, address });
      return { ok: false, reason: locked ? "locked" : "wrong" };
    },

    /** The account may try a second factor: not locked (the lock covers both steps). */
    locked(accountId: number): boolean {
      return accounts.lockedUntil(accountId) !== undefined;
    },

    /**
     * Both steps done: the waiting session makes way for a new one (a new id, so an id seen
     * before sign-in is worth nothing after), failures are forgotten, the sign-in audited.
     */
    finishSignIn(pendingId: string | undefined, account: Account, how: string, address: string) {
      if (pendingId) sessions.remove(pendingId);
      accounts.clearFailures(account.id);
      audit.record({ action: "sign-in", actor: account.email, detail: how, address });
      return sessions.create(account.id, "full", address);
    },

    /**
     * An invitation's last step, whichever way it went: the link is spent, the account active
     * and signed in, and ten recovery codes made to show this once. Every join ends here, so no
     * one is left with a single device and no way back in but a shell (issue 46).
     */
    completeJoin(token: string, account: Account, detail: string, address: string) {
      accounts.completeInvitation(token, account.id);
      audit.record({ action: "joined", actor: account.email, detail, address });
      const recovery = codes.renew(account.id);
      return { session: this.finishSignIn(undefined, account, "join", address), codes: recovery };
    },

    /**
     * A recovery code in place of a lost passkey, for an account without a password (its passkey
     * was the whole sign-in). One with a password gives it first and the code at the second step,
     * so here it is refused as a wrong code would be, its codes kept; the answers are the same as
     * `checkPassword`'s.
     */
    recoverySignIn(email: string, code: string, address: string): SignInResult {
      if (!this.mayTry(address)) return { ok: false, reason: "rate" };
      const account = accounts.byEmail(email);
      if (!account || account.status !== "active") {
        failures.add(address);
        audit.record({ action: "sign-in-failed", detail: "no such account", address });
        return { ok: false, reason: "wrong" };
      }
      if (accounts.lockedUntil(account.id)) {
        failures.add(address);
        audit.record({ action: "sign-in-failed", actor: account.email, detail: "locked", address });
        return { ok: false, reason: "locked" };
      }
      if (accounts.passwordHash(account.id) !== undefined || !codes.use(account.id, code)) {
        return this.failed(account, "recovery-code", address);
      }
      audit.record({ action: "recovery-code-used", actor: account.email, address });
      return { ok: true, account };
    },

    /** A new challenge for a passkey sign-in without an account named. */
    issueChallenge(challenge: string) {
      const time = now();
      for (const [key, expires] of challenges) if (expires <= time) challenges.delete(key);
      if (challenges.size >= MAX_CHALLENGES) challenges.delete(challenges.keys().next().value!);
      challenges.set(challenge, time + CHALLENGE_MS);
    },

    /** True, once, for a challenge issued and not expired. */
    spendChallenge(challenge: string): boolean {
      const expires = challenges.get(challenge);
      challenges.delete(challenge);
      return expires !== undefined && expires > now();
    },

    /** The mail language of the account with this address, if one has it (any letter case). */
    mailLangOf: (address: string): Lang | undefined => {
      const wanted = address.trim().toLowerCase();
      return accounts.list().find((account) => account.email.toLowerCase() === wanted)?.mailLang;
    },

    /** Records an event in the audit log (see docs/architecture.md, Back office). */
    record(event: AuditEvent) {
      audit.record(event);
    },

    close() {
      clearInterval(sweeper);
      db.close();
    },
  };
}

export type StaffServices = ReturnType<typeof createStaffServices>;
export type { Account, Role };
