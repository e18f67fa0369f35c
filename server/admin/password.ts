import { randomBytes, scrypt, type ScryptOptions } from "node:crypto";
import { sameBytes } from "../platform/same-bytes";

/**
 * scrypt from node:crypto (OpenSSL), with one of OWASP's equal-strength settings: N=2^15, r=8,
 * p=3 uses 32 MiB per hash (N=2^17, p=1 would need 128 MiB for the same work). The settings are
 * stored with each hash, so raising them later keeps old hashes readable.
 */
export const PASSWORD_COST = { N: 2 ** 15, r: 8, p: 3 };

/** scrypt's cost: CPU and memory (N, r) and parallel passes (p). */
export type PasswordCost = typeof PASSWORD_COST;
const KEY_LENGTH = 32;

/** NIST SP 800-63B 3.1.1.2: at least 8 characters (we ask 12), at least 64 allowed. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((done, fail) =>
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? fail(error) : done(key)),
    ),
  );
}

/** "scrypt$N$r$p$salt$hash", base64. */
export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  const { N, r, p } = cost;
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, N, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return sameBytes(key, expected);
}

/**
 * A hash of nothing anyone knows: checked when the e-mail has no account, so that the answer
 * takes as long as for one that has.
 */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(cost = PASSWORD_COST): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  if (!decoys.has(key)) decoys.set(key, hashPassword(randomBytes(32).toString("base64"), cost));
  return decoys.get(key)!;
}
