import {
  readInboxQuery,
  withoutPage,
  type InboxQuery,
} from "../../../server/inquiries/inbox-query";

export const MIN_REASON = 5;
export const MAX_REASON = 200;

/** The list's filters without the page: an export is every page. */
export function filterOf(url: URL): Omit<InboxQuery, "page"> {
  return withoutPage(readInboxQuery(url.searchParams).query);
}
