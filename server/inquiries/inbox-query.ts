import { cleanQuery } from "../../app/search/text";

/**
 * The inbox list's filters as GET parameters: read, checked and written back. Pure, shared by
 * the server (inbox.ts) and the back office's pages.
 */

export const STATUSES = ["new", "in_progress", "answered", "closed", "spam"] as const;
export type InquiryStatus = (typeof STATUSES)[number];
export const PAGE_SIZE = 50;
/** "No one": the assignee filter for inquiries nobody took. */
export const UNASSIGNED = "none";

/** The kinds the list filters by: inquiries from the form, a unit page's service or parts requests. */
export const KINDS = ["inquiry", "service", "parts"] as const;
export type InboxKind = (typeof KINDS)[number];

export const isStatus = (value: unknown): value is InquiryStatus =>
  (STATUSES as readonly unknown[]).includes(value);

/** What the list shows: the filters as the URL's GET parameters carry them, checked. */
export interface InboxQuery {
  status?: InquiryStatus;
  /** An account's key, or UNASSIGNED. */
  assignee?: string;
  /** Seoul days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  q?: string;
  /** Only the overdue inquiries (`overdue=1`; business-time.ts says when one is). */
  overdue?: true;
  /** Only one kind: the contact form's inquiries, or a unit page's service or parts requests. */
  kind?: InboxKind;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) =>
  DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00+09:00`));

/**
 * The list's filters from a URL. A value that is not one of the allowed ones is left out (and
 * named in `ignored`), never an error: a hand-edited URL still shows the inbox.
 */
export function readInboxQuery(params: URLSearchParams): { query: InboxQuery; ignored: string[] } {
  const ignored: string[] = [];
  const query: InboxQuery = { page: 1 };
  const status = params.get("status");
  if (status) {
    if (isStatus(status)) query.status = status;
    else ignored.push("status");
  }
  const assignee = params.get("assignee")?.trim();
  if (assignee) {
    if (assignee.length <= 254) query.assignee = assignee;
    else ignored.push("assignee");
  }
  for (const key of ["from", "to"] as const) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (isDay(value)) query[key] = value;
    else ignored.push(key);
  }
  const overdue = params.get("overdue");
  if (overdue) {
    if (overdue === "1") query.overdue = true;
    else ignored.push("overdue");
  }
  const kind = params.get("kind");
  if (kind) {
    const known = KINDS.find((k) => k === kind);
    if (known) query.kind = known;
    else ignored.push("kind");
  }
  const q = cleanQuery(params.get("q"));
  if (q) query.q = q;
  const page = params.get("page");
  if (page) {
    if (/^[1-9]\d{0,5}$/.test(page)) query.page = Number(page);
    else ignored.push("page");
  }
  return { query, ignored };
}

/** The same filters as GET parameters (page left out unless asked), for links and forms. */
export function inboxParams(query: Partial<InboxQuery>, page?: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["status", "assignee", "from", "to", "q", "kind"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (query.overdue) params.set("overdue", "1");
  if (page && page > 1) params.set("page", String(page));
  return params;
}

/** The filters without the page (an export, or prev/next from an inquiry, is about all pages). */
export function withoutPage(query: InboxQuery): Omit<InboxQuery, "page"> {
  const filter: Partial<InboxQuery> = { ...query };
  delete filter.page;
  return filter;
}
