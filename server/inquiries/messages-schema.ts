/**
 * Schema 8 of the inquiry database: the conversation by mail (docs/decisions/023-mail-conversation.md).
 *
 * - `inquiry_events` gains the kind `message` (a mail that arrived, its value the mail's kind).
 *   SQLite cannot change a CHECK in place, so the table is made again with every row and id kept;
 *   `inquiry_replies` (its only child) is copied aside first, as dropping the parent would
 *   cascade into it, and comes back with the bounce columns: `bounced_at` and the remote
 *   server's words (`bounce`).
 * - `inquiry_mail_ids`: the left part of the Message-ID of each mail sent to a buyer (the
 *   confirmation, each reply), made with a random part when the mail is queued, so every try
 *   reuses it; the domain is the sender's at sending, so a reference is matched by this part.
 *   Mails queued before schema 8 keep the ids they were sent with.
 * - `mail_messages`: every mail read from the mailbox, once: keyed by the mailbox's
 *   UIDVALIDITY:UID and by its Message-ID. With an inquiry (and its timeline event) when matched;
 *   without one it is unmatched mail, until staff attach it or dismiss it (`dismissed_at`).
 * - `mail_files`: the attachments, as files of random names in the files folder beside the
 *   database; name, type and size as sent.
 * - `mail_notices`: the assignee's notice of a buyer's message, an outbox like the replies'.
 */
export const MESSAGE_MIGRATION = `
  CREATE TABLE inquiry_replies_7 AS SELECT * FROM inquiry_replies;
  DROP TABLE inquiry_replies;

  CREATE TABLE inquiry_events_8 (
    id INTEGER PRIMARY KEY,
    inquiry_id INTEGER NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
    at TEXT NOT NULL,
    actor TEXT NOT NULL,
    kind TEXT NOT NULL
      CHECK (kind IN ('viewed', 'status', 'assignee', 'note', 'reply', 'message')),
    value TEXT
  );
  INSERT INTO inquiry_events_8 (id, inquiry_id, at, actor, kind, value)
    SELECT id, inquiry_id, at, actor, kind, value FROM inquiry_events;
  DROP TABLE inquiry_events;
  ALTER TABLE inquiry_events_8 RENAME TO inquiry_events;
  CREATE INDEX inquiry_events_inquiry ON inquiry_events (inquiry_id, id);

  CREATE TABLE inquiry_replies (
    event_id INTEGER PRIMARY KEY REFERENCES inquiry_events (id) ON DELETE CASCADE,
    inquiry_id INTEGER NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_at TEXT,
    claim TEXT,
    error TEXT,
    sent_at TEXT,
    bounced_at TEXT,
    bounce TEXT
  );
  INSERT INTO inquiry_replies (event_id, inquiry_id, status, attempts, next_at, claim, error,
      sent_at)
    SELECT event_id, inquiry_id, status, attempts, next_at, claim, error, sent_at
    FROM inquiry_replies_7;
  DROP TABLE inquiry_replies_7;
  CREATE INDEX inquiry_replies_due ON inquiry_replies (status, next_at);

  CREATE TABLE inquiry_mail_ids (
    local TEXT PRIMARY KEY,
    inquiry_id INTEGER NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
    reply_id INTEGER UNIQUE REFERENCES inquiry_events (id) ON DELETE CASCADE
  );
  CREATE UNIQUE INDEX inquiry_mail_ids_confirmation ON inquiry_mail_ids (inquiry_id)
    WHERE reply_id IS NULL;
  -- As confirmation.ts and replies.ts made them before: confirmation-REF-ms, reply-REF-event.
  INSERT INTO inquiry_mail_ids (local, inquiry_id)
    SELECT 'confirmation-' || ref || '-' ||
      (CAST(strftime('%s', created_at) AS INTEGER) * 1000 + CAST(substr(created_at, 21, 3) AS INTEGER)),
      id
    FROM inquiries WHERE confirm_status IN ('pending', 'sent', 'failed');
  INSERT INTO inquiry_mail_ids (local, inquiry_id, reply_id)
    SELECT 'reply-' || i.ref || '-' || r.event_id, r.inquiry_id, r.event_id
    FROM inquiry_replies r JOIN inquiries i ON i.id = r.inquiry_id;

  CREATE TABLE mail_messages (
    id INTEGER PRIMARY KEY,
    mailbox_key TEXT NOT NULL UNIQUE,
    message_id TEXT UNIQUE,
    inquiry_id INTEGER REFERENCES inquiries (id) ON DELETE CASCADE,
    event_id INTEGER UNIQUE REFERENCES inquiry_events (id) ON DELETE CASCADE,
    received_at TEXT NOT NULL,
    sender TEXT NOT NULL,
    sender_name TEXT,
    subject TEXT NOT NULL,
    sent_at TEXT NOT NULL,
    body TEXT NOT NULL,
    quoted TEXT,
    refs TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('message', 'auto-reply', 'bounce')),
    other_sender INTEGER NOT NULL DEFAULT 0 CHECK (other_sender IN (0, 1)),
    too_large INTEGER,
    dismissed_at TEXT
  );
  CREATE INDEX mail_messages_inquiry ON mail_messages (inquiry_id, id);
  CREATE INDEX mail_messages_unmatched ON mail_messages (received_at) WHERE inquiry_id IS NULL;

  -- The highest UID stored of each UIDVALIDITY of the mailbox, kept when erasure takes the rows:
  -- the reader reads every message above it, opened elsewhere or not, and none below again.
  CREATE TABLE mailbox_marks (
    uid_validity TEXT PRIMARY KEY,
    last_uid INTEGER NOT NULL
  );

  CREATE TABLE mail_files (
    id INTEGER PRIMARY KEY,
    message INTEGER NOT NULL REFERENCES mail_messages (id) ON DELETE CASCADE,
    file TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    type TEXT NOT NULL,
    size INTEGER NOT NULL CHECK (size >= 0)
  );
  CREATE INDEX mail_files_message ON mail_files (message);

  CREATE TABLE mail_notices (
    event_id INTEGER PRIMARY KEY REFERENCES inquiry_events (id) ON DELETE CASCADE,
    inquiry_id INTEGER NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_at TEXT,
    claim TEXT,
    error TEXT,
    sent_at TEXT
  );
  CREATE INDEX mail_notices_due ON mail_notices (status, next_at);
`;

/**
 * Schema 10: mail that comes in proves itself before it goes on an inquiry (issue 47; decision
 * 023, amendment of 2026-11-25). Unmatched mail may now be held for a reason and name the inquiry it claims:
 *
 * - `held`: why it waits, when it names an inquiry or could not be taken as it is: `unproven`
 *   (only the subject's reference, or not the buyer's address), `not-verified` (the receiving
 *   server's SPF/DMARC verdict failed), `own-address` (from the site's own sending address or
 *   the mailbox read), `unreadable` (could not be parsed; the raw mail is its one file),
 *   `flood` (more than FLOOD_PER_HOUR mails from one sender within an hour).
 * - `claimed_inquiry_id`: the inquiry it names; cleared when that inquiry goes.
 * - `mailbox_start`: the last UID in the folder when the site first connected to it; what was
 *   there before is never read. An install that read mail before schema 10 has none.
 * - `inquiry_trusted_senders`: addresses staff trusted for one inquiry when attaching a mail:
 *   their later mail goes on that inquiry as the buyer's does. They go with the inquiry.
 */
export const MESSAGE_HOLD_MIGRATION = `
  ALTER TABLE mail_messages ADD COLUMN held TEXT
    CHECK (held IN ('unproven', 'not-verified', 'own-address', 'unreadable', 'flood'));
  ALTER TABLE mail_messages ADD COLUMN claimed_inquiry_id INTEGER
    REFERENCES inquiries (id) ON DELETE SET NULL;
  CREATE INDEX mail_messages_claimed ON mail_messages (claimed_inquiry_id)
    WHERE claimed_inquiry_id IS NOT NULL;
  CREATE INDEX mail_messages_sender ON mail_messages (sender, received_at);

  -- The mailbox as the site first found it: mail up to first_uid was there before, and stays
  -- unread where it is (the history of a sales mailbox is no buyer's answer to the site).
  CREATE TABLE mailbox_start (
    uid_validity TEXT PRIMARY KEY,
    first_uid INTEGER NOT NULL,
    at TEXT NOT NULL
  );

  CREATE TABLE inquiry_trusted_senders (
    inquiry_id INTEGER NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
    address TEXT NOT NULL,
    trusted_at TEXT NOT NULL,
    PRIMARY KEY (inquiry_id, address)
  );
  CREATE INDEX inquiry_trusted_senders_address ON inquiry_trusted_senders (address);
`;

/**
 * Schema 12: the mailbox follows the inquiry (issue 47, item 7; decision 023, its amendment of
 * that name). `mailbox_copies` names where each stored mail is on the mail server:
 *
 * - `message`: the stored mail it is a copy of; NULL once that mail is erased, expired or
 *   dismissed (ON DELETE SET NULL: erasure needs no step of its own), and then the copy is due
 *   for deletion on the server. The row outlives the mail so that the deletion survives a mail
 *   server that cannot be reached at the moment of erasure; it holds ids only, never content.
 * - `folder`: NULL while the copy is still in the folder read (`uid_validity`/`uid` as read),
 *   else the site's own folder it was moved to, as named then, with its UID there from the
 *   server's COPYUID when the server gave one (else NULL: found again by `message_id`).
 * - `account`: the mailbox it was read from (host/user), so no other mailbox's UIDs are touched.
 * - `attempts`/`next_at`: a deletion the server refused is tried again later.
 *
 * Mail stored before this step is still in the folder read: each gets its copy row, moved at the
 * reader's next connection (its account unknown: checked by its Message-ID before any change).
 */
export const MAILBOX_COPY_MIGRATION = `
  CREATE TABLE mailbox_copies (
    id INTEGER PRIMARY KEY,
    message INTEGER REFERENCES mail_messages (id) ON DELETE SET NULL,
    account TEXT,
    folder TEXT,
    uid_validity TEXT,
    uid INTEGER,
    message_id TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_at TEXT
  );
  CREATE INDEX mailbox_copies_message ON mailbox_copies (message);
  CREATE INDEX mailbox_copies_to_move ON mailbox_copies (uid_validity, uid)
    WHERE folder IS NULL AND message IS NOT NULL;
  CREATE INDEX mailbox_copies_to_delete ON mailbox_copies (next_at) WHERE message IS NULL;

  -- Dismissed mail's copy is due for deletion at once, as a dismissal now asks.
  INSERT INTO mailbox_copies (message, uid_validity, uid, message_id)
    SELECT CASE WHEN dismissed_at IS NULL THEN id END,
      substr(mailbox_key, 1, instr(mailbox_key, ':') - 1),
      CAST(substr(mailbox_key, instr(mailbox_key, ':') + 1) AS INTEGER),
      message_id
    FROM mail_messages WHERE instr(mailbox_key, ':') > 0 ORDER BY id;
`;

/**
 * Schema 13: the mail files' quota (issue 47, item 3; MAIL_FILES_QUOTA_MB). Past it a new mail is
 * stored without writing its files: `mail_files_not_kept` names each one (name, type and size
 * as received) so staff see what came and that the original stays on the mail server. The rows
 * go with their mail (ON DELETE CASCADE), as its files do.
 */
export const MAIL_FILES_QUOTA_MIGRATION = `
  CREATE TABLE mail_files_not_kept (
    id INTEGER PRIMARY KEY,
    message INTEGER NOT NULL REFERENCES mail_messages (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    type TEXT NOT NULL,
    size INTEGER NOT NULL CHECK (size >= 0)
  );
  CREATE INDEX mail_files_not_kept_message ON mail_files_not_kept (message);
`;
