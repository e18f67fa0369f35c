import type { InboxWordKey } from "../frame/inbox-words";

/** The inbox's words in the page's language, as the inquiry page's parts take them. */
export type Words = (key: InboxWordKey, vars?: Record<string, string | number>) => string;

/** The staff notice's or the buyer's confirmation's delivery in words. */
export function mailStateText(
  w: Words,
  entry: { status: string; attempts: number; error?: string },
) {
  return w(`mail_${entry.status}` as InboxWordKey, {
    attempts: entry.attempts,
    error: entry.error ?? "",
  });
}
