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

    /**
     * With `alone`, the passkey is the account's only way in (a join without a password): it
     * must be discoverable and verify its user, as a sign-in with a passkey alone asks.
     */
    registrationOptions(account: Account, rpID: string, alone = false) {
      return generateRegistrationOptions({
        rpName: "Hanbit Flow Admin",
        rpID,
        userName: account.email,
        userID: new TextEncoder().encode(`staff-${account.id}`),
        attestationType: "none",
        excludeCredentials: rows(account.id).map((row) => ({ id: row.id })),
        // Discoverable where the authenticator can (every phone and computer today), so the
        // passkey can sign in alone; an old security key without storage still makes a second
        // factor rather than being refused.
        authenticatorSelection: alone
          ? { residentKey: "required", userVerification: "required" }
          : { residentKey: "preferred", userVerification: "preferred" },
      });
    },

    async verifyRegistration(
      accountId: number,
      response: unknown,
      challenge: string,
      rp: RelyingParty,
      alone = false,
    ): Promise<boolean> {
      const result = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: alone,
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

    /**
     * Sign-in with a passkey alone: no account named, so no allowed list; the browser offers the
     * discoverable passkeys it has for this site. User verification is asked for outright.
     */
    discoverOptions(rpID: string) {
      return generateAuthenticationOptions({ rpID, userVerification: "required" });
    },

    /**
     * The answer to `discoverOptions`: the account whose passkey signed a challenge `issued`
     * accepts, or why not. "unverified": the authenticator did not verify its user (no
     * fingerprint, face or PIN), so the passkey is one factor only and cannot sign in alone.
     */
    async verifyDiscovered(
      response: unknown,
      issued: (challenge: string) => boolean,
      rp: RelyingParty,
    ): Promise<
      { accountId: number } | { refused: "unknown" | "bad" | "unverified"; accountId?: number }
    > {
      const answer = response as AuthenticationResponseJSON;
      const row = (
        typeof answer?.id === "string"
          ? db.prepare("SELECT * FROM passkeys WHERE id = ?").get(answer.id)
          : undefined
      ) as (Row & { account_id: number }) | undefined;
      if (!row) return { refused: "unknown" };
      // The user handle the authenticator kept is the one registered with this account.
      const handle = answer.response?.userHandle;
      if (handle && handle !== Buffer.from(`staff-${row.account_id}`).toString("base64url")) {
        return { refused: "bad", accountId: row.account_id };
      }
      const result = await verifyAuthenticationResponse({
        response: answer,
        expectedChallenge: issued,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: credential(row),
        // Checked below, so that its absence has its own answer.
        requireUserVerification: false,
      }).catch(() => undefined);
      if (!result?.verified) return { refused: "bad", accountId: row.account_id };
      if (!result.authenticationInfo.userVerified) {
        return { refused: "unverified", accountId: row.account_id };
      }
      db.prepare("UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?").run(
        result.authenticationInfo.newCounter,
        now(),
        row.id,
      );
      return { accountId: row.account_id };
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
