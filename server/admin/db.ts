import { openDatabase } from "../db/open";

// Each entry upgrades the schema by one version (PRAGMA user_version); never edit a shipped one.
// Times are milliseconds since 1970 (UTC) from the services' clock, so tests can move it.
const MIGRATIONS = [
  `CREATE TABLE accounts (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     role TEXT NOT NULL CHECK (role IN ('owner', 'staff')),
     -- invited: no second factor yet; active; disabled: no sign-in, no sessions.
     status TEXT NOT NULL CHECK (status IN ('invited', 'active', 'disabled')),
     password_hash TEXT,
     totp_secret TEXT,
     -- The last TOTP time step accepted, so a code is good once.
     totp_last_step INTEGER,
     failed_sign_ins INTEGER NOT NULL DEFAULT 0,
     locked_until INTEGER,
     created_at INTEGER NOT NULL
   );
   -- Only the SHA-256 of a session id is stored: a copy of the file signs nobody in.
   CREATE TABLE sessions (
     id_hash TEXT PRIMARY KEY,
     account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
     -- password: the second factor is still to come; full: signed in.
     stage TEXT NOT NULL CHECK (stage IN ('password', 'full')),
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL,
     -- A WebAuthn challenge waiting for its answer.
     challenge TEXT,
     address TEXT NOT NULL
   );
   CREATE INDEX sessions_account ON sessions (account_id);
   -- One table for every one-time secret sent to a person: invitations (and resets), with the
   -- SHA-256 of the token; setup keeps the TOTP secret or passkey challenge during a join.
   CREATE TABLE verifications (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     type TEXT NOT NULL CHECK (type IN ('invite')),
     token_hash TEXT NOT NULL UNIQUE,
     account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
     expires_at INTEGER NOT NULL,
     setup TEXT
   );
   CREATE TABLE passkeys (
     id TEXT PRIMARY KEY,
     account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
     public_key BLOB NOT NULL,
     counter INTEGER NOT NULL,
     transports TEXT,
     name TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     last_used_at INTEGER
   );
   CREATE INDEX passkeys_account ON passkeys (account_id);
   CREATE TABLE recovery_codes (
     account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
     code_hash TEXT NOT NULL,
     PRIMARY KEY (account_id, code_hash)
   );
   -- Who did what, when, from where. References only (an inquiry's reference, an account's
   -- e-mail), never an inquiry's personal data.
   CREATE TABLE audit (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at INTEGER NOT NULL,
     actor TEXT,
     action TEXT NOT NULL,
     target TEXT,
     detail TEXT,
     address TEXT
   );
   CREATE INDEX audit_at ON audit (at);`,
  // Settings owners change in the back office: one JSON value per key ("mail", "mail-test":
  // server/mail/settings.ts). The SMTP password is among them: it is needed in clear to sign in.
  `CREATE TABLE settings (
     key TEXT PRIMARY KEY,
     value TEXT NOT NULL,
     updated_at INTEGER NOT NULL,
     updated_by TEXT
   );`,
  // The name the reply's signature gives (none: the e-mail) and the language of the mails the
  // site writes to the account (the daily digest); accounts made before keep Korean.
  `ALTER TABLE accounts ADD COLUMN display_name TEXT
     CHECK (display_name IS NULL OR length(display_name) BETWEEN 1 AND 60);
   ALTER TABLE accounts ADD COLUMN mail_lang TEXT NOT NULL DEFAULT 'ko'
     CHECK (mail_lang IN ('ko', 'en'));`,
];

/**
 * Opens (and on first use creates) the staff database: accounts, sessions, verifications,
 * passkeys, recovery codes, the audit log and the back office's settings, migrated like the
 * inquiry database.
 */
export function openStaffDb(file: string) {
  return openDatabase(file, `the staff database STAFF_DB=${file}`, MIGRATIONS, [
    "foreign_keys = ON",
  ]);
}
