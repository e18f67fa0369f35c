import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { totalsOf } from "./money";
import type { QuotationContent, QuotationLine } from "./quotation";

/**
 * The quotations on the inquiry database's connection (schema: schema.ts; decision 027). A
 * draft is saved as often as staff like; sending it makes it a numbered, dated version whose
 * figures are computed here once and never change; a newer version replaces the one before.
 */

export type QuotationState = "draft" | "sent" | "replaced" | "accepted" | "declined";

/** The supplier's block as printed: the published facts in the buyer's language. */
export interface SupplierBlock {
  name: string;
  ceo: string;
  address: string;
  phone: string;
  fax: string;
  email: string;
  businessNumber?: string;
  /**
   * The seal (직인) as printed: the PNG's bytes in base64, kept with the version so a seal
   * replaced or removed later leaves a quotation already sent as it was.
   */
  seal?: string;
}

/** The buyer's block as printed: from the inquiry. */
export interface BuyerBlock {
  company: string;
  name: string;
  email: string;
  phone: string;
  ref: string;
}

export interface StoredQuotation {
  id: number;
  inquiryId: number;
  /** Q-2026-0001; absent on a first draft. */
  number?: string;
  version: number;
  state: QuotationState;
  createdAt: string;
  updatedAt: string;
  actor: string;
  content: QuotationContent;
  /** Set once sent. */
  sent?: {
    at: string;
    /** YYYY-MM-DD in Seoul: the date printed on it. */
    issuedOn: string;
    validUntil: string;
    supply: number;
    tax: number;
    total: number;
    supplier: SupplierBlock;
    buyer: BuyerBlock;
    nonce: string;
    eventId?: number;
  };
  answer?: {
    at: string;
    name?: string;
    poNumber?: string;
    reason?: string;
  };
}

/** "Q-2026-0001" */
export function quotationNumber(year: number, serial: number): string {
  return `Q-${year}-${String(serial).padStart(4, "0")}`;
}

/** What issuing a draft needs besides the draft. */
export interface Issue {
  at: Date;
  issuedOn: string;
  validUntil: string;
  supplier: SupplierBlock;
  buyer: BuyerBlock;
  /**
   * Runs in the same transaction once the version is numbered: queues its mail and returns the
   * reply event's id, so the quotation is sent exactly when its mail is queued.
   */
  queueMail: (quotation: StoredQuotation) => number;
}

export type AnswerResult =
  | { result: "answered"; quotation: StoredQuotation }
  | { result: "answered-before" | "replaced" | "expired" | "unknown" };

export type QuotationStore = ReturnType<typeof openQuotations>;

interface Row {
  id: number;
  inquiry_id: number;
  number: string | null;
  version: number;
  state: QuotationState;
  created_at: string;
  updated_at: string;
  actor: string;
  valid_days: number;
  lead_time: string;
  payment: string;
  delivery: string;
  notes: string;
  sent_at: string | null;
  issued_on: string | null;
  valid_until: string | null;
  supply: number | null;
  tax: number | null;
  total: number | null;
  supplier: string | null;
  buyer: string | null;
  event_id: number | null;
  nonce: string | null;
  answered_at: string | null;
  answer_name: string | null;
  po_number: string | null;
  decline_reason: string | null;
}

export function openQuotations(db: Database.Database) {
  const byId = db.prepare("SELECT * FROM quotations WHERE id = ?");
  const draftOf = db.prepare("SELECT * FROM quotations WHERE inquiry_id = ? AND state = 'draft'");
  const ofInquiry = db.prepare("SELECT * FROM quotations WHERE inquiry_id = ? ORDER BY id DESC");
  const latestSent = db.prepare(
    `SELECT number, version FROM quotations WHERE inquiry_id = ? AND state <> 'draft'
     ORDER BY id DESC LIMIT 1`,
  );
  const linesOf = db.prepare(
    `SELECT code, name, note, quantity, unit_price AS unitPrice FROM quotation_lines
     WHERE quotation_id = ? ORDER BY position`,
  );
  const insertDraft = db.prepare(
    `INSERT INTO quotations (inquiry_id, number, version, state, created_at, updated_at, actor,
       valid_days, lead_time, payment, delivery, notes)
     VALUES (@inquiryId, @number, @version, 'draft', @at, @at, @actor, @validDays, @leadTime,
       @payment, @delivery, @notes)`,
  );
  const updateDraft = db.prepare(
    `UPDATE quotations SET updated_at = @at, actor = @actor, valid_days = @validDays,
       lead_time = @leadTime, payment = @payment, delivery = @delivery, notes = @notes
     WHERE id = @id AND state = 'draft'`,
  );
  const deleteLines = db.prepare("DELETE FROM quotation_lines WHERE quotation_id = ?");
  const insertLine = db.prepare(
    `INSERT INTO quotation_lines (quotation_id, position, code, name, note, quantity, unit_price)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const nextSerial = db
    .prepare(
      `INSERT INTO quotation_numbers (year, last) VALUES (?, 1)
       ON CONFLICT (year) DO UPDATE SET last = last + 1 RETURNING last`,
    )
    .pluck();
  const markSent = db.prepare(
    `UPDATE quotations SET state = 'sent', number = @number, sent_at = @sentAt,
       issued_on = @issuedOn, valid_until = @validUntil, supply = @supply, tax = @tax,
       total = @total, supplier = @supplier, buyer = @buyer, nonce = @nonce, updated_at = @sentAt
     WHERE id = @id AND state = 'draft'`,
  );
  const setEvent = db.prepare("UPDATE quotations SET event_id = ? WHERE id = ?");
  const replaceEarlier = db.prepare(
    "UPDATE quotations SET state = 'replaced' WHERE inquiry_id = ? AND state = 'sent' AND id <> ?",
  );
  const setAnswer = db.prepare(
    `UPDATE quotations SET state = @state, answered_at = @at, answer_name = @name,
       po_number = @poNumber, decline_reason = @reason
     WHERE id = @id AND state = 'sent'`,
  );
  const setOutcome = db.prepare(
    `INSERT INTO inquiry_outcomes (inquiry_id, outcome, reason, at, actor) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (inquiry_id) DO UPDATE SET outcome = excluded.outcome,
       reason = excluded.reason, at = excluded.at, actor = excluded.actor`,
  );
  const outcomeOf = db.prepare(
    "SELECT outcome, reason, at, actor FROM inquiry_outcomes WHERE inquiry_id = ?",
  );
  const keyRow = db.prepare("SELECT key FROM quotation_key WHERE id = 1").pluck();

  const read = (row: Row | undefined): StoredQuotation | undefined => {
    if (!row) return undefined;
    const lines = (linesOf.all(row.id) as (QuotationLine & { unitPrice: number | null })[]).map(
      ({ unitPrice, ...line }) => (unitPrice === null ? line : { ...line, unitPrice }),
    );
    return {
      id: row.id,
      inquiryId: row.inquiry_id,
      ...(row.number !== null && { number: row.number }),
      version: row.version,
      state: row.state,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      actor: row.actor,
      content: {
        lines,
        terms: {
          validDays: row.valid_days,
          leadTime: row.lead_time,
          payment: row.payment,
          delivery: row.delivery,
          notes: row.notes,
        },
      },
      ...(row.sent_at !== null && {
        sent: {
          at: row.sent_at,
          issuedOn: row.issued_on!,
          validUntil: row.valid_until!,
          supply: row.supply!,
          tax: row.tax!,
          total: row.total!,
          supplier: JSON.parse(row.supplier!) as SupplierBlock,
          buyer: JSON.parse(row.buyer!) as BuyerBlock,
          nonce: row.nonce!,
          ...(row.event_id !== null && { eventId: row.event_id }),
        },
      }),
      ...(row.answered_at !== null && {
        answer: {
          at: row.answered_at,
          ...(row.answer_name !== null && { name: row.answer_name }),
          ...(row.po_number !== null && { poNumber: row.po_number }),
          ...(row.decline_reason !== null && { reason: row.decline_reason }),
        },
      }),
    };
  };

  const writeLines = (id: number, lines: readonly QuotationLine[]) => {
    deleteLines.run(id);
    lines.forEach((line, i) =>
      insertLine.run(
        id,
        i + 1,
        line.code,
        line.name,
        line.note,
        line.quantity,
        line.unitPrice ?? null,
      ),
    );
  };

  /** The inquiry's draft saved as `content` (made when it has none); its id. */
  const save = db.transaction(
    (inquiryId: number, content: QuotationContent, actor: string, at: Date) => {
      const terms = { ...content.terms, actor, at: at.toISOString() };
      const draft = draftOf.get(inquiryId) as Row | undefined;
      let id: number;
      if (draft) {
        id = draft.id;
        updateDraft.run({ ...terms, id });
      } else {
        // A revision: the next version of the latest one sent, under its number.
        const latest = latestSent.get(inquiryId) as
          { number: string | null; version: number } | undefined;
        id = Number(
          insertDraft.run({
            ...terms,
            inquiryId,
            number: latest?.number ?? null,
            version: latest ? latest.version + 1 : 1,
          }).lastInsertRowid,
        );
      }
      writeLines(id, content.lines);
      return id;
    },
  );

  /**
   * The draft made a sent version: numbered (the first version takes the year's next number),
   * its figures computed, the blocks kept as printed, the earlier sent version replaced and its
   * mail queued, all in one transaction. Undefined when it is no longer a draft.
   */
  const issue = db.transaction((id: number, issue: Issue) => {
    const draft = read(byId.get(id) as Row | undefined);
    if (!draft || draft.state !== "draft") return undefined;
    const totals = totalsOf(draft.content.lines);
    const year = Number(issue.issuedOn.slice(0, 4));
    const number = draft.number ?? quotationNumber(year, nextSerial.get(year) as number);
    const sentAt = issue.at.toISOString();
    markSent.run({
      id,
      number,
      sentAt,
      issuedOn: issue.issuedOn,
      validUntil: issue.validUntil,
      supply: totals.supply,
      tax: totals.tax,
      total: totals.total,
      supplier: JSON.stringify(issue.supplier),
      buyer: JSON.stringify(issue.buyer),
      nonce: randomBytes(18).toString("base64url"),
    });
    replaceEarlier.run(draft.inquiryId, id);
    const sent = read(byId.get(id) as Row)!;
    const eventId = issue.queueMail(sent);
    setEvent.run(eventId, id);
    return read(byId.get(id) as Row)!;
  });

  /** The buyer's answer, once, to a version still standing and valid on `today`. */
  const answer = db.transaction(
    (
      id: number,
      given: { accept: boolean; name?: string; poNumber?: string; reason?: string },
      at: Date,
      today: string,
      before?: (quotation: StoredQuotation) => void,
    ): AnswerResult => {
      const quotation = read(byId.get(id) as Row | undefined);
      if (!quotation?.sent) return { result: "unknown" };
      if (quotation.state === "accepted" || quotation.state === "declined")
        return { result: "answered-before" };
      if (quotation.state === "replaced") return { result: "replaced" };
      if (quotation.sent.validUntil < today) return { result: "expired" };
      setAnswer.run({
        id,
        state: given.accept ? "accepted" : "declined",
        at: at.toISOString(),
        name: given.name ?? null,
        poNumber: given.poNumber ?? null,
        reason: given.reason ?? null,
      });
      setOutcome.run(
        quotation.inquiryId,
        given.accept ? "won" : "lost",
        given.accept ? null : (given.reason ?? null),
        at.toISOString(),
        "buyer",
      );
      const answered = read(byId.get(id) as Row)!;
      before?.(answered);
      return { result: "answered", quotation: answered };
    },
  );

  return {
    byId: (id: number) => read(byId.get(id) as Row | undefined),
    draft: (inquiryId: number) => read(draftOf.get(inquiryId) as Row | undefined),
    /** Every version of the inquiry, newest first, the draft included. */
    ofInquiry: (inquiryId: number) => (ofInquiry.all(inquiryId) as Row[]).map((row) => read(row)!),
    save: (inquiryId: number, content: QuotationContent, actor: string, at = new Date()) =>
      save.immediate(inquiryId, content, actor, at),
    issue: (id: number, details: Issue) => issue.immediate(id, details),
    /** The buyer's answer; `also` runs in its transaction (the PO file's row). */
    answer: (
      id: number,
      given: { accept: boolean; name?: string; poNumber?: string; reason?: string },
      at: Date,
      today: string,
      also?: (quotation: StoredQuotation) => void,
    ) => answer.immediate(id, given, at, today, also),
    /** Staff set the outcome (won, or lost and why). */
    setOutcome: (
      inquiryId: number,
      outcome: "won" | "lost",
      reason: string | undefined,
      actor: string,
      at = new Date(),
    ) => {
      setOutcome.run(inquiryId, outcome, reason ?? null, at.toISOString(), actor);
    },
    outcome: (inquiryId: number) =>
      outcomeOf.get(inquiryId) as
        { outcome: "won" | "lost"; reason: string | null; at: string; actor: string } | undefined,
    /** The links' HMAC key (made by the schema step). */
    key: () => keyRow.get() as Buffer,
  };
}
