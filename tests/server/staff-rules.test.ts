import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { PASSWORD_COST } from "../../server/admin/password";
import { createStaffServices, type StaffServices } from "../../server/admin/services";
import { currentCode, QUICK_PASSWORDS } from "../staff-support";

/**
 * The rules of the back office's accounts and sessions, with a clock the test moves. Passwords
 * with a small scrypt cost (QUICK_PASSWORDS), but for the test of the real one.
 */

const MINUTE = 60_000;
let opened: StaffServices[] = [];

function services(
  options: { attemptsPerMinute?: number; passwordCost?: typeof PASSWORD_COST } = {},
) {
  let time = Date.UTC(2026, 10, 22, 3, 0, 0);
  const file = join(mkdtempSync(join(tmpdir(), "staff-")), "staff.sqlite");
  const staff = createStaffServices({
    file,
    siteOrigin: "http://localhost:3000",
    trustProxy: false,
    auditRetentionDays: 730,
    attemptsPerMinute: options.attemptsPerMinute ?? 1000,
    now: () => time,
    passwordCost: options.passwordCost ?? QUICK_PASSWORDS,
  });
  opened.push(staff);
  return { staff, file, advance: (ms: number) => (time += ms), now: () => time };
}

/** An active account with a password and an authenticator app. */
async function member(
  staff: StaffServices,
  email = "kim@example.com",
  role: "owner" | "staff" = "staff",
) {
  const { account, token } = staff.accounts.invite(email, role);
  await staff.setPassword(account.id, "correct horse battery staple");
  const secret = staff.totp.newSecret();
  expect(staff.totp.enable(account.id, secret, currentCode(secret, staff.now()))).toBe(true);
  staff.accounts.completeInvitation(token, account.id);
  return { account: staff.accounts.byId(account.id)!, secret };
}

afterEach(() => {
  opened.forEach((staff) => staff.close());
  opened = [];
});

describe("sessions", () => {
  it("end after 30 idle minutes, and a visit restarts the idle time", () => {
    const { staff, advance } = services();
    const { account } = staff.accounts.invite("a@example.com", "staff");
    staff.accounts.completeInvitation("none", account.id);
    const id = staff.sessions.create(account.id, "full", "127.0.0.1");
    advance(29 * MINUTE);
    expect(staff.sessions.read(id)?.accountId).toBe(account.id);
    advance(29 * MINUTE);
    expect(staff.sessions.read(id)).toBeDefined();
    advance(30 * MINUTE + 1);
    expect(staff.sessions.read(id)).toBeUndefined();
    // Gone from the table, not only refused.
    advance(-10 * MINUTE);
    expect(staff.sessions.read(id)).toBeUndefined();
  });

  it("end 12 hours after sign-in however busy", () => {
    const { staff, advance } = services();
    const { account } = staff.accounts.invite("a@example.com", "staff");
    const id = staff.sessions.create(account.id, "full", "127.0.0.1");
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      advance(20 * MINUTE);
      expect(staff.sessions.read(id), `${minutes + 20} min`).toBeDefined();
    }
    advance(40 * MINUTE);
    expect(staff.sessions.read(id)).toBeUndefined();
  });

  it("waiting for a second factor last 10 minutes", () => {
    const { staff, advance } = services();
    const { account } = staff.accounts.invite("a@example.com", "staff");
    const id = staff.sessions.create(account.id, "password", "127.0.0.1");
    advance(9 * MINUTE);
    expect(staff.sessions.read(id)?.stage).toBe("password");
    advance(2 * MINUTE);
    expect(staff.sessions.read(id)).toBeUndefined();
  });

  it("store only a hash of the id, and end at once when the account is disabled", async () => {
    const { staff } = services();
    const { account } = await member(staff);
    const id = staff.sessions.create(account.id, "full", "127.0.0.1");
    const stored = staff.db.prepare("SELECT id_hash FROM sessions").pluck().all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toBe(id);
    staff.accounts.disable(account.id);
    expect(staff.sessions.read(id)).toBeUndefined();
    expect(staff.db.prepare("SELECT count(*) FROM sessions").pluck().get()).toBe(0);
  });
});

describe("sign-in", () => {
  it("answers the same for an unknown e-mail, a wrong password and a locked account", async () => {
    const { staff } = services();
    await member(staff);
    const unknown = await staff.checkPassword("nobody@example.com", "whatever it is", "1.2.3.4");
    const wrong = await staff.checkPassword("kim@example.com", "not the password", "1.2.3.4");
    expect(unknown).toEqual({ ok: false, reason: "wrong" });
    expect(wrong).toEqual({ ok: false, reason: "wrong" });
    const good = await staff.checkPassword(
      "KIM@example.com",
      "correct horse battery staple",
      "1.2.3.4",
    );
    expect(good.ok).toBe(true);
  });

  it("locks the account for 15 minutes after five failures", async () => {
    const { staff, advance } = services();
    const { account } = await member(staff);
    for (let i = 1; i <= 4; i++) {
      expect((await staff.checkPassword(account.email, `wrong ${i}`, "ip")).ok).toBe(false);
    }
    expect(await staff.checkPassword(account.email, "wrong 5", "ip")).toEqual({
      ok: false,
      reason: "locked",
    });
    const right = "correct horse battery staple";
    expect(await staff.checkPassword(account.email, right, "ip")).toEqual({
      ok: false,
      reason: "locked",
    });
    advance(14 * MINUTE);
    expect((await staff.checkPassword(account.email, right, "ip")).ok).toBe(false);
    advance(2 * MINUTE);
    expect((await staff.checkPassword(account.email, right, "ip")).ok).toBe(true);
    const actions = staff.audit.list().entries.map((e) => e.action);
    expect(actions.filter((a) => a === "locked")).toHaveLength(1);
    expect(actions.filter((a) => a === "sign-in-failed")).toHaveLength(7);
  });

  it("limits tries per address and minute, known e-mail or not", async () => {
    const { staff, advance } = services({ attemptsPerMinute: 10 });
    const reason = async (email: string, address: string) => {
      const result = await staff.checkPassword(email, "password one", address);
      return result.ok ? "ok" : result.reason;
    };
    for (let i = 0; i < 10; i++) expect(await reason(`x${i}@example.com`, "5.6.7.8")).toBe("wrong");
    expect(await reason("x@example.com", "5.6.7.8")).toBe("rate");
    expect(await reason("x@example.com", "9.9.9.9")).toBe("wrong");
    advance(MINUTE);
    expect(await reason("x@example.com", "5.6.7.8")).toBe("wrong");
  });

  it("counts failed checks, not tries: passkey options and right passwords spend nothing", async () => {
    const { staff } = services({ attemptsPerMinute: 10 });
    const { account } = await member(staff);
    for (let i = 0; i < 50; i++) expect(staff.mayAskOptions("5.6.7.8")).toBe(true);
    for (let i = 0; i < 12; i++) {
      const result = await staff.checkPassword(
        account.email,
        "correct horse battery staple",
        "5.6.7.8",
      );
      expect(result.ok).toBe(true);
    }
    expect(staff.mayTry("5.6.7.8")).toBe(true);
    for (let i = 0; i < 10; i++) staff.countFailure("5.6.7.8");
    expect(staff.mayTry("5.6.7.8")).toBe(false);
    expect(staff.mayTry("9.9.9.9")).toBe(true);
  });
});

describe("factors", () => {
  it("takes a TOTP code once, and a recovery code once", async () => {
    const { staff, advance, now } = services();
    const { account, secret } = await member(staff);
    advance(30_000);
    const code = currentCode(secret, now());
    expect(staff.totp.verifyFor(account.id, code)).toBe(true);
    expect(staff.totp.verifyFor(account.id, code)).toBe(false);
    expect(staff.totp.verifyFor(account.id, "000000")).toBe(false);
    const codes = staff.recoveryCodes.renew(account.id);
    expect(codes).toHaveLength(10);
    expect(staff.recoveryCodes.use(account.id, codes[3]!.toUpperCase())).toBe(true);
    expect(staff.recoveryCodes.use(account.id, codes[3]!)).toBe(false);
    expect(staff.accounts.byId(account.id)!.recoveryCodes).toBe(9);
  });

  it("ends every join, a passkey alone's too, with ten recovery codes and a session", () => {
    const { staff } = services();
    // Joined without a password (the passkey itself is the join route's concern).
    const { account, token } = staff.accounts.invite("solo@example.com", "owner");
    const { codes, session } = staff.completeJoin(token, account, "passkey alone", "ip");
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(staff.accounts.byId(account.id)).toMatchObject({ status: "active", recoveryCodes: 10 });
    expect(staff.sessions.read(session)?.stage).toBe("full");
    expect(staff.accounts.invitation(token)).toBeUndefined();
    // Kept as hashes only, as the codes of a password's join.
    const stored = staff.db.prepare("SELECT code_hash FROM recovery_codes").pluck().all();
    expect(stored).toHaveLength(10);
    expect(stored).not.toContain(codes[0]);
  });

  it("signs an account without a password in with a recovery code, once per code", () => {
    const { staff } = services();
    const { account, token } = staff.accounts.invite("solo@example.com", "owner");
    const { codes } = staff.completeJoin(token, account, "passkey alone", "ip");
    const first = staff.recoverySignIn("SOLO@example.com", codes[2]!.toUpperCase(), "ip");
    expect(first).toMatchObject({ ok: true, account: { id: account.id } });
    expect(staff.recoverySignIn(account.email, codes[2]!, "ip")).toEqual({
      ok: false,
      reason: "wrong",
    });
    expect(staff.recoverySignIn(account.email, codes[5]!.replace("-", ""), "ip").ok).toBe(true);
    expect(staff.accounts.byId(account.id)!.recoveryCodes).toBe(8);
    const actions = staff.audit.list({ actor: account.email }).entries.map((e) => e.action);
    expect(actions.filter((a) => a === "recovery-code-used")).toHaveLength(2);
    expect(actions.filter((a) => a === "sign-in-failed")).toHaveLength(1);
  });

  it("refuses a recovery code alone for an account with a password, and keeps its codes", async () => {
    const { staff } = services();
    const { account } = await member(staff);
    const codes = staff.recoveryCodes.renew(account.id);
    expect(staff.recoverySignIn(account.email, codes[0]!, "ip")).toEqual({
      ok: false,
      reason: "wrong",
    });
    expect(staff.recoverySignIn("nobody@example.com", codes[0]!, "ip")).toEqual({
      ok: false,
      reason: "wrong",
    });
    // Its second step still takes the code: it was not spent above.
    expect(staff.recoveryCodes.use(account.id, codes[0]!)).toBe(true);
  });

  it("counts wrong recovery codes towards the lockout, and a locked account takes none", () => {
    const { staff, advance } = services();
    const { account, token } = staff.accounts.invite("solo@example.com", "owner");
    const { codes } = staff.completeJoin(token, account, "passkey alone", "ip");
    for (let i = 1; i <= 4; i++) {
      expect(staff.recoverySignIn(account.email, `wrong-cod${i}`, "ip").ok).toBe(false);
    }
    expect(staff.recoverySignIn(account.email, "wrong-code5", "ip")).toEqual({
      ok: false,
      reason: "locked",
    });
    expect(staff.recoverySignIn(account.email, codes[0]!, "ip")).toEqual({
      ok: false,
      reason: "locked",
    });
    expect(staff.accounts.byId(account.id)!.recoveryCodes).toBe(10);
    advance(16 * MINUTE);
    expect(staff.recoverySignIn(account.email, codes[0]!, "ip").ok).toBe(true);
  });

  it("reset removes the password and every factor and makes a new link", async () => {
    const { staff } = services();
    const { account } = await member(staff);
    staff.recoveryCodes.renew(account.id);
    const token = staff.accounts.reset(account.id);
    const after = staff.accounts.byId(account.id)!;
    expect(after).toMatchObject({ status: "invited", totp: false, passkeys: 0, recoveryCodes: 0 });
    expect(staff.accounts.passwordHash(account.id)).toBeUndefined();
    expect(staff.accounts.invitation(token)?.account.id).toBe(account.id);
  });

  it("an invitation link lasts 24 hours", () => {
    const { staff, advance } = services();
    const { token } = staff.accounts.invite("new@example.com", "owner");
    advance(23 * 60 * MINUTE);
    expect(staff.accounts.invitation(token)).toBeDefined();
    advance(61 * MINUTE);
    expect(staff.accounts.invitation(token)).toBeUndefined();
    expect(() => staff.accounts.invite("NEW@example.com", "staff")).toThrow(/has an account/);
  });
});

describe("passwords (NIST SP 800-63B)", () => {
  it("refuses short, overlong and common passwords, not compositions", () => {
    const { staff } = services();
    expect(staff.passwordProblem("short one")).toBe("tooShort");
    expect(staff.passwordProblem("x".repeat(129))).toBe("tooLong");
    expect(staff.passwordProblem("password1234")).toBe("common");
    expect(staff.passwordProblem("iloveyou1234")).toBe("common");
    expect(staff.passwordProblem("kim@example.com!", "kim@example.com")).toBe("containsEmail");
    expect(staff.passwordProblem("xxxxxxxxxxxxxxxxxxxx")).toBe("common");
    expect(
      staff.passwordProblem("the valve opens at dawn ".repeat(5).slice(0, 128)),
    ).toBeUndefined();
    expect(staff.passwordProblem("밸브 액추에이터 좋아요 2026")).toBeUndefined();
    expect(staff.passwordProblem("all lower case words here")).toBeUndefined();
  });

  it("are kept as scrypt at OWASP's cost, each hash with its own: a cheaper one still checks", async () => {
    const { staff, file } = services();
    const { account } = staff.accounts.invite("lee@example.com", "staff");
    staff.accounts.completeInvitation("none", account.id);
    await staff.setPassword(account.id, "correct horse battery staple");
    expect(staff.accounts.passwordHash(account.id)).toMatch(/^scrypt\$1024\$8\$1\$/);
    // The server's own services, without a cost given: the real one for new passwords.
    const real = createStaffServices({
      file,
      siteOrigin: "http://localhost:3000",
      trustProxy: false,
      auditRetentionDays: 730,
    });
    opened.push(real);
    expect(PASSWORD_COST).toEqual({ N: 2 ** 15, r: 8, p: 3 });
    expect(
      (await real.checkPassword("lee@example.com", "correct horse battery staple", "ip")).ok,
    ).toBe(true);
    await real.setPassword(account.id, "another horse battery staple");
    expect(real.accounts.passwordHash(account.id)).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(await real.checkOwnPassword(account.id, "another horse battery staple")).toBe(true);
    expect(await real.checkOwnPassword(account.id, "correct horse battery staple")).toBe(false);
  });
});

describe("audit log", () => {
  it("filters, and prunes entries older than the setting", () => {
    const { staff, advance } = services();
    staff.record({
      action: "inquiry-viewed",
      actor: "a@example.com",
      target: "HF-20261122-000001",
    });
    advance(400 * 24 * 60 * MINUTE);
    staff.record({ action: "inquiry-export", actor: "b@example.com", detail: "monthly report" });
    expect(staff.audit.list({ actor: "a@example.com" }).total).toBe(1);
    expect(staff.audit.list({ action: "inquiry-export" }).entries[0]!.detail).toBe(
      "monthly report",
    );
    expect(staff.audit.prune(365)).toBe(1);
    expect(staff.audit.list().total).toBe(1);
  });
});

describe("accounts on the staff page", () => {
  it("counts active owners, enables a joined account as active and an unjoined one as invited", async () => {
    const { staff } = services();
    const { account: boss } = await member(staff, "boss@example.com", "owner");
    const { account: kim } = await member(staff, "kim@example.com");
    const { account: lee } = staff.accounts.invite("lee@example.com", "staff");
    expect(staff.accounts.activeOwners()).toBe(1);
    staff.accounts.setRole(kim.id, "owner");
    expect(staff.accounts.activeOwners()).toBe(2);
    staff.accounts.disable(boss.id);
    expect(staff.accounts.activeOwners()).toBe(1);
    expect(staff.accounts.enable(boss.id)).toBe("active");
    staff.accounts.disable(lee.id);
    // Never joined: its invitation ended with the disabling, so a reset makes a new one.
    expect(staff.accounts.enable(lee.id)).toBe("invited");
    expect(staff.accounts.byId(lee.id)!.status).toBe("invited");
  });

  it("enables one who joined with a passkey alone as active, a password alone as invited", async () => {
    const { staff, file } = services();
    const { account: park, token } = staff.accounts.invite("park@example.com", "staff");
    // The passkey as a join without a password stores it (its key is not checked here).
    const db = new Database(file);
    db.prepare(
      `INSERT INTO passkeys (id, account_id, public_key, counter, transports, name, created_at)
       VALUES ('cred-1', ?, x'00', 0, NULL, 'Passkey 1', 0)`,
    ).run(park.id);
    db.close();
    staff.accounts.completeInvitation(token, park.id);
    staff.accounts.disable(park.id);
    expect(staff.accounts.enable(park.id)).toBe("active");
    const { account: half } = staff.accounts.invite("half@example.com", "staff");
    await staff.setPassword(half.id, "correct horse battery staple");
    staff.accounts.disable(half.id);
    expect(staff.accounts.enable(half.id)).toBe("invited");
  });

  it("reads each account's last sign-in from the audit log", async () => {
    const { staff, advance, now } = services();
    const { account } = await member(staff);
    expect(staff.audit.lastSignIns().get("kim@example.com")).toBeUndefined();
    staff.finishSignIn(undefined, account, "totp", "127.0.0.1");
    advance(MINUTE);
    staff.finishSignIn(undefined, account, "passkey alone", "127.0.0.1");
    expect(staff.audit.lastSignIns().get("kim@example.com")).toBe(now());
  });

  it("takes a passkey sign-in's challenge once, within 5 minutes", () => {
    const { staff, advance } = services();
    staff.issueChallenge("first");
    staff.issueChallenge("second");
    expect(staff.spendChallenge("first")).toBe(true);
    expect(staff.spendChallenge("first")).toBe(false);
    expect(staff.spendChallenge("never-issued")).toBe(false);
    advance(5 * MINUTE);
    expect(staff.spendChallenge("second")).toBe(false);
  });
});
