import type Database from "better-sqlite3";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from "@simplewebauthn/server";
import type { Account } from "./accounts";

/** The relying party: this site's host name and the page's origin (checked by the library). */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

interface Row {
  id: string;
  public_key: Buffer;
  counter: number;
  transports: string | null;
  name: string;
  created_at: number;
}

/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: options with a fresh challenge, which the
 * caller keeps with the session or invitation, and verification of the browser's answer against
 * it. The credential's public key and signature counter are kept per account.
 */
export function passkeyStore(db: Database.Database, now: () => number) {
  const rows = (accountId: number) =>
    db
      .prepare("SELECT * FROM passkeys WHERE account_id = ? ORDER BY created_at")
      .all(accountId) as Row[];
  const credential = (row: Row): WebAuthnCredential => ({
    id: row.id,
    publicKey: new Uint8Array(row.public_key),
    counter: row.counter,
    transports: row.transports
      ? (JSON.parse(row.transports) as AuthenticatorTransportFuture[])
      : undefined,
  });

  return {
    list(accountId: number) {
      return rows(accountId).map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.created_at,
      }));
    },

    remove(accountId: number, id: string) {
      db.prepare("DELETE FROM passkeys WHERE account_id = ? AND id = ?").run(accountId, id);
    },

    registrationOptions(account: Account, rpID: string) {
      return generateRegistrationOptions({
        rpName: "Hanbit Flow Admin",
        rpID,
        userName: account.email,
        userID: new TextEncoder().encode(`staff-${account.id}`),
        attestationType: "none",
        excludeCredentials: rows(account.id).map((row) => ({ id: row.id })),
        authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
      });
    },

    async verifyRegistration(
      accountId: number,
      response: unknown,
      challenge: string,
      rp: RelyingParty,
    ): Promise<boolean> {
      const result = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: false,
      }).catch(() => undefined);
      if (!result?.verified) return false;
      const { credential: made, credentialDeviceType } = result.registrationInfo;
      const count = rows(accountId).length + 1;
      db.prepare(
        `INSERT INTO passkeys (id, account_id, public_key, counter, transports, name, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        made.id,
        accountId,
        Buffer.from(made.publicKey),
        made.counter,
        made.transports ? JSON.stringify(made.transports) : null,
        `Passkey ${count} (${credentialDeviceType === "multiDevice" ? "synced" : "this device"})`,
        now(),
      );
      return true;
    },

    authenticationOptions(accountId: number, rpID: string) {
      return generateAuthenticationOptions({
        rpID,
        allowCredentials: rows(accountId).map((row) => ({
          id: row.id,
          transports: credential(row).transports,
        })),
        userVerification: "preferred",
      });
    },

    /** Only a passkey of this account counts; its counter moves on. */
    async verifyAuthentication(
      accountId: number,
      response: unknown,
      challenge: string,
      rp: RelyingParty,
    ): Promise<boolean> {
      const answer = response as AuthenticationResponseJSON;
      const row = rows(accountId).find((r) => r.id === answer?.id);
      if (!row) return false;
      const result = await verifyAuthenticationResponse({
        response: answer,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: credential(row),
        requireUserVerification: false,
      }).catch(() => undefined);
      if (!result?.verified) return false;
      db.prepare("UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?").run(
        result.authenticationInfo.newCounter,
        now(),
        row.id,
      );
      return true;
    },
  };
}
