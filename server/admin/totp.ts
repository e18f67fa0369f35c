import type Database from "better-sqlite3";
import { generateSecret, generateURI, verifySync } from "otplib";
import QRCode from "qrcode";

/** One step either side (30 s) for phones whose clock drifts, as RFC 6238 suggests. */
const TOLERANCE_SECONDS = 30;
const ISSUER = "Hanbit Flow Admin";

/**
 * Authenticator apps (TOTP, RFC 6238: SHA-1, 6 digits, 30 s, as every app reads them) through
 * otplib, on the services' clock. A code is good once: the last accepted time step is kept.
 */
export function totp(db: Database.Database, now: () => number) {
  function check(secret: string, code: string, after?: number): number | undefined {
    const token = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(token) || !/^[A-Z2-7]{16,}$/.test(secret)) return undefined;
    const result = verifySync({
      secret,
      token,
      epoch: Math.floor(now() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      afterTimeStep: after,
    });
    // The TOTP strategy's answer carries the time step (HOTP's would not).
    return result.valid && "timeStep" in result ? result.timeStep : undefined;
  }

  return {
    newSecret(): string {
      return generateSecret();
    },

    /** What the setup form shows: the key (new unless given) and its QR code, made here. */
    async offer(email: string, secret = generateSecret()) {
      const uri = generateURI({ issuer: ISSUER, label: email, secret });
      const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
      return { secret, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
    },

    /** Sets the app up if `code` proves it reads `secret`. */
    enable(accountId: number, secret: string, code: string): boolean {
      const step = check(secret, code);
      if (step === undefined) return false;
      db.prepare("UPDATE accounts SET totp_secret = ?, totp_last_step = ? WHERE id = ?").run(
        secret,
        step,
        accountId,
      );
      return true;
    },

    disable(accountId: number) {
      db.prepare("UPDATE accounts SET totp_secret = NULL, totp_last_step = NULL WHERE id = ?").run(
        accountId,
      );
    },

    /** The account's code, each time step once. */
    verifyFor(accountId: number, code: string): boolean {
      const row = db
        .prepare("SELECT totp_secret, totp_last_step FROM accounts WHERE id = ?")
        .get(accountId) as
        { totp_secret: string | null; totp_last_step: number | null } | undefined;
      if (!row?.totp_secret) return false;
      const step = check(row.totp_secret, code, row.totp_last_step ?? undefined);
      if (step === undefined) return false;
      db.prepare("UPDATE accounts SET totp_last_step = ? WHERE id = ?").run(step, accountId);
      return true;
    },
  };
}
