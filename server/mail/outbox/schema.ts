/**
 * Schema 9 of the inquiry database: one outbox for every kind of mail the site queues
 * (decision 026). Before it, mail waited in four places: columns of `inquiries` (the staff
 * notice, the buyer's confirmation), `inquiry_replies`, `mail_notices`, and the digest's JSON
 * file. Their rows are copied here with their state and the old columns and tables dropped.
 * `confirm_status` stays on `inquiries`: it records what was decided when the inquiry arrived
 * (off, limited, or queued), the outbox row how the mail went.
 */
export const OUTBOX_MIGRATION = `
  CREATE TABLE mail_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    inquiry_id INTEGER REFERENCES inquiries (id) ON DELETE CASCADE,
    event_id INTEGER REFERENCES inquiry_events (id) ON DELETE CASCADE,
    -- What a kind needs beyond its inquiry (JSON): a digest's recipient and day.
    payload TEXT,
    -- The random left part of the mail's Message-ID, the same for every try.
    local TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_at TEXT,
    claim TEXT,
    error TEXT,
    problem TEXT,
    sent_at TEXT,
    bounced_at TEXT,
    bounce TEXT
  );
  CREATE INDEX mail_outbox_due ON mail_outbox (kind, status, next_at);
  CREATE INDEX mail_outbox_inquiry ON mail_outbox (inquiry_id, kind);
  CREATE UNIQUE INDEX mail_outbox_event ON mail_outbox (kind, event_id);

  INSERT INTO mail_outbox (kind, inquiry_id, local, created_at, status, attempts, next_at, error,
      sent_at)
    SELECT 'notice', id, 'hf-notice-' || lower(hex(randomblob(16))), created_at, mail_status,
      mail_attempts, mail_next_at, mail_error, mail_sent_at
    FROM inquiries WHERE mail_status IN ('pending', 'sent', 'failed') ORDER BY id;
  INSERT INTO mail_outbox (kind, inquiry_id, local, created_at, status, attempts, next_at, error,
      sent_at)
    SELECT 'confirmation', id, 'hf-confirmation-' || lower(hex(randomblob(16))), created_at,
      confirm_status, confirm_attempts, confirm_next_at, confirm_error, confirm_sent_at
    FROM inquiries WHERE confirm_status IN ('pending', 'sent', 'failed') ORDER BY id;
  INSERT INTO mail_outbox (kind, inquiry_id, event_id, local, created_at, status, attempts,
      next_at, error, sent_at, bounced_at, bounce)
    SELECT 'reply', r.inquiry_id, r.event_id, 'hf-reply-' || lower(hex(randomblob(16))), e.at,
      r.status, r.attempts, r.next_at, r.error, r.sent_at, r.bounced_at, r.bounce
    FROM inquiry_replies r JOIN inquiry_events e ON e.id = r.event_id ORDER BY r.event_id;
  INSERT INTO mail_outbox (kind, inquiry_id, event_id, local, created_at, status, attempts,
      next_at, error, sent_at)
    SELECT 'message', n.inquiry_id, n.event_id, 'hf-message-' || lower(hex(randomblob(16))), e.at,
      n.status, n.attempts, n.next_at, n.error, n.sent_at
    FROM mail_notices n JOIN inquiry_events e ON e.id = n.event_id ORDER BY n.event_id;

  DROP TABLE inquiry_replies;
  DROP TABLE mail_notices;
  DROP INDEX inquiries_mail;
  DROP INDEX inquiries_confirm;
  ALTER TABLE inquiries DROP COLUMN mail_status;
  ALTER TABLE inquiries DROP COLUMN mail_attempts;
  ALTER TABLE inquiries DROP COLUMN mail_next_at;
  ALTER TABLE inquiries DROP COLUMN mail_claim;
  ALTER TABLE inquiries DROP COLUMN mail_error;
  ALTER TABLE inquiries DROP COLUMN mail_sent_at;
  ALTER TABLE inquiries DROP COLUMN confirm_attempts;
  ALTER TABLE inquiries DROP COLUMN confirm_next_at;
  ALTER TABLE inquiries DROP COLUMN confirm_claim;
  ALTER TABLE inquiries DROP COLUMN confirm_error;
  ALTER TABLE inquiries DROP COLUMN confirm_sent_at;

  -- The days a digest was made, so a restart neither makes it again nor forgets one.
  CREATE TABLE digest_days (day TEXT PRIMARY KEY, made_at TEXT NOT NULL);
`;
