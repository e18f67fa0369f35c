import type { AppLoadContext } from "react-router";
import type { Account } from "../../../server/admin/services";
import { readInboxQuery } from "../../../server/inquiries/inbox-query";
import { staffContext } from "../guard.server";
import { inquiriesContext } from "../inbox/context.server";
import type { InboxListData } from "../inbox/InboxList";

export type HomeData = InboxListData;

/** The signed-in /admin: the inbox under the URL's filters (app/admin/inbox/). */
export function homeData(request: Request, context: AppLoadContext, _account: Account): HomeData {
  const { inbox } = inquiriesContext(context);
  const { query, ignored } = readInboxQuery(new URL(request.url).searchParams);
  const assignees = staffContext(context)
    .services.accounts.list()
    .filter((account) => account.status === "active")
    .map((account) => account.email);
  return { query, ignored, page: inbox.list(query), assignees, now: Date.now() };
}
