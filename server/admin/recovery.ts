import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { sha256 } from "./sessions";

/** Ten codes of 10 letters and digits (about 50 bits each): each signs in once. */
const COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function newCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** "ABCDE FGHIJ", "abcde-fghij" and "abcdefghij" are one code. */
const normal = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Recovery codes are random, so a plain SHA-256 is enough to keep them from anyone who reads
 * the file (a slow hash is for guessable secrets such as passwords).
 */
export function recoveryCodes(db: Database.Database) {
  return {
    /** Replaces the account's codes; the new ones are shown once and never stored in clear. */
    renew(accountId: number): string[] {
      const codes = Array.from({ length: COUNT }, newCode);
      db.transaction(() => {
        db.prepare("DELETE FROM recovery_codes WHERE account_id = ?").run(accountId);
        const insert = db.prepare(
          "INSERT INTO recovery_codes (account_id, code_hash) VALUES (?, ?)",
        );
        for (const code of codes) insert.run(accountId, sha256(normal(code)));
      })();
      return codes;
    },
    /** True if the code was one of the account's; it is used up. */
    use(accountId: number, code: string): boolean {
      const hash = sha256(normal(code));
      return (
        db
          .prepare("DELETE FROM recovery_codes WHERE account_id = ? AND code_hash = ?")
          .run(accountId, hash).changes === 1
      );
    },
  };
}
