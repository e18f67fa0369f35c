import type Database from "better-sqlite3";

/** What the audit log records. Inquiry events carry the inquiry's reference as their target. */
export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "sign-out-everywhere",
  "locked",
  "invited",
  "joined",
  "disabled",
  // From the staff page (owners): an account signs in again; its role changed (`detail`).
  "enabled",
  "role-changed",
  "reset",
  "password-changed",
  // A person's own name or mail language: `detail` names what changed ("name, language").
  "profile-changed",
  "factor-added",
  "factor-removed",
  "recovery-code-used",
  "recovery-codes-renewed",
  "inquiry-viewed",
  "inquiry-status",
  "inquiry-assigned",
  "inquiry-note",
  // A reply queued or sent again: that it was, never its text (which the inquiry's timeline keeps).
  "inquiry-reply",
  // A quotation sent (its number as detail, never a figure), the buyer's answer at its link
  // (actor "buyer"), and an outcome staff set (won or lost).
  "inquiry-quotation",
  "quotation-answered",
  "inquiry-outcome",
  "inquiry-export",
  "inquiry-erased",
  "audit-export",
  "content-save",
  "content-publish",
  "content-unpublish",
  "content-restore",
  "photo-uploaded",
  "file-uploaded",
  "seal-uploaded",
  // The mail settings: `detail` names the fields that changed (never a value); the test mail's
  // target is its recipient, `detail` "sent" or the kind of failure.
  "mail-settings",
  "mail-test",
  // The company's closed days: the day as target, its name as detail; a year's list confirmed.
  "closed-day-added",
  "closed-day-removed",
  "closed-days-confirmed",
  // Unmatched mail: attached to an inquiry (its reference as target) or dismissed (the mail's
  // number as target); never the sender or subject.
  "mail-attached",
  "mail-attached-trusted",
  "mail-dismissed",
  // Delivered units (server/units/): the serial as target; a sheet's count as detail; a paper's
  // kind as detail. Never the customer.
  "unit-added",
  "units-imported",
  "unit-token-rotated",
  "unit-paper-added",
  "unit-paper-removed",
  "unit-service-added",
  "unit-consent-changed",
  // A record corrected (`detail`: the names of the fields changed, never a value) or deleted.
  "unit-edited",
  "unit-deleted",
  // A plant's contacts (decision 046): the plant's id as target, never the person; the days
  // before a due day that reminders go, as detail.
  "plant-contact-added",
  "plant-contact-erased",
  "plant-reminder-days",
  // Plants (docs/decisions/046-plants.md): the plant's number as target ("plant-12"), a unit's
  // serial for a move or a unit's plan; `detail` the fields changed, the plan, or the plant
  // merged into. Never a customer's name.
  "plant-added",
  "plant-edited",
  "plant-token-rotated",
  "plant-merged",
  "plant-plan-set",
  "unit-moved",
  "unit-plan-set",
  // Orders (docs/decisions/047-orders.md): the order's number as target, never a figure.
  "order-made",
  "order-changed",
  "order-confirmed",
  "order-po-attached",
  "order-delivered",
  "order-cancelled",
  "order-link-renewed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEvent {
  action: AuditAction;
  /** The account's e-mail; "cli" for the staff command; absent for an unknown sign-in name. */
  actor?: string;
  /** What it was done to: an inquiry's reference, an account's e-mail. */
  target?: string;
  /** A short reason or value (an export's reason, the new status): never personal data. */
  detail?: string;
  address?: string;
}

export interface AuditEntry extends AuditEvent {
  id: number;
  at: number;
}

export interface AuditFilter {
  actor?: string;
  action?: AuditAction;
  /** Milliseconds, inclusive. */
  from?: number;
  /** Milliseconds, exclusive. */
  to?: number;
  limit?: number;
  offset?: number;
}

export function auditLog(db: Database.Database, now: () => number) {
  const insert = db.prepare(
    `INSERT INTO audit (at, actor, action, target, detail, address)
     VALUES (@at, @actor, @action, @target, @detail, @address)`,
  );

  function where(filter: AuditFilter) {
    const clauses: string[] = [];
    const params: Record<string, unknown> = {};
    if (filter.actor) {
      clauses.push("actor = @actor");
      params.actor = filter.actor;
    }
    if (filter.action) {
      clauses.push("action = @action");
      params.action = filter.action;
    }
    if (filter.from !== undefined) {
      clauses.push("at >= @from");
      params.from = filter.from;
    }
    if (filter.to !== undefined) {
      clauses.push("at < @to");
      params.to = filter.to;
    }
    return { sql: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
  }

  return {
    record(event: AuditEvent) {
      insert.run({
        at: now(),
        actor: event.actor ?? null,
        action: event.action,
        target: event.target ?? null,
        detail: event.detail?.slice(0, 500) ?? null,
        address: event.address ?? null,
      });
    },

    /** Newest first. */
    list(filter: AuditFilter = {}): { entries: AuditEntry[]; total: number } {
      const { sql, params } = where(filter);
      const total = (
        db.prepare(`SELECT count(*) AS n FROM audit ${sql}`).get(params) as { n: number }
      ).n;
      const rows = db
        .prepare(
          `SELECT id, at, actor, action, target, detail, address FROM audit ${sql}
           ORDER BY at DESC, id DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit: filter.limit ?? -1, offset: filter.offset ?? 0 }) as Record<
        string,
        unknown
      >[];
      const entries = rows.map((row) => {
        const entry: AuditEntry = { id: row.id as number, at: row.at as number } as AuditEntry;
        for (const key of ["actor", "action", "target", "detail", "address"] as const) {
          if (row[key] !== null) (entry as unknown as Record<string, unknown>)[key] = row[key];
        }
        return entry;
      });
      return { entries, total };
    },

    /** Each account's last full sign-in (ms), by e-mail: as far back as the log keeps. */
    lastSignIns(): Map<string, number> {
      const rows = db
        .prepare(
          "SELECT actor, max(at) AS at FROM audit WHERE action = 'sign-in' GROUP BY actor COLLATE NOCASE",
        )
        .all() as { actor: string; at: number }[];
      return new Map(rows.map((row) => [row.actor.toLowerCase(), row.at]));
    },

    /** Deletes entries older than `days` (the setting keeps at least a year). */
    prune(days: number): number {
      return db.prepare("DELETE FROM audit WHERE at < ?").run(now() - days * 86_400_000).changes;
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
