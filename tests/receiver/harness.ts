import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import type Database from "better-sqlite3";
import type { ServerBuild } from "react-router";
import { createApp } from "../../server/app";
import { readConfig } from "../../server/platform/config";
import { setUpInquiries, type InquiryOptions } from "../../server/inquiries/setup";
import type { InquiryStore } from "../../server/inquiries/store";
import type { OutboxClaim, QueuedKind } from "../../server/mail/outbox/queue";
import { CLAIM_LEASE } from "../../server/mail/outbox/runner";
import { closeServer } from "../close-server";

/**
 * For vi.waitFor on work in the background (mail, a child process): a bound for a test that
 * hangs, within the test's own (vitest.config.ts). A test never depends on how fast something
 * happens, only on it happening.
 */
export const PATIENT = { timeout: 100_000, interval: 20 };

/** A valid inquiry as the contact form sends it. */
export const VALID = {
  companyName: "한빛산업 주식회사",
  name: "김민준",
  phone: "+82 2-1234-5678",
  email: "buyer@example.com",
  inquiry: "공압 액추에이터 AP5 견적을 부탁드립니다.\n납기도 알려 주세요.",
  // The consent box's value: the notice's version (app/content/privacy.ts).
  privacy_consent: "2026-11-22",
};

/** The same inquiry as the receiver hands it to the store (without its language). */
export const STORED = (({ privacy_consent, ...fields }) => ({
  ...fields,
  noticeVersion: privacy_consent,
}))(VALID);

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/**
 * The real site app (server/app.ts with the receiver mounted) on a loopback port, with its own
 * database in a temporary directory (or in `dir`, which is then kept, to start again on it).
 * Pages are not built here: only the receiver and /healthz are exercised.
 */
export async function startReceiver(
  env: Record<string, string> = {},
  options: InquiryOptions & { dir?: string } = {},
) {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), "receiver-"));
  const config = readConfig({ INQUIRY_DB: join(dir, "inquiries.sqlite"), ...env });
  const inquiries = setUpInquiries(config, options);
  const app = createApp(
    {} as ServerBuild,
    { assets: new Map(), prerendered: new Map() },
    inquiries.receiver,
    {},
    inquiries.health,
    // The request log is tested on the built server (tests/ops/logs.test.ts), not here. The
    // inquiries as the back office has them: the buyer's quotation page is mounted from them.
    { log: () => {}, inbox: inquiries },
  );
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    dir,
    config,
    /** The app itself, for a request whose body counts what the server pulls of it. */
    fetch: app.fetch,
    store: inquiries.store,
    /** The replies' outbox: wake it after queueing one, as the inquiry's page does. */
    replies: inquiries.replies,
    /** Stores a mail as the mailbox reader hands it over. */
    storeIncoming: inquiries.storeIncoming,
    count: () => inquiries.store.since().length,
    async close() {
      await closeServer(server as Server);
      await inquiries.close();
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Records every mail of `kind` that is due at `at` as taken by the mail server at that moment,
 * through the outbox's own claims (what a runner does after a send that went through), without
 * an SMTP server. A sent reply answers its inquiry then. Returns the claims, oldest first.
 */
export function markSent(store: InquiryStore, kind: QueuedKind, at = new Date()) {
  const sent: OutboxClaim[] = [];
  for (;;) {
    const claim = store.outbox.claimDue(kind, at, CLAIM_LEASE);
    if (!claim) return sent;
    if (!store.outbox.sent(claim, at))
      throw new Error(`the ${kind} mail ${claim.id} was not recorded`);
    sent.push(claim);
  }
}

/** POST as a script would, with JSON by default. */
export function post(
  receiver: { url: string },
  body: BodyInit | Record<string, unknown>,
  headers: Record<string, string> = {},
  path = "/f/inquiry",
) {
  const json =
    typeof body === "object" &&
    body !== null &&
    !(body instanceof FormData) &&
    !(body instanceof URLSearchParams) &&
    !(body instanceof Uint8Array);
  return fetch(receiver.url + path, {
    method: "POST",
    headers: {
      Accept: "application/json",
      ...(json && { "Content-Type": "application/json" }),
      ...headers,
    },
    body: json ? JSON.stringify(body) : (body as BodyInit),
  });
}

/**
 * docs/form-protocol.md, Answers: every answer is JSON with either a string `next` or a non-empty
 * `errors` list whose items all carry a string message; never `{"errors":[]}`, a bare
 * `{"ok":true}`, an array or non-JSON. Returns the parsed body.
 */
export async function expectProtocolShape(response: Response) {
  const text = await response.text();
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json"))
    throw new Error(`not JSON (${type}): ${text.slice(0, 200)}`);
  const body = JSON.parse(text) as unknown;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new Error(`not an object: ${text}`);
  }
  const record = body as Record<string, unknown>;
  if (response.status === 200) {
    if (typeof record.next !== "string" || "errors" in record)
      throw new Error(`bad success: ${text}`);
  } else {
    const errors = record.errors;
    if (response.status < 400 || (response.status > 499 && response.status !== 503)) {
      throw new Error(`status ${response.status}: ${text}`);
    }
    if (typeof record.error !== "string" || !Array.isArray(errors) || errors.length === 0) {
      throw new Error(`bad error shape: ${text}`);
    }
    for (const item of errors as { message?: unknown }[]) {
      if (typeof item?.message !== "string" || item.message === "")
        throw new Error(`item without message: ${text}`);
    }
  }
  return record;
}

/**
 * Takes the migrations of schemas 6 to 19 (the inbox, replies, the mail conversation, the one
 * outbox and the steps after them) out of a database again, as the versions before them shipped,
 * and sets its version to 5: to test upgrades from older databases. The staff notices go back to
 * their columns of `inquiries` (schema 2) with their state.
 */
export function withoutInbox(db: Database.Database) {
  for (const table of ["inquiries", "inquiry_items"]) {
    for (const change of ["insert", "update", "delete"]) {
      db.exec(`DROP TRIGGER ${table}_search_${change}`);
    }
  }
  // Schema 19 first (server/orders/schema.ts): the lines' cancelled rests.
  db.exec("DROP TABLE order_cancels;");
  // Schema 18 next: the statements kept for the tax law.
  db.exec("DROP TABLE kept_statements;");
  // Schema 16 next (server/orders/schema.ts): a table that refers to orders and mail files.
  db.exec("DROP TABLE order_mail_files;");
  // Schema 15 next: new tables only; they refer to the quotations.
  db.exec(`DROP TABLE delivery_serials; DROP TABLE delivery_lines; DROP TABLE deliveries;
    DROP TABLE order_date_moves; DROP TABLE order_numbers; DROP TABLE order_lines;
    DROP TABLE orders;`);
  // Schema 14 next (request-photos.ts): a unit's requests, their photos.
  db.exec(`DROP TABLE inquiry_photos; DROP INDEX inquiries_kind;
    ALTER TABLE inquiries DROP COLUMN kind; ALTER TABLE inquiries DROP COLUMN unit_serial;
    ALTER TABLE inquiries DROP COLUMN elastomer;`);
  // Schemas 13 and 12's tables next (messages-schema.ts): they refer to mail_messages.
  db.exec("DROP TABLE mail_files_not_kept; DROP TABLE mailbox_copies;");
  // The quotations' step next (server/quotations/schema.ts): new tables only.
  db.exec(`DROP TABLE quotation_key; DROP TABLE inquiry_outcomes; DROP TABLE inquiry_files;
    DROP TABLE quotation_numbers; DROP TABLE quotation_lines; DROP TABLE quotations;`);
  // Schema 10's own tables (messages-schema.ts); its columns go with mail_messages below.
  db.exec(`DROP TABLE inquiry_trusted_senders; DROP TABLE mailbox_start;`);
  // Schema 9 next: each staff notice's row of the outbox back into its inquiry's columns.
  db.exec(`ALTER TABLE inquiries ADD COLUMN mail_status TEXT NOT NULL DEFAULT 'off'
      CHECK (mail_status IN ('off', 'pending', 'sent', 'failed'));
    ALTER TABLE inquiries ADD COLUMN mail_error TEXT;
    ALTER TABLE inquiries ADD COLUMN mail_attempts INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE inquiries ADD COLUMN mail_next_at TEXT;
    ALTER TABLE inquiries ADD COLUMN mail_claim TEXT;
    UPDATE inquiries SET (mail_status, mail_error, mail_attempts, mail_next_at) =
      (SELECT status, error, attempts, next_at FROM mail_outbox
       WHERE kind = 'notice' AND inquiry_id = inquiries.id)
    WHERE id IN (SELECT inquiry_id FROM mail_outbox WHERE kind = 'notice');
    CREATE INDEX inquiries_mail ON inquiries (mail_status, mail_next_at);
    DROP TABLE mail_outbox; DROP TABLE digest_days;`);
  // Schemas 8 (mail) and 7 (replies) next: their tables refer to the events.
  db.exec(`DROP TABLE mailbox_marks; DROP TABLE mail_files; DROP TABLE mail_messages;
    DROP TABLE inquiry_mail_ids; DROP TABLE inquiry_search_terms; DROP TABLE inquiry_search;
    DROP TABLE inquiry_events; DROP INDEX inquiries_status; DROP INDEX inquiries_assignee;
    DROP INDEX inquiries_email; DROP INDEX inquiries_day;`);
  for (const column of ["status", "assignee", "revision", "confirm_status"]) {
    db.exec(`ALTER TABLE inquiries DROP COLUMN ${column}`);
  }
  db.pragma("user_version = 5");
}
