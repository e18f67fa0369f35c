import type { Hono } from "hono";
import type { Lang } from "../../app/i18n/lang";
import { compactCode } from "../../app/search/text";
import type { ReaderStatus } from "../mail/reader";
import { businessTimeBetween, dueAt, overdueCutoff } from "./business-time";
import {
  PAGE_SIZE,
  STATUSES,
  UNASSIGNED,
  type InboxKind,
  type InboxQuery,
  type InquiryStatus,
} from "./inbox-query";
import type { MailProblem } from "../mail/problem";
import { outboxColumn, replyBounced, replyLeft, repliesSentAt } from "../mail/outbox/columns";
import { queuedOf, type QueuedKind } from "../mail/kinds";
import type { InquiryStore } from "./store";
import type { ConfirmStatus, MailStatus, StoredInquiry } from "./types";

export * from "./inbox-query";

/**
 * The back office's inbox over the inquiry database: the list with its filters, counts and
 * search, one inquiry with its timeline, and the staff's changes (status, assignee, notes).
 * Design and measurements: docs/decisions/011-inbox.md.
 */

/** Longest note the staff can add, in characters. */
export const MAX_NOTE = 4000;
/** A second view by the same person within this time is not a new event. */
const VIEW_GAP = 30 * 60_000;
/** Most words of a search that are used. */
const MAX_TERMS = 8;

/** An FTS5 phrase: the text in double quotes, its own quotes doubled. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const SEARCHED = ["ref", "company", "name", "email", "phone", "body", "codes"];

/**
 * How a search runs (pure, so it is tested alone). Every word must be found somewhere (AND).
 * A word of three or more characters is an FTS5 trigram phrase, which finds it inside a longer
 * word ("수자원" in "한국수자원공사"); its compact form is also looked up among the codes
 * ("HT-600" finds "HT600"). A shorter word has no trigram: it is a LIKE over the same table,
 * a scan. A query that reads as one code when its spaces are taken out ("ht 600") also matches
 * that code.
 */
export function searchPlan(raw: string): { match?: string; likes: string[]; code?: string } {
  const text = raw.normalize("NFKC").toLowerCase();
  const words = [...new Set(text.split(/\s+/).filter(Boolean))].slice(0, MAX_TERMS);
  const matches: string[] = [];
  const likes: string[] = [];
  for (const word of words) {
    if ([...word].length < 3) {
      likes.push(word);
      continue;
    }
    const compact = compactCode(word);
    matches.push(
      compact !== word && compact.length >= 3
        ? `(${phrase(word)} OR codes : ${phrase(compact)})`
        : phrase(word),
    );
  }
  const whole = compactCode(text);
  const code = words.length > 1 && whole.length >= 3 && /\d/.test(whole) ? whole : undefined;
  return {
    ...(matches.length > 0 && { match: matches.join(" AND ") }),
    likes,
    ...(code && { code }),
  };
}

/** The start of a Seoul day as the database's UTC text. */
const seoulStart = (day: string) => new Date(`${day}T00:00:00+09:00`).toISOString();
const nextSeoulStart = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00+09:00`) + 86_400_000).toISOString();

const IN_INDEX = "id IN (SELECT rowid FROM inquiry_search WHERE";
/** A word no inquiry holds: the search finds nothing, without asking the index. */
const NOWHERE = "";
/** A short word that begins more trigrams than this is looked for by a scan instead. */
const MAX_TERMS_OF_SHORT_WORD = 300;

/**
 * A search made ready to run: `match` the FTS5 expression of every word, `likes` the short words
 * to scan for, `codeOnly` when the query is a code that some inquiry quotes (then only those
 * match: "ap 12" is AP12, not every inquiry with "ap" and "12" somewhere).
 */
interface ReadySearch {
  words: string[];
  likes: string[];
  code?: string;
  codeOnly: boolean;
}

/** The search's part of the WHERE clause. */
function searchClause(search: ReadySearch) {
  const code = search.code && {
    sql: `${IN_INDEX} inquiry_search MATCH ?)`,
    param: `codes : ${phrase(search.code)}`,
  };
  if (code && search.codeOnly) return { sql: code.sql, params: [code.param] };
  const all: string[] = [];
  const params: unknown[] = [];
  if (search.words.includes(NOWHERE)) all.push("0");
  else if (search.words.length > 0) {
    all.push(`${IN_INDEX} inquiry_search MATCH ?)`);
    params.push(search.words.join(" AND "));
  }
  for (const word of search.likes) {
    all.push(
      `${IN_INDEX} ${SEARCHED.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(" OR ")})`,
    );
    params.push(...SEARCHED.map(() => likePattern(word)));
  }
  const words = all.length > 0 ? all.join(" AND ") : "0";
  return code
    ? { sql: `((${words}) OR ${code.sql})`, params: [...params, code.param] }
    : { sql: `(${words})`, params };
}

/**
 * When an inquiry was first answered: its first reply sent from the inbox, or the first time
 * its status became answered (staff who answered by phone set it), whichever came first.
 */
// A reply counts once the mail server took it, at that moment (decision 026).
const FIRST_RESPONSE = `(SELECT MIN(t) FROM (
    SELECT at AS t FROM inquiry_events WHERE inquiry_id = inquiries.id
      AND kind = 'status' AND value = 'answered'
    UNION ALL
    ${repliesSentAt()}))`;
/** A reply event whose mail left (`e` the event's alias). */
const SENT_REPLY = (e: string) => `(${e}.kind = 'reply' AND ${replyLeft(`${e}.id`)})`;
/**
 * Since when the inquiry waits on us: its receipt until the first response; after that, the
 * oldest buyer's message (not an auto-reply) after the latest response, else nothing
 * (decision 023).
 */
const WAITING_SINCE = `(CASE WHEN ${FIRST_RESPONSE} IS NULL THEN created_at ELSE
  (SELECT MIN(m.at) FROM inquiry_events m WHERE m.inquiry_id = inquiries.id AND m.kind = 'message'
     AND m.value = 'message'
     AND m.id > (SELECT MAX(r.id) FROM inquiry_events r WHERE r.inquiry_id = inquiries.id
                 AND (${SENT_REPLY("r")} OR (r.kind = 'status' AND r.value = 'answered')))) END)`;
/** A reply of the inquiry came back undelivered. */
const BOUNCED = replyBounced();
/** A column of the inquiry's mail of `kind` in the outbox (the notice, the confirmation). */
const OUTBOX = (kind: QueuedKind, column: string) => outboxColumn(kind, column);
/** The confirmation: off or limited as decided on arrival, else how its mail went. */
const CONFIRM_STATUS = `(CASE WHEN confirm_status IN ('off', 'limited') THEN confirm_status
  ELSE COALESCE(${OUTBOX("confirmation", "status")}, 'off') END)`;
/** Not closed or spam, and waiting on us since the cut-off or before (one parameter). */
const OVERDUE = `(status IN ('new', 'in_progress') AND ${WAITING_SINCE} <= ?)`;

/** Where an inquiry stands against the one-business-day rule (business-time.ts). */
export interface ResponseTime {
  /** Business time (ms) from receipt to the first response, once there is one. */
  firstResponse?: number;
  /** When it is (or was) due: one business day after receipt (ISO 8601, UTC). */
  dueAt: string;
  /** Not answered, still open, and past its due time at `now`. */
  overdue: boolean;
  /** Answered before, and waiting on us again since this buyer's message (ISO 8601, UTC). */
  waitingSince?: string;
}

export function responseOf(
  inquiry: {
    createdAt: string;
    status: InquiryStatus;
    firstResponseAt?: string;
    waitingSince?: string;
  },
  now: number,
): ResponseTime {
  const received = Date.parse(inquiry.createdAt);
  const { firstResponseAt } = inquiry;
  // Before the first response it waits since receipt; after it, since a buyer's message.
  const waitingSince = firstResponseAt ? inquiry.waitingSince : inquiry.createdAt;
  const due = dueAt(waitingSince ? Date.parse(waitingSince) : received);
  const open = inquiry.status === "new" || inquiry.status === "in_progress";
  return {
    ...(firstResponseAt && {
      firstResponse: businessTimeBetween(received, Date.parse(firstResponseAt)),
    }),
    ...(firstResponseAt && waitingSince && open && { waitingSince }),
    dueAt: new Date(due).toISOString(),
    overdue: waitingSince !== undefined && open && due <= now,
  };
}

/** The WHERE clause of a query (status and overdue left out for the counts per status). */
function whereOf(
  query: Partial<InboxQuery>,
  withStatus: boolean,
  search?: ReadySearch,
  now = Date.now(),
) {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (withStatus && query.status) {
    clauses.push("status = ?");
    params.push(query.status);
  }
  if (withStatus && query.overdue) {
    clauses.push(OVERDUE);
    params.push(new Date(overdueCutoff(now)).toISOString());
  }
  if (query.kind) {
    clauses.push("kind = ?");
    params.push(query.kind);
  }
  if (query.assignee === UNASSIGNED) clauses.push("assignee IS NULL");
  else if (query.assignee) {
    clauses.push("assignee = ?");
    params.push(query.assignee);
  }
  if (query.from) {
    clauses.push("created_at >= ?");
    params.push(seoulStart(query.from));
  }
  if (query.to) {
    clauses.push("created_at < ?");
    params.push(nextSeoulStart(query.to));
  }
  if (search) {
    const clause = searchClause(search);
    clauses.push(clause.sql);
    params.push(...clause.params);
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

/** One row of the list. */
export interface InboxRow {
  id: number;
  ref: string;
  createdAt: string;
  companyName: string;
  name: string;
  /** The first words of the inquiry, on one line. */
  excerpt: string;
  lines: number;
  status: InquiryStatus;
  assignee?: string;
  mailStatus: MailStatus;
  confirmStatus: ConfirmStatus;
  response: ResponseTime;
  /** A reply came back undelivered (a bounce). */
  bounced: boolean;
  /** The contact form's inquiry, or a unit page's service or parts request. */
  kind: InboxKind;
  /** The unit a service or parts request came from. */
  unitSerial?: string;
}

/** An open inquiry as the daily digest lists it. */
export interface DigestRow {
  ref: string;
  createdAt: string;
  companyName: string;
  status: InquiryStatus;
  assignee?: string;
  response: ResponseTime;
}

export interface InboxPage {
  rows: InboxRow[];
  /** Per status, under the other filters. */
  counts: Record<InquiryStatus, number>;
  /** Overdue inquiries under the other filters. */
  overdue: number;
  /** Rows under every filter. */
  total: number;
  page: number;
  pages: number;
}

/** The first words of a text, on one line, at most `max` characters, cut between words. */
export function firstWords(text: string, max = 60): string {
  const line = text.replace(/\s+/g, " ").trim();
  const chars = [...line];
  if (chars.length <= max) return line;
  const cut = chars.slice(0, max).join("");
  const space = cut.lastIndexOf(" ");
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

export type EventKind = "viewed" | "status" | "assignee" | "note" | "reply" | "message";

/** One entry of an inquiry's timeline. */
export type TimelineEntry =
  | { kind: "received"; at: string }
  | {
      kind: "notice";
      at?: string;
      status: MailStatus;
      attempts: number;
      error?: string;
      problem?: MailProblem;
    }
  | {
      kind: "confirmation";
      at?: string;
      status: ConfirmStatus;
      attempts: number;
      error?: string;
      problem?: MailProblem;
    }
  | {
      /**
       * A queued mail about the inquiry that did not go (a buyer's mail's notice, a quotation
       * answer's), named as its kind names itself (its file's `queued.timeline`).
       */
      kind: "queued";
      mail: QueuedKind;
      name: Record<Lang, string>;
      at: string;
      status: "pending" | "failed";
      attempts: number;
      nextAt?: string;
      problem: MailProblem;
    }
  | { kind: EventKind; at: string; actor: string; value?: string; id: number };

/**
 * The staff's name of a queued kind whose failures the timeline shows as entries of their own,
 * as its file declares it; none for a kind shown elsewhere (the notice and the confirmation
 * have their entries, a reply its event, the digest the mail settings page) and for a kind this
 * version does not have.
 */
const timelineName = (kind: QueuedKind) => {
  const name = queuedOf(kind)?.timeline;
  return name === "elsewhere" ? undefined : name;
};

export interface InquiryDetail extends StoredInquiry {
  status: InquiryStatus;
  assignee?: string;
  /** Counts every change of status or assignee: a change made from an older page is refused. */
  revision: number;
  /** The first reply or change to answered (ISO 8601, UTC). */
  firstResponseAt?: string;
  /** Since when it waits on us (receipt, or a buyer's message after a response). */
  waitingSince?: string;
  mailSentAt?: string;
  confirmStatus: ConfirmStatus;
  confirmAttempts: number;
  confirmSentAt?: string;
  confirmError?: string;
  /** The kinds of the notice's and the confirmation's last failures, for the page's words. */
  mailProblem?: MailProblem;
  confirmProblem?: MailProblem;
  /** Oldest first. */
  timeline: TimelineEntry[];
}

/** What a change came to: done, nothing to do, someone changed it first, or no such inquiry. */
export type ChangeResult = "changed" | "unchanged" | "conflict" | "unknown";

export type Inbox = ReturnType<typeof openInbox>;

/** What the back office's inbox routes get in React Router's load context (`inquiries`). */
export interface InquiriesContext {
  store: InquiryStore;
  inbox: Inbox;
  /** Staff replies' outbox: whether mail can go now, and its wake (setup.ts). */
  replies: { on: () => boolean; wake: () => void };
  /** The mailbox reader's state (setup.ts), for the mail settings page. */
  mailboxStatus?: () => ReaderStatus;
  /** The buyer's quotation page (server/inquiries/quotation-page.ts), which server/app.ts mounts. */
  quotationAnswers?: Hono;
  /** The buyer's order page at its signed link (server/orders/page.ts). */
  orderPages?: Hono;
}

/** The inbox's reads and writes on an open store (the same connection and file). */
export function openInbox(store: InquiryStore) {
  const db = store.database;
  // A search's counts read thousands of rows at random: 64 MiB of pages (taken as used) halve
  // their time on 100,000 inquiries (bench/inbox.ts).
  db.pragma("cache_size = -65536");
  const listSql = (where: string) =>
    `SELECT id, ref, created_at AS createdAt, company_name AS companyName, name,
       substr(inquiry, 1, 200) AS excerpt, status, assignee,
       COALESCE(${OUTBOX("notice", "status")}, 'off') AS mailStatus,
       ${CONFIRM_STATUS} AS confirmStatus, ${FIRST_RESPONSE} AS firstResponseAt,
       ${WAITING_SINCE} AS waitingSince, ${BOUNCED} AS bounced,
       (SELECT COUNT(*) FROM inquiry_items WHERE inquiry_id = inquiries.id) AS lines,
       kind, unit_serial AS unitSerial
     FROM inquiries ${where} ORDER BY id DESC LIMIT ? OFFSET ?`;
  const state = db.prepare(
    `SELECT id, status, assignee, revision, ${OUTBOX("notice", "sent_at")} AS mailSentAt,
       ${OUTBOX("notice", "problem")} AS mailProblem,
       ${CONFIRM_STATUS} AS confirmStatus,
       COALESCE(${OUTBOX("confirmation", "attempts")}, 0) AS confirmAttempts,
       ${OUTBOX("confirmation", "sent_at")} AS confirmSentAt,
       ${OUTBOX("confirmation", "error")} AS confirmError,
       ${OUTBOX("confirmation", "problem")} AS confirmProblem,
       ${FIRST_RESPONSE} AS firstResponseAt, ${WAITING_SINCE} AS waitingSince
     FROM inquiries WHERE ref = ?`,
  );
  const events = db.prepare(
    `SELECT id, kind, at, actor, value FROM inquiry_events WHERE inquiry_id = ? ORDER BY id`,
  );
  const addEvent = db.prepare(
    `INSERT INTO inquiry_events (inquiry_id, at, actor, kind, value) VALUES (?, ?, ?, ?, ?)`,
  );
  const lastView = db
    .prepare(
      `SELECT at FROM inquiry_events WHERE inquiry_id = ? AND kind = 'viewed' AND actor = ?
       ORDER BY id DESC LIMIT 1`,
    )
    .pluck();
  const setStatus = db.prepare(
    `UPDATE inquiries SET status = ?, revision = revision + 1 WHERE id = ? AND revision = ?`,
  );
  const setAssignee = db.prepare(
    `UPDATE inquiries SET assignee = ?, revision = revision + 1 WHERE id = ? AND revision = ?`,
  );
  type State = {
    id: number;
    status: InquiryStatus;
    assignee: string | null;
    revision: number;
  };
  const stateOf = (ref: string) => state.get(ref) as State | undefined;

  /** One change under the write lock: refused when the page it came from is out of date. */
  const change = db.transaction(
    (
      ref: string,
      revision: number,
      actor: string,
      at: Date,
      kind: "status" | "assignee",
      value: string | null,
    ): ChangeResult => {
      const row = stateOf(ref);
      if (!row) return "unknown";
      if ((kind === "status" ? row.status : row.assignee) === value) return "unchanged";
      if (row.revision !== revision) return "conflict";
      (kind === "status" ? setStatus : setAssignee).run(value, row.id, revision);
      addEvent.run(row.id, at.toISOString(), actor, kind, value);
      return "changed";
    },
  );

  const quotesCode = db
    .prepare("SELECT 1 FROM inquiry_search WHERE inquiry_search MATCH ? LIMIT 1")
    .pluck();
  // The index's trigrams that begin with a word (a range of the vocabulary: no scan).
  const termsFrom = db
    .prepare(
      `SELECT term FROM inquiry_search_terms WHERE term >= ? AND term < ? LIMIT ${MAX_TERMS_OF_SHORT_WORD + 1}`,
    )
    .pluck();

  /**
   * A word of one or two characters has no trigram of its own; every place it occurs begins a
   * trigram of the index (fields end with a space), so it is the OR of those. A word that begins
   * too many (a single Latin letter) is scanned for instead.
   */
  const shortWord = (word: string): string | undefined => {
    const terms = termsFrom.all(word, `${word}\u{10ffff}`) as string[];
    if (terms.length > MAX_TERMS_OF_SHORT_WORD) return undefined;
    return terms.length === 0 ? NOWHERE : `(${terms.map(phrase).join(" OR ")})`;
  };

  const ready = (q: string | undefined): ReadySearch | undefined => {
    if (!q) return undefined;
    const plan = searchPlan(q);
    const words = plan.match ? [plan.match] : [];
    const likes: string[] = [];
    for (const word of plan.likes) {
      const match = shortWord(word);
      if (match === undefined) likes.push(word);
      else words.push(match);
    }
    const codeOnly =
      plan.code !== undefined && quotesCode.get(`codes : ${phrase(plan.code)}`) !== undefined;
    return { words, likes, codeOnly, ...(plan.code && { code: plan.code }) };
  };
  const where = (query: Partial<InboxQuery>, withStatus = true, now = Date.now()) =>
    whereOf(query, withStatus, ready(query.q), now);

  return {
    /**
     * One page of the list, newest first, with the counts per status and of the overdue ones;
     * `now` is the moment the overdue rule is read at.
     */
    list(query: InboxQuery, now = Date.now()): InboxPage {
      const counted = where(query, false);
      const found = db
        .prepare(`SELECT status, COUNT(*) AS n FROM inquiries ${counted.sql} GROUP BY status`)
        .all(...counted.params) as { status: InquiryStatus; n: number }[];
      const counts = Object.fromEntries(STATUSES.map((s) => [s, 0])) as InboxPage["counts"];
      for (const { status, n } of found) counts[status] = n;
      const overdue = db
        .prepare(
          `SELECT COUNT(*) FROM inquiries ${counted.sql ? `${counted.sql} AND` : "WHERE"} ${OVERDUE}`,
        )
        .pluck()
        .get(...counted.params, new Date(overdueCutoff(now)).toISOString()) as number;
      const total = query.overdue
        ? overdue
        : query.status
          ? counts[query.status]
          : Object.values(counts).reduce((a, b) => a + b, 0);
      const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
      const page = Math.min(query.page, pages);
      const filtered = where(query, true, now);
      const rows = (
        db
          .prepare(listSql(filtered.sql))
          .all(...filtered.params, PAGE_SIZE, (page - 1) * PAGE_SIZE) as (Omit<
          InboxRow,
          "response" | "bounced"
        > & {
          assignee: string | null;
          firstResponseAt: string | null;
          waitingSince: string | null;
          bounced: number;
          unitSerial: string | null;
        })[]
      ).map(({ assignee, firstResponseAt, waitingSince, bounced, unitSerial, ...row }) => ({
        ...row,
        ...(unitSerial !== null && { unitSerial }),
        excerpt: firstWords(row.excerpt),
        ...(assignee !== null && { assignee }),
        bounced: bounced === 1,
        response: responseOf(
          {
            ...row,
            ...(firstResponseAt && { firstResponseAt }),
            ...(waitingSince && { waitingSince }),
          },
          now,
        ),
      }));
      return { rows, counts, overdue, total, page, pages };
    },

    /** Every new or in-progress inquiry, oldest first, with its standing at `now` (the digest). */
    open(now = Date.now()): DigestRow[] {
      const rows = db
        .prepare(
          `SELECT ref, created_at AS createdAt, company_name AS companyName, status, assignee,
             ${FIRST_RESPONSE} AS firstResponseAt, ${WAITING_SINCE} AS waitingSince
           FROM inquiries WHERE status IN ('new', 'in_progress') ORDER BY id`,
        )
        .all() as (Omit<DigestRow, "response" | "assignee"> & {
        assignee: string | null;
        firstResponseAt: string | null;
        waitingSince: string | null;
      })[];
      return rows.map(({ assignee, firstResponseAt, waitingSince, ...row }) => ({
        ...row,
        ...(assignee !== null && { assignee }),
        response: responseOf(
          {
            ...row,
            ...(firstResponseAt && { firstResponseAt }),
            ...(waitingSince && { waitingSince }),
          },
          now,
        ),
      }));
    },

    /** Every inquiry under the filters (all pages), oldest first, for the CSV export. */
    all(query: Omit<InboxQuery, "page">, now = Date.now()): StoredInquiry[] {
      const filtered = where(query, true, now);
      const ids = db
        .prepare(`SELECT id FROM inquiries ${filtered.sql} ORDER BY id`)
        .pluck()
        .all(...filtered.params) as number[];
      return store.byIds(ids);
    },

    /** The newer and the older inquiry next to `ref` in the list under `query`. */
    neighbours(ref: string, query: Omit<InboxQuery, "page">, now = Date.now()) {
      const row = stateOf(ref);
      if (!row) return {};
      const filtered = where(query, true, now);
      const and = filtered.sql ? `${filtered.sql} AND` : "WHERE";
      const one = (sql: string) =>
        (db
          .prepare(sql)
          .pluck()
          .get(...filtered.params, row.id) as string | undefined) ?? undefined;
      const newer = one(`SELECT ref FROM inquiries ${and} id > ? ORDER BY id LIMIT 1`);
      const older = one(`SELECT ref FROM inquiries ${and} id < ? ORDER BY id DESC LIMIT 1`);
      return { ...(newer && { newer }), ...(older && { older }) };
    },

    /** Every field, the quote lines, the state and the timeline; undefined when unknown. */
    detail(ref: string): InquiryDetail | undefined {
      const row = state.get(ref) as Record<string, unknown> | undefined;
      if (!row) return undefined;
      const [inquiry] = store.byIds([row.id as number]);
      if (!inquiry) return undefined;
      const extra = Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as Omit<
        InquiryDetail,
        keyof StoredInquiry | "timeline"
      >;
      const timeline: TimelineEntry[] = [{ kind: "received", at: inquiry.createdAt }];
      timeline.push({
        kind: "notice",
        status: inquiry.mailStatus,
        attempts: inquiry.mailAttempts,
        ...(extra.mailSentAt && { at: extra.mailSentAt }),
        ...(inquiry.mailError && { error: inquiry.mailError }),
        ...(extra.mailProblem && { problem: extra.mailProblem }),
      });
      if (extra.confirmStatus !== "off") {
        timeline.push({
          kind: "confirmation",
          status: extra.confirmStatus,
          attempts: extra.confirmAttempts,
          ...(extra.confirmSentAt && { at: extra.confirmSentAt }),
          ...(extra.confirmError && { error: extra.confirmError }),
          ...(extra.confirmProblem && { problem: extra.confirmProblem }),
        });
      }
      for (const event of events.all(row.id) as (TimelineEntry & { value: string | null })[]) {
        const { value, ...rest } = event as { value: string | null } & Record<string, string>;
        timeline.push({ ...rest, ...(value !== null && { value }) } as TimelineEntry);
      }
      // A notice that failed, or is waiting for its next try after a failure.
      for (const mail of store.outbox.ofInquiry(inquiry.id)) {
        const name = timelineName(mail.kind);
        if (!name || mail.status === "sent") continue;
        if (mail.status === "pending" && mail.error === undefined) continue;
        timeline.push({
          kind: "queued",
          mail: mail.kind,
          name,
          at: mail.createdAt,
          status: mail.status,
          attempts: mail.attempts,
          ...(mail.status === "pending" && mail.nextAt && { nextAt: mail.nextAt }),
          problem: mail.problem ?? "other",
        });
      }
      // Stable: entries without a time (a notice not sent yet) keep their place.
      timeline.sort((a, b) => (a.at && b.at ? a.at.localeCompare(b.at) : 0));
      return { ...inquiry, ...extra, timeline };
    },

    /** Notes that `actor` opened the inquiry, once per VIEW_GAP. */
    viewed(ref: string, actor: string, at = new Date()) {
      const row = stateOf(ref);
      if (!row) return;
      const last = lastView.get(row.id, actor) as string | undefined;
      if (last && at.getTime() - Date.parse(last) < VIEW_GAP) return;
      addEvent.run(row.id, at.toISOString(), actor, "viewed", null);
    },

    setStatus: (
      ref: string,
      status: InquiryStatus,
      revision: number,
      actor: string,
      at = new Date(),
    ) => change.immediate(ref, revision, actor, at, "status", status),

    /** `assignee` null: nobody. */
    assign: (
      ref: string,
      assignee: string | null,
      revision: number,
      actor: string,
      at = new Date(),
    ) => change.immediate(ref, revision, actor, at, "assignee", assignee),

    /** Adds an internal note; false when the inquiry is unknown. Text is checked by the caller. */
    addNote(ref: string, text: string, actor: string, at = new Date()) {
      const row = stateOf(ref);
      if (!row) return false;
      addEvent.run(row.id, at.toISOString(), actor, "note", text);
      return true;
    },
  };
}

/** A note as stored: trimmed, NFC, 1 to MAX_NOTE characters; undefined when it is not. */
export function cleanNote(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const text = raw.normalize("NFC").replace(/\r\n?/g, "\n").trim();
  // Control characters other than line breaks and tabs have no place in a note.
  if (text === "" || [...text].length > MAX_NOTE || /[^\P{Cc}\n\t]/u.test(text)) return undefined;
  return text;
}
